#!/usr/bin/env bash
# Health stage, on the bastion after the readiness gate (and slurm-nodes where Slurm is): installs
# the node health check on every node (node/health-install.sh) and runs it there once. The program
# is one file assembled here: its settings, lib/node-lib.sh, lib/node-checks.sh (the readiness
# gate's passive checks, one implementation), lib/slurm-reason.sh and node/health-check.sh (in that
# order). With Slurm (HEALTH_SCHEDULER=slurm) slurmd runs it as HealthCheckProgram and Prolog (the
# lines are Health.slurmConfLines(), written by slurm-controller.sh): a failing node is drained with
# "oci-gpu-cluster:CODE: detail", resumed once it passes; an operator's drain is kept. Without
# (none) the systemd timer oci-gpu-cluster-healthcheck.timer runs it every HEALTH_INTERVAL_SECONDS
# and it drains nothing. Every run writes HEALTH_METRICS_FILE (node_exporter textfile).
# A node's failed check is its verdict (a DRAIN line; UNHEALTHY without Slurm), not the stage's
# failure; the stage fails only where the program could not be installed or run, or Slurm refused the drain.
# Parameters: NODES, NODE_USER, HEALTH_CHECK_PROGRAM, HEALTH_METRICS_FILE, HEALTH_SCHEDULER,
# HEALTH_INTERVAL_SECONDS, SHAPE_GPUS, SHAPE_RDMA_NICS, RDMA_CIDR, HOME_NFS_SERVER (empty: /home
# not shared), HOME_NFS_PATH, SHAPE_FABRIC_MANAGER, SHAPE_GPU_PCIE_LINK_WIDTH,
# NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS; ONDEMAND_GPU_PCIE_LINK_WIDTH (the on-demand shape's;
# empty without on-demand nodes): the stage then leaves the program's settings for the on-demand
# resume program in HEALTH_ONDEMAND_ENV on the bastion, which installs the check on each new node by
# running this script with them and HEALTH_VERDICT_FAILS=true before the node's slurmd starts (the
# Prolog must find the program): the program's run then only records its verdict, and a new node
# that fails the check fails its resume and is replaced, as one failing the readiness gate.
# Output: DRAIN / UNHEALTHY / FAIL lines on stderr; last stdout line {"stage":"health","ok":..,"nodes":[..]}.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

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
for v in SHAPE_GPUS SHAPE_RDMA_NICS SHAPE_GPU_PCIE_LINK_WIDTH HEALTH_INTERVAL_SECONDS NODE_TIMEOUT_SECONDS STAGE_TIMEOUT_SECONDS; do
  require_uint "$v"
done
[[ "$HEALTH_SCHEDULER" == slurm || "$HEALTH_SCHEDULER" == none ]] ||
  bad_input "HEALTH_SCHEDULER must be slurm or none, got '$HEALTH_SCHEDULER'"
[[ "$HEALTH_METRICS_FILE" =~ ^(/[A-Za-z0-9_.-]+)+\.prom$ ]] ||
  bad_input "HEALTH_METRICS_FILE '$HEALTH_METRICS_FILE' is not an absolute path ending .prom (the textfile collector of node_exporter reads *.prom)"
[[ "$HEALTH_CHECK_PROGRAM" =~ ^(/[A-Za-z0-9_.-]+)+$ ]] || bad_input "HEALTH_CHECK_PROGRAM '$HEALTH_CHECK_PROGRAM' is not an absolute path"
[[ "$HOME_NFS_PATH" =~ ^(/[A-Za-z0-9_.-]+)+$ ]] || bad_input "HOME_NFS_PATH '$HOME_NFS_PATH' is not an absolute path like /home"
[[ "$RDMA_CIDR" =~ ^[0-9]{1,3}(\.[0-9]{1,3}){3}/[0-9]{1,2}$ ]] || bad_input "RDMA_CIDR '$RDMA_CIDR' is not an IPv4 CIDR like 10.224.0.0/12"
: "${ONDEMAND_GPU_PCIE_LINK_WIDTH?ONDEMAND_GPU_PCIE_LINK_WIDTH is required (empty without on-demand nodes)}"
[[ -z "$ONDEMAND_GPU_PCIE_LINK_WIDTH" ]] || require_uint ONDEMAND_GPU_PCIE_LINK_WIDTH
HEALTH_VERDICT_FAILS="${HEALTH_VERDICT_FAILS:-false}"
# read by ondemand/resume.sh; root-owned, no secret
HEALTH_ONDEMAND_ENV=/etc/oci-gpu-cluster/health-ondemand.env
[[ "$SHAPE_FABRIC_MANAGER" == true || "$SHAPE_FABRIC_MANAGER" == false ]] ||
  bad_input "SHAPE_FABRIC_MANAGER must be true or false, got '$SHAPE_FABRIC_MANAGER'"

WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT

# program: the installed file, the same bytes on every run with the same settings
program() {
  echo '#!/usr/bin/env bash'
  echo "# oci-gpu-cluster node health check, installed by the health stage (health/health.sh); edits are overwritten."
  local v
  for v in SHAPE_GPUS SHAPE_RDMA_NICS RDMA_CIDR HOME_NFS_SERVER HOME_NFS_PATH SHAPE_FABRIC_MANAGER \
    SHAPE_GPU_PCIE_LINK_WIDTH HEALTH_SCHEDULER HEALTH_INTERVAL_SECONDS HEALTH_METRICS_FILE; do
    printf '%s=%q\n' "$v" "${!v}"
  done
  # slurmd and systemd run it with an environment of their own making: the tools' directories, named
  echo 'export PATH=/usr/local/bin:/usr/bin:/usr/local/sbin:/usr/sbin:/bin:/sbin'
  # shellcheck disable=SC2016 # expanded where the program runs
  echo 'NODE_NAME=${SLURMD_NODENAME:-$(hostname -s)}'
  cat "$BOOTSTRAP_DIR/lib/node-lib.sh" "$BOOTSTRAP_DIR/lib/node-checks.sh" \
    "$BOOTSTRAP_DIR/lib/slurm-reason.sh" "$BOOTSTRAP_DIR/node/health-check.sh"
}
program >"$WORK/program"

fanout "$WORK/health" "$BOOTSTRAP_DIR/node/health-install.sh" \
  "HEALTH_CHECK_PROGRAM=$HEALTH_CHECK_PROGRAM" "HEALTH_PROGRAM_B64=$(base64 -w0 "$WORK/program")" \
  "HEALTH_SCHEDULER=$HEALTH_SCHEDULER" "HEALTH_INTERVAL_SECONDS=$HEALTH_INTERVAL_SECONDS" \
  "HEALTH_RECORD_ONLY=$HEALTH_VERDICT_FAILS"

# a failing node's line: Slurm drains it; without Slurm it is only reported
VERDICT_WORD=DRAIN
[[ "$HEALTH_SCHEDULER" == slurm ]] || VERDICT_WORD=UNHEALTHY
# per node: its verdict as DRAIN lines; a program that did not run or a refused drain fails the stage
while IFS=$'\t' read -r kind name code detail; do
  case $kind in
    drain)
      if [[ "$HEALTH_VERDICT_FAILS" == true ]]; then
        fail "$name" "$code" "$detail"
      else
        printf '%s %s %s %s\n' "$VERDICT_WORD" "$name" "$code" "$detail" >&2
      fi
      ;;
    fail) fail "$name" "$code" "$detail" ;;
    note) log "$name: $detail" ;;
  esac
done < <(
  python3 - "$WORK/health" "${NODE_NAMES[@]}" <<'PY'
import json, os, sys
outdir, names = sys.argv[1], sys.argv[2:]
records = []
for name in names:
    try:
        record = json.load(open(os.path.join(outdir, name + ".json")))
    except (OSError, ValueError):
        record = {"ok": False, "failed": [{"code": "NODE_SCRIPT_FAILED", "detail": "no record"}]}
    record["name"] = name
    slurm = str(record.get("slurm", ""))
    transport = [f for f in record.get("failed") or [] if f.get("code") in ("TIMEOUT", "SSH_UNREACHABLE", "NODE_SCRIPT_FAILED")]
    for f in transport:
        print("fail\t%s\t%s\t%s" % (name, f.get("code"), " ".join(str(f.get("detail", "")).split())))
    if not transport:
        for f in record.get("failed") or []:
            print("drain\t%s\t%s\t%s" % (name, f.get("code"), " ".join(str(f.get("detail", "")).split())))
        if slurm.endswith("failed") or slurm.startswith("unknown"):
            print("fail\t%s\tSLURMD_FAILED\thealth check: %s" % (name, slurm))
        print("note\t%s\t-\thealth check %s ms, Slurm: %s" % (name, record.get("ms", "?"), slurm))
    records.append(record)
json.dump(records, open(os.path.join(outdir, "records.json"), "w"))
PY
)
relay_node_stderr "$WORK/health"

# the on-demand nodes' settings: this stage's, with the on-demand shape's PCIe width (its other
# facts are in the resume program's own configuration); none without on-demand nodes
if [[ "$HEALTH_VERDICT_FAILS" != true ]]; then
  if [[ -n "$ONDEMAND_GPU_PCIE_LINK_WIDTH" ]]; then
    printf '%s\n' "# Generated by oci-gpu-cluster (health/health.sh): the node health check's settings for on-demand nodes." \
      "HEALTH_CHECK_PROGRAM=$HEALTH_CHECK_PROGRAM" "HEALTH_METRICS_FILE=$HEALTH_METRICS_FILE" \
      "HEALTH_SCHEDULER=$HEALTH_SCHEDULER" "HEALTH_INTERVAL_SECONDS=$HEALTH_INTERVAL_SECONDS" \
      "HEALTH_RECORD_ONLY=$HEALTH_VERDICT_FAILS" \
      "SHAPE_GPU_PCIE_LINK_WIDTH=$ONDEMAND_GPU_PCIE_LINK_WIDTH" >"$WORK/ondemand.env"
    if ! sudo -n cmp -s "$WORK/ondemand.env" "$HEALTH_ONDEMAND_ENV"; then
      sudo -n install -D -m 0644 -o root -g root "$WORK/ondemand.env" "$HEALTH_ONDEMAND_ENV" ||
        fail bastion NODE_SCRIPT_FAILED "could not write $HEALTH_ONDEMAND_ENV (the on-demand nodes' health check settings)"
    fi
  elif [[ -e "$HEALTH_ONDEMAND_ENV" ]]; then
    sudo -n rm -f "$HEALTH_ONDEMAND_ENV"
  fi
fi
if ((FAILURE_COUNT > 0)); then
  emit_result health false "$WORK/health/records.json"
  exit 1
fi
emit_result health true "$WORK/health/records.json"
