#!/usr/bin/env bash
# The on-demand sweeper, on the controller, every 5 minutes (systemd timer
# oci-gpu-cluster-ondemand-sweeper.timer, written by ondemand-setup.sh): no instance tagged for
# this stack's on-demand partition may outlive what Slurm knows. It terminates (no wait: the
# next run sees it again) every such instance that is not TERMINATING/TERMINATED when
#   - its display name is not a Slurm node (ONDEMAND_ORPHAN_UNKNOWN), or
#   - it is older than RESUME_TIMEOUT_SECONDS + SWEEP_GRACE_SECONDS and its node is not in
#     service: powered down, powering up or down, not responding, or DOWN
#     (ONDEMAND_ORPHAN_OVERSTAYED: a resume that crashed with the controller, a suspend that
#     did not finish).
# A node in service (idle, allocated, mixed, completing, drained by an operator) is kept.
# Slurm is asked first, once, for all nodes: `scontrol show node X` exits 1 both for "Node X not
# found" and for a controller it cannot reach (Slurm's src/scontrol/info_node.c), so a slurmctld
# restart or crash during a run would make every instance an "orphan". When slurmctld does not
# answer (`scontrol ping` not UP, or the node listing fails) nothing is swept this run; only a
# name absent from a successful listing is ONDEMAND_ORPHAN_UNKNOWN.
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

# skip_sweep WHY: slurmctld cannot tell which instances are nodes; try again on the next run
skip_sweep() {
  log "WARN slurmctld does not answer ($1): no sweep this run, nothing terminated"
  exit 0
}
ping=$(scontrol ping 2>&1) || true
[[ "$ping" == *" is UP"* ]] || skip_sweep "scontrol ping: $(tr '\n' ' ' <<<"$ping" | cut -c1-160)"
slurm_nodes=$(scontrol show nodes --oneliner 2>/dev/null) || skip_sweep "scontrol show nodes failed"

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
  node=$(awk -v want="NodeName=$name " 'index($0, want) == 1 { print; exit }' <<<"$slurm_nodes")
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
