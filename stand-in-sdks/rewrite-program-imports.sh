#!/usr/bin/env bash
# Rewrites the program's imports from the old stand-in packages (ocigpucluster.bindings.*) to the
# official SDK packages, which the stand-in now has too (README.md next to this script). Re-runnable:
# a second run, or a run on files already rewritten, changes nothing. Run from the repository
# root on the program's sources (merging a branch that still has the old imports: run it again):
#   bash stand-in-sdks/rewrite-program-imports.sh
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(grep -rlE 'ocigpucluster\.bindings\.(oci|command|tls|OciProvider)' src/main/java tests/java || true)
if ((${#files[@]} == 0)); then
  echo "nothing to rewrite"
  exit 0
fi
# package renames, longest first; then the hand-written OciProvider(name, region, options) becomes
# the official com.pulumi.oci.Provider with ProviderArgs.region
perl -pi -e '
  s/\bocigpucluster\.bindings\.oci\.core\b/com.pulumi.oci.Core/g;
  s/\bocigpucluster\.bindings\.oci\.filestorage\b/com.pulumi.oci.FileStorage/g;
  s/\bocigpucluster\.bindings\.oci\.identity\b/com.pulumi.oci.Identity/g;
  s/\bocigpucluster\.bindings\.command\.remote\b/com.pulumi.command.remote/g;
  s/\bocigpucluster\.bindings\.command\.local\b/com.pulumi.command.local/g;
  s/\bocigpucluster\.bindings\.tls\b/com.pulumi.tls/g;
  s/^import ocigpucluster\.bindings\.OciProvider;$/import com.pulumi.oci.Provider;\nimport com.pulumi.oci.ProviderArgs;/;
  s/\bOciProvider (\w+) = new OciProvider\(([^,]+), ([^,]+),/Provider $1 = new Provider($2, ProviderArgs.builder().region($3).build(),/;
' "${files[@]}"
echo "rewrote ${#files[@]} files"
