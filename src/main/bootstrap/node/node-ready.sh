#!/usr/bin/env bash
# Stage 2, node side (streamed after lib/node-lib.sh by readiness-gate.sh): the checks of
# seed 000 §3 on one GPU node. Waits for cloud-init, checks what cloud-init set up once,
# then polls RDMA readiness (about 10 minutes after login) until the node's deadline.
# Parameters: SHAPE_GPUS, SHAPE_RDMA_NICS (0 = no cluster network, RDMA not checked),
# RDMA_CIDR, TIMEZONE, HOME_NFS_SERVER (empty = /home is not shared, not checked), HOME_NFS_PATH
# (the path it exports: /home on the bastion, the export path of File Storage or an external server).
set -euo pipefail

: "${SHAPE_GPUS:?SHAPE_GPUS is required}"
: "${SHAPE_RDMA_NICS:?SHAPE_RDMA_NICS is required}"
: "${RDMA_CIDR:?RDMA_CIDR is required}"
: "${TIMEZONE:?TIMEZONE is required}"
HOME_NFS_SERVER="${HOME_NFS_SERVER:-}"
HOME_NFS_PATH="${HOME_NFS_PATH:-/home}"
POLL_SECONDS=15
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
  # df -hP prints: Filesystem Size Used Avail Use% Mounted-on (seed 000 §3-4)
  line=$(df -hP /mnt/localdisk 2>/dev/null | awk 'NR == 2 {print $6, $2, $1}' || true)
  if [[ "${line%% *}" == /mnt/localdisk ]]; then
    node_set_str checks.localdisk "$(awk '{print $2}' <<<"$line")"
  else
    node_set_str checks.localdisk "not mounted"
    node_fail LOCALDISK_NOT_MOUNTED "/mnt/localdisk is not a mounted file system"
  fi
}

check_home() {
  local source fstype
  if [[ -z "$HOME_NFS_SERVER" ]]; then
    node_set_str checks.home "not shared"
    return 0
  fi
  read -r source fstype < <(findmnt -n -o SOURCE,FSTYPE /home 2>/dev/null || true) || true
  node_set_str checks.home "${source:-local} ${fstype:-}"
  if [[ "$source" != "$HOME_NFS_SERVER:$HOME_NFS_PATH" || "$fstype" != nfs* ]]; then
    node_fail HOME_NOT_NFS "/home is '${source:-not a mount point} ${fstype:-}', expected NFS from $HOME_NFS_SERVER:$HOME_NFS_PATH"
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
  check_localdisk
  check_home
  check_firewall
  check_timezone
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

nlog "waiting for cloud-init (bound ${DEADLINE_SECONDS}s)"
node_wait "cloud-init to finish" "$POLL_SECONDS" cloud_init_settled || true
node_reset
static_checks
if node_failed || ((SHAPE_RDMA_NICS == 0)); then
  # What cloud-init sets up is wrong: report now with RDMA as it stands, no long wait.
  if ((SHAPE_RDMA_NICS > 0)); then check_rdma; fi
else
  nlog "waiting for RDMA configuration of $SHAPE_RDMA_NICS interfaces (bound ${DEADLINE_SECONDS}s)"
  node_wait "RDMA interfaces ready" "$POLL_SECONDS" rdma_ready || true
  all_checks
fi
node_set waitedSeconds "$((SECONDS - STARTED))"
if node_failed; then node_set ready false; else node_set ready true; fi
node_result
