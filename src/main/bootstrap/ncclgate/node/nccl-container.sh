#!/usr/bin/env bash
# Stage 4, every node (streamed after lib/node-lib.sh by nccl-test.sh): pull the NGC
# container and start it the way Oracle's GPU cluster tutorial's NCCL tests page does (host network, host IPC,
# all GPUs, the login user's shared home as /root). With more than one node, start sshd on
# port 22222 inside it so that mpirun on the first node can reach every container.
# The RDMA devices go in too (--device /dev/infiniband, IPC_LOCK, unlimited memlock): without
# their uverbs nodes rdma-core inside sees no device and NCCL silently falls back to TCP
# sockets. Oracle's containerised references pass them the same way (oci-hpc's OKE
# nccl-tests manifests: hostPath /dev/infiniband, IPC_LOCK; the H100 NCCL tutorial runs
# --privileged).
# NCCL_STEP=start (default) starts it; NCCL_STEP=stop-runs kills what a run left in it
# (mpirun, orted, all_reduce_perf) so that no process keeps holding the GPUs after a timeout.
# Parameters: NCCL_IMAGE, CONTAINER_NAME, NEED_SSHD (true|false), NCCL_STEP,
# PULL_BOUND_SECONDS (the pull's share of the node's bound).
set -euo pipefail

: "${NCCL_IMAGE:?NCCL_IMAGE is required}"
: "${CONTAINER_NAME:?CONTAINER_NAME is required}"
NEED_SSHD="${NEED_SSHD:-true}"
NCCL_STEP="${NCCL_STEP:-start}"
ATTEMPTS=3
PATH="$PATH:/usr/local/sbin:/usr/local/bin"

rsudo() { sudo -n env "PATH=$PATH" "$@"; }

RUN_ARGS=(--gpus all --network=host --ipc=host --device /dev/infiniband --cap-add IPC_LOCK
  --ulimit memlock=-1 --ulimit stack=67108864 --shm-size=1g -v "$HOME:/root" -v /sys:/sys:ro)
# The label records how the container was started: a container of an older run (other
# image or other arguments, e.g. without the RDMA devices) is replaced, not reused.
RUN_LABEL="oci-gpu-cluster.run=$(printf '%s ' "$NCCL_IMAGE" "${RUN_ARGS[@]}" | sha256sum | cut -c1-16)"

# running_config: "<image> <label>" of the running container of that name (empty when
# none). nerdctl's inspect has the image as .Image (dockercompat.Container); .Config has no Image.
running_config() {
  rsudo nerdctl inspect --format '{{.State.Running}} {{.Image}} {{index .Config.Labels "oci-gpu-cluster.run"}}' \
    "$CONTAINER_NAME" 2>/dev/null | awk '$1 == "true" {print $2, "oci-gpu-cluster.run=" $3}' || true
}

start_container() {
  if [[ "$(running_config)" == "$NCCL_IMAGE $RUN_LABEL" ]]; then
    nlog "container $CONTAINER_NAME already running $NCCL_IMAGE"
    return 0
  fi
  rsudo nerdctl rm -f "$CONTAINER_NAME" >/dev/null 2>&1 || true
  rsudo nerdctl run -d --name "$CONTAINER_NAME" --label "$RUN_LABEL" "${RUN_ARGS[@]}" \
    "$NCCL_IMAGE" sleep infinity >&2
}

# The image has no sshd (the tutorial: apt install openssh-server, sshd -p 22222). StrictModes=no:
# /root is the login user's home, owned by that user, not by root.
start_sshd() {
  rsudo nerdctl exec "$CONTAINER_NAME" bash -c '
    set -e
    if ! command -v sshd >/dev/null && [ ! -x /usr/sbin/sshd ]; then
      apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q openssh-server
    fi
    mkdir -p /run/sshd
    ssh-keygen -A >/dev/null
    # Anchored: this bash itself has "sshd -p 22222" in its command line, so a bare
    # pattern would always match it and sshd would never start.
    pgrep -f "^/usr/sbin/sshd -p 22222" >/dev/null || /usr/sbin/sshd -p 22222 -o StrictModes=no
  ' >&2
}

# stop_runs: kill, from the host, what an interrupted run left: the ranks (all_reduce_perf
# from our build directory) and the mpirun that started them (its command line holds the same
# path); orted ends with its ssh connection. A container's processes are host processes, so
# this needs no tool inside the image. "[/]" keeps the pattern from matching pkill itself.
RUN_PATTERN='[/]root/[.]oci-gpu-cluster/nccl-tests-[^ ]*/build/all_reduce_perf'
stop_runs() {
  local waited=0
  rsudo pkill -KILL -f "$RUN_PATTERN" >/dev/null 2>&1 || true
  while rsudo pgrep -f "$RUN_PATTERN" >/dev/null 2>&1; do
    if ((waited >= 10)); then
      node_fail NCCL_RUN_FAILED "processes of the interrupted NCCL run still hold the GPUs after 10 s: $(rsudo pgrep -af "$RUN_PATTERN" | head -n 3 | tr '\n' ';')"
      return 0
    fi
    sleep 1
    waited=$((waited + 1))
  done
  nlog "no NCCL run left in $CONTAINER_NAME"
}

if [[ "$NCCL_STEP" == stop-runs ]]; then
  stop_runs
  node_result
  exit 0
fi

# The pull's share of the node's bound (a slow registry must not leave no time for sshd).
pull_bound=$(_min "${PULL_BOUND_SECONDS:-$(node_left)}" "$(node_left)")
node_set_str image "$NCCL_IMAGE"
if ! node_retry "nerdctl pull $NCCL_IMAGE" "$ATTEMPTS" 20 timeout "$pull_bound" sudo -n env "PATH=$PATH" nerdctl pull -q "$NCCL_IMAGE" >&2; then
  node_fail NCCL_IMAGE_PULL_FAILED "could not pull $NCCL_IMAGE after $ATTEMPTS attempts (pull bound ${pull_bound}s)"
elif ! start_container; then
  node_fail NCCL_CONTAINER_FAILED "container $CONTAINER_NAME from $NCCL_IMAGE did not start"
elif [[ "$NEED_SSHD" == true ]] && ! node_retry "sshd in $CONTAINER_NAME" "$ATTEMPTS" 15 start_sshd; then
  node_fail NCCL_CONTAINER_FAILED "sshd on port 22222 in $CONTAINER_NAME did not start (needs apt access for openssh-server)"
else
  node_set_str container "$CONTAINER_NAME"
fi
node_result
