#!/usr/bin/env bash
# After the cluster network's create or resize, before the program reads its node list: wait until
# the network is RUNNING and its pool has NODE_COUNT instances, every one Running. A resize is an
# in-place update the provider does not wait for (terraform-provider-oci
# core_cluster_network_resource.go has CreatedPending/CreatedTarget but no
# UpdatedPending/UpdatedTarget; tfresource/crud_helpers.go UpdateResource waits only for a
# StatefullyUpdatedResource; UpdateClusterNetwork is asynchronous), so `pulumi up` would go on
# with the pool still SCALING and list only the nodes already up. The instances are read as the
# program reads them next (ListClusterNetworkInstances, CLUSTER_NETWORK_READ and
# INSTANCE_POOL_READ). Bounded by WAIT_SECONDS (the network's own create bound): then
# POOL_NOT_AT_SIZE, naming the pool and what it has; a network that ends TERMINATING, TERMINATED
# or FAILED fails at once. Prints "RUNNING <n>" on success (the Command's stdout the node list waits for).
set -euo pipefail
: "${COMPARTMENT_ID:?}" "${CLUSTER_NETWORK_ID:?}" "${CLUSTER_NETWORK_NAME:?}" "${POOL_NAME:?}" "${NODE_COUNT:?}"
: "${WAIT_SECONDS:?}" "${POLL_SECONDS:?}" "${STACK_REGION?}"
CAPACITY_PROGRAM=pool-wait
# shellcheck source=SCRIPTDIR/lib/capacity-lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/capacity-lib.sh"

command -v oci >/dev/null 2>&1 || {
  capacity_fail POOL_WAIT_UNAVAILABLE "the OCI CLI (oci) is not installed on this machine: cannot confirm that pool $POOL_NAME of cluster network $CLUSTER_NETWORK_ID has its $NODE_COUNT nodes before the node list is read"
  exit 1
}

deadline=$((SECONDS + WAIT_SECONDS))
state="" running=0 listed=0
log "waiting for pool $POOL_NAME of cluster network $CLUSTER_NETWORK_NAME ($CLUSTER_NETWORK_ID): $NODE_COUNT instances Running (bound ${WAIT_SECONDS}s)"
while :; do
  if oci_retry "$CAPACITY_PROGRAM" compute-management cluster-network get --cluster-network-id "$CLUSTER_NETWORK_ID" --output json; then
    state=$(python3 -c 'import json, sys; print(json.loads(sys.stdin.read())["data"]["lifecycle-state"])' <<<"$OCI_OUT")
  elif [[ -z "$OCI_ERR_STATUS" || "$OCI_ERR_STATUS" == 401 || "$OCI_ERR_STATUS" == 404 ]]; then
    # no answer from OCI at all, not authenticated, or not found / not authorized (API Errors)
    capacity_fail POOL_WAIT_UNAVAILABLE "cannot read cluster network $CLUSTER_NETWORK_ID: $(oci_error)"
    exit 1
  else
    log "cannot read cluster network $CLUSTER_NETWORK_ID: $(oci_error); polling again"
  fi
  if [[ -n "$state" ]] && oci_retry "$CAPACITY_PROGRAM" compute-management cluster-network list-instances \
    --compartment-id "$COMPARTMENT_ID" --cluster-network-id "$CLUSTER_NETWORK_ID" --all --output json; then
    # InstanceSummary.state is a free string ("Running" in the Console's case): compared without case
    read -r listed running < <(python3 -c '
import json, sys
text = sys.stdin.read().strip()
items = json.loads(text)["data"] if text else []
print(len(items), sum(1 for i in items if (i.get("state") or "").lower() == "running"))' <<<"$OCI_OUT")
  fi
  case $state in
    RUNNING)
      if ((listed == NODE_COUNT && running == NODE_COUNT)); then
        log "pool $POOL_NAME is RUNNING with its $NODE_COUNT instances"
        printf 'RUNNING %s\n' "$NODE_COUNT"
        exit 0
      fi
      ;;
    TERMINATING | TERMINATED | FAILED)
      capacity_fail POOL_NOT_AT_SIZE "cluster network $CLUSTER_NETWORK_NAME ($CLUSTER_NETWORK_ID) is $state: pool $POOL_NAME has $running of $NODE_COUNT instances Running"
      exit 1
      ;;
  esac
  if ((SECONDS >= deadline)); then
    capacity_fail POOL_NOT_AT_SIZE "pool $POOL_NAME of cluster network $CLUSTER_NETWORK_NAME ($CLUSTER_NETWORK_ID) is ${state:-unknown} with $running of $NODE_COUNT instances Running ($listed listed) after ${WAIT_SECONDS}s"
    exit 1
  fi
  sleep "$POLL_SECONDS"
done
