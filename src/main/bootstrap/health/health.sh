#!/usr/bin/env bash
# Health stage, on the bastion after the readiness gate (and slurm-nodes where Slurm is): installs
# the node health check on every node (node/health-install.sh) and runs it there once. The program
# is one file assembled by lib/health-program.sh (the health-program stage installs the same bytes
# before slurm-nodes starts slurmd, so a new node's first job finds its Prolog). With Slurm
# (HEALTH_SCHEDULER=slurm) slurmd runs it as HealthCheckProgram and Prolog (the lines are
# Health.slurmConfLines(), written by slurm-controller.sh): a failing node is drained with
# "oci-gpu-cluster:CODE: detail", resumed once it passes; an operator's drain is kept. Without
# (none) the systemd timer oci-gpu-cluster-healthcheck.timer runs it every HEALTH_INTERVAL_SECONDS
# and it drains nothing. Every run writes HEALTH_METRICS_FILE (node_exporter textfile).
# A node's failed check is its verdict (a DRAIN line; UNHEALTHY without Slurm), not the stage's
# failure; a warning is a WARN line. The stage fails where the program could not be installed or
# run, Slurm refused the drain, or the check is suspended (HEALTH_CHECK_SUSPENDED: a query the
# tool refused, or the circuit breaker holding a code because too many nodes failed it at once:
# the check is broken, the nodes stay in service).
# Parameters: those of lib/health-program.sh; ONDEMAND_GPU_PCIE_LINK_WIDTH (the on-demand shape's;
# empty without on-demand nodes): the stage then leaves the program's settings for the on-demand
# resume program in HEALTH_ONDEMAND_ENV on the bastion, which installs the check on each new node by
# running this script with them and HEALTH_VERDICT_FAILS=true before the node's slurmd starts (the
# Prolog must find the program): the program's run then only records its verdict, and a new node
# that fails the check fails its resume and is replaced, as one failing the readiness gate (a
# refused query or a warning does not fail it: neither is the node's fault).
# HEALTH_MODE (no stack parameter; default node): "bake" installs the program on NODES, a bake's
# builders (docs/bake.md), as the health-program stage does (HEALTH_INSTALL_ONLY): no timer, no
# run, no drain, nothing asked of Slurm, no on-demand settings written; the result says
# "mode":"bake".
# Output: DRAIN / UNHEALTHY / WARN / FAIL lines on stderr; last stdout line {"stage":"health","ok":..,"nodes":[..]}.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

# shellcheck source=SCRIPTDIR/lib/health-program.sh
source "$BOOTSTRAP_DIR/lib/health-program.sh"
: "${ONDEMAND_GPU_PCIE_LINK_WIDTH?ONDEMAND_GPU_PCIE_LINK_WIDTH is required (empty without on-demand nodes)}"
[[ -z "$ONDEMAND_GPU_PCIE_LINK_WIDTH" ]] || require_uint ONDEMAND_GPU_PCIE_LINK_WIDTH
HEALTH_VERDICT_FAILS="${HEALTH_VERDICT_FAILS:-false}"
HEALTH_MODE="${HEALTH_MODE:-node}"
[[ "$HEALTH_MODE" == node || "$HEALTH_MODE" == bake ]] || bad_input "HEALTH_MODE must be node or bake, got '$HEALTH_MODE'"
# read by ondemand/resume.sh; root-owned, no secret
HEALTH_ONDEMAND_ENV=/etc/oci-gpu-cluster/health-ondemand.env

WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT

if [[ "$HEALTH_MODE" == bake ]]; then
  # a builder: the program, nothing run (its verdict would be the builder's, and no Slurm knows it)
  health_install "$WORK/health" "$BOOTSTRAP_DIR/node/health-check.sh" "$BOOTSTRAP_DIR/node/xid-catalog.tsv" \
    "$BOOTSTRAP_DIR/node/health-install.sh" false true
  health_install_result "$WORK/health" health mode '"bake"' || exit 1
  exit 0
fi

health_install "$WORK/health" "$BOOTSTRAP_DIR/node/health-check.sh" "$BOOTSTRAP_DIR/node/xid-catalog.tsv" \
  "$BOOTSTRAP_DIR/node/health-install.sh" "$HEALTH_VERDICT_FAILS" false

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
    warn) printf 'WARN %s %s %s\n' "$name" "$code" "$detail" >&2 ;;
    suspended)
      if [[ "$HEALTH_VERDICT_FAILS" == true ]]; then
        log "$name: $detail"
      else
        fail "$name" HEALTH_CHECK_SUSPENDED "$detail"
      fi
      ;;
    fail) fail "$name" "$code" "$detail" ;;
    note) log "$name: $detail" ;;
  esac
done < <(
  python3 - "$WORK/health" "${NODE_NAMES[@]}" <<'PY'
import json, os, sys
outdir, names = sys.argv[1], sys.argv[2:]
records, suspended = [], {}
def flat(text):
    return " ".join(str(text).split())
for name in names:
    try:
        record = json.load(open(os.path.join(outdir, name + ".json")))
    except (OSError, ValueError):
        record = {"ok": False, "failed": [{"code": "NODE_SCRIPT_FAILED", "detail": "no record"}]}
    record["name"] = name
    slurm = str(record.get("slurm", ""))
    transport = [f for f in record.get("failed") or [] if f.get("code") in ("TIMEOUT", "SSH_UNREACHABLE", "NODE_SCRIPT_FAILED")]
    for f in transport:
        print("fail\t%s\t%s\t%s" % (name, f.get("code"), flat(f.get("detail", ""))))
    if not transport:
        held = set(record.get("suspended") or [])
        for f in record.get("failed") or []:
            if f.get("code") not in held:
                print("drain\t%s\t%s\t%s" % (name, f.get("code"), flat(f.get("detail", ""))))
        for f in record.get("warned") or []:
            print("warn\t%s\t%s\t%s" % (name, f.get("code"), flat(f.get("detail", ""))))
        for f in record.get("refused") or []:
            suspended.setdefault((f.get("code"), "refused: " + flat(f.get("detail", ""))), []).append(name)
        for code in held:
            suspended.setdefault((code, "circuit breaker: " + flat(slurm)), []).append(name)
        if slurm.endswith("failed") or slurm.startswith("unknown"):
            print("fail\t%s\tSLURMD_FAILED\thealth check: %s" % (name, slurm))
        print("note\t%s\t-\thealth check %s ms, Slurm: %s" % (name, record.get("ms", "?"), slurm))
    records.append(record)
# one line per suspended check, naming it and its nodes: the check is broken, not these nodes
for (code, why), nodes in sorted(suspended.items()):
    print("suspended\t%s\t%s\t%s suspended on %d of %d nodes (%s), nodes kept in service: %s" % (
        "cluster", code, code, len(nodes), len(names), ", ".join(sorted(nodes)), why))
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
      "HEALTH_BREAKER_PERCENT=$HEALTH_BREAKER_PERCENT" "HEALTH_RECORD_ONLY=$HEALTH_VERDICT_FAILS" \
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
