#!/usr/bin/env bash
# Stage 2, on the bastion: prove every GPU node ready (seed 000 §3) before anything runs
# on it. All nodes are checked in parallel by node/node-ready.sh, each within
# NODE_TIMEOUT_SECONDS (RDMA configuration alone takes about 10 minutes after login).
# Parameters: NODES, NODE_USER, SHAPE_GPUS, SHAPE_RDMA_NICS, RDMA_CIDR, TIMEZONE,
# HOME_NFS_SERVER (empty when /home is not shared), HOME_NFS_PATH, NODE_TIMEOUT_SECONDS,
# STAGE_TIMEOUT_SECONDS.
# Output: FAIL lines on stderr; last stdout line {"stage":"readiness","ok":..,"nodes":[..]}.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

parse_nodes
: "${SHAPE_GPUS:?SHAPE_GPUS is required (GPUs per node, from the shape catalog)}"
: "${SHAPE_RDMA_NICS:?SHAPE_RDMA_NICS is required (RDMA NICs per node; 0 without a cluster network)}"
: "${TIMEZONE:?TIMEZONE is required, e.g. Asia/Tokyo}"
RDMA_CIDR="${RDMA_CIDR:-10.224.0.0/12}"
HOME_NFS_SERVER="${HOME_NFS_SERVER:-}"
HOME_NFS_PATH="${HOME_NFS_PATH:-/home}"
[[ "$HOME_NFS_PATH" =~ ^(/[A-Za-z0-9_.-]+)+$ ]] || bad_input "HOME_NFS_PATH '$HOME_NFS_PATH' is not an absolute path like /home"
require_uint SHAPE_GPUS
require_uint SHAPE_RDMA_NICS
require_uint NODE_TIMEOUT_SECONDS
require_uint STAGE_TIMEOUT_SECONDS
[[ "$RDMA_CIDR" =~ ^[0-9]{1,3}(\.[0-9]{1,3}){3}/[0-9]{1,2}$ ]] || bad_input "RDMA_CIDR '$RDMA_CIDR' is not an IPv4 CIDR like 10.224.0.0/12"

WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT

fanout "$WORK/ready" "$BOOTSTRAP_DIR/node/node-ready.sh" \
  "SHAPE_GPUS=$SHAPE_GPUS" "SHAPE_RDMA_NICS=$SHAPE_RDMA_NICS" "RDMA_CIDR=$RDMA_CIDR" \
  "TIMEZONE=$TIMEZONE" "HOME_NFS_SERVER=$HOME_NFS_SERVER" "HOME_NFS_PATH=$HOME_NFS_PATH"
failed=$(collect_records "$WORK/ready" ready)
relay_node_stderr "$WORK/ready"

if ((failed == 0)); then
  log "all ${#NODE_NAMES[@]} node(s) ready"
  emit_result readiness true "$WORK/ready/records.json"
else
  log "$failed of ${#NODE_NAMES[@]} node(s) not ready"
  emit_result readiness false "$WORK/ready/records.json"
  exit 1
fi
