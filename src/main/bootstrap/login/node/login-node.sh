#!/usr/bin/env bash
# Login stage, login-node side (streamed by login.sh after lib/node-lib.sh, lib/slurm-lib.sh and
# one line carrying the munge key): the slurm user with the pinned ids, the controller's Slurm
# client RPMs (copied here by login.sh, checked against its manifest), munge with the
# controller's key, sackd in configless mode with no local slurm.conf to shadow the
# controller's (sackd(8), Slurm 23.11 and later: "used on login nodes that are not running
# slurmd daemons"; its unit reads SACKD_OPTIONS from /etc/sysconfig/sackd, slurm's
# etc/sackd.service.in), Enroot (its data under /var/lib: a login VM has no local NVMe) and
# Pyxis. Then sinfo answers here and /home is the cluster's NFS export.
# Restarts munged only when its key changed and sackd only when its options changed.
# Parameters: SLURM_VERSION, SLURM_UID, SLURM_GID, SLURM_RPM_DIR, SLURM_RPM_SUMS, ENROOT_VERSION,
# ENROOT_RPM_SHA256, ENROOT_CAPS_RPM_SHA256, PYXIS_VERSION, PYXIS_SHA256, ALLOW_UNPINNED_DOWNLOADS,
# CONTROLLER_ADDR, SLURM_DEFAULT_PARTITION, HOME_NFS_SERVER, HOME_NFS_PATH; MUNGE_KEY_B64 (from
# the payload).
set -euo pipefail

: "${SLURM_VERSION:?}" "${SLURM_UID:?}" "${SLURM_GID:?}" "${SLURM_RPM_DIR:?}" "${ENROOT_VERSION:?}" "${PYXIS_VERSION:?}"
: "${CONTROLLER_ADDR:?}" "${SLURM_DEFAULT_PARTITION:?}" "${HOME_NFS_PATH:?}"
: "${HOME_NFS_SERVER?}"
ENROOT_RPM_SHA256="${ENROOT_RPM_SHA256:-unpinned}"
ENROOT_CAPS_RPM_SHA256="${ENROOT_CAPS_RPM_SHA256:-unpinned}"
PYXIS_SHA256="${PYXIS_SHA256:-unpinned}"
: "${MUNGE_KEY_B64:?the payload carries the munge key}"
ENROOT_DIR=/var/lib/oci-gpu-cluster/enroot
WORK=$(mktemp -d "$NODE_STATE_DIR/login.XXXXXX")
# the RPMs' staging directory goes when the script ends (only ever the one login.sh names)
[[ "$SLURM_RPM_DIR" == /var/tmp/oci-gpu-cluster-slurm-rpms-* ]] || SLURM_RPM_DIR=/nonexistent
trap 'rm -rf "$NODE_STATE_DIR" "$SLURM_RPM_DIR"' EXIT
say() { nlog "$*"; }

setup_sackd() {
  local restart=false
  sl_set_aside_local_config || return 1
  # a running sackd of the release this run replaced
  [[ -n "$SLURM_BEFORE" && "$SLURM_BEFORE" != "$(sl_version_of slurm)" ]] && restart=true
  printf 'SACKD_OPTIONS="--conf-server %s:6817"\n' "$CONTROLLER_ADDR" >"$WORK/sackd.sysconfig"
  if sl_put "$WORK/sackd.sysconfig" /etc/sysconfig/sackd 0644 root:root; then restart=true; fi
  sl_service sackd "$restart"
}

# sinfo_answers: the client commands read the controller's configuration (sackd's cache) and
# slurmctld answers them with the default partition
sinfo_answers() { [[ -n "$(sinfo -h -p "$SLURM_DEFAULT_PARTITION" -o %P 2>/dev/null)" ]]; }

SLURM_BEFORE=$(sl_version_of slurm)
if ! sl_node_slurm "${SLURM_LOGIN_PACKAGES[@]}"; then
  : # named by sl_node_slurm
elif ! sl_node_munge "$WORK"; then
  node_fail MUNGE_FAILED "munged did not start with the controller's key or 'munge -n | unmunge' failed; see /var/log/munge/munged.log"
elif ! sl_install_enroot || ! sl_configure_enroot "$ENROOT_DIR" node/login-node.sh "under $ENROOT_DIR (a login VM has no local NVMe)"; then
  node_fail ENROOT_SETUP_FAILED "${SL_ENROOT_WHY:-Enroot $ENROOT_VERSION could not be downloaded, verified, installed or configured}"
elif ! sl_install_pyxis; then
  node_fail PYXIS_BUILD_FAILED "Pyxis $PYXIS_VERSION could not be downloaded, verified, built or installed"
elif ! setup_sackd; then
  node_fail SACKD_FAILED "sackd would not start; see 'journalctl -u sackd' on the login node"
elif ! node_wait "sinfo to answer (partition $SLURM_DEFAULT_PARTITION)" 2 sinfo_answers; then
  node_fail SACKD_FAILED "sinfo -p $SLURM_DEFAULT_PARTITION does not answer: sackd has not fetched the configuration from $CONTROLLER_ADDR:6817, or slurmctld refuses this host's munge credential"
fi
check_home
node_set_str versions.slurm "$(sl_version_of slurm)"
node_set_str versions.enroot "$(sl_version_of enroot)"
node_set_str versions.pyxis "$(cat "$PYXIS_MARKER" 2>/dev/null || true)"
node_set restarted "$(sl_json_list "${SL_RESTARTED[@]}")"
node_set changed "$(sl_json_list "${SL_CHANGED[@]}")"
node_result
