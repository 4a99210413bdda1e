#!/usr/bin/env bash
# The node health check program's parameters and assembly, shared by the health stage (health.sh:
# install, run once, report) and the health-program stage (health-program.sh: install only,
# before slurm-nodes starts slurmd). Sourced after lib/common.sh; validates the parameters when
# sourced, then health_program CHECK CATALOG prints the program: its settings (XID_CATALOG, the
# Xid table, among them), lib/node-lib.sh, lib/node-checks.sh (the readiness gate's passive
# checks, one implementation), lib/slurm-reason.sh and CHECK (node/health-check.sh), in that order.
# Parameters: NODES, NODE_USER, HEALTH_CHECK_PROGRAM, HEALTH_METRICS_FILE, HEALTH_SCHEDULER,
# HEALTH_INTERVAL_SECONDS, HEALTH_BREAKER_PERCENT, SHAPE_GPUS, SHAPE_RDMA_NICS, RDMA_CIDR,
# HOME_NFS_SERVER (empty: /home not shared), HOME_NFS_PATH, SHAPE_FABRIC_MANAGER,
# SHAPE_GPU_PCIE_LINK_WIDTH, NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS.
set -euo pipefail

parse_nodes
: "${HEALTH_CHECK_PROGRAM:?HEALTH_CHECK_PROGRAM is required (where the program is installed)}"
: "${SHAPE_GPUS:?SHAPE_GPUS is required (GPUs per node, from the shape catalog)}"
: "${SHAPE_RDMA_NICS:?SHAPE_RDMA_NICS is required (RDMA NICs per node; 0 without a cluster network)}"
: "${RDMA_CIDR:?RDMA_CIDR is required, e.g. 10.224.0.0/12}"
: "${HOME_NFS_SERVER?HOME_NFS_SERVER is required (empty: /home is not shared, not checked)}"
: "${HOME_NFS_PATH:?HOME_NFS_PATH is required, e.g. /home}"
: "${SHAPE_FABRIC_MANAGER:?SHAPE_FABRIC_MANAGER is required: true or false}"
: "${SHAPE_GPU_PCIE_LINK_WIDTH:?SHAPE_GPU_PCIE_LINK_WIDTH is required (PCIe lanes per GPU, from the shape catalog)}"
: "${HEALTH_METRICS_FILE:?HEALTH_METRICS_FILE is required (the node_exporter textfile it writes)}"
: "${HEALTH_SCHEDULER:?HEALTH_SCHEDULER is required: slurm or none}"
: "${HEALTH_INTERVAL_SECONDS:?HEALTH_INTERVAL_SECONDS is required (the interval of the timer without Slurm)}"
: "${HEALTH_BREAKER_PERCENT:?HEALTH_BREAKER_PERCENT is required (health.circuitBreakerPercent)}"
for v in SHAPE_GPUS SHAPE_RDMA_NICS SHAPE_GPU_PCIE_LINK_WIDTH HEALTH_INTERVAL_SECONDS HEALTH_BREAKER_PERCENT NODE_TIMEOUT_SECONDS STAGE_TIMEOUT_SECONDS; do
  require_uint "$v"
done
((HEALTH_BREAKER_PERCENT >= 1 && HEALTH_BREAKER_PERCENT <= 100)) ||
  bad_input "HEALTH_BREAKER_PERCENT must be 1 to 100 (health.circuitBreakerPercent), got '$HEALTH_BREAKER_PERCENT'"
[[ "$HEALTH_SCHEDULER" == slurm || "$HEALTH_SCHEDULER" == none ]] ||
  bad_input "HEALTH_SCHEDULER must be slurm or none, got '$HEALTH_SCHEDULER'"
[[ "$HEALTH_METRICS_FILE" =~ ^(/[A-Za-z0-9_.-]+)+\.prom$ ]] ||
  bad_input "HEALTH_METRICS_FILE '$HEALTH_METRICS_FILE' is not an absolute path ending .prom (the textfile collector of node_exporter reads *.prom)"
[[ "$HEALTH_CHECK_PROGRAM" =~ ^(/[A-Za-z0-9_.-]+)+$ ]] || bad_input "HEALTH_CHECK_PROGRAM '$HEALTH_CHECK_PROGRAM' is not an absolute path"
[[ "$HOME_NFS_PATH" =~ ^(/[A-Za-z0-9_.-]+)+$ ]] || bad_input "HOME_NFS_PATH '$HOME_NFS_PATH' is not an absolute path like /home"
[[ "$RDMA_CIDR" =~ ^[0-9]{1,3}(\.[0-9]{1,3}){3}/[0-9]{1,2}$ ]] || bad_input "RDMA_CIDR '$RDMA_CIDR' is not an IPv4 CIDR like 10.224.0.0/12"
[[ "$SHAPE_FABRIC_MANAGER" == true || "$SHAPE_FABRIC_MANAGER" == false ]] ||
  bad_input "SHAPE_FABRIC_MANAGER must be true or false, got '$SHAPE_FABRIC_MANAGER'"

# health_program CHECK CATALOG: the installed file, the same bytes on every run with the same settings
health_program() {
  local check=$1 catalog=$2 v
  echo '#!/usr/bin/env bash'
  echo "# oci-gpu-cluster node health check, installed by the health stage (health/health.sh); edits are overwritten."
  for v in SHAPE_GPUS SHAPE_RDMA_NICS RDMA_CIDR HOME_NFS_SERVER HOME_NFS_PATH SHAPE_FABRIC_MANAGER \
    SHAPE_GPU_PCIE_LINK_WIDTH HEALTH_SCHEDULER HEALTH_INTERVAL_SECONDS HEALTH_BREAKER_PERCENT HEALTH_METRICS_FILE; do
    printf '%s=%q\n' "$v" "${!v}"
  done
  # NVIDIA's Xid catalog as the check reads it: xid<TAB>action<TAB>bucket<TAB>description
  printf 'XID_CATALOG=%q\n' "$(grep -v '^#' "$catalog")"
  # slurmd and systemd run it with an environment of their own making: the tools' directories, named
  echo 'export PATH=/usr/local/bin:/usr/bin:/usr/local/sbin:/usr/sbin:/bin:/sbin'
  # shellcheck disable=SC2016 # expanded where the program runs
  echo 'NODE_NAME=${SLURMD_NODENAME:-$(hostname -s)}'
  cat "$BOOTSTRAP_DIR/lib/node-lib.sh" "$BOOTSTRAP_DIR/lib/node-checks.sh" \
    "$BOOTSTRAP_DIR/lib/slurm-reason.sh" "$check"
}

# health_install OUTDIR CHECK CATALOG INSTALLER RECORD_ONLY INSTALL_ONLY: the program (health_program
# CHECK CATALOG, kept in WORK) installed on every node by INSTALLER (node/health-install.sh),
# each node's record in OUTDIR
health_install() {
  local out=$1 check=$2 catalog=$3 installer=$4 record_only=$5 install_only=$6
  health_program "$check" "$catalog" >"$WORK/program"
  fanout "$out" "$installer" \
    "HEALTH_CHECK_PROGRAM=$HEALTH_CHECK_PROGRAM" "HEALTH_PROGRAM_B64=$(base64 -w0 "$WORK/program")" \
    "HEALTH_SCHEDULER=$HEALTH_SCHEDULER" "HEALTH_INTERVAL_SECONDS=$HEALTH_INTERVAL_SECONDS" \
    "HEALTH_RECORD_ONLY=$record_only" "HEALTH_INSTALL_ONLY=$install_only"
}

# health_install_result OUTDIR STAGE [KEY JSON]...: the result of an install-only run (health_install
# with INSTALL_ONLY true: the health-program stage, the health stage's bake mode): each node's
# record into OUTDIR/records.json, a FAIL line for each of its failures, then the stage's result
# line (with the KEY JSON pairs); status 1 when a node failed
health_install_result() {
  local out=$1 stage=$2 name code detail
  shift 2
  python3 - "$out" "${NODE_NAMES[@]}" >"$WORK/failures.tsv" <<'PY'
import json, os, sys
outdir, names = sys.argv[1], sys.argv[2:]
records = []
for name in names:
    try:
        record = json.load(open(os.path.join(outdir, name + ".json")))
    except (OSError, ValueError):
        record = {"ok": False, "failed": [{"code": "NODE_SCRIPT_FAILED", "detail": "no record"}]}
    record["name"] = name
    for f in record.get("failed") or []:
        print("%s\t%s\t%s" % (name, f.get("code"), " ".join(str(f.get("detail", "")).split())))
    records.append(record)
json.dump(records, open(os.path.join(outdir, "records.json"), "w"))
PY
  while IFS=$'\t' read -r name code detail; do fail "$name" "$code" "$detail"; done <"$WORK/failures.tsv"
  relay_node_stderr "$out"
  if ((FAILURE_COUNT > 0)); then
    emit_result "$stage" false "$out/records.json" "$@"
    return 1
  fi
  emit_result "$stage" true "$out/records.json" "$@"
}
