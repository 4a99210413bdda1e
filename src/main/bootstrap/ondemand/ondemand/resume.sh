#!/usr/bin/env bash
# Slurm's ResumeProgram for the on-demand partition, on the bastion. Argument: a Slurm hostlist.
# Per node, in parallel: reuse this stack's instance of that name when up (a rerun after a
# slurmctld restart, "Slurm Power Saving Guide"), else launch one into the compute cluster
# (display name = node name, the stack's tags); wait for RUNNING and its IP; tell Slurm the
# address. Then the static nodes' stage scripts: readiness-gate.sh, health.sh where the health
# stage left the node health check's settings (HEALTH_ONDEMAND_ENV), and slurm-nodes.sh.
# A node that fails anywhere is terminated and set DOWN with "(Code:<FAILURE_CODE>)<detail>"
# (failure-codes.tsv), which requeues its job; an "Out of host capacity" launch error gives
# (Code:OUT_OF_HOST_CAPACITY). With CAPACITY_RESERVATION_ID (capacity.onDemand) the launch draws
# on that reservation; a 400 about it gives (Code:ONDEMAND_RESERVATION_REFUSED), a refusal as not
# authorized or not found (Code:ONDEMAND_NOT_AUTHORIZED). Refuses to
# launch while STOP_FILE exists (destroy in progress).
# One deadline for everything: RESUME_TIMEOUT_SECONDS less a minute.
# Configuration: lib/ondemand-lib.sh (ondemand.env). Exit 0 when every node joined.
set -euo pipefail
OD_SELF=$(readlink -f "${BASH_SOURCE[0]}")
OD_DIR=$(dirname "$OD_SELF")
BOOTSTRAP_DIR=$(dirname "$OD_DIR")
# shellcheck source=SCRIPTDIR/../lib/ondemand-lib.sh
source "$BOOTSTRAP_DIR/lib/ondemand-lib.sh"
# shellcheck source=SCRIPTDIR/../lib/oci-lib.sh
source "$BOOTSTRAP_DIR/lib/oci-lib.sh"
(($# == 1)) || {
  printf 'usage: %s HOSTLIST\n' "$0" >&2
  exit 2
}
od_start resume "$@"
for v in AVAILABILITY_DOMAIN SHAPE IMAGE_ID BOOT_VOLUME_GB SUBNET_ID COMPUTE_CLUSTER_ID SHAPE_GPUS SHAPE_RDMA_NICS TIMEZONE; do
  [[ -n "${!v:-}" ]] || {
    log "ERROR $v is not set ($ONDEMAND_ENV)"
    exit 2
  }
done
ONDEMAND_METADATA="${ONDEMAND_METADATA:-/etc/oci-gpu-cluster/ondemand-metadata.json}"
ONDEMAND_AGENT_CONFIG="${ONDEMAND_AGENT_CONFIG:-/etc/oci-gpu-cluster/ondemand-agent-config.json}"
POLL_SECONDS="${RETRY_DELAY_SECONDS:-15}"
# Slurm puts no time limit on ResumeProgram (power_save.shtml), only ResumeTimeout on the node:
# a slow but healthy launch leaves less for the stages, no share of its own to overrun
RESUME_MARGIN_SECONDS="${RESUME_MARGIN_SECONDS:-60}"
DEADLINE=$((SECONDS + RESUME_TIMEOUT_SECONDS - RESUME_MARGIN_SECONDS))

mapfile -t NAMES < <(od_hostnames "$1")
((${#NAMES[@]} > 0)) || {
  log "ERROR no node in hostlist '$1'"
  exit 2
}
log "resuming ${NAMES[*]} (bound $((DEADLINE - SECONDS))s)"

if [[ -e "$STOP_FILE" ]]; then
  for name in "${NAMES[@]}"; do
    od_down "$name" ONDEMAND_STOPPED "on-demand nodes are stopped ($STOP_FILE exists: pulumi destroy ran or is running)"
  done
  exit 1
fi

WORK=$(mktemp -d "${TMPDIR:-/tmp}/oci-gpu-cluster-resume.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

left() { echo $((DEADLINE - SECONDS)); }

# od_fail NODE CODE DETAIL: the node's failure (its first one counts), acted on at the end.
od_fail() {
  [[ -e "$WORK/$1.failure" ]] || printf '%s\t%s\n' "$2" "$3" >"$WORK/$1.failure"
}

# launch NAME: prints the new instance's id; on failure "CODE<TAB>detail" in $WORK/NAME.fail.
launch() {
  local name=$1 tags reservation=()
  tags=$(python3 -c 'import json, sys; print(json.dumps(dict(zip(sys.argv[1::2], sys.argv[2::2]))))' \
    "$STACK_TAG" "$STACK_TAG_VALUE" "$ROLE_TAG" "$ROLE_VALUE")
  # the reservation to draw on (LaunchInstance); without one the launch takes the tenancy's default
  # reservation, if any (OCI "Capacity Reservations")
  [[ -z "${CAPACITY_RESERVATION_ID:-}" ]] || reservation=(--capacity-reservation-id "$CAPACITY_RESERVATION_ID")
  if oci_retry "$name" compute instance launch --output json "${reservation[@]}" \
    --compartment-id "$COMPARTMENT_ID" --availability-domain "$AVAILABILITY_DOMAIN" --shape "$SHAPE" \
    --compute-cluster-id "$COMPUTE_CLUSTER_ID" --subnet-id "$SUBNET_ID" --assign-public-ip false \
    --image-id "$IMAGE_ID" --boot-volume-size-in-gbs "$BOOT_VOLUME_GB" \
    --display-name "$name" \
    --metadata "file://$ONDEMAND_METADATA" --agent-config "file://$ONDEMAND_AGENT_CONFIG" \
    --freeform-tags "$tags"; then
    python3 -c 'import json, sys; print(json.loads(sys.stdin.read())["data"]["id"])' <<<"$OCI_OUT"
    return 0
  fi
  if [[ "$OCI_ERR_STATUS" == 500 && "$OCI_ERR_MESSAGE" == *"Out of host capacity"* ]]; then
    od_fail "$name" OUT_OF_HOST_CAPACITY "$(oci_no_capacity "$SHAPE" "$AVAILABILITY_DOMAIN" "OCI: $(oci_error)")"
  elif [[ "$OCI_ERR_CODE" == NotAuthorizedOrNotFound || "$OCI_ERR_CODE" == RelatedResourceNotAuthorizedOrNotFound ]]; then
    # "not found, or you do not have authorization" (API Errors): the bastion's policy before the
    # reservation's shape, whatever the message names (a missing right looks like a missing resource)
    local drawn=""
    [[ -z "${CAPACITY_RESERVATION_ID:-}" ]] ||
      drawn=" (bastion policy: use compute-capacity-reservations?)"
    od_fail "$name" ONDEMAND_NOT_AUTHORIZED "launch refused as not authorized or not found$drawn: $(oci_error)"
  elif [[ -n "${CAPACITY_RESERVATION_ID:-}" && "$OCI_ERR_STATUS" == 400 && "${OCI_ERR_MESSAGE,,}" == *"capacity reservation"* ]]; then
    od_fail "$name" ONDEMAND_RESERVATION_REFUSED "launch of $SHAPE in $AVAILABILITY_DOMAIN into capacity reservation $CAPACITY_RESERVATION_ID refused: $(oci_error)"
  elif [[ "$OCI_ERR_STATUS" == 429 ]]; then
    od_fail "$name" ONDEMAND_API_THROTTLED "launch still throttled after $OCI_ATTEMPTS attempts ($(oci_error))"
  else
    od_fail "$name" ONDEMAND_LAUNCH_FAILED "launch failed: $(oci_error)"
  fi
  return 1
}

# state_of ID: its lifecycle state; after a 404 the listing's: TERMINATED when not listed,
# else NOT_AUTHORIZED (404 also means "not authorized").
state_of() {
  local s
  if oci_retry "$1" compute instance get --output json --instance-id "$1"; then
    python3 -c 'import json, sys; print(json.loads(sys.stdin.read())["data"]["lifecycle-state"])' <<<"$OCI_OUT"
  elif oci_gone && s=$(oci_listed "$1"); then
    if [[ "$s" =~ ^(ABSENT|TERMINATED)$ ]]; then echo TERMINATED; else echo NOT_AUTHORIZED; fi
  else
    echo UNKNOWN
  fi
}

# private_ip ID: the primary VNIC's private IP, empty until it is attached.
private_ip() {
  oci_retry "$1" compute instance list-vnics --output json --instance-id "$1" || return 0
  python3 -c '
import json, sys
text = sys.stdin.read().strip()
vnics = json.loads(text)["data"] if text else []
primary = [v for v in vnics if v.get("is-primary")] or vnics
print(primary[0].get("private-ip") or "" if primary else "")' <<<"$OCI_OUT"
}

# start_one NAME: an instance for the node, RUNNING with an address Slurm knows. Writes
# $WORK/NAME.id (when an instance exists) and $WORK/NAME.ip, or $WORK/NAME.fail.
start_one() {
  local name=$1 listing id="" state ip="" started=$SECONDS
  if ! listing=$(oci_tagged "$name"); then
    od_fail "$name" ONDEMAND_LAUNCH_FAILED "cannot list the instances of compartment $COMPARTMENT_ID"
    return 0
  fi
  id=$(awk '$3 != "TERMINATING" { print $1; exit }' <<<"$listing")
  if [[ -n "$id" ]]; then
    log "$name: reusing instance $id (already launched)"
  else
    id=$(launch "$name") || return 0
    log "$name: launched $id"
  fi
  printf '%s\n' "$id" >"$WORK/$name.id"
  while :; do
    state=$(state_of "$id")
    case $state in
      RUNNING) ip=$(private_ip "$id") ;;
      TERMINATING | TERMINATED)
        od_fail "$name" ONDEMAND_LAUNCH_FAILED "instance $id became $state while starting (see its work requests in the Console)"
        return 0
        ;;
      NOT_AUTHORIZED)
        od_fail "$name" ONDEMAND_LAUNCH_FAILED "GetInstance: 404 for $id, still listed (policy without INSTANCE_READ?)"
        return 0
        ;;
    esac
    [[ -n "$ip" ]] && break
    if ((SECONDS >= DEADLINE)); then
      od_fail "$name" ONDEMAND_BOOT_TIMEOUT "instance $id was $state without a private IP after $((SECONDS - started))s"
      return 0
    fi
    sleep "$POLL_SECONDS"
  done
  log "$name: RUNNING at $ip"
  # a new instance may get an address a terminated node had: forget its old host key
  if [[ -f "$HOME/.ssh/known_hosts" ]]; then ssh-keygen -R "$ip" -f "$HOME/.ssh/known_hosts" >/dev/null 2>&1 || true; fi
  if ! od_scontrol update NodeName="$name" NodeAddr="$ip" NodeHostname="$name" >&2; then
    od_fail "$name" ONDEMAND_LAUNCH_FAILED "scontrol could not set NodeAddr=$ip"
    return 0
  fi
  printf '%s\n' "$ip" >"$WORK/$name.ip"
}

PIDS=()
for name in "${NAMES[@]}"; do
  start_one "$name" &
  PIDS+=("$!")
done
# by pid: a bare `wait` would also wait for the log's tee (a process substitution)
for pid in "${PIDS[@]}"; do wait "$pid" || true; done

# the nodes that got an address go through the static nodes' stage scripts, together
READY_NODES=()
for name in "${NAMES[@]}"; do
  [[ -s "$WORK/$name.ip" && ! -e "$WORK/$name.failure" ]] && READY_NODES+=("$name=$(cat "$WORK/$name.ip")")
done

# run_stage SCRIPT_PATH BOUND NAME=VALUE...: run a stage script on READY_NODES, its stderr
# logged; each node's first "FAIL <node> <CODE> <detail>" line becomes its failure.
run_stage() {
  local script=${1##*/} path=$1 bound=$2 node code detail
  shift 2
  ((${#READY_NODES[@]} > 0)) || return 0
  ((bound >= 1)) || bound=1
  log "running $script on ${READY_NODES[*]} (bound ${bound}s)"
  env "NODES=${READY_NODES[*]}" "NODE_USER=$ONDEMAND_USER" "NODE_TIMEOUT_SECONDS=$bound" \
    "STAGE_TIMEOUT_SECONDS=$((bound + 30))" "$@" \
    bash "$path" >"$WORK/$script.out" 2>"$WORK/$script.err" || true
  sed "s/^/  $script: /" "$WORK/$script.err" >&2
  while read -r _ node code detail; do
    [[ -e "$WORK/$node.failure" || ! -e "$WORK/$node.ip" ]] && continue
    od_fail "$node" "$code" "$detail"
  done < <(grep '^FAIL ' "$WORK/$script.err" || true)
  # a node the script reports on neither way (it crashed) failed too
  local pair kept=()
  for pair in "${READY_NODES[@]}"; do
    node=${pair%%=*}
    if [[ -e "$WORK/$node.failure" ]]; then continue; fi
    if ! python3 - "$WORK/$script.out" "$node" <<'PY'; then
import json, sys
lines = [l for l in open(sys.argv[1]).read().splitlines() if l.strip()]
nodes = json.loads(lines[-1]).get("nodes", []) if lines else []
sys.exit(0 if any(n.get("name") == sys.argv[2] and n.get("ok") for n in nodes) else 1)
PY
      od_fail "$node" NODE_SCRIPT_FAILED "$script gave no result for $node"
      continue
    fi
    kept+=("$pair")
  done
  READY_NODES=("${kept[@]}")
}

COMMON=("SHAPE_GPUS=$SHAPE_GPUS" "SHAPE_RDMA_NICS=$SHAPE_RDMA_NICS" "RDMA_CIDR=${RDMA_CIDR:-10.224.0.0/12}"
  "TIMEZONE=$TIMEZONE" "HOME_NFS_SERVER=${HOME_NFS_SERVER:-}" "HOME_NFS_PATH=${HOME_NFS_PATH:-/home}"
  "SHAPE_FABRIC_MANAGER=${SHAPE_FABRIC_MANAGER:-false}")
# users.accounts first, by the users stage's copy of users.sh (USERS_SPEC unset: the spec it
# kept), so the gate's USERS_MISSING passes; not shipped here (sshd's one-argument limit).
if [[ -n "${USERS_EXPECTED:-}" ]]; then
  users_script="$HOME/.oci-gpu-cluster/bootstrap/users/users.sh"
  if [[ -r "$users_script" ]]; then
    run_stage "$users_script" "$(left)" USERS_DELETE_REMOVED_HOMES=false
  else
    log "users.accounts is set but $users_script is missing (the users stage has not run): the gate will report USERS_MISSING"
  fi
fi
run_stage "$BOOTSTRAP_DIR/readiness-gate.sh" "$(left)" "${COMMON[@]}" \
  "SHAPE_IB_WRITE_BW_GBPS=${SHAPE_IB_WRITE_BW_GBPS:-0}" "USERS_EXPECTED=${USERS_EXPECTED:-}" ON_NODE_FAILURE=drain
# the node health check, as the static nodes have it (health.enabled): health/health.sh left its
# settings here. Before slurmd starts: the Prolog slurm.conf names must be there for the first job;
# a new node that fails the check fails its resume (HEALTH_VERDICT_FAILS)
HEALTH_ONDEMAND_ENV="${HEALTH_ONDEMAND_ENV:-/etc/oci-gpu-cluster/health-ondemand.env}"
if [[ -r "$HEALTH_ONDEMAND_ENV" ]]; then
  mapfile -t HEALTH_SETTINGS < <(grep -E '^[A-Z_]+=' "$HEALTH_ONDEMAND_ENV")
  run_stage "$BOOTSTRAP_DIR/health.sh" "$(($(left) - 60))" "${COMMON[@]}" "${HEALTH_SETTINGS[@]}" \
    ONDEMAND_GPU_PCIE_LINK_WIDTH= HEALTH_VERDICT_FAILS=true
fi
run_stage "$BOOTSTRAP_DIR/slurm-nodes.sh" "$(($(left) - 30))" "${COMMON[@]}" "SLURM_PARTITION=$PARTITION" \
  "ALLOW_UNPINNED_DOWNLOADS=${ALLOW_UNPINNED_DOWNLOADS:-false}" SLURMD_NAMED=true ON_NODE_FAILURE=fail \
  "BAKE_HASH=${BAKE_HASH:-}" "BAKE_GROUP=${BAKE_GROUP:-}"

rc=0
JOINED=()
for name in "${NAMES[@]}"; do
  if [[ ! -e "$WORK/$name.failure" ]]; then
    log "$name: joined the partition $PARTITION"
    JOINED+=("$name")
    continue
  fi
  rc=1
  IFS=$'\t' read -r code detail <"$WORK/$name.failure"
  if [[ -s "$WORK/$name.id" ]]; then
    oci_terminate "$name" "$(cat "$WORK/$name.id")" || true
  fi
  od_down "$name" "$code" "$detail"
done
# the joined nodes into the blocks of their places (the readiness gate recorded them)
if ((${#JOINED[@]} > 0)); then od_topology "${JOINED[@]}"; fi
exit "$rc"
