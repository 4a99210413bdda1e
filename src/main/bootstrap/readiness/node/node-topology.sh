#!/usr/bin/env bash
# Defines record_topology for node/node-ready.sh, which calls it when it is defined: the readiness
# gate runs the two as one node script (this file first); the other stages that re-check a node
# with node-ready.sh (slurm-nodes) leave it out, which keeps their commands under sshd's limit on
# one argument (StageCommandTest).
set -euo pipefail

# The host's place in the RDMA fabric (docs/topology.md), from the instance metadata service
# (IMDS v2 with its required header: Oracle's "Getting Instance Metadata"): both documents kept as
# served, for the controller's topology.yaml, and which one the place comes from, as Oracle's
# labeler reads them (oci-hpc-oke annotator-configmap.yaml, _extract_rdma_fields):
# /opc/v2/host/rdmaTopologyData, else the same object inside /opc/v2/host, else that document's
# networkBlockId/rackId (the fallback), else none (the node gets the placeholder). A document not
# served (404) is absent; a metadata service that does not answer is reported, never a failure:
# the node is placed under the placeholder, as one without data.
IMDS=http://169.254.169.254/opc/v2
IMDS_SECONDS=5
imds_get() { # PATH FILE: the document in FILE, or FILE absent and the reason in FILE.err
  rm -f "$2" "$2.err"
  if ! curl -sSf --connect-timeout 2 --max-time "$IMDS_SECONDS" -H 'Authorization: Bearer Oracle' \
    -o "$2" "$IMDS/$1" 2>"$2.err"; then
    rm -f "$2"
  fi
}
record_topology() {
  local dir=$NODE_STATE_DIR/imds
  mkdir -p "$dir"
  imds_get host/rdmaTopologyData "$dir/rdma"
  imds_get host "$dir/host"
  # the shape says which of the places are levels of Slurm's tree (docs/topology.md); the
  # instance document has it ("shape", Oracle's "Getting Instance Metadata")
  imds_get instance/ "$dir/instance"
  node_set topology "$(
    python3 - "$dir" <<'PY'
import json, os, sys
d = sys.argv[1]
FIELDS = ("customerHPCIslandId", "customerNetworkBlock", "customerLocalBlock", "customerHostId",
          "customerGpuMemoryFabric")
def load(name, path):
    f = os.path.join(d, name)
    if not os.path.exists(f):
        err = open(f + ".err", errors="replace").read().strip()
        # 404: not served on this host; anything else: the service did not answer
        return None, (None if "error: 404" in err else path + ": " + (err or "no answer"))
    try:
        doc = json.load(open(f))
    except ValueError as e:
        return None, path + ": not JSON (" + str(e) + ")"
    if not isinstance(doc, dict):
        return None, path + ": not a JSON object"
    return doc, None
def value(doc, field):
    v = doc.get(field) if isinstance(doc, dict) else None
    if v is None or isinstance(v, (dict, list)):
        return None
    v = str(v).strip()
    return None if v.lower() in ("", "none", "null") else v
def has_rdma(doc):
    return any(value(doc, f) for f in FIELDS)
rdma, rdma_err = load("rdma", "/opc/v2/host/rdmaTopologyData")
host, host_err = load("host", "/opc/v2/host")
out = {"documents": {"/opc/v2/host/rdmaTopologyData": rdma, "/opc/v2/host": host}}
instance, instance_err = load("instance", "/opc/v2/instance/")
out["shape"] = value(instance, "shape")
# the instance's OCID ("id" of the instance document), by which the API's ComputeHost names it
out["instanceId"] = value(instance, "id")
rack = value(host, "rackId")
if has_rdma(rdma) or has_rdma((host or {}).get("rdmaTopologyData")):
    src = rdma if has_rdma(rdma) else host["rdmaTopologyData"]
    out["source"] = "/opc/v2/host/rdmaTopologyData" if src is rdma else "/opc/v2/host rdmaTopologyData"
    out.update(hpcIsland=value(src, "customerHPCIslandId"), networkBlock=value(src, "customerNetworkBlock"),
               localBlock=value(src, "customerLocalBlock"), rack=rack, hostId=value(src, "customerHostId"))
elif value(host, "networkBlockId") or rack:
    out["source"] = "/opc/v2/host networkBlockId/rackId (fallback)"
    out.update(hpcIsland=None, networkBlock=value(host, "networkBlockId"), localBlock=rack, rack=rack,
               hostId=value(host, "id"))
else:
    out["source"] = "none"
errors = [e for e in (rdma_err, host_err, instance_err) if e]
if errors:
    out["errors"] = errors
print(json.dumps(out, separators=(",", ":"), sort_keys=True))
PY
  )"
}
