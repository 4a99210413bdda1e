#!/usr/bin/env bash
# Monitoring stage, node side (streamed after lib/node-lib.sh and lib/monitoring-lib.sh by
# monitoring.sh): node_exporter with the textfile directory, the RDMA counter collector
# (RDMA_PROGRAM_B64, run by a timer every SCRAPE seconds, writing into METRICS_DIR) and, on a GPU shape, NVIDIA's
# dcgm-exporter package from NVIDIA's CUDA repository (its unit nvidia-dcgm-exporter, the
# exporter's packaging/config-files/systemd/nvidia-dcgm-exporter.service, port 9400). A second run
# changes nothing and restarts nothing. Record: changed, restarted, ports answering.
# MONITORING_MODE=bake (a bake's builder, docs/bake.md): only what is no host's and no cluster's:
# node_exporter (its user, the textfile directory, the release, its unit; enabled, and checked on
# :9100: nothing in it is a host fact), the RDMA collector's program, dcgm-exporter's package and
# our counters file. Left to each node: the RDMA collector's timer (its unit carries the cluster's
# rails and scrape interval, its first run reads this host's devices) and dcgm-exporter's drop-in
# and start (the drop-in names this host's DCGM engine; the exporter needs the host's GPUs). A node
# from the image finds the rest installed (each step checks) and changes only those.
set -euo pipefail
: "${SHAPE_GPUS:?SHAPE_GPUS is required}"
: "${RDMA_PROGRAM_B64:?RDMA_PROGRAM_B64 is required}"
: "${SCRAPE_SECONDS:?SCRAPE_SECONDS is required}"
: "${NODE_EXPORTER_VERSION:?NODE_EXPORTER_VERSION is required}"
: "${NODE_EXPORTER_SHA256:?NODE_EXPORTER_SHA256 is required}"
: "${DCGM_EXPORTER_VERSION:?DCGM_EXPORTER_VERSION is required}"
: "${DCGM_COUNTERS_B64:?DCGM_COUNTERS_B64 is required}"
: "${METRICS_DIR:?METRICS_DIR is required}"
# the shape's RDMA rails (comma separated device names; empty on a shape without an RDMA fabric)
: "${RDMA_RAILS?RDMA_RAILS is required}"
MONITORING_MODE="${MONITORING_MODE:-node}"
# test knob (the bed's stand-in for /sys/class/infiniband): the collector's first run reads there
RDMA_SYSFS_ROOT=${RDMA_SYSFS_ROOT:-/sys/class/infiniband}
RDMA_PROGRAM=/usr/local/sbin/oci-gpu-cluster-rdma-metrics
DCGM_COUNTERS=/etc/dcgm-exporter/oci-gpu-cluster-counters.csv
CUDA_REPO=https://developer.download.nvidia.com/compute/cuda/repos/rhel9/x86_64/cuda-rhel9.repo

say() {
  nlog "$*"
  printf '%s\n' "$*" >"$NODE_STATE_DIR/last"
}

install_all() {
  mon_node_exporter || return 1
  base64 -d <<<"$RDMA_PROGRAM_B64" | mon_put "$RDMA_PROGRAM" 0755 root:root
  # shellcheck disable=SC2034 # read by mon_timer (lib/monitoring-lib.sh, streamed ahead of this file)
  MON_RUN_ENV=("RDMA_SYSFS_ROOT=$RDMA_SYSFS_ROOT")
  # shellcheck disable=SC2034 # read by mon_timer (lib/monitoring-lib.sh, streamed ahead of this file)
  MON_UNIT_ENV=("RDMA_RAILS=$RDMA_RAILS")
  local units=(node_exporter)
  if [[ "$MONITORING_MODE" != bake ]]; then
    mon_timer oci-gpu-cluster-rdma-metrics "$RDMA_PROGRAM" "$SCRAPE_SECONDS" "oci-gpu-cluster RDMA counters to the textfile collector"
    units+=(oci-gpu-cluster-rdma-metrics.timer)
  fi
  if ((SHAPE_GPUS > 0)); then
    if ! rpm -q datacenter-gpu-manager-exporter >/dev/null 2>&1; then
      if [[ ! -f /etc/yum.repos.d/cuda-rhel9.repo ]]; then
        mon_retry "download cuda-rhel9.repo" curl -fsSL --connect-timeout 20 -o "$NODE_STATE_DIR/cuda-rhel9.repo" "$CUDA_REPO" || return 1
        mon_sudo install -m 0644 "$NODE_STATE_DIR/cuda-rhel9.repo" /etc/yum.repos.d/cuda-rhel9.repo
        mon_changed /etc/yum.repos.d/cuda-rhel9.repo
      fi
      mon_retry "dnf install datacenter-gpu-manager-exporter-$DCGM_EXPORTER_VERSION" \
        mon_sudo dnf install -y -q "datacenter-gpu-manager-exporter-$DCGM_EXPORTER_VERSION" >&2 || return 1
      mon_changed "datacenter-gpu-manager-exporter $DCGM_EXPORTER_VERSION"
      # shellcheck disable=SC2034 # read by mon_units (lib/monitoring-lib.sh, streamed ahead of this file)
      MON_UNIT_DIRTY["nvidia-dcgm-exporter"]=1
    fi
    # our counters file (node/dcgm-counters.csv) instead of the package's default-counters.csv
    base64 -d <<<"$DCGM_COUNTERS_B64" | mon_put "$DCGM_COUNTERS" 0644 root:root nvidia-dcgm-exporter
    [[ "$MONITORING_MODE" != bake ]] || {
      mon_units "${units[@]}"
      return
    }
    # One DCGM host engine per node: Oracle's GPU images run DCGM's own nv-hostengine (the
    # nvidia-dcgm unit, enabled by oci-hpc-images' nvidia_dcgm role), and without -r the exporter
    # starts a second, embedded one (NVIDIA DCGM docs, dcgm-exporter reference: "Without
    # --remote-hostengine-info, the exporter initializes an embedded DCGM host engine"; "Install
    # DCGM Exporter": on systems that run nv-hostengine, configure it accordingly), whose profiling
    # module cannot share the GPUs' counters with the first (NVIDIA/dcgm-exporter#7). With
    # nvidia-dcgm running, the exporter connects to it (nv-hostengine listens on 127.0.0.1:5555 by
    # default, DCGM docs "nv-hostengine"); without it, it runs embedded.
    local engine="" how="an embedded DCGM host engine"
    if systemctl is-active --quiet nvidia-dcgm; then
      engine=" -r localhost:5555"
      how="the node's nv-hostengine (nvidia-dcgm) on localhost:5555"
    fi
    # shellcheck disable=SC2153 # MON_UNIT_DIR: lib/monitoring-lib.sh, streamed ahead of this file
    mon_put "$MON_UNIT_DIR/nvidia-dcgm-exporter.service.d/oci-gpu-cluster.conf" 0644 root:root nvidia-dcgm-exporter <<DROPIN
# oci-gpu-cluster monitoring (edits are overwritten): the counters of $DCGM_COUNTERS, on :9400,
# from $how
[Service]
ExecStart=
ExecStart=/usr/bin/dcgm-exporter -f $DCGM_COUNTERS -a :9400$engine
DROPIN
    units+=(nvidia-dcgm-exporter)
  fi
  mon_units "${units[@]}"
}

if ! install_all; then
  node_fail MONITORING_INSTALL_FAILED "$(tail -n 1 "$NODE_STATE_DIR/last" 2>/dev/null || echo "see the node's log lines")"
fi
ports=(9100)
((SHAPE_GPUS > 0)) && [[ "$MONITORING_MODE" != bake ]] && ports+=(9400)
if ! node_failed; then
  for port in "${ports[@]}"; do
    node_wait "port $port answering /metrics" 1 mon_answers "$port" ||
      node_fail MONITORING_NOT_SERVING "nothing answers http://$NODE_NAME:$port/metrics"
  done
fi
[[ "$MONITORING_MODE" != bake ]] || node_set_str mode bake
node_set changed "$(printf '%s\n' "${MON_CHANGED[@]}" | python3 -c 'import json,sys; print(json.dumps([l for l in sys.stdin.read().splitlines() if l]))')"
node_set restarted "$(printf '%s\n' "${MON_RESTARTED[@]}" | python3 -c 'import json,sys; print(json.dumps([l for l in sys.stdin.read().splitlines() if l]))')"
node_result
