#!/usr/bin/env bash
# oci-gpu-cluster-replace-node: replace one bad node of the static pool (docs/replace-node.md).
#
#   oci-gpu-cluster-replace-node --drained   the nodes the project drained (sinfo's reasons
#                                            "oci-gpu-cluster:<CODE>: <detail>") and, for each,
#                                            the one command that replaces it
#   oci-gpu-cluster-replace-node NODE [--force]
#       (root) drains NODE in Slurm (no other node is touched), reports its instance unhealthy to
#       OCI (a defined tag, as Oracle's tag-and-terminate; below), detaches it from the
#       cluster network's instance pool with --is-auto-terminate true --is-decrement-size false
#       (OCI API reference, DetachInstancePoolInstance: the pool terminates the instance and
#       launches a replacement from its instance configuration) and waits, at most WAIT_SECONDS,
#       until the replacement is Running. The next `pulumi up` reads the pool's new node list and
#       gates the new node. A node with jobs is refused unless --force (its jobs die with it).
#       Idempotent: a NODE no longer in the pool whose replacement this command recorded
#       (/var/lib/oci-gpu-cluster/replaced/NODE) is reported, not replaced again.
# Configuration: /etc/oci-gpu-cluster/replace.env (replace-setup.sh): COMPARTMENT_ID, POOL_NAME,
# WAIT_SECONDS. The OCI CLI authenticates as the bastion's instance principal unless
# OCI_CLI_AUTH says otherwise. Failures: one "FAIL <node> <CODE> <detail>" line
# (failure-codes.tsv), exit 1; usage errors exit 2. Last stdout line of a replacement: JSON.
set -euo pipefail

HERE="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
# shellcheck source=SCRIPTDIR/slurm-reason.sh
source "$HERE/lib/slurm-reason.sh"
# shellcheck source=SCRIPTDIR/oci-lib.sh
source "$HERE/lib/oci-lib.sh"
PATH="$PATH:/usr/local/sbin:/usr/local/bin:/usr/sbin:/sbin"
CONF="${REPLACE_CONF:-/etc/oci-gpu-cluster/replace.env}"
STATE_DIR="${REPLACE_STATE_DIR:-/var/lib/oci-gpu-cluster/replaced}"
ME=oci-gpu-cluster-replace-node
# where replace-setup.sh links it: sudo's secure_path on Oracle Linux 9 lacks /usr/local/sbin,
# so the command it prints names the full path
COMMAND=/usr/local/sbin/$ME

log() { printf '%s %s\n' "$(date -u +%H:%M:%SZ)" "$*" >&2; }
usage() {
  printf 'usage: %s --drained | NODE [--force]\n' "$ME" >&2
  exit 2
}
# fail NODE CODE DETAIL: the contract's failure line, exit 1
fail() {
  printf 'FAIL %s %s %s\n' "$1" "$2" "$3" >&2
  exit 1
}

# drained SINFO: "<node>\t<state>\t<reason>" per node the project drained or marked down, once
# each, from sinfo's "%N|%T|%E" lines
drained() {
  awk -F'|' '!seen[$1]++ && $2 ~ /^(drain|down|fail)/ { print $1 "\t" $2 "\t" $3 }' <<<"$1"
}

list_drained() {
  local node state reason ours=0 others=0 nodes
  # slurmctld not answering is no "nothing drained": sinfo exits non-zero ("Unable to contact
  # slurm controller") and so does this command
  nodes=$(sinfo -h -N -o '%N|%T|%E' 2>&1) ||
    fail - REPLACE_SLURM_UNAVAILABLE "sinfo could not ask slurmctld which nodes are drained: ${nodes##*$'\n'}"
  while IFS=$'\t' read -r node state reason; do
    [[ -n "$node" ]] || continue
    if slurm_reason_is_ours "$reason"; then
      ours=$((ours + 1))
      printf '%s %s %s\n  replace it: sudo %s %s\n' "$node" "$state" "${reason#"$SLURM_REASON_PREFIX"}" "$COMMAND" "$node"
    else
      others=$((others + 1))
    fi
  done < <(drained "$nodes")
  ((ours > 0)) || echo "no node drained by oci-gpu-cluster"
  ((others == 0)) || echo "$others node(s) drained by an operator (sinfo -R); $ME NODE replaces one by name"
}

# pool_ids: the instance pools named exactly POOL_NAME in COMPARTMENT_ID that are not TERMINATING
# or TERMINATED, one id a line (two stacks in one compartment may share the name: the caller
# takes the one that holds the node). Lifecycle states compared without case: the API documents
# them upper case, InstanceSummary.state is a free string (OCI SDK models).
pool_ids() {
  oci_retry "$ME" compute-management instance-pool list --compartment-id "$COMPARTMENT_ID" \
    --display-name "$POOL_NAME" --all --output json || return 1
  python3 -c 'import json, sys; t, name = sys.stdin.read().strip(), sys.argv[1]
for p in (json.loads(t)["data"] if t else []):
    if p.get("display-name") == name and p["lifecycle-state"].upper() not in ("TERMINATING", "TERMINATED"):
        print(p["id"])' "$POOL_NAME" <<<"$OCI_OUT"
}

# members POOL: "<id>\t<display-name>\t<state>" per instance of the pool; a display name may hold
# spaces, so fields are tab separated and matched whole
members() {
  oci_retry "$ME" compute-management instance-pool list-instances --compartment-id "$COMPARTMENT_ID" \
    --instance-pool-id "$1" --all --output json || return 1
  python3 -c 'import json, sys; t = sys.stdin.read().strip()
for i in (json.loads(t)["data"] if t else []):
    print("%s\t%s\t%s" % (i["id"], i["display-name"].replace("\t", " "), i["state"]))' <<<"$OCI_OUT"
}

# report_unhealthy ID: tell OCI the host is bad before it is terminated, as Oracle's
# tag-and-terminate does (oracle-quickstart/oci-hpc mgmt/lib/ociwrap.py run_tag,
# documentation/mgmt-cli.md "tag-and-terminate"): the defined tag
# ComputeInstanceHostActions.CustomerReportedHostStatus=unhealthy ("host is unhealthy and needs
# manual intervention before returning to the previous pool post-recycle", the tag's description
# in Oracle's oci-hpc POC setup script), merged into the instance's defined tags (UpdateInstance
# replaces the whole map), sent with the ETag just read (If-Match: a concurrent change is not
# overwritten) and read back. The namespace exists only in a tenancy that created it, and the
# principal needs the right to use it: without either the node is still replaced, as oci-hpc
# does (it logs the error and terminates), and REPORT_WHY says why it was not reported.
REPORT_WHY=""
report_unhealthy() {
  local id=$1 fields etag tags
  if ! oci_retry "$ME" compute instance get --instance-id "$id" --output json; then
    REPORT_WHY="GetInstance: $(oci_error)"
    return 1
  fi
  fields=$(python3 -c 'import json, sys
d = json.loads(sys.stdin.read())
tags = dict(d["data"].get("defined-tags") or {})
tags["ComputeInstanceHostActions"] = dict(tags.get("ComputeInstanceHostActions") or {}, CustomerReportedHostStatus="unhealthy")
print(d.get("etag") or "")
print(json.dumps(tags, sort_keys=True))' <<<"$OCI_OUT") || {
    REPORT_WHY="GetInstance answered no instance"
    return 1
  }
  etag=${fields%%$'\n'*} tags=${fields#*$'\n'}
  local update=(compute instance update --instance-id "$id" --defined-tags "$tags" --force --output json)
  [[ -z "$etag" ]] || update+=(--if-match "$etag")
  if ! oci_retry "$ME" "${update[@]}"; then
    REPORT_WHY="UpdateInstance: $(oci_error) (the tag namespace ComputeInstanceHostActions with the tag CustomerReportedHostStatus must exist in the tenancy, and the principal may use it: docs/replace-node.md)"
    return 1
  fi
  python3 -c 'import json, sys
d = json.loads(sys.stdin.read())["data"]
sys.exit(0 if (d.get("defined-tags") or {}).get("ComputeInstanceHostActions", {}).get("CustomerReportedHostStatus") == "unhealthy" else 1)' <<<"$OCI_OUT" || {
    REPORT_WHY="UpdateInstance answered an instance without the tag"
    return 1
  }
}

replace() {
  local node=$1 force=$2 pool="" pools candidate listing="" all="" id="" jobs old_ids new="" deadline reason
  [[ "$(id -u)" == 0 ]] || {
    echo "$ME: run it as root (sudo $COMMAND $node)" >&2
    exit 2
  }
  [[ -r "$CONF" ]] || fail "$node" REPLACE_SETUP_FAILED "$CONF is missing: run pulumi up once so that the replace-setup stage writes it"
  # shellcheck source=/dev/null
  source "$CONF"
  : "${COMPARTMENT_ID:?}" "${POOL_NAME:?}" "${WAIT_SECONDS:?}"
  pools=$(pool_ids) || fail "$node" REPLACE_DETACH_FAILED "cannot list the instance pools of $COMPARTMENT_ID: $(oci_error)"
  [[ -n "$pools" ]] || fail "$node" REPLACE_NOT_IN_POOL "no instance pool named $POOL_NAME in $COMPARTMENT_ID"
  for candidate in $pools; do
    listing=$(members "$candidate") || fail "$node" REPLACE_DETACH_FAILED "cannot list the instances of pool $candidate: $(oci_error)"
    all+=$(awk -F'\t' '{ printf "%s ", $2 }' <<<"$listing")
    id=$(awk -F'\t' -v n="$node" '$2 == n { print $1; exit }' <<<"$listing")
    if [[ -n "$id" ]]; then
      pool=$candidate
      break
    fi
  done
  if [[ -z "$id" ]]; then
    if [[ -f "$STATE_DIR/$node" ]]; then
      log "$ME: $node was replaced already ($(tr '\n' ' ' <"$STATE_DIR/$node")); nothing to do"
      return 0
    fi
    fail "$node" REPLACE_NOT_IN_POOL "$node is not an instance of pool $POOL_NAME (its instances: ${all% })"
  fi
  if scontrol show node "$node" >/dev/null 2>&1; then
    jobs=$(squeue -h -w "$node" -o %i | tr '\n' ' ')
    if [[ -n "${jobs// /}" && "$force" != true ]]; then
      fail "$node" REPLACE_NODE_BUSY "jobs ${jobs% } run on $node: wait for them, or pass --force to end them with the node"
    fi
    reason=$(scontrol show node "$node" | sed -n 's/^ *Reason=\(.*\) \[.*$/\1/p' | head -n 1)
    # only this node: DRAIN takes no new job here and leaves every other node's jobs alone
    scontrol update NodeName="$node" State=DRAIN \
      Reason="$(slurm_reason REPLACED "instance ${id: -12} detached for replacement${reason:+; was: ${reason#"$SLURM_REASON_PREFIX"}}")"
    log "$ME: $node drained"
  fi
  local reported=true
  if report_unhealthy "$id"; then
    log "$ME: $node ($id) reported unhealthy to OCI (ComputeInstanceHostActions.CustomerReportedHostStatus=unhealthy)"
  else
    reported=false
    log "$ME: WARN $node ($id) not reported unhealthy to OCI, replaced all the same: $REPORT_WHY"
  fi
  old_ids=$(awk -F'\t' '{ print $1 }' <<<"$listing")
  mkdir -p "$STATE_DIR"
  printf 'instance=%s pool=%s detached=%s\n' "$id" "$pool" "$(date -u +%FT%TZ)" >"$STATE_DIR/$node"
  oci_retry "$ME" compute-management instance-pool-instance detach --instance-pool-id "$pool" \
    --instance-id "$id" --is-decrement-size false --is-auto-terminate true --output json ||
    fail "$node" REPLACE_DETACH_FAILED "DetachInstancePoolInstance of $id from pool $pool failed: $(oci_error)"
  log "$ME: $node ($id) detached from $POOL_NAME with auto-terminate; waiting up to ${WAIT_SECONDS}s for its replacement"
  deadline=$((SECONDS + WAIT_SECONDS))
  while :; do
    if listing=$(members "$pool"); then
      # the replacement: an instance the pool did not have, Running, and the old one gone from it
      new=$(awk -F'\t' -v old="$old_ids" 'BEGIN { n = split(old, o, "\n"); for (i = 1; i <= n; i++) known[o[i]] = 1 }
        !($1 in known) && tolower($3) == "running" { print $2; exit }' <<<"$listing")
      if [[ -n "$new" ]] && ! grep -q "^$id"$'\t' <<<"$listing"; then break; fi
    fi
    ((SECONDS < deadline)) ||
      fail "$node" REPLACE_TIMEOUT "no replacement of $node is Running in pool $POOL_NAME after ${WAIT_SECONDS}s (pool: $(awk -F'\t' '{ printf "%s=%s ", $2, $3 }' <<<"$listing"))"
    sleep "${RETRY_DELAY_SECONDS:-15}"
  done
  printf 'replacement=%s\n' "$new" >>"$STATE_DIR/$node"
  log "$ME: $node replaced by $new; run pulumi up: the chain gates $new (readiness, per-NIC ring, NCCL) and Slurm forgets $node"
  printf '{"replaced":"%s","instance":"%s","by":"%s","reportedUnhealthy":%s}\n' "$node" "$id" "$new" "$reported"
}

case "${1:-}" in
  --drained)
    [[ $# -eq 1 ]] || usage
    list_drained
    ;;
  "" | -*) usage ;;
  *)
    [[ "$1" =~ ^[A-Za-z0-9][A-Za-z0-9_.-]*$ ]] || usage
    [[ $# -eq 1 || ($# -eq 2 && "$2" == --force) ]] || usage
    replace "$1" "$([[ "${2:-}" == --force ]] && echo true || echo false)"
    ;;
esac
