#!/usr/bin/env bash
# Stage 3, on the bastion: containerd + NVIDIA Container Toolkit on every GPU node in
# parallel (Oracle's GPU cluster tutorial §4), pinned to versions.env, containerd configured for the NVIDIA
# runtime, proven by nvidia-smi inside a CUDA container on each node; then the later stages'
# images pulled. It runs right after stage 1, at the same time as the readiness gate (none of
# this needs RDMA), so it first waits for SSH and cloud-init on each node itself.
# Parameters: NODES, NODE_USER, SHAPE_GPUS, PREFETCH_IMAGES (space-separated, may be empty),
# NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS.
# Output: FAIL lines on stderr; last stdout line {"stage":"container-runtime",...}.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

parse_nodes
: "${SHAPE_GPUS:?SHAPE_GPUS is required (GPUs per node, from the shape catalog)}"
require_uint SHAPE_GPUS
require_uint NODE_TIMEOUT_SECONDS
require_uint STAGE_TIMEOUT_SECONDS
: "${PREFETCH_IMAGES?PREFETCH_IMAGES is required (images to pull, space separated; may be empty)}"

WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT

pinned=$(python3 -c 'import json, sys; print(json.dumps(dict(zip(sys.argv[1::2], sys.argv[2::2]))))' \
  containerd "$CONTAINERD_VERSION" nvidiaContainerToolkit "$NVIDIA_CONTAINER_TOOLKIT_VERSION" \
  runc "$RUNC_VERSION" cniPlugins "$CNI_PLUGINS_VERSION" nerdctl "$NERDCTL_VERSION")

# 1. SSH (fanout retries it within the node's bound) and cloud-init done, on every node
fanout "$WORK/boot" "$BOOTSTRAP_DIR/node/boot-done.sh"
failed=$(collect_records "$WORK/boot")
if ((failed > 0)); then
  relay_node_stderr "$WORK/boot"
  log "cloud-init did not finish on $failed of ${#NODE_NAMES[@]} node(s); nothing installed"
  emit_result container-runtime false "$WORK/boot/records.json" pinned "$pinned" cudaTestImage "$(json_str "$CUDA_TEST_IMAGE")"
  exit 1
fi

# 2. the runtime
fanout "$WORK/runtime" "$BOOTSTRAP_DIR/node/container-runtime-node.sh" \
  "SHAPE_GPUS=$SHAPE_GPUS" \
  "CONTAINERD_VERSION=$CONTAINERD_VERSION" "RUNC_VERSION=$RUNC_VERSION" \
  "CNI_PLUGINS_VERSION=$CNI_PLUGINS_VERSION" "NERDCTL_VERSION=$NERDCTL_VERSION" \
  "NVIDIA_CONTAINER_TOOLKIT_VERSION=$NVIDIA_CONTAINER_TOOLKIT_VERSION" \
  "CUDA_TEST_IMAGE=$CUDA_TEST_IMAGE"
failed=$(collect_records "$WORK/runtime")
relay_node_stderr "$WORK/runtime"

if ((failed == 0)); then
  log "container runtime ready on all ${#NODE_NAMES[@]} node(s)"
  # 3. the later stages' images (many GB), while the readiness gate still waits for RDMA
  echo '[]' >"$WORK/prefetch.json"
  if [[ -n "$PREFETCH_IMAGES" ]]; then
    fanout "$WORK/prefetch" "$BOOTSTRAP_DIR/node/image-prefetch.sh" "PREFETCH_IMAGES=$PREFETCH_IMAGES"
    # no FAIL lines: a missed prefetch is not this stage's failure
    collect_records "$WORK/prefetch" >/dev/null 2>&1
    python3 - "$WORK/prefetch/records.json" >"$WORK/prefetch.json" <<'PY'
import json, sys
print(json.dumps([{"name": r["name"], "pulled": r.get("pulled", []), "missed": r.get("missed", []),
                   "ok": r.get("ok", False)} for r in json.load(open(sys.argv[1]))]))
PY
    if python3 -c 'import json, sys; sys.exit(0 if any(r["missed"] or not r["ok"] for r in json.load(open(sys.argv[1]))) else 1)' "$WORK/prefetch.json"; then
      warn "could not prefetch every image on every node (see prefetch in the result); the stages that run them pull again"
    fi
  fi
  emit_result container-runtime true "$WORK/runtime/records.json" pinned "$pinned" cudaTestImage "$(json_str "$CUDA_TEST_IMAGE")" \
    prefetch "$(cat "$WORK/prefetch.json")"
else
  log "container runtime failed on $failed of ${#NODE_NAMES[@]} node(s)"
  emit_result container-runtime false "$WORK/runtime/records.json" pinned "$pinned" cudaTestImage "$(json_str "$CUDA_TEST_IMAGE")"
  exit 1
fi
