#!/usr/bin/env bash
# Slurm stage 2, on the bastion after slurm-controller.sh: every node in parallel gets munge
# with the bastion's key (sent inside the ssh session's script, never printed or written on
# the bastion outside this stage's private temp directory), the slurm user and the Slurm RPMs
# the bastion built (copied to each node that lacks them, checked there against the bastion's
# manifest), slurmd in configless mode, Enroot and Pyxis (node/slurm-node.sh). Then the readiness checks run once more (node/node-ready.sh,
# short bound) and the node failure policy makes Slurm match them:
#   ON_NODE_FAILURE=drain  a failing node is drained with "oci-gpu-cluster:CODE: detail" as
#                          its reason (lib/common.sh slurm_reason), the healthy ones take jobs;
#                          the stage fails only when no node is healthy
#   ON_NODE_FAILURE=fail   any failing node fails the stage (the update)
# A node drained this way is resumed once it passes and has no job left (state drained); a node
# an operator drained (any other reason, e.g. "MAINT: reseat cable") is left as it is. Waits:
# slurmd registration and idle state, bounded, naming the node.
# Parameters: NODES, NODE_USER, SLURM_PARTITION, SHAPE_GPUS, SHAPE_RDMA_NICS, RDMA_CIDR,
# TIMEZONE, HOME_NFS_SERVER, HOME_NFS_PATH, SHAPE_FABRIC_MANAGER, ON_NODE_FAILURE,
# ALLOW_UNPINNED_DOWNLOADS (Enroot/Pyxis without a SHA256 pin: refused unless true),
# NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS.
# BAKE_HASH, BAKE_GROUP (empty: the group is not baked): its nodes must run the image baked with
# BAKE_HASH, else BAKE_IMAGE_MISMATCH. SLURM_NODE_MODE (no stack parameter; default node): "bake"
# runs node/slurm-node.sh's bake mode on NODES, a bake's builders (docs/bake.md): no munge key
# leaves this host, no slurmd starts, nothing is waited for in Slurm, the result says "mode":"bake".
# Each node's record carries its phases (epoch seconds): launched, booted and sshd (those the node
# can tell), delta-start and delta-done from the node, slurmd-registered and gate-passed (settled
# in the partition after the readiness re-check) as this host saw them.
# Output: FAIL / DRAIN lines on stderr; last stdout line {"stage":"slurm",...}.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=SCRIPTDIR/lib/slurm-lib.sh
source "$BOOTSTRAP_DIR/lib/slurm-lib.sh"
# shellcheck source=SCRIPTDIR/lib/slurm-images.sh
source "$BOOTSTRAP_DIR/lib/slurm-images.sh"

parse_nodes
: "${SLURM_PARTITION:?SLURM_PARTITION is required, e.g. compute}"
: "${ON_NODE_FAILURE:?ON_NODE_FAILURE is required: fail or drain}"
: "${RDMA_CIDR:?RDMA_CIDR is required, e.g. 10.224.0.0/12}"
: "${HOME_NFS_SERVER?HOME_NFS_SERVER is required (empty: /home is not shared, not checked)}"
: "${HOME_NFS_PATH:?HOME_NFS_PATH is required, e.g. /home}"
: "${SHAPE_FABRIC_MANAGER:?SHAPE_FABRIC_MANAGER is required: true or false}"
# true for on-demand nodes (ondemand/resume.sh): slurmd runs with -N <node name>
SLURMD_NAMED="${SLURMD_NAMED:-false}"
SLURM_NODE_MODE="${SLURM_NODE_MODE:-node}"
: "${BAKE_HASH?BAKE_HASH is required (empty: the group is not baked)}"
: "${BAKE_GROUP?BAKE_GROUP is required (empty: the group is not baked)}"
[[ "$SLURM_NODE_MODE" == node || "$SLURM_NODE_MODE" == bake ]] ||
  bad_input "SLURM_NODE_MODE must be node or bake, got '$SLURM_NODE_MODE'"
[[ -z "$BAKE_HASH" || "$BAKE_HASH" =~ ^[0-9a-f]{64}$ ]] ||
  bad_input "BAKE_HASH must be the bake's SHA-256 (64 hex digits), got '$BAKE_HASH'"
[[ -z "$BAKE_HASH" || -n "$BAKE_GROUP" ]] || bad_input "BAKE_GROUP is required with BAKE_HASH: the baked group's name"
: "${SHAPE_GPUS:?SHAPE_GPUS is required (GPUs per node, from the shape catalog)}"
: "${SHAPE_RDMA_NICS:?SHAPE_RDMA_NICS is required (RDMA NICs per node; 0 without a cluster network)}"
: "${TIMEZONE:?TIMEZONE is required, e.g. Asia/Tokyo}"
for v in SHAPE_GPUS SHAPE_RDMA_NICS NODE_TIMEOUT_SECONDS STAGE_TIMEOUT_SECONDS; do require_uint "$v"; done
[[ "$ON_NODE_FAILURE" == fail || "$ON_NODE_FAILURE" == drain ]] ||
  bad_input "ON_NODE_FAILURE must be fail or drain, got '$ON_NODE_FAILURE'"
[[ "$SHAPE_FABRIC_MANAGER" == true || "$SHAPE_FABRIC_MANAGER" == false ]] ||
  bad_input "SHAPE_FABRIC_MANAGER must be true or false, got '$SHAPE_FABRIC_MANAGER'"
pins=$(sl_require_pins) || bad_input "$pins"
# The readiness gate already waited its full bound; this second look only confirms.
RECHECK_SECONDS=$((NODE_TIMEOUT_SECONDS < 120 ? NODE_TIMEOUT_SECONDS : 120))
REGISTER_SECONDS=$((NODE_TIMEOUT_SECONDS < 300 ? NODE_TIMEOUT_SECONDS : 300))

ME=bastion
WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT
say() { log "$ME: $*"; }

CONTROLLER_ADDR=$(sl_controller_addr "${NODE_IPS[0]}")
CONFIG_HASH=$(sl_config_hash "$SLURM_CONF_DIR")
[[ "$SLURM_NODE_MODE" == bake ]] || scontrol ping 2>/dev/null | grep -q ' is UP' ||
  bad_input "slurmctld is not UP on this host: run the slurm-controller stage first"
for v in SLURM_UID SLURM_GID; do require_uint "$v"; done
# every node installs exactly the controller's Slurm, from the RPMs it built (a bake's builder:
# from the RPMs slurm-controller's packages mode built, before the controller runs)
if [[ "$SLURM_NODE_MODE" == bake ]]; then
  sl_rpms_present "$SLURM_VERSION" ||
    bad_input "$SLURM_REPO_DIR/$SLURM_VERSION lacks the RPMs of Slurm $SLURM_VERSION: run slurm-controller (SLURM_CONTROLLER_MODE=packages in a bake) first"
elif [[ "$(sl_version_of slurm)" != "$SLURM_VERSION" ]] || ! sl_rpms_present "$SLURM_VERSION"; then
  bad_input "this host runs Slurm '$(sl_version_of slurm)' and versions.env pins $SLURM_VERSION, or $SLURM_REPO_DIR/$SLURM_VERSION lacks its RPMs: run the slurm-controller stage first"
fi
# The node payload: the shared Slurm helpers, the munge key as one shell word (none for a bake:
# an image holds no key), the image check, the node script.
# WORK is private to this user (mktemp -d) and removed on exit.
cat "$BOOTSTRAP_DIR/lib/bake-lib.sh" "$BOOTSTRAP_DIR/node/slurm-node.sh" >"$WORK/slurm-node.sh"
if [[ "$SLURM_NODE_MODE" == bake ]]; then
  cat "$BOOTSTRAP_DIR/lib/slurm-lib.sh" "$WORK/slurm-node.sh" >"$WORK/slurm-node-payload.sh"
else
  sl_payload "$WORK/slurm-node-payload.sh" "$WORK/slurm-node.sh" || bad_input "cannot read /etc/munge/munge.key on this host: run the slurm-controller stage first"
fi

sl_ship_rpms "$WORK/ship" "${SLURM_NODE_PACKAGES[@]}"

fanout "$WORK/setup" "$WORK/slurm-node-payload.sh" \
  "SLURM_VERSION=$SLURM_VERSION" "SLURM_UID=$SLURM_UID" "SLURM_GID=$SLURM_GID" \
  "SLURM_RPM_DIR=$SLURM_NODE_RPM_DIR" "SLURM_RPM_SUMS=$SLURM_RPM_SUMS" "ENROOT_VERSION=$ENROOT_VERSION" \
  "ENROOT_RPM_SHA256=$ENROOT_RPM_SHA256" "ENROOT_CAPS_RPM_SHA256=$ENROOT_CAPS_RPM_SHA256" \
  "PYXIS_VERSION=$PYXIS_VERSION" "PYXIS_SHA256=$PYXIS_SHA256" "ALLOW_UNPINNED_DOWNLOADS=$ALLOW_UNPINNED_DOWNLOADS" \
  "NVIDIA_CONTAINER_TOOLKIT_VERSION=$NVIDIA_CONTAINER_TOOLKIT_VERSION" \
  "CONTROLLER_ADDR=$CONTROLLER_ADDR" "CONFIG_HASH=$CONFIG_HASH" "SLURMD_NAMED=$SLURMD_NAMED" \
  "SLURM_NODE_MODE=$SLURM_NODE_MODE" "BAKE_HASH=$BAKE_HASH" "BAKE_GROUP=$BAKE_GROUP" \
  "NCCL_IMAGE=$NCCL_IMAGE" "NCCL_BAKED_IMAGE=$(sl_baked_image "$NCCL_IMAGE")"
rm -f "$WORK/slurm-node-payload.sh" "$WORK/setup/.node-script.sh"

# The readiness gate's last per-NIC verdicts (readiness-gate.sh RDMA_FINDINGS): this stage
# re-checks the nodes but not the ib_write_bw ring, whose slow NICs it drains from there.
RDMA_FINDINGS="$HOME/.oci-gpu-cluster/state/readiness-rdma.tsv"

# The node's failures (setup first, then readiness, then the gate's per-NIC check) as
# "CODE<TAB>detail" lines.
failures_of() {
  local records=("$WORK/setup/$1.json")
  # a builder (bake mode) has no readiness record: the stage runs no readiness check there
  [[ "$SLURM_NODE_MODE" == bake ]] || records+=("$WORK/ready/$1.json")
  python3 - "$1" "$RDMA_FINDINGS" "${records[@]}" <<'PY'
import json, sys
name, findings = sys.argv[1], sys.argv[2]
for path in sys.argv[3:]:
    try:
        record = json.load(open(path))
    except (OSError, ValueError):
        print("NODE_SCRIPT_FAILED\tno record from the node")
        continue
    for f in record.get("failed") or []:
        print("%s\t%s" % (f.get("code"), " ".join(str(f.get("detail", "")).split())))
try:
    for line in open(findings):
        fields = line.rstrip("\n").split("\t")
        if fields[0] == name and len(fields) == 3 and fields[1].startswith("RDMA_NIC_"):
            print("%s\t%s" % (fields[1], fields[2]))
except OSError:
    pass
PY
}

if [[ "$SLURM_NODE_MODE" == bake ]]; then
  # a builder joins no cluster: its record, its failures, nothing asked of Slurm
  for name in "${NODE_NAMES[@]}"; do
    while IFS=$'\t' read -r code detail; do fail "$name" "$code" "$detail"; done < <(failures_of "$name")
  done
  relay_node_stderr "$WORK/setup"
  python3 - "$WORK/setup" "${NODE_NAMES[@]}" <<'PY'
import json, os, sys
work, names = sys.argv[1], sys.argv[2:]
nodes = []
for name in names:
    try:
        nodes.append(json.load(open(os.path.join(work, name + ".json"))))
    except (OSError, ValueError):
        nodes.append({"name": name, "ok": False, "failed": [{"code": "NODE_SCRIPT_FAILED", "detail": "no record"}]})
print(json.dumps({"stage": "slurm", "mode": "bake", "ok": all(n.get("ok") for n in nodes), "nodes": nodes},
                 separators=(",", ":")))
PY
  ((FAILURE_COUNT == 0)) || exit 1
  exit 0
fi

NODE_TIMEOUT_SECONDS=$RECHECK_SECONDS fanout "$WORK/ready" "$BOOTSTRAP_DIR/node/node-ready.sh" \
  "SHAPE_GPUS=$SHAPE_GPUS" "SHAPE_RDMA_NICS=$SHAPE_RDMA_NICS" "RDMA_CIDR=$RDMA_CIDR" \
  "TIMEZONE=$TIMEZONE" "HOME_NFS_SERVER=$HOME_NFS_SERVER" "HOME_NFS_PATH=$HOME_NFS_PATH" "SHAPE_FABRIC_MANAGER=$SHAPE_FABRIC_MANAGER"

# node_state NAME -> "state|reason" as slurmctld sees it ("idle|none", "drained|oci-gpu-cluster:GPU_MISSING: ...")
node_state() { sinfo -h -N -n "$1" -o '%T|%E' 2>/dev/null | head -n 1; }

registered() {
  local state
  state=$(node_state "$1")
  [[ -n "$state" && "${state%%|*}" != unknown* && "${state%%|*}" != *'*' && "${state%%|*}" != down* ]]
}

# seen NAME PHASE: the first time this host saw NAME reach PHASE (epoch seconds, ms), for its record
declare -A SEEN=()
seen() {
  local now=$EPOCHREALTIME key="$1/$2"
  [[ -n "${SEEN[$key]:-}" ]] && return 0
  SEEN[$key]=1
  printf '%s\t%s\t%s\n' "$1" "$2" "${now%???}" >>"$WORK/phases.tsv"
}

all_healthy_registered() {
  local name all=0
  for name in "${HEALTHY[@]}"; do
    if registered "$name"; then seen "$name" slurmd-registered; else all=1; fi
  done
  return $all
}

# settled STATE|REASON: a healthy node takes jobs (or runs them), or an operator drained it.
# "planned" is an idle node the backfill scheduler holds for a pending job (sinfo(1) of Slurm
# 25.11, NODE STATE CODES: "The node is planned by the backfill scheduler for a higher priority
# job"): a cluster with jobs waiting shows it while nodes join.
settled() {
  case ${1%%|*} in
    idle | planned | mixed | allocated | completing) return 0 ;;
    drain*) slurm_reason_is_ours "${1#*|}" && return 1 || return 0 ;;
  esac
  return 1
}

all_healthy_idle() {
  local name all=0
  for name in "${HEALTHY[@]}"; do
    if settled "$(node_state "$name")"; then seen "$name" gate-passed; else all=1; fi
  done
  return $all
}

HEALTHY=()
FAILING=()
declare -A REASON=()
for name in "${NODE_NAMES[@]}"; do
  first=$(failures_of "$name" | head -n 1)
  if [[ -z "$first" ]]; then
    HEALTHY+=("$name")
  else
    FAILING+=("$name")
    # "oci-gpu-cluster:CODE: detail" as the failure line says it, without the wait's duration
    # (the same fault gives the same reason on every run)
    REASON[$name]=$(slurm_reason "${first%%$'\t'*}" "$(sed -E 's/ after [0-9]+s \(bound [0-9]+s\)//' <<<"${first#*$'\t'}")")
  fi
done

if ((${#HEALTHY[@]} > 0)) && ! wait_until cluster "slurmd on ${HEALTHY[*]} to register" "$REGISTER_SECONDS" 2 all_healthy_registered; then
  for name in "${HEALTHY[@]}"; do
    registered "$name" || fail "$name" SLURMD_FAILED "slurmd on $name did not register with slurmctld within ${REGISTER_SECONDS}s (state $(node_state "$name")); see /var/log/slurm/slurmd.log there"
  done
fi

DRAINED=()
for name in "${FAILING[@]}"; do
  if [[ "$ON_NODE_FAILURE" == fail ]]; then
    while IFS=$'\t' read -r code detail; do fail "$name" "$code" "$detail"; done < <(failures_of "$name")
    continue
  fi
  while IFS=$'\t' read -r code detail; do printf 'DRAIN %s %s %s\n' "$name" "$code" "$detail" >&2; done < <(failures_of "$name")
  state=$(node_state "$name")
  if [[ "${state%%|*}" == drain* ]] && ! slurm_reason_is_ours "${state#*|}"; then
    # an operator's drain stays as it is (its reason is theirs), the failure is reported above
    say "$name: kept drained by an operator (reason: ${state#*|})"
  elif [[ "${state#*|}" != "${REASON[$name]}" || "${state%%|*}" != drain* ]]; then
    if sl_sudo scontrol update NodeName="$name" State=DRAIN Reason="${REASON[$name]}" >&2; then
      sl_changed "$name drained: ${REASON[$name]}"
    else
      fail "$name" SLURMD_FAILED "scontrol could not drain $name"
    fi
  fi
  DRAINED+=("$name")
done
for name in "${HEALTHY[@]}"; do
  state=$(node_state "$name")
  # resume only what the project drained (slurm_reason_is_ours) and only once its jobs ended
  # (drained, not draining); an operator's drain is theirs to undo
  if [[ "${state%%|*}" == drained* ]] && slurm_reason_is_ours "${state#*|}"; then
    sl_sudo scontrol update NodeName="$name" State=RESUME >&2 && sl_changed "$name resumed"
  elif [[ "${state%%|*}" == drain* ]] && ! slurm_reason_is_ours "${state#*|}"; then
    say "$name: kept drained by an operator (reason: ${state#*|})"
  fi
done

if ((${#HEALTHY[@]} > 0)) && ((FAILURE_COUNT == 0)) &&
  ! wait_until cluster "${HEALTHY[*]} to be idle in $SLURM_PARTITION" "$REGISTER_SECONDS" 2 all_healthy_idle; then
  for name in "${HEALTHY[@]}"; do
    state=$(node_state "$name")
    settled "$state" || fail "$name" SLURMD_FAILED "$name is ${state%%|*} in Slurm, not idle, after ${REGISTER_SECONDS}s (reason: ${state#*|})"
  done
fi
if ((${#HEALTHY[@]} == 0)); then
  fail cluster SLURMD_FAILED "no node is healthy: ${#DRAINED[@]} drained, ${#FAILING[@]} failing"
fi

# records: per node its setup record, readiness failures, and what Slurm says now
sinfo -h -N -p "$SLURM_PARTITION" -o '%N|%T|%G|%E' >"$WORK/sinfo.txt" 2>/dev/null || true
python3 - "$WORK" "$SLURM_PARTITION" "$SHAPE_GPUS" "$ON_NODE_FAILURE" "$(sl_json_list "${SL_CHANGED[@]}")" \
  "${NODE_NAMES[@]}" >"$WORK/extra.json" <<'PY'
import json, os, sys
work, partition, gpus, policy, changed, names = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], json.loads(sys.argv[5]), sys.argv[6:]
slurm = {}
try:
    phases = [l.split("\t") for l in open(os.path.join(work, "phases.tsv")).read().splitlines()]
except OSError:
    phases = []
for line in open(os.path.join(work, "sinfo.txt")).read().splitlines():
    name, state, gres, reason = (line.split("|", 3) + ["", "", ""])[:4]
    slurm[name] = {"state": state, "gres": gres, "reason": "" if reason == "none" else reason}
nodes = []
for name in names:
    def load(kind):
        try:
            return json.load(open(os.path.join(work, kind, name + ".json")))
        except (OSError, ValueError):
            return {"ok": False, "failed": [{"code": "NODE_SCRIPT_FAILED", "detail": "no record"}]}
    setup, ready = load("setup"), load("ready")
    failed = (setup.get("failed") or []) + (ready.get("failed") or [])
    record = {"name": name, "ip": setup.get("ip") or ready.get("ip"), "ok": not failed, "failed": failed,
              "versions": setup.get("versions", {}), "restarted": setup.get("restarted", []),
              "changed": setup.get("changed", []), "phases": setup.get("phases", {})}
    for line in phases:
        if line[0] == name:
            record["phases"][line[1]] = float(line[2])
    record.update({"slurm" + k[0].upper() + k[1:]: v for k, v in slurm.get(name, {"state": "absent"}).items()})
    nodes.append(record)
states = [n.get("slurmState", "") for n in nodes]
extra = {
    "policy": policy,
    "partition": partition,
    "idle": sum(1 for s in states if s in ("idle", "planned", "mixed", "allocated", "completing")),
    "drained": [n["name"] for n in nodes if n.get("slurmState", "").startswith("drain")],
    "sbatch": "sbatch -p %s -N <nodes> --ntasks-per-node=1 --gpus-per-node=%d job.sh" % (partition, gpus),
    "changed": changed,
}
json.dump(nodes, open(os.path.join(work, "records.json"), "w"))
print(json.dumps(extra))
PY
finish() {
  python3 - "$1" "$WORK/records.json" "$WORK/extra.json" <<'PY'
import json, sys
result = {"stage": "slurm", "ok": sys.argv[1] == "true", "nodes": json.load(open(sys.argv[2]))}
result.update(json.load(open(sys.argv[3])))
print(json.dumps(result, separators=(",", ":")))
PY
}
relay_node_stderr "$WORK/setup"
if ((FAILURE_COUNT > 0)); then
  finish false
  exit 1
fi
log "Slurm partition $SLURM_PARTITION: ${#HEALTHY[@]} node(s) idle, ${#DRAINED[@]} drained"
finish true
