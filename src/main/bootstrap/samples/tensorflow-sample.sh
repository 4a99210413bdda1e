#!/usr/bin/env bash
# Stage 5 (optional), on the bastion: the multi-worker MNIST sample of Oracle's GPU cluster tutorial §6
# (Oracle's on-demand GPU cluster tutorial §4) with one TensorFlow worker per node, all in parallel: first every node
# pulls the image, then all workers start together (MultiWorkerMirroredStrategy waits
# for every worker listed in TF_CONFIG). Workers are named by IP, port 12345 each.
# Parameters: NODES, NODE_USER, NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS.
# Output: FAIL lines on stderr; last stdout line {"stage":"tensorflow",...,"loss":..,"accuracy":..}.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

parse_nodes
require_uint NODE_TIMEOUT_SECONDS
require_uint STAGE_TIMEOUT_SECONDS
TF_PORT=12345

WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT

finish() {
  local ok=$1 dir=$2
  local final
  final=$(python3 -c 'import json, sys
records = json.load(open(sys.argv[1]))
chief = next((r for r in records if r.get("index") == 0), records[0] if records else {})
print(json.dumps({"loss": chief.get("loss"), "accuracy": chief.get("accuracy")}))' "$dir/records.json")
  emit_result tensorflow "$ok" "$dir/records.json" \
    image "$(json_str "$TENSORFLOW_IMAGE")" epochs 3 stepsPerEpoch 70 perWorkerBatch 64 \
    workers "${#NODE_NAMES[@]}" \
    loss "$(python3 -c 'import json, sys; print(json.dumps(json.loads(sys.argv[1])["loss"]))' "$final")" \
    accuracy "$(python3 -c 'import json, sys; print(json.dumps(json.loads(sys.argv[1])["accuracy"]))' "$final")"
}

fanout "$WORK/pull" "$BOOTSTRAP_DIR/node/tensorflow-worker.sh" "TF_STEP=pull" "TENSORFLOW_IMAGE=$TENSORFLOW_IMAGE"
failed=$(collect_records "$WORK/pull")
if ((failed > 0)); then
  relay_node_stderr "$WORK/pull"
  finish false "$WORK/pull"
  exit 1
fi

workers=$(for ip in "${NODE_IPS[@]}"; do printf '%s:%s,' "$ip" "$TF_PORT"; done)
fanout "$WORK/train" "$BOOTSTRAP_DIR/node/tensorflow-worker.sh" "TF_STEP=train" \
  "TENSORFLOW_IMAGE=$TENSORFLOW_IMAGE" "TF_WORKERS=${workers%,}" \
  "MNIST_PROGRAM_B64=$(base64 -w 0 "$BOOTSTRAP_DIR/node/mnist_multiworker.py")"
failed=$(collect_records "$WORK/train")
if ((failed > 0)); then
  relay_node_stderr "$WORK/train"
  finish false "$WORK/train"
  exit 1
fi
log "MNIST trained on ${#NODE_NAMES[@]} worker(s)"
finish true "$WORK/train"
