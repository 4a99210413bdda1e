#!/usr/bin/env bash
# oci-gpu-cluster Slurm state collector, installed on the bastion by the monitoring stage and run
# as root by oci-gpu-cluster-slurm-metrics.timer: node and job counts by state (sinfo, squeue) and
# each node's state as node_exporter textfile metrics (oci_gpu_cluster_slurm.prom, written whole
# then renamed).
# Without Slurm, or with slurmctld not answering, oci_gpu_cluster_slurm_up is 0 and no counts.
set -euo pipefail
export PATH=/usr/local/bin:/usr/bin:/usr/local/sbin:/usr/sbin:/bin:/sbin
out=${METRICS_DIR:?METRICS_DIR is required (its unit sets it)}/oci_gpu_cluster_slurm.prom
tmp=$(mktemp "$out.XXXXXX")
trap 'rm -f "$tmp"' EXIT
up=0 nodes="" jobs=""
if command -v sinfo >/dev/null && nodes=$(timeout 10 sinfo -h -N -o '%N %T' 2>/dev/null) &&
  jobs=$(timeout 10 squeue -h -o '%T' 2>/dev/null); then
  up=1
fi
{
  echo '# HELP oci_gpu_cluster_slurm_up 1 when sinfo and squeue answered (slurmctld up).'
  echo '# TYPE oci_gpu_cluster_slurm_up gauge'
  echo "oci_gpu_cluster_slurm_up $up"
  if ((up == 1)); then
    echo '# HELP oci_gpu_cluster_slurm_nodes Nodes in each Slurm state (sinfo %T, e.g. idle, allocated, drained).'
    echo '# TYPE oci_gpu_cluster_slurm_nodes gauge'
    sort -u <<<"$nodes" | awk 'NF == 2 { n[$2]++ } END { for (s in n) printf "oci_gpu_cluster_slurm_nodes{state=\"%s\"} %d\n", s, n[s] }' | sort
    echo '# HELP oci_gpu_cluster_slurm_node_state 1 for each node in its Slurm state.'
    echo '# TYPE oci_gpu_cluster_slurm_node_state gauge'
    sort -u <<<"$nodes" | awk 'NF == 2 { printf "oci_gpu_cluster_slurm_node_state{slurm_node=\"%s\",state=\"%s\"} 1\n", $1, $2 }'
    echo '# HELP oci_gpu_cluster_slurm_jobs Jobs in each state (squeue %T, e.g. RUNNING, PENDING).'
    echo '# TYPE oci_gpu_cluster_slurm_jobs gauge'
    awk 'NF == 1 { n[$1]++ } END { for (s in n) printf "oci_gpu_cluster_slurm_jobs{state=\"%s\"} %d\n", s, n[s] }' <<<"$jobs" | sort
  fi
} >"$tmp"
chmod 0644 "$tmp"
mv -f "$tmp" "$out"
trap - EXIT
