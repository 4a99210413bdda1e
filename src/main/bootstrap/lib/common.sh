#!/usr/bin/env bash
# Sourced by every stage script (run on the bastion as the login user).
# Provides: logging to stderr, `fail`, bounded waits/retries, NODES parsing, `fanout`
# (one background ssh per node, each bounded) and the JSON helpers (python3; jq is not
# guaranteed on Oracle Linux 9).
set -euo pipefail

BOOTSTRAP_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=SCRIPTDIR/../versions.env
source "$BOOTSTRAP_DIR/versions.env"
# shellcheck source=SCRIPTDIR/managed-block.sh
source "$BOOTSTRAP_DIR/lib/managed-block.sh"

# Every stage gets these from Java (its feature's StageSpec), so none has a default here: a copy would drift.
: "${NODE_USER:?NODE_USER is required (the login user on the nodes, e.g. opc)}"
: "${STAGE_TIMEOUT_SECONDS:?STAGE_TIMEOUT_SECONDS is required (the bound of the whole stage, seconds)}"
# Extra seconds the ssh of a node gets beyond its own bound, so that a node script that
# stops waiting at its deadline can still report which check was not met.
NODE_REPORT_GRACE_SECONDS="${NODE_REPORT_GRACE_SECONDS:-30}"
# Optional: one delay (seconds) for every retry and poll instead of each call's own (15 s,
# 20 s...). Unset in production; small in the test bed. Forwarded to the nodes by fanout.
RETRY_DELAY_SECONDS="${RETRY_DELAY_SECONDS:-}"
# While fanout waits for its nodes, a progress line every PROGRESS_SECONDS (60 in
# production, so a streamed `pulumi up` log never stays silent for long; small in tests).
PROGRESS_SECONDS="${PROGRESS_SECONDS:-60}"
STAGE_STARTED_AT=$SECONDS
FAILURE_COUNT=0

log() { printf '%s %s\n' "$(date -u +%H:%M:%SZ)" "$*" >&2; }
warn() { log "WARN $*"; }

# fail NODE CODE DETAIL: one failure line per failing node and check (the contract's format).
fail() {
  local node=$1 code=$2
  shift 2
  printf 'FAIL %s %s %s\n' "$node" "$code" "$*" >&2
  FAILURE_COUNT=$((FAILURE_COUNT + 1))
}

# bad_input MESSAGE: a parameter is wrong; exit 2 with one clear line.
bad_input() {
  printf 'ERROR %s\n' "$*" >&2
  exit 2
}

# slurm_reason, slurm_reason_is_ours: lib/slurm-reason.sh (the node health check uses them too)
# shellcheck source=SCRIPTDIR/slurm-reason.sh
source "$BOOTSTRAP_DIR/lib/slurm-reason.sh"
# slurm_busy_state STATE: sinfo's %T of a node running jobs (allocated, mixed, completing, or
# draining = drained while its jobs finish; a trailing flag such as '*' or '~' counts the same)
slurm_busy_state() { [[ "$1" =~ ^(allocated|mixed|completing|draining) ]]; }
# slurm_node_states: "NAME STATE" of every node slurmctld knows (all partitions); nothing when
# Slurm is not installed or slurmctld does not answer here (day one: every node is new)
slurm_node_states() {
  command -v sinfo >/dev/null 2>&1 || return 0
  timeout 30 sinfo -h -N -o '%N %T' 2>/dev/null | sort -u || true
}

# require_users_expected: USERS_EXPECTED (users.accounts' NAME:UID words, empty without accounts)
# as the readiness gate checks them on each node
require_users_expected() {
  : "${USERS_EXPECTED?USERS_EXPECTED is required (NAME:UID words; empty without users.accounts)}"
  [[ "$USERS_EXPECTED" =~ ^([a-z_][a-z0-9_-]*:[0-9]+( |$))*$ ]] ||
    bad_input "USERS_EXPECTED must be NAME:UID words, got '${USERS_EXPECTED:0:60}'"
}

require_uint() {
  local name=$1
  local value=${!name:-}
  [[ "$value" =~ ^[0-9]+$ ]] || bad_input "$name must be a whole number, got '${value}'"
}

stage_remaining() {
  echo $((STAGE_TIMEOUT_SECONDS - (SECONDS - STAGE_STARTED_AT)))
}

# The bound of one node's work: NODE_TIMEOUT_SECONDS, never beyond the stage's own bound.
per_node_bound() {
  local left
  : "${NODE_TIMEOUT_SECONDS:?NODE_TIMEOUT_SECONDS is required (the bound of the work on one node, seconds)}"
  left=$(($(stage_remaining) - NODE_REPORT_GRACE_SECONDS))
  ((left < 1)) && left=1
  if ((NODE_TIMEOUT_SECONDS < left)); then echo "$NODE_TIMEOUT_SECONDS"; else echo "$left"; fi
}

# wait_until NODE WHAT BOUND_SECONDS INTERVAL CMD...: poll CMD until it succeeds or the bound
# passes; the timeout message names the node, what was awaited and the bound.
wait_until() {
  local node=$1 what=$2 bound=$3 interval=$4
  shift 4
  local started=$SECONDS last_note=$SECONDS left
  while true; do
    if "$@"; then return 0; fi
    if ((SECONDS - started >= bound)); then
      log "$node: gave up waiting for $what after ${bound}s (bound ${bound}s)"
      return 1
    fi
    if ((SECONDS - last_note >= 60)); then
      log "$node: still waiting for $what ($((SECONDS - started))s of ${bound}s)"
      last_note=$SECONDS
    fi
    left=$((bound - (SECONDS - started)))
    if ((left < interval)); then sleep "$left"; else sleep "$interval"; fi
  done
}

# retry NODE WHAT ATTEMPTS DELAY CMD...: run CMD up to ATTEMPTS times (transient failures).
retry() {
  local node=$1 what=$2 attempts=$3 delay=$4
  shift 4
  local i
  for ((i = 1; i <= attempts; i++)); do
    if "$@"; then return 0; fi
    log "$node: $what failed (attempt $i of $attempts)"
    ((i < attempts)) && sleep "${RETRY_DELAY_SECONDS:-$delay}"
  done
  return 1
}

# parse_nodes: NODES="name=ip name=ip ..." -> NODE_NAMES[], NODE_IPS[] (same order).
NODE_NAMES=()
NODE_IPS=()
parse_nodes() {
  : "${NODES:?NODES is required: space-separated name=ip pairs, e.g. NODES='inst-abc-pool1=10.0.3.17'}"
  local pair name ip
  NODE_NAMES=()
  NODE_IPS=()
  for pair in $NODES; do
    name=${pair%%=*}
    ip=${pair#*=}
    [[ "$pair" == *=* && "$name" =~ ^[A-Za-z0-9][A-Za-z0-9._-]*$ && "$ip" =~ ^[0-9]{1,3}(\.[0-9]{1,3}){3}$ ]] ||
      bad_input "NODES entry '$pair' is not name=ipv4 (e.g. inst-abc-pool1=10.0.3.17)"
    NODE_NAMES+=("$name")
    NODE_IPS+=("$ip")
  done
  ((${#NODE_NAMES[@]} > 0)) || bad_input "NODES is empty: give at least one name=ip pair"
}

# ssh options: non-interactive, new host keys accepted (the nodes are new), bounded connect.
SSH_ARGS=(-o BatchMode=yes -o StrictHostKeyChecking=accept-new -o ConnectTimeout=10
  -o ServerAliveInterval=15 -o ServerAliveCountMax=4 -o LogLevel=ERROR)
if [[ -n "${SSH_OPTS:-}" ]]; then
  read -r -a _extra_ssh_opts <<<"$SSH_OPTS"
  SSH_ARGS+=("${_extra_ssh_opts[@]}")
fi

node_ssh() {
  local ip=$1
  shift
  # shellcheck disable=SC2029 # the remote command is built here on purpose
  ssh "${SSH_ARGS[@]}" "$NODE_USER@$ip" "$@"
}

# remote_env_command NAME=VALUE...: a command line for the remote shell that runs the
# script streamed on stdin with those variables set (each value quoted for bash).
remote_env_command() {
  local cmd="env" kv
  for kv in "$@"; do
    cmd+=" ${kv%%=*}=$(printf '%q' "${kv#*=}")"
  done
  printf '%s bash -s' "$cmd"
}

# fanout OUTDIR NODE_SCRIPT [NAME=VALUE ...]
# Runs lib/node-lib.sh + NODE_SCRIPT on every node in parallel (one background ssh each).
# Each node first gets ssh reachability (retried within its bound), then the script with
# NODE_NAME, NODE_IP, NODE_INDEX, DEADLINE_SECONDS and the given variables. Per node,
# OUTDIR/<name>.{out,err,rc,json} are written; <name>.json is the node's record (its last
# stdout line) or a record naming TIMEOUT / SSH_UNREACHABLE / NODE_SCRIPT_FAILED.
fanout() {
  local outdir=$1 script=$2
  shift 2
  local bound combined i pid
  local -a pids=()
  combined=$(_node_payload "$outdir" "$script")
  bound=$(per_node_bound)
  log "running $(basename "$script") on ${#NODE_NAMES[@]} node(s) in parallel (bound ${bound}s per node)"
  for i in "${!NODE_NAMES[@]}"; do
    _fanout_one "$outdir" "$combined" "$i" "$bound" "$@" &
    pids+=("$!")
  done
  _progress_start "$outdir" "$bound" "$(basename "$script")"
  for pid in "${pids[@]}"; do
    # a progress tick interrupts `wait`; wait again while the node's job still runs
    while ! wait "$pid"; do kill -0 "$pid" 2>/dev/null || break; done
  done
  _progress_stop
}

# Progress while fanout waits: a ticker process sends USR1 every PROGRESS_SECONDS; the
# handler prints one line: how many nodes are done, and per waiting node what it waits for
# (ssh, or the last `node_wait` it started) and the time used of its bound.
_PROGRESS_DIR="" _PROGRESS_BOUND=0 _PROGRESS_STARTED=0 _PROGRESS_TICKER="" _PROGRESS_SCRIPT=""
_progress_start() {
  _PROGRESS_DIR=$1 _PROGRESS_BOUND=$2 _PROGRESS_SCRIPT=$3 _PROGRESS_STARTED=$SECONDS
  # this shell's PID, also inside $(...) ($$ would be the parent's, which has no trap)
  local me=$BASHPID
  trap _progress_line USR1
  _progress_ticker "$me" "$PROGRESS_SECONDS" >/dev/null 2>&1 </dev/null &
  _PROGRESS_TICKER=$!
}

_progress_stop() {
  kill "$_PROGRESS_TICKER" 2>/dev/null || true
  wait "$_PROGRESS_TICKER" 2>/dev/null || true
  trap - USR1
}

_progress_ticker() {
  local parent=$1 interval=$2 child=""
  trap 'kill "$child" 2>/dev/null; exit 0' TERM
  while true; do
    sleep "$interval" &
    child=$!
    wait "$child" || exit 0
    kill -USR1 "$parent" 2>/dev/null || exit 0
  done
}

_progress_line() {
  local name base what done=0 used waiting=()
  used=$(_duration $((SECONDS - _PROGRESS_STARTED)))
  for name in "${NODE_NAMES[@]}"; do
    base="$_PROGRESS_DIR/$name"
    if [[ -f "$base.rc" ]]; then
      done=$((done + 1))
      continue
    fi
    what=ssh
    if [[ -f "$base.started" ]]; then
      what=$(sed -n 's/.*: waiting for \(.*\) (bound [0-9]*s)$/\1/p; s/.*: finished waiting for .*/-/p' "$base.err" 2>/dev/null | tail -n 1)
      [[ -z "$what" || "$what" == - ]] && what="running $_PROGRESS_SCRIPT"
    fi
    waiting+=("$name ($what, $used of $(_duration "$_PROGRESS_BOUND"))")
  done
  ((${#waiting[@]} > 0)) || return 0
  local list
  list=$(printf '%s, ' "${waiting[@]}")
  log "$(_script_label): $done/${#NODE_NAMES[@]} done; waiting: ${list%, }"
}

_script_label() {
  local label
  label=$(basename "$0")
  printf '%s' "${label%.sh}"
}

# _duration SECONDS: "45s" under two minutes, else whole minutes ("7m").
_duration() {
  if (($1 < 120)); then printf '%ss' "$1"; else printf '%sm' "$(($1 / 60))"; fi
}

# run_on_node OUTDIR INDEX NODE_SCRIPT [NAME=VALUE ...]: like fanout, for one node only
# (in the foreground); the record is OUTDIR/<name>.json.
run_on_node() {
  local outdir=$1 idx=$2 script=$3 combined bound
  shift 3
  combined=$(_node_payload "$outdir" "$script")
  bound=$(per_node_bound)
  log "running $(basename "$script") on ${NODE_NAMES[$idx]} (bound ${bound}s)"
  _fanout_one "$outdir" "$combined" "$idx" "$bound" "$@"
}

_node_payload() {
  local outdir=$1 script=$2
  mkdir -p "$outdir"
  cat "$BOOTSTRAP_DIR/lib/node-lib.sh" "$BOOTSTRAP_DIR/lib/managed-block.sh" "$BOOTSTRAP_DIR/lib/node-checks.sh" "$script" >"$outdir/.node-script.sh"
  printf '%s' "$outdir/.node-script.sh"
}

_fanout_one() {
  local outdir=$1 combined=$2 idx=$3 bound=$4
  shift 4
  local name=${NODE_NAMES[$idx]} ip=${NODE_IPS[$idx]}
  local base="$outdir/${NODE_NAMES[$idx]}" started=$SECONDS left rc=0 remote
  : >"$base.err"
  if ! wait_until "$name" "ssh $NODE_USER@$ip" "$bound" "${RETRY_DELAY_SECONDS:-5}" _ssh_probe "$ip" "$base.err"; then
    echo 255 >"$base.rc"
    synth_fail "$base" "$name" "$ip" SSH_UNREACHABLE "ssh $NODE_USER@$ip did not answer within ${bound}s: $(_last_line "$base.err")"
    return 0
  fi
  : >"$base.started" # past ssh: progress lines read what the node script waits for
  left=$((bound - (SECONDS - started)))
  ((left < 1)) && left=1
  local -a forward=()
  [[ -n "$RETRY_DELAY_SECONDS" ]] && forward+=("RETRY_DELAY_SECONDS=$RETRY_DELAY_SECONDS")
  remote=$(remote_env_command "NODE_NAME=$name" "NODE_IP=$ip" "NODE_INDEX=$idx" "DEADLINE_SECONDS=$left" "${forward[@]}" "$@")
  timeout --kill-after=10 "$((left + NODE_REPORT_GRACE_SECONDS))" \
    ssh "${SSH_ARGS[@]}" "$NODE_USER@$ip" "$remote" <"$combined" >"$base.out" 2>>"$base.err" || rc=$?
  echo "$rc" >"$base.rc"
  if _last_json_line "$base.out" >"$base.json"; then
    return 0
  fi
  case "$rc" in
    124 | 137) synth_fail "$base" "$name" "$ip" TIMEOUT "no result from $name ($ip) within ${left}s (+${NODE_REPORT_GRACE_SECONDS}s grace)" ;;
    255) synth_fail "$base" "$name" "$ip" SSH_UNREACHABLE "ssh to $name ($ip) failed: $(_last_line "$base.err")" ;;
    *) synth_fail "$base" "$name" "$ip" NODE_SCRIPT_FAILED "node script exited $rc without a result: $(_last_line "$base.err")" ;;
  esac
}

_ssh_probe() {
  node_ssh "$1" true 2>>"$2" </dev/null
}

_last_line() {
  local line
  line=$(grep -v '^[[:space:]]*$' "$1" 2>/dev/null | tail -n 1 || true)
  printf '%s' "${line:-no output}"
}

# _last_json_line FILE: print the file's last non-empty line if it is a JSON object.
_last_json_line() {
  python3 - "$1" <<'PY'
import json, sys
lines = [l for l in open(sys.argv[1], errors="replace").read().splitlines() if l.strip()]
try:
    record = json.loads(lines[-1])
except (IndexError, ValueError):
    sys.exit(1)
if not isinstance(record, dict):
    sys.exit(1)
print(json.dumps(record))
PY
}

# synth_fail BASE NAME IP CODE DETAIL: the record of a node that gave no record itself.
synth_fail() {
  python3 - "$@" >"$1.json" <<'PY'
import json, sys
_, _, name, ip, code, detail = sys.argv
print(json.dumps({"name": name, "ip": ip, "ok": False,
                  "failed": [{"code": code, "detail": detail}]}))
PY
}

# add_fail RECORD_FILE CODE DETAIL: a failure found on the bastion after the node reported
# (e.g. by comparing nodes), added to that node's record, which is then not ok.
add_fail() {
  python3 - "$@" <<'PY'
import json, sys
path, code, detail = sys.argv[1:]
with open(path) as f:
    record = json.load(f)
record.setdefault("failed", []).append({"code": code, "detail": detail})
record["ok"] = False
with open(path, "w") as f:
    json.dump(record, f)
PY
}

# collect_records OUTDIR [OK_ALIAS]: writes OUTDIR/records.json (array in NODES order),
# prints one FAIL line per failed check on stderr and the number of failed nodes on stdout.
# OK_ALIAS (e.g. "ready") repeats each record's ok flag under that name.
collect_records() {
  local outdir=$1 alias=${2:-}
  python3 - "$outdir" "$alias" "${NODE_NAMES[@]}" <<'PY'
import json, os, sys
outdir, alias, names = sys.argv[1], sys.argv[2], sys.argv[3:]
records, failed_nodes = [], 0
for name in names:
    try:
        with open(os.path.join(outdir, name + ".json")) as f:
            record = json.load(f)
    except (OSError, ValueError) as e:
        record = {"ok": False, "failed": [{"code": "NODE_SCRIPT_FAILED", "detail": "no record: %s" % e}]}
    record["name"] = name
    failures = record.get("failed") or []
    record["ok"] = bool(record.get("ok", True)) and not failures
    if alias:
        record[alias] = record["ok"]
    if not record["ok"]:
        failed_nodes += 1
        for item in failures or [{"code": "NODE_SCRIPT_FAILED", "detail": "node reported not ok"}]:
            print("FAIL %s %s %s" % (name, item.get("code"), item.get("detail", "")), file=sys.stderr)
    records.append(record)
with open(os.path.join(outdir, "records.json"), "w") as f:
    json.dump(records, f)
print(failed_nodes)
PY
}

# relay_node_stderr OUTDIR: show the tail of each failed node's stderr (its progress log).
relay_node_stderr() {
  local outdir=$1 name
  for name in "${NODE_NAMES[@]}"; do
    [[ -f "$outdir/$name.json" ]] || continue
    if [[ "$(_json_field "$outdir/$name.json" ok)" != "true" && -s "$outdir/$name.err" ]]; then
      log "--- last lines from $name ---"
      tail -n 15 "$outdir/$name.err" | uniq >&2
    fi
  done
}

_json_field() {
  python3 - "$1" "$2" <<'PY'
import json, sys
value = json.load(open(sys.argv[1])).get(sys.argv[2])
print(json.dumps(value) if not isinstance(value, str) else value)
PY
}

json_str() {
  python3 -c 'import json, sys; print(json.dumps(sys.argv[1]))' "$1"
}

# emit_result STAGE OK NODES_JSON_FILE [KEY JSON_VALUE]...: the stage's final stdout line.
emit_result() {
  python3 - "$@" <<'PY'
import json, sys
args = sys.argv[1:]
stage, ok, nodes_file, extra = args[0], args[1] == "true", args[2], args[3:]
result = {"stage": stage, "ok": ok}
if nodes_file:
    with open(nodes_file) as f:
        result["nodes"] = json.load(f)
for key, value in zip(extra[0::2], extra[1::2]):
    result[key] = json.loads(value)
print(json.dumps(result, separators=(",", ":")))
PY
}

make_workdir() {
  local dir
  dir=$(mktemp -d "${TMPDIR:-/tmp}/oci-gpu-cluster.XXXXXX")
  printf '%s' "$dir"
}
