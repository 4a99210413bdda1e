#!/usr/bin/env bash
# Stage 4, first node only (streamed after lib/node-lib.sh by nccl-test.sh): build
# nccl-tests inside the running NGC container (or reuse the build already in the shared
# home), then run all_reduce_perf with mpirun from inside that container, one rank per GPU
# on every node. The raw logs go to stdout, each run after a "# oci-gpu-cluster run" line.
# Parameters: CONTAINER_NAME, NCCL_TESTS_REPO, NCCL_TESTS_REF, MPI_HOSTS ("ip:gpus,..."),
# RANKS, NODE_COUNT, NCCL_ENV ("K=V K=V"), RUNS ("min:max min:max" sizes, e.g. 1G:16G).
set -euo pipefail

: "${CONTAINER_NAME:?}" "${NCCL_TESTS_REPO:?}" "${NCCL_TESTS_REF:?}" "${MPI_HOSTS:?}"
: "${RANKS:?}" "${NODE_COUNT:?}" "${RUNS:?}"
NCCL_ENV="${NCCL_ENV:-}"
PATH="$PATH:/usr/local/sbin:/usr/local/bin"
# /root in the container is the login user's (shared) home
BUILD_DIR="/root/.oci-gpu-cluster/nccl-tests-$NCCL_TESTS_REF"

rsudo() { sudo -n env "PATH=$PATH" "$@"; }
in_container() { rsudo nerdctl exec "$CONTAINER_NAME" "$@"; }

# nccl-tests' own build (its README): clone, then make with the container's MPI, CUDA and NCCL.
build() {
  # shellcheck disable=SC2016 # expanded by the shell inside the container
  in_container bash -c '
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

mpirun_args() {
  local kv
  MPI_ARGS=(mpirun --allow-run-as-root -np "$RANKS")
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
if ! node_retry "nccl-tests build ($NCCL_TESTS_REF)" 2 30 build; then
  node_fail NCCL_BUILD_FAILED "building nccl-tests $NCCL_TESTS_REF in $CONTAINER_NAME failed"
  node_result || true
  exit 1
fi

mpirun_args
runs_json="["
n=0
for run in $RUNS; do
  min=${run%%:*}
  max=${run#*:}
  n=$((n + 1))
  echo "# oci-gpu-cluster run $n: all_reduce_perf -b $min -e $max -f 2 -t 1 -g 1 ($RANKS ranks on $NODE_COUNT node(s))"
  left=$(node_left)
  if ((left < 10)); then
    node_fail NCCL_RUN_FAILED "no time left for run $n (-b $min -e $max) within the bound of ${DEADLINE_SECONDS}s"
    break
  fi
  rc=0
  timeout --kill-after=10 "$left" sudo -n env "PATH=$PATH" nerdctl exec "$CONTAINER_NAME" \
    "${MPI_ARGS[@]}" "$BUILD_DIR/build/all_reduce_perf" -b "$min" -e "$max" -f 2 -t 1 -g 1 2>&1 || rc=$?
  runs_json+="$( ((n > 1)) && echo ,){\"min\":$(json_string "$min"),\"max\":$(json_string "$max"),\"exit\":$rc}"
  if ((rc != 0)); then
    node_fail NCCL_RUN_FAILED "all_reduce_perf -b $min -e $max exited $rc$( ((rc == 124)) && echo " (stopped at the bound of ${DEADLINE_SECONDS}s)")"
  fi
done
node_set runs "$runs_json]"
node_result
