#!/usr/bin/env bash
# Stage 4, on the bastion: NCCL all_reduce across every GPU of every node (Oracle's GPU cluster tutorial §5,
# Oracle's on-demand GPU cluster tutorial §3). The NGC container is pulled and started on all nodes in parallel; the
# first node builds nccl-tests in it and runs mpirun from inside it, one rank per GPU.
# Runs: the sweep NCCL_MIN_BYTES..NCCL_MAX_BYTES (factor 2), then each NCCL_EXTRA_SIZES
# size alone (the tutorials' 10G point). One node: that node alone, no ssh between containers.
# Parameters: NODES, NODE_USER, SHAPE_GPUS, NCCL_ENV ("K=V K=V"), NCCL_PASS_LINE_GBPS,
# NCCL_FAIL_BELOW_PASS_LINE (true|false), NCCL_MIN_BYTES (1G), NCCL_MAX_BYTES (16G),
# NCCL_EXTRA_SIZES (10G), NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS.
# Output: the raw nccl-tests log(s) on stdout, FAIL/WARN lines on stderr, and last the
# stage JSON with the busbw figures and the verdict. Run-level failures name "cluster".
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
    "$NCCL_IMAGE" "$NCCL_TESTS_REF" "${PASSED:-false}" "${BELOW:-false}" <<'PY'
import json, sys
(ok, records, extra_file, pass_line, fail_below, node_count, ranks, gpus, image, ref,
 passed, below) = sys.argv[1:]
result = {"stage": "nccl", "ok": ok == "true"}
try:
    result["nodes"] = json.load(open(records))
except FileNotFoundError:
    result["nodes"] = []
result.update({"passed": passed == "true", "passLineGBps": float(pass_line),
               "belowPassLine": below == "true", "failBelowPassLine": fail_below == "true",
               "nodeCount": int(node_count), "ranks": int(ranks), "gpusPerNode": int(gpus),
               "image": image, "ncclTestsRef": ref})
result.update(json.load(open(extra_file)))
print(json.dumps(result, separators=(",", ":")))
PY
}

# 1. the container on every node, in parallel
fanout "$WORK/containers" "$BOOTSTRAP_DIR/node/nccl-container.sh" \
  "NCCL_IMAGE=$NCCL_IMAGE" "CONTAINER_NAME=$CONTAINER_NAME" "NEED_SSHD=$NEED_SSHD"
failed=$(collect_records "$WORK/containers")
if ((failed > 0)); then
  relay_node_stderr "$WORK/containers"
  log "the NCCL container is not ready on $failed of $NODE_COUNT node(s); no test run"
  result false
  exit 1
fi

# 2. build and run on the first node
run_on_node "$WORK/run" 0 "$BOOTSTRAP_DIR/node/nccl-run.sh" \
  "CONTAINER_NAME=$CONTAINER_NAME" "NCCL_TESTS_REPO=$NCCL_TESTS_REPO" "NCCL_TESTS_REF=$NCCL_TESTS_REF" \
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
  if [[ -n "$code" ]]; then fail cluster "$code" "$detail"; fi
done < <(python3 -c 'import json, sys
for f in json.loads(sys.argv[1]).get("failed", []): print("%s\t%s" % (f["code"], f["detail"]))' "$run_record")
if ((FAILURE_COUNT > 0)); then
  relay_node_stderr "$WORK/run"
  if grep -qi 'out of memory' "$WORK/nccl.log"; then
    warn "GPU memory ran out: all_reduce_perf with data check holds 3 buffers of NCCL_MAX_BYTES ($NCCL_MAX_BYTES) per GPU; lower NCCL_MAX_BYTES"
  fi
fi

read -r busbw wrong oob rows < <(python3 -c 'import json, sys
runs = json.loads(sys.argv[1])["runs"]
first = runs[0] if runs else {}
def n(v): return "none" if v is None else v
print(n(first.get("largestSizeBusbwGBps")), sum(r["wrongTotal"] or 0 for r in runs),
      sum(r["outOfBounds"] or 0 for r in runs), sum(r["rows"] for r in runs))' "$summary")

if ((FAILURE_COUNT == 0)) && [[ "$busbw" == none || "$rows" == 0 ]]; then
  fail cluster NCCL_RUN_FAILED "all_reduce_perf printed no result rows"
fi
if ((wrong > 0 || oob > 0)); then
  fail cluster NCCL_WRONG_RESULTS "#wrong total $wrong, out-of-bounds values $oob: results were corrupted"
fi
PASSED=false
BELOW=false
if [[ "$busbw" != none ]]; then
  if python3 -c 'import sys; sys.exit(0 if float(sys.argv[1]) >= float(sys.argv[2]) else 1)' "$busbw" "$NCCL_PASS_LINE_GBPS"; then
    log "busbw ${busbw} GB/s at the largest size meets the pass line ${NCCL_PASS_LINE_GBPS} GB/s"
  else
    BELOW=true
    if [[ "$NCCL_FAIL_BELOW_PASS_LINE" == true ]]; then
      fail cluster NCCL_BELOW_PASS_LINE "busbw ${busbw} GB/s at $NCCL_MAX_BYTES is below the pass line ${NCCL_PASS_LINE_GBPS} GB/s"
    else
      warn "cluster NCCL_BELOW_PASS_LINE busbw ${busbw} GB/s at $NCCL_MAX_BYTES is below the pass line ${NCCL_PASS_LINE_GBPS} GB/s (NCCL_FAIL_BELOW_PASS_LINE=false: not failing)"
    fi
  fi
fi
if ((FAILURE_COUNT == 0)) && [[ "$BELOW" == false ]]; then PASSED=true; fi

if ((FAILURE_COUNT == 0)); then
  result true "$summary" "$run_record"
else
  result false "$summary" "$run_record"
  exit 1
fi
