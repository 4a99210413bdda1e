#!/usr/bin/env bash
# Bakes one node group's image, on the bastion, as its instance principal: launches a builder
# from the group's base image in the private subnet; runs the stages' bake mode against it
# (BAKE_STAGES: the scripts the bake Command wrote to stages/, rendered as the chain's Commands,
# in its order: the Slurm RPMs built here, the container runtime, Slurm's node packages, Enroot,
# Pyxis; each with NODES and NODE_GROUPS naming the builder and ssh using the builder's own key);
# copies the node side of the bootstrap tree onto it, runs node/bake-node.sh in bake mode there
# (the image's manifest, then cleans: keys, machine id, host name, logs), and prints the
# builder's OCID as the one line of stdout ("BAKE_BUILDER=<ocid>"), also kept in .last-bake for
# the Command's update (its inputs changed, not its triggers: nothing to bake). Pulumi then creates the image from the builder
# (oci.Core.Image: OCI shuts a running instance down while it images it, "Managing Custom
# Images") and bake-terminate.sh terminates it. A failed bake terminates its builder.
set -euo pipefail
: "${GROUP:?}" "${COMPARTMENT_ID:?}" "${AVAILABILITY_DOMAIN:?}" "${SUBNET_ID:?}" "${BUILDER_SHAPE:?}"
: "${BASE_IMAGE_ID:?}" "${BAKE_HASH:?}" "${DISPLAY_NAME:?}" "${TREE_DIR:?}" "${BUILDER_USER:?}"
: "${WAIT_SECONDS:?}" "${POLL_SECONDS:?}" "${HASH_TAG:?}" "${BAKE_STAGES?}" "${BOOT_VOLUME_SIZE_IN_GBS:?}"
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
log() { printf '%s bake %s: %s\n' "$(date -u +%FT%TZ)" "$GROUP" "$*" >&2; }
fail() {
  printf 'FAIL %s %s %s\n' "$DISPLAY_NAME" "$1" "$2" >&2
  exit 1
}
# oci-lib.sh's listing helpers read these; the bake lists nothing by tag
STACK_TAG="$HASH_TAG" STACK_TAG_VALUE="$BAKE_HASH" ROLE_TAG="$HASH_TAG" ROLE_VALUE="$BAKE_HASH"
export STACK_TAG STACK_TAG_VALUE ROLE_TAG ROLE_VALUE
# shellcheck source=SCRIPTDIR/lib/oci-lib.sh
. "$here/lib/oci-lib.sh"

key="$here/builder-key"
known="$here/known_hosts"
builder=""
finish() {
  local rc=$?
  if ((rc != 0)) && [[ -n "$builder" ]]; then
    log "bake failed: terminating builder $builder"
    oci_terminate "$DISPLAY_NAME" "$builder" || log "builder $builder not terminated: $(oci_error)"
  fi
  rm -f "$key" "$key.pub" "$known"
}
trap finish EXIT

# a key of its own for the builder, never the cluster's: the builder's image must hold no key
rm -f "$key" "$key.pub" "$known"
ssh-keygen -q -t ed25519 -N '' -C "bake-$GROUP" -f "$key"
metadata=$(python3 -c 'import json, sys; print(json.dumps({"ssh_authorized_keys": open(sys.argv[1]).read()}))' "$key.pub")
tags=$(python3 -c 'import json, sys; print(json.dumps({sys.argv[1]: sys.argv[2]}))' "$HASH_TAG" "$BAKE_HASH")

log "launching builder $DISPLAY_NAME ($BUILDER_SHAPE) from $BASE_IMAGE_ID"
oci_retry "$DISPLAY_NAME" compute instance launch --output json \
  --compartment-id "$COMPARTMENT_ID" --availability-domain "$AVAILABILITY_DOMAIN" --shape "$BUILDER_SHAPE" \
  --subnet-id "$SUBNET_ID" --assign-public-ip false --image-id "$BASE_IMAGE_ID" \
  --boot-volume-size-in-gbs "$BOOT_VOLUME_SIZE_IN_GBS" \
  --display-name "$DISPLAY_NAME" --metadata "$metadata" --freeform-tags "$tags" ||
  fail BAKE_BUILDER_LAUNCH_FAILED "launch of $BUILDER_SHAPE from $BASE_IMAGE_ID failed: $(oci_error)"
builder=$(python3 -c 'import json, sys; print(json.loads(sys.stdin.read())["data"]["id"])' <<<"$OCI_OUT")

deadline=$((SECONDS + WAIT_SECONDS))
state=""
while [[ "$state" != RUNNING ]]; do
  ((SECONDS < deadline)) || fail BAKE_BUILDER_TIMEOUT "builder $builder not RUNNING after ${WAIT_SECONDS}s (last state ${state:-unknown})"
  sleep "$POLL_SECONDS"
  state=$(oci_listed "$builder") || state=""
  [[ "$state" != TERMINATED && "$state" != TERMINATING ]] ||
    fail BAKE_BUILDER_LAUNCH_FAILED "builder $builder went $state while starting"
done
oci_retry "$DISPLAY_NAME" compute instance list-vnics --instance-id "$builder" --output json ||
  fail BAKE_BUILDER_LAUNCH_FAILED "cannot read builder $builder's address: $(oci_error)"
ip=$(python3 -c 'import json, sys; print(json.loads(sys.stdin.read())["data"][0]["private-ip"])' <<<"$OCI_OUT")

ssh_builder() {
  ssh -i "$key" -o BatchMode=yes -o ConnectTimeout=10 -o StrictHostKeyChecking=accept-new \
    -o UserKnownHostsFile="$known" "$BUILDER_USER@$ip" "$@"
}
until ssh_builder true 2>/dev/null; do
  ((SECONDS < deadline)) || fail BAKE_BUILDER_TIMEOUT "builder $builder ($ip) sshd not answering after ${WAIT_SECONDS}s"
  sleep "$POLL_SECONDS"
done

for stage in $BAKE_STAGES; do
  log "running stage ${stage#*-} in bake mode on builder $ip"
  NODES="$DISPLAY_NAME=$ip" NODE_GROUPS="$GROUP:1" SSH_OPTS="-i $key -o UserKnownHostsFile=$known" \
    bash "$here/stages/$stage.sh" >&2 ||
    fail BAKE_FAILED "stage ${stage#*-} failed in bake mode on builder $builder ($ip); its log is above"
done

log "copying the node tree to $ip and baking"
tar -C "$TREE_DIR" -cf - . | ssh_builder 'sudo mkdir -p /opt/oci-gpu-cluster/bootstrap && sudo tar -C /opt/oci-gpu-cluster/bootstrap -xf -' >&2
ssh_builder "sudo env BAKE_HASH=$BAKE_HASH GROUP=$GROUP BOOTSTRAP_DIR=/opt/oci-gpu-cluster/bootstrap NODE=$DISPLAY_NAME IMAGE_USER=$BUILDER_USER bash /opt/oci-gpu-cluster/bootstrap/node/bake-node.sh bake" >&2 ||
  fail BAKE_FAILED "bake mode failed on builder $builder ($ip); its log is above"
log "baked $BAKE_HASH on $builder"
builder_done=$builder
builder=""
printf 'BAKE_BUILDER=%s\n' "$builder_done" | tee "$here/.last-bake"
