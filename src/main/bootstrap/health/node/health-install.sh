#!/usr/bin/env bash
# Health stage, node side (streamed after lib/node-lib.sh by health.sh): installs the health
# check program (HEALTH_PROGRAM_B64, the file health.sh assembled) at HEALTH_CHECK_PROGRAM,
# root-owned 0755, only when its content differs (a second run changes nothing), then runs it
# once: its record (verdict, what it did in Slurm, run time) is this node's record.
set -euo pipefail
: "${HEALTH_CHECK_PROGRAM:?HEALTH_CHECK_PROGRAM is required}"
: "${HEALTH_PROGRAM_B64:?HEALTH_PROGRAM_B64 is required}"

base64 -d <<<"$HEALTH_PROGRAM_B64" >"$NODE_STATE_DIR/program"
if ! sudo -n cmp -s "$NODE_STATE_DIR/program" "$HEALTH_CHECK_PROGRAM"; then
  sudo -n install -D -m 0755 -o root -g root "$NODE_STATE_DIR/program" "$HEALTH_CHECK_PROGRAM"
  nlog "installed $HEALTH_CHECK_PROGRAM"
fi
out=$(sudo -n env SLURMD_NODENAME="$NODE_NAME" "$HEALTH_CHECK_PROGRAM" 2>"$NODE_STATE_DIR/program.err" | tail -n 1) || true
if [[ "$out" == "{"* ]]; then
  printf '%s\n' "$out"
else
  node_fail NODE_SCRIPT_FAILED "$HEALTH_CHECK_PROGRAM printed no record: $(tail -n 1 "$NODE_STATE_DIR/program.err")"
  node_result || true
fi
