#!/usr/bin/env bash
# The node health check, as Slurm runs it (slurm.conf HealthCheckProgram, as root, every
# HealthCheckInterval on every node, and Prolog, before every job), as its systemd timer runs it
# without Slurm, and as the health stage runs it once after installing it.
# Installed by health/health.sh as one file: its settings, lib/node-lib.sh, lib/node-checks.sh
# (the readiness gate's checks, one implementation), lib/slurm-reason.sh, then this part.
# Passive only: it reads the node (no traffic, no repair), so it disturbs no job.
# With Slurm it makes Slurm match the verdict, as oci-hpc's HealthCheckProgram does: a failing node is
# drained with "oci-gpu-cluster:CODE: detail" (a drain lets running jobs finish); a node drained
# with one of this check's own codes is resumed once it passes; any other reason (an operator's,
# or the readiness gate's codes this check does not re-measure, such as RDMA_NIC_SLOW) is kept.
# As the Prolog (slurmd sets SLURM_SCRIPT_CONTEXT=prolog_slurmd, prolog_epilog.shtml) it is the
# fast variant: no slurmctld query and no record on a healthy node; a failing one is drained as
# above and the exit status 1 makes Slurm requeue the job (slurm.conf(5) Prolog); its run time is
# kept in $HEALTH_STATE_DIR/prolog.last ("JOBID MS").
# Without Slurm (HEALTH_SCHEDULER=none), or run with HEALTH_RECORD_ONLY=true (the on-demand resume
# program's run, before the node's slurmd starts), it only records its verdict.
# Every run writes HEALTH_METRICS_FILE, a node_exporter textfile, atomically (node_exporter's
# README, "Textfile Collector": write a temporary file in the directory, then rename it).
# Settings (fixed in the installed file): SHAPE_GPUS, SHAPE_RDMA_NICS, RDMA_CIDR, HOME_NFS_SERVER,
# HOME_NFS_PATH, SHAPE_FABRIC_MANAGER, SHAPE_GPU_PCIE_LINK_WIDTH, HEALTH_SCHEDULER,
# HEALTH_INTERVAL_SECONDS, HEALTH_METRICS_FILE.
# NODE_NAME: slurmd's SLURMD_NODENAME, else the short host name.
# Output: the node's record (JSON) as the last stdout line, with "slurm" (what it did) and "ms";
# as the Prolog, nothing on a healthy node.
set -euo pipefail

HEALTH_STARTED_NS=$(date +%s%N)
# the codes this check decides; a drain with another code is not this check's to lift
HEALTH_CODES=" GPU_MISSING GPU_XID_ERROR GPU_ECC_ERROR GPU_ROW_REMAP_ERROR GPU_QUERY_FAILED GPU_PCIE_WIDTH_LOW FABRIC_MANAGER_INACTIVE LOCALDISK_NOT_MOUNTED LOCALDISK_FULL HOME_NOT_NFS RDMA_ADDRESS_MISSING RDMA_LINK_DOWN RDMA_LINK_FLAPPING "

health_checks() {
  check_gpus
  check_gpu_memory
  check_gpu_pcie
  check_xid
  check_fabric_manager
  check_localdisk
  check_localdisk_space
  check_home
  if ((SHAPE_RDMA_NICS > 0)); then
    check_rdma_addresses
    check_rdma_links
    check_rdma_flaps
  fi
}

elapsed_ms() { echo $((($(date +%s%N) - HEALTH_STARTED_NS) / 1000000)); }

# write_metrics: the verdict as node_exporter textfile metrics, replaced by rename (a scrape
# never reads half a file; the temporary name does not end in .prom, so the collector skips it)
write_metrics() {
  local dir=${HEALTH_METRICS_FILE%/*} tmp ok=1 code ms failed
  ms=$(elapsed_ms)
  node_failed && ok=0
  failed=" $(cut -f1 "$NODE_STATE_DIR/failures" | sort -u | tr '\n' ' ')"
  mkdir -p "$dir"
  tmp="$dir/.${HEALTH_METRICS_FILE##*/}.$$"
  {
    echo "# HELP oci_gpu_cluster_health_check_ok 1 when the node health check's last run passed, 0 when a check failed."
    echo "# TYPE oci_gpu_cluster_health_check_ok gauge"
    echo "oci_gpu_cluster_health_check_ok $ok"
    # one series per code the check decides, 0 when it passed: an alert or a panel can tell a
    # passing check from a node that never reported (docs/monitoring-metrics.md)
    echo "# HELP oci_gpu_cluster_health_check_failure 1 when the last run failed the check of this failure code (docs/failure-codes.md), 0 when it passed."
    echo "# TYPE oci_gpu_cluster_health_check_failure gauge"
    for code in $HEALTH_CODES; do
      if [[ "$failed" == *" $code "* ]]; then
        echo "oci_gpu_cluster_health_check_failure{code=\"$code\"} 1"
      else
        echo "oci_gpu_cluster_health_check_failure{code=\"$code\"} 0"
      fi
    done
    echo "# HELP oci_gpu_cluster_health_check_interval_seconds How often the check runs (health.intervalSeconds)."
    echo "# TYPE oci_gpu_cluster_health_check_interval_seconds gauge"
    echo "oci_gpu_cluster_health_check_interval_seconds $HEALTH_INTERVAL_SECONDS"
    echo "# HELP oci_gpu_cluster_health_check_last_run_timestamp_seconds When the node health check last ran (Unix time)."
    echo "# TYPE oci_gpu_cluster_health_check_last_run_timestamp_seconds gauge"
    echo "oci_gpu_cluster_health_check_last_run_timestamp_seconds $((HEALTH_STARTED_NS / 1000000000))"
    echo "# HELP oci_gpu_cluster_health_check_duration_seconds How long the node health check's last run took."
    echo "# TYPE oci_gpu_cluster_health_check_duration_seconds gauge"
    printf 'oci_gpu_cluster_health_check_duration_seconds %d.%03d\n' $((ms / 1000)) $((ms % 1000))
  } >"$tmp"
  chmod 0644 "$tmp"
  mv -f "$tmp" "$HEALTH_METRICS_FILE"
}

# as root under slurmd and the timer; the stage's login user through sudo
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
write_metrics
if [[ "$HEALTH_SCHEDULER" == slurm && "${SLURM_SCRIPT_CONTEXT:-}" == prolog_slurmd ]]; then
  # the Prolog: a healthy node costs no slurmctld round trip; a failing one is drained with its
  # code before Slurm sees the failed prolog (its own "Prolog error" drain keeps an existing reason)
  rc=0
  if node_failed; then
    apply_verdict >&2
    rc=1
  fi
  # shellcheck disable=SC2174 # -m for the deepest directory only: the metrics' parent stays readable
  { mkdir -p -m 0700 "$HEALTH_STATE_DIR" &&
    printf '%s %s\n' "${SLURM_JOB_ID:-?}" "$(elapsed_ms)" >"$HEALTH_STATE_DIR/prolog.last.$$" &&
    mv -f "$HEALTH_STATE_DIR/prolog.last.$$" "$HEALTH_STATE_DIR/prolog.last"; } 2>/dev/null || true
  exit "$rc"
fi
node_set ms "$(elapsed_ms)"
if [[ "$HEALTH_SCHEDULER" == slurm && "${HEALTH_RECORD_ONLY:-false}" != true ]]; then
  node_set_str slurm "$(apply_verdict)"
elif [[ "$HEALTH_SCHEDULER" == slurm ]]; then
  node_set_str slurm "not applied: recorded only (HEALTH_RECORD_ONLY)"
else
  node_set_str slurm "none: verdict recorded in $HEALTH_METRICS_FILE"
fi
node_result || true
