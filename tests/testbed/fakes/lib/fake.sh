#!/usr/bin/env bash
# Sourced by every fake: the host's fault settings, call log and persistent state.
# /run/ocitb/faults.env (KEY=value, written by the test) is read on every call, so a test
# can change a fault while the bed runs. /var/lib/ocitb is the host's state (overlay upper,
# hashed by the idempotency tests); /run/ocitb holds what is not state (log, counters).
set -euo pipefail

OCITB_RUN=/run/ocitb
OCITB_STATE=/var/lib/ocitb
FAKE_NAME=$(basename "$0")

fault() { sed -n "s/^$1=//p" "$OCITB_RUN/faults.env" 2>/dev/null | tail -n 1; }

# counter_next NAME: 1 on the first call, 2 on the second ... (per host, across runs)
counter_next() {
  local f="$OCITB_RUN/counters/$1" n
  n=$(($(cat "$f" 2>/dev/null || echo 0) + 1))
  echo "$n" >"$f" 2>/dev/null || true
  echo "$n"
}

# listed VALUE CSV: is VALUE one of the comma-separated items?
listed() { [[ ",$2," == *",$1,"* ]]; }

fake_prologue() {
  printf '%s %s %s\n' "$(date -u +%H:%M:%S.%N | cut -c1-12)" "$FAKE_NAME" "$*" >>"$OCITB_RUN/calls.log" 2>/dev/null || true
  local d item
  # HANG=cmd,cmd: the command never returns (a hung driver, a stuck mount ...).
  if listed "$FAKE_NAME" "$(fault HANG)"; then exec sleep 3600; fi
  # DELAY=cmd:seconds,...: the command answers late.
  for item in $(fault DELAY | tr ',' ' '); do
    if [[ ${item%%:*} == "$FAKE_NAME" ]]; then d=${item#*:}; sleep "$d"; fi
  done
}

need_root() {
  if [[ $(id -u) != 0 ]]; then
    echo "$FAKE_NAME: $1" >&2
    exit "${2:-1}"
  fi
}
