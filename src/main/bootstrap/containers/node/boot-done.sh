#!/usr/bin/env bash
# Container runtime stage, every node first (streamed after lib/node-lib.sh by
# container-runtime.sh): wait, within the node's bound, until cloud-init has finished. The
# runtime stage starts right after stage 1, beside the readiness gate, so it must not install
# packages while cloud-init's own dnf and mounts still run. `cloud-init status --wait` blocks
# until cloud-init is done and exits 1 on error, 2 on recoverable errors since 23.4 (cloud-init
# docs, "Why did cloud-init status start returning exit code 2?"); the readiness gate judges
# the result in detail.
set -euo pipefail

rc=0
out=$(timeout "$(node_left)" cloud-init status --wait 2>/dev/null) || rc=$?
status=$(sed -n 's/^status: *//p' <<<"$out" | tail -n 1)
node_set_str cloudInit "${status:-unknown}"
case $rc in
  0 | 2) ;;
  124) node_fail CLOUD_INIT_FAILED "cloud-init still '${status:-running}' when the node's bound of ${DEADLINE_SECONDS}s passed" ;;
  *) node_fail CLOUD_INIT_FAILED "cloud-init status: ${status:-unknown} (exit $rc; see /var/log/cloud-init-output.log)" ;;
esac
node_result
