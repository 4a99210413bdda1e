#!/usr/bin/env bash
# The passive node checks, one implementation for the readiness gate (its node-ready.sh)
# and the health check Slurm runs on every node (the health stage's program): each reads the
# node as it is (no repair, no traffic), records its value with node_set and its failure with
# node_fail (lib/node-lib.sh). Streamed to the nodes with lib/node-lib.sh (fanout) and installed
# with it as the health check program; functions only, no side effect when read.
# Variables: SHAPE_GPUS, SHAPE_RDMA_NICS, RDMA_CIDR, HOME_NFS_SERVER, HOME_NFS_PATH,
# SHAPE_FABRIC_MANAGER, SHAPE_GPU_PCIE_LINK_WIDTH (read by the checks that need them).
# Besides node_fail (a failure: the health check drains on it), a check may record a warning
# (check_warn: reported and counted, never drained on) or a refused query (check_refused: the tool
# refused the question the check asked, so the check itself is broken, not the node).
set -euo pipefail

# In the health check every probe of a tool runs under `timeout`: Oracle's check_gpu_setup.py
# bounds each nvidia-smi call by SMI_TIMEOUT_SEC = 10 and reports "timed out after 10s" as a
# failure; a hung driver blocks its callers, so an unbounded probe hangs the check (and, as a
# Slurm Prolog, the job). PROBE_DEADLINE (epoch seconds) turns this on and bounds all probes of a
# run together (the health check sets it; slurmd kills its HealthCheckProgram after 60 s, slurm:
# src/slurmd/slurmd/slurmd.c). Unset (the readiness gate), a probe runs unbounded: the gate's
# stage bounds each node as a whole (TIMEOUT), and a gate that waits minutes for RDMA must not
# fail a node for one slow answer on a loaded machine.
PROBE_TIMEOUT_SECONDS=${PROBE_TIMEOUT_SECONDS:-10}
PROBE_DEADLINE=${PROBE_DEADLINE:-}

# checks_reset: forget the previous run's warnings, refused queries and hung tools
checks_reset() {
  : >"$NODE_STATE_DIR/warnings"
  : >"$NODE_STATE_DIR/refused"
  rm -f "$NODE_STATE_DIR"/hung.*
}

# check_warn CODE DETAIL: a finding worth an alert that takes no node out of service
check_warn() {
  printf '%s\t%s\n' "$1" "$2" >>"$NODE_STATE_DIR/warnings"
  nlog "check warning: $1 $2"
}

# check_refused CODE DETAIL: the tool refused the query (an unknown field, bad arguments): the
# check does not work with this tool, which says nothing about the node's health
check_refused() {
  printf '%s\t%s\n' "$1" "$2" >>"$NODE_STATE_DIR/refused"
  nlog "check refused: $1 $2"
}

# probe TOOL ARG...: TOOL under timeout (TERM, then KILL 2 s later: coreutils timeout(1)); its
# status, or 124 when it did not answer in time (then PROBE_TIMEOUT is recorded, once per tool:
# a tool that hung is not run again in this run)
probe() {
  local tool=${1##*/} limit=$PROBE_TIMEOUT_SECONDS rc=0 marker
  if [[ -z "$PROBE_DEADLINE" ]]; then
    "$@"
    return
  fi
  marker="$NODE_STATE_DIR/hung.$tool"
  if [[ -e "$marker" ]]; then
    # a polling caller (the readiness gate) resets its failures between rounds: keep this one
    grep -q "^PROBE_TIMEOUT"$'\t'"'$tool" "$NODE_STATE_DIR/failures" ||
      node_fail PROBE_TIMEOUT "'$tool' hung earlier in this run (killed); not run again"
    return 124
  fi
  if ((PROBE_DEADLINE - EPOCHSECONDS < limit)); then
    limit=$((PROBE_DEADLINE - EPOCHSECONDS))
    if ((limit < 1)); then
      : >"$marker"
      node_fail PROBE_TIMEOUT "'$*' not run: the check's probes used up their ${PROBE_BUDGET_SECONDS:-?}s budget (an earlier probe was slow)"
      return 124
    fi
  fi
  timeout -k 2 "$limit" "$@" || rc=$?
  if ((rc == 124 || rc == 137)); then
    : >"$marker"
    node_fail PROBE_TIMEOUT "'$*' did not answer within ${limit}s and was killed (a hung driver or device)"
    return 124
  fi
  return "$rc"
}

check_gpus() {
  local out rc=0 count
  out=$(probe nvidia-smi -L 2>/dev/null) || rc=$?
  ((rc != 124)) || return 0
  count=$(grep -c '^GPU [0-9]' <<<"$out" || true)
  node_set checks.gpus "${count:-0}"
  if ((count != SHAPE_GPUS)); then
    node_fail GPU_MISSING "$count of $SHAPE_GPUS GPUs visible to nvidia-smi"
  fi
}

check_localdisk() {
  local line
  # df -hP prints: Filesystem Size Used Avail Use% Mounted-on (Oracle's GPU cluster tutorial §3-4)
  line=$(probe df -hP /mnt/localdisk 2>/dev/null | awk 'NR == 2 {print $6, $2, $1}' || true)
  [[ ! -e "$NODE_STATE_DIR/hung.df" ]] || return 0
  if [[ "${line%% *}" == /mnt/localdisk ]]; then
    node_set_str checks.localdisk "$(awk '{print $2}' <<<"$line")"
  else
    node_set_str checks.localdisk "not mounted"
    node_fail LOCALDISK_NOT_MOUNTED "/mnt/localdisk is not a mounted file system"
  fi
}

# oci-hpc's per-shape NHC configuration flags a node at 90 % used (oci.nhc.conf.j2: check_fs_used 90%)
LOCALDISK_FULL_PERCENT=90

# check_localdisk_space: /mnt/localdisk (the NVMe volume jobs and Enroot write to) below
# LOCALDISK_FULL_PERCENT used; df -hP's Use% (field 5). Not mounted: check_localdisk's failure.
# A warning, not a drain: what fills it (a finished job's scratch, Enroot's cache and named
# containers) belongs to users and nothing here may delete it, so a drain would have no way back
# but an operator; the node keeps taking jobs and the alert names it.
check_localdisk_space() {
  local mount used
  read -r mount used < <(probe df -hP /mnt/localdisk 2>/dev/null | awk 'NR == 2 {print $6, $5}') || true
  [[ "${mount:-}" == /mnt/localdisk ]] || return 0
  used=${used%\%}
  node_set checks.localdiskUsedPercent "${used:-0}"
  if [[ "$used" =~ ^[0-9]+$ ]] && ((used >= LOCALDISK_FULL_PERCENT)); then
    check_warn LOCALDISK_FULL "/mnt/localdisk is $used% used ($LOCALDISK_FULL_PERCENT% or more is full): jobs that write there may fail; clean it (docs/health.md)"
  fi
}

home_source() {
  probe findmnt -n -o SOURCE,FSTYPE /home 2>/dev/null || true
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
  state=$(probe systemctl is-active nvidia-fabricmanager 2>/dev/null || true)
  [[ ! -e "$NODE_STATE_DIR/hung.systemctl" ]] || return 0
  node_set_str checks.fabricManager "${state:-unknown}"
  if [[ "$state" != active ]]; then
    node_fail FABRIC_MANAGER_INACTIVE "nvidia-fabricmanager is '${state:-unknown}', not active: CUDA cannot use the GPUs of this NVSwitch board"
  fi
}

# ip_to_int A.B.C.D: the address as a number, in REPLY (no subshell: the check runs before every job)
ip_to_int() {
  local a b c d
  IFS=. read -r a b c d <<<"$1"
  REPLY=$(((a << 24) | (b << 16) | (c << 8) | d))
}

in_cidr() {
  local ip=$1 net=${2%/*} bits=${2#*/} mask addr
  mask=$(((0xFFFFFFFF << (32 - bits)) & 0xFFFFFFFF))
  ip_to_int "$ip"
  addr=$REPLY
  ip_to_int "$net"
  (((addr & mask) == (REPLY & mask)))
}

# IPV4: each interface's first IPv4 address, from one `ip -o -4 addr show` ("N: X inet A/P ...";
# one probe for every interface, not one per interface: the check runs before every job)
declare -A IPV4=()
read_addresses() {
  local dev addr
  IPV4=()
  while read -r dev addr; do
    [[ -n "${IPV4[$dev]:-}" ]] || IPV4[$dev]=$addr
  done < <(probe ip -o -4 addr show 2>/dev/null | awk '{for (i = 1; i < NF; i++) if ($i == "inet") {print $2, $(i + 1); break}}' || true)
}

# check_rdma_addresses [SUFFIX]: every rdmaN has its address in RDMA_CIDR ending with eth0's
# last octet (Oracle's RDMA auto-configuration); SUFFIX ends the failure's detail.
check_rdma_addresses() {
  local suffix=${1:-} eth0 last k dev addr missing=() wrong=()
  read_addresses
  eth0=${IPV4[eth0]:-}
  last=${eth0%/*}
  last=${last##*.}
  for ((k = 0; k < SHAPE_RDMA_NICS; k++)); do
    dev="rdma$k"
    addr=${IPV4[$dev]:-}
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
  active=$(probe rdma link show 2>/dev/null | grep -E 'netdev rdma[0-9]+' | grep -c ' state ACTIVE ' || true)
  [[ ! -e "$NODE_STATE_DIR/hung.rdma" ]] || return 0
  node_set checks.rdmaActiveLinks "${active:-0}"
  if ((active != SHAPE_RDMA_NICS)); then
    node_fail RDMA_LINK_DOWN "$active of $SHAPE_RDMA_NICS RDMA links ACTIVE in 'rdma link show' $suffix"
  fi
}

# rdma_devices: "DEV PORT" of each rdmaN link in `rdma link show` ("link mlx5_6/1 ... netdev rdma0")
rdma_devices() {
  probe rdma link show 2>/dev/null | sed -nE 's|^link ([^/ ]+)/([0-9]+) .* netdev rdma[0-9]+ *$|\1 \2|p' || true
}

# The kernel's RDMA devices (Documentation/ABI/stable/sysfs-class-infiniband); a test reads a recorded copy
RDMA_SYSFS_ROOT=${RDMA_SYSFS_ROOT:-/sys/class/infiniband}

# Where check_rdma_flaps keeps each port's link_downed between runs (root only: the program runs as root).
HEALTH_STATE_DIR=${HEALTH_STATE_DIR:-/var/lib/oci-gpu-cluster/health}

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
    now=""
    read -r now <"$RDMA_SYSFS_ROOT/$dev/ports/$port/counters/link_downed" 2>/dev/null || true
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

# gpu_query KIND FIELDS WHAT: nvidia-smi's answer to --query-KIND=FIELDS (csv, no header, no units)
# on stdout. Status 0: answered; 2: refused (recorded with check_refused: an unknown field or bad
# arguments is nvidia-smi(1)'s return value 2, "Field \"x\" is not a valid field to query." on
# stdout); 1: failed otherwise (GPU_QUERY_FAILED: the node cannot answer, e.g. 9 "NVIDIA driver is
# not loaded", 15 "GPU is lost"); 124: hung (PROBE_TIMEOUT recorded by probe).
gpu_query() {
  local kind=$1 fields=$2 what=$3 out rc=0
  out=$(probe nvidia-smi "--query-$kind=$fields" --format=csv,noheader,nounits 2>&1) || rc=$?
  ((rc != 124)) || return 124
  if ((rc == 0)) && [[ "$out" != *"is not a valid field to query"* ]]; then
    printf '%s\n' "$out"
    return 0
  fi
  if ((rc == 2)) || [[ "$out" == *"is not a valid field to query"* || "$out" == *"Invalid combination of input arguments"* ]]; then
    check_refused GPU_QUERY_REFUSED "nvidia-smi refused --query-$kind=$fields ($what; exit $rc): $(grep -m1 . <<<"$out")"
    return 2
  fi
  node_fail GPU_QUERY_FAILED "nvidia-smi --query-$kind ($what) failed with exit $rc: $(grep . <<<"$out" | tail -n 1)"
  return 1
}

# yes_flag VALUE: nvidia-smi's Yes (or a count above 0) for a remapped_rows flag; "No", "0",
# "[N/A]" (a GPU without row remapping) are no
yes_flag() { [[ "$1" == Yes || "$1" =~ ^[1-9][0-9]*$ ]]; }

# check_gpu_pcie: every GPU's PCIe link at the shape's width (SHAPE_GPU_PCIE_LINK_WIDTH, shape
# catalog): a GPU trained to fewer lanes moves data slower (Oracle's "GPU PCIe Width Error").
# nvidia-smi --help-query-gpu: pcie.link.width.current, pcie.link.width.max.
check_gpu_pcie() {
  local idx current max answer narrow=()
  answer=$(gpu_query gpu index,pcie.link.width.current,pcie.link.width.max "PCIe link width") || return 0
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

# Where the Xid check keeps its place in the kernel log and the Xids it found: under /run, which
# a reboot empties, as it empties the kernel log (the health check runs as root).
HEALTH_RUN_DIR=${HEALTH_RUN_DIR:-/run/oci-gpu-cluster/health}

# the kernel log since boot; root reads it (slurmd runs the health check as root), the gate's user via sudo
kernel_log() {
  if ((EUID == 0)); then probe dmesg 2>/dev/null; else probe sudo -n dmesg 2>/dev/null; fi
}

# check_xid: the Xids the NVIDIA driver logged since the previous run ("NVRM: Xid (PCI:0000:0f:00):
# 79, pid=..., GPU has fallen off the bus.", NVIDIA "Xid Errors"), each classed by NVIDIA's Xid
# catalog (XID_CATALOG: health/node/xid-catalog.tsv, the health program carries it): one whose
# immediate action needs a GPU reset, a reboot or a workflow fails the node as GPU_XID_ERROR
# until the drain was applied (health-check.sh acknowledges it); one the catalog says to ignore or
# to restart the application for (a user's faulty kernel) is only counted. The place read up to
# (dmesg's "[seconds.micros]" of the last line seen) is kept in HEALTH_RUN_DIR/kmsg.cursor, so a
# line is judged once: an operator's resume after a GPU reset is not undone by the same old line.
check_xid() {
  local cursor_file="$HEALTH_RUN_DIR/kmsg.cursor" pending="$HEALTH_RUN_DIR/xid.pending" cursor=0 log rc=0 found new_cursor n
  : "${XID_CATALOG:?XID_CATALOG comes with the health program (health/node/xid-catalog.tsv)}"
  [[ -r "$cursor_file" ]] && read -r cursor <"$cursor_file"
  [[ "$cursor" =~ ^[0-9]+$ ]] || cursor=0
  log=$(kernel_log) || rc=$?
  ((rc != 124)) || return 0
  # one line per Xid after the cursor: "drain|log XID PCI BUCKET DESCRIPTION", then "cursor N"
  found=$(awk -v cursor="$cursor" -v catalog="$XID_CATALOG" '
    BEGIN {
      n = split(catalog, rows, "\n")
      for (i = 1; i <= n; i++) {
        if (rows[i] ~ /^#/ || rows[i] == "") continue
        split(rows[i], f, "\t")
        action[f[1]] = f[2]; bucket[f[1]] = f[3]; what[f[1]] = f[4]
      }
      last = cursor
    }
    match($0, /^\[ *[0-9]+\.[0-9]+\]/) {
      stamp = substr($0, RSTART + 1, RLENGTH - 2); gsub(/ /, "", stamp)
      split(stamp, t, "."); us = t[1] * 1000000 + substr(t[2] "000000", 1, 6)
      if (us <= cursor) next
      if (us > last) last = us
      if (!match($0, /NVRM: Xid \(PCI:[0-9a-fA-F:.]+\): [0-9]+,/)) next
      x = substr($0, RSTART, RLENGTH); sub(/^NVRM: Xid \(PCI:/, "", x); sub(/,$/, "", x)
      split(x, p, "\\): "); xid = p[2]; pci = p[1]
      a = (xid in action) ? action[xid] : "log"
      # Xid 154 names the recovery action it changed to: "to 0x0 (None)" asks for nothing
      if (xid == 154 && $0 ~ /to 0x[0-9a-fA-F]+ \(None\)/) a = "log"
      printf "%s %s %s %s %s\n", a, xid, pci, (xid in bucket) ? bucket[xid] : "NOT_IN_CATALOG", (xid in what) ? what[xid] : "?"
    }
    END { printf "cursor %.0f\n", last }' <<<"$log")
  new_cursor=$(sed -n 's/^cursor //p' <<<"$found")
  if [[ "$new_cursor" != "$cursor" ]]; then
    # 0700: the parent directory holds nothing else readable
    # shellcheck disable=SC2174 # -m for the deepest directory only is what is meant
    { mkdir -p -m 0700 "$HEALTH_RUN_DIR" && printf '%s\n' "$new_cursor" >"$cursor_file.$$" && mv -f "$cursor_file.$$" "$cursor_file"; } || true
  fi
  if grep -q '^drain ' <<<"$found"; then
    # shellcheck disable=SC2174 # -m for the deepest directory only is what is meant
    mkdir -p -m 0700 "$HEALTH_RUN_DIR" && grep '^drain ' <<<"$found" | cut -d' ' -f2- >>"$pending"
  fi
  node_set checks.xidsLogged "$(grep -c '^log ' <<<"$found" || true)"
  n=$(grep -c . "$pending" 2>/dev/null || true)
  node_set checks.xidsPending "${n:-0}"
  if [[ -s "$pending" ]]; then
    # the Xids first: a Slurm reason keeps 160 characters; the code says what they mean
    node_fail GPU_XID_ERROR "$(awk '!seen[$1 FS $2]++ {d = $0; sub(/^[^ ]+ [^ ]+ [^ ]+ /, "", d); printf "%sXid %s on PCI:%s (%s: %s)", (n++ ? "; " : ""), $1, $2, $3, d}' "$pending") (NVIDIA's Xid catalog: a GPU reset or more)"
  fi
}

# Uncorrectable ECC errors since the driver loaded above which a GPU is taken out of service:
# any (NVIDIA, "GPU Memory Error Management", Error Recovery and Response Flags: an uncorrectable
# error ends the application that met it; error containment and a pending row remap keep the GPU
# usable only until it is reset, which Slurm can do only on a drained node).
ECC_UNCORRECTED_MAX=0

# check_gpu_memory: per GPU, joined on the PCI bus id: uncorrectable ECC errors since the driver
# loaded (nvidia-smi --query-gpu: index, pci.bus_id, ecc.errors.uncorrected.volatile.total) and
# row remapping (nvidia-smi's own query for it, --query-remapped-rows: gpu_bus_id,
# remapped_rows.pending, remapped_rows.failure; nvidia-smi(1): "Information about remapped rows").
# A failed remap (the GPU is out of spare rows: NVIDIA says replace it) fails the node; a pending
# one is a warning: NVIDIA, "GPU Memory Error Management", Error Recovery and Response Flags:
# "Even with the flag set, unaffected applications can continue running ... and new workloads can
# be launched"; the next GPU reset or reboot applies it. "[N/A]" (a GPU without ECC or row
# remapping) counts as none. A query nvidia-smi refuses leaves the check unanswered, not failed.
check_gpu_memory() {
  local ecc remap idx bus n pending failure bad_ecc=() failed=() pendings=() unanswered=()
  declare -A remap_pending=() remap_failure=()
  ecc=$(gpu_query gpu index,pci.bus_id,ecc.errors.uncorrected.volatile.total "uncorrectable ECC errors") || return 0
  if remap=$(gpu_query remapped-rows gpu_bus_id,remapped_rows.pending,remapped_rows.failure "row remapping"); then
    while IFS=', ' read -r bus pending failure; do
      [[ -n "$bus" ]] || continue
      remap_pending[${bus^^}]=$pending
      remap_failure[${bus^^}]=$failure
    done <<<"$remap"
  else
    remap=unanswered
  fi
  while IFS=', ' read -r idx bus n; do
    [[ -n "$idx" ]] || continue
    if [[ "$n" =~ ^[0-9]+$ ]] && ((n > ECC_UNCORRECTED_MAX)); then bad_ecc+=("GPU$idx:$n"); fi
    [[ "$remap" != unanswered ]] || continue
    if [[ -z "${remap_failure[${bus^^}]+set}" ]]; then
      unanswered+=("GPU$idx($bus)")
    elif yes_flag "${remap_failure[${bus^^}]}"; then
      failed+=("GPU$idx:failed")
    elif yes_flag "${remap_pending[${bus^^}]}"; then
      pendings+=("GPU$idx:pending")
    fi
  done <<<"$ecc"
  node_set checks.gpuEccErrors "${#bad_ecc[@]}"
  node_set checks.gpuRowRemapFailed "${#failed[@]}"
  node_set checks.gpuRowRemapPending "${#pendings[@]}"
  if ((${#bad_ecc[@]} > 0)); then
    node_fail GPU_ECC_ERROR "uncorrectable ECC errors since the driver loaded: ${bad_ecc[*]}"
  fi
  if ((${#failed[@]} > 0)); then
    node_fail GPU_ROW_REMAP_ERROR "row remapping failed (no spare rows left: replace the GPU): ${failed[*]}"
  fi
  if ((${#pendings[@]} > 0)); then
    check_warn GPU_ROW_REMAP_PENDING "row remapping pending until the GPU is reset (new work still runs; reset it once idle: nvidia-smi -r): ${pendings[*]}"
  fi
  if ((${#unanswered[@]} > 0)); then
    check_refused GPU_QUERY_REFUSED "nvidia-smi --query-remapped-rows gave no row for ${unanswered[*]} (joined on the bus id of --query-gpu)"
  fi
}
