#!/usr/bin/env bash
# Slurm stage 3, on the bastion as the login user: the NCCL gate submitted to Slurm the way
# seed 001 §3 does it (sbatch, one task per node, srun --container-image=<NGC image>
# --mpi=pmi2, all_reduce_perf -g <GPUs per node>) on every idle node of the partition.
# nccl-tests is built once into ~/.oci-gpu-cluster/nccl-tests-<ref> (shared /home) by a
# one-task step; then one step per run (home mounted into the container as seed 001 §4 does): the sweep NCCL_MIN_BYTES..NCCL_MAX_BYTES, then each
# NCCL_EXTRA_SIZES size. The job's output is the raw log (printed on stdout, then deleted).
# Parameters: NODES (the cluster; the job runs on those of them idle in Slurm), NODE_USER,
# SLURM_PARTITION, SHAPE_GPUS, NCCL_ENV, NCCL_PASS_LINE_GBPS,
# NCCL_FAIL_BELOW_PASS_LINE, NCCL_MIN_BYTES, NCCL_MAX_BYTES, NCCL_EXTRA_SIZES,
# NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS.
# Output: raw log on stdout, FAIL/WARN lines on stderr, last the stage JSON (as nccl-test.sh's,
# plus the job id and its nodes). Run-level failures name "cluster".
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

parse_nodes
SLURM_PARTITION="${SLURM_PARTITION:-compute}"
: "${SHAPE_GPUS:?SHAPE_GPUS is required (GPUs per node)}"
: "${NCCL_PASS_LINE_GBPS:?NCCL_PASS_LINE_GBPS is required (busbw pass line in GB/s, from the shape catalog)}"
NCCL_ENV="${NCCL_ENV:-}"
NCCL_FAIL_BELOW_PASS_LINE="${NCCL_FAIL_BELOW_PASS_LINE:-false}"
NCCL_MIN_BYTES="${NCCL_MIN_BYTES:-1G}"
NCCL_MAX_BYTES="${NCCL_MAX_BYTES:-16G}"
NCCL_EXTRA_SIZES="${NCCL_EXTRA_SIZES:-10G}"
for v in SHAPE_GPUS NODE_TIMEOUT_SECONDS STAGE_TIMEOUT_SECONDS; do require_uint "$v"; done
[[ "$NCCL_PASS_LINE_GBPS" =~ ^[0-9]+(\.[0-9]+)?$ ]] || bad_input "NCCL_PASS_LINE_GBPS must be a number of GB/s, got '$NCCL_PASS_LINE_GBPS'"
[[ "$NCCL_FAIL_BELOW_PASS_LINE" == true || "$NCCL_FAIL_BELOW_PASS_LINE" == false ]] ||
  bad_input "NCCL_FAIL_BELOW_PASS_LINE must be true or false, got '$NCCL_FAIL_BELOW_PASS_LINE'"
for size in "$NCCL_MIN_BYTES" "$NCCL_MAX_BYTES" ${NCCL_EXTRA_SIZES//,/ }; do
  [[ "$size" =~ ^[0-9]+[KMG]?$ ]] || bad_input "NCCL size '$size' is not bytes with an optional K/M/G suffix (e.g. 1G)"
done
for kv in $NCCL_ENV; do
  [[ "$kv" =~ ^[A-Z][A-Z0-9_]*=[^\'\"\\]+$ ]] || bad_input "NCCL_ENV entry '$kv' is not NAME=value (no quotes or backslashes)"
done

JOB_DIR="$HOME/.oci-gpu-cluster/slurm-nccl"
BUILD_DIR="$HOME/.oci-gpu-cluster/nccl-tests-$NCCL_TESTS_REF"
# Pyxis names images REGISTRY#IMAGE (seed 001: nvcr.io#nvidia/tensorflow:22.11-tf2-py3)
PYXIS_IMAGE="${NCCL_IMAGE/\//#}"
WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT

# idle and not drained (sinfo -t idle also lists drained nodes, whose base state is idle)
idle=$(sinfo -h -N -p "$SLURM_PARTITION" -o '%N %T' 2>/dev/null | awk '$2 == "idle" {n++} END {print n + 0}')
if ((idle == 0)); then
  fail cluster NCCL_RUN_FAILED "no idle node in Slurm partition $SLURM_PARTITION (sinfo -p $SLURM_PARTITION)"
  emit_result nccl false "" launcher '"slurm"' passed false
  exit 1
fi

job_script() {
  local n=0 run
  echo "#!/bin/bash"
  echo "#SBATCH -p $SLURM_PARTITION"
  echo "#SBATCH -N $idle"
  echo "#SBATCH --ntasks-per-node=1"
  echo "#SBATCH --gpus-per-node=$SHAPE_GPUS"
  echo "#SBATCH --exclusive"
  echo "#SBATCH -J oci-gpu-cluster-nccl"
  echo "#SBATCH -o $JOB_DIR/nccl-%j.out"
  # the build, Enroot and srun messages apart from the nccl-tests output (the raw log)
  echo "#SBATCH -e $JOB_DIR/nccl-%j.err"
  echo "set -e"
  for kv in $NCCL_ENV; do echo "export $kv"; done
  echo "if [ ! -x '$BUILD_DIR/build/all_reduce_perf' ]; then"
  echo "  srun -N 1 -n 1 --container-image='$PYXIS_IMAGE' --container-mounts='$HOME:$HOME' bash -c \"rm -rf '$BUILD_DIR' && git clone -q '$NCCL_TESTS_REPO' '$BUILD_DIR' && git -C '$BUILD_DIR' checkout -q '$NCCL_TESTS_REF' && make -C '$BUILD_DIR' MPI=1 MPI_HOME=/usr/local/mpi CUDA_HOME=/usr/local/cuda NCCL_HOME=/usr/lib/x86_64-linux-gnu >&2\""
  echo "fi"
  for run in "$NCCL_MIN_BYTES:$NCCL_MAX_BYTES" ${NCCL_EXTRA_SIZES//,/ }; do
    n=$((n + 1))
    [[ "$run" == *:* ]] || run="$run:$run"
    echo "echo '# oci-gpu-cluster run $n: all_reduce_perf -b ${run%%:*} -e ${run#*:} -f 2 -t 1 -g $SHAPE_GPUS'"
    echo "srun --container-image='$PYXIS_IMAGE' --container-mounts='$HOME:$HOME' --mpi=pmi2 '$BUILD_DIR/build/all_reduce_perf' -b ${run%%:*} -e ${run#*:} -f 2 -t 1 -g $SHAPE_GPUS"
  done
}

mkdir -p "$JOB_DIR"
job_script >"$WORK/nccl-job.sh"
log "submitting the NCCL job to $idle idle node(s) of $SLURM_PARTITION (image $PYXIS_IMAGE)"
rc=0
job_id=$(cd "$JOB_DIR" && timeout --kill-after=10 "$(stage_remaining)" sbatch --parsable --wait "$WORK/nccl-job.sh" 2>"$WORK/sbatch.err") || rc=$?
job_id=${job_id%%;*}
job_nodes=""
if [[ -n "$job_id" ]]; then
  job_nodes=$(scontrol show hostnames "$(scontrol show job "$job_id" 2>/dev/null | sed -n 's/^ *NodeList=//p' | head -n 1)" 2>/dev/null | paste -sd' ' || true)
  if ((rc == 124 || rc == 137)); then
    scancel "$job_id" 2>/dev/null || true
  fi
fi
: >"$WORK/nccl.log"
if [[ -n "$job_id" && -f "$JOB_DIR/nccl-$job_id.out" ]]; then
  cp "$JOB_DIR/nccl-$job_id.out" "$WORK/nccl.log"
  cp "$JOB_DIR/nccl-$job_id.err" "$WORK/nccl.err" 2>/dev/null || true
  # written by this stage's job; the log goes to stdout, the messages to stderr below
  rm -f "$JOB_DIR/nccl-$job_id.out" "$JOB_DIR/nccl-$job_id.err"
fi
cat "$WORK/nccl.log"
summary=$(python3 "$BOOTSTRAP_DIR/lib/nccl_log_summary.py" "$WORK/nccl.log")

if ((rc != 0)) && [[ -s "$WORK/nccl.err" ]]; then
  log "--- last lines of Slurm job $job_id's stderr ---"
  grep -v '^\[INFO\]' "$WORK/nccl.err" | tail -n 15 >&2 || true
fi
case $rc in
  0) ;;
  124 | 137) fail cluster TIMEOUT "Slurm job ${job_id:-?} did not finish within the stage's bound (${STAGE_TIMEOUT_SECONDS}s); cancelled" ;;
  *) fail cluster NCCL_RUN_FAILED "Slurm job ${job_id:-?} on ${job_nodes:-no nodes} ended with exit status $rc: $(_last_line "$WORK/sbatch.err")" ;;
esac
# the verdict: the sweep's largest-size out-of-place busbw against the pass line
read -r busbw wrong oob rows < <(python3 -c 'import json, sys
runs = json.loads(sys.argv[1])["runs"]
first = runs[0] if runs else {}
def n(v): return "none" if v is None else v
print(n(first.get("largestSizeBusbwGBps")), sum(r["wrongTotal"] or 0 for r in runs),
      sum(r["outOfBounds"] or 0 for r in runs), sum(r["rows"] for r in runs))' "$summary")
if ((FAILURE_COUNT == 0)) && [[ "$busbw" == none || "$rows" == 0 ]]; then
  fail cluster NCCL_RUN_FAILED "all_reduce_perf printed no result rows in Slurm job $job_id"
fi
if ((wrong > 0 || oob > 0)); then
  fail cluster NCCL_WRONG_RESULTS "#wrong total $wrong, out-of-bounds values $oob: results were corrupted"
fi
below=false
if [[ "$busbw" != none ]] && ! python3 -c 'import sys; sys.exit(0 if float(sys.argv[1]) >= float(sys.argv[2]) else 1)' "$busbw" "$NCCL_PASS_LINE_GBPS"; then
  below=true
  if [[ "$NCCL_FAIL_BELOW_PASS_LINE" == true ]]; then
    fail cluster NCCL_BELOW_PASS_LINE "busbw ${busbw} GB/s at $NCCL_MAX_BYTES is below the pass line ${NCCL_PASS_LINE_GBPS} GB/s"
  else
    warn "cluster NCCL_BELOW_PASS_LINE busbw ${busbw} GB/s at $NCCL_MAX_BYTES is below the pass line ${NCCL_PASS_LINE_GBPS} GB/s (NCCL_FAIL_BELOW_PASS_LINE=false: not failing)"
  fi
fi
passed=false
if ((FAILURE_COUNT == 0)) && [[ "$below" == false ]]; then passed=true; fi
ok=true
((FAILURE_COUNT == 0)) || ok=false

CLUSTER_NODES=${#NODE_NAMES[@]} python3 - "$summary" "$ok" "$passed" "$below" "$NCCL_PASS_LINE_GBPS" "$NCCL_FAIL_BELOW_PASS_LINE" "$SHAPE_GPUS" \
  "$NCCL_IMAGE" "$NCCL_TESTS_REF" "${job_id:-}" "$SLURM_PARTITION" "$job_nodes" <<'PY'
import json, os, sys
(summary, ok, passed, below, pass_line, fail_below, gpus, image, ref, job, partition, nodes) = sys.argv[1:]
summary, nodes = json.loads(summary), nodes.split()
runs = summary.get("runs", [])
sweep = runs[0] if runs else {}
env = dict(kv.split("=", 1) for kv in os.environ.get("NCCL_ENV", "").split())
result = {
    "stage": "nccl", "ok": ok == "true", "launcher": "slurm", "passed": passed == "true",
    "passLineGBps": float(pass_line), "belowPassLine": below == "true", "failBelowPassLine": fail_below == "true",
    "nodeCount": len(nodes), "clusterNodes": int(os.environ["CLUSTER_NODES"]), "ranks": len(nodes) * int(gpus), "gpusPerNode": int(gpus),
    "image": image, "ncclTestsRef": ref, "jobId": job, "partition": partition,
    "nodes": [{"name": n, "ok": ok == "true"} for n in nodes],
    "busbwGBps": sweep.get("largestSizeBusbwGBps"), "largestSizeBytes": sweep.get("largestSizeBytes"),
    "peakBusbwGBps": max([r["peakBusbwGBps"] for r in runs if r.get("peakBusbwGBps") is not None], default=None),
    "avgBusbwGBps": sweep.get("avgBusbwGBps"),
    "busbwBySize": {r["label"].split("-b ")[1].split()[0]: r.get("largestSizeBusbwGBps") for r in runs[1:] if "-b " in r["label"]},
    "wrongTotal": sum(r.get("wrongTotal") or 0 for r in runs), "outOfBounds": sum(r.get("outOfBounds") or 0 for r in runs),
    "ncclVersion": summary.get("ncclVersion"), "runs": runs, "env": env,
}
print(json.dumps(result, separators=(",", ":")))
PY
((FAILURE_COUNT == 0)) || exit 1
