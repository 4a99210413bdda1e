#!/usr/bin/env bash
# Stage 4, on the bastion: NCCL all_reduce across every GPU of every node (Oracle's GPU cluster tutorial §5,
# Oracle's on-demand GPU cluster tutorial §3). The NGC container is pulled and started on all nodes in parallel; the
# first node builds nccl-tests in it and runs mpirun from inside it, one rank per GPU.
# Runs: the sweep NCCL_MIN_BYTES..NCCL_MAX_BYTES (factor 2), then each NCCL_EXTRA_SIZES
# size alone (the tutorials' 10G point). One node: that node alone, no ssh between containers.
# Parameters: NODES, NODE_USER, SHAPE_GPUS, NCCL_ENV ("K=V K=V"), NCCL_PASS_LINE_GBPS,
# NCCL_FAIL_BELOW_PASS_LINE (true|false), NCCL_MIN_BYTES (1G), NCCL_MAX_BYTES (16G),
# NCCL_EXTRA_SIZES (10G), NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS.
# Output: the raw nccl-tests log(s) on stdout (with NCCL's INIT/NET lines), FAIL/WARN lines
# on stderr, and last the stage JSON with the busbw figures and the verdict.
# The verdict, computed here once: run 1 (the sweep), out-of-place busbw at its largest size
# (NCCL_MAX_BYTES) against the pass line; the extra sizes are reported, not judged. Across
# nodes NCCL must use RDMA: a log saying "Using network Socket" / "NET/IB : No device found"
# fails as NCCL_NOT_USING_RDMA. Below the pass line on 3+ nodes, 2-node runs on disjoint
# pairs (at most log2(N) rounds) name the node(s) that pull it down ("suspects"); failures
# no node can be blamed for name "cluster".
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

parse_nodes
: "${SHAPE_GPUS:?SHAPE_GPUS is required (GPUs per node, one rank each)}"
: "${NCCL_PASS_LINE_GBPS:?NCCL_PASS_LINE_GBPS is required (busbw pass line in GB/s, from the shape catalog)}"
NCCL_ENV="${NCCL_ENV:-}"
NCCL_FAIL_BELOW_PASS_LINE="${NCCL_FAIL_BELOW_PASS_LINE:-false}"
NCCL_MIN_BYTES="${NCCL_MIN_BYTES:-1G}"
NCCL_MAX_BYTES="${NCCL_MAX_BYTES:-16G}"
NCCL_EXTRA_SIZES="${NCCL_EXTRA_SIZES:-10G}"
require_uint SHAPE_GPUS
require_uint NODE_TIMEOUT_SECONDS
require_uint STAGE_TIMEOUT_SECONDS
[[ "$NCCL_PASS_LINE_GBPS" =~ ^[0-9]+(\.[0-9]+)?$ ]] || bad_input "NCCL_PASS_LINE_GBPS must be a number of GB/s, got '$NCCL_PASS_LINE_GBPS'"
[[ "$NCCL_FAIL_BELOW_PASS_LINE" == true || "$NCCL_FAIL_BELOW_PASS_LINE" == false ]] ||
  bad_input "NCCL_FAIL_BELOW_PASS_LINE must be true or false, got '$NCCL_FAIL_BELOW_PASS_LINE'"
for size in "$NCCL_MIN_BYTES" "$NCCL_MAX_BYTES" ${NCCL_EXTRA_SIZES//,/ }; do
  [[ "$size" =~ ^[0-9]+[KMG]?$ ]] || bad_input "NCCL size '$size' is not bytes with an optional K/M/G suffix (e.g. 1G)"
done
for kv in $NCCL_ENV; do
  [[ "$kv" =~ ^[A-Z][A-Z0-9_]*=.+$ ]] || bad_input "NCCL_ENV entry '$kv' is not NAME=value"
done

CONTAINER_NAME=oci-gpu-cluster-nccl
NODE_COUNT=${#NODE_NAMES[@]}
RANKS=$((NODE_COUNT * SHAPE_GPUS))
MPI_HOSTS=$(for ip in "${NODE_IPS[@]}"; do printf '%s:%s,' "$ip" "$SHAPE_GPUS"; done)
MPI_HOSTS=${MPI_HOSTS%,}
RUNS="$NCCL_MIN_BYTES:$NCCL_MAX_BYTES"
for size in ${NCCL_EXTRA_SIZES//,/ }; do RUNS+=" $size:$size"; done
if ((NODE_COUNT > 1)); then NEED_SSHD=true; else NEED_SSHD=false; fi

WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT
: >"$WORK/failed.tsv"

# nccl_fail NODE CODE DETAIL: a FAIL line, also kept for the stage JSON's "failed" list
nccl_fail() {
  fail "$@"
  printf '%s\t%s\n' "$1" "$2" >>"$WORK/failed.tsv"
}

# result OK: the stage's final JSON line from what is known so far.
result() {
  local ok=$1 summary=${2:-"{}"} run_record=${3:-"{}"}
  NCCL_ENV="$NCCL_ENV" python3 - "$summary" "$run_record" >"$WORK/extra.json" <<'PY'
import json, os, sys
summary, run_record = json.loads(sys.argv[1]), json.loads(sys.argv[2])
env = dict(kv.split("=", 1) for kv in os.environ["NCCL_ENV"].split())
runs = summary.get("runs", [])
sweep = runs[0] if runs else {}
def total(key):
    values = [r[key] for r in runs if r.get(key) is not None]
    return sum(values) if values else None
extra = {
    "busbwGBps": sweep.get("largestSizeBusbwGBps"),
    "largestSizeBytes": sweep.get("largestSizeBytes"),
    "peakBusbwGBps": max([r["peakBusbwGBps"] for r in runs if r.get("peakBusbwGBps") is not None], default=None),
    "avgBusbwGBps": sweep.get("avgBusbwGBps"),
    "busbwBySize": {r["label"].split("-b ")[1].split()[0]: r.get("largestSizeBusbwGBps") for r in runs[1:] if "-b " in r["label"]},
    "wrongTotal": total("wrongTotal"),
    "outOfBounds": total("outOfBounds"),
    "ncclVersion": summary.get("ncclVersion"),
    "runs": runs,
    "env": env,
    "buildDir": run_record.get("buildDir"),
}
print(json.dumps(extra))
PY
  python3 - "$ok" "$WORK/containers/records.json" "$WORK/extra.json" \
    "$NCCL_PASS_LINE_GBPS" "$NCCL_FAIL_BELOW_PASS_LINE" "$NODE_COUNT" "$RANKS" "$SHAPE_GPUS" \
    "$NCCL_IMAGE" "$NCCL_TESTS_REF" "${PASSED:-false}" "${BELOW:-false}" "${NETWORK:-}" \
    "${SUSPECTS:-}" "$WORK/pairs.tsv" "$WORK/failed.tsv" <<'PY'
import json, os, sys
(ok, records, extra_file, pass_line, fail_below, node_count, ranks, gpus, image, ref,
 passed, below, network, suspects, pairs_file, failed_file) = sys.argv[1:]
result = {"stage": "nccl", "ok": ok == "true"}
try:
    result["nodes"] = json.load(open(records))
except FileNotFoundError:
    result["nodes"] = []
result.update({"passed": passed == "true", "passLineGBps": float(pass_line),
               "belowPassLine": below == "true", "failBelowPassLine": fail_below == "true",
               "nodeCount": int(node_count), "ranks": int(ranks), "gpusPerNode": int(gpus),
               "image": image, "ncclTestsRef": ref,
               "verdictBasis": "run 1 (the sweep): out-of-place busbw at its largest size",
               "network": network or None, "suspects": suspects.split()})
pairs = []
if os.path.exists(pairs_file):
    for line in open(pairs_file):
        rnd, a, b, bw = line.split()
        pairs.append({"round": int(rnd), "nodes": [a, b], "busbwGBps": None if bw == "none" else float(bw)})
result["pairs"] = pairs
result["failed"] = [dict(zip(("node", "code"), l.rstrip("\n").split("\t"))) for l in open(failed_file) if l.strip()]
result.update(json.load(open(extra_file)))
print(json.dumps(result, separators=(",", ":")))
PY
}

# pair_round ROUND "i:j ...": 2-node runs of the sweep's largest size on those disjoint pairs,
# in parallel; appends "ROUND nameI nameJ busbw|none" to pairs.tsv.
pair_round() {
  local round=$1 pairs=$2 p i j bw out
  local -a pids=()
  for p in $pairs; do
    i=${p%:*} j=${p#*:}
    run_on_node "$WORK/pairs-$round-$i" "$i" "$BOOTSTRAP_DIR/node/nccl-run.sh" \
      "CONTAINER_NAME=$CONTAINER_NAME" "NCCL_IMAGE=$NCCL_IMAGE" "NCCL_TESTS_REPO=$NCCL_TESTS_REPO" \
      "NCCL_TESTS_REF=$NCCL_TESTS_REF" "MPI_HOSTS=${NODE_IPS[$i]}:$SHAPE_GPUS,${NODE_IPS[$j]}:$SHAPE_GPUS" \
      "RANKS=$((2 * SHAPE_GPUS))" "NODE_COUNT=2" "NCCL_ENV=$NCCL_ENV" "RUNS=$NCCL_MAX_BYTES:$NCCL_MAX_BYTES" \
      >/dev/null 2>&1 &
    pids+=("$!")
  done
  for p in "${pids[@]}"; do wait "$p" || true; done
  for p in $pairs; do
    i=${p%:*} j=${p#*:}
    out="$WORK/pairs-$round-$i/${NODE_NAMES[$i]}.out"
    [[ -f "$out" ]] || : >"$out"
    bw=$(python3 -c 'import json, sys
runs = json.loads(sys.argv[1])["runs"]
v = runs[0].get("largestSizeBusbwGBps") if runs else None
print("none" if v is None else v)' "$(python3 "$BOOTSTRAP_DIR/lib/nccl_log_summary.py" "$out")") || bw=none
    printf '%s %s %s %s\n' "$round" "${NODE_NAMES[$i]}" "${NODE_NAMES[$j]}" "$bw" >>"$WORK/pairs.tsv"
  done
}

pair_ok() { [[ "$1" != none ]] && python3 -c 'import sys; sys.exit(0 if float(sys.argv[1]) >= float(sys.argv[2]) else 1)' "$1" "$NCCL_PASS_LINE_GBPS"; }

# pairs_of NAME: its 2-node results, "a+b 12.3 GB/s, ..."
pairs_of() {
  awk -v n="$1" '$2 == n || $3 == n {printf "%s%s+%s %s GB/s", sep, $2, $3, $4; sep = ", "}' "$WORK/pairs.tsv"
}

# find_suspects: round 1 pairs every node with its neighbour; nodes of slow pairs (and an odd
# one out) are then paired with distinct nodes of good pairs, at most log2(N) rounds in all.
# A node still slow beside a good one is a suspect; with no good pair at all, nobody is.
find_suspects() {
  local -a good=() candidates=() tested=()
  local max_rounds=1 round=1 pairs="" k bw i j n=$NODE_COUNT
  while (((1 << max_rounds) < n)); do max_rounds=$((max_rounds + 1)); done
  log "busbw below the pass line: 2-node runs on disjoint pairs to find the slow node(s) (at most $max_rounds rounds)"
  for ((k = 0; k + 1 < n; k += 2)); do pairs+="$k:$((k + 1)) "; done
  ((n % 2 == 1)) && candidates+=("$((n - 1))")
  : >"$WORK/pairs.tsv"
  pair_round 1 "$pairs"
  for p in $pairs; do
    i=${p%:*} j=${p#*:}
    bw=$(awk -v a="${NODE_NAMES[$i]}" '$1 == 1 && $2 == a {print $4}' "$WORK/pairs.tsv")
    if pair_ok "$bw"; then good+=("$i" "$j"); else candidates+=("$i" "$j"); fi
  done
  local -a suspects=()
  while ((${#candidates[@]} > 0 && ${#good[@]} > 0 && round < max_rounds && $(stage_remaining) > 20)); do
    round=$((round + 1))
    pairs="" tested=()
    for ((k = 0; k < ${#candidates[@]} && k < ${#good[@]}; k++)); do
      pairs+="${candidates[$k]}:${good[$k]} "
      tested+=("${candidates[$k]}")
    done
    candidates=("${candidates[@]:${#tested[@]}}")
    pair_round "$round" "$pairs"
    for p in $pairs; do
      i=${p%:*}
      bw=$(awk -v r="$round" -v a="${NODE_NAMES[$i]}" '$1 == r && $2 == a {print $4}' "$WORK/pairs.tsv")
      if pair_ok "$bw"; then good+=("$i"); else suspects+=("$i"); fi
    done
  done
  if ((${#good[@]} > 0)); then
    # untested members of slow pairs stay suspects; an untested odd one out does not
    for i in ${candidates[@]+"${candidates[@]}"}; do
      if awk -v a="${NODE_NAMES[$i]}" '$1 == 1 && ($2 == a || $3 == a)' "$WORK/pairs.tsv" | grep -q .; then suspects+=("$i"); fi
    done
  fi
  SUSPECTS=""
  for i in ${suspects[@]+"${suspects[@]}"}; do SUSPECTS+="${NODE_NAMES[$i]} "; done
  SUSPECTS=${SUSPECTS% }
  log "pairwise NCCL: suspects: ${SUSPECTS:-none (every pair is slow: the fabric, not a node)}"
}

# 1. the container on every node, in parallel
# Shares of the bound: pull and start at most 40% of what the stage has left, so that a slow
# registry cannot leave the build and the runs no time; the pull alone at most 3/4 of that.
start_bound=$(( $(stage_remaining) * 40 / 100 ))
((start_bound < NODE_TIMEOUT_SECONDS)) || start_bound=$NODE_TIMEOUT_SECONDS
((start_bound > 0)) || start_bound=1
NODE_TIMEOUT_SECONDS=$start_bound fanout "$WORK/containers" "$BOOTSTRAP_DIR/node/nccl-container.sh" \
  "NCCL_IMAGE=$NCCL_IMAGE" "CONTAINER_NAME=$CONTAINER_NAME" "NEED_SSHD=$NEED_SSHD" \
  "PULL_BOUND_SECONDS=$((start_bound * 3 / 4))"
failed=$(collect_records "$WORK/containers")
if ((failed > 0)); then
  relay_node_stderr "$WORK/containers"
  log "the NCCL container is not ready on $failed of $NODE_COUNT node(s); no test run"
  result false
  exit 1
fi

# 2. build and run on the first node
run_on_node "$WORK/run" 0 "$BOOTSTRAP_DIR/node/nccl-run.sh" \
  "CONTAINER_NAME=$CONTAINER_NAME" "NCCL_IMAGE=$NCCL_IMAGE" "NCCL_TESTS_REPO=$NCCL_TESTS_REPO" "NCCL_TESTS_REF=$NCCL_TESTS_REF" \
  "MPI_HOSTS=$MPI_HOSTS" "RANKS=$RANKS" "NODE_COUNT=$NODE_COUNT" "NCCL_ENV=$NCCL_ENV" "RUNS=$RUNS"
first=${NODE_NAMES[0]}
# the raw log: the first node's stdout without its record line (absent when it timed out)
: >"$WORK/nccl.log"
if [[ -s "$WORK/run/$first.out" ]]; then
  if tail -n 1 "$WORK/run/$first.out" | grep -q '^{'; then
    sed '$d' "$WORK/run/$first.out" >"$WORK/nccl.log"
  else
    cp "$WORK/run/$first.out" "$WORK/nccl.log"
  fi
fi
cat "$WORK/nccl.log"
summary=$(python3 "$BOOTSTRAP_DIR/lib/nccl_log_summary.py" "$WORK/nccl.log")
run_record=$(cat "$WORK/run/$first.json")

# failures the run reported (build, mpirun): they concern the whole cluster, not $first
while IFS=$'\t' read -r code detail; do
  if [[ -n "$code" ]]; then nccl_fail cluster "$code" "$detail"; fi
done < <(python3 -c 'import json, sys
for f in json.loads(sys.argv[1]).get("failed", []): print("%s\t%s" % (f["code"], f["detail"]))' "$run_record")
if ((FAILURE_COUNT > 0)); then
  relay_node_stderr "$WORK/run"
  if grep -qi 'out of memory' "$WORK/nccl.log"; then
    warn "GPU memory ran out: all_reduce_perf with data check holds 3 buffers of NCCL_MAX_BYTES ($NCCL_MAX_BYTES) per GPU; lower NCCL_MAX_BYTES"
  fi
  # a run cut at its bound leaves ranks holding the GPUs on every node: kill them there
  stop_bound=$(( $(stage_remaining) - NODE_REPORT_GRACE_SECONDS ))
  ((stop_bound > 20)) && stop_bound=20
  ((stop_bound > 0)) || stop_bound=1
  NODE_TIMEOUT_SECONDS=$stop_bound fanout "$WORK/stop" "$BOOTSTRAP_DIR/node/nccl-container.sh" \
    "NCCL_IMAGE=$NCCL_IMAGE" "CONTAINER_NAME=$CONTAINER_NAME" "NCCL_STEP=stop-runs"
  if (($(collect_records "$WORK/stop") > 0)); then
    relay_node_stderr "$WORK/stop"
    while IFS=$'\t' read -r node code detail; do
      nccl_fail "$node" "$code" "$detail"
    done < <(python3 -c 'import json, sys
for n in json.load(open(sys.argv[1])):
    for f in n.get("failed", []): print("%s\t%s\t%s" % (n["name"], f["code"], f["detail"]))' "$WORK/stop/records.json")
  fi
fi

read -r busbw wrong oob rows < <(python3 -c 'import json, sys
runs = json.loads(sys.argv[1])["runs"]
first = runs[0] if runs else {}
def n(v): return "none" if v is None else v
print(n(first.get("largestSizeBusbwGBps")), sum(r["wrongTotal"] or 0 for r in runs),
      sum(r["outOfBounds"] or 0 for r in runs), sum(r["rows"] for r in runs))' "$summary")

if ((FAILURE_COUNT == 0)) && [[ "$busbw" == none || "$rows" == 0 ]]; then
  nccl_fail cluster NCCL_RUN_FAILED "all_reduce_perf printed no result rows"
fi
if ((wrong > 0 || oob > 0)); then
  nccl_fail cluster NCCL_WRONG_RESULTS "#wrong total $wrong, out-of-bounds values $oob: results were corrupted"
fi
PASSED=false
BELOW=false
NETWORK=$(python3 -c 'import re, sys
nets = set(re.findall(r"NCCL INFO Using network (\w+)", open(sys.argv[1], errors="replace").read()))
print("Socket" if "Socket" in nets else ",".join(sorted(nets)))' "$WORK/nccl.log")
SUSPECTS=""
if ((NODE_COUNT > 1)) && [[ "$busbw" != none ]] && { [[ "$NETWORK" != IB* ]] || grep -q 'NET/IB : No device found' "$WORK/nccl.log"; }; then
  # NCCL fell back to TCP sockets (or did not say it used RDMA): the pass line is moot
  # real NCCL prints it per rank, prefixed "host:pid:tid [rank]"
  no_device=$(sed -n 's/^\([^: ]*\):[0-9]*:[0-9]* \[[0-9]*\] NCCL INFO NET\/IB : No device found.*/\1/p' "$WORK/nccl.log" | sort -u)
  blamed=()
  for known in "${NODE_NAMES[@]}"; do
    if grep -qxF "$known" <<<"$no_device"; then blamed+=("$known"); fi
  done
  if ((${#blamed[@]} > 0 && ${#blamed[@]} < NODE_COUNT)); then
    for name in "${blamed[@]}"; do
      nccl_fail "$name" NCCL_NOT_USING_RDMA "NCCL found no RDMA device in the container on $name ('NET/IB : No device found'): the run fell back to TCP sockets (${busbw} GB/s)"
    done
  else
    nccl_fail cluster NCCL_NOT_USING_RDMA "NCCL used network '${NETWORK:-unknown}', not IB (RDMA): ${busbw} GB/s at $NCCL_MAX_BYTES is socket-level"
  fi
elif [[ "$busbw" != none ]]; then
  if python3 -c 'import sys; sys.exit(0 if float(sys.argv[1]) >= float(sys.argv[2]) else 1)' "$busbw" "$NCCL_PASS_LINE_GBPS"; then
    log "busbw ${busbw} GB/s at the largest size meets the pass line ${NCCL_PASS_LINE_GBPS} GB/s"
  else
    BELOW=true
    if ((NODE_COUNT > 2 && FAILURE_COUNT == 0)); then
      find_suspects
    fi
    below_detail="busbw ${busbw} GB/s at $NCCL_MAX_BYTES is below the pass line ${NCCL_PASS_LINE_GBPS} GB/s"
    for who in ${SUSPECTS:-cluster}; do
      detail=$below_detail
      [[ "$who" == cluster ]] || detail+=" ($who is slow in its 2-node runs: $(pairs_of "$who"))"
      if [[ "$NCCL_FAIL_BELOW_PASS_LINE" == true ]]; then
        nccl_fail "$who" NCCL_BELOW_PASS_LINE "$detail"
      else
        warn "$who NCCL_BELOW_PASS_LINE $detail (NCCL_FAIL_BELOW_PASS_LINE=false: not failing)"
      fi
    done
  fi
fi
if ((FAILURE_COUNT == 0)) && [[ "$BELOW" == false ]]; then PASSED=true; fi

if ((FAILURE_COUNT == 0)); then
  result true "$summary" "$run_record"
else
  result false "$summary" "$run_record"
  exit 1
fi
