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
# With a placement (HPC_ISLAND_ID, and NETWORK_BLOCK_IDS when given: the group's hpcIslandId and
# networkBlockIds), the capacity topology is read first, reservation or not (placement_check):
# one network block of the island (of those named) must have the nodes still to launch as healthy
# free hosts of the shape, or it refuses with NETWORK_BLOCK_FULL and each block's numbers.
set -euo pipefail
: "${COMPARTMENT_ID:?}" "${AVAILABILITY_DOMAIN:?}" "${SHAPE:?}" "${NODE_COUNT:?}" "${CLUSTER_NETWORK_NAME:?}"
: "${CAPACITY_RESERVED:?}" "${STACK_REGION?}" "${HPC_ISLAND_ID?}" "${NETWORK_BLOCK_IDS?}"
CAPACITY_PROGRAM=capacity-preflight
# shellcheck source=SCRIPTDIR/lib/capacity-lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/capacity-lib.sh"

capacity_cli_ready || exit 1
if [[ "$CAPACITY_RESERVED" == true && -z "$HPC_ISLAND_ID" ]]; then
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

# placement_check NEED ROOT: the capacity topologies of the AD (in the stack's compartment and the
# tenancy), their network blocks and the island's bare-metal hosts (OCI CLI "oci compute
# capacity-topology list | network-block list | bare-metal-host list", oracle/oci-cli
# compute_cli_extended.py; API ListComputeCapacityTopologies,
# ListComputeCapacityTopologyComputeNetworkBlocks, ListComputeCapacityTopologyComputeBareMetalHosts).
# A host is free and healthy for the group when it is ACTIVE, its lifecycle details AVAILABLE, it runs
# no instance and its instance shape is SHAPE (ComputeBareMetalHost: lifecycleState ACTIVE|INACTIVE,
# lifecycleDetails AVAILABLE|DEGRADED|UNAVAILABLE, instanceId "the compute instance that runs on"
# it, oci-python-sdk src/oci/core/models/compute_bare_metal_host.py; Oracle's HPC stack counts a host
# AVAILABLE without an instance as available, DEGRADED or UNAVAILABLE without one as in repair).
# Refuses a named block that no topology lists or that is of another island (PLACEMENT_INVALID), and
# NETWORK_BLOCK_FULL when no candidate block has NEED such hosts, with every block's numbers.
placement_check() {
  local need=$1 root=$2 compartment topologies="" topology blocks_json="[]" hosts_json="[]" verdict code detail
  for compartment in "$COMPARTMENT_ID" "$root"; do
    if ! oci_retry "$CAPACITY_PROGRAM" compute capacity-topology list --all --output json \
      --compartment-id "$compartment" --availability-domain "$AVAILABILITY_DOMAIN"; then
      capacity_fail CAPACITY_CHECK_UNAVAILABLE "cannot list the capacity topologies of $compartment: $(oci_error); nothing was created"
      return 1
    fi
    topologies+=" $(python3 -c 'import json, sys
t = sys.stdin.read().strip()
print(" ".join(i["id"] for i in (json.loads(t)["data"]["items"] if t else [])))' <<<"$OCI_OUT")"
    [[ "$root" != "$COMPARTMENT_ID" ]] || break
  done
  for topology in $(tr ' ' '\n' <<<"$topologies" | awk 'NF && !seen[$0]++'); do
    if ! oci_retry "$CAPACITY_PROGRAM" compute capacity-topology network-block list --all --output json \
      --capacity-topology-id "$topology"; then
      capacity_fail CAPACITY_CHECK_UNAVAILABLE "cannot list the network blocks of capacity topology $topology: $(oci_error); nothing was created"
      return 1
    fi
    blocks_json=$(python3 -c 'import json, sys
t = sys.stdin.read().strip()
print(json.dumps(json.loads(sys.argv[1]) + (json.loads(t)["data"]["items"] if t else [])))' "$blocks_json" <<<"$OCI_OUT")
    if ! oci_retry "$CAPACITY_PROGRAM" compute capacity-topology bare-metal-host list --all --output json \
      --capacity-topology-id "$topology" --hpc-island-id "$HPC_ISLAND_ID"; then
      capacity_fail CAPACITY_CHECK_UNAVAILABLE "cannot list the bare-metal hosts of capacity topology $topology: $(oci_error); nothing was created"
      return 1
    fi
    hosts_json=$(python3 -c 'import json, sys
t = sys.stdin.read().strip()
print(json.dumps(json.loads(sys.argv[1]) + (json.loads(t)["data"]["items"] if t else [])))' "$hosts_json" <<<"$OCI_OUT")
  done
  verdict=$(
    python3 - "$need" "$SHAPE" "$HPC_ISLAND_ID" "$NETWORK_BLOCK_IDS" "$blocks_json" "$hosts_json" "$AVAILABILITY_DOMAIN" <<'PY'
import json, sys
need, shape, island, named, blocks, hosts, ad = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4].split(), \
    json.loads(sys.argv[5]), json.loads(sys.argv[6]), sys.argv[7]
island_of = {b["id"]: b.get("compute-hpc-island-id") for b in blocks}
def out(code, text):
    print(code + "\t" + text)
    sys.exit(0)
if not blocks:
    out("PLACEMENT_INVALID", "no capacity topology of %s lists a network block: the placement (hpcIslandId %s) cannot be"
        " checked; create a capacity topology for the AD's dedicated capacity (oci compute capacity-topology create)"
        % (ad, island))
if island not in island_of.values():
    out("PLACEMENT_INVALID", "hpcIslandId %s is in no capacity topology of %s (islands there: %s)"
        % (island, ad, ", ".join(sorted({i for i in island_of.values() if i})) or "none"))
for i, b in enumerate(named):
    if b not in island_of:
        out("PLACEMENT_INVALID", "networkBlockIds[%d] %s is in no capacity topology of %s" % (i, b, ad))
    if island_of[b] != island:
        out("PLACEMENT_INVALID", "networkBlockIds[%d] %s is a network block of HPC island %s, not of hpcIslandId %s"
            % (i, b, island_of[b], island))
candidates = named or sorted(b for b, i in island_of.items() if i == island)
rows = []
for b in candidates:
    mine = [h for h in hosts if h.get("compute-network-block-id") == b]
    of_shape = [h for h in mine if h.get("instance-shape") == shape]
    free = [h for h in of_shape if h.get("lifecycle-state") == "ACTIVE" and h.get("lifecycle-details") == "AVAILABLE"
            and not h.get("instance-id")]
    used = [h for h in of_shape if h.get("instance-id")]
    repair = [h for h in of_shape if not h.get("instance-id") and h not in free]
    rows.append((len(free), b, "%s: %d free, %d in use, %d degraded or unavailable, of %d %s hosts"
                 % (b, len(free), len(used), len(repair), len(of_shape), shape)))
rows.sort(key=lambda r: (-r[0], r[1]))
numbers = "; ".join(r[2] for r in rows)
fits = [r for r in rows if r[0] >= need]
if fits:
    out("OK", "%s\t%s" % (fits[0][1], numbers))
out("NETWORK_BLOCK_FULL", "no network block %s has %d healthy free %s hosts for the nodes to launch (%s)"
    % ("of networkBlockIds" if named else "of HPC island " + island, need, shape, numbers))
PY
  )
  IFS=$'\t' read -r code detail numbers <<<"$verdict"
  case $code in
    OK)
      log "capacity topology: network block $detail can take the $need node(s) to launch ($numbers)"
      if [[ -z "$NETWORK_BLOCK_IDS" ]]; then
        log "OCI places the group in any block of the island; to pin this one, set networkBlockIds to [$detail]"
      fi
      return 0
      ;;
    NETWORK_BLOCK_FULL)
      capacity_fail NETWORK_BLOCK_FULL "$detail; nothing was created"
      return 1
      ;;
    PLACEMENT_INVALID)
      capacity_fail PLACEMENT_INVALID "$detail; nothing was created"
      return 1
      ;;
    *)
      capacity_fail CAPACITY_CHECK_UNAVAILABLE "the capacity topology check gave no verdict ('$code'); nothing was created"
      return 1
      ;;
  esac
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

if [[ -n "$HPC_ISLAND_ID" ]]; then
  placement_check "$need" "$root" || exit 1
  if [[ "$CAPACITY_RESERVED" == true ]]; then
    log "the nodes launch into a capacity reservation: the capacity report does not apply"
    exit 0
  fi
fi
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
