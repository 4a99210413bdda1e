#!/usr/bin/env bash
# Produces a readiness stage's stdout with the scripts' own helpers (node_result on the node
# side, collect_records + emit_result on the bastion side), without ssh or any real check:
# node A ready, node B one GPU short, node C never answered (the record fanout synthesises).
# Usage: readiness-harness.sh BOOTSTRAP_DIR WORK_DIR
set -euo pipefail
bootstrap=$1
out=$2/ready
mkdir -p "$out"

node() {
  local name=$1 ip=$2 body=$3
  NODE_NAME=$name NODE_IP=$ip bash -c "source \"\$0/lib/node-lib.sh\"; $body; node_result" "$bootstrap" \
    >"$out/$name.out" 2>"$out/$name.err" || true
  tail -n 1 "$out/$name.out" >"$out/$name.json"
}
node inst-aaaaa-gpu 10.0.4.10 'node_set_str checks.cloudInit done; node_set checks.gpus 8'
node inst-bbbbb-gpu 10.0.4.11 'node_set_str checks.cloudInit done; node_set checks.gpus 7; node_fail GPU_MISSING "7 of 8 GPUs"'

export NODES="inst-aaaaa-gpu=10.0.4.10 inst-bbbbb-gpu=10.0.4.11 inst-ccccc-gpu=10.0.4.12"
# shellcheck source=/dev/null
source "$bootstrap/lib/common.sh"
parse_nodes
synth_fail "$out/inst-ccccc-gpu" inst-ccccc-gpu 10.0.4.12 TIMEOUT "no result from inst-ccccc-gpu (10.0.4.12) within 1770s (+30s grace)"
failed=$(collect_records "$out" ready)
echo "progress line that is not the result"
emit_result readiness false "$out/records.json"
echo "failed nodes: $failed" >&2
