#!/usr/bin/env bash
# Login stage, on the controller's host after slurm-controller and users: every login node
# (NODES: the login pool, VMs users ssh to through the bastion) gets the Slurm client the way
# slurm-nodes gives the nodes slurmd: munge with the controller's key (inside the ssh session's
# script, never printed), the slurm user, the controller's Slurm RPMs (slurm, slurm-sackd,
# slurm-devel; checked on the node against this host's manifest), sackd in configless mode
# (sackd(8): it fetches slurm.conf and the rest from slurmctld into /run/slurm/conf, where
# sinfo, sbatch and srun read them), Enroot and Pyxis (srun --container-image is parsed on the
# login node: plugstack.conf requires the plugin there too). No slurmd: a login node runs no job.
# Then on each: sinfo answers, and /home is the cluster's (the NFS export the nodes mount).
# Parameters: NODES (the login nodes), NODE_USER, SLURM_DEFAULT_PARTITION, HOME_NFS_SERVER,
# HOME_NFS_PATH, ALLOW_UNPINNED_DOWNLOADS, NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS.
# Output: FAIL lines on stderr; last stdout line {"stage":"login",...}.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=SCRIPTDIR/lib/slurm-lib.sh
source "$BOOTSTRAP_DIR/lib/slurm-lib.sh"

parse_nodes
: "${SLURM_DEFAULT_PARTITION:?SLURM_DEFAULT_PARTITION is required, e.g. compute}"
: "${HOME_NFS_SERVER?HOME_NFS_SERVER is required (empty: /home is not shared, not checked)}"
: "${HOME_NFS_PATH:?HOME_NFS_PATH is required, e.g. /home}"
require_uint NODE_TIMEOUT_SECONDS
require_uint STAGE_TIMEOUT_SECONDS
[[ "$SLURM_DEFAULT_PARTITION" =~ ^[a-z][a-z0-9_-]{0,30}$ ]] ||
  bad_input "SLURM_DEFAULT_PARTITION '$SLURM_DEFAULT_PARTITION' must be lower-case letters, digits, '-' or '_'"
pins=$(sl_require_pins) || bad_input "$pins"

ME=controller
WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT
say() { log "$ME: $*"; }

scontrol ping 2>/dev/null | grep -q ' is UP' ||
  bad_input "slurmctld is not UP on this host: run the slurm-controller stage first"
for v in SLURM_UID SLURM_GID; do require_uint "$v"; done
if [[ "$(sl_version_of slurm)" != "$SLURM_VERSION" ]] || ! sl_rpms_present "$SLURM_VERSION"; then
  bad_input "this host runs Slurm '$(sl_version_of slurm)' and versions.env pins $SLURM_VERSION, or $SLURM_REPO_DIR/$SLURM_VERSION lacks its RPMs: run the slurm-controller stage first"
fi
# sackd is Slurm 23.11's (sackd(8)); slurm.spec builds it as slurm-sackd
for pkg in "${SLURM_LOGIN_PACKAGES[@]}"; do
  [[ -n "$(sl_rpm_file "$SLURM_REPO_DIR/$SLURM_VERSION" "$pkg" "$SLURM_VERSION")" ]] ||
    bad_input "$SLURM_REPO_DIR/$SLURM_VERSION has no $pkg RPM (a login node's sackd needs Slurm 23.11 or later; versions.env pins $SLURM_VERSION)"
done
CONTROLLER_ADDR=$(sl_controller_addr "${NODE_IPS[0]}")
[[ -n "$CONTROLLER_ADDR" ]] || bad_input "cannot tell this host's address towards ${NODE_IPS[0]} (ip route get)"

# The payload: the shared Slurm helpers, the munge key as one shell word, the login node script.
sl_payload "$WORK/login-node-payload.sh" "$BOOTSTRAP_DIR/node/login-node.sh" || bad_input "cannot read /etc/munge/munge.key on this host: run the slurm-controller stage first"

sl_ship_rpms "$WORK/ship" "${SLURM_LOGIN_PACKAGES[@]}"
fanout "$WORK/setup" "$WORK/login-node-payload.sh" \
  "SLURM_VERSION=$SLURM_VERSION" "SLURM_UID=$SLURM_UID" "SLURM_GID=$SLURM_GID" \
  "SLURM_RPM_DIR=$SLURM_NODE_RPM_DIR" "SLURM_RPM_SUMS=$SLURM_RPM_SUMS" "ENROOT_VERSION=$ENROOT_VERSION" \
  "ENROOT_RPM_SHA256=$ENROOT_RPM_SHA256" "ENROOT_CAPS_RPM_SHA256=$ENROOT_CAPS_RPM_SHA256" \
  "PYXIS_VERSION=$PYXIS_VERSION" "PYXIS_SHA256=$PYXIS_SHA256" "ALLOW_UNPINNED_DOWNLOADS=$ALLOW_UNPINNED_DOWNLOADS" \
  "CONTROLLER_ADDR=$CONTROLLER_ADDR" "SLURM_DEFAULT_PARTITION=$SLURM_DEFAULT_PARTITION" \
  "HOME_NFS_SERVER=$HOME_NFS_SERVER" "HOME_NFS_PATH=$HOME_NFS_PATH"
rm -f "$WORK/login-node-payload.sh" "$WORK/setup/.node-script.sh"
failed=$(collect_records "$WORK/setup")
relay_node_stderr "$WORK/setup"

if ((failed == 0)); then
  log "login node(s) ready: ${NODE_NAMES[*]} (sinfo answers, /home mounted)"
  emit_result login true "$WORK/setup/records.json" controllerAddr "$(json_str "$CONTROLLER_ADDR")" \
    slurmVersion "$(json_str "$SLURM_VERSION")"
else
  log "login setup failed on $failed of ${#NODE_NAMES[@]} login node(s)"
  emit_result login false "$WORK/setup/records.json" controllerAddr "$(json_str "$CONTROLLER_ADDR")" \
    slurmVersion "$(json_str "$SLURM_VERSION")"
  exit 1
fi
