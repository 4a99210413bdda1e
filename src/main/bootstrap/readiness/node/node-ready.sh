#!/usr/bin/env bash
# Stage 2, node side (streamed after lib/node-lib.sh and lib/node-checks.sh by readiness-gate.sh): the checks of
# Oracle's GPU cluster tutorial §3 on one GPU node. Waits for cloud-init, checks what cloud-init set up once,
# then polls RDMA readiness (about 10 minutes after login) until the node's deadline.
# Repairs two things cloud-init may have left undone once stage 1 exports /home: the SELinux
# boolean that lets sshd read keys on an NFS home, and the /home mount itself.
# Parameters: SHAPE_GPUS, SHAPE_RDMA_NICS (0 = no cluster network, RDMA not checked),
# RDMA_CIDR, TIMEZONE, HOME_NFS_SERVER (empty = /home is not shared, not checked), HOME_NFS_PATH
# (the path it exports: /home on the bastion, the export path of File Storage or an external server),
# SHAPE_FABRIC_MANAGER (true: NVSwitch board, nvidia-fabricmanager must be active),
# USERS_EXPECTED (NAME:UID of every users.accounts account, which must exist with that UID; empty = none).
set -euo pipefail

: "${SHAPE_GPUS:?SHAPE_GPUS is required}"
: "${SHAPE_RDMA_NICS:?SHAPE_RDMA_NICS is required}"
: "${RDMA_CIDR:?RDMA_CIDR is required}"
: "${TIMEZONE:?TIMEZONE is required}"
HOME_NFS_SERVER="${HOME_NFS_SERVER:-}"
HOME_NFS_PATH="${HOME_NFS_PATH:-/home}"
SHAPE_FABRIC_MANAGER="${SHAPE_FABRIC_MANAGER:-false}"
USERS_EXPECTED="${USERS_EXPECTED:-}"
POLL_SECONDS=15
MOUNT_ATTEMPTS=3
# The Oracle Cloud Agent's RDMA configuration result; newer agents write the mlx file instead
# (Oracle's own health check reads whichever exists first).
RDMA_STATE_FILES=(/var/run/oci-hpc/oci-hpc-rdma-configure.json /var/run/oci-hpc/oci-hpc-mlx-configure.json)
STARTED=$SECONDS

cloud_init_status() {
  # `cloud-init status` prints "status: done|running|error|..."; it exits non-zero on error.
  cloud-init status 2>/dev/null | sed -n 's/^status: *//p' | head -n 1 || true
}

cloud_init_settled() {
  local status
  status=$(cloud_init_status)
  [[ "$status" == "done" || "$status" == error || "$status" == disabled ]]
}

check_cloud_init() {
  local status
  status=$(cloud_init_status)
  node_set_str checks.cloudInit "${status:-unknown}"
  case "$status" in
    done) ;;
    error) node_fail CLOUD_INIT_FAILED "cloud-init status: error (see /var/log/cloud-init-output.log)" ;;
    *) node_fail CLOUD_INIT_FAILED "cloud-init status is '${status:-unknown}' after $((SECONDS - STARTED))s, not done (bound ${DEADLINE_SECONDS}s)" ;;
  esac
}

# sshd reads ~/.ssh/authorized_keys on the NFS home only with this boolean on (SELinux
# enforcing on Oracle Linux 9; Red Hat's "Using SELinux" guide, "Booleans for NFS").
# Turned on before /home is mounted here, and only when off (setsebool -P rewrites policy).
SELINUX_NFS_HOME="" # what getsebool says after ensure_selinux_nfs_home: on, off or disabled
ensure_selinux_nfs_home() {
  local state
  [[ -n "$HOME_NFS_SERVER" ]] || return 0
  if ! state=$(getsebool use_nfs_home_dirs 2>/dev/null); then
    SELINUX_NFS_HOME=disabled
    return 0
  fi
  if [[ "$state" == *"--> off" ]]; then
    nlog "turning on SELinux boolean use_nfs_home_dirs (sshd must read keys on the NFS /home)"
    sudo -n setsebool -P use_nfs_home_dirs on >&2 || true
    state=$(getsebool use_nfs_home_dirs 2>/dev/null || true)
  fi
  SELINUX_NFS_HOME=${state##*--> }
}

_mount_home() {
  # a hard NFS mount can hang on an unreachable server: bound each try
  sudo -n timeout 60 mount /home 2>"$NODE_STATE_DIR/mount.err" && return 0
  cat "$NODE_STATE_DIR/mount.err" >&2
  return 1
}

# cloud-init's mount loop gives up after 10 minutes; stage 1 may export /home only later.
# Mount it now when cloud-init wrote the fstab line (bounded retries), then check_home looks.
ensure_home_mounted() {
  [[ -n "$HOME_NFS_SERVER" ]] || return 0
  home_is_nfs && return 0
  if ! fstab_has_home; then
    nlog "/home is not mounted and /etc/fstab has no /home line: not mounting it"
    return 0
  fi
  nlog "/home is not mounted from $HOME_NFS_SERVER: mounting it (its /etc/fstab line exists)"
  node_retry "mount /home from $HOME_NFS_SERVER" "$MOUNT_ATTEMPTS" 10 _mount_home || true
}

check_selinux_nfs_home() {
  [[ -n "$HOME_NFS_SERVER" ]] || return 0
  node_set_str checks.selinuxNfsHome "${SELINUX_NFS_HOME:-unknown}"
  if [[ "$SELINUX_NFS_HOME" != on && "$SELINUX_NFS_HOME" != disabled ]]; then
    node_fail SELINUX_NFS_HOME_OFF "SELinux boolean use_nfs_home_dirs is '${SELINUX_NFS_HOME:-unknown}': sshd cannot read keys on the NFS /home"
  fi
}

check_firewall() {
  local state
  state=$(systemctl is-active firewalld 2>/dev/null || true)
  node_set_str checks.firewalld "${state:-unknown}"
  if [[ "$state" == active || "$state" == activating || "$state" == reloading ]]; then
    node_fail FIREWALL_ACTIVE "firewalld is $state; cloud-init should have run 'systemctl disable --now firewalld'"
  fi
}

check_timezone() {
  local tz
  tz=$(timedatectl show --property=Timezone --value 2>/dev/null || true)
  if [[ -z "$tz" ]]; then
    tz=$(readlink /etc/localtime 2>/dev/null | sed 's|.*/zoneinfo/||' || true)
  fi
  node_set_str checks.timezone "${tz:-unknown}"
  if [[ "$tz" != "$TIMEZONE" ]]; then
    node_fail TIMEZONE_WRONG "time zone is '${tz:-unknown}', expected $TIMEZONE"
  fi
}

# The accounts of users.accounts, with their UIDs (the users stage creates them; a node that
# joined without it must not be marked ready).
check_users() {
  local entry name uid line missing=()
  for entry in $USERS_EXPECTED; do
    name=${entry%%:*} uid=${entry#*:}
    line=$(getent passwd "$name" || true)
    [[ -n "$line" && "$(cut -d: -f3 <<<"$line")" == "$uid" ]] || missing+=("$name($uid)")
  done
  node_set checks.users "$(printf '%s' "$USERS_EXPECTED" | wc -w)"
  if ((${#missing[@]} > 0)); then
    node_fail USERS_MISSING "accounts missing or with another uid: ${missing[*]}"
  fi
}

check_rdma() {
  local state k unauth=()
  local waited="after $((SECONDS - STARTED))s (bound ${DEADLINE_SECONDS}s)"
  local file=${RDMA_STATE_FILES[0]} candidate
  for candidate in "${RDMA_STATE_FILES[@]}"; do
    if sudo -n test -e "$candidate"; then
      file=$candidate
      break
    fi
  done
  state=$(sudo -n cat "$file" 2>/dev/null |
    python3 -c 'import json, sys; print(json.load(sys.stdin).get("state", "UNKNOWN"))' 2>/dev/null || true)
  node_set_str checks.rdmaConfigure "${state:-not started}"
  if [[ "$state" != COMPLETED ]]; then
    node_fail RDMA_NOT_READY "$file reports '${state:-not started}', not COMPLETED, $waited"
  fi

  check_rdma_addresses "$waited"
  for ((k = 0; k < SHAPE_RDMA_NICS; k++)); do
    if ! sudo -n wpa_cli status -i "rdma$k" 2>/dev/null | grep -q '^Supplicant PAE state=AUTHENTICATED'; then
      unauth+=("rdma$k")
    fi
  done
  node_set checks.rdmaAuthenticated "$((SHAPE_RDMA_NICS - ${#unauth[@]}))"
  if ((${#unauth[@]} > 0)); then
    node_fail RDMA_NOT_AUTHENTICATED "wpa_cli status not AUTHENTICATED on: ${unauth[*]} $waited"
  fi
  check_rdma_links "$waited"
}

# The host's place in the RDMA fabric (docs/topology.md), from the instance metadata service
# (IMDS v2 with its required header: Oracle's "Getting Instance Metadata"): both documents kept as
# served, for the controller's topology.yaml, and which one the place comes from, as Oracle's
# labeler reads them (oci-hpc-oke annotator-configmap.yaml, _extract_rdma_fields):
# /opc/v2/host/rdmaTopologyData, else the same object inside /opc/v2/host, else that document's
# networkBlockId/rackId (the fallback), else none (the node gets the placeholder). A document not
# served (404) is absent; a metadata service that does not answer is reported, never a failure:
# the node is placed under the placeholder, as one without data.
IMDS=http://169.254.169.254/opc/v2
IMDS_SECONDS=5
imds_get() { # PATH FILE: the document in FILE, or FILE absent and the reason in FILE.err
  rm -f "$2" "$2.err"
  if ! curl -sSf --connect-timeout 2 --max-time "$IMDS_SECONDS" -H 'Authorization: Bearer Oracle' \
    -o "$2" "$IMDS/$1" 2>"$2.err"; then
    rm -f "$2"
  fi
}
record_topology() {
  local dir=$NODE_STATE_DIR/imds
  mkdir -p "$dir"
  imds_get host/rdmaTopologyData "$dir/rdma"
  imds_get host "$dir/host"
  # the shape says which of the places are levels of Slurm's tree (docs/topology.md); the
  # instance document has it ("shape", Oracle's "Getting Instance Metadata")
  imds_get instance/ "$dir/instance"
  node_set topology "$(
    python3 - "$dir" <<'PY'
import json, os, sys
d = sys.argv[1]
FIELDS = ("customerHPCIslandId", "customerNetworkBlock", "customerLocalBlock", "customerHostId",
          "customerGpuMemoryFabric")
def load(name, path):
    f = os.path.join(d, name)
    if not os.path.exists(f):
        err = open(f + ".err", errors="replace").read().strip()
        # 404: not served on this host; anything else: the service did not answer
        return None, (None if "error: 404" in err else path + ": " + (err or "no answer"))
    try:
        doc = json.load(open(f))
    except ValueError as e:
        return None, path + ": not JSON (" + str(e) + ")"
    if not isinstance(doc, dict):
        return None, path + ": not a JSON object"
    return doc, None
def value(doc, field):
    v = doc.get(field) if isinstance(doc, dict) else None
    if v is None or isinstance(v, (dict, list)):
        return None
    v = str(v).strip()
    return None if v.lower() in ("", "none", "null") else v
def has_rdma(doc):
    return any(value(doc, f) for f in FIELDS)
rdma, rdma_err = load("rdma", "/opc/v2/host/rdmaTopologyData")
host, host_err = load("host", "/opc/v2/host")
out = {"documents": {"/opc/v2/host/rdmaTopologyData": rdma, "/opc/v2/host": host}}
instance, instance_err = load("instance", "/opc/v2/instance/")
out["shape"] = value(instance, "shape")
rack = value(host, "rackId")
if has_rdma(rdma) or has_rdma((host or {}).get("rdmaTopologyData")):
    src = rdma if has_rdma(rdma) else host["rdmaTopologyData"]
    out["source"] = "/opc/v2/host/rdmaTopologyData" if src is rdma else "/opc/v2/host rdmaTopologyData"
    out.update(hpcIsland=value(src, "customerHPCIslandId"), networkBlock=value(src, "customerNetworkBlock"),
               localBlock=value(src, "customerLocalBlock"), rack=rack)
elif value(host, "networkBlockId") or rack:
    out["source"] = "/opc/v2/host networkBlockId/rackId (fallback)"
    out.update(hpcIsland=None, networkBlock=value(host, "networkBlockId"), localBlock=rack, rack=rack)
else:
    out["source"] = "none"
errors = [e for e in (rdma_err, host_err, instance_err) if e]
if errors:
    out["errors"] = errors
print(json.dumps(out, separators=(",", ":"), sort_keys=True))
PY
  )"
}

static_checks() {
  check_cloud_init
  check_gpus
  check_fabric_manager
  check_localdisk
  check_home
  check_selinux_nfs_home
  check_firewall
  check_timezone
  check_users
}

all_checks() {
  node_reset
  static_checks
  if ((SHAPE_RDMA_NICS > 0)); then check_rdma; fi
}

rdma_ready() {
  all_checks 2>/dev/null
  ! node_failed
}

node_wait "cloud-init to finish" "$POLL_SECONDS" cloud_init_settled || true
ensure_selinux_nfs_home
ensure_home_mounted
node_reset
static_checks
if node_failed || ((SHAPE_RDMA_NICS == 0)); then
  # What cloud-init sets up is wrong: report now with RDMA as it stands, no long wait.
  if ((SHAPE_RDMA_NICS > 0)); then check_rdma; fi
else
  node_wait "RDMA configuration of $SHAPE_RDMA_NICS interfaces" "$POLL_SECONDS" rdma_ready || true
  # The last poll's evaluation is the result (not a second full one past the deadline, which
  # a loaded node may not finish within its grace); polls are quiet, so show its failures.
  while IFS=$'\t' read -r code detail; do
    nlog "check failed: $code $detail"
  done <"$NODE_STATE_DIR/failures"
fi
record_topology
node_set waitedSeconds "$((SECONDS - STARTED))"
if node_failed; then node_set ready false; else node_set ready true; fi
node_result
