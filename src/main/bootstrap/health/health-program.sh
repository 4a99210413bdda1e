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
health_install_result "$WORK/nodes" health-program || exit 1
