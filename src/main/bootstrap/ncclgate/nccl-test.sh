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
# The verdict is lib/nccl-lib.sh's (shared with slurm-nccl.sh): run 1's largest-size busbw
# against the pass line, RDMA across nodes (NCCL_NOT_USING_RDMA). Below the pass line on 3+
# nodes, 2-node runs on disjoint pairs (at most log2(N) rounds, nccl_find_suspects here) name
# the node(s) that pull it down ("suspects"); failures no node can be blamed for name "cluster".
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=SCRIPTDIR/lib/nccl-lib.sh
source "$BOOTSTRAP_DIR/lib/nccl-lib.sh"

parse_nodes
nccl_params
# the ring NCCL builds follows mpirun's host order: rack by rack, block by block
nccl_ring_by_topology
if [[ "$RING_ORDER" == topology ]]; then log "ring in fabric order (rack by rack): ${NODE_NAMES[*]}"; fi

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

# result OK [SUMMARY] [RUN_RECORD]: the stage's final JSON line (lib/nccl-lib.sh), with the
# container records as its nodes and the build directory.
result() {
  local build_dir
  build_dir=$(python3 -c 'import json, sys
print(json.dumps({"buildDir": json.loads(sys.argv[1]).get("buildDir"), "ring": sys.argv[3:], "ringOrder": sys.argv[2]}))' \
    "${3:-"{}"}" "$RING_ORDER" "${NODE_NAMES[@]}")
  nccl_result "$1" "${2:-"{}"}" "$WORK/containers/records.json" "$NODE_COUNT" "$RANKS" "$build_dir"
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

# nccl_find_suspects (called by nccl_verdict): round 1 pairs every node with its neighbour;
# nodes of slow pairs (and an odd one out) are then paired with distinct nodes of good pairs,
# at most log2(N) rounds in all.
# A node still slow beside a good one is a suspect; with no good pair at all, nobody is.
nccl_find_suspects() {
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
    if nccl_busbw_at_or_above "$bw"; then good+=("$i" "$j"); else candidates+=("$i" "$j"); fi
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
      if nccl_busbw_at_or_above "$bw"; then good+=("$i"); else suspects+=("$i"); fi
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
start_bound=$(($(stage_remaining) * 40 / 100))
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
  stop_bound=$(($(stage_remaining) - NODE_REPORT_GRACE_SECONDS))
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

nccl_verdict "$WORK/nccl.log" "$summary" all_reduce_perf "${NODE_NAMES[@]}"

if ((FAILURE_COUNT == 0)); then
  result true "$summary" "$run_record"
else
  result false "$summary" "$run_record"
  exit 1
fi
