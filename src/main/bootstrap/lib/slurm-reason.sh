#!/usr/bin/env bash
# Slurm node reasons the project writes are "oci-gpu-cluster:<CODE>: <detail>", and only a node
# whose reason carries that prefix is ever resumed by the project: an operator's drain
# ("RMA: GPU3 Xid 79", "MAINT: reseat cable") is never touched. Every drain and resume uses these:
# sourced by lib/common.sh on the bastion, and part of the node health check program
# (health/health.sh installs it with the program).
set -euo pipefail

SLURM_REASON_PREFIX="oci-gpu-cluster:"
# slurm_reason CODE DETAIL: the one-line reason to drain with (a reason is one line; 160 chars)
slurm_reason() { printf '%s%s: %s' "$SLURM_REASON_PREFIX" "$1" "$(tr -s '[:space:]' ' ' <<<"$2" | sed 's/ $//')" | cut -c1-160; }
# slurm_reason_is_ours REASON: status 0 when the project wrote it (slurm_reason's form)
slurm_reason_is_ours() { [[ "$1" =~ ^oci-gpu-cluster:[A-Z][A-Z0-9_]*:\  ]]; }
