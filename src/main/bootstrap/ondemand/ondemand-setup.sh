#!/usr/bin/env bash
# The on-demand stage, on the bastion after the Slurm stages: installs what
# slurmctld's power saving runs (slurm-controller.sh declared the partition and the programs),
#   - this bootstrap tree under ONDEMAND_INSTALL_DIR (root-owned: slurmctld runs
#     $BOOTSTRAP_DIR/ondemand/resume.sh, suspend.sh, resume-fail.sh as SlurmUser), which the
#     programs run the static nodes' stage scripts from (readiness-gate.sh, slurm-nodes.sh);
#   - their configuration /etc/oci-gpu-cluster/ondemand.env (no secret), the launch metadata
#     (the nodes' ssh keys and cloud-init, readable by NODE_USER only) and agent configuration;
#   - a sudoers rule letting SlurmUser run exactly those three programs as NODE_USER (who has
#     the cluster key and sudo, as every stage);
#   - the sweeper (ondemand/sweeper.sh) as a systemd timer every 5 minutes: systemd is on every
#     Oracle Linux bastion (cron is not guaranteed), a oneshot unit never runs twice at once,
#     and its runs are in the journal;
#   - the OCI CLI, which the programs call as the bastion's instance principal.
# Then slurmctld re-reads its configuration when a program changed (power saving stays off
# while a program is missing). Idempotent: files are written only when their content changes.
# Parameters: NODE_USER, ONDEMAND_PARTITION, ONDEMAND_MAX_NODES, ONDEMAND_COMPARTMENT_ID,
# ONDEMAND_AVAILABILITY_DOMAIN, ONDEMAND_SHAPE, ONDEMAND_IMAGE_ID, ONDEMAND_BAKE_HASH, ONDEMAND_BAKE_GROUP, ONDEMAND_BOOT_VOLUME_GB,
# ONDEMAND_SUBNET_ID, ONDEMAND_COMPUTE_CLUSTER_ID, ONDEMAND_CAPACITY_RESERVATION_ID (empty: the
# nodes launch into no reservation), ONDEMAND_METADATA_B64 (base64 of the launch metadata JSON),
# ONDEMAND_AGENT_PLUGINS (comma-separated plugin names), ONDEMAND_STACK_TAG_VALUE,
# ONDEMAND_RESUME_TIMEOUT_SECONDS, ONDEMAND_SUSPEND_TIMEOUT_SECONDS, ONDEMAND_INSTALL_DIR, the
# on-demand shape's ONDEMAND_GPUS, ONDEMAND_RDMA_NICS, ONDEMAND_IB_WRITE_BW_GBPS,
# ONDEMAND_FABRIC_MANAGER, and RDMA_CIDR, TIMEZONE, HOME_NFS_SERVER, HOME_NFS_PATH, ALLOW_UNPINNED_DOWNLOADS,
# USERS_EXPECTED (NAME:UID words: a resumed node gets the accounts before its gate),
# STAGE_TIMEOUT_SECONDS. Tag names and the stop file: lib/ondemand-lib.sh's callers read them
# from ondemand.env, written here from ONDEMAND_STACK_TAG, ONDEMAND_ROLE_TAG, ONDEMAND_ROLE_VALUE,
# ONDEMAND_STOP_FILE.
# Output: FAIL lines on stderr; last stdout line {"stage":"ondemand",...}.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=SCRIPTDIR/lib/slurm-lib.sh
source "$BOOTSTRAP_DIR/lib/slurm-lib.sh"

for v in ONDEMAND_PARTITION ONDEMAND_COMPARTMENT_ID ONDEMAND_AVAILABILITY_DOMAIN ONDEMAND_SHAPE ONDEMAND_IMAGE_ID \
  ONDEMAND_SUBNET_ID ONDEMAND_COMPUTE_CLUSTER_ID ONDEMAND_METADATA_B64 ONDEMAND_STACK_TAG ONDEMAND_STACK_TAG_VALUE \
  ONDEMAND_ROLE_TAG ONDEMAND_ROLE_VALUE ONDEMAND_STOP_FILE ONDEMAND_INSTALL_DIR TIMEZONE; do
  [[ -n "${!v:-}" ]] || bad_input "$v is required"
done
# a baked on-demand group (docs/bake.md): the hash each resumed node's image must carry
: "${ONDEMAND_BAKE_HASH?ONDEMAND_BAKE_HASH is required (empty: the on-demand group is not baked)}"
: "${ONDEMAND_BAKE_GROUP?ONDEMAND_BAKE_GROUP is required (empty: the on-demand group is not baked)}"
[[ -z "$ONDEMAND_BAKE_HASH" || ("$ONDEMAND_BAKE_HASH" =~ ^[0-9a-f]{64}$ && -n "$ONDEMAND_BAKE_GROUP") ]] ||
  bad_input "ONDEMAND_BAKE_HASH '$ONDEMAND_BAKE_HASH' is not a SHA-256 with its ONDEMAND_BAKE_GROUP"
: "${ONDEMAND_CAPACITY_RESERVATION_ID?ONDEMAND_CAPACITY_RESERVATION_ID is required (empty: no capacity reservation)}"
[[ -z "$ONDEMAND_CAPACITY_RESERVATION_ID" || "$ONDEMAND_CAPACITY_RESERVATION_ID" =~ ^ocid1\.capacityreservation\.[A-Za-z0-9._-]+$ ]] ||
  bad_input "ONDEMAND_CAPACITY_RESERVATION_ID '$ONDEMAND_CAPACITY_RESERVATION_ID' is not a capacity reservation's OCID"
for v in ONDEMAND_MAX_NODES ONDEMAND_BOOT_VOLUME_GB ONDEMAND_RESUME_TIMEOUT_SECONDS ONDEMAND_SUSPEND_TIMEOUT_SECONDS \
  ONDEMAND_GPUS ONDEMAND_RDMA_NICS ONDEMAND_IB_WRITE_BW_GBPS STAGE_TIMEOUT_SECONDS; do
  require_uint "$v"
done
[[ "$ONDEMAND_INSTALL_DIR" =~ ^(/[A-Za-z0-9_.-]+)+$ ]] || bad_input "ONDEMAND_INSTALL_DIR '$ONDEMAND_INSTALL_DIR' is not an absolute path"
[[ "$NODE_USER" =~ ^[a-z_][a-z0-9_-]*$ ]] || bad_input "NODE_USER '$NODE_USER' is not a user name"
: "${ONDEMAND_AGENT_PLUGINS?ONDEMAND_AGENT_PLUGINS is required (Oracle Cloud Agent plugins, comma separated)}"
: "${ONDEMAND_FABRIC_MANAGER:?ONDEMAND_FABRIC_MANAGER is required: true or false}"
: "${RDMA_CIDR:?RDMA_CIDR is required, e.g. 10.224.0.0/12}"
: "${HOME_NFS_SERVER?HOME_NFS_SERVER is required (empty: /home is not shared)}"
: "${HOME_NFS_PATH:?HOME_NFS_PATH is required, e.g. /home}"
: "${ALLOW_UNPINNED_DOWNLOADS:?ALLOW_UNPINNED_DOWNLOADS is required: true or false}"
[[ "$ALLOW_UNPINNED_DOWNLOADS" == true || "$ALLOW_UNPINNED_DOWNLOADS" == false ]] ||
  bad_input "ALLOW_UNPINNED_DOWNLOADS '$ALLOW_UNPINNED_DOWNLOADS' must be true or false"
# NAME:UID words of users.accounts (no key, no secret): a resumed node gets them before its gate
require_users_expected
# SlurmUser (slurm.conf): the user slurmctld runs the programs as
SLURM_USER="${SLURM_USER:-slurm}"
CONF_DIR=/etc/oci-gpu-cluster
LOG_DIR=/var/log/oci-gpu-cluster
SWEEPER=oci-gpu-cluster-ondemand-sweeper

ME=bastion
WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT
say() { log "$ME: $*"; }
PROGRAMS_CHANGED=false

# What slurmctld and the timer run, and the static nodes' stage scripts the resume program runs
# (the chain ships every file named here with this stage).
SHIPPED=("$BOOTSTRAP_DIR/ondemand/resume.sh" "$BOOTSTRAP_DIR/ondemand/suspend.sh" "$BOOTSTRAP_DIR/ondemand/resume-fail.sh"
  "$BOOTSTRAP_DIR/ondemand/sweeper.sh")
for f in "${SHIPPED[@]}"; do [[ -f "$f" ]] || bad_input "$f is missing from this stage's files"; done

# install_tree: every file of this stage's directory under ONDEMAND_INSTALL_DIR, root-owned.
install_tree() {
  local f mode
  while IFS= read -r f; do
    mode=0644
    [[ "$f" == *.sh ]] && mode=0755
    if sl_put "$BOOTSTRAP_DIR/$f" "$ONDEMAND_INSTALL_DIR/$f" "$mode" root:root; then PROGRAMS_CHANGED=true; fi
  done < <(cd "$BOOTSTRAP_DIR" && find . -type f ! -name '.*' | sed 's|^\./||' | sort)
}

write_config() {
  {
    echo "# Generated by oci-gpu-cluster (ondemand-setup.sh): read by ondemand/*.sh. No secret."
    printf '%s=%s\n' \
      ONDEMAND_USER "$NODE_USER" \
      COMPARTMENT_ID "$ONDEMAND_COMPARTMENT_ID" \
      AVAILABILITY_DOMAIN "$ONDEMAND_AVAILABILITY_DOMAIN" \
      SHAPE "$ONDEMAND_SHAPE" \
      IMAGE_ID "$ONDEMAND_IMAGE_ID" \
      BAKE_HASH "$ONDEMAND_BAKE_HASH" \
      BAKE_GROUP "$ONDEMAND_BAKE_GROUP" \
      BOOT_VOLUME_GB "$ONDEMAND_BOOT_VOLUME_GB" \
      SUBNET_ID "$ONDEMAND_SUBNET_ID" \
      COMPUTE_CLUSTER_ID "$ONDEMAND_COMPUTE_CLUSTER_ID" \
      CAPACITY_RESERVATION_ID "$ONDEMAND_CAPACITY_RESERVATION_ID" \
      STACK_TAG "$ONDEMAND_STACK_TAG" \
      STACK_TAG_VALUE "$ONDEMAND_STACK_TAG_VALUE" \
      ROLE_TAG "$ONDEMAND_ROLE_TAG" \
      ROLE_VALUE "$ONDEMAND_ROLE_VALUE" \
      PARTITION "$ONDEMAND_PARTITION" \
      STOP_FILE "$ONDEMAND_STOP_FILE" \
      RESUME_TIMEOUT_SECONDS "$ONDEMAND_RESUME_TIMEOUT_SECONDS" \
      SUSPEND_TIMEOUT_SECONDS "$ONDEMAND_SUSPEND_TIMEOUT_SECONDS" \
      SHAPE_GPUS "$ONDEMAND_GPUS" \
      SHAPE_RDMA_NICS "$ONDEMAND_RDMA_NICS" \
      SHAPE_IB_WRITE_BW_GBPS "$ONDEMAND_IB_WRITE_BW_GBPS" \
      SHAPE_FABRIC_MANAGER "$ONDEMAND_FABRIC_MANAGER" \
      RDMA_CIDR "$RDMA_CIDR" \
      TIMEZONE "$TIMEZONE" \
      HOME_NFS_SERVER "$HOME_NFS_SERVER" \
      HOME_NFS_PATH "$HOME_NFS_PATH" \
      ALLOW_UNPINNED_DOWNLOADS "$ALLOW_UNPINNED_DOWNLOADS" \
      USERS_EXPECTED "$USERS_EXPECTED" \
      ONDEMAND_LOG "$LOG_DIR/ondemand.log"
  } >"$WORK/ondemand.env"
  if sl_put "$WORK/ondemand.env" "$CONF_DIR/ondemand.env" 0644 root:root; then PROGRAMS_CHANGED=true; fi
  (umask 077 && base64 -d <<<"$ONDEMAND_METADATA_B64" >"$WORK/metadata.json") ||
    bad_input "ONDEMAND_METADATA_B64 is not base64"
  python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$WORK/metadata.json" 2>/dev/null ||
    bad_input "ONDEMAND_METADATA_B64 is not base64 of a JSON object"
  sl_put "$WORK/metadata.json" "$CONF_DIR/ondemand-metadata.json" 0600 "$NODE_USER:$NODE_USER" || true
  rm -f "$WORK/metadata.json"
  # the agent plugins the nodes need, in the CLI's --agent-config shape (LaunchInstanceAgentConfigDetails)
  python3 - "$ONDEMAND_AGENT_PLUGINS" >"$WORK/agent.json" <<'PY'
import json, sys
names = [n for n in sys.argv[1].split(",") if n]
print(json.dumps({"isMonitoringDisabled": False, "isManagementDisabled": False,
                  "pluginsConfig": [{"name": n, "desiredState": "ENABLED"} for n in names]}, indent=2))
PY
  sl_put "$WORK/agent.json" "$CONF_DIR/ondemand-agent-config.json" 0644 root:root || true
}

write_sudoers() {
  local d="$ONDEMAND_INSTALL_DIR/ondemand"
  {
    echo "# Generated by oci-gpu-cluster (ondemand-setup.sh): slurmctld runs the on-demand programs as $SLURM_USER;"
    echo "# they continue as $NODE_USER, who holds the cluster key."
    echo "Defaults:$SLURM_USER !requiretty"
    echo "$SLURM_USER ALL=($NODE_USER) NOPASSWD: $d/resume.sh, $d/suspend.sh, $d/resume-fail.sh"
  } >"$WORK/sudoers"
  sl_sudo visudo -cqf "$WORK/sudoers" >&2 || return 1
  sl_put "$WORK/sudoers" /etc/sudoers.d/oci-gpu-cluster-ondemand 0440 root:root || true
}

write_sweeper() {
  local changed=false
  {
    echo "# Generated by oci-gpu-cluster (ondemand-setup.sh)"
    echo "[Unit]"
    echo "Description=oci-gpu-cluster: terminate on-demand instances Slurm does not know or that overstayed a resume"
    echo "After=network-online.target slurmctld.service"
    echo "[Service]"
    echo "Type=oneshot"
    echo "User=$NODE_USER"
    echo "ExecStart=$ONDEMAND_INSTALL_DIR/ondemand/sweeper.sh"
  } >"$WORK/sweeper.service"
  {
    echo "# Generated by oci-gpu-cluster (ondemand-setup.sh)"
    echo "[Unit]"
    echo "Description=oci-gpu-cluster: on-demand sweeper every 5 minutes"
    echo "[Timer]"
    echo "OnBootSec=5min"
    echo "OnUnitActiveSec=5min"
    echo "[Install]"
    echo "WantedBy=timers.target"
  } >"$WORK/sweeper.timer"
  if sl_put "$WORK/sweeper.service" "/etc/systemd/system/$SWEEPER.service" 0644 root:root; then changed=true; fi
  if sl_put "$WORK/sweeper.timer" "/etc/systemd/system/$SWEEPER.timer" 0644 root:root; then changed=true; fi
  if [[ "$changed" == true ]]; then sl_sudo systemctl daemon-reload >&2 || return 1; fi
  sl_service "$SWEEPER.timer" "$changed"
}

finish() {
  emit_result ondemand "$1" "" \
    partition "$(json_str "$ONDEMAND_PARTITION")" \
    nodes "$(json_str "$ONDEMAND_PARTITION-[1-$ONDEMAND_MAX_NODES]")" \
    programDir "$(json_str "$ONDEMAND_INSTALL_DIR/ondemand")" \
    sweeper "$(json_str "$SWEEPER.timer")" \
    changed "$(sl_json_list "${SL_CHANGED[@]}")"
}

if ! command -v oci >/dev/null && ! sl_install_missing python39-oci-cli; then
  fail "$ME" PACKAGE_INSTALL_FAILED "dnf install python39-oci-cli failed $SL_ATTEMPTS times (the OCI CLI the on-demand programs call)"
fi
if ((FAILURE_COUNT == 0)); then
  sl_dir "$CONF_DIR" 0755 "$NODE_USER:$NODE_USER"
  sl_dir "$LOG_DIR" 0755 "$NODE_USER:$NODE_USER"
  install_tree
  write_config
  write_sudoers || fail "$ME" ONDEMAND_SETUP_FAILED "the sudoers rule for $SLURM_USER did not pass visudo -c"
fi
if ((FAILURE_COUNT == 0)); then
  write_sweeper || fail "$ME" ONDEMAND_SETUP_FAILED "the sweeper timer $SWEEPER.timer would not start (systemctl status $SWEEPER.timer)"
fi
if ((FAILURE_COUNT == 0)) && [[ "$PROGRAMS_CHANGED" == true ]]; then
  # slurmctld checks the power saving programs when it reads its configuration
  if sl_sudo scontrol reconfigure >&2; then
    sl_changed "slurmctld reconfigured"
  else
    fail "$ME" ONDEMAND_SETUP_FAILED "scontrol reconfigure failed; see /var/log/slurm/slurmctld.log"
  fi
fi
if ((FAILURE_COUNT > 0)); then
  finish false
  exit 1
fi
say "on-demand partition $ONDEMAND_PARTITION ($ONDEMAND_PARTITION-[1-$ONDEMAND_MAX_NODES]) ready (${#SL_CHANGED[@]} change(s))"
finish true
