#!/usr/bin/env bash
# Stage 3, on the bastion: containerd + NVIDIA Container Toolkit on every GPU node in
# parallel (Oracle's GPU cluster tutorial §4), pinned to versions.env, containerd configured for the NVIDIA
# runtime, proven by nvidia-smi inside a CUDA container on each node.
# Parameters: NODES, NODE_USER, SHAPE_GPUS, NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS.
# Output: FAIL lines on stderr; last stdout line {"stage":"container-runtime",...}.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

parse_nodes
: "${SHAPE_GPUS:?SHAPE_GPUS is required (GPUs per node, from the shape catalog)}"
require_uint SHAPE_GPUS
require_uint NODE_TIMEOUT_SECONDS
require_uint STAGE_TIMEOUT_SECONDS

WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT

fanout "$WORK/runtime" "$BOOTSTRAP_DIR/node/container-runtime-node.sh" \
  "SHAPE_GPUS=$SHAPE_GPUS" \
  "CONTAINERD_VERSION=$CONTAINERD_VERSION" "RUNC_VERSION=$RUNC_VERSION" \
  "CNI_PLUGINS_VERSION=$CNI_PLUGINS_VERSION" "NERDCTL_VERSION=$NERDCTL_VERSION" \
  "NVIDIA_CONTAINER_TOOLKIT_VERSION=$NVIDIA_CONTAINER_TOOLKIT_VERSION" \
  "CUDA_TEST_IMAGE=$CUDA_TEST_IMAGE"
failed=$(collect_records "$WORK/runtime")
relay_node_stderr "$WORK/runtime"

pinned=$(python3 -c 'import json, sys; print(json.dumps(dict(zip(sys.argv[1::2], sys.argv[2::2]))))' \
  containerd "$CONTAINERD_VERSION" nvidiaContainerToolkit "$NVIDIA_CONTAINER_TOOLKIT_VERSION" \
  runc "$RUNC_VERSION" cniPlugins "$CNI_PLUGINS_VERSION" nerdctl "$NERDCTL_VERSION")
if ((failed == 0)); then
  log "container runtime ready on all ${#NODE_NAMES[@]} node(s)"
  emit_result container-runtime true "$WORK/runtime/records.json" pinned "$pinned" cudaTestImage "$(json_str "$CUDA_TEST_IMAGE")"
else
  log "container runtime failed on $failed of ${#NODE_NAMES[@]} node(s)"
  emit_result container-runtime false "$WORK/runtime/records.json" pinned "$pinned" cudaTestImage "$(json_str "$CUDA_TEST_IMAGE")"
  exit 1
fi
