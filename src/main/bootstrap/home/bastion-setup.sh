#!/usr/bin/env bash
# Stage 1, on the bastion as the login user (Oracle's GPU cluster tutorial §1-2): /home (exported
# over NFS when HOME_KIND=bastion; mounted from HOME_NFS_SERVER:HOME_NFS_PATH like the nodes when
# HOME_KIND=nfs), the cluster's SSH key, firewalld trusted zone for the VCN, pdsh with group "all", node names
# in /etc/hosts and ssh client settings for the nodes. Idempotent: a second run changes
# nothing and says so in "changed".
# stdin: the cluster private key (OpenSSH/PEM text). It is never printed.
# Parameters: NODES, NODE_USER, VCN_CIDR, HOME_KIND (bastion, nfs or local),
# HOME_NFS_SERVER, HOME_NFS_PATH, HOME_MOUNT_OPTIONS (with HOME_KIND=nfs), STAGE_TIMEOUT_SECONDS.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

parse_nodes
: "${VCN_CIDR:?VCN_CIDR is required, e.g. 10.0.0.0/16}"
[[ "$VCN_CIDR" =~ ^[0-9]{1,3}(\.[0-9]{1,3}){3}/[0-9]{1,2}$ ]] || bad_input "VCN_CIDR '$VCN_CIDR' is not an IPv4 CIDR like 10.0.0.0/16"
require_uint STAGE_TIMEOUT_SECONDS
: "${HOME_KIND:?HOME_KIND is required: bastion, nfs or local}"
: "${HOME_NFS_SERVER?HOME_NFS_SERVER is required (empty: /home is not shared)}"
: "${HOME_NFS_PATH:?HOME_NFS_PATH is required, e.g. /home}"
: "${HOME_MOUNT_OPTIONS:?HOME_MOUNT_OPTIONS is required, e.g. defaults,vers=3}"
case "$HOME_KIND" in
  bastion | local) ;;
  nfs)
    [[ "$HOME_NFS_SERVER" =~ ^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$ ]] ||
      bad_input "HOME_NFS_SERVER '$HOME_NFS_SERVER' is not a host name or IPv4 address (required with HOME_KIND=nfs)"
    [[ "$HOME_NFS_PATH" =~ ^(/[A-Za-z0-9_.-]+)+$ ]] ||
      bad_input "HOME_NFS_PATH '$HOME_NFS_PATH' is not an absolute path like /home (required with HOME_KIND=nfs)"
    [[ "$HOME_MOUNT_OPTIONS" =~ ^[A-Za-z0-9_=.:,-]+$ ]] ||
      bad_input "HOME_MOUNT_OPTIONS '$HOME_MOUNT_OPTIONS' is not a comma-separated option list like vers=3,hard"
    ;;
  *) bad_input "HOME_KIND '$HOME_KIND' is not bastion, nfs or local" ;;
esac

ME=bastion
MARKER="oci-gpu-cluster nodes"
PACKAGE_ATTEMPTS=3
CHANGED=()
WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT

changed() {
  CHANGED+=("$1")
  log "$ME: changed $1"
}

# install_file_if_changed SRC DEST [sudo]: copy only when the content differs.
install_file_if_changed() {
  local src=$1 dest=$2 how=${3:-}
  if cmp -s "$src" "$dest" 2>/dev/null; then return 1; fi
  if [[ "$how" == sudo ]]; then sudo cp "$src" "$dest"; else cat "$src" >"$dest"; fi
}

cloud_init_settled() {
  local status
  status=$(cloud-init status 2>/dev/null | sed -n 's/^status: *//p' | head -n 1 || true)
  [[ "$status" == "done" || "$status" == error || "$status" == disabled ]]
}

wait_for_cloud_init() {
  local status
  if ! wait_until "$ME" "cloud-init to finish" "$(stage_remaining)" 10 cloud_init_settled; then
    fail "$ME" CLOUD_INIT_FAILED "cloud-init still not done after ${STAGE_TIMEOUT_SECONDS}s (bound STAGE_TIMEOUT_SECONDS)"
    return 1
  fi
  status=$(cloud-init status 2>/dev/null | sed -n 's/^status: *//p' | head -n 1 || true)
  if [[ "$status" == error ]]; then
    fail "$ME" CLOUD_INIT_FAILED "cloud-init status: error (see /var/log/cloud-init-output.log)"
    return 1
  fi
}

install_cluster_key() {
  local ssh_dir="$HOME/.ssh" tmp pub
  if [[ -t 0 ]]; then
    fail "$ME" CLUSTER_KEY_INVALID "no cluster private key on stdin"
    return 1
  fi
  (
    umask 077
    mkdir -p "$ssh_dir"
  )
  chmod 700 "$ssh_dir"
  tmp=$(umask 077 && mktemp "$ssh_dir/.id_rsa.XXXXXX")
  cat >"$tmp"
  if [[ -s "$tmp" && -n "$(tail -c 1 "$tmp")" ]]; then echo >>"$tmp"; fi
  if ! grep -q -- '-----BEGIN .*PRIVATE KEY-----' "$tmp" || ! pub=$(ssh-keygen -y -P "" -f "$tmp" 2>/dev/null); then
    rm -f "$tmp"
    fail "$ME" CLUSTER_KEY_INVALID "stdin is not an unencrypted SSH private key (OpenSSH or PEM)"
    return 1
  fi
  if cmp -s "$tmp" "$ssh_dir/id_rsa"; then
    rm -f "$tmp"
  else
    mv -f "$tmp" "$ssh_dir/id_rsa"
    changed "$ssh_dir/id_rsa"
  fi
  printf '%s\n' "$pub" >"$WORK/id_rsa.pub"
  if install_file_if_changed "$WORK/id_rsa.pub" "$ssh_dir/id_rsa.pub"; then changed "$ssh_dir/id_rsa.pub"; fi
  touch "$ssh_dir/authorized_keys"
  chmod 600 "$ssh_dir/authorized_keys"
  # compare type + key body; the comment may differ
  if ! awk '{print $1, $2}' "$ssh_dir/authorized_keys" | grep -qxF "$(awk '{print $1, $2}' <<<"$pub")"; then
    printf '%s\n' "$pub" >>"$ssh_dir/authorized_keys"
    changed "$ssh_dir/authorized_keys"
  fi
}

# ensure_packages [--enablerepo=ID] PKG...: the missing ones installed; --enablerepo enables a
# disabled repository for this one dnf call only (dnf(8)), never for good.
ensure_packages() {
  local missing=() pkg opts=()
  if [[ "${1:-}" == --enablerepo=* ]]; then
    opts=("$1")
    shift
  fi
  for pkg in "$@"; do
    rpm -q "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
  done
  ((${#missing[@]} == 0)) && return 0
  if retry "$ME" "dnf install ${missing[*]}" "$PACKAGE_ATTEMPTS" 15 sudo dnf install -y "${opts[@]}" "${missing[@]}" >&2; then
    changed "packages ${missing[*]}"
  else
    fail "$ME" PACKAGE_INSTALL_FAILED "dnf install ${missing[*]} failed $PACKAGE_ATTEMPTS times"
    return 1
  fi
}

setup_nfs() {
  local line="/home $VCN_CIDR(rw,sync,no_root_squash)"
  ensure_packages nfs-utils || return 1
  if ! grep -qxF "$line" /etc/exports 2>/dev/null; then
    # One /home export only: an earlier one (another VCN CIDR) is replaced.
    {
      grep -v '^/home[[:space:]]' /etc/exports 2>/dev/null || true
      echo "$line"
    } >"$WORK/exports"
    sudo touch /etc/exports
    sudo cp "$WORK/exports" /etc/exports
    changed /etc/exports
  fi
  if ! sudo systemctl enable --now nfs-server rpcbind >&2 || ! sudo exportfs -ra >&2; then
    fail "$ME" NFS_EXPORT_FAILED "could not start nfs-server/rpcbind or export /home to $VCN_CIDR"
    return 1
  fi
}

# The fstab line of the shared /home (the same one the nodes' cloud-config writes).
home_fstab_line() {
  printf '%s:%s /home nfs %s 0 0\n' "$HOME_NFS_SERVER" "$HOME_NFS_PATH" "$HOME_MOUNT_OPTIONS"
}

home_is_mounted() {
  [[ "$(findmnt -n -o SOURCE /home 2>/dev/null || true)" == "$HOME_NFS_SERVER:$HOME_NFS_PATH" ]]
}

mount_home_once() {
  sudo mount /home >&2 2>/dev/null || true
  home_is_mounted
}

# HOME_KIND=nfs: /home comes from the shared server. A new (empty) file system first gets the
# login user's home from the bastion's disk, so that its authorized_keys (the user's key and the
# cluster key) is what the bastion and every node see once /home is mounted; a home already on
# the server is never overwritten. Must run before install_cluster_key, which writes to $HOME.
mount_home() {
  local seed="$WORK/home-seed" line
  home_is_mounted && return 0
  ensure_packages nfs-utils || return 1
  # sshd reads ~/.ssh/authorized_keys on an NFS home only with this SELinux boolean on (as the
  # nodes' cloud-config does): turn it on before the mount, and only when off.
  if getsebool use_nfs_home_dirs 2>/dev/null | grep -q -- '--> off'; then
    sudo setsebool -P use_nfs_home_dirs on
    changed "SELinux use_nfs_home_dirs on"
  fi
  mkdir -p "$seed"
  if ! wait_until "$ME" "NFS export $HOME_NFS_SERVER:$HOME_NFS_PATH" "$(stage_remaining)" 10 \
    sudo mount -t nfs -o "$HOME_MOUNT_OPTIONS" "$HOME_NFS_SERVER:$HOME_NFS_PATH" "$seed"; then
    fail "$ME" HOME_MOUNT_FAILED "could not mount $HOME_NFS_SERVER:$HOME_NFS_PATH within ${STAGE_TIMEOUT_SECONDS}s (bound STAGE_TIMEOUT_SECONDS)"
    return 1
  fi
  if ! sudo test -e "$seed/$NODE_USER"; then
    sudo cp -a "/home/$NODE_USER" "$seed/$NODE_USER"
    changed "$HOME_NFS_SERVER:$HOME_NFS_PATH/$NODE_USER"
  fi
  sudo umount "$seed"
  line=$(home_fstab_line)
  if ! grep -qxF "$line" /etc/fstab; then
    # One /home line only: an earlier one (another server or options) is replaced.
    {
      awk '$2 != "/home"' /etc/fstab
      echo "$line"
    } >"$WORK/fstab"
    sudo cp "$WORK/fstab" /etc/fstab
    sudo systemctl daemon-reload >&2
    changed /etc/fstab
  fi
  if ! wait_until "$ME" "/home mounted from $HOME_NFS_SERVER:$HOME_NFS_PATH" "$(stage_remaining)" 10 mount_home_once; then
    fail "$ME" HOME_MOUNT_FAILED "/home is not mounted from $HOME_NFS_SERVER:$HOME_NFS_PATH after ${STAGE_TIMEOUT_SECONDS}s (bound STAGE_TIMEOUT_SECONDS)"
    return 1
  fi
  changed "/home mounted from $HOME_NFS_SERVER:$HOME_NFS_PATH"
}

setup_firewall() {
  if ! systemctl is-active --quiet firewalld; then
    log "$ME: firewalld is not active; no firewall to open for $VCN_CIDR"
    return 0
  fi
  if ! sudo firewall-cmd --permanent --zone=trusted --query-source="$VCN_CIDR" >/dev/null 2>&1; then
    if ! sudo firewall-cmd --permanent --zone=trusted --add-source="$VCN_CIDR" >&2; then
      fail "$ME" FIREWALL_CONFIG_FAILED "firewall-cmd could not add $VCN_CIDR to zone trusted"
      return 1
    fi
    changed "firewalld zone trusted source $VCN_CIDR"
  fi
  if ! sudo firewall-cmd --zone=trusted --query-source="$VCN_CIDR" >/dev/null 2>&1; then
    sudo firewall-cmd --reload >&2 || {
      fail "$ME" FIREWALL_CONFIG_FAILED "firewall-cmd --reload failed"
      return 1
    }
  fi
}

setup_pdsh() {
  local major epel group_dir="$HOME/.dsh/group" name profile="$HOME/.bash_profile" line
  major=$(. /etc/os-release && echo "${VERSION_ID%%.*}")
  # pdsh comes from Oracle's developer EPEL repository (Oracle's HPC tech tip on pdsh, §1), which
  # OCI's images carry disabled: enabled for the one dnf call (--enablerepo), as every other host
  # reaches EPEL, never left enabled; a repository dnf does not know is named, not hidden
  epel="ol${major}_developer_EPEL"
  if ! rpm -q pdsh pdsh-rcmd-ssh pdsh-mod-dshgroup >/dev/null 2>&1 &&
    ! dnf -q repolist --all 2>/dev/null | awk '$1 != "repo" { print $1 }' | grep -qxF "$epel"; then
    fail "$ME" PACKAGE_INSTALL_FAILED "dnf knows no repository $epel (dnf repolist --all), where pdsh lives: install oracle-epel-release-el$major (the bastion's cloud-init does) and rerun"
    return 1
  fi
  ensure_packages "--enablerepo=$epel" pdsh pdsh-rcmd-ssh pdsh-mod-dshgroup || return 1
  mkdir -p "$group_dir"
  printf '%s\n' "${NODE_NAMES[@]}" >"$WORK/group-all"
  if install_file_if_changed "$WORK/group-all" "$group_dir/all"; then changed "$group_dir/all"; fi
  touch "$profile"
  for line in 'export PDSH_RCMD_TYPE=ssh' 'export PDSH_SSH_ARGS_APPEND="-o StrictHostKeyChecking=accept-new"'; do
    if ! grep -qxF "$line" "$profile"; then
      echo "$line" >>"$profile"
      changed "$profile"
    fi
  done
}

setup_hosts() {
  local i
  for i in "${!NODE_NAMES[@]}"; do
    printf '%s %s\n' "${NODE_IPS[$i]}" "${NODE_NAMES[$i]}"
  done >"$WORK/hosts-block"
  render_managed_block /etc/hosts "$MARKER" "$WORK/hosts-block" >"$WORK/hosts"
  if install_file_if_changed "$WORK/hosts" /etc/hosts sudo; then changed /etc/hosts; fi
}

setup_ssh_config() {
  local config="$HOME/.ssh/config"
  {
    echo "Host ${NODE_NAMES[*]} ${NODE_IPS[*]}"
    echo "    User $NODE_USER"
    echo "    IdentityFile ~/.ssh/id_rsa"
    echo "    StrictHostKeyChecking accept-new"
  } >"$WORK/ssh-block"
  render_managed_block "$config" "$MARKER" "$WORK/ssh-block" >"$WORK/ssh-config"
  if install_file_if_changed "$WORK/ssh-config" "$config"; then changed "$config"; fi
  chmod 600 "$config"
}

home_summary() {
  case "$HOME_KIND" in
    bastion) echo "/home $VCN_CIDR(rw,sync,no_root_squash)" ;;
    nfs) home_fstab_line ;;
    *) echo "" ;;
  esac
}

finish() {
  local ok=$1 changed_json
  changed_json=$(python3 -c 'import json, sys; print(json.dumps(list(dict.fromkeys(sys.argv[1:]))))' "${CHANGED[@]}")
  emit_result bastion "$ok" "" \
    changed "$changed_json" \
    nodeCount "${#NODE_NAMES[@]}" \
    nfsExport "$(json_str "$(home_summary)")" \
    pdshGroup "$(json_str "$HOME/.dsh/group/all")"
}

wait_for_cloud_init || {
  finish false
  exit 1
}
if [[ "$HOME_KIND" == nfs ]]; then
  mount_home || {
    finish false
    exit 1
  }
fi
install_cluster_key || {
  finish false
  exit 1
}
steps=(setup_firewall setup_pdsh setup_hosts setup_ssh_config)
# The bastion exports its own /home (as Oracle's GPU cluster tutorial §1-2 does, also for a single instance); a shared one
# (HOME_KIND=nfs) is served by its own server.
[[ "$HOME_KIND" != nfs ]] && steps=(setup_nfs "${steps[@]}")
for step in "${steps[@]}"; do
  "$step" || true
done
if ((FAILURE_COUNT > 0)); then
  finish false
  exit 1
fi
log "$ME: ready (${#CHANGED[@]} change(s))"
finish true
