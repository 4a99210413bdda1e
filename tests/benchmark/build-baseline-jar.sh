#!/usr/bin/env bash
# Builds the program's jar as it was at a given commit (default de2267f, the preview-speed
# baseline of the README's benchmark) in a temporary git worktree, and prints the jar's path.
# The jar is kept in target/baseline/ (a second run reuses it); the worktree is removed.
# Usage: tests/benchmark/build-baseline-jar.sh [commit] [extra mvn arguments, e.g. -o]
set -euo pipefail
cd "$(dirname "$0")/../.."
rev="${1:-de2267f}"
shift || true
jar="target/baseline/oci-gpu-cluster-${rev}.jar"
if [[ -s "$jar" ]]; then
  echo "$jar"
  exit 0
fi
tmp="$(mktemp -d)"
cleanup() {
  git worktree remove --force "$tmp/src" >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup EXIT
git worktree add --detach "$tmp/src" "$rev" >/dev/null 2>&1
(cd "$tmp/src" && mvn -B -q package -DskipTests "$@" >&2)
mkdir -p target/baseline
cp "$tmp/src/target/oci-gpu-cluster.jar" "$jar.tmp"
mv "$jar.tmp" "$jar"
echo "$jar"
