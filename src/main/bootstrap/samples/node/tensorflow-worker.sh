#!/usr/bin/env bash
# Stage 5, every node (streamed after lib/node-lib.sh by tensorflow-sample.sh): one
# MultiWorkerMirroredStrategy worker of Oracle's GPU cluster tutorial's MNIST sample in the TensorFlow NGC
# container. TF_STEP=pull pulls the image; TF_STEP=train writes the program (sent base64
# in MNIST_PROGRAM_B64) and trains with TF_CONFIG naming every worker and this one's index.
# Parameters: TF_STEP, TENSORFLOW_IMAGE, TF_WORKERS ("ip:port,ip:port"), MNIST_PROGRAM_B64.
set -euo pipefail

: "${TF_STEP:?}" "${TENSORFLOW_IMAGE:?}"
ATTEMPTS=3
PATH="$PATH:/usr/local/sbin:/usr/local/bin"
WORK_DIR=/var/tmp/oci-gpu-cluster-tensorflow

rsudo() { sudo -n env "PATH=$PATH" "$@"; }

pull() {
  if ! node_retry "nerdctl pull $TENSORFLOW_IMAGE" "$ATTEMPTS" 20 rsudo nerdctl pull -q "$TENSORFLOW_IMAGE" >&2; then
    node_fail TENSORFLOW_FAILED "could not pull $TENSORFLOW_IMAGE after $ATTEMPTS attempts"
  fi
}

# last_metric NAME FILE: the last "NAME: value" Keras printed (Keras 2 and 3 layouts).
last_metric() {
  tr '\r' '\n' <"$2" | tr -d '\b' | grep -o "$1: [0-9.]*" | tail -n 1 | awk '{print $2}' || true
}

train() {
  local tf_config log="$WORK_DIR/worker-$NODE_INDEX.log" rc=0 result loss accuracy
  : "${TF_WORKERS:?}" "${MNIST_PROGRAM_B64:?}"
  mkdir -p "$WORK_DIR"
  base64 -d <<<"$MNIST_PROGRAM_B64" >"$WORK_DIR/mnist_multiworker.py"
  tf_config=$(python3 -c 'import json, sys
print(json.dumps({"cluster": {"worker": sys.argv[1].split(",")}, "task": {"type": "worker", "index": int(sys.argv[2])}}))' \
    "$TF_WORKERS" "$NODE_INDEX")
  node_set index "$NODE_INDEX"
  nlog "training as worker $NODE_INDEX of $TF_WORKERS (bound $(node_left)s)"
  # the RDMA devices as for the NCCL container (nccl-container.sh): NCCL under TensorFlow's
  # collectives otherwise falls back to TCP sockets
  timeout --kill-after=10 "$(node_left)" sudo -n env "PATH=$PATH" nerdctl run --rm --gpus all \
    --network=host --ipc=host --device /dev/infiniband --cap-add IPC_LOCK \
    --ulimit memlock=-1 --ulimit stack=67108864 --shm-size=1g \
    -v "$WORK_DIR:/work" -e "TF_CONFIG=$tf_config" "$TENSORFLOW_IMAGE" \
    python /work/mnist_multiworker.py >"$log" 2>&1 || rc=$?
  tail -n 5 "$log" >&2
  result=$(sed -n 's/^OCI_GPU_CLUSTER_RESULT //p' "$log" | tail -n 1)
  loss=$(last_metric loss "$log")
  accuracy=$(last_metric accuracy "$log")
  if [[ -n "$result" ]]; then node_set final "$result"; fi
  node_set loss "${loss:-null}"
  node_set accuracy "${accuracy:-null}"
  if ((rc != 0)) || [[ -z "$result" ]]; then
    node_fail TENSORFLOW_FAILED "MNIST worker $NODE_INDEX exited $rc$( ((rc == 124)) && echo " at the bound") without finishing 3 epochs: $(tail -n 1 "$log")"
  fi
}

case "$TF_STEP" in
  pull) pull ;;
  train) train ;;
  *) node_fail TENSORFLOW_FAILED "unknown TF_STEP '$TF_STEP'" ;;
esac
node_result
