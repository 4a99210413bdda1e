#!/usr/bin/env bash
# oci-gpu-cluster RDMA counter collector, installed by the monitoring stage and run as root by
# oci-gpu-cluster-rdma-metrics.timer: every RDMA port's state and counters as node_exporter
# textfile metrics (oci_gpu_cluster_rdma.prom in the textfile directory, written whole then renamed, as the
# textfile collector's docs ask), named as docs/monitoring-metrics.md says:
# oci_gpu_cluster_rdma_port_state (1: state ACTIVE, else 0), _port_phys_state (the number, 5:
# LinkUp), oci_gpu_cluster_rdma_<counter>_total for each file of ports/N/counters but
# port_{rcv,xmit}_data, which count 4-byte words: _port_{rcv,xmit}_data_bytes_total (× 4, as
# oci-hpc's exporter multiplies them), oci_gpu_cluster_rdma_hw_<counter>_total for
# ports/N/hw_counters, all labelled device and port, and oci_gpu_cluster_rdma_ports (ports found). The counters are the set Oracle's oci-hpc rdma exporter reads
# (playbooks/roles/metrics-exporter/files/rdma_counters_exporter.py): ports/N/counters/* and
# ports/N/hw_counters/* of /sys/class/infiniband/<device> (kernel ABI
# Documentation/ABI/stable/sysfs-class-infiniband), plus state and phys_state.
# Every sample is labelled rail="true" for a device of RDMA_RAILS (the RDMA rails of the node's
# shape, the NICs NCCL runs over: its NCCL_IB_HCA list in the shape catalog), rail="false" for any
# other (the front-end NIC of the shape and any NIC NCCL does not use): RdmaLinkDown alerts on
# the rails only. Files are read with bash's `read` (no fork per counter: this runs every scrape
# interval on every node, over 16 ports and their counters).
# RDMA_SYSFS_ROOT (test knob): another directory laid out as /sys/class/infiniband.
set -euo pipefail
root=${RDMA_SYSFS_ROOT:-/sys/class/infiniband}
rails=",${RDMA_RAILS-},"
out=${METRICS_DIR:?METRICS_DIR is required (its unit sets it)}/oci_gpu_cluster_rdma.prom
tmp=$(mktemp "$out.XXXXXX")
trap 'rm -f "$tmp"' EXIT
# samples: "name{labels} value" lines, then grouped by name (each family's lines together, as
# the exposition format requires) with its TYPE line: *_total counters, the rest gauges
samples() {
  local port dev p labels state phys up kind prefix f v rail ports=0
  for port in "$root"/*/ports/*; do
    [[ -d "$port" ]] || continue
    dev=${port%/ports/*}
    dev=${dev##*/}
    p=${port##*/}
    rail=false
    [[ $rails == *",$dev,"* ]] && rail=true
    labels="device=\"$dev\",port=\"$p\",rail=\"$rail\""
    # "4: ACTIVE", "5: LinkUp": the number before the colon
    state=0 phys=0
    read -r state _ 2>/dev/null <"$port/state" || true
    read -r phys _ 2>/dev/null <"$port/phys_state" || true
    state=${state%:} phys=${phys%:}
    [[ $phys =~ ^[0-9]+$ ]] || phys=0
    up=0
    [[ $state == 4 ]] && up=1
    echo "oci_gpu_cluster_rdma_port_state{$labels} $up"
    echo "oci_gpu_cluster_rdma_port_phys_state{$labels} $phys"
    for kind in counters hw_counters; do
      prefix=oci_gpu_cluster_rdma_
      [[ $kind == hw_counters ]] && prefix=oci_gpu_cluster_rdma_hw_
      for f in "$port/$kind"/*; do
        [[ -f "$f" && "${f##*/}" =~ ^[a-z][a-z0-9_]*$ ]] || continue
        v=""
        read -r v 2>/dev/null <"$f" || [[ -n $v ]] || continue
        [[ "$v" =~ ^[0-9]+$ ]] || continue
        case $kind/${f##*/} in
          counters/port_rcv_data | counters/port_xmit_data) echo "$prefix${f##*/}_bytes_total{$labels} $((v * 4))" ;;
          *) echo "$prefix${f##*/}_total{$labels} $v" ;;
        esac
      done
    done
    ports=$((ports + 1))
  done
  echo "oci_gpu_cluster_rdma_ports $ports"
}
samples | LC_ALL=C sort -s -t '{' -k1,1 | awk '
  BEGIN {
    help["oci_gpu_cluster_rdma_port_state"] = "1 when the RDMA port state (ports/N/state) is 4: ACTIVE, else 0."
    help["oci_gpu_cluster_rdma_port_rcv_data_bytes_total"] = "ports/N/counters/port_rcv_data x 4: bytes received."
    help["oci_gpu_cluster_rdma_port_xmit_data_bytes_total"] = "ports/N/counters/port_xmit_data x 4: bytes sent."
    help["oci_gpu_cluster_rdma_port_phys_state"] = "The RDMA port physical state number (ports/N/phys_state; 5: LinkUp)."
    help["oci_gpu_cluster_rdma_ports"] = "RDMA ports found under /sys/class/infiniband."
  }
  { name = $1; sub(/[{ ].*/, "", name) }
  name != last {
    if (name in help) text = help[name]
    else if (name ~ /^oci_gpu_cluster_rdma_hw_/) text = "ports/N/hw_counters/" substr(name, 25, length(name) - 30) " of the RDMA port."
    else text = "ports/N/counters/" substr(name, 22, length(name) - 27) " of the RDMA port."
    printf "# HELP %s %s\n# TYPE %s %s\n", name, text, name, (name ~ /_total$/ ? "counter" : "gauge")
    last = name
  }
  { print }
' >"$tmp"
chmod 0644 "$tmp"
mv -f "$tmp" "$out"
trap - EXIT
