#!/usr/bin/env bash
# Sourced by every fake: the host's fault settings, call log and persistent state.
# /run/ocitb/faults.env (KEY=value, written by the test) is read on every call, so a test
# can change a fault while the bed runs. /var/lib/ocitb is the host's state (overlay upper,
# hashed by the idempotency tests); /run/ocitb holds what is not state (log, counters).
# Builtins only on the common path: the node scripts call the fakes hundreds of times.
set -euo pipefail

OCITB_RUN=/run/ocitb
OCITB_STATE=/var/lib/ocitb
export OCITB_STATE
FAKE_NAME=${0##*/}
declare -A FAULTS=()
if [[ -r $OCITB_RUN/faults.env ]]; then
  while IFS= read -r _line || [[ -n $_line ]]; do
    [[ $_line == *=* ]] && FAULTS[${_line%%=*}]=${_line#*=}
  done <"$OCITB_RUN/faults.env"
fi

fault() { printf '%s' "${FAULTS[$1]:-}"; }

# counter_next NAME: 1 on the first call, 2 on the second ... (per host, across runs).
# Written by rename, never truncated in place: a call running beside another (ib_write_bw's
# listeners start at once) read the empty file mid-write and started again at 1.
counter_next() {
  local f="$OCITB_RUN/counters/$1" n=0
  [[ -r $f ]] && read -r n <"$f"
  n=$((${n:-0} + 1))
  { echo "$n" >"$f.$BASHPID" && mv -f "$f.$BASHPID" "$f"; } 2>/dev/null || true
  echo "$n"
}

# listed VALUE CSV: is VALUE one of the comma-separated items?
listed() { [[ ",$2," == *",$1,"* ]]; }

fake_prologue() {
  printf '%s %s %s\n' "$EPOCHREALTIME" "$FAKE_NAME" "$*" >>"$OCITB_RUN/calls.log" 2>/dev/null || true
  local item
  # HANG=cmd,cmd: the command never returns (a hung driver, a stuck mount ...).
  if listed "$FAKE_NAME" "${FAULTS[HANG]:-}"; then exec sleep 3600; fi
  # DELAY=cmd:seconds,...: the command answers late, every time.
  # DELAY_FIRST=cmd:seconds,...: only its first call on this host answers late.
  for item in ${FAULTS[DELAY]:+${FAULTS[DELAY]//,/ }}; do
    if [[ ${item%%:*} == "$FAKE_NAME" ]]; then sleep "${item#*:}"; fi
  done
  for item in ${FAULTS[DELAY_FIRST]:+${FAULTS[DELAY_FIRST]//,/ }}; do
    if [[ ${item%%:*} == "$FAKE_NAME" && $(counter_next "delay-first-$FAKE_NAME") == 1 ]]; then sleep "${item#*:}"; fi
  done
}

need_root() {
  if ((EUID != 0)); then
    echo "$FAKE_NAME: $1" >&2
    exit "${2:-1}"
  fi
}
