#!/usr/bin/env bash
# The on-demand partition's destroy clean-up, on the bastion as the login user:
# `pulumi destroy` runs it (the delete of a command:remote:Command) before it deletes the
# compute cluster, the IAM policy and the network. It stops power saving from launching more
# nodes, terminates every instance tagged for this stack as on-demand and waits until all of
# them are TERMINATED. It exits non-zero while any remains, which stops the destroy before the
# network goes: a node is never orphaned. Idempotent: with nothing tagged it changes nothing.
# Calls the OCI API through the OCI CLI as the bastion's instance principal.
# Parameters: COMPARTMENT_ID, STACK_TAG, STACK_TAG_VALUE, ROLE_TAG, ROLE_VALUE, PARTITION,
# STOP_FILE, WAIT_SECONDS, POLL_SECONDS.
set -euo pipefail

log() { printf '%s %s\n' "$(date -u +%H:%M:%SZ)" "$*" >&2; }
die() {
  printf 'ERROR %s\n' "$*" >&2
  exit 1
}

for p in COMPARTMENT_ID STACK_TAG STACK_TAG_VALUE ROLE_TAG ROLE_VALUE PARTITION STOP_FILE WAIT_SECONDS POLL_SECONDS; do
  [ -n "${!p:-}" ] || {
    printf 'ERROR parameter %s is required\n' "$p" >&2
    exit 2
  }
done
[[ "$WAIT_SECONDS" =~ ^[0-9]+$ && "$POLL_SECONDS" =~ ^[1-9][0-9]*$ ]] ||
  {
    printf 'ERROR WAIT_SECONDS and POLL_SECONDS must be whole seconds\n' >&2
    exit 2
  }
# shellcheck source=SCRIPTDIR/lib/oci-lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/oci-lib.sh"

command -v oci >/dev/null ||
  die "the OCI CLI is not installed on the bastion, so on-demand nodes cannot be terminated; install it" \
    "(sudo dnf install -y python39-oci-cli) and run pulumi destroy again"

# 1. No new nodes: the resume program refuses to launch while STOP_FILE exists, and the
#    partition stops scheduling (Slurm "scontrol": State=INACTIVE). Without Slurm there is
#    nothing to stop.
# /etc is root's: the login user writes there through sudo, as every stage does.
if [ ! -e "$STOP_FILE" ]; then
  if ! { sudo -n install -d -m 0755 "$(dirname "$STOP_FILE")" && sudo -n touch "$STOP_FILE"; }; then
    die "cannot create $STOP_FILE (sudo); without it Slurm could launch nodes during the destroy"
  fi
  log "power saving stopped: $STOP_FILE"
fi
if command -v scontrol >/dev/null; then
  # changing a partition needs SlurmUser or root
  sudo -n env "PATH=$PATH:/usr/sbin:/sbin" scontrol update PartitionName="$PARTITION" State=INACTIVE 2>/dev/null ||
    log "partition $PARTITION not updated (not defined in Slurm)"
fi

# 2. Terminate what is up (a TERMINATING instance is only waited for), then 3. wait, bounded,
#    until none is left; the timeout names what remains (lib/oci-lib.sh).
oci_terminate_tagged "" || die "cannot list or terminate the on-demand instances of compartment $COMPARTMENT_ID" \
  "(instance principal rights?)"
if ! left=$(oci_wait_terminated "$WAIT_SECONDS" "$POLL_SECONDS"); then
  die "after ${WAIT_SECONDS}s these on-demand instances are not TERMINATED: $left -" \
    "terminate them in the Console, then run pulumi destroy again"
fi
log "no on-demand instance of $STACK_TAG_VALUE remains"
