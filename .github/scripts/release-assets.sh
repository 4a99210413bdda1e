#!/usr/bin/env bash
# Lays out a release in OUT: the jar and the launcher the build made, LICENSE, their SHA-256
# sums, and notes.md (release-notes.sh). Refuses a TAG that is not v<the version the jar prints>,
# so a release never carries another version's jar. Run from the repository root after
# `mvn -B verify`. CHANGELOG (environment) names another changelog (tests).
# Usage: release-assets.sh TAG OUT
set -euo pipefail

tag="${1:?usage: release-assets.sh TAG OUT}"
out="${2:?usage: release-assets.sh TAG OUT}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd -P)"

printed="$(bin/oci-gpu-cluster --version)"
version="${printed#oci-gpu-cluster }"
if [[ "$tag" != "v$version" ]]; then
  echo "release-assets.sh: tag $tag does not match the build's version $version ($printed); tag v$version, or set <version> in pom.xml" >&2
  exit 1
fi

mkdir -p "$out"
bash "$here/release-notes.sh" "$version" "${CHANGELOG:-CHANGELOG.md}" >"$out/notes.md"
cp target/oci-gpu-cluster.jar "$out/oci-gpu-cluster.jar"
cp bin/oci-gpu-cluster "$out/oci-gpu-cluster"
cp LICENSE "$out/LICENSE"
(cd "$out" && sha256sum oci-gpu-cluster.jar oci-gpu-cluster LICENSE >SHA256SUMS)
echo "release $tag in $out: $(cd "$out" && echo *)"
