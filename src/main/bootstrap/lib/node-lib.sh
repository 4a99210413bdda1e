#!/usr/bin/env bash
# Node-side helpers. `fanout` (common.sh) streams this file ahead of a node script over
# ssh (`bash -s`), so node scripts use these functions without a copy on the node.
# A node script records values with node_set, failures with node_fail, and ends with
# node_result: one JSON object as the last stdout line (the node's record).
set -euo pipefail

: "${NODE_NAME:?NODE_NAME is set by fanout}"
NODE_IP="${NODE_IP:-}"
DEADLINE_SECONDS="${DEADLINE_SECONDS:-600}"
NODE_DEADLINE=$((SECONDS + DEADLINE_SECONDS))
NODE_STATE_DIR=$(mktemp -d "${TMPDIR:-/tmp}/oci-gpu-cluster-node.XXXXXX")
trap 'rm -rf "$NODE_STATE_DIR"' EXIT
: >"$NODE_STATE_DIR/fields"
: >"$NODE_STATE_DIR/failures"

nlog() { printf '%s %s: %s\n' "$(date -u +%H:%M:%SZ)" "$NODE_NAME" "$*" >&2; }

node_left() { echo $((NODE_DEADLINE - SECONDS)); }

# node_fail CODE DETAIL: record a failed check (reported by the stage as a FAIL line).
node_fail() {
  local code=$1
  shift
  printf '%s\t%s\n' "$code" "$*" >>"$NODE_STATE_DIR/failures"
  nlog "check failed: $code $*"
}

node_failed() { [[ -s "$NODE_STATE_DIR/failures" ]]; }

# node_set [SECTION.]KEY JSON_VALUE / node_set_str [SECTION.]KEY STRING
node_set() { printf '%s\t%s\n' "$1" "$2" >>"$NODE_STATE_DIR/fields"; }
node_set_str() { node_set "$1" "$(json_string "$2")"; }

# node_reset: forget the previous evaluation (polling loops evaluate everything again).
node_reset() {
  : >"$NODE_STATE_DIR/fields"
  : >"$NODE_STATE_DIR/failures"
}

json_string() {
  local s=$1
  s=${s//\\/\\\\}
  s=${s//\"/\\\"}
  s=${s//$'\n'/\\n}
  s=${s//$'\t'/\\t}
  s=${s//$'\r'/}
  printf '"%s"' "$s"
}

# node_wait WHAT INTERVAL CMD...: poll CMD until it succeeds or the node's deadline passes.
node_wait() {
  local what=$1 interval=$2
  shift 2
  local started=$SECONDS last_note=$SECONDS
  # the stage's progress lines (common.sh) read these two notes from the node's stderr
  nlog "waiting for $what (bound ${DEADLINE_SECONDS}s)"
  while true; do
    if "$@"; then
      nlog "finished waiting for $what after $((SECONDS - started))s"
      return 0
    fi
    if (($(node_left) <= 0)); then
      nlog "gave up waiting for $what after $((SECONDS - started))s (bound ${DEADLINE_SECONDS}s)"
      return 1
    fi
    if ((SECONDS - last_note >= 60)); then
      nlog "still waiting for $what ($((SECONDS - started))s, bound ${DEADLINE_SECONDS}s)"
      last_note=$SECONDS
    fi
    sleep "$(_min "${RETRY_DELAY_SECONDS:-$interval}" "$(node_left)")"
  done
}

# node_retry WHAT ATTEMPTS DELAY CMD...: transient failures (package mirrors, registries).
node_retry() {
  local what=$1 attempts=$2 delay=$3
  shift 3
  local i
  for ((i = 1; i <= attempts; i++)); do
    if "$@"; then return 0; fi
    nlog "$what failed (attempt $i of $attempts)"
    if ((i < attempts)); then sleep "${RETRY_DELAY_SECONDS:-$delay}"; fi
  done
  return 1
}

_min() { if (($1 < $2)); then echo "$1"; elif (($2 > 0)); then echo "$2"; else echo 1; fi; }

# node_result: print the record as the last stdout line; status 1 when a check failed.
node_result() {
  python3 - "$NODE_NAME" "$NODE_IP" "$NODE_STATE_DIR/fields" "$NODE_STATE_DIR/failures" <<'PY'
import json, sys
name, ip, fields_file, failures_file = sys.argv[1:]
record = {"name": name, "ip": ip}
for line in open(fields_file, errors="replace").read().splitlines():
    key, _, raw = line.partition("\t")
    try:
        value = json.loads(raw)
    except ValueError:
        value = raw
    target = record
    if "." in key:
        section, key = key.split(".", 1)
        target = record.setdefault(section, {})
    target[key] = value
failed = []
for line in open(failures_file, errors="replace").read().splitlines():
    code, _, detail = line.partition("\t")
    failed.append({"code": code, "detail": detail})
record["ok"] = not failed
record["failed"] = failed
print(json.dumps(record, separators=(",", ":")))
PY
  ! node_failed
}

# node_nvidia_repo FN V PKG: NVIDIA's repo file unless PKG-V is offered
node_nvidia_repo() {
  local f=nvidia-container-toolkit.repo
  sudo -n dnf -q list --showduplicates "$3" 2>/dev/null | grep -qF "$2" && return 0
  node_retry "get $f" 3 9 curl -fsSL -o "$NODE_STATE_DIR/$f" "https://nvidia.github.io/libnvidia-container/stable/rpm/$f" &&
    sudo -n install -m 644 "$NODE_STATE_DIR/$f" /etc/yum.repos.d && "$1" $f
}
