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
# the host's place in the fabric, where the readiness gate ships node-topology.sh before this script
if declare -F record_topology >/dev/null; then record_topology; fi
node_set waitedSeconds "$((SECONDS - STARTED))"
if node_failed; then node_set ready false; else node_set ready true; fi
node_result
