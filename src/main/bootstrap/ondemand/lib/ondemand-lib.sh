#!/usr/bin/env bash
# Shared start of the on-demand programs and the sweeper: slurmctld runs them as SlurmUser
# ("Slurm Power Saving Guide"), so each re-executes itself as the login user (cluster key, sudo
# for scontrol) through ondemand-setup.sh's sudoers rule, reads the configuration it wrote (the
# environment wins: the bed shortens bounds so) and logs to ONDEMAND_LOG; never user data or keys.
set -euo pipefail

ONDEMAND_ENV="${ONDEMAND_ENV:-/etc/oci-gpu-cluster/ondemand.env}"

# od_start PROGRAM ARGS...: become the login user, read the configuration, open the log.
od_start() {
  local program=$1 line key
  shift
  if [[ -r "$ONDEMAND_ENV" ]]; then
    while IFS= read -r line; do
      [[ "$line" =~ ^([A-Z][A-Z0-9_]*)=(.*)$ ]] || continue
      key=${BASH_REMATCH[1]}
      # the environment wins over the file
      [[ -n "${!key+set}" ]] || printf -v "$key" '%s' "${BASH_REMATCH[2]}"
      export "${key?}"
    done <"$ONDEMAND_ENV"
  fi
  : "${ONDEMAND_USER:?ONDEMAND_USER is not set: run the ondemand stage (it writes $ONDEMAND_ENV)}"
  if [[ "$(id -un)" != "$ONDEMAND_USER" ]]; then
    exec sudo -n -u "$ONDEMAND_USER" -- "$OD_SELF" "$@"
  fi
  for v in COMPARTMENT_ID STACK_TAG STACK_TAG_VALUE ROLE_TAG ROLE_VALUE PARTITION STOP_FILE \
    RESUME_TIMEOUT_SECONDS SUSPEND_TIMEOUT_SECONDS; do
    [[ -n "${!v:-}" ]] || {
      printf 'ERROR %s is not set (%s)\n' "$v" "$ONDEMAND_ENV" >&2
      exit 2
    }
  done
  ONDEMAND_LOG="${ONDEMAND_LOG:-/var/log/oci-gpu-cluster/ondemand.log}"
  OD_PROGRAM="${program}[$$]"
  # stderr (and every log line) also goes to the log file; Slurm discards the programs' output
  exec 2> >(tee -a "$ONDEMAND_LOG" >&2)
}

# log MESSAGE: "<UTC time> <program>[pid] <message>" on stderr (the log).
log() { printf '%s %s %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$OD_PROGRAM" "$*" >&2; }

# od_hostnames HOSTLIST: one node name per line (Slurm's own expansion).
od_hostnames() { scontrol show hostnames "$1"; }

# od_scontrol ARGS...: scontrol update as root (the login user's sudo, as slurm-nodes.sh).
od_scontrol() { sudo -n env "PATH=$PATH:/usr/sbin:/sbin" scontrol "$@"; }

# Where the readiness gate keeps each node's place in the fabric (readiness-gate.sh; the programs
# run as the login user, whose HOME sudo sets: sudoers(5), env_reset) and the topology.yaml the
# Slurm stage writes beside slurm.conf (slurm-controller.sh)
OD_TOPOLOGY_DIR="${HOME:-/nonexistent}/.oci-gpu-cluster/state/topology"
OD_TOPOLOGY_YAML="${OD_TOPOLOGY_YAML:-/etc/slurm/topology.yaml}"

# od_topology NODE...: each node into its place in Slurm's topology (docs/topology.md) with
# `scontrol update NodeName=X Topology=tree:<leaf>,block:<block>` (scontrol(1), Slurm 25.05+).
# slurmctld re-reads topology.yaml only when reconfigured, and 25.11's reconfigure re-executes
# it: its slurmscriptd ends the power-saving programs still running after 10 s
# (src/slurmctld/slurmscriptd.c, _wait_for_powersave_scripts), so no on-demand program ever
# reconfigures. lib/slurm_topology.py --place says where: the block of the node's recorded
# place, else (a place the file has no block for: topology/block cannot add one while it runs)
# its group's placeholder; the Slurm stage's next run writes the file with it. Without the file
# (scheduler.topology off): nothing. Never fails the program: a node that cannot move is logged.
od_topology() {
  local out node leaf what
  [[ -r "$OD_TOPOLOGY_YAML" ]] || return 0
  if ! out=$(python3 "$BOOTSTRAP_DIR/lib/slurm_topology.py" --place "$OD_TOPOLOGY_YAML" "$OD_TOPOLOGY_DIR" "$@" 2>&1); then
    log "WARN topology: $out"
    return 0
  fi
  while read -r node leaf what; do
    [[ -n "$node" ]] || continue
    if [[ "$leaf" == - ]]; then
      log "WARN $node: its place in Slurm's topology is unchanged: $what"
    elif [[ "$what" == same ]]; then
      log "$node: topology: already in $leaf"
    elif od_scontrol update NodeName="$node" "Topology=tree:$leaf,block:$leaf" >&2; then
      log "$node: topology: moved to $leaf ($what)"
    else
      log "WARN $node: scontrol could not move it to $leaf in Slurm's topology"
    fi
  done <<<"$out"
}

# od_down NODE CODE DETAIL: the node DOWN with "(Code:CODE)detail" as its reason, which
# `sinfo -R` shows (AWS ParallelCluster's "(Code:...)" convention). Slurm requeues the jobs of a
# node set DOWN (slurm.conf(5), ResumeProgram).
od_down() {
  local node=$1 code=$2 detail reason
  detail=$(printf '%s' "$3" | tr '\n\t' '  ' | cut -c1-160)
  reason="(Code:$code)$detail"
  log "$node: DOWN $reason"
  od_scontrol update NodeName="$node" State=DOWN Reason="$reason" >&2 || log "$node: scontrol could not set it DOWN"
}
