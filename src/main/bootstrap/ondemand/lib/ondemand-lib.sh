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
