#!/usr/bin/env bash
# Slurm's ResumeFailProgram, on the controller: the nodes (a Slurm hostlist) did not register
# within ResumeTimeout (slurmctld has set them DOWN and requeued their jobs). Their instances
# are terminated exactly as suspend.sh does, and each node's reason becomes
# "(Code:ONDEMAND_RESUME_TIMEOUT)..." so that `sinfo -R` says why.
set -euo pipefail
OD_SELF=$(readlink -f "${BASH_SOURCE[0]}")
BOOTSTRAP_DIR=$(dirname "$(dirname "$OD_SELF")")
# shellcheck source=SCRIPTDIR/../lib/ondemand-lib.sh
source "$BOOTSTRAP_DIR/lib/ondemand-lib.sh"
(($# == 1)) || {
  printf 'usage: %s HOSTLIST\n' "$0" >&2
  exit 2
}
# as the login user first: suspend.sh then runs as that user too (its lines reach the log through this one)
od_start resume-fail "$@"
rc=0
ONDEMAND_LOG=/dev/null OD_PROGRAM_NAME=resume-fail "$BOOTSTRAP_DIR/ondemand/suspend.sh" "$@" || rc=$?
while read -r name; do
  od_down "$name" ONDEMAND_RESUME_TIMEOUT "did not join within ResumeTimeout; its instance was terminated (log: $ONDEMAND_LOG)"
done < <(od_hostnames "$1")
exit "$rc"
