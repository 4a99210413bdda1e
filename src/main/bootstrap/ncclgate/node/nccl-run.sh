#!/usr/bin/env bash
# Stage 4, first node only (streamed after lib/node-lib.sh by nccl-test.sh): build
# nccl-tests inside the running NGC container (or reuse the build already in the shared
# home), then run all_reduce_perf with mpirun from inside that container, one rank per GPU
# on every node. The raw logs go to stdout, each run after a "# oci-gpu-cluster run" line,
# with NCCL's INIT/NET log lines (which network it uses) in them.
# Time: the build gets at most BUILD_SHARE_PERCENT of the node's bound; each run then an
# equal share of what is left, so neither a slow build nor a first run that hangs leaves no
# time for the others.
# Parameters: CONTAINER_NAME, NCCL_IMAGE, NCCL_TESTS_REPO, NCCL_TESTS_REF, MPI_HOSTS
# ("ip:gpus,..."), RANKS, NODE_COUNT, NCCL_ENV ("K=V K=V"), RUNS ("min:max min:max" sizes,
# e.g. 1G:16G), BUILD_SHARE_PERCENT (50).
set -euo pipefail

: "${CONTAINER_NAME:?}" "${NCCL_IMAGE:?}" "${NCCL_TESTS_REPO:?}" "${NCCL_TESTS_REF:?}" "${MPI_HOSTS:?}"
: "${RANKS:?}" "${NODE_COUNT:?}" "${RUNS:?}"
NCCL_ENV="${NCCL_ENV:-}"
BUILD_SHARE_PERCENT="${BUILD_SHARE_PERCENT:-50}"
PATH="$PATH:/usr/local/sbin:/usr/local/bin"
# /root in the container is the login user's (shared) home. The build is keyed by the
# image as well as the ref: another image has another CUDA, NCCL and MPI to link against.
BUILD_DIR="/root/.oci-gpu-cluster/nccl-tests-$NCCL_TESTS_REF-$(printf '%s' "$NCCL_IMAGE" | sha256sum | cut -c1-12)"

rsudo() { sudo -n env "PATH=$PATH" "$@"; }

# nccl-tests' own build (its README): clone, then make with the container's MPI, CUDA and NCCL.
build() {
  # shellcheck disable=SC2016 # expanded by the shell inside the container
  timeout --kill-after=10 "${BUILD_LEFT:-600}" sudo -n env "PATH=$PATH" nerdctl exec "$CONTAINER_NAME" bash -c '
    set -e
    dir=$1 repo=$2 ref=$3
    if [ -x "$dir/build/all_reduce_perf" ]; then echo "using prebuilt $dir"; exit 0; fi
    rm -rf "$dir.tmp" && mkdir -p "$(dirname "$dir")"
    git clone -q "$repo" "$dir.tmp"
    git -C "$dir.tmp" checkout -q "$ref"
    make -C "$dir.tmp" -j "$(nproc)" MPI=1 MPI_HOME=/usr/local/mpi CUDA_HOME=/usr/local/cuda NCCL_HOME=/usr/lib/x86_64-linux-gnu
    rm -rf "$dir" && mv "$dir.tmp" "$dir"
  ' build "$BUILD_DIR" "$NCCL_TESTS_REPO" "$NCCL_TESTS_REF" >&2
}

# Open MPI over eth0 only: the RDMA NICs are NCCL's, and a bridge such as nerdctl0
# (10.4.0.1/24 on every node) must not be picked for MPI's own traffic; no HCOLL, one rank
# per GPU bound to its NUMA node. As Oracle's NCCL run samples do (oci-hpc
# samples/gpu/nccl_run_allreduce_H100.sh: --bind-to numa, --mca coll ^hcoll; UCX_TLS=tcp,
# UCX_NET_DEVICES=eth0, HCOLL_ENABLE_MCAST_ALL=0 come with the shape's NCCL_ENV).
# NCCL_DEBUG=INFO for INIT,NET: the log says which network NCCL uses (IB or Socket).
mpirun_args() {
  local kv
  MPI_ARGS=(mpirun --allow-run-as-root -np "$RANKS" --bind-to numa -mca coll ^hcoll
    -mca btl_tcp_if_include eth0 -mca oob_tcp_if_include eth0
    -x NCCL_DEBUG=INFO -x "NCCL_DEBUG_SUBSYS=INIT,NET")
  if ((NODE_COUNT > 1)); then
    # ssh between the containers: port 22222, no ssh config (it belongs to the login user,
    # ssh as root refuses it), host keys of throwaway containers not recorded.
    MPI_ARGS+=(--prefix /usr/local/mpi -H "$MPI_HOSTS"
      -mca plm_rsh_args "-p 22222 -F /dev/null -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o BatchMode=yes"
      -x PATH -x LD_LIBRARY_PATH)
  fi
  for kv in $NCCL_ENV; do
    MPI_ARGS+=(-x "$kv")
  done
}

node_set_str buildDir "$BUILD_DIR"
build_bound=$(($(node_left) * BUILD_SHARE_PERCENT / 100))
((build_bound > 0)) || build_bound=1
build_until=$((SECONDS + build_bound))
build_bounded() {
  local left=$((build_until - SECONDS))
  ((left > 0)) || return 1
  BUILD_LEFT=$left build
}
if ! node_retry "nccl-tests build ($NCCL_TESTS_REF)" 2 30 build_bounded; then
  node_fail NCCL_BUILD_FAILED "building nccl-tests $NCCL_TESTS_REF in $CONTAINER_NAME failed (build bound ${build_bound}s)"
  node_result || true
  exit 1
fi

mpirun_args
runs_json="["
n=0
read -r -a run_list <<<"$RUNS"
for run in "${run_list[@]}"; do
  min=${run%%:*}
  max=${run#*:}
  n=$((n + 1))
  echo "# oci-gpu-cluster run $n: all_reduce_perf -b $min -e $max -f 2 -t 1 -g 1 ($RANKS ranks on $NODE_COUNT node(s))"
  left=$(node_left)
  if ((left < 10)); then
    node_fail NCCL_RUN_FAILED "no time left for run $n (-b $min -e $max) within the bound of ${DEADLINE_SECONDS}s"
    break
  fi
  share=$(((left - 5) / (${#run_list[@]} - n + 1)))
  ((share >= 5)) || share=5
  rc=0
  timeout --kill-after=5 "$share" sudo -n env "PATH=$PATH" nerdctl exec "$CONTAINER_NAME" \
    "${MPI_ARGS[@]}" "$BUILD_DIR/build/all_reduce_perf" -b "$min" -e "$max" -f 2 -t 1 -g 1 2>&1 || rc=$?
  runs_json+="$( ((n > 1)) && echo ,){\"min\":$(json_string "$min"),\"max\":$(json_string "$max"),\"exit\":$rc}"
  if ((rc == 124 || rc == 137)); then
    # a hung collective: the next run would only queue behind it on the GPUs
    node_fail NCCL_RUN_FAILED "all_reduce_perf -b $min -e $max was stopped at its share ${share}s of the bound (hung)"
    break
  elif ((rc != 0)); then
    node_fail NCCL_RUN_FAILED "all_reduce_perf -b $min -e $max exited $rc"
  fi
done
node_set runs "$runs_json]"
node_result
