#!/usr/bin/env bash
# Before the cluster network is created or grown: asks OCI's Compute Capacity Report how many
# hosts of the shape the availability domain can give now (CreateComputeCapacityReport, "To
# determine whether capacity is available for a specific shape before you create a cluster
# network" — OCI CLI "oci compute-management cluster-network create") and refuses, with
# OUT_OF_HOST_CAPACITY and the user's options, when fewer than the nodes still to launch are
# available. Nothing is created then. The nodes still to launch: NODE_COUNT less the size of
# this stack's cluster network when it exists (a resize asks only for the new nodes).
# Skipped when the nodes launch into a capacity reservation (CAPACITY_RESERVED=true).
# A pass is no promise (a cluster network needs its hosts in one network block): the watch
# (capacity-watch.sh) covers the rest.
set -euo pipefail
: "${COMPARTMENT_ID:?}" "${AVAILABILITY_DOMAIN:?}" "${SHAPE:?}" "${NODE_COUNT:?}" "${CLUSTER_NETWORK_NAME:?}"
: "${CAPACITY_RESERVED:?}" "${STACK_REGION?}"
CAPACITY_PROGRAM=capacity-preflight
# shellcheck source=SCRIPTDIR/lib/capacity-lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/capacity-lib.sh"

capacity_cli_ready || exit 1
if [[ "$CAPACITY_RESERVED" == true ]]; then
  # the report counts the AD's hosts anyone may take, not a reservation's (capacity.* keys, whose
  # count validate checks): the watch still covers a network the reservation cannot fill
  log "the nodes launch into a capacity reservation: the capacity report does not apply"
  exit 0
fi

# The report's compartment "should always be the root compartment" (API reference,
# ComputeCapacityReport): the tenancy of the CLI's own profile.
tenancy() {
  if [[ -n "${OCI_CLI_TENANCY:-}" ]]; then
    printf '%s\n' "$OCI_CLI_TENANCY"
    return 0
  fi
  python3 - "${OCI_CLI_CONFIG_FILE:-$HOME/.oci/config}" "${OCI_CLI_PROFILE:-DEFAULT}" <<'PY'
import configparser, os, sys
c = configparser.ConfigParser(interpolation=None)
c.read(os.path.expanduser(sys.argv[1]))
print(c.get(sys.argv[2], "tenancy", fallback=""))
PY
}

if ! existing=$(capacity_network ""); then
  capacity_fail CAPACITY_CHECK_UNAVAILABLE "cannot list the cluster networks of $COMPARTMENT_ID: $(oci_error); nothing was created"
  exit 1
fi
have=0
if [[ -n "$existing" ]]; then
  read -r _ state _ have config <<<"$existing"
  # its nodes count only when they are of the shape asked for (a new shape replaces them all)
  if ! oci_retry "$CAPACITY_PROGRAM" compute-management instance-configuration get --instance-configuration-id "$config" --output json; then
    capacity_fail CAPACITY_CHECK_UNAVAILABLE "cannot read instance configuration $config: $(oci_error); nothing was created"
    exit 1
  fi
  shape=$(python3 -c 'import json, sys; print(json.loads(sys.stdin.read())["data"]["instance-details"]["launch-details"]["shape"])' <<<"$OCI_OUT")
  log "cluster network $CLUSTER_NETWORK_NAME exists ($state, $have x $shape)"
  [[ "$shape" == "$SHAPE" ]] || have=0
fi
need=$((NODE_COUNT - have))
if ((need <= 0)); then
  log "no new node to launch ($NODE_COUNT wanted, $have there): nothing to ask"
  exit 0
fi

root=$(tenancy)
[[ -n "$root" ]] || root=$COMPARTMENT_ID
# the API takes camelCase JSON for a complex option (OCI CLI "Using the CLI", complex types)
shapes=$(python3 -c 'import json, sys; print(json.dumps([{"instanceShape": sys.argv[1]}]))' "$SHAPE")
if ! oci_retry "$CAPACITY_PROGRAM" compute compute-capacity-report create --output json \
  --compartment-id "$root" --availability-domain "$AVAILABILITY_DOMAIN" --shape-availabilities "$shapes"; then
  capacity_fail CAPACITY_CHECK_UNAVAILABLE "the compute capacity report for $SHAPE in $AVAILABILITY_DOMAIN failed: $(oci_error); nothing was created"
  exit 1
fi
# availableCount is optional (GOSDK CapacityReportShapeAvailability: `mandatory:"false"`), and a
# report may hold one entry per fault domain: AVAILABLE when any entry is, the count summed over
# the AVAILABLE entries, "unknown" when one of them has none (never taken for 0)
read -r status count < <(python3 -c '
import json, sys
items = json.loads(sys.stdin.read())["data"].get("shape-availabilities") or []
statuses = [a.get("availability-status") or "UNKNOWN" for a in items] or ["UNKNOWN"]
available = [a for a in items if a.get("availability-status") == "AVAILABLE"]
if available:
    counts = [a.get("available-count") for a in available]
    print("AVAILABLE", "unknown" if None in counts else sum(counts))
else:
    print(statuses[0], 0)' <<<"$OCI_OUT")
log "capacity report: $SHAPE in $AVAILABILITY_DOMAIN is $status, $count available, $need to launch"
if [[ "$status" == AVAILABLE && "$count" == unknown ]]; then
  log "the report gives no count: whether $need fit is unknown; the watch guards the create"
  exit 0
fi
case $status in
  HARDWARE_NOT_SUPPORTED)
    capacity_fail SHAPE_NOT_IN_AD "$SHAPE is not offered in $AVAILABILITY_DOMAIN (capacity report: HARDWARE_NOT_SUPPORTED); nothing was created"
    ;;
  AVAILABLE | OUT_OF_HOST_CAPACITY)
    if [[ "$status" == AVAILABLE ]] && ((count >= need)); then
      exit 0
    fi
    capacity_fail OUT_OF_HOST_CAPACITY "$(oci_no_capacity "$SHAPE" "$AVAILABILITY_DOMAIN" "capacity report: $status, $count available, $need needed; nothing was created")"
    ;;
  *)
    capacity_fail CAPACITY_CHECK_UNAVAILABLE "the capacity report's status for $SHAPE is $status; nothing was created"
    ;;
esac
