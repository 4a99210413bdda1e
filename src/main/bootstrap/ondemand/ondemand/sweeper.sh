#!/usr/bin/env bash
# The on-demand sweeper, on the controller, every 5 minutes (systemd timer written by
# ondemand-setup.sh): terminates (no wait) each instance tagged for this stack's partition, not
# TERMINATING/TERMINATED, whose name is not a Slurm node (ONDEMAND_ORPHAN_UNKNOWN), or older
# than RESUME_TIMEOUT_SECONDS + SWEEP_GRACE_SECONDS with its node not in service: powered or
# powering down/up, not responding, DOWN (ONDEMAND_ORPHAN_OVERSTAYED). Nodes in service stay.
# slurmctld is asked first: `scontrol show node X` exits 1 for "not found" and for a controller
# out of reach alike (src/scontrol/info_node.c); while it does not answer, nothing is swept.
# Exit 1 only when the OCI CLI failed (the timer's next run tries again).
set -euo pipefail
OD_SELF=$(readlink -f "${BASH_SOURCE[0]}")
BOOTSTRAP_DIR=$(dirname "$(dirname "$OD_SELF")")
# shellcheck source=SCRIPTDIR/../lib/ondemand-lib.sh
source "$BOOTSTRAP_DIR/lib/ondemand-lib.sh"
# shellcheck source=SCRIPTDIR/../lib/oci-lib.sh
source "$BOOTSTRAP_DIR/lib/oci-lib.sh"
od_start sweeper "$@"
SWEEP_GRACE_SECONDS="${SWEEP_GRACE_SECONDS:-300}"

ping=$(scontrol ping 2>&1) || true
if [[ "$ping" != *" is UP"* ]] || ! nodes=$(scontrol show nodes --oneliner 2>/dev/null); then
  log "WARN slurmctld does not answer (${ping//$'\n'/ }): no sweep this run, nothing terminated"
  exit 0
fi

listing=$(oci_tagged) || exit 1
[[ -n "$listing" ]] || exit 0

# age_of TIME_CREATED: seconds since then (RFC 3339 as the OCI CLI prints it)
age_of() {
  python3 -c '
import datetime, sys
t = sys.argv[1]
try:
    created = datetime.datetime.fromisoformat(t.replace("Z", "+00:00"))
    print(int((datetime.datetime.now(datetime.timezone.utc) - created).total_seconds()))
except ValueError:
    print(0)' "$1"
}

# od_sweep CODE DETAIL: why an instance is terminated, as the log line says it
od_sweep() { printf '%s: %s' "$1" "$2"; }

rc=0
while read -r id name state created; do
  [[ -n "$id" && "$state" != TERMINATING ]] || continue
  why=""
  node=$(awk -v w="NodeName=$name " 'index($0, w) == 1' <<<"$nodes")
  if [[ -z "$node" ]]; then
    why=$(od_sweep ONDEMAND_ORPHAN_UNKNOWN "$name is not a node of Slurm")
  else
    slurm_state=$(sed -n 's/.* State=\([^ ]*\).*/\1/p' <<<"$node")
    age=$(age_of "$created")
    if ((age > RESUME_TIMEOUT_SECONDS + SWEEP_GRACE_SECONDS)) &&
      [[ "$slurm_state" =~ (^DOWN|POWERED_DOWN|POWERING_UP|POWERING_DOWN|NOT_RESPONDING) ]]; then
      why=$(od_sweep ONDEMAND_ORPHAN_OVERSTAYED "$name is $slurm_state in Slurm and its instance is ${age}s old")
    fi
  fi
  [[ -n "$why" ]] || continue
  log "$name: terminating $id ($state): $why"
  oci_terminate "$name" "$id" || rc=1
done <<<"$listing"
exit "$rc"
