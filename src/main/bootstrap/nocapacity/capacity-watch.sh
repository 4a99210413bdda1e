#!/usr/bin/env bash
# Beside the cluster network's create (or resize, or replacement: only the network whose pool
# launches INSTANCE_CONFIGURATION_ID is watched): the provider waits for RUNNING, and OCI keeps
# a pool it cannot fill PROVISIONING while it retries, so `pulumi up` would only fail at the
# create timeout. This watch polls the cluster network (by display name) and the work requests
# of it and its instance pool (Work Requests API, ListWorkRequests / ListWorkRequestErrors); on
# an "Out of host capacity" error of a new cluster network it terminates it (its pool and any
# node already launched with it), which ends the provider's wait at once (a state neither
# pending nor the target: terraform-provider-oci core_cluster_network_resource.go,
# CreatedPending/CreatedTarget), waits until it is TERMINATED and fails with
# OUT_OF_HOST_CAPACITY and the user's options. The provider keeps the failed create in the state
# (terraform-provider-oci tfresource/crud_helpers.go CreateResource: a wait error whose state is not
# FAILED still stores the resource; only a read voids a TERMINATED one), so the next update must
# refresh first: the message says pulumi up --refresh. A resize that runs out of capacity is reported,
# not terminated: the running nodes stay. Exit 0 once the network is RUNNING with NODE_COUNT
# nodes, or when it never appears within APPEAR_SECONDS or ends otherwise (the provider then
# says why); bounded by WATCH_SECONDS (the provider's own create timeout).
set -euo pipefail
: "${COMPARTMENT_ID:?}" "${AVAILABILITY_DOMAIN:?}" "${SHAPE:?}" "${NODE_COUNT:?}" "${CLUSTER_NETWORK_NAME:?}"
: "${CAPACITY_RESERVED:?}" "${STACK_REGION?}"
: "${INSTANCE_CONFIGURATION_ID:?}" "${WATCH_SECONDS:?}" "${APPEAR_SECONDS:?}" "${POLL_SECONDS:?}" "${TERMINATE_WAIT_SECONDS:?}"
CAPACITY_PROGRAM=capacity-watch
# shellcheck source=SCRIPTDIR/lib/capacity-lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/capacity-lib.sh"

capacity_cli_ready || exit 1

# capacity_error ID...: the first "Out of host capacity" error message of a work request of
# these resources that has not succeeded; nothing when there is none.
capacity_error() {
  local rid wr status hit
  for rid in "$@"; do
    [[ "$rid" != - ]] || continue
    oci_retry "$CAPACITY_PROGRAM" work-requests work-request list --compartment-id "$COMPARTMENT_ID" \
      --resource-id "$rid" --all --output json || return 1
    while read -r wr status; do
      [[ -n "$wr" && "$status" != SUCCEEDED && "$status" != CANCELED ]] || continue
      oci_retry "$CAPACITY_PROGRAM" work-requests work-request-error list --work-request-id "$wr" \
        --all --output json || return 1
      hit=$(python3 -c '
import json, sys
text = sys.stdin.read().strip()
hits = [e["message"] for e in (json.loads(text)["data"] if text else []) if "out of host capacity" in e.get("message", "").lower()]
if hits:
    print("work request %s: %s" % (sys.argv[1], hits[0]))' "$wr" <<<"$OCI_OUT")
      if [[ -n "$hit" ]]; then
        printf '%s\n' "$hit"
        return 0
      fi
    done < <(python3 -c '
import json, sys
text = sys.stdin.read().strip()
for w in (json.loads(text)["data"] if text else []):
    print(w["id"], w["status"])' <<<"$OCI_OUT")
  done
}

# terminate_network ID DETAIL: terminate the cluster network, wait (bounded) for TERMINATED, fail.
terminate_network() {
  local id=$1 detail=$2 state="" deadline
  log "terminating cluster network $id: $detail"
  if ! oci_retry "$CAPACITY_PROGRAM" compute-management cluster-network terminate --cluster-network-id "$id" --force; then
    capacity_fail OUT_OF_HOST_CAPACITY "$(oci_no_capacity "$SHAPE" "$AVAILABILITY_DOMAIN" "$detail; terminating cluster network $id failed: $(oci_error); terminate it in the Console: it bills while it holds nodes")"
    exit 1
  fi
  deadline=$((SECONDS + TERMINATE_WAIT_SECONDS))
  while ((SECONDS < deadline)); do
    if oci_retry "$CAPACITY_PROGRAM" compute-management cluster-network get --cluster-network-id "$id" --output json; then
      state=$(python3 -c 'import json, sys; print(json.loads(sys.stdin.read())["data"]["lifecycle-state"])' <<<"$OCI_OUT")
    elif oci_gone; then
      state=TERMINATED
    fi
    [[ "$state" == TERMINATED ]] && break
    sleep "$POLL_SECONDS"
  done
  if [[ "$state" == TERMINATED ]]; then
    capacity_fail OUT_OF_HOST_CAPACITY "$(oci_no_capacity "$SHAPE" "$AVAILABILITY_DOMAIN" "$detail; cluster network $id and its nodes are terminated, nothing is left billing; the stack still records it: run the next update as pulumi up --refresh")"
  else
    capacity_fail OUT_OF_HOST_CAPACITY "$(oci_no_capacity "$SHAPE" "$AVAILABILITY_DOMAIN" "$detail; cluster network $id was still ${state:-unknown} ${TERMINATE_WAIT_SECONDS}s after its terminate: check it in the Console")"
  fi
  exit 1
}

started=$SECONDS
deadline=$((SECONDS + WATCH_SECONDS))
grew=false
log "watching cluster network $CLUSTER_NETWORK_NAME for $NODE_COUNT x $SHAPE in $AVAILABILITY_DOMAIN (in a capacity reservation: $CAPACITY_RESERVED; bound ${WATCH_SECONDS}s)"
while ((SECONDS < deadline)); do
  net=""
  if ! net=$(capacity_network "$INSTANCE_CONFIGURATION_ID"); then
    log "cannot list the cluster networks: $(oci_error); polling again"
  elif [[ -z "$net" ]]; then
    if ((SECONDS - started >= APPEAR_SECONDS)); then
      log "no cluster network $CLUSTER_NETWORK_NAME after ${APPEAR_SECONDS}s: the provider's own result says why"
      exit 0
    fi
  else
    read -r id state pool size _ <<<"$net"
    case $state in
      RUNNING)
        if ((size >= NODE_COUNT)); then
          log "cluster network $id is RUNNING with $size nodes"
          exit 0
        fi
        # RUNNING below the wanted size: the resize has not started yet
        grew=true
        ;;
      PROVISIONING | SCALING | STARTING)
        [[ "$state" == SCALING ]] && grew=true
        if found=$(capacity_error "$pool" "$id") && [[ -n "$found" ]]; then
          if [[ "$grew" == true ]]; then
            capacity_fail OUT_OF_HOST_CAPACITY "$(oci_no_capacity "$SHAPE" "$AVAILABILITY_DOMAIN" "$found; growing cluster network $id to $NODE_COUNT nodes: its running nodes are kept; the provider does not wait for a resize, the pool wait (pool-wait.sh) fails after its bound")"
            exit 1
          fi
          terminate_network "$id" "$found"
        fi
        ;;
      *)
        log "cluster network $id is $state: the provider's own result says why"
        exit 0
        ;;
    esac
  fi
  sleep "$POLL_SECONDS"
done
log "cluster network $CLUSTER_NETWORK_NAME not RUNNING with $NODE_COUNT nodes after ${WATCH_SECONDS}s and no capacity error seen: the provider's timeout decides"
exit 0
