#!/usr/bin/env bash
# Slurm's SuspendProgram for the on-demand partition, on the controller: the nodes (a Slurm
# hostlist) stayed idle SuspendTime seconds. Terminates this stack's instance of each node
# (with its boot volume) and waits, bounded by SUSPEND_TIMEOUT_SECONDS less 30 s, until none is
# left (lib/oci-lib.sh). Idempotent: a node without an instance changes nothing. An instance
# still there at the bound is logged and left to the sweeper (ondemand/sweeper.sh) and to the
# destroy clean-up. Exit 1 when one remains.
set -euo pipefail
OD_SELF=$(readlink -f "${BASH_SOURCE[0]}")
BOOTSTRAP_DIR=$(dirname "$(dirname "$OD_SELF")")
# shellcheck source=SCRIPTDIR/../lib/ondemand-lib.sh
source "$BOOTSTRAP_DIR/lib/ondemand-lib.sh"
# shellcheck source=SCRIPTDIR/../lib/oci-lib.sh
source "$BOOTSTRAP_DIR/lib/oci-lib.sh"
(($# == 1)) || {
  printf 'usage: %s HOSTLIST\n' "$0" >&2
  exit 2
}
od_start "${OD_PROGRAM_NAME:-suspend}" "$@"
POLL_SECONDS="${RETRY_DELAY_SECONDS:-10}"
BOUND=$((SUSPEND_TIMEOUT_SECONDS > 60 ? SUSPEND_TIMEOUT_SECONDS - 30 : SUSPEND_TIMEOUT_SECONDS / 2))

mapfile -t NAMES < <(od_hostnames "$1")
log "stopping ${NAMES[*]} (bound ${BOUND}s)"

rc=0
for name in "${NAMES[@]}"; do
  oci_terminate_tagged "$name" || rc=1
  # its host is gone: its place too (the readiness gate wrote this file; the next resume records
  # the new host's); the node goes back under its group's placeholder in Slurm's topology
  rm -f "$OD_TOPOLOGY_DIR/$name.json"
done
od_topology "${NAMES[@]}"
deadline=$((SECONDS + BOUND))
for name in "${NAMES[@]}"; do
  left=$((deadline - SECONDS))
  ((left < 0)) && left=0
  if remains=$(oci_wait_terminated "$left" "$POLL_SECONDS" "$name"); then
    log "$name: no instance left"
  else
    log "$name: WARN not TERMINATED within ${BOUND}s: $remains (the sweeper retries)"
    rc=1
  fi
done
exit "$rc"
