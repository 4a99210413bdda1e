#!/usr/bin/env bash
# Stage 2, on the bastion: prove every GPU node ready (Oracle's GPU cluster tutorial §3) before anything runs
# on it. All nodes are checked in parallel by node/node-ready.sh, each within
# NODE_TIMEOUT_SECONDS (RDMA configuration alone takes about 10 minutes after login).
# Then, once the nodes are ready on their own, the per-NIC RDMA check: pairs of ready nodes
# (a ring, 2-3 rounds whatever the node count; pairs of a round in parallel) run
# `ib_write_bw` NIC against NIC (node/rdma-pair.sh); a NIC whose best Gb/s against its peers
# stays below SHAPE_IB_WRITE_BW_GBPS fails its node with RDMA_NIC_SLOW, before NCCL runs.
# On a re-run (a resize) the ring leaves out the nodes Slurm shows running jobs (allocated,
# mixed, completing, draining): their jobs' traffic on the same rails would be measured as a slow
# NIC, and the test's traffic would slow the jobs. New and idle nodes are measured.
# The per-NIC verdicts are kept on the bastion (RDMA_FINDINGS: per node measured, "NAME<TAB>OK" or
# "NAME<TAB>CODE<TAB>detail"; a node not measured this time keeps its last verdict) for the Slurm
# stage, which re-checks the nodes but cannot re-run the ring: under ON_NODE_FAILURE=drain it
# drains a node with a slow NIC, and resumes it once a later ring measured it OK.
# Parameters: NODES, NODE_USER, SHAPE_GPUS, SHAPE_RDMA_NICS, RDMA_CIDR, TIMEZONE,
# HOME_NFS_SERVER (empty when /home is not shared), HOME_NFS_PATH, SHAPE_IB_WRITE_BW_GBPS (floor
# per NIC), SHAPE_FABRIC_MANAGER (true/false), NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS,
# ON_NODE_FAILURE (fail: a node not ready fails the stage; drain: the stage fails only when no
# node is ready, and the Slurm stage drains the others), USERS_EXPECTED (NAME:UID of the accounts
# of users.accounts, required on every node: USERS_MISSING).
# Output: FAIL lines on stderr; last stdout line
# {"stage":"readiness","ok":..,"nodes":[..],"rdma":{floorGbps, rounds, pairs, nodes}}.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

parse_nodes
: "${SHAPE_GPUS:?SHAPE_GPUS is required (GPUs per node, from the shape catalog)}"
: "${SHAPE_RDMA_NICS:?SHAPE_RDMA_NICS is required (RDMA NICs per node; 0 without a cluster network)}"
: "${TIMEZONE:?TIMEZONE is required, e.g. Asia/Tokyo}"
: "${RDMA_CIDR:?RDMA_CIDR is required, e.g. 10.224.0.0/12}"
: "${HOME_NFS_SERVER?HOME_NFS_SERVER is required (empty: /home is not shared, not checked)}"
: "${HOME_NFS_PATH:?HOME_NFS_PATH is required, e.g. /home}"
[[ "$HOME_NFS_PATH" =~ ^(/[A-Za-z0-9_.-]+)+$ ]] || bad_input "HOME_NFS_PATH '$HOME_NFS_PATH' is not an absolute path like /home"
: "${SHAPE_FABRIC_MANAGER:?SHAPE_FABRIC_MANAGER is required: true or false}"
: "${ON_NODE_FAILURE:?ON_NODE_FAILURE is required: fail or drain}"
[[ "$ON_NODE_FAILURE" == fail || "$ON_NODE_FAILURE" == drain ]] ||
  bad_input "ON_NODE_FAILURE must be fail or drain, got '$ON_NODE_FAILURE'"
require_uint SHAPE_GPUS
require_uint SHAPE_RDMA_NICS
if ((SHAPE_RDMA_NICS > 0)); then require_uint SHAPE_IB_WRITE_BW_GBPS; fi
[[ "$SHAPE_FABRIC_MANAGER" == true || "$SHAPE_FABRIC_MANAGER" == false ]] ||
  bad_input "SHAPE_FABRIC_MANAGER must be true or false, got '$SHAPE_FABRIC_MANAGER'"
require_uint NODE_TIMEOUT_SECONDS
require_uint STAGE_TIMEOUT_SECONDS
[[ "$RDMA_CIDR" =~ ^[0-9]{1,3}(\.[0-9]{1,3}){3}/[0-9]{1,2}$ ]] || bad_input "RDMA_CIDR '$RDMA_CIDR' is not an IPv4 CIDR like 10.224.0.0/12"
require_users_expected

WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT

# node-ready.sh with the host's place in the fabric (node/node-topology.sh: record_topology)
cat "$BOOTSTRAP_DIR/node/node-topology.sh" "$BOOTSTRAP_DIR/node/node-ready.sh" >"$WORK/node-ready.sh"
fanout "$WORK/ready" "$WORK/node-ready.sh" \
  "SHAPE_GPUS=$SHAPE_GPUS" "SHAPE_RDMA_NICS=$SHAPE_RDMA_NICS" "RDMA_CIDR=$RDMA_CIDR" \
  "TIMEZONE=$TIMEZONE" "HOME_NFS_SERVER=$HOME_NFS_SERVER" "HOME_NFS_PATH=$HOME_NFS_PATH" "SHAPE_FABRIC_MANAGER=$SHAPE_FABRIC_MANAGER" \
  "USERS_EXPECTED=$USERS_EXPECTED"

# The per-NIC RDMA check between the nodes that are ready on their own; its findings are
# added to those nodes' records. Prints the "rdma" output (JSON).
rdma_check() {
  local all_names=("${NODE_NAMES[@]}") all_ips=("${NODE_IPS[@]}") ready=() i line pair r=0 total
  local -a round_dirs=()
  local busy=() busy_json
  for i in "${!all_names[@]}"; do
    if [[ -n "${BUSY[${all_names[$i]}]:-}" ]]; then
      busy+=("${all_names[$i]}")
    elif [[ "$(_json_field "$WORK/ready/${all_names[$i]}.json" ok)" == true ]]; then
      ready+=("$i")
    fi
  done
  busy_json=$(python3 -c 'import json, sys; print(json.dumps(sys.argv[1:]))' ${busy[@]+"${busy[@]}"})
  if ((${#busy[@]} > 0)); then
    log "per-NIC RDMA check: not measured on ${busy[*]}: running Slurm jobs (their traffic would read as a slow NIC)"
  fi
  if ((${#ready[@]} < 2)); then
    log "per-NIC RDMA check skipped: ${#ready[@]} node(s) ready and not busy, it needs two"
    printf '{"skipped":%s,"busy":%s}\n' "$(json_str "${#ready[@]} node(s) ready and not busy; the per-NIC check needs two")" "$busy_json"
    return 0
  fi
  local rounds
  rounds=$(python3 "$BOOTSTRAP_DIR/lib/rdma_check.py" rounds "${#ready[@]}")
  total=$(wc -l <<<"$rounds")
  for i in "${ready[@]}"; do printf '%s\n' "${all_names[$i]}"; done >"$WORK/rdma-names"
  while read -r line; do
    r=$((r + 1))
    local pairs="" a b
    NODE_NAMES=() NODE_IPS=()
    for pair in $line; do
      a=${ready[${pair%,*}]} b=${ready[${pair#*,}]}
      pairs+="${all_names[$a]}=${all_ips[$a]},${all_names[$b]}=${all_ips[$b]} "
      NODE_NAMES+=("${all_names[$a]}" "${all_names[$b]}")
      NODE_IPS+=("${all_ips[$a]}" "${all_ips[$b]}")
    done
    log "per-NIC RDMA check, round $r of $total (ib_write_bw, floor ${SHAPE_IB_WRITE_BW_GBPS} Gb/s): ${pairs% }"
    fanout "$WORK/rdma/round$r" "$BOOTSTRAP_DIR/node/rdma-pair.sh" \
      "RDMA_PAIRS=${pairs% }" "SHAPE_RDMA_NICS=$SHAPE_RDMA_NICS" "RDMA_NIC_SECONDS=$RDMA_NIC_SECONDS"
    round_dirs+=("$WORK/rdma/round$r")
  done <<<"$rounds"
  NODE_NAMES=("${all_names[@]}") NODE_IPS=("${all_ips[@]}")
  python3 "$BOOTSTRAP_DIR/lib/rdma_check.py" merge "$SHAPE_IB_WRITE_BW_GBPS" "$WORK/ready" "$WORK/rdma-names" \
    "$WORK/rdma-slow" "${round_dirs[@]}" | python3 -c 'import json, sys; r = json.load(sys.stdin); r["busy"] = json.loads(sys.argv[1]); print(json.dumps(r))' "$busy_json"
  local name nic dev gbps
  while read -r name nic dev gbps; do
    add_fail "$WORK/ready/$name.json" RDMA_NIC_SLOW "$nic ($dev) $gbps Gb/s < $SHAPE_IB_WRITE_BW_GBPS"
  done <"$WORK/rdma-slow"
}

# The nodes of NODES that Slurm shows running jobs (none on day one: no slurmctld yet).
declare -A BUSY=()
while read -r name state; do
  if [[ " ${NODE_NAMES[*]} " == *" $name "* ]] && slurm_busy_state "$state"; then BUSY[$name]=1; fi
done < <(slurm_node_states)

# save_rdma_findings: RDMA_FINDINGS for the nodes the ring measured (rdma-names), the last
# verdict kept for every node it did not measure this time: the other nodes of NODES and the
# other node groups' (each group's gate writes the same file, at the same time: flock).
RDMA_FINDINGS="$HOME/.oci-gpu-cluster/state/readiness-rdma.tsv"
save_rdma_findings() {
  local measured
  [[ -f "$WORK/rdma-names" ]] || return 0
  measured=" $(paste -sd' ' "$WORK/rdma-names") "
  mkdir -p "${RDMA_FINDINGS%/*}"
  (
    flock -w 60 9 || exit 1
    {
      awk -F'\t' -v m="$measured" 'index(m, " " $1 " ") == 0' "$RDMA_FINDINGS" 2>/dev/null || true
      python3 "$BOOTSTRAP_DIR/lib/rdma_check.py" findings "$WORK/ready" "$WORK/rdma-names"
    } >"$RDMA_FINDINGS.new.$$" && mv "$RDMA_FINDINGS.new.$$" "$RDMA_FINDINGS"
  ) 9>>"$RDMA_FINDINGS.lock"
}

# One NIC's test is about a second on real hardware; this bounds a peer that never answers.
RDMA_NIC_SECONDS=60
rdma='{"skipped":"no cluster network"}'
if ((SHAPE_RDMA_NICS > 0)); then
  rdma=$(rdma_check)
  save_rdma_findings
fi
failed=$(collect_records "$WORK/ready" ready)

# Each node's place in the fabric (node-ready.sh's record_topology) is kept on the bastion for
# Slurm's topology.yaml (docs/topology.md): TOPOLOGY_DIR/<node>.json with both metadata documents
# as the node was served them; the stage's output keeps where each place came from, not the
# documents (a few KiB a node). A node whose record has no topology keeps its last file.
TOPOLOGY_DIR="$HOME/.oci-gpu-cluster/state/topology"
if ! mkdir -p "$TOPOLOGY_DIR" 2>/dev/null || [[ ! -w "$TOPOLOGY_DIR" ]]; then
  # a user without a writable home (the on-demand resume program's slurm): reported, not kept
  warn "topology: $TOPOLOGY_DIR cannot be written: the nodes' places are not kept"
  TOPOLOGY_DIR=""
fi
python3 - "$WORK/ready/records.json" "$TOPOLOGY_DIR" <<'PY' | while IFS= read -r line; do log "$line"; done
import json, os, sys
records_file, out = sys.argv[1:]
records = json.load(open(records_file))
counts = {}
for r in records:
    t = r.get("topology")
    if not isinstance(t, dict):
        continue
    if out:
        path = os.path.join(out, r["name"] + ".json")
        with open(path + ".new", "w") as f:
            json.dump(t, f, sort_keys=True)
        os.replace(path + ".new", path)
    t.pop("documents", None)
    counts[t.get("source")] = counts.get(t.get("source"), 0) + 1
    for e in t.get("errors", []):
        print("%s: instance metadata %s (placed under the placeholder)" % (r["name"], e))
with open(records_file, "w") as f:
    json.dump(records, f)
if counts:
    print("topology: " + ", ".join("%d node(s) from %s" % (n, s) for s, n in sorted(counts.items())))
PY
relay_node_stderr "$WORK/ready"

if ((failed == 0)); then
  log "all ${#NODE_NAMES[@]} node(s) ready"
  emit_result readiness true "$WORK/ready/records.json" rdma "$rdma"
elif [[ "$ON_NODE_FAILURE" == drain ]] && ((failed < ${#NODE_NAMES[@]})); then
  log "$failed of ${#NODE_NAMES[@]} node(s) not ready; ON_NODE_FAILURE=drain: the Slurm stage drains them"
  emit_result readiness true "$WORK/ready/records.json" rdma "$rdma" policy '"drain"' notReady "$failed"
else
  log "$failed of ${#NODE_NAMES[@]} node(s) not ready"
  emit_result readiness false "$WORK/ready/records.json" rdma "$rdma"
  exit 1
fi
