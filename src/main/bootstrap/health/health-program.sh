#!/usr/bin/env bash
# Health-program stage, on the bastion after the readiness gate and before slurm-nodes (with
# Slurm only): installs the node health check program on every node (node/health-install.sh with
# HEALTH_INSTALL_ONLY=true), the same bytes the health stage installs, and runs nothing. slurm.conf
# names the program as Prolog and HealthCheckProgram; slurm-nodes starts slurmd on a new node (a
# resize, or the replacement oci-gpu-cluster-replace-node asked for), and slurmctld may give it a
# pending job at once: without the program that job's Prolog fails and Slurm drains the node
# "Prolog error" (slurm: src/plugins/prep/script/prep_script_slurmd.c, a Prolog path that matches
# no file is an error). Installed first, the program also runs when slurmd starts, before it
# registers (slurm.conf(5) HealthCheckProgram), so a failing new node is drained before it takes
# a job. The health stage, after slurm-nodes, then runs it and reports the verdicts.
# Parameters: those of lib/health-program.sh.
# Output: FAIL lines on stderr; last stdout line {"stage":"health-program","ok":..,"nodes":[..]}.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=SCRIPTDIR/lib/health-program.sh
source "$BOOTSTRAP_DIR/lib/health-program.sh"

WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT

health_install "$WORK/nodes" "$BOOTSTRAP_DIR/node/health-check.sh" "$BOOTSTRAP_DIR/node/xid-catalog.tsv" \
  "$BOOTSTRAP_DIR/node/health-install.sh" true true
python3 - "$WORK/nodes" "${NODE_NAMES[@]}" >"$WORK/failures.tsv" <<'PY'
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
relay_node_stderr "$WORK/nodes"
if ((FAILURE_COUNT > 0)); then
  emit_result health-program false "$WORK/nodes/records.json"
  exit 1
fi
emit_result health-program true "$WORK/nodes/records.json"
