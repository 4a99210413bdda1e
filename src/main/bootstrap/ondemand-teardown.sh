#!/usr/bin/env bash
# The on-demand partition's destroy clean-up, on the bastion as the login user (issue 11):
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
  [ -n "${!p:-}" ] || { printf 'ERROR parameter %s is required\n' "$p" >&2; exit 2; }
done
[[ "$WAIT_SECONDS" =~ ^[0-9]+$ && "$POLL_SECONDS" =~ ^[1-9][0-9]*$ ]] \
  || { printf 'ERROR WAIT_SECONDS and POLL_SECONDS must be whole seconds\n' >&2; exit 2; }
export OCI_CLI_AUTH="${OCI_CLI_AUTH:-instance_principal}"

command -v oci >/dev/null \
  || die "the OCI CLI is not installed on the bastion, so on-demand nodes cannot be terminated; install it" \
         "(sudo dnf install -y python39-oci-cli) and run pulumi destroy again"

# 1. No new nodes: the resume program refuses to launch while STOP_FILE exists, and the
#    partition stops scheduling (Slurm "scontrol": State=INACTIVE). Without Slurm there is
#    nothing to stop.
if [ ! -e "$STOP_FILE" ]; then
  mkdir -p "$(dirname "$STOP_FILE")"
  : >"$STOP_FILE"
  log "power saving stopped: $STOP_FILE"
fi
if command -v scontrol >/dev/null; then
  scontrol update PartitionName="$PARTITION" State=INACTIVE 2>/dev/null \
    || log "partition $PARTITION not updated (not defined in Slurm)"
fi

# tagged: "<id> <name> <state>" per instance of this stack's on-demand nodes whose lifecycle
# state is not TERMINATED (ListInstances keeps terminated ones for a while). The tag filter
# is applied here, not in a --query, so a display name or tag value is never JMESPath code.
tagged() {
  local json
  json=$(oci compute instance list --compartment-id "$COMPARTMENT_ID" --all --output json) || return 1
  # an empty compartment prints nothing at all
  TAGS="$STACK_TAG=$STACK_TAG_VALUE,$ROLE_TAG=$ROLE_VALUE" python3 -c '
import json, os, sys
text = sys.stdin.read().strip()
want = dict(kv.split("=", 1) for kv in os.environ["TAGS"].split(","))
for i in (json.loads(text)["data"] if text else []):
    tags = i.get("freeform-tags") or {}
    if all(tags.get(k) == v for k, v in want.items()) and i["lifecycle-state"] != "TERMINATED":
        print(i["id"], i["display-name"].replace(" ", "_"), i["lifecycle-state"])
' <<<"$json"
}

# 2. Terminate what is up (a TERMINATING instance is only waited for).
listing=$(tagged) || die "cannot list the instances of compartment $COMPARTMENT_ID (instance principal rights?)"
while read -r id name state; do
  [ -n "$id" ] || continue
  if [ "$state" != TERMINATING ]; then
    log "terminating $name ($id, $state)"
    oci compute instance terminate --instance-id "$id" --preserve-boot-volume false --force >/dev/null \
      || die "cannot terminate $name ($id)"
  fi
done <<<"$listing"

# 3. Wait, bounded, until none is left; the timeout names what remains.
deadline=$((SECONDS + WAIT_SECONDS))
while :; do
  listing=$(tagged) || die "cannot list the instances of compartment $COMPARTMENT_ID"
  if [ -z "$listing" ]; then
    log "no on-demand instance of $STACK_TAG_VALUE remains"
    exit 0
  fi
  if [ "$SECONDS" -ge "$deadline" ]; then
    die "after ${WAIT_SECONDS}s these on-demand instances are not TERMINATED:" \
        "$(awk '{ printf "%s (%s, %s) ", $2, $1, $3 }' <<<"$listing")- terminate them in the Console, then run pulumi destroy again"
  fi
  sleep "$POLL_SECONDS"
done
