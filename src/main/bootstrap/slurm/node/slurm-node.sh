#!/usr/bin/env bash
# Slurm stage 2, node side (streamed by slurm-nodes.sh after lib/node-lib.sh, lib/slurm-lib.sh
# and one line carrying the munge key): the slurm user with the pinned ids, the controller's
# Slurm RPMs (copied here by slurm-nodes.sh, checked against its manifest), munge with the
# bastion's key, slurmd in configless mode (--conf-server) with no local slurm.conf to shadow
# the controller's, Enroot with its data, cache and runtime on /mnt/localdisk and the hooks
# that give containers the GPUs (libnvidia-container) and /dev/infiniband, Pyxis built against
# slurm-devel, pam_slurm_adopt for ssh.
# Restarts munged only when its key changed and slurmd only when its options or the
# configuration the controller serves changed.
# Before changing anything, the node stops when its slurm user has other ids
# (SLURM_USER_MISMATCH), its installed Slurm cannot become the controller's
# (SLURM_VERSION_MISMATCH), or the RPMs did not arrive intact (SLURM_PACKAGES_UNVERIFIED).
# Parameters: SLURM_VERSION (the controller's), SLURM_UID, SLURM_GID, SLURM_RPM_DIR (where the
# RPMs were copied; removed at the end), SLURM_RPM_SUMS (their sha256sum lines), ENROOT_VERSION, ENROOT_RPM_SHA256, ENROOT_CAPS_RPM_SHA256,
# PYXIS_VERSION, PYXIS_SHA256, ALLOW_UNPINNED_DOWNLOADS, CONTROLLER_ADDR, CONFIG_HASH,
# NVIDIA_CONTAINER_TOOLKIT_VERSION,
# SLURMD_NAMED (true: slurmd -N NODE_NAME, for on-demand nodes); MUNGE_KEY_B64 (from the payload).
set -euo pipefail

: "${SLURM_VERSION:?}" "${SLURM_UID:?}" "${SLURM_GID:?}" "${SLURM_RPM_DIR:?}" "${ENROOT_VERSION:?}" "${PYXIS_VERSION:?}" "${CONTROLLER_ADDR:?}" "${CONFIG_HASH:?}"
NV_VERSION=${NVIDIA_CONTAINER_TOOLKIT_VERSION:?}
ENROOT_RPM_SHA256="${ENROOT_RPM_SHA256:-unpinned}"
ENROOT_CAPS_RPM_SHA256="${ENROOT_CAPS_RPM_SHA256:-unpinned}"
PYXIS_SHA256="${PYXIS_SHA256:-unpinned}"
: "${MUNGE_KEY_B64:?the payload carries the munge key}"
ENROOT_DIR=/mnt/localdisk/enroot
SLURMD_CONF_CACHE=/var/spool/slurmd/conf-cache
SLURMD_DROP_IN=/etc/systemd/system/slurmd.service.d/oci-gpu-cluster.conf
WORK=$(mktemp -d "$NODE_STATE_DIR/slurm.XXXXXX")
# the RPMs' staging directory goes when the script ends (only ever the one slurm-nodes.sh names)
[[ "$SLURM_RPM_DIR" == /var/tmp/oci-gpu-cluster-slurm-rpms-* ]] || SLURM_RPM_DIR=/nonexistent
trap 'rm -rf "$NODE_STATE_DIR" "$SLURM_RPM_DIR"' EXIT
say() { nlog "$*"; }
ENROOT_WHY=""

# rpms_verified: each RPM this node needs arrived and matches the controller's manifest line
# (sha256sum -c), unless that package is already installed at the controller's release.
rpms_verified() {
  local pkg f
  for pkg in "${SLURM_NODE_PACKAGES[@]}"; do
    [[ "$(rpm -q --qf '%{VERSION}-%{RELEASE}\n' "$pkg" 2>/dev/null | head -n 1)" == "$SLURM_VERSION-$SLURM_RPM_RELEASE" ]] && continue
    f="$pkg-$SLURM_VERSION-$SLURM_RPM_RELEASE.$SLURM_RPM_ARCH.rpm"
    if ! grep -q "  $f\$" <<<"${SLURM_RPM_SUMS:-}" || [[ ! -f "$SLURM_RPM_DIR/$f" ]]; then
      printf '%s did not arrive from the bastion (%s)' "$f" "$SLURM_RPM_DIR"
      return 1
    fi
    if ! grep "  $f\$" <<<"$SLURM_RPM_SUMS" | (cd "$SLURM_RPM_DIR" && sha256sum -c --status --strict -); then
      # shellcheck disable=SC2153 # SLURM_REPO_DIR: lib/slurm-lib.sh, streamed ahead of this script
      printf '%s differs from the sha256 in the bastion'"'"'s manifest (%s/%s/SHA256SUMS)' "$f" "$SLURM_REPO_DIR" "$SLURM_VERSION"
      return 1
    fi
  done
}

# A configless node must have no slurm.conf of its own: client commands (sinfo, scontrol, a
# health check) read /etc/slurm/slurm.conf when it exists, before the configless cache
# /run/slurm/conf that slurmd keeps (slurm: src/common/read_config.c; "Configless Slurm": "no
# local configuration file on the compute node"). EPEL's package ships one (Fedora's sample,
# ControlMachine=localhost) and cgroup.conf: each is kept as FILE.rpmsave, as rpm names a
# configuration file it sets aside, and never deleted.
set_aside_local_config() {
  local f
  for f in /etc/slurm/slurm.conf /etc/slurm/cgroup.conf; do
    sl_sudo test -e "$f" || continue
    sl_sudo mv --backup=numbered -f "$f" "$f.rpmsave" || return 1
    sl_changed "$f moved aside to $f.rpmsave (configless: the controller's configuration applies)"
  done
}

setup_munge() {
  local key_changed=false
  sl_install_missing munge || return 1
  (umask 077 && base64 -d <<<"$MUNGE_KEY_B64" >"$WORK/munge.key")
  if sl_put "$WORK/munge.key" /etc/munge/munge.key 0400 munge:munge; then key_changed=true; fi
  rm -f "$WORK/munge.key"
  sl_service munge "$key_changed" || return 1
  node_wait "munged to answer" 1 sl_munge_works
}

install_enroot() {
  local base="https://github.com/NVIDIA/enroot/releases/download/v$ENROOT_VERSION"
  local rpm="enroot-$ENROOT_VERSION-1.el8.x86_64.rpm" caps="enroot+caps-$ENROOT_VERSION-1.el8.x86_64.rpm" dl rc=0
  [[ "$(sl_version_of enroot)" == "$ENROOT_VERSION" && "$(sl_version_of enroot+caps)" == "$ENROOT_VERSION" ]] && return 0
  # jq and parallel (enroot.spec Requires) are in Oracle's EPEL, which the GPU images carry
  # disabled (Oracle's oci-hpc enables ol9_developer_EPEL on compute nodes,
  # playbooks/roles/packages/tasks/ol-9.yml): a repository dnf does not know is named here,
  # not left to dnf's "Unknown repo" in the middle of the install
  if ! sl_repo_defined "$SL_EPEL_REPO"; then
    ENROOT_WHY="dnf knows no repository $SL_EPEL_REPO (dnf repolist --all), which holds Enroot's dependencies jq and parallel: install oracle-epel-release-el9 on the node and rerun"
    say "$ENROOT_WHY"
    return 1
  fi
  dl=$(mktemp -d /var/tmp/oci-gpu-cluster-enroot.XXXXXX)
  {
    sl_retry "download $rpm" curl -fsSL --connect-timeout 20 -o "$dl/$rpm" "$base/$rpm" &&
      sl_retry "download $caps" curl -fsSL --connect-timeout 20 -o "$dl/$caps" "$base/$caps" &&
      sl_verify "$dl/$rpm" "$ENROOT_RPM_SHA256" && sl_verify "$dl/$caps" "$ENROOT_CAPS_RPM_SHA256" &&
      # its dependencies (jq, parallel, squashfs-tools) come from EPEL and the OL9 repositories
      sl_retry "dnf install $rpm $caps" sl_sudo dnf install -y --enablerepo="$SL_EPEL_REPO" "$dl/$rpm" "$dl/$caps" >&2
  } || rc=1
  rm -rf "$dl"
  ((rc == 0)) || return 1
  sl_changed "enroot $ENROOT_VERSION"
}

configure_enroot() {
  local hook
  sl_dir "$ENROOT_DIR" 0755 root:root
  for d in data cache runtime; do sl_dir "$ENROOT_DIR/$d" 1777 root:root; done
  {
    echo "# Generated by oci-gpu-cluster (node/slurm-node.sh): images and containers on the local NVMe."
    echo "ENROOT_RUNTIME_PATH $ENROOT_DIR/runtime/user-\$(id -u)"
    echo "ENROOT_CACHE_PATH $ENROOT_DIR/cache/group-\$(id -g)"
    echo "ENROOT_DATA_PATH $ENROOT_DIR/data/user-\$(id -u)"
    # Pyxis wiki, Setup (enroot example)
    echo "ENROOT_SQUASH_OPTIONS -noI -noD -noF -noX -no-duplicates"
    echo "ENROOT_MOUNT_HOME no"
    echo "ENROOT_RESTRICT_DEV yes"
    echo "ENROOT_ROOTFS_WRITABLE yes"
  } >"$WORK/enroot.conf"
  sl_put "$WORK/enroot.conf" /etc/enroot/enroot.conf 0644 root:root || true
  # the package's hooks; 50-slurm-pmi.sh (PMIx in the container) is an extra
  for hook in /etc/enroot/hooks.d/{98-nvidia,99-mellanox}.sh /usr/share/enroot/hooks.d/50-slurm-pmi.sh; do
    [[ -f $hook ]] || {
      say "enroot hook $hook is missing"
      return 1
    }
  done
  sl_put /usr/share/enroot/hooks.d/50-slurm-pmi.sh /etc/enroot/hooks.d/50-slurm-pmi.sh 0755 root:root || true
  printf 'MELLANOX_VISIBLE_DEVICES=all\n' >"$WORK/rdma.env"
  sl_put "$WORK/rdma.env" /etc/enroot/environ.d/90-oci-gpu-cluster-rdma.env 0644 root:root || true
  printf 'user.max_user_namespaces = 65536\n' >"$WORK/userns.conf"
  sl_put "$WORK/userns.conf" /etc/sysctl.d/90-oci-gpu-cluster-enroot.conf 0644 root:root || true
  if (($(sysctl -n user.max_user_namespaces 2>/dev/null || echo 0) < 65536)); then
    sl_sudo sysctl -q -w user.max_user_namespaces=65536 >&2 || return 1
    sl_changed "user.max_user_namespaces=65536"
  fi
}

slurmd_cache_current() { [[ "$(sl_config_hash "$SLURMD_CONF_CACHE")" == "$CONFIG_HASH" ]]; }

# slurmd_cache_catches_up: up to 15 s for slurmctld's reconfigure to reach this slurmd
slurmd_cache_catches_up() {
  local i
  for ((i = 0; i < 15; i++)); do
    slurmd_cache_current && return 0
    sleep 1
  done
  slurmd_cache_current
}

setup_slurmd() {
  local restart=false
  sl_dir /var/spool/slurmd 0755 root:root
  # upstream's slurmd.service settings (slurm: etc/slurmd.service.in), whatever the packaged unit
  # says: slurmd manages its cgroup tree (cgroup v2) and RDMA jobs register pinned memory
  # (slurm.conf keeps MEMLOCK out of PropagateResourceLimits)
  printf '# Generated by oci-gpu-cluster (node/slurm-node.sh).\n[Service]\nDelegate=yes\nLimitMEMLOCK=infinity\n' >"$WORK/slurmd.conf"
  if sl_put "$WORK/slurmd.conf" "$SLURMD_DROP_IN" 0644 root:root; then
    sl_sudo systemctl daemon-reload >&2 || return 1
    restart=true
  fi
  set_aside_local_config || return 1
  # a running slurmd of the release this run replaced
  [[ -n "$SLURM_BEFORE" && "$SLURM_BEFORE" != "$(sl_version_of slurm)" ]] && restart=true
  sl_dir /var/log/slurm 0755 slurm:slurm
  # configless: slurmd fetches its configuration from slurmctld (the Slurm unit reads this file)
  local name_option=""
  # an on-demand (State=CLOUD) node's host name is not its Slurm node name: slurmd -N names it
  [[ "${SLURMD_NAMED:-false}" == true ]] && name_option=" -N $NODE_NAME"
  printf 'SLURMD_OPTIONS="--conf-server %s:6817%s"\n' "$CONTROLLER_ADDR" "$name_option" >"$WORK/slurmd.sysconfig"
  if sl_put "$WORK/slurmd.sysconfig" /etc/sysconfig/slurmd 0644 root:root; then restart=true; fi
  # the controller's reconfigure after a change reaches a running slurmd within seconds: a
  # restart only when its cache still differs then
  if systemctl is-active --quiet slurmd && ! slurmd_cache_catches_up; then
    say "slurmd's cached configuration still differs from the controller's after 15 s"
    restart=true
  fi
  sl_service slurmd "$restart"
}

SLURM_BEFORE=$(sl_version_of slurm)
if why=$(sl_slurm_user_conflict) && [[ -n "$why" ]]; then
  node_fail SLURM_USER_MISMATCH "$why"
elif why=$(sl_installed_conflict "$SLURM_VERSION") && [[ -n "$why" ]]; then
  node_fail SLURM_VERSION_MISMATCH "$why"
elif ! why=$(rpms_verified); then
  node_fail SLURM_PACKAGES_UNVERIFIED "$why; nothing was changed on this node"
elif ! sl_slurm_user; then
  node_fail SLURM_USER_MISMATCH "groupadd/useradd slurm with uid $SLURM_UID gid $SLURM_GID failed"
elif ! sl_install_slurm_rpms "$SLURM_RPM_DIR" "$SLURM_VERSION" "${SLURM_NODE_PACKAGES[@]}" || ! sl_install_missing gcc make; then
  node_fail PACKAGE_INSTALL_FAILED "dnf install of the controller's Slurm $SLURM_VERSION RPMs (${SLURM_NODE_PACKAGES[*]}), gcc, make failed $SL_ATTEMPTS times"
elif ! setup_munge; then
  node_fail MUNGE_FAILED "munged did not start with the bastion's key or 'munge -n | unmunge' failed; see /var/log/munge/munged.log"
elif ! install_enroot || ! configure_enroot; then
  node_fail ENROOT_SETUP_FAILED "${ENROOT_WHY:-Enroot $ENROOT_VERSION could not be downloaded, verified, installed or configured}"
elif ! node_nvidia_repo sl_changed "$NV_VERSION" libnvidia-container-tools ||
  ! sl_install_pinned "$NV_VERSION" libnvidia-container-tools libnvidia-container1; then
  # enroot's 98-nvidia.sh needs it
  node_fail NVIDIA_CONTAINER_CLI_FAILED "libnvidia-container $NV_VERSION not installed"
elif ! out=$(sl_sudo nvidia-container-cli info 2>&1); then
  node_fail NVIDIA_CONTAINER_CLI_FAILED "nvidia-container-cli info: ${out##*$'\n'}"
elif ! sl_install_pyxis; then
  node_fail PYXIS_BUILD_FAILED "Pyxis $PYXIS_VERSION could not be downloaded, verified, built or installed"
elif ! setup_slurmd; then
  node_fail SLURMD_FAILED "slurmd would not start; see /var/log/slurm/slurmd.log"
elif ! sl_pam_slurm_adopt; then
  node_fail PACKAGE_INSTALL_FAILED "slurm-pam_slurm $SLURM_VERSION (pam_slurm_adopt) could not be installed, /etc/pam.d/sshd written or the authselect profile without pam_systemd selected"
fi
node_set_str versions.slurm "$(sl_version_of slurm)"
node_set_str versions.enroot "$(sl_version_of enroot)"
node_set_str versions.pyxis "$(cat "$PYXIS_MARKER" 2>/dev/null || true)"
node_set restarted "$(sl_json_list "${SL_RESTARTED[@]}")"
node_set changed "$(sl_json_list "${SL_CHANGED[@]}")"
node_result
