#!/usr/bin/env bash
# Stage 4, every node (streamed after lib/node-lib.sh by nccl-test.sh): pull the NGC
# container and start it the way Oracle's GPU cluster tutorial's NCCL tests page does (host network, host IPC,
# all GPUs, the login user's shared home as /root). With more than one node, start sshd on
# port 22222 inside it so that mpirun on the first node can reach every container.
# Parameters: NCCL_IMAGE, CONTAINER_NAME, NEED_SSHD (true|false).
set -euo pipefail

: "${NCCL_IMAGE:?NCCL_IMAGE is required}"
: "${CONTAINER_NAME:?CONTAINER_NAME is required}"
NEED_SSHD="${NEED_SSHD:-true}"
ATTEMPTS=3
PATH="$PATH:/usr/local/sbin:/usr/local/bin"

rsudo() { sudo -n env "PATH=$PATH" "$@"; }

# running_image: the image of the running container of that name (empty when none).
running_image() {
  rsudo nerdctl inspect --format '{{.State.Running}} {{.Config.Image}}' "$CONTAINER_NAME" 2>/dev/null |
    awk '$1 == "true" {print $2}' || true
}

start_container() {
  if [[ "$(running_image)" == "$NCCL_IMAGE" ]]; then
    nlog "container $CONTAINER_NAME already running $NCCL_IMAGE"
    return 0
  fi
  rsudo nerdctl rm -f "$CONTAINER_NAME" >/dev/null 2>&1 || true
  rsudo nerdctl run -d --name "$CONTAINER_NAME" --gpus all --network=host --ipc=host \
    --ulimit memlock=-1 --ulimit stack=67108864 --shm-size=1g \
    -v "$HOME:/root" -v /sys:/sys:ro "$NCCL_IMAGE" sleep infinity >&2
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

node_set_str image "$NCCL_IMAGE"
if ! node_retry "nerdctl pull $NCCL_IMAGE" "$ATTEMPTS" 20 rsudo nerdctl pull -q "$NCCL_IMAGE" >&2; then
  node_fail NCCL_IMAGE_PULL_FAILED "could not pull $NCCL_IMAGE after $ATTEMPTS attempts"
elif ! start_container; then
  node_fail NCCL_CONTAINER_FAILED "container $CONTAINER_NAME from $NCCL_IMAGE did not start"
elif [[ "$NEED_SSHD" == true ]] && ! node_retry "sshd in $CONTAINER_NAME" "$ATTEMPTS" 15 start_sshd; then
  node_fail NCCL_CONTAINER_FAILED "sshd on port 22222 in $CONTAINER_NAME did not start (needs apt access for openssh-server)"
else
  node_set_str container "$CONTAINER_NAME"
fi
node_result
