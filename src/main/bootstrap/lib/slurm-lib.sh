#!/usr/bin/env bash
# Slurm helpers shared by the controller (bastion, sourced by slurm-controller.sh) and the
# nodes (streamed ahead of node/slurm-node.sh by slurm-nodes.sh): pinned package installs,
# files written only when their content changes, services (re)started only when their
# configuration changed, and Pyxis built from its release source against the installed
# Slurm's headers (as Oracle's oci-hpc stack does). The caller defines `say MESSAGE` (its log
# line) and reads SL_CHANGED (what this run changed) and SL_RESTARTED (units restarted).
set -euo pipefail

# shellcheck disable=SC2034 # used by the scripts that source this file
SLURM_CONF_DIR=/etc/slurm
PYXIS_PLUGIN=/usr/local/lib/slurm/spank_pyxis.so
PYXIS_MARKER=/usr/local/lib/slurm/.oci-gpu-cluster-pyxis-version
SL_ATTEMPTS=3
SL_CHANGED=()
SL_RESTARTED=()
# /usr/local (release files), which sudo's secure_path leaves out; /usr/sbin (sysctl, slurmd),
# which a login user's PATH may lack.
PATH="$PATH:/usr/local/sbin:/usr/local/bin:/usr/sbin:/sbin"

sl_sudo() { sudo -n env "PATH=$PATH" "$@"; }

sl_changed() {
  SL_CHANGED+=("$1")
  say "changed $1"
}

# sl_retry WHAT CMD...: transient failures (mirrors, downloads), SL_ATTEMPTS times.
sl_retry() {
  local what=$1 i
  shift
  for ((i = 1; i <= SL_ATTEMPTS; i++)); do
    if "$@"; then return 0; fi
    say "$what failed (attempt $i of $SL_ATTEMPTS)"
    if ((i < SL_ATTEMPTS)); then sleep "${RETRY_DELAY_SECONDS:-15}"; fi
  done
  return 1
}

sl_version_of() {
  local v
  v=$(rpm -q --qf '%{VERSION}\n' "$1" 2>/dev/null) || return 0
  printf '%s' "${v%%$'\n'*}"
}

# sl_install_pinned VERSION PKG...: install PKG-VERSION where another or no version is
# installed, then hold them (a later 'dnf update' must not move Slurm under running jobs).
sl_install_pinned() {
  local version=$1 pkg specs=() held
  shift
  for pkg in "$@"; do
    [[ "$(sl_version_of "$pkg")" == "$version" ]] || specs+=("$pkg-$version")
  done
  if ((${#specs[@]} > 0)); then
    # Slurm and munge come from Oracle's mirror of EPEL (see README: where each package comes from).
    if ! rpm -q slurm >/dev/null 2>&1; then
      sl_sudo yum-config-manager --enable "ol$(. /etc/os-release && echo "${VERSION_ID%%.*}")_developer_EPEL" >&2 || true
    fi
    sl_sudo dnf versionlock delete "$@" >/dev/null 2>&1 || true
    sl_retry "dnf install ${specs[*]}" sl_sudo dnf install -y "${specs[@]}" >&2 || return 1
    sl_changed "packages ${specs[*]}"
  fi
  sl_install_missing python3-dnf-plugin-versionlock || return 1
  held=$(sl_sudo dnf versionlock list 2>/dev/null || true)
  for pkg in "$@"; do
    if ! grep -q "^$pkg-[0-9]*:$version-" <<<"$held"; then
      sl_sudo dnf versionlock add "$pkg" >&2 || return 1
      sl_changed "versionlock $pkg"
    fi
  done
}

# sl_install_missing PKG...: unpinned distribution packages (compiler, munge's repository version).
sl_install_missing() {
  local pkg missing=()
  for pkg in "$@"; do rpm -q "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  ((${#missing[@]} == 0)) && return 0
  sl_retry "dnf install ${missing[*]}" sl_sudo dnf install -y "${missing[@]}" >&2 || return 1
  sl_changed "packages ${missing[*]}"
}

# sl_put SRC DEST MODE OWNER: install SRC as DEST when the content, mode or owner differ.
# Status 0 = DEST changed, 1 = it was already so.
sl_put() {
  local src=$1 dest=$2 mode=$3 owner=$4 now
  now=$(sl_sudo stat -c '%a %U:%G' "$dest" 2>/dev/null || true)
  if sl_sudo cmp -s "$src" "$dest" && [[ "$now" == "${mode#0} $owner" ]]; then return 1; fi
  sl_sudo install -D -m "$mode" -o "${owner%%:*}" -g "${owner#*:}" "$src" "$dest"
  sl_changed "$dest"
}

# sl_dir DIR MODE OWNER: create a directory (or fix its mode/owner) only when needed.
sl_dir() {
  local dir=$1 mode=$2 owner=$3
  if [[ "$(sl_sudo stat -c '%a %U:%G' "$dir" 2>/dev/null || true)" == "${mode#0} $owner" ]]; then return 0; fi
  sl_sudo install -d -m "$mode" -o "${owner%%:*}" -g "${owner#*:}" "$dir"
  sl_changed "$dir"
}

# sl_service UNIT CONFIG_CHANGED: restart when its configuration changed, start when not
# running, otherwise leave it alone (a re-run restarts nothing).
sl_service() {
  local unit=$1 config_changed=$2
  if [[ "$config_changed" == true ]]; then
    sl_sudo systemctl enable "$unit" >&2 && sl_sudo systemctl restart "$unit" >&2 || return 1
    SL_RESTARTED+=("$unit")
    sl_changed "$unit restarted"
  elif ! systemctl is-active --quiet "$unit"; then
    sl_sudo systemctl enable --now "$unit" >&2 || return 1
    SL_RESTARTED+=("$unit")
    sl_changed "$unit started"
  elif ! systemctl is-enabled --quiet "$unit"; then
    sl_sudo systemctl enable "$unit" >&2 || return 1
    sl_changed "$unit enabled"
  fi
}

# Release files whose SHA256 versions.env does not pin ("unpinned") are installed only when
# the stack allows it (scheduler.allowUnpinnedDownloads, the stage parameter below).
ALLOW_UNPINNED_DOWNLOADS="${ALLOW_UNPINNED_DOWNLOADS:-false}"

# sl_unpinned: the versions.env keys of the Slurm stages' downloads still "unpinned".
sl_unpinned() {
  local key out=""
  for key in PYXIS_SHA256 ENROOT_RPM_SHA256 ENROOT_CAPS_RPM_SHA256; do
    [[ "${!key:-unpinned}" == unpinned ]] && out+="$key "
  done
  printf '%s' "${out% }"
}

# sl_require_pins: before any install, refuse (status 1, one line naming the key and the fix)
# when a download has no pinned digest and the stack did not allow that.
sl_require_pins() {
  local unpinned
  [[ "$ALLOW_UNPINNED_DOWNLOADS" == true || "$ALLOW_UNPINNED_DOWNLOADS" == false ]] || {
    printf 'ALLOW_UNPINNED_DOWNLOADS must be true or false, got %s\n' "$ALLOW_UNPINNED_DOWNLOADS"
    return 1
  }
  unpinned=$(sl_unpinned)
  [[ -z "$unpinned" || "$ALLOW_UNPINNED_DOWNLOADS" == true ]] && return 0
  printf 'versions.env pins no SHA256 for %s and scheduler.allowUnpinnedDownloads is false: pin the sha256sum of each release file in versions.env, or set scheduler.allowUnpinnedDownloads: true to install them unverified\n' "$unpinned"
  return 1
}

# sl_verify FILE SHA256: the file against its pinned digest from versions.env (sha256sum -c).
# A pin still "unpinned" passes only when allowed, and is reported as not verified.
sl_verify() {
  local file=$1 want=$2
  if [[ "$want" == unpinned ]]; then
    if [[ "$ALLOW_UNPINNED_DOWNLOADS" != true ]]; then
      say "no sha256 pinned in versions.env for ${file##*/} and unpinned downloads are not allowed (scheduler.allowUnpinnedDownloads)"
      return 1
    fi
    say "WARN no sha256 pinned in versions.env for ${file##*/}: not verified (scheduler.allowUnpinnedDownloads)"
    return 0
  fi
  printf '%s  %s\n' "$want" "$file" | sha256sum -c --status - || {
    say "sha256 of ${file##*/} does not match the pin in versions.env ($want)"
    return 1
  }
}

# sl_install_pyxis: Pyxis PYXIS_VERSION built from its release tarball with the installed
# slurm-devel headers into /usr/local/lib/slurm (oci-hpc's path), skipped when that version
# is already there.
sl_install_pyxis() {
  local dl url="https://github.com/NVIDIA/pyxis/archive/refs/tags/v$PYXIS_VERSION.tar.gz" rc=0
  if [[ "$(cat "$PYXIS_MARKER" 2>/dev/null || true)" == "$PYXIS_VERSION" ]] && [[ -f "$PYXIS_PLUGIN" ]]; then
    return 0
  fi
  dl=$(mktemp -d /var/tmp/oci-gpu-cluster-pyxis.XXXXXX)
  {
    sl_retry "download $url" curl -fsSL --connect-timeout 20 -o "$dl/pyxis.tar.gz" "$url" &&
      sl_verify "$dl/pyxis.tar.gz" "$PYXIS_SHA256" &&
      tar -C "$dl" -xzf "$dl/pyxis.tar.gz" &&
      make -C "$dl/pyxis-$PYXIS_VERSION" >&2 &&
      sl_sudo make -C "$dl/pyxis-$PYXIS_VERSION" install prefix=/usr/local >&2 &&
      [[ -f "$PYXIS_PLUGIN" ]] &&
      echo "$PYXIS_VERSION" | sl_sudo tee "$PYXIS_MARKER" >/dev/null
  } || rc=1
  rm -rf "$dl"
  ((rc == 0)) || return 1
  sl_changed "pyxis $PYXIS_VERSION"
}

# sl_munge_works: a credential made here decodes here (munged runs with a readable key).
sl_munge_works() { munge -n 2>/dev/null | unmunge >/dev/null 2>&1; }

# sl_controller_addr NODE_IP: the address the nodes reach this host at (the source address of
# the route to a node), else what this host's name resolves to.
sl_controller_addr() {
  local addr
  addr=$(ip -o -4 route get "$1" 2>/dev/null | sed -n 's/.* src \([0-9.]*\).*/\1/p')
  [[ -n "$addr" ]] || addr=$(getent hosts "$(hostname -s)" | awk '{print $1; exit}')
  printf '%s' "$addr"
}

# sl_config_hash DIR: the hash of what configless mode serves (slurm.conf, gres.conf,
# cgroup.conf, plugstack.conf); a slurmd whose cached copy differs is restarted.
sl_config_hash() {
  local f
  for f in slurm.conf gres.conf cgroup.conf plugstack.conf; do
    sudo -n cat "$1/$f" 2>/dev/null || true
  done | sha256sum | cut -d' ' -f1
}

sl_json_list() { python3 -c 'import json, sys; print(json.dumps(list(dict.fromkeys(sys.argv[1:]))))' "$@"; }
