#!/usr/bin/env bash
# The NCCL gate's parameters, verdict and report, one definition for both launchers:
# nccl-test.sh (the NGC container under nerdctl, mpirun) and slurm-nccl.sh (sbatch, srun
# --container-image through Pyxis and Enroot). Sourced after lib/common.sh; the caller sets
# WORK (its private temp directory) before nccl_fail is used.
# The verdict: run 1 (the sweep NCCL_MIN_BYTES..NCCL_MAX_BYTES, factor 2), its printed
# "# Avg bus bandwidth" against the pass line: the pass lines are the thresholds of Oracle's
# multi-node health check, which compares exactly that figure (oci-hpc
# playbooks/roles/healthchecks/files/multi_node_active_healthcheck.py: "if bw < threshold"
# on the "Avg bus bandwidth" line; sweeps -b 1G -e 16G -f 2 for H100/H200/B200, -b 1G -e 10G
# -i 9G for A100). The largest size's busbw (the top of the curve, higher) is reported, not
# judged; so are the extra sizes. The run must also have wired up every GPU of every node:
# rank 0 prints one "#  Rank N Group N Pid P on HOST device D" line per rank (nccl-tests
# src/util.cu); fewer ranks than nodes x GPUs, or fewer distinct hosts than nodes, is
# NCCL_RANKS_MISSING (a PMI mis-wiring or an absent node would otherwise pass on NVLink alone). Across nodes NCCL must use
# RDMA: with NCCL_DEBUG=INFO (subsystems INIT,NET) every rank logs which network it uses, and
# "Using network Socket" / "NET/IB : No device found" fails as NCCL_NOT_USING_RDMA (NCCL docs,
# "Environment Variables": NCCL_DEBUG, NCCL_DEBUG_SUBSYS).
set -euo pipefail

# Where the readiness gate keeps each node's place in the fabric on the bastion (readiness-gate.sh
# TOPOLOGY_DIR, docs/topology.md): the ring's order and the fabric level of each slow pair
NCCL_TOPOLOGY_DIR="${HOME:-/nonexistent}/.oci-gpu-cluster/state/topology"

# nccl_ring_by_topology: NODE_NAMES/NODE_IPS reordered as Oracle's rack-aware ordering does
# (oci-hpc playbooks/roles/rack-aware/files/node_ordering_by_rack.py: hosts grouped by rack,
# racks by their path in the topology), so that the ring NCCL builds over the ranks in host
# order crosses the fewest levels: by HPC island, network block, local block, rack; the given
# order within one rack; nodes without a kept place after the others, in the given order.
# Sets RING_ORDER: "topology" when at least one node had a place, else "given".
# shellcheck disable=SC2034 # RING_ORDER is read by the caller (nccl-test.sh)
nccl_ring_by_topology() {
  local line
  local -a order=() names=() ips=()
  mapfile -t order < <(
    python3 - "$NCCL_TOPOLOGY_DIR" "${NODE_NAMES[@]}" <<'PY'
import json, os, sys
directory, names = sys.argv[1], sys.argv[2:]
LEVELS = ("hpcIsland", "networkBlock", "localBlock", "rack")
def place(name):
    try:
        with open(os.path.join(directory, name + ".json")) as f:
            kept = json.load(f)
    except (OSError, ValueError):
        return None
    p = tuple(kept.get(lv) if isinstance(kept.get(lv), str) else "" for lv in LEVELS)
    return p if any(p) else None
places = [place(n) for n in names]
print("topology" if any(places) else "given")
known = sorted((p, i) for i, p in enumerate(places) if p)
for _, i in known + [(None, i) for i, p in enumerate(places) if not p]:
    print(i)
PY
  )
  RING_ORDER=${order[0]:-given}
  for line in "${order[@]:1}"; do
    names+=("${NODE_NAMES[$line]}")
    ips+=("${NODE_IPS[$line]}")
  done
  if ((${#names[@]} == ${#NODE_NAMES[@]})); then
    NODE_NAMES=("${names[@]}") NODE_IPS=("${ips[@]}")
  else
    RING_ORDER=given
  fi
}

# nccl_params: checks of the parameters both launchers share (one ERROR line, exit 2).
nccl_params() {
  : "${SHAPE_GPUS:?SHAPE_GPUS is required (GPUs per node, one rank each)}"
  : "${NCCL_PASS_LINE_GBPS:?NCCL_PASS_LINE_GBPS is required (busbw pass line in GB/s, from the shape catalog; none: report only)}"
  : "${NCCL_ENV?NCCL_ENV is required (K=V words passed to every rank; may be empty)}"
  : "${NCCL_FAIL_BELOW_PASS_LINE:?NCCL_FAIL_BELOW_PASS_LINE is required: true or false}"
  : "${NCCL_MIN_BYTES:?NCCL_MIN_BYTES is required, e.g. 1G}"
  : "${NCCL_MAX_BYTES:?NCCL_MAX_BYTES is required, e.g. 16G}"
  : "${NCCL_EXTRA_SIZES:?NCCL_EXTRA_SIZES is required, e.g. 10G}"
  local v size kv
  for v in SHAPE_GPUS NODE_TIMEOUT_SECONDS STAGE_TIMEOUT_SECONDS; do require_uint "$v"; done
  [[ "$NCCL_PASS_LINE_GBPS" =~ ^[0-9]+(\.[0-9]+)?$ || "$NCCL_PASS_LINE_GBPS" == none ]] ||
    bad_input "NCCL_PASS_LINE_GBPS must be a number of GB/s or none (report only), got '$NCCL_PASS_LINE_GBPS'"
  [[ "$NCCL_FAIL_BELOW_PASS_LINE" == true || "$NCCL_FAIL_BELOW_PASS_LINE" == false ]] ||
    bad_input "NCCL_FAIL_BELOW_PASS_LINE must be true or false, got '$NCCL_FAIL_BELOW_PASS_LINE'"
  for size in "$NCCL_MIN_BYTES" "$NCCL_MAX_BYTES" ${NCCL_EXTRA_SIZES//,/ }; do
    [[ "$size" =~ ^[0-9]+[KMG]?$ ]] || bad_input "NCCL size '$size' is not bytes with an optional K/M/G suffix (e.g. 1G)"
  done
  for kv in $NCCL_ENV; do
    [[ "$kv" =~ ^[A-Z][A-Z0-9_]*=.+$ ]] || bad_input "NCCL_ENV entry '$kv' is not NAME=value"
  done
}

# nccl_fail NODE CODE DETAIL: a FAIL line, also kept for the stage JSON's "failed" list.
nccl_fail() {
  fail "$@"
  printf '%s\t%s\n' "$1" "$2" >>"$WORK/failed.tsv"
}

# nccl_busbw_at_or_above BUSBW: status 0 when BUSBW (GB/s) meets the pass line (the 2-node
# suspect runs of nccl-test.sh compare their one size's busbw with it too).
nccl_busbw_at_or_above() {
  # no pass line (a shape Oracle publishes none for, the group reports only): nothing is below it
  [[ "$NCCL_PASS_LINE_GBPS" == none ]] && return 0
  [[ "$1" != none ]] && python3 -c 'import sys; sys.exit(0 if float(sys.argv[1]) >= float(sys.argv[2]) else 1)' "$1" "$NCCL_PASS_LINE_GBPS"
}

# nccl_verdict LOG SUMMARY_JSON WHAT NODE...: judge the raw log of a run on NODE... (WHAT
# names the run in messages, e.g. "all_reduce_perf" or "Slurm job 12"); failures go through
# nccl_fail. Sets NCCL_BUSBW (run 1's average busbw, or "none"), NETWORK, BELOW, PASSED and SUSPECTS. Below the pass
# line on 3+ nodes with no other failure, the caller's nccl_find_suspects (when it defines
# one) names the slow nodes in SUSPECTS; without it the cluster is named.
nccl_verdict() {
  local log=$1 summary=$2 what=$3 wrong oob rows known name detail who
  shift 3
  local -a run_nodes=("$@") blamed=()
  local count=${#run_nodes[@]} no_device
  local ranks hosts want_ranks=$((count * SHAPE_GPUS))
  read -r NCCL_BUSBW wrong oob rows ranks hosts < <(python3 -c 'import json, sys
runs = json.loads(sys.argv[1])["runs"]
first = runs[0] if runs else {}
def n(v): return "none" if v is None else v
print(n(first.get("avgBusbwGBps")), sum(r["wrongTotal"] or 0 for r in runs),
      sum(r["outOfBounds"] or 0 for r in runs), sum(r["rows"] for r in runs),
      first.get("ranks") or 0, ",".join(first.get("hosts") or []) or "none")' "$summary")
  if ((FAILURE_COUNT == 0)) && [[ "$rows" == 0 ]]; then
    nccl_fail cluster NCCL_RUN_FAILED "$what printed no result rows"
  elif ((FAILURE_COUNT == 0)) && [[ "$NCCL_BUSBW" == none ]]; then
    nccl_fail cluster NCCL_RUN_FAILED "$what printed no '# Avg bus bandwidth' line for the sweep (the log ends early)"
  fi
  if ((rows > 0)); then
    # hosts as the ranks name them (gethostname in the container); on-demand nodes' host names
    # are not their Slurm names, so the count is checked, and the names are shown
    local -a host_list=()
    [[ "$hosts" == none ]] || IFS=, read -r -a host_list <<<"$hosts"
    if ((ranks != want_ranks || ${#host_list[@]} != count)); then
      nccl_fail cluster NCCL_RANKS_MISSING "$what ran $ranks rank(s) on ${#host_list[@]} host(s) (${hosts}), expected $want_ranks on $count node(s) (${run_nodes[*]}): ${SHAPE_GPUS} GPU(s) each"
    fi
  fi
  if ((wrong > 0 || oob > 0)); then
    nccl_fail cluster NCCL_WRONG_RESULTS "#wrong total $wrong, out-of-bounds values $oob: results were corrupted"
  fi
  PASSED=false
  BELOW=false
  SUSPECTS=""
  NETWORK=$(python3 -c 'import re, sys
nets = set(re.findall(r"NCCL INFO Using network (\w+)", open(sys.argv[1], errors="replace").read()))
print("Socket" if "Socket" in nets else ",".join(sorted(nets)))' "$log")
  if ((count > 1)) && [[ "$NCCL_BUSBW" != none ]] && { [[ "$NETWORK" != IB* ]] || grep -q 'NET/IB : No device found' "$log"; }; then
    # NCCL fell back to TCP sockets (or did not say it used RDMA): the pass line is moot.
    # Real NCCL prints it per rank, prefixed "host:pid:tid [rank]"; a node is blamed when
    # some but not all of the run's nodes found no device.
    no_device=$(sed -n 's/^\([^: ]*\):[0-9]*:[0-9]* \[[0-9]*\] NCCL INFO NET\/IB : No device found.*/\1/p' "$log" | sort -u)
    for known in "${run_nodes[@]}"; do
      if grep -qxF "$known" <<<"$no_device"; then blamed+=("$known"); fi
    done
    if ((${#blamed[@]} > 0 && ${#blamed[@]} < count)); then
      for name in "${blamed[@]}"; do
        nccl_fail "$name" NCCL_NOT_USING_RDMA "NCCL found no RDMA device in the container on $name ('NET/IB : No device found'): the run fell back to TCP sockets (${NCCL_BUSBW} GB/s)"
      done
    else
      nccl_fail cluster NCCL_NOT_USING_RDMA "NCCL used network '${NETWORK:-unknown}', not IB (RDMA): average busbw ${NCCL_BUSBW} GB/s is socket-level"
    fi
  elif [[ "$NCCL_BUSBW" != none && "$NCCL_PASS_LINE_GBPS" == none ]]; then
    log "average busbw ${NCCL_BUSBW} GB/s of the sweep ($NCCL_MIN_BYTES..$NCCL_MAX_BYTES); no pass line (report only): no verdict"
  elif [[ "$NCCL_BUSBW" != none ]]; then
    if nccl_busbw_at_or_above "$NCCL_BUSBW"; then
      log "average busbw ${NCCL_BUSBW} GB/s of the sweep ($NCCL_MIN_BYTES..$NCCL_MAX_BYTES) meets the pass line ${NCCL_PASS_LINE_GBPS} GB/s"
    else
      BELOW=true
      if ((count > 2 && FAILURE_COUNT == 0)) && declare -F nccl_find_suspects >/dev/null; then
        nccl_find_suspects
      fi
      for who in ${SUSPECTS:-cluster}; do
        detail="average busbw ${NCCL_BUSBW} GB/s of the sweep ($NCCL_MIN_BYTES..$NCCL_MAX_BYTES) is below the pass line ${NCCL_PASS_LINE_GBPS} GB/s"
        [[ "$who" == cluster ]] || detail+=" ($who is slow in its 2-node runs: $(nccl_pairs_of "$who"))"
        if [[ "$NCCL_FAIL_BELOW_PASS_LINE" == true ]]; then
          nccl_fail "$who" NCCL_BELOW_PASS_LINE "$detail"
        else
          warn "$who NCCL_BELOW_PASS_LINE $detail (NCCL_FAIL_BELOW_PASS_LINE=false: not failing)"
        fi
      done
    fi
  fi
  if ((FAILURE_COUNT == 0)) && [[ "$BELOW" == false ]]; then PASSED=true; fi
}

# nccl_pairs_of NAME: its 2-node results from $WORK/pairs.tsv, "a+b 12.3 GB/s, ...".
nccl_pairs_of() {
  awk -v n="$1" '$2 == n || $3 == n {printf "%s%s+%s %s GB/s", sep, $2, $3, $4; sep = ", "}' "$WORK/pairs.tsv"
}

# nccl_result OK SUMMARY_JSON NODES_JSON_FILE NODE_COUNT RANKS LAUNCHER_JSON: the stage's
# final JSON line, the same fields for both launchers (the Java side's StageResults.nccl reads
# them), plus what LAUNCHER_JSON (an object) adds. Reads PASSED, BELOW, NETWORK, SUSPECTS and
# $WORK/pairs.tsv, $WORK/failed.tsv.
nccl_result() {
  NCCL_ENV="$NCCL_ENV" NCCL_TOPOLOGY_DIR="$NCCL_TOPOLOGY_DIR" python3 - "$1" "$2" "$3" "$4" "$5" "$6" \
    "$NCCL_PASS_LINE_GBPS" "$NCCL_FAIL_BELOW_PASS_LINE" "$SHAPE_GPUS" "$NCCL_IMAGE" "$NCCL_TESTS_REF" \
    "${PASSED:-false}" "${BELOW:-false}" "${NETWORK:-}" "${SUSPECTS:-}" "$WORK/pairs.tsv" "$WORK/failed.tsv" <<'PY'
import json, os, sys
(ok, summary, nodes_file, node_count, ranks, launcher, pass_line, fail_below, gpus, image, ref,
 passed, below, network, suspects, pairs_file, failed_file) = sys.argv[1:]
summary = json.loads(summary or "{}")
result = {"stage": "nccl", "ok": ok == "true"}
try:
    result["nodes"] = json.load(open(nodes_file))
except (OSError, ValueError):
    result["nodes"] = []
result.update({"passed": None if pass_line == "none" else passed == "true",
               "passLineGBps": None if pass_line == "none" else float(pass_line),
               "belowPassLine": below == "true", "failBelowPassLine": fail_below == "true",
               "nodeCount": int(node_count), "ranks": int(ranks), "gpusPerNode": int(gpus),
               "image": image, "ncclTestsRef": ref,
               "verdictBasis": "run 1 (the sweep): its printed '# Avg bus bandwidth', the figure of Oracle's health-check threshold",
               "network": network or None, "suspects": suspects.split()})
pairs = []
if os.path.exists(pairs_file):
    for line in open(pairs_file):
        rnd, a, b, bw = line.split()
        pairs.append({"round": int(rnd), "nodes": [a, b], "busbwGBps": None if bw == "none" else float(bw)})
result["pairs"] = pairs
result["failed"] = [dict(zip(("node", "code"), l.rstrip("\n").split("\t"))) for l in open(failed_file) if l.strip()]
runs = summary.get("runs", [])
sweep = runs[0] if runs else {}
def total(key):
    values = [r[key] for r in runs if r.get(key) is not None]
    return sum(values) if values else None
result.update({
    "busbwGBps": sweep.get("avgBusbwGBps"),
    "largestSizeBytes": sweep.get("largestSizeBytes"),
    "largestSizeBusbwGBps": sweep.get("largestSizeBusbwGBps"),
    "ranksSeen": sweep.get("ranks"),
    "hostsSeen": sweep.get("hosts", []),
    "peakBusbwGBps": max([r["peakBusbwGBps"] for r in runs if r.get("peakBusbwGBps") is not None], default=None),
    "avgBusbwGBps": sweep.get("avgBusbwGBps"),
    "busbwBySize": {r["label"].split("-b ")[1].split()[0]: r.get("largestSizeBusbwGBps") for r in runs[1:] if "-b " in r["label"]},
    "wrongTotal": total("wrongTotal"),
    "outOfBounds": total("outOfBounds"),
    "ncclVersion": summary.get("ncclVersion"),
    "runs": runs,
    "env": dict(kv.split("=", 1) for kv in os.environ["NCCL_ENV"].split()),
})
result.update(json.loads(launcher or "{}"))
# The places in the fabric the readiness gate kept on this host (NCCL_TOPOLOGY_DIR) of the nodes
# the pairs ran on: the Java side names the level each pair crosses (NcclFabric); a node without
# a file is "unknown" there
topology = []
topology_dir = os.environ["NCCL_TOPOLOGY_DIR"]
for name in sorted({n for p in pairs for n in p["nodes"]}):
    try:
        kept = json.load(open(os.path.join(topology_dir, name + ".json")))
    except (OSError, ValueError):
        continue
    documents = kept.get("documents") or {}
    topology.append({"node": name, "shape": kept.get("shape"), "host": documents.get("/opc/v2/host"),
                     "rdmaTopologyData": documents.get("/opc/v2/host/rdmaTopologyData")})
if topology:
    result["topology"] = topology
print(json.dumps(result, separators=(",", ":")))
PY
}
