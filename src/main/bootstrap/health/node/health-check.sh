#!/usr/bin/env bash
# The node health check, as Slurm runs it (slurm.conf HealthCheckProgram, as root, every
# HealthCheckInterval on every node) and as the health stage runs it once after installing it.
# Installed by health/health.sh as one file: its settings, lib/node-lib.sh, lib/node-checks.sh
# (the readiness gate's checks, one implementation), lib/slurm-reason.sh, then this part.
# Passive only: it reads the node (no traffic, no repair), so it delays nothing and disturbs no job.
# Then it makes Slurm match the verdict, as oci-hpc's HealthCheckProgram does: a failing node is
# drained with "oci-gpu-cluster:CODE: detail" (a drain lets running jobs finish); a node drained
# with one of this check's own codes is resumed once it passes; any other reason (an operator's,
# or the readiness gate's codes this check does not re-measure, such as RDMA_NIC_SLOW) is kept.
# Settings (fixed in the installed file): SHAPE_GPUS, SHAPE_RDMA_NICS, RDMA_CIDR, HOME_NFS_SERVER,
# HOME_NFS_PATH, SHAPE_FABRIC_MANAGER. NODE_NAME: slurmd's SLURMD_NODENAME, else the short host name.
# Output: the node's record (JSON) as the last stdout line, with "slurm" (what it did) and "ms".
set -euo pipefail

HEALTH_STARTED_MS=$(($(date +%s%N) / 1000000))
# the codes this check decides; a drain with another code is not this check's to lift
HEALTH_CODES=" GPU_MISSING GPU_XID_ERROR GPU_ECC_ERROR GPU_ROW_REMAP_ERROR GPU_QUERY_FAILED FABRIC_MANAGER_INACTIVE LOCALDISK_NOT_MOUNTED HOME_NOT_NFS RDMA_ADDRESS_MISSING RDMA_LINK_DOWN "

health_checks() {
  check_gpus
  check_gpu_memory
  check_xid
  check_fabric_manager
  check_localdisk
  check_home
  if ((SHAPE_RDMA_NICS > 0)); then
    check_rdma_addresses
    check_rdma_links
  fi
}

# as root under slurmd; the stage's login user through sudo
as_root() { if ((EUID == 0)); then "$@"; else sudo -n "$@"; fi; }

# slurm_state -> "state|reason" as slurmctld sees this node ("idle|none", "drained|oci-gpu-cluster:...")
slurm_state() { timeout 20 sinfo -h -N -n "$NODE_NAME" -o '%T|%E' 2>/dev/null | head -n 1 || true; }

# apply_verdict: drain, resume or nothing; prints what it did
apply_verdict() {
  local state reason code first detail want
  state=$(slurm_state)
  if [[ -z "$state" ]]; then
    echo "unknown: slurmctld did not answer"
    return 0
  fi
  reason=${state#*|}
  state=${state%%|*}
  if node_failed; then
    IFS=$'\t' read -r code detail <"$NODE_STATE_DIR/failures"
    want=$(slurm_reason "$code" "$detail")
    if [[ "$state" == drain* ]] && ! slurm_reason_is_ours "$reason"; then
      echo "kept: drained by an operator ($reason)"
    elif [[ "$state" == drain* && "$reason" == "$want" ]]; then
      echo "drained"
    elif as_root scontrol update NodeName="$NODE_NAME" State=DRAIN Reason="$want" >&2; then
      echo "drained now: $want"
    else
      echo "drain failed"
    fi
    return 0
  fi
  first=${reason#"$SLURM_REASON_PREFIX"}
  first=${first%%:*}
  if [[ "$state" == drain* ]] && slurm_reason_is_ours "$reason" && [[ "$HEALTH_CODES" == *" $first "* ]]; then
    if as_root scontrol update NodeName="$NODE_NAME" State=RESUME >&2; then
      echo "resumed now"
    else
      echo "resume failed"
    fi
  elif [[ "$state" == drain* ]]; then
    echo "kept: drained ($reason)"
  else
    echo "$state"
  fi
}

node_reset
health_checks
node_set ms "$(($(date +%s%N) / 1000000 - HEALTH_STARTED_MS))"
node_set_str slurm "$(apply_verdict)"
node_result || true
