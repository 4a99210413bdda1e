#!/usr/bin/env bash
# The node health check, as Slurm runs it (slurm.conf HealthCheckProgram, as root, every
# HealthCheckInterval on every node, and Prolog, before every job), as its systemd timer runs it
# without Slurm, and as the health stage runs it once after installing it.
# Installed by health/health.sh as one file: its settings (XID_CATALOG among them),
# lib/node-lib.sh, lib/node-checks.sh (the readiness gate's checks, one implementation),
# lib/slurm-reason.sh, then this part.
# Passive only: it reads the node (no traffic, no repair), so it disturbs no job. Every probe is
# bounded (lib/node-checks.sh probe: 10 s a tool, PROBE_BUDGET_SECONDS for all of them) and every
# Slurm call by SLURM_CALL_SECONDS, so a run ends before slurmd's 60 s kill of a
# HealthCheckProgram (slurm: src/slurmd/slurmd/slurmd.c, run_script_health_check) with its
# verdict applied; a hung probe is a failure of its own (PROBE_TIMEOUT).
# With Slurm it makes Slurm match the verdict, as oci-hpc's HealthCheckProgram does: a failing node is
# drained with "oci-gpu-cluster:CODE: detail" (a drain lets running jobs finish); a node drained
# with one of this check's own codes, or by Slurm for a failed Prolog ("Prolog error", slurm:
# src/slurmctld/node_mgr.c; oci-hpc's healthchecks.sh resumes it too), is resumed once it passes,
# except a GPU_XID_ERROR drain in the boot that logged the Xid (the GPU needs a reset or a reboot,
# which only an operator or the reboot knows of); any other reason (an operator's, or the readiness
# gate's codes this check does not re-measure, such as RDMA_NIC_SLOW) is kept.
# Circuit breaker: when more than HEALTH_BREAKER_PERCENT % of the cluster's responding nodes
# (at least one node) fail the same check within two intervals, the check is taken for broken
# (a driver update, a tool whose output changed), not the nodes: that code drains no node, a node
# it drained in that window is resumed, and the code is "suspended" (the metric
# oci_gpu_cluster_health_check_suspended, the alert HealthCheckSuspended, the stage's
# HEALTH_CHECK_SUSPENDED). Nodes learn the count from slurmctld alone: each failing node marks
# itself in its Slurm node Comment ("oci-gpu-cluster:health:CODE@ONSET[!],...", "!" held by the
# breaker; scontrol(1) "Comment=", sinfo(1) -O Comment), written only when it changes and cleared
# when the node passes; a failing run asks with one sinfo for every node's state and comment.
# A node whose Comment is an operator's is not marked (and so not counted).
# As the Prolog (slurmd sets SLURM_SCRIPT_CONTEXT=prolog_slurmd, prolog_epilog.shtml) it is the
# fast variant: no slurmctld query and no record on a healthy node; a failing one is handled as
# above and the exit status 1 makes Slurm requeue the job (slurm.conf(5) Prolog), unless the
# breaker held the node (then the job runs); its run time is kept in $HEALTH_STATE_DIR/prolog.last
# ("JOBID MS").
# Without Slurm (HEALTH_SCHEDULER=none), or run with HEALTH_RECORD_ONLY=true (the on-demand resume
# program's run, before the node's slurmd starts), it only records its verdict.
# Every run writes HEALTH_METRICS_FILE, a node_exporter textfile, atomically (node_exporter's
# README, "Textfile Collector": write a temporary file in the directory, then rename it).
# Settings (fixed in the installed file): SHAPE_GPUS, SHAPE_RDMA_NICS, RDMA_CIDR, HOME_NFS_SERVER,
# HOME_NFS_PATH, SHAPE_FABRIC_MANAGER, SHAPE_GPU_PCIE_LINK_WIDTH, HEALTH_SCHEDULER,
# HEALTH_INTERVAL_SECONDS, HEALTH_BREAKER_PERCENT, HEALTH_METRICS_FILE, XID_CATALOG.
# NODE_NAME: slurmd's SLURMD_NODENAME, else the short host name.
# Output: the node's record (JSON) as the last stdout line, with "slurm" (what it did), "ms",
# "warned", "refused" and "suspended"; as the Prolog, nothing on a healthy node.
set -euo pipefail

HEALTH_STARTED_NS=$(date +%s%N)
# all probes of a run together: 25 s (the last one may overrun it by its 2 s KILL grace), leaving
# three Slurm calls of SLURM_CALL_SECONDS (and their grace) under slurmd's 60 s
PROBE_BUDGET_SECONDS=25
# shellcheck disable=SC2034 # read by lib/node-checks.sh's probe, which comes before this part
PROBE_DEADLINE=$((EPOCHSECONDS + PROBE_BUDGET_SECONDS))
SLURM_CALL_SECONDS=8
# the codes this check drains on (one metric series each); a drain with another code is not its to lift
HEALTH_DRAIN_CODES=" GPU_MISSING GPU_XID_ERROR GPU_ECC_ERROR GPU_ROW_REMAP_ERROR GPU_QUERY_FAILED PROBE_TIMEOUT GPU_PCIE_WIDTH_LOW FABRIC_MANAGER_INACTIVE LOCALDISK_NOT_MOUNTED HOME_NOT_NFS RDMA_ADDRESS_MISSING RDMA_LINK_DOWN RDMA_LINK_FLAPPING "
# the codes it warns with, drained on by earlier versions (such a drain is lifted)
HEALTH_WARNING_CODES=" LOCALDISK_FULL GPU_ROW_REMAP_PENDING "
# a query the tool refused: the check is broken, never the node
HEALTH_REFUSED_CODES=" GPU_QUERY_REFUSED "
# Slurm's own reason for a node whose Prolog failed without draining it first (this program drains
# with its code before it exits 1): a missing or killed Prolog
SLURM_PROLOG_ERROR="Prolog error"
BREAKER_MARK="${SLURM_REASON_PREFIX}health:"

health_checks() {
  checks_reset
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

# codes_in FILE: the distinct codes of a "CODE<TAB>detail" file, space-separated and padded
codes_in() { printf ' %s ' "$(cut -f1 "$1" 2>/dev/null | sort -u | tr '\n' ' ')"; }

# SUSPENDED: the codes the circuit breaker holds on this node (apply_verdict sets it)
SUSPENDED=" "

# write_metrics: the verdict as node_exporter textfile metrics, replaced by rename (a scrape
# never reads half a file; the temporary name does not end in .prom, so the collector skips it).
# ok is 0 only for a failure the check acts on: a suspended code, a warning or a refused query
# keep it 1 (they have their own series and alerts).
write_metrics() {
  local dir=${HEALTH_METRICS_FILE%/*} tmp ok=1 code ms failed warned refused suspended
  ms=$(elapsed_ms)
  failed=$(codes_in "$NODE_STATE_DIR/failures")
  warned=$(codes_in "$NODE_STATE_DIR/warnings")
  refused=$(codes_in "$NODE_STATE_DIR/refused")
  suspended="$SUSPENDED$refused"
  for code in $failed; do [[ "$SUSPENDED" == *" $code "* ]] || ok=0; done
  mkdir -p "$dir"
  tmp="$dir/.${HEALTH_METRICS_FILE##*/}.$$"
  {
    echo "# HELP oci_gpu_cluster_health_check_ok 1 when the node health check's last run passed (or failed only checks it suspended), 0 when a check failed."
    echo "# TYPE oci_gpu_cluster_health_check_ok gauge"
    echo "oci_gpu_cluster_health_check_ok $ok"
    # one series per code, 0 when it passed: an alert or a panel can tell a passing check from a
    # node that never reported (docs/monitoring-metrics.md)
    echo "# HELP oci_gpu_cluster_health_check_failure 1 when the last run failed the check of this failure code (docs/failure-codes.md), 0 when it passed."
    echo "# TYPE oci_gpu_cluster_health_check_failure gauge"
    for code in $HEALTH_DRAIN_CODES; do
      echo "oci_gpu_cluster_health_check_failure{code=\"$code\"} $([[ "$failed" == *" $code "* ]] && echo 1 || echo 0)"
    done
    echo "# HELP oci_gpu_cluster_health_check_warning 1 when the last run found this condition, which it reports without draining the node, 0 when not."
    echo "# TYPE oci_gpu_cluster_health_check_warning gauge"
    for code in $HEALTH_WARNING_CODES; do
      echo "oci_gpu_cluster_health_check_warning{code=\"$code\"} $([[ "$warned" == *" $code "* ]] && echo 1 || echo 0)"
    done
    echo "# HELP oci_gpu_cluster_health_check_suspended 1 when the check of this code failed here but drains nothing: its tool refused the query, or the circuit breaker holds it (too many nodes failed it at once)."
    echo "# TYPE oci_gpu_cluster_health_check_suspended gauge"
    for code in $HEALTH_DRAIN_CODES $HEALTH_REFUSED_CODES; do
      echo "oci_gpu_cluster_health_check_suspended{code=\"$code\"} $([[ "$suspended" == *" $code "* ]] && echo 1 || echo 0)"
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

slurm_call() { timeout -k 2 "$SLURM_CALL_SECONDS" "$@"; }

# FLEET: one line per node, "node<TAB>state<TAB>comment<TAB>reason", as slurmctld sees them
# (sinfo(1) -O: a width of 0 prints a field whole, the text after it ends the field; "(null)" is
# an empty comment); ME: this node's line, its fields split by US (0x1f: a tab is whitespace to
# read, which would merge an empty field). ALL=true asks for every node (the breaker counts them).
FLEET=""
ME=""
read_slurm() {
  local all=$1 tab=$'\t' format
  format="NodeList:0$tab,StateLong:0$tab,Comment:0$tab,Reason:0"
  if [[ "$all" == true ]]; then
    FLEET=$(slurm_call sinfo -h -N -O "$format" 2>/dev/null | awk -F'\t' '!seen[$1]++') || FLEET=""
  else
    FLEET=$(slurm_call sinfo -h -N -n "$NODE_NAME" -O "$format" 2>/dev/null | head -n 1) || FLEET=""
  fi
  ME=$(awk -F'\t' -v OFS=$'\037' -v n="$NODE_NAME" '$1 == n { $1 = $1; print; exit }' <<<"$FLEET")
}

# the onset recorded for CODE in a marker comment, else empty
onset_of() { sed -nE "s/.*[:,]$2@([0-9]+)!?(,.*|$)/\1/p" <<<"$1"; }

# breaker CODE... -> SUSPENDED and the lines "open CODE COUNT BOUND" / "closed CODE ..." for each
# failing code, counted over FLEET: the responding nodes (no "*", "~", "#", "%" state suffix, not
# down or future) whose marker has CODE with an onset within two intervals or held ("!"),
# this node counted as failing it now
BREAKER_WINDOW_SECONDS=$((2 * HEALTH_INTERVAL_SECONDS))
breaker() {
  local code
  for code in "$@"; do
    awk -F'\t' -v me="$NODE_NAME" -v code="$code" -v now="$EPOCHSECONDS" -v window="$BREAKER_WINDOW_SECONDS" \
      -v percent="$HEALTH_BREAKER_PERCENT" -v mark="$BREAKER_MARK" '
      $2 ~ /[*~#%]$/ || $2 ~ /^(down|future|unknown)/ { next }
      { total++ }
      $1 == me { count++; next }
      index($3, mark) == 1 {
        n = split(substr($3, length(mark) + 1), items, ",")
        for (i = 1; i <= n; i++) {
          split(items[i], f, "@")
          if (f[1] != code) continue
          held = (f[2] ~ /!$/); sub(/!$/, "", f[2])
          if (held || f[2] + 0 >= now - window) count++
        }
      }
      END {
        if (total == 0) total = 1
        bound = int(total * percent / 100); if (bound < 1) bound = 1
        printf "%s %s %d %d %d\n", (count > bound ? "open" : "closed"), code, count, bound, total
      }' <<<"$FLEET"
  done
}

# mark COMMENT: set this node's Slurm Comment unless it is an operator's; prints what it did
mark() {
  local now_comment=$1 want=$2
  [[ "$now_comment" == "(null)" ]] && now_comment=""
  [[ "$now_comment" == "$want" ]] && return 0
  if [[ -n "$now_comment" && "$now_comment" != "$BREAKER_MARK"* ]]; then
    echo "not marked: the node's Comment is an operator's ($now_comment)"
    return 0
  fi
  as_root slurm_call scontrol update NodeName="$NODE_NAME" Comment="$want" >&2 || echo "marking failed"
}

# xid_acknowledge: the drain (or the breaker's hold) took the pending Xids into account: later
# runs do not fail for them again (an operator's resume after a GPU reset sticks); a reboot
# forgets them with /run
xid_acknowledge() {
  [[ -s "$HEALTH_RUN_DIR/xid.pending" ]] || return 0
  cat "$HEALTH_RUN_DIR/xid.pending" >>"$HEALTH_RUN_DIR/xid.drained" && : >"$HEALTH_RUN_DIR/xid.pending"
}

# apply_verdict: drain, hold, resume or nothing; VERDICT says what it did (and SUSPENDED which
# codes the breaker holds), set in this shell
VERDICT=""
apply_verdict() {
  local state reason comment code detail want first failing open_codes="" marker="" onset held=""
  local -a counts=()
  if node_failed; then read_slurm true; else read_slurm false; fi
  if [[ -z "$ME" ]]; then
    VERDICT="unknown: slurmctld did not answer"
    return 0
  fi
  IFS=$'\037' read -r _ state comment reason <<<"$ME"
  [[ "$comment" == "(null)" ]] && comment=""
  if node_failed; then
    failing=$(cut -f1 "$NODE_STATE_DIR/failures" | awk '!seen[$0]++' | tr '\n' ' ')
    # shellcheck disable=SC2086 # one word per code
    mapfile -t counts < <(breaker $failing)
    for line in "${counts[@]}"; do
      # shellcheck disable=SC2086 # "open|closed CODE COUNT BOUND TOTAL"
      set -- $line
      if [[ "$1" == open ]]; then
        open_codes+="$2 "
        held+="${held:+; }$2 on $3 of $5 nodes within ${BREAKER_WINDOW_SECONDS}s (bound $4)"
      fi
    done
    for code in $failing; do
      onset=$(onset_of "$comment" "$code")
      marker+="${marker:+,}$code@${onset:-$EPOCHSECONDS}"
      [[ " $open_codes" == *" $code "* ]] && marker+="!"
    done
    mark "$comment" "$BREAKER_MARK$marker" >&2
    SUSPENDED=" $open_codes"
    # the first failure whose code the breaker does not hold decides the drain
    first=""
    while IFS=$'\t' read -r code detail; do
      [[ " $open_codes" == *" $code "* ]] && continue
      first="$code"
      break
    done <"$NODE_STATE_DIR/failures"
    if [[ -z "$first" ]]; then
      xid_acknowledge
      # every failure is held: a drain of this check's own is lifted, whether for a held code or
      # for one that passes now (an Xid's drain in this boot excepted, as for a passing node)
      code=$(reason_code "$reason")
      if [[ "$state" == drain* ]] && slurm_reason_is_ours "$reason" &&
        [[ "$HEALTH_DRAIN_CODES$HEALTH_WARNING_CODES" == *" $code "* ]] &&
        ! [[ "$code" == GPU_XID_ERROR && " $open_codes" != *" GPU_XID_ERROR "* && -s "$HEALTH_RUN_DIR/xid.drained" ]]; then
        as_root slurm_call scontrol update NodeName="$NODE_NAME" State=RESUME >&2 || true
        VERDICT="held and resumed: circuit breaker open for $held"
      else
        VERDICT="held: circuit breaker open for $held"
      fi
      return 0
    fi
    want=$(slurm_reason "$first" "$detail")
    if [[ "$state" == drain* ]] && ! slurm_reason_is_ours "$reason" && [[ "$reason" != "$SLURM_PROLOG_ERROR" ]]; then
      VERDICT="kept: drained by an operator ($reason)"
    elif [[ "$state" == drain* && "$reason" == "$want" ]]; then
      VERDICT="drained"
    elif as_root slurm_call scontrol update NodeName="$NODE_NAME" State=DRAIN Reason="$want" >&2; then
      VERDICT="drained now: $want"
    else
      VERDICT="drain failed"
      return 0
    fi
    xid_acknowledge
    [[ -z "$held" ]] || VERDICT+="; circuit breaker open for $held"
    return 0
  fi
  [[ "$comment" != "$BREAKER_MARK"* ]] || mark "$comment" "" >&2
  first=$(reason_code "$reason")
  if [[ "$first" == GPU_XID_ERROR && "$state" == drain* && -s "$HEALTH_RUN_DIR/xid.drained" ]]; then
    VERDICT="kept: drained for an Xid in this boot ($reason): reset the GPU or reboot, then resume it"
  elif [[ "$state" == drain* ]] && { { slurm_reason_is_ours "$reason" &&
    [[ "$HEALTH_DRAIN_CODES$HEALTH_WARNING_CODES" == *" $first "* ]]; } || [[ "$reason" == "$SLURM_PROLOG_ERROR" ]]; }; then
    if as_root slurm_call scontrol update NodeName="$NODE_NAME" State=RESUME >&2; then
      VERDICT="resumed now"
    else
      VERDICT="resume failed"
    fi
  elif [[ "$state" == drain* ]]; then
    VERDICT="kept: drained ($reason)"
  else
    # in service with an acknowledged Xid: an operator resumed it after the reset (or the breaker
    # held it); nothing left to keep
    rm -f "$HEALTH_RUN_DIR/xid.drained"
    VERDICT="$state"
  fi
}

# reason_code REASON: the CODE of "oci-gpu-cluster:CODE: detail", else empty
reason_code() {
  local r=${1#"$SLURM_REASON_PREFIX"}
  [[ "$r" != "$1" ]] && echo "${r%%:*}"
  return 0
}

# record_lists: the warnings, refused queries and suspended codes in the node's record
record_lists() {
  local kind file
  for kind in warned refused; do
    file="$NODE_STATE_DIR/warnings"
    [[ "$kind" == refused ]] && file="$NODE_STATE_DIR/refused"
    node_set "$kind" "[$(while IFS=$'\t' read -r code detail; do
      printf '{"code":%s,"detail":%s},' "$(json_string "$code")" "$(json_string "$detail")"
    done <"$file" | sed 's/,$//')]"
  done
  local code list=""
  for code in $SUSPENDED; do list+="${list:+,}\"$code\""; done
  node_set suspended "[$list]"
}

node_reset
health_checks
if [[ "$HEALTH_SCHEDULER" == slurm && "${SLURM_SCRIPT_CONTEXT:-}" == prolog_slurmd ]]; then
  # the Prolog: a healthy node costs no slurmctld round trip; a failing one is drained with its
  # code before Slurm sees the failed prolog (its own "Prolog error" drain keeps an existing
  # reason); a node the breaker holds runs the job
  rc=0
  if node_failed; then
    apply_verdict
    echo "$VERDICT" >&2
    [[ "$VERDICT" == held* ]] || rc=1
  fi
  write_metrics
  # shellcheck disable=SC2174 # -m for the deepest directory only: the metrics' parent stays readable
  { mkdir -p -m 0700 "$HEALTH_STATE_DIR" &&
    printf '%s %s\n' "${SLURM_JOB_ID:-?}" "$(elapsed_ms)" >"$HEALTH_STATE_DIR/prolog.last.$$" &&
    mv -f "$HEALTH_STATE_DIR/prolog.last.$$" "$HEALTH_STATE_DIR/prolog.last"; } 2>/dev/null || true
  exit "$rc"
fi
if [[ "$HEALTH_SCHEDULER" == slurm && "${HEALTH_RECORD_ONLY:-false}" != true ]]; then
  apply_verdict
  node_set_str slurm "$VERDICT"
elif [[ "$HEALTH_SCHEDULER" == slurm ]]; then
  node_set_str slurm "not applied: recorded only (HEALTH_RECORD_ONLY)"
else
  node_set_str slurm "none: verdict recorded in $HEALTH_METRICS_FILE"
fi
write_metrics
record_lists
node_set ms "$(elapsed_ms)"
node_result || true
