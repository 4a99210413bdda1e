#!/usr/bin/env bash
# The passive node checks, one implementation for the readiness gate (its node-ready.sh)
# and the health check Slurm runs on every node (the health stage's program): each reads the
# node as it is (no repair, no traffic), records its value with node_set and its failure with
# node_fail (lib/node-lib.sh). Streamed to the nodes with lib/node-lib.sh (fanout) and installed
# with it as the health check program; functions only, no side effect when read.
# Variables: SHAPE_GPUS, SHAPE_RDMA_NICS, RDMA_CIDR, HOME_NFS_SERVER, HOME_NFS_PATH,
# SHAPE_FABRIC_MANAGER, SHAPE_GPU_PCIE_LINK_WIDTH (read by the checks that need them).
set -euo pipefail

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

# oci-hpc's per-shape NHC configuration fails a node at 90 % used (oci.nhc.conf.j2: check_fs_used 90%)
LOCALDISK_FULL_PERCENT=90

# check_localdisk_space: /mnt/localdisk (the NVMe volume jobs and Enroot write to) below
# LOCALDISK_FULL_PERCENT used; df -hP's Use% (field 5). Not mounted: check_localdisk's failure.
check_localdisk_space() {
  local mount used
  read -r mount used < <(df -hP /mnt/localdisk 2>/dev/null | awk 'NR == 2 {print $6, $5}') || true
  [[ "${mount:-}" == /mnt/localdisk ]] || return 0
  used=${used%\%}
  node_set checks.localdiskUsedPercent "${used:-0}"
  if [[ "$used" =~ ^[0-9]+$ ]] && ((used >= LOCALDISK_FULL_PERCENT)); then
    node_fail LOCALDISK_FULL "/mnt/localdisk is $used% used (at most $((LOCALDISK_FULL_PERCENT - 1))% free space kept for jobs: $LOCALDISK_FULL_PERCENT% is full)"
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

# check_home: /home is the NFS export; the gate adds why when its own mount failed
# ($NODE_STATE_DIR/mount.err, MOUNT_ATTEMPTS tries).
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
      why="; 'mount /home' failed ${MOUNT_ATTEMPTS:-?} times: $(tail -n 1 "$NODE_STATE_DIR/mount.err")"
    fi
    node_fail HOME_NOT_NFS "/home is '${source:-not a mount point} ${fstype:-}', expected NFS from $HOME_NFS_SERVER:$HOME_NFS_PATH$why"
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

# check_rdma_addresses [SUFFIX]: every rdmaN has its address in RDMA_CIDR ending with eth0's
# last octet (Oracle's RDMA auto-configuration); SUFFIX ends the failure's detail.
check_rdma_addresses() {
  local suffix=${1:-} eth0 last k dev addr missing=() wrong=()
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
  done
  node_set checks.rdmaAddresses "$((SHAPE_RDMA_NICS - ${#missing[@]} - ${#wrong[@]}))"
  if ((${#missing[@]} + ${#wrong[@]} > 0)); then
    node_fail RDMA_ADDRESS_MISSING "no address in $RDMA_CIDR ending .$last (eth0 ${eth0:-none}) on: ${missing[*]} ${wrong[*]} $suffix"
  fi
}

# check_rdma_links [SUFFIX]: every RDMA NIC's link ACTIVE.
# `rdma link show`: "link mlx5_6/1 state ACTIVE physical_state LINK_UP netdev rdma0"
check_rdma_links() {
  local suffix=${1:-} active
  active=$(rdma link show 2>/dev/null | grep -E 'netdev rdma[0-9]+' | grep -c ' state ACTIVE ' || true)
  node_set checks.rdmaActiveLinks "${active:-0}"
  if ((active != SHAPE_RDMA_NICS)); then
    node_fail RDMA_LINK_DOWN "$active of $SHAPE_RDMA_NICS RDMA links ACTIVE in 'rdma link show' $suffix"
  fi
}

# rdma_devices: "DEV PORT" of each rdmaN link in `rdma link show` ("link mlx5_6/1 ... netdev rdma0")
rdma_devices() {
  rdma link show 2>/dev/null | sed -nE 's|^link ([^/ ]+)/([0-9]+) .* netdev rdma[0-9]+ *$|\1 \2|p' || true
}

# Where check_rdma_flaps keeps each port's link_downed between runs (root only: the program runs as root).
HEALTH_STATE_DIR=/var/lib/oci-gpu-cluster/health

# check_rdma_flaps: no RDMA port's link went down since the previous run, though it may be ACTIVE
# again now: its link_downed counter (/sys/class/infiniband/DEV/ports/PORT/counters/link_downed,
# the counter oci-hpc's RDMA exporter reads) grew. The counters are kept in
# HEALTH_STATE_DIR/link_downed; the first run only records them. A flap drains the node for one
# interval; a link that keeps flapping keeps it drained.
check_rdma_flaps() {
  local file="$HEALTH_STATE_DIR/link_downed" dev port key now before flapped=() state=""
  declare -A previous=()
  if [[ -r "$file" ]]; then
    while read -r dev before; do previous[$dev]=$before; done <"$file"
  fi
  while read -r dev port; do
    now=$(cat "/sys/class/infiniband/$dev/ports/$port/counters/link_downed" 2>/dev/null || true)
    [[ "$now" =~ ^[0-9]+$ ]] || continue
    key="$dev/$port"
    state+="$key $now"$'\n'
    before=${previous[$key]:-}
    if [[ -n "$before" ]] && ((now > before)); then flapped+=("$key:+$((now - before))"); fi
  done < <(rdma_devices)
  # written only when a counter moved (a run that changes nothing leaves the file as it was)
  if [[ -n "$state" && "$state" != "$(cat "$file" 2>/dev/null)"$'\n' ]]; then
    # 0700 for this directory only: its parent holds the metrics node_exporter reads
    # shellcheck disable=SC2174 # -m for the deepest directory only is what is meant
    { mkdir -p -m 0700 "$HEALTH_STATE_DIR" && (umask 077 && printf '%s' "$state" >"$file.$$") && mv -f "$file.$$" "$file"; } || true
  fi
  node_set checks.rdmaFlappedLinks "${#flapped[@]}"
  if ((${#flapped[@]} > 0)); then
    node_fail RDMA_LINK_FLAPPING "RDMA link went down since the last check (link_downed grew): ${flapped[*]}"
  fi
}

# check_gpu_pcie: every GPU's PCIe link at the shape's width (SHAPE_GPU_PCIE_LINK_WIDTH, shape
# catalog): a GPU trained to fewer lanes moves data slower (Oracle's "GPU PCIe Width Error").
# nvidia-smi --help-query-gpu: pcie.link.width.current, pcie.link.width.max.
check_gpu_pcie() {
  local idx current max answer narrow=()
  if ! answer=$(nvidia-smi --query-gpu=index,pcie.link.width.current,pcie.link.width.max \
    --format=csv,noheader,nounits 2>&1); then
    node_fail GPU_QUERY_FAILED "nvidia-smi --query-gpu (PCIe link width) failed: $(tail -n 1 <<<"$answer")"
    return 0
  fi
  while IFS=', ' read -r idx current max; do
    [[ -n "$idx" ]] || continue
    if [[ "$current" =~ ^[0-9]+$ ]] && ((current < SHAPE_GPU_PCIE_LINK_WIDTH)); then
      narrow+=("GPU$idx:x$current(max x$max)")
    fi
  done <<<"$answer"
  node_set checks.gpuPcieNarrow "${#narrow[@]}"
  if ((${#narrow[@]} > 0)); then
    node_fail GPU_PCIE_WIDTH_LOW "PCIe link below the shape's x$SHAPE_GPU_PCIE_LINK_WIDTH: ${narrow[*]}"
  fi
}

# Xids that take a GPU out of service until a reset or a reboot: the list azurehpc-health-checks
# treats as fatal (customTests/azure_gpu_xid.nhc); NVIDIA's "Xid Errors" catalog explains each
# (79: fallen off the bus, 48/63/64/94/95: ECC and row remapping, 74: NVLink).
GPU_FATAL_XIDS="48 56 57 58 62 63 64 65 68 69 73 74 79 80 81 92 119 120"

# the kernel log since boot; root reads it (slurmd runs the health check as root), the gate's user via sudo
kernel_log() {
  if ((EUID == 0)); then dmesg 2>/dev/null; else sudo -n dmesg 2>/dev/null; fi || true
}

# check_xid: no fatal Xid in the kernel log since boot. The NVIDIA driver logs
# "NVRM: Xid (PCI:0000:0f:00): 79, pid=..., GPU has fallen off the bus." (NVIDIA, "Xid Errors").
check_xid() {
  local xids fatal=() x
  xids=$(kernel_log | sed -nE 's/.*NVRM: Xid \((PCI:[0-9a-fA-F:.]+)\): ([0-9]+),.*/\2@\1/p' | sort -u)
  for x in $xids; do
    [[ " $GPU_FATAL_XIDS " == *" ${x%%@*} "* ]] && fatal+=("Xid ${x%%@*} on ${x#*@}")
  done
  node_set checks.fatalXids "${#fatal[@]}"
  if ((${#fatal[@]} > 0)); then
    node_fail GPU_XID_ERROR "fatal Xid in the kernel log since boot: ${fatal[*]}"
  fi
}

# check_gpu_memory: no uncorrectable ECC error and no failed or pending row remapping on any GPU
# (nvidia-smi --help-query-gpu: ecc.errors.uncorrected.volatile.total, remapped_rows.failure,
# remapped_rows.pending; NVIDIA's "GPU Memory Error Management": a pending remap needs a GPU reset,
# a failed one a replacement). "[N/A]" (a GPU without ECC or row remapping) counts as none.
check_gpu_memory() {
  local idx ecc failure pending answer bad_ecc=() bad_remap=()
  # a refused or failed query is a failure of its own, never a healthy node
  if ! answer=$(nvidia-smi --query-gpu=index,ecc.errors.uncorrected.volatile.total,remapped_rows.failure,remapped_rows.pending \
    --format=csv,noheader,nounits 2>&1); then
    node_fail GPU_QUERY_FAILED "nvidia-smi --query-gpu failed: $(tail -n 1 <<<"$answer")"
    return 0
  fi
  while IFS=', ' read -r idx ecc failure pending; do
    [[ -n "$idx" ]] || continue
    [[ "$ecc" =~ ^[0-9]+$ ]] && ((ecc > 0)) && bad_ecc+=("GPU$idx:$ecc")
    if [[ "$failure" == Yes || "$failure" =~ ^[1-9] ]]; then
      bad_remap+=("GPU$idx:failed")
    elif [[ "$pending" == Yes || "$pending" =~ ^[1-9] ]]; then
      bad_remap+=("GPU$idx:pending")
    fi
  done <<<"$answer"
  node_set checks.gpuEccErrors "${#bad_ecc[@]}"
  node_set checks.gpuRowRemap "${#bad_remap[@]}"
  if ((${#bad_ecc[@]} > 0)); then
    node_fail GPU_ECC_ERROR "uncorrectable ECC errors since the driver loaded: ${bad_ecc[*]}"
  fi
  if ((${#bad_remap[@]} > 0)); then
    node_fail GPU_ROW_REMAP_ERROR "row remapping failed or pending (needs a GPU reset): ${bad_remap[*]}"
  fi
}
