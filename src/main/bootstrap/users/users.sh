#!/usr/bin/env bash
# Users stage, on the bastion after stage 1 (config users.accounts): the same accounts and
# groups, with the same UID/GID, on the bastion and every node (node/users-node.sh, run here
# first, then on the nodes in parallel), so files on the shared /home keep their owner
# everywhere. Homes are created once, here: the bastion's /home is the shared one (its own
# export, or the File Storage / external export stage 1 mounted). An account removed from
# users.accounts is locked on every host; its home is kept unless USERS_DELETE_REMOVED_HOMES.
# Idempotent: a second run changes nothing and says so in each host's "changed".
#
# A node that joins later (resize, an on-demand node resumed by Slurm) gets the accounts by
# this same script with NODES naming only it: USERS_SPEC left unset is read from the copy the
# last run kept in /etc/oci-gpu-cluster/users.spec (the bastion's part is then a no-op). The
# other parameters have no default: the caller (ondemand/resume.sh, an operator) passes them.
#
# Parameters: NODES, NODE_USER, USERS_SPEC (space-separated words, from the Java side's
# UsersSpec: "group:NAME:GID" and "user:NAME:UID:GID:PRIMARY_GROUP:GROUP,GROUP:BASE64KEY,BASE64KEY"),
# USERS_DELETE_REMOVED_HOMES (true/false), NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS.
# Output: FAIL lines on stderr; last stdout line {"stage":"users","ok":..,"bastion":{..},"nodes":[..]}.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

SPEC_COPY=/etc/oci-gpu-cluster/users.spec
parse_nodes
if [[ -z "${USERS_SPEC+set}" ]]; then
  [[ -f "$SPEC_COPY" ]] || bad_input "USERS_SPEC is not set and $SPEC_COPY (kept by the last users stage) does not exist"
  USERS_SPEC=$(cat "$SPEC_COPY")
fi
: "${USERS_DELETE_REMOVED_HOMES:?USERS_DELETE_REMOVED_HOMES is required: true or false}"
[[ "$USERS_DELETE_REMOVED_HOMES" == true || "$USERS_DELETE_REMOVED_HOMES" == false ]] ||
  bad_input "USERS_DELETE_REMOVED_HOMES must be true or false, got '$USERS_DELETE_REMOVED_HOMES'"
require_uint NODE_TIMEOUT_SECONDS
require_uint STAGE_TIMEOUT_SECONDS

# Every word is checked before any account is touched: names as useradd accepts them, ids,
# base64 keys. Nothing of it can reach a shell as code.
NAME_RE='[a-z_][a-z0-9_-]{0,31}'
ID_RE='[0-9]{1,5}'
B64_RE='[A-Za-z0-9+/]+={0,2}'
GROUP_WORD="^group:$NAME_RE:$ID_RE\$"
USER_WORD="^user:$NAME_RE:$ID_RE:$ID_RE:$NAME_RE:($NAME_RE(,$NAME_RE)*)?:($B64_RE(,$B64_RE)*)?\$"
for word in $USERS_SPEC; do
  [[ "$word" =~ $GROUP_WORD || "$word" =~ $USER_WORD ]] ||
    bad_input "USERS_SPEC word '${word:0:60}' is not group:NAME:GID or user:NAME:UID:GID:GROUP:GROUPS:KEYS"
done

ME=bastion
WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT
HOST_SCRIPT="$BOOTSTRAP_DIR/node/users-node.sh"

# The bastion first: its /home is the shared one, where the homes are created.
on_bastion() {
  local dir="$WORK/bastion" payload rc=0
  payload=$(_node_payload "$dir" "$HOST_SCRIPT")
  NODE_NAME=$ME NODE_IP="" DEADLINE_SECONDS=$(per_node_bound) USERS_SPEC=$USERS_SPEC USERS_HOMES=create \
  USERS_DELETE_REMOVED_HOMES=$USERS_DELETE_REMOVED_HOMES bash "$payload" >"$dir/$ME.out" 2>"$dir/$ME.err" || rc=$?
  cat "$dir/$ME.err" >&2
  if ! _last_json_line "$dir/$ME.out" >"$dir/$ME.json"; then
    synth_fail "$dir/$ME" "$ME" "" NODE_SCRIPT_FAILED "users-node.sh exited $rc on the bastion without a result: $(_last_line "$dir/$ME.err")"
  fi
  [[ "$(_json_field "$dir/$ME.json" ok)" == true ]]
}

# The copy a later node's run reads (public keys only: nothing secret).
keep_spec() {
  printf '%s\n' "$USERS_SPEC" >"$WORK/users.spec"
  if ! sudo cmp -s "$WORK/users.spec" "$SPEC_COPY"; then
    sudo install -D -m 0644 -o root -g root "$WORK/users.spec" "$SPEC_COPY"
    log "$ME: changed $SPEC_COPY"
  fi
}

# slurmctld reads the members of a partition's AllowGroups when it starts or is reconfigured
# (slurm.conf(5), AllowGroups): when accounts or groups changed here, it is told.
refresh_slurm() {
  local n
  n=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1])).get("changed") or []))' "$WORK/bastion/$ME.json")
  ((n > 0)) || return 0
  systemctl is-active --quiet slurmctld 2>/dev/null || return 0
  if sudo scontrol reconfigure >&2; then
    log "$ME: slurmctld reconfigured: the partition's AllowGroups sees the accounts as they are now"
  else
    warn "$ME: scontrol reconfigure failed; new members of gpuusers may submit only after slurmctld restarts"
  fi
}

bastion_ok=true
if on_bastion; then
  keep_spec
  refresh_slurm
else
  bastion_ok=false
fi
fanout "$WORK/nodes" "$HOST_SCRIPT" "USERS_SPEC=$USERS_SPEC" "USERS_HOMES=none"
failed=$(collect_records "$WORK/nodes")
relay_node_stderr "$WORK/nodes"
python3 - "$WORK/bastion/$ME.json" <<'PY' >&2
import json, sys
record = json.load(open(sys.argv[1]))
for item in record.get("failed") or []:
    print("FAIL bastion %s %s" % (item.get("code"), item.get("detail", "")))
PY

if ((failed == 0)) && [[ "$bastion_ok" == true ]]; then
  log "accounts in place on the bastion and ${#NODE_NAMES[@]} node(s)"
  emit_result users true "$WORK/nodes/records.json" bastion "$(cat "$WORK/bastion/$ME.json")"
else
  log "accounts not in place on $failed node(s)$([[ "$bastion_ok" == true ]] || echo ' and the bastion')"
  emit_result users false "$WORK/nodes/records.json" bastion "$(cat "$WORK/bastion/$ME.json")"
  exit 1
fi
