#!/usr/bin/env bash
# Stage 2, node side (streamed after lib/node-lib.sh by readiness-gate.sh): the checks of
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

check_gpus() {
  local count
  count=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU [0-9]' || true)
  node_set checks.gpus "${count:-0}"
  if ((count != SHAPE_GPUS)); then
    node_fail GPU_MISSING "$count of $SHAPE_GPUS GPUs visible to nvidia-smi"
  fi
}

check_localdisk() {
  local line
  # df -hP prints: Filesystem Size Used Avail Use% Mounted-on (Oracle's GPU cluster tutorial §3-4)
  line=$(df -hP /mnt/localdisk 2>/dev/null | awk 'NR == 2 {print $6, $2, $1}' || true)
  if [[ "${line%% *}" == /mnt/localdisk ]]; then
    node_set_str checks.localdisk "$(awk '{print $2}' <<<"$line")"
  else
    node_set_str checks.localdisk "not mounted"
    node_fail LOCALDISK_NOT_MOUNTED "/mnt/localdisk is not a mounted file system"
  fi
}

home_source() {
  findmnt -n -o SOURCE,FSTYPE /home 2>/dev/null || true
}

home_is_nfs() {
  local source fstype
  read -r source fstype < <(home_source) || true
  [[ "${source:-}" == "$HOME_NFS_SERVER:$HOME_NFS_PATH" && "${fstype:-}" == nfs* ]]
}

fstab_has_home() {
  awk '$1 !~ /^#/ && $2 == "/home" { found = 1 } END { exit !found }' /etc/fstab 2>/dev/null
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

check_home() {
  local source fstype why=""
  if [[ -z "$HOME_NFS_SERVER" ]]; then
    node_set_str checks.home "not shared"
    return 0
  fi
  read -r source fstype < <(home_source) || true
  node_set_str checks.home "${source:-local} ${fstype:-}"
  if [[ "$source" != "$HOME_NFS_SERVER:$HOME_NFS_PATH" || "$fstype" != nfs* ]]; then
    if ! fstab_has_home; then
      why="; no /home line in /etc/fstab (cloud-init did not write it)"
    elif [[ -s "$NODE_STATE_DIR/mount.err" ]]; then
      why="; 'mount /home' failed $MOUNT_ATTEMPTS times: $(tail -n 1 "$NODE_STATE_DIR/mount.err")"
    fi
    node_fail HOME_NOT_NFS "/home is '${source:-not a mount point} ${fstype:-}', expected NFS from $HOME_NFS_SERVER:$HOME_NFS_PATH$why"
  fi
}

check_selinux_nfs_home() {
  [[ -n "$HOME_NFS_SERVER" ]] || return 0
  node_set_str checks.selinuxNfsHome "${SELINUX_NFS_HOME:-unknown}"
  if [[ "$SELINUX_NFS_HOME" != on && "$SELINUX_NFS_HOME" != disabled ]]; then
    node_fail SELINUX_NFS_HOME_OFF "SELinux boolean use_nfs_home_dirs is '${SELINUX_NFS_HOME:-unknown}': sshd cannot read keys on the NFS /home"
  fi
}

# `nvidia-smi -L` lists the GPUs of an NVSwitch board even while the fabric manager is down,
# but CUDA cannot use them (NVIDIA Fabric Manager User Guide): check the service itself.
check_fabric_manager() {
  local state
  [[ "$SHAPE_FABRIC_MANAGER" == true ]] || return 0
  state=$(systemctl is-active nvidia-fabricmanager 2>/dev/null || true)
  node_set_str checks.fabricManager "${state:-unknown}"
  if [[ "$state" != active ]]; then
    node_fail FABRIC_MANAGER_INACTIVE "nvidia-fabricmanager is '${state:-unknown}', not active: CUDA cannot use the GPUs of this NVSwitch board"
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

ip_to_int() {
  local a b c d
  IFS=. read -r a b c d <<<"$1"
  echo $(((a << 24) | (b << 16) | (c << 8) | d))
}

in_cidr() {
  local ip=$1 net=${2%/*} bits=${2#*/} mask
  mask=$(((0xFFFFFFFF << (32 - bits)) & 0xFFFFFFFF))
  ((($(ip_to_int "$ip") & mask) == ($(ip_to_int "$net") & mask)))
}

# first IPv4 address of an interface: `ip -o -4 addr show dev X` -> "N: X inet A/P ..."
if_addr() {
  ip -o -4 addr show dev "$1" 2>/dev/null | awk '{for (i = 1; i < NF; i++) if ($i == "inet") {print $(i + 1); exit}}' || true
}

check_rdma() {
  local state eth0 last k dev addr missing=() wrong=() unauth=() active
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

  eth0=$(if_addr eth0)
  last=${eth0%/*}
  last=${last##*.}
  for ((k = 0; k < SHAPE_RDMA_NICS; k++)); do
    dev="rdma$k"
    addr=$(if_addr "$dev")
    addr=${addr%/*}
    if [[ -z "$addr" ]]; then
      missing+=("$dev")
    elif ! in_cidr "$addr" "$RDMA_CIDR" || [[ "${addr##*.}" != "$last" ]]; then
      wrong+=("$dev=$addr")
    fi
    if ! sudo -n wpa_cli status -i "$dev" 2>/dev/null | grep -q '^Supplicant PAE state=AUTHENTICATED'; then
      unauth+=("$dev")
    fi
  done
  node_set checks.rdmaAddresses "$((SHAPE_RDMA_NICS - ${#missing[@]} - ${#wrong[@]}))"
  node_set checks.rdmaAuthenticated "$((SHAPE_RDMA_NICS - ${#unauth[@]}))"
  if ((${#missing[@]} + ${#wrong[@]} > 0)); then
    node_fail RDMA_ADDRESS_MISSING "no address in $RDMA_CIDR ending .$last (eth0 ${eth0:-none}) on: ${missing[*]} ${wrong[*]} $waited"
  fi
  if ((${#unauth[@]} > 0)); then
    node_fail RDMA_NOT_AUTHENTICATED "wpa_cli status not AUTHENTICATED on: ${unauth[*]} $waited"
  fi

  # `rdma link show`: "link mlx5_6/1 state ACTIVE physical_state LINK_UP netdev rdma0"
  active=$(rdma link show 2>/dev/null | grep -E 'netdev rdma[0-9]+' | grep -c ' state ACTIVE ' || true)
  node_set checks.rdmaActiveLinks "${active:-0}"
  if ((active != SHAPE_RDMA_NICS)); then
    node_fail RDMA_LINK_DOWN "$active of $SHAPE_RDMA_NICS RDMA links ACTIVE in 'rdma link show' $waited"
  fi
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
node_set waitedSeconds "$((SECONDS - STARTED))"
if node_failed; then node_set ready false; else node_set ready true; fi
node_result
