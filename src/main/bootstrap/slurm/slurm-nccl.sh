#!/usr/bin/env bash
# Slurm stage 3, on the bastion as the login user: the NCCL gate as the Slurm job of Oracle's
# on-demand GPU cluster tutorial §3-1 (sbatch -p compute, one task per node, srun
# --container-image=nvcr.io#nvidia/tensorflow:<tag>, all_reduce_perf -f 2 -t 1 -g <GPUs per
# node>; oci-hpc's samples/gpu/nccl_run_allreduce_containers.sbatch runs it the same way, with
# --exclusive) on the nodes chosen below.
# MPI: srun --mpi=pmix, not the tutorial's pmi2. The ranks are the NGC image's own Open MPI,
# which srun starts directly; Pyxis' own multi-node NGC tests start it with PMIx (pyxis
# tests/mpi.bats "PMIx Horovod", nvcr.io/nvidia/tensorflow; its PMI-2 tests only check
# variables in ubuntu images), and EPEL's Slurm is built with PMIx (Fedora slurm.spec:
# "Requires: pmix"). Oracle's PMI-2 container sample does not use the image's MPI at all (it
# mounts the host's HPC-X Open MPI, oci-hpc samples/gpu/nccl_run_allreduce_containers_H100_H200.sbatch).
# So the stage first checks that 'srun --mpi=list' lists pmix, and the job's first step is a
# hello world under PMIx in the container on every node (one line per task, checked here)
# before nccl-tests is built or run. One named container per job (--container-name): the
# image is imported once per node by that first step and reused by every later step (unnamed
# containers are removed after each step, Pyxis README); a trap removes it when the job ends.
# nccl-tests is built once into ~/.oci-gpu-cluster/nccl-tests-<ref> (shared /home) by a
# one-task step; then one step per run (the home mounted into the container with
# --container-mounts): the sweep NCCL_MIN_BYTES..NCCL_MAX_BYTES, then each NCCL_EXTRA_SIZES
# size. The job runs with
# NCCL_DEBUG=INFO (subsystems INIT,NET) as the nerdctl path does, so the raw log says which
# network NCCL used. The job's output is the raw log (printed on stdout, then deleted).
# The verdict and the stage JSON are lib/nccl-lib.sh's, the same as nccl-test.sh's.
# Which nodes: the job never waits behind or takes the place of users' jobs. With no job
# running on the cluster's nodes (day one), every idle node. While jobs run (a resize of a
# cluster in use), the nodes not yet validated by this stage (NCCL_VALIDATED, written on a
# pass: its name=address words) that are idle, plus at most one validated idle node as their
# partner; none such: the stage is skipped with a line saying why. A job still PENDING after
# START_SECONDS is cancelled (skipped while jobs run; NCCL_RUN_FAILED on an idle cluster).
# Parameters: NODES (the cluster; the job runs on those of them idle in Slurm), NODE_USER,
# SLURM_PARTITION, SHAPE_GPUS, NCCL_ENV, NCCL_PASS_LINE_GBPS,
# NCCL_FAIL_BELOW_PASS_LINE, NCCL_MIN_BYTES, NCCL_MAX_BYTES, NCCL_EXTRA_SIZES,
# NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS.
# Output: raw log on stdout, FAIL/WARN lines on stderr, last the stage JSON (as nccl-test.sh's,
# plus launcher "slurm", the job id, partition and cluster size). Run-level failures name "cluster".
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=SCRIPTDIR/lib/nccl-lib.sh
source "$BOOTSTRAP_DIR/lib/nccl-lib.sh"
# shellcheck source=SCRIPTDIR/lib/slurm-images.sh
source "$BOOTSTRAP_DIR/lib/slurm-images.sh"

parse_nodes
: "${SLURM_PARTITION:?SLURM_PARTITION is required, e.g. compute}"
nccl_params
for kv in $NCCL_ENV; do
  # written into the job script as "export NAME=value"
  [[ "$kv" =~ ^[A-Z][A-Z0-9_]*=[^\'\"\\]+$ ]] || bad_input "NCCL_ENV entry '$kv' is not NAME=value (no quotes or backslashes)"
done

JOB_DIR="$HOME/.oci-gpu-cluster/slurm-nccl"
BUILD_DIR="$HOME/.oci-gpu-cluster/nccl-tests-$NCCL_TESTS_REF"
# Pyxis names images REGISTRY#IMAGE (Pyxis README: --container-image=nvcr.io#nvidia/pytorch:...)
PYXIS_IMAGE="${NCCL_IMAGE/\//#}"
# the image's squashfs a bake put into the node image (lib/slurm-images.sh, docs/bake.md): the job
# starts from it where every node of the job has it, and imports from the registry otherwise
BAKED_IMAGE=$(sl_baked_image "$NCCL_IMAGE")
WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT
: >"$WORK/failed.tsv"

# name=address of the nodes a passing job ran on (the bastion's state of this stage)
NCCL_VALIDATED="$HOME/.oci-gpu-cluster/state/slurm-nccl-validated"
START_SECONDS=$(stage_remaining)
((START_SECONDS < 300)) || START_SECONDS=300
declare -A STATE=() VALIDATED=()
while read -r name state; do STATE[$name]=$state; done < <(sinfo -h -N -p "$SLURM_PARTITION" -o '%N %T' 2>/dev/null | sort -u)
while read -r word; do [[ -n "$word" ]] && VALIDATED[$word]=1; done < <(tr ' ' '\n' <"$NCCL_VALIDATED" 2>/dev/null || true)
busy=() fresh=() old_idle=()
for i in "${!NODE_NAMES[@]}"; do
  name=${NODE_NAMES[$i]}
  key="$name=${NODE_IPS[$i]}" # a subscript holding "=" only through a variable: shfmt parses that
  # idle and not drained (sinfo -t idle also lists drained nodes, whose base state is idle)
  if [[ "${STATE[$name]:-}" == idle ]]; then
    if [[ -n "${VALIDATED[$key]:-}" ]]; then old_idle+=("$name"); else fresh+=("$name"); fi
  elif slurm_busy_state "${STATE[$name]:-}"; then
    busy+=("$name")
  fi
done
skip_reason=""
if ((${#busy[@]} == 0)); then
  targets=(${fresh[@]+"${fresh[@]}"} ${old_idle[@]+"${old_idle[@]}"})
elif ((${#fresh[@]} > 0)); then
  targets=("${fresh[@]}" ${old_idle[@]+"${old_idle[@]:0:1}"})
  log "jobs run on ${busy[*]}: the NCCL job takes the nodes not yet validated (${fresh[*]})${old_idle[0]:+ and one validated idle node (${old_idle[0]})}"
else
  targets=()
  skip_reason="jobs run on ${busy[*]} and no idle node is left to validate (idle: ${old_idle[*]:-none}, all validated by an earlier run)"
fi
idle=${#targets[@]}
# finish OK [SUMMARY]: the stage's final JSON line, its nodes those of the job
finish() {
  local launcher
  # containerImage: what the job started its containers from (the baked squashfs or the registry's image)
  launcher=$(python3 -c 'import json, sys; print(json.dumps({"launcher": "slurm", "jobId": sys.argv[1], "partition": sys.argv[2], "clusterNodes": int(sys.argv[3]), "containerImage": sys.argv[4]}))' \
    "${job_id:-}" "$SLURM_PARTITION" "${#NODE_NAMES[@]}" "$(cat "$WORK/image" 2>/dev/null || true)")
  python3 -c 'import json, sys; print(json.dumps([{"name": n, "ok": sys.argv[1] == "true"} for n in sys.argv[2:]]))' \
    "$1" ${job_nodes[@]+"${job_nodes[@]}"} >"$WORK/nodes.json"
  nccl_result "$1" "${2:-"{}"}" "$WORK/nodes.json" "${#job_nodes[@]}" "$((${#job_nodes[@]} * SHAPE_GPUS))" "$launcher"
}

job_nodes=()
# skipped WHY: the stage passes without a job (nothing new to validate while users' jobs run)
skipped() {
  warn "NCCL job skipped: $1"
  finish true | python3 -c 'import json, sys; r = json.load(sys.stdin); r["skipped"] = sys.argv[1]; print(json.dumps(r, separators=(",", ":")))' "$1"
}
if [[ -n "$skip_reason" ]]; then
  skipped "$skip_reason"
  exit 0
fi
if ((idle == 0)); then
  nccl_fail cluster NCCL_RUN_FAILED "no idle node in Slurm partition $SLURM_PARTITION (sinfo -p $SLURM_PARTITION)"
  finish false
  exit 1
fi
# Slurm 22.05 prints "MPI plugin types are..." and one plugin type per line; pmix is listed
# only where the Slurm build has it (and srun could load libpmix)
mpi_types=$(srun --mpi=list 2>&1 || true)
if ! grep -qx '[[:space:]]*pmix' <<<"$mpi_types"; then
  nccl_fail cluster NCCL_RUN_FAILED "'srun --mpi=list' does not list pmix: this Slurm cannot start the container's Open MPI (install Slurm built with PMIx and the pmix package)"
  finish false
  exit 1
fi

job_script() {
  local n=0 run
  echo "#!/bin/bash"
  echo "#SBATCH -p $SLURM_PARTITION"
  echo "#SBATCH -N $idle"
  echo "#SBATCH -w $(
    IFS=,
    echo "${targets[*]}"
  )"
  echo "#SBATCH --ntasks-per-node=1"
  echo "#SBATCH --gpus-per-node=$SHAPE_GPUS"
  echo "#SBATCH --exclusive"
  echo "#SBATCH -J oci-gpu-cluster-nccl"
  echo "#SBATCH -o $JOB_DIR/nccl-%j.out"
  # the build, Enroot and srun messages apart from the nccl-tests output (the raw log)
  echo "#SBATCH -e $JOB_DIR/nccl-%j.err"
  echo "set -e"
  # one named container per job, reused by every step on a node; removed when the job ends
  # (Pyxis names it pyxis_<name> in its default container_scope=global, pyxis config.c)
  echo "name=oci-gpu-cluster-nccl-\$SLURM_JOB_ID"
  echo "trap 'srun --ntasks-per-node=1 bash -c \"enroot remove -f pyxis_\$name >/dev/null 2>&1 || true\"' EXIT"
  # one srun task per node: all of them find the baked squashfs, or the job pulls the image
  echo "image='$PYXIS_IMAGE'"
  echo "if srun --ntasks-per-node=1 test -r '$BAKED_IMAGE' 2>/dev/null; then image='$BAKED_IMAGE'; fi"
  echo "echo \"oci-gpu-cluster image: \$image\" >'$JOB_DIR/nccl-'\"\$SLURM_JOB_ID\".image"
  echo "container=(--container-image=\"\$image\" --container-name=\"\$name\" --container-mounts='$HOME:$HOME')"
  # which network NCCL uses, in every rank's log (as node/nccl-run.sh passes to mpirun); NCCL_ENV may override
  echo "export NCCL_DEBUG=INFO NCCL_DEBUG_SUBSYS=INIT,NET"
  for kv in $NCCL_ENV; do echo "export $kv"; done
  # hello world: PMIx wiring and the container (GPU hook included) on every node, one line per task
  echo "srun --mpi=pmix \"\${container[@]}\" bash -c 'echo \"oci-gpu-cluster hello: rank \${PMIX_RANK:-none} of \${SLURM_NTASKS:-?} on \$(hostname)\"' >'$JOB_DIR/nccl-'\"\$SLURM_JOB_ID\".hello"
  echo "if [ ! -x '$BUILD_DIR/build/all_reduce_perf' ]; then"
  echo "  srun -N 1 -n 1 \"\${container[@]}\" bash -c \"rm -rf '$BUILD_DIR' && git clone -q '$NCCL_TESTS_REPO' '$BUILD_DIR' && git -C '$BUILD_DIR' checkout -q '$NCCL_TESTS_REF' && make -C '$BUILD_DIR' MPI=1 MPI_HOME=/usr/local/mpi CUDA_HOME=/usr/local/cuda NCCL_HOME=/usr/lib/x86_64-linux-gnu >&2\""
  echo "fi"
  for run in "$NCCL_MIN_BYTES:$NCCL_MAX_BYTES" ${NCCL_EXTRA_SIZES//,/ }; do
    n=$((n + 1))
    [[ "$run" == *:* ]] || run="$run:$run"
    echo "echo '# oci-gpu-cluster run $n: all_reduce_perf -b ${run%%:*} -e ${run#*:} -f 2 -t 1 -g $SHAPE_GPUS'"
    echo "srun --mpi=pmix \"\${container[@]}\" '$BUILD_DIR/build/all_reduce_perf' -b ${run%%:*} -e ${run#*:} -f 2 -t 1 -g $SHAPE_GPUS"
  done
}

mkdir -p "$JOB_DIR"
job_script >"$WORK/nccl-job.sh"
log "submitting the NCCL job to $idle idle node(s) of $SLURM_PARTITION: ${targets[*]} (image $PYXIS_IMAGE)"
# job_field NAME: a field of the job's record ("JobState", "ExitCode", "Reason")
job_field() { scontrol -o show job "$job_id" 2>/dev/null | tr ' ' '\n' | sed -n "s/^$1=//p" | head -n 1; }
job_started() { [[ "$(job_field JobState)" != PENDING ]]; }
job_ended() { [[ "$(job_field JobState)" =~ ^(COMPLETED|FAILED|CANCELLED|TIMEOUT|NODE_FAIL|OUT_OF_MEMORY|PREEMPTED|BOOT_FAIL|DEADLINE)?$ ]]; }
rc=0
job_id=$(cd "$JOB_DIR" && timeout 60 sbatch --parsable "$WORK/nccl-job.sh" 2>"$WORK/sbatch.err") || rc=$?
job_id=${job_id%%;*}
if [[ -n "$job_id" ]] && ! wait_until cluster "Slurm job $job_id to start on ${targets[*]}" "$START_SECONDS" 2 job_started; then
  why=$(job_field Reason)
  scancel "$job_id" 2>/dev/null || true
  if ((${#busy[@]} > 0)); then
    skipped "Slurm job $job_id still pending after ${START_SECONDS}s (reason: ${why:-?}) while jobs run on ${busy[*]}; cancelled"
    exit 0
  fi
  rc=1
  printf 'Slurm job %s pending for %ss (reason: %s); cancelled\n' "$job_id" "$START_SECONDS" "${why:-?}" >"$WORK/sbatch.err"
elif [[ -n "$job_id" ]]; then
  if wait_until cluster "Slurm job $job_id to end" "$(stage_remaining)" 2 job_ended; then
    [[ "$(job_field JobState)" == COMPLETED ]] || rc=1
    printf 'JobState=%s ExitCode=%s\n' "$(job_field JobState)" "$(job_field ExitCode)" >"$WORK/sbatch.err"
  else
    rc=124
  fi
fi
if [[ -n "$job_id" ]]; then
  read -r -a job_nodes < <(scontrol show hostnames "$(scontrol show job "$job_id" 2>/dev/null | sed -n 's/^ *NodeList=//p' | head -n 1)" 2>/dev/null | paste -sd' ') || true
  if ((rc == 124 || rc == 137)); then
    scancel "$job_id" 2>/dev/null || true
  fi
fi
: >"$WORK/nccl.log"
if [[ -n "$job_id" && -f "$JOB_DIR/nccl-$job_id.out" ]]; then
  cp "$JOB_DIR/nccl-$job_id.out" "$WORK/nccl.log"
  cp "$JOB_DIR/nccl-$job_id.err" "$WORK/nccl.err" 2>/dev/null || true
  cp "$JOB_DIR/nccl-$job_id.hello" "$WORK/hello" 2>/dev/null || true
  sed -n 's/^oci-gpu-cluster image: //p' "$JOB_DIR/nccl-$job_id.image" 2>/dev/null >"$WORK/image" || true
  # written by this stage's job; the log goes to stdout, the messages to stderr below
  rm -f "$JOB_DIR/nccl-$job_id.out" "$JOB_DIR/nccl-$job_id.err" "$JOB_DIR/nccl-$job_id.hello" "$JOB_DIR/nccl-$job_id.image"
fi
cat "$WORK/nccl.log"
summary=$(python3 "$BOOTSTRAP_DIR/lib/nccl_log_summary.py" "$WORK/nccl.log")

if ((rc != 0)) && [[ -s "$WORK/nccl.err" ]]; then
  log "--- last lines of Slurm job $job_id's stderr ---"
  grep -v '^\[INFO\]' "$WORK/nccl.err" | tail -n 15 >&2 || true
fi
case $rc in
  0) ;;
  124 | 137) nccl_fail cluster TIMEOUT "Slurm job ${job_id:-?} did not finish within the stage's bound (${STAGE_TIMEOUT_SECONDS}s); cancelled" ;;
  *) nccl_fail cluster NCCL_RUN_FAILED "Slurm job ${job_id:-?} on ${job_nodes[*]:-no nodes} ended with exit status $rc: $(_last_line "$WORK/sbatch.err")" ;;
esac
if [[ -s "$WORK/hello" ]]; then
  # the hello-world step: one line per node (rank 0..N-1 under PMIx), each from its own host
  read -r hello_lines hello_ranks hello_hosts < <(awk '/^oci-gpu-cluster hello: rank [0-9]+ of /{n++; r[$4]=1; h[$NF]=1} END {print n + 0, length(r), length(h)}' "$WORK/hello")
  if ((hello_lines != ${#job_nodes[@]} || hello_ranks != ${#job_nodes[@]} || hello_hosts != ${#job_nodes[@]})); then
    nccl_fail cluster NCCL_RANKS_MISSING "the hello-world step (srun --mpi=pmix in the container) printed $hello_lines line(s) with $hello_ranks distinct PMIx rank(s) from $hello_hosts host(s), expected ${#job_nodes[@]} of each (${job_nodes[*]:-no nodes}): $(_last_line "$WORK/hello")"
  fi
fi
nccl_verdict "$WORK/nccl.log" "$summary" "all_reduce_perf in Slurm job ${job_id:-?}" ${job_nodes[@]+"${job_nodes[@]}"}
if ((FAILURE_COUNT == 0)); then
  # these nodes passed: a later run while jobs run need not take them again
  mkdir -p "${NCCL_VALIDATED%/*}"
  for i in "${!NODE_NAMES[@]}"; do
    key="${NODE_NAMES[$i]}=${NODE_IPS[$i]}"
    if [[ " ${job_nodes[*]} " == *" ${NODE_NAMES[$i]} "* || -n "${VALIDATED[$key]:-}" ]]; then
      printf '%s=%s\n' "${NODE_NAMES[$i]}" "${NODE_IPS[$i]}"
    fi
  done >"$NCCL_VALIDATED.new" && mv "$NCCL_VALIDATED.new" "$NCCL_VALIDATED"
  finish true "$summary"
else
  finish false "$summary"
  exit 1
fi
