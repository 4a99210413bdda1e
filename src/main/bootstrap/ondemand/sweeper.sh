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
  if ! node=$(scontrol show node "$name" --oneliner 2>/dev/null) || [[ "$node" != *"NodeName=$name "* ]]; then
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
