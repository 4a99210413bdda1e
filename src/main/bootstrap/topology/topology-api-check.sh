#!/usr/bin/env bash
# After a group's readiness gate: the place in the RDMA fabric each node's instance metadata gave
# (node/node-topology.sh, on stdin as the records the gate kept: [{"name", "topology"}]) against
# what OCI's API says of the host under the node's instance (OCI CLI "oci compute compute-host
# list", oracle/oci-cli compute_cli.py list_compute_hosts; API ListComputeHosts, ComputeHostSummary:
# id, instanceId, hpcIslandId, networkBlockId, localBlockId, oci-go-sdk
# core/compute_host_summary.go). Runs where `pulumi up` runs (a Pulumi local Command), with the OCI
# CLI as the deployer's own credentials, as the capacity guard does.
# Compared per node, found by its instance's OCID: the host's OCID (customerHostId, or the host
# document's id in the fallback) and, where the metadata gave them from rdmaTopologyData, the HPC
# island, network block and local block (OCIDs of the same kinds in both: Oracle's example in
# oracle-quickstart/oci-hpc-oke docs/using-rdma-network-locality-when-running-workloads-on-oke.md).
# The fallback's networkBlockId and rackId are not compared: their format is not published.
# A node the API does not list (no host in the compartment for its instance), or whose metadata
# gave no instance OCID, is reported unchecked, not failed. Any disagreement fails with
# TOPOLOGY_API_MISMATCH naming the node, the field and both values; the Slurm topology and the NCCL
# ring were built from the metadata. Prints one JSON line: checked, agreed, unchecked, mismatches.
set -euo pipefail
: "${COMPARTMENT_ID:?}" "${GROUP:?}" "${STACK_REGION?}"
# the deployer's key, not an instance principal: lib/oci-lib.sh defaults to the latter
export OCI_CLI_AUTH="${OCI_CLI_AUTH:-api_key}"
# the stack's region when it sets one (OCI CLI "Configuring the CLI": OCI_CLI_REGION overrides)
if [[ -n "$STACK_REGION" ]]; then export OCI_CLI_REGION="$STACK_REGION"; fi
log() { printf '%s topology-api-check %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*" >&2; }
# shellcheck source=SCRIPTDIR/lib/oci-lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/oci-lib.sh"

dir=$(mktemp -d "${TMPDIR:-/tmp}/oci-gpu-cluster-topology.XXXXXX")
trap 'rm -rf "$dir"' EXIT
cat >"$dir/records.json"

if ! command -v oci >/dev/null 2>&1; then
  oci_fail "group $GROUP" TOPOLOGY_CHECK_UNAVAILABLE "the OCI CLI (oci) is not installed on this machine: install it and configure it with 'oci setup config' (or set topology.apiCheck false)" || true
  exit 1
fi
if ! oci_retry topology-api-check compute compute-host list --compartment-id "$COMPARTMENT_ID" --all --output json; then
  oci_fail "group $GROUP" TOPOLOGY_CHECK_UNAVAILABLE "cannot list the compute hosts of $COMPARTMENT_ID: $(oci_error)" || true
  exit 1
fi

printf '%s\n' "$OCI_OUT" >"$dir/hosts.json"
python3 - "$dir/records.json" "$dir/hosts.json" "$dir/mismatches" <<'PY'
import json, sys
records = json.load(open(sys.argv[1]))
text = open(sys.argv[2]).read().strip()
hosts = {h.get("instance-id"): h for h in (json.loads(text)["data"]["items"] if text else []) if h.get("instance-id")}
# metadata field -> ComputeHostSummary field; the blocks only from rdmaTopologyData
BLOCKS = (("hpcIsland", "hpc-island-id"), ("networkBlock", "network-block-id"), ("localBlock", "local-block-id"))
checked = agreed = 0
unchecked, mismatches = [], []
for r in records:
    t = r.get("topology") or {}
    name, iid = r["name"], t.get("instanceId")
    if not iid:
        unchecked.append({"node": name, "why": "its instance metadata gave no instance OCID"})
        continue
    h = hosts.get(iid)
    if h is None:
        unchecked.append({"node": name, "why": "the API lists no compute host for instance " + iid})
        continue
    checked += 1
    fields = [("hostId", "id")]
    if "rdmaTopologyData" in (t.get("source") or ""):
        fields += BLOCKS
    wrong = [{"node": name, "field": f, "metadata": t.get(f), "api": h.get(a)}
             for f, a in fields if t.get(f) != h.get(a)]
    mismatches += wrong
    agreed += not wrong
for u in unchecked:
    print("%s: unchecked: %s" % (u["node"], u["why"]), file=sys.stderr)
with open(sys.argv[3], "w") as f:
    for m in mismatches:
        f.write("node %s: %s is %s in its instance metadata, %s in the API's compute host\n"
                % (m["node"], m["field"], m["metadata"], m["api"]))
print(json.dumps({"checked": checked, "agreed": agreed, "unchecked": unchecked, "mismatches": mismatches},
                 separators=(",", ":"), sort_keys=True))
PY
if [[ -s "$dir/mismatches" ]]; then
  while IFS= read -r mismatch; do
    oci_fail "group $GROUP" TOPOLOGY_API_MISMATCH "$mismatch" || true
  done <"$dir/mismatches"
  exit 1
fi
