#!/usr/bin/env bash
# Slurm helpers shared by the controller (bastion, sourced by slurm-controller.sh) and the
# nodes (streamed ahead of node/slurm-node.sh by slurm-nodes.sh): the slurm user with its
# pinned ids, Slurm installed from the RPMs the bastion built, pinned package installs,
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
# The bastion's repository of the Slurm RPMs it built: one directory per version holding the
# RPMs and SHA256SUMS (sha256sum's manifest of them). Nodes get the RPMs they need from it.
SLURM_REPO_DIR=/var/lib/oci-gpu-cluster/slurm-rpms
SLURM_CONTROLLER_PACKAGES=(slurm slurm-slurmctld slurm-devel)
SLURM_NODE_PACKAGES=(slurm slurm-slurmd slurm-devel slurm-pam_slurm)
# shellcheck disable=SC2034 # used by login.sh and node/login-node.sh
# a login node: the client commands, sackd (the configless cache of a host without slurmd,
# Slurm 23.11 and later: sackd(8)) and the headers Pyxis builds against
SLURM_LOGIN_PACKAGES=(slurm slurm-sackd slurm-devel)
# slurm.spec's %{?dist} on Oracle Linux 9, and the architecture of the RPMs
SLURM_RPM_RELEASE=1.el9
SLURM_RPM_ARCH=x86_64
# Enroot's dependencies (jq, parallel) come from Oracle's mirror of EPEL, disabled on the images:
# enabled for the one dnf call that needs it (--enablerepo, plain dnf), never left enabled.
SL_EPEL_REPO=ol9_developer_EPEL
SL_CHANGED=()
SL_RESTARTED=()
# /usr/local (release files), which sudo's secure_path leaves out; /usr/sbin (sysctl, slurmd),
# which a login user's PATH may lack.
PATH="$PATH:/usr/local/sbin:/usr/local/bin:/usr/sbin:/sbin"

sl_sudo() { sudo -n env "PATH=$PATH" "$@"; }

# sl_repo_defined REPO: dnf knows the repository (enabled or not). A repository id that is not
# defined on the host would otherwise surface as "Unknown repo" in the middle of an install
# (the bastion's build repository, the nodes' EPEL for Enroot's dependencies).
sl_repo_defined() {
  local ids
  ids=$(dnf -q repolist --all 2>/dev/null | awk '$1 != "repo" { print $1 }') || return 1
  grep -qxF "$1" <<<"$ids"
}

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

# sl_rpm_file DIR PKG VERSION: the file name of PKG's RPM of VERSION in DIR (empty: none).
sl_rpm_file() {
  local f="$2-$3-$SLURM_RPM_RELEASE.$SLURM_RPM_ARCH.rpm"
  [[ -f "$1/$f" ]] && printf '%s' "$f"
  return 0
}

# sl_major VERSION: the release series (25.11 of 25.11.6); Slurm upgrades in place only within
# what its "Upgrade Guide" allows, and slurmd must never be newer than slurmctld.
sl_major() { printf '%s' "${1%.*}"; }

# sl_installed_conflict VERSION: empty when the installed Slurm (if any) can become VERSION by
# an in-place package update (same release series, not newer); else one line saying why not.
sl_installed_conflict() {
  local want=$1 have
  have=$(sl_version_of slurm)
  [[ -z "$have" || "$have" == "$want" ]] && return 0
  if [[ "$(sl_major "$have")" != "$(sl_major "$want")" ]]; then
    printf 'slurm %s is installed here, the cluster'"'"'s Slurm is %s: another release series, which this stage does not upgrade in place (Slurm "Upgrade Guide": slurmdbd, then slurmctld, then slurmd, state saved)' "$have" "$want"
  elif [[ "$(printf '%s\n%s\n' "$have" "$want" | sort -V | tail -n 1)" == "$have" ]]; then
    printf 'slurm %s is installed here, newer than the cluster'"'"'s %s (slurmd must not be newer than slurmctld)' "$have" "$want"
  fi
}

# sl_slurm_user_conflict: empty when the slurm user and group are absent or have the pinned
# ids (SLURM_UID, SLURM_GID); else one line naming what differs. Nothing is changed.
sl_slurm_user_conflict() {
  local pw gr byuid bygid
  pw=$(getent passwd slurm || true)
  gr=$(getent group slurm || true)
  byuid=$(getent passwd "$SLURM_UID" | cut -d: -f1 || true)
  bygid=$(getent group "$SLURM_GID" | cut -d: -f1 || true)
  if [[ -n "$pw" ]] && [[ "$(cut -d: -f3 <<<"$pw")" != "$SLURM_UID" || "$(cut -d: -f4 <<<"$pw")" != "$SLURM_GID" ]]; then
    printf 'user slurm has uid %s gid %s here, versions.env pins SLURM_UID=%s SLURM_GID=%s' \
      "$(cut -d: -f3 <<<"$pw")" "$(cut -d: -f4 <<<"$pw")" "$SLURM_UID" "$SLURM_GID"
  elif [[ -n "$gr" && "$(cut -d: -f3 <<<"$gr")" != "$SLURM_GID" ]]; then
    printf 'group slurm has gid %s here, versions.env pins SLURM_GID=%s' "$(cut -d: -f3 <<<"$gr")" "$SLURM_GID"
  elif [[ -n "$byuid" && "$byuid" != slurm ]]; then
    printf 'uid %s (SLURM_UID in versions.env) belongs to user %s here' "$SLURM_UID" "$byuid"
  elif [[ -n "$bygid" && "$bygid" != slurm ]]; then
    printf 'gid %s (SLURM_GID in versions.env) belongs to group %s here' "$SLURM_GID" "$bygid"
  fi
}

# sl_slurm_user: the slurm group and system user with the pinned ids, created before any Slurm
# package (neither SchedMD's nor Fedora's slurm.spec creates one; Oracle's oci-hpc creates
# them first too, playbooks/roles/slurm/tasks/common.yml). Call sl_slurm_user_conflict first.
sl_slurm_user() {
  if ! getent group slurm >/dev/null; then
    sl_sudo groupadd -r -g "$SLURM_GID" slurm >&2 || return 1
    sl_changed "group slurm ($SLURM_GID)"
  fi
  if ! getent passwd slurm >/dev/null; then
    sl_sudo useradd -r -u "$SLURM_UID" -g slurm -c "Slurm workload manager" -d /var/lib/slurm -s /sbin/nologin slurm >&2 || return 1
    sl_changed "user slurm ($SLURM_UID)"
  fi
}

# sl_rpms_present VERSION: the bastion's repository holds VERSION's manifest and the RPMs of
# the controller and the nodes (each node checks its files against the manifest itself).
sl_rpms_present() {
  local dir="$SLURM_REPO_DIR/$1" pkg
  [[ -s "$dir/SHA256SUMS" ]] || return 1
  for pkg in "${SLURM_CONTROLLER_PACKAGES[@]}" "${SLURM_NODE_PACKAGES[@]}"; do
    [[ -n "$(sl_rpm_file "$dir" "$pkg" "$1")" ]] || return 1
  done
}

# sl_install_slurm_rpms DIR VERSION PKG...: PKG's RPM of VERSION from DIR (these exact files:
# dnf takes their dependencies, munge among them, from the OL9 repositories) where another or
# no release is installed, then held with versionlock (a later 'dnf update' must not move
# Slurm under running jobs).
sl_install_slurm_rpms() {
  local dir=$1 version=$2 pkg files=() f
  shift 2
  for pkg in "$@"; do
    [[ "$(rpm -q --qf '%{VERSION}-%{RELEASE}\n' "$pkg" 2>/dev/null | head -n 1)" == "$version-$SLURM_RPM_RELEASE" ]] && continue
    f=$(sl_rpm_file "$dir" "$pkg" "$version")
    [[ -n "$f" ]] || {
      say "no $pkg $version RPM in $dir"
      return 1
    }
    files+=("$dir/$f")
  done
  sl_install_held "$version" files "$@"
}

# sl_install_pinned VERSION PKG...: PKG-VERSION from the enabled repositories where another or
# no version is installed (libnvidia-container from NVIDIA's repository), then held.
sl_install_pinned() {
  local version=$1 pkg specs=()
  shift
  for pkg in "$@"; do
    [[ "$(sl_version_of "$pkg")" == "$version" ]] || specs+=("$pkg-$version")
  done
  sl_install_held "$version" specs "$@"
}

# sl_install_held VERSION ARRAY PKG...: dnf install what the named array lists (RPM files or
# NAME-VERSION; nothing when it is empty), PKG's versionlocks released first, then hold PKG.
sl_install_held() {
  local version=$1
  local -n _specs=$2
  shift 2
  if ((${#_specs[@]} > 0)); then
    sl_sudo dnf versionlock delete "$@" >/dev/null 2>&1 || true
    sl_retry "dnf install ${_specs[*]##*/}" sl_sudo dnf install -y "${_specs[@]}" >&2 || return 1
    sl_changed "packages ${_specs[*]##*/}"
  fi
  sl_hold "$version" "$@"
}

# sl_hold VERSION PKG...: versionlock PKG at VERSION unless already held there.
sl_hold() {
  local version=$1 pkg held
  shift
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
# Status 0 = DEST changed, 1 = it was already so, 2 = install failed.
sl_put() {
  local src=$1 dest=$2 mode=$3 owner=$4 now
  now=$(sl_sudo stat -c '%a %U:%G' "$dest" 2>/dev/null || true)
  if sl_sudo cmp -s "$src" "$dest" && [[ "$now" == "${mode#0} $owner" ]]; then return 1; fi
  sl_sudo install -D -m "$mode" -o "${owner%%:*}" -g "${owner#*:}" "$src" "$dest" || return 2
  sl_changed "$dest"
}

# sl_dir DIR MODE OWNER: create a directory (or fix its mode/owner) only when needed.
sl_dir() {
  local dir=$1 mode=$2 owner=$3
  if [[ "$(sl_sudo stat -c '%a %U:%G' "$dir" 2>/dev/null || true)" == "${mode#0} $owner" ]]; then return 0; fi
  sl_sudo install -d -m "$mode" -o "${owner%%:*}" -g "${owner#*:}" "$dir" || return 1
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

# PAM on a Slurm node (Slurm's pam_slurm_adopt.shtml, 25.11). Two things undo pam_slurm_adopt:
#  - "The pam_systemd module will conflict with pam_slurm_adopt, so you need to disable it in all
#    files that are included in sshd or system-auth": logind moves an adopted ssh session out of
#    the job's cgroup. Every authselect profile of Oracle Linux 9 (authselect 1.2.6,
#    profiles/{minimal,sssd}/{system,password,fingerprint,smartcard}-auth) has
#    "-session optional pam_systemd.so", and authselect owns those files (it rewrites them; a
#    hand edit fails `authselect check`). The documented way to change them is a custom profile
#    (authselect(8) create-profile --base-on; authselect-profiles(5), /etc/authselect/custom):
#    custom/oci-gpu-cluster-<base>, the base profile without the pam_systemd lines.
#  - "make sure a different PAM module isn't short-circuiting the account stack before it gets to
#    pam_slurm_adopt.so": the sssd profile's "account sufficient pam_localuser.so" ends the whole
#    account stack for a local account when sshd includes password-auth. SchedMD comments the
#    line out; here sshd takes password-auth's account stack as a substack instead (pam.conf(5):
#    in a substack "done and die actions ... cause skipping ... only of the substack"), so
#    pam_slurm_adopt after it judges every user, and local accounts (the operator) still pass
#    that stack without SSSD answering: a node whose SSSD is down keeps its operator.
SL_PAM_PROFILE_PREFIX=oci-gpu-cluster-
SL_PAM_SSHD=/etc/pam.d/sshd
SL_PAM_MARKER="oci-gpu-cluster pam_slurm_adopt"
SL_PAM_ACCESS_FILE=/etc/security/access-oci-gpu-cluster.conf

# sl_slurm_pam_host: pam_slurm_adopt is installed here (slurm-pam_slurm: a Slurm node)
sl_slurm_pam_host() { [[ -e /usr/lib64/security/pam_slurm_adopt.so ]]; }

# sl_pam_profile BASE: custom/oci-gpu-cluster-BASE exists and is BASE without pam_systemd;
# status 0 when it changed (authselect's files must then be rendered again), 1 when not, 2 on error
sl_pam_profile() {
  local base=$1 dir f tmp changed=1
  dir=/etc/authselect/custom/$SL_PAM_PROFILE_PREFIX$base
  if ! sl_sudo test -d "$dir"; then
    sl_sudo authselect create-profile "$SL_PAM_PROFILE_PREFIX$base" --base-on="$base" \
      --symlink-meta --symlink-nsswitch --symlink-dconf >&2 || return 2
    changed=0
  fi
  tmp=$(mktemp)
  for f in system-auth password-auth fingerprint-auth smartcard-auth postlogin; do
    sl_sudo test -f "$dir/$f" || continue
    sl_sudo cat "$dir/$f" | grep -Ev '^-?session[[:space:]]+[a-z]+[[:space:]]+pam_systemd\.so' >"$tmp" || true
    if sl_put "$tmp" "$dir/$f" 0644 root:root; then changed=0; fi
  done
  rm -f "$tmp"
  return $changed
}

# sl_authselect BASE [FEATURE...]: the host's authselect profile is BASE (sssd, minimal) with
# these features and those it has; on a Slurm node the custom profile based on BASE instead
# (above). Nothing is run when the host has it already; a changed custom profile is applied.
sl_authselect() {
  local base=$1 target current have_id have_base rc=0 profile_changed=false f
  shift
  local -a features=("$@")
  target=$base
  if sl_slurm_pam_host; then
    target=custom/$SL_PAM_PROFILE_PREFIX$base
    sl_pam_profile "$base" || rc=$?
    ((rc != 2)) || return 1
    ((rc != 0)) || profile_changed=true
  fi
  current=$(authselect current 2>/dev/null || true)
  have_id=$(sed -n 's/^Profile ID: //p' <<<"$current")
  have_base=${have_id#custom/"$SL_PAM_PROFILE_PREFIX"}
  if [[ "$have_base" == "$base" ]]; then
    # the features the host has stay (an operator's with-faillock, say)
    while IFS= read -r f; do
      [[ -n "$f" && " ${features[*]} " != *" $f "* ]] && features+=("$f")
    done < <(sed -n 's/^- //p' <<<"$current")
  fi
  if [[ "$have_id" != "$target" ]] || ! sl_has_features "$current" "${features[@]}"; then
    sl_sudo authselect select "$target" "${features[@]}" --force >&2 || return 1
    sl_changed "authselect $target ${features[*]}"
  elif $profile_changed; then
    sl_sudo authselect apply-changes >&2 || return 1
    sl_changed "authselect apply-changes ($target)"
  fi
}

# sl_has_features CURRENT FEATURE...: `authselect current` lists every FEATURE
sl_has_features() {
  local current=$1 f
  shift
  for f in "$@"; do grep -qx -- "- $f" <<<"$current" || return 1; done
}

# sl_pam_slurm_adopt: pam_slurm_adopt for ssh on a Slurm node (Oracle's oci-hpc
# roles/slurm/tasks/compute_pam.yml does the same): a user with a job here is adopted into the
# job's extern step (PrologFlags=Contain: its cgroup, its GPUs, killed with it); a user without
# one is refused, except root, the login user and group wheel (pam_access with its own access
# file, the page's "administrative group" pattern; written first, a missing one would refuse every
# login). action_adopt_failure=deny action_generic_failure=deny, as the page asks of production:
# "otherwise, plugin failures may allow users to log in unconfined". In /etc/pam.d/sshd (not an
# authselect file): password-auth's account stack as a substack, the two lines at its end; the
# authselect profile without pam_systemd (sl_authselect with the host's current base).
sl_pam_slurm_adopt() {
  local tmp current base
  # pam_slurm_adopt.so comes with slurm-pam_slurm (slurm.spec %files pam_slurm)
  sl_slurm_pam_host || return 1
  tmp=$(mktemp -d)
  printf '%s\n' "# Generated by oci-gpu-cluster: who may ssh here without a Slurm job." \
    "+:root:ALL" "+:$(id -un):ALL" "+:(wheel):ALL" "-:ALL:ALL" >"$tmp/access.conf"
  sl_put "$tmp/access.conf" "$SL_PAM_ACCESS_FILE" 0644 root:root || true
  printf '%s\n' "-account    sufficient   pam_slurm_adopt.so action_adopt_failure=deny action_generic_failure=deny" \
    "account    required     pam_access.so accessfile=$SL_PAM_ACCESS_FILE" >"$tmp/block"
  sed -E 's/^account([[:space:]]+)include([[:space:]]+)password-auth([[:space:]]*)$/account\1substack\2password-auth\3/' \
    "$SL_PAM_SSHD" >"$tmp/sshd.in"
  render_managed_block "$tmp/sshd.in" "$SL_PAM_MARKER" "$tmp/block" >"$tmp/sshd.pam" || {
    rm -rf "$tmp"
    return 1
  }
  sl_put "$tmp/sshd.pam" "$SL_PAM_SSHD" 0644 root:root || true
  rm -rf "$tmp"
  # the profile the host has (sssd with the directory, else the image's), or minimal without one
  current=$(authselect current 2>/dev/null | sed -n 's/^Profile ID: //p' || true)
  base=${current#custom/"$SL_PAM_PROFILE_PREFIX"}
  [[ "$base" == sssd || "$base" == minimal ]] || base=minimal
  sl_authselect "$base"
}

# Release files whose SHA256 versions.env does not pin ("unpinned") are installed only when
# the stack allows it: ALLOW_UNPINNED_DOWNLOADS (scheduler.allowUnpinnedDownloads), a stage
# parameter with no default here. Only the functions below read it: the directory nodes, which
# get this file for its other helpers, are not given it.

# sl_unpinned: the versions.env keys of the Slurm stages' downloads still "unpinned".
sl_unpinned() {
  local key out=""
  for key in SLURM_SHA256 PYXIS_SHA256 ENROOT_RPM_SHA256 ENROOT_CAPS_RPM_SHA256; do
    [[ "${!key:-unpinned}" == unpinned ]] && out+="$key "
  done
  printf '%s' "${out% }"
}

# sl_require_pins: before any install, refuse (status 1, one line naming the key and the fix)
# when a download has no pinned digest and the stack did not allow that.
sl_require_pins() {
  local unpinned
  [[ -v ALLOW_UNPINNED_DOWNLOADS ]] || {
    printf 'ALLOW_UNPINNED_DOWNLOADS is required: true or false\n'
    return 1
  }
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
    : "${ALLOW_UNPINNED_DOWNLOADS:?ALLOW_UNPINNED_DOWNLOADS is required: true or false}"
    if [[ "$ALLOW_UNPINNED_DOWNLOADS" != true ]]; then
      say "no sha256 pinned in versions.env for ${file##*/} and unpinned downloads are not allowed (scheduler.allowUnpinnedDownloads)"
      return 1
    fi
    # the digest of what was installed, so that the operator can pin it (versions.env)
    say "WARN no sha256 pinned in versions.env for ${file##*/}: not verified (scheduler.allowUnpinnedDownloads); it is $(sha256sum "$file" | cut -d' ' -f1): record it in versions.env to pin it"
    return 0
  fi
  printf '%s  %s\n' "$want" "$file" | sha256sum -c --status - || {
    say "sha256 of ${file##*/} does not match the pin in versions.env ($want)"
    return 1
  }
}

# sl_pyxis_build: what the installed Pyxis was built for ("<pyxis version> slurm <slurm version>").
# A SPANK plugin loads only into the Slurm release it was built against (src/common/plugin.c:
# spank plugins "need to only match major and minor" of plugin_version, which SPANK_PLUGIN sets
# to SLURM_VERSION_NUMBER; otherwise "Incompatible Slurm plugin ... version"), so a new Slurm
# gets Pyxis built again.
sl_pyxis_build() { printf '%s slurm %s' "$PYXIS_VERSION" "$(sl_version_of slurm)"; }

# sl_pyxis_version: the Pyxis version of the installed build (empty: none)
sl_pyxis_version() {
  local built
  built=$(cat "$PYXIS_MARKER" 2>/dev/null || true)
  printf '%s' "${built%% *}"
}

# sl_install_pyxis: Pyxis PYXIS_VERSION built from its release tarball with the installed
# slurm-devel headers into /usr/local/lib/slurm (oci-hpc's path), skipped when that version is
# there already, built against this Slurm. A Slurm whose headers Pyxis does not build against
# fails here: the compiler's last lines go to stderr, and its first error line is SL_PYXIS_ERROR,
# for the failure's detail.
SL_PYXIS_ERROR=""
sl_install_pyxis() {
  local dl url="https://github.com/NVIDIA/pyxis/archive/refs/tags/v$PYXIS_VERSION.tar.gz" rc=0
  if [[ "$(cat "$PYXIS_MARKER" 2>/dev/null || true)" == "$(sl_pyxis_build)" ]] && [[ -f $PYXIS_PLUGIN ]]; then
    return 0
  fi
  dl=$(mktemp -d /var/tmp/oci-gpu-cluster-pyxis.XXXXXX)
  {
    sl_retry "download $url" curl -fsSL --connect-timeout 20 -o "$dl/pyxis.tar.gz" "$url" &&
      sl_verify "$dl/pyxis.tar.gz" "$PYXIS_SHA256" &&
      tar -C "$dl" -xzf "$dl/pyxis.tar.gz" &&
      {
        make -C "$dl/pyxis-$PYXIS_VERSION" >"$dl/make.log" 2>&1 || {
          tail -n 20 "$dl/make.log" >&2
          # shellcheck disable=SC2034 # the stages' PYXIS_BUILD_FAILED detail (slurm-controller.sh, node/slurm-node.sh)
          SL_PYXIS_ERROR=$(grep -m 1 -E '(error|Error)' "$dl/make.log" || true)
          false
        }
      } &&
      sl_sudo make -C "$dl/pyxis-$PYXIS_VERSION" install prefix=/usr/local >&2 &&
      [[ -f $PYXIS_PLUGIN ]] &&
      sl_pyxis_build | sl_sudo tee "$PYXIS_MARKER" >/dev/null
  } || rc=1
  rm -rf "$dl"
  ((rc == 0)) || return 1
  sl_changed "pyxis $PYXIS_VERSION"
}

# sl_setup_munge: munged on the bastion with the cluster's key, generated here once by whichever
# of the bastion's stages runs first: accounting starts slurmdbd before slurm-controller starts
# slurmctld, and Slurm 25.11's slurmdbd stops at its start without munged ("Unable to initialize
# authentication plugins", src/slurmdbd/slurmdbd.c, after auth_munge.c's "Munge encode failed").
# The nodes get this key from slurm-nodes. Returns non-zero when munged does not answer.
sl_setup_munge() {
  local key_changed=false
  sl_install_missing munge || return 1
  if ! sudo -n test -s /etc/munge/munge.key; then
    # generated once, here; never printed (munge's documented method: 1 KiB from urandom)
    (umask 077 && sudo -n dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 status=none) || return 1
    key_changed=true
    sl_changed /etc/munge/munge.key
  fi
  if [[ "$(sudo -n stat -c '%a %U:%G' /etc/munge/munge.key)" != "400 munge:munge" ]]; then
    sudo -n chown munge:munge /etc/munge/munge.key && sudo -n chmod 0400 /etc/munge/munge.key || return 1
    key_changed=true
  fi
  sl_service munge "$key_changed" || return 1
  wait_until "$ME" "munged to answer" 30 1 sl_munge_works
}

# sl_ship_rpms WORKDIR PACKAGE...: on the controller's host, the RPMs of these packages from
# its repository to every node of NODES that does not run the controller's release of each
# already, in parallel, into SLURM_NODE_RPM_DIR (the node's own /var/tmp; its node script
# removes it when done). Sets SLURM_RPM_SUMS (the manifest lines of those RPMs), which the node
# script checks them against. A failed copy is reported by the node itself: the files did not
# arrive (WORKDIR/<name>.err says why).
sl_ship_rpms() {
  local dir=$1 pkg f i
  shift
  SL_SHIP_PACKAGES=("$@")
  SL_SHIP_FILES=()
  for pkg in "$@"; do SL_SHIP_FILES+=("$(sl_rpm_file "$SLURM_REPO_DIR/$SLURM_VERSION" "$pkg" "$SLURM_VERSION")"); done
  SLURM_RPM_SUMS=$(for f in "${SL_SHIP_FILES[@]}"; do grep -F "  $f" "$SLURM_REPO_DIR/$SLURM_VERSION/SHA256SUMS"; done)
  SLURM_NODE_RPM_DIR=/var/tmp/oci-gpu-cluster-slurm-rpms-$SLURM_VERSION
  mkdir -p "$dir"
  for i in "${!NODE_NAMES[@]}"; do _sl_ship_rpms "$dir" "$i" & done
  wait
  for f in "$dir"/*.err; do
    [[ -s "$f" ]] && log "$(basename "$f" .err): $(tail -n 1 "$f")"
  done
  return 0
}

_sl_ship_rpms() {
  local dir=$1 ip=${NODE_IPS[$2]} have want="" pkg
  for pkg in "${SL_SHIP_PACKAGES[@]}"; do want+="$SLURM_VERSION-$SLURM_RPM_RELEASE"$'\n'; done
  have=$(node_ssh "$ip" "rpm -q --qf '%{VERSION}-%{RELEASE}\\n' ${SL_SHIP_PACKAGES[*]}" </dev/null 2>/dev/null || true)
  [[ "$have" == "${want%$'\n'}" ]] && return 0
  sl_retry "copy of the Slurm RPMs to ${NODE_NAMES[$2]}" _sl_ship_rpms_once "$ip" 2>>"$dir/${NODE_NAMES[$2]}.err" || true
}

_sl_ship_rpms_once() {
  tar -C "$SLURM_REPO_DIR/$SLURM_VERSION" -cf - "${SL_SHIP_FILES[@]}" |
    timeout "$(per_node_bound)" ssh "${SSH_ARGS[@]}" "$NODE_USER@$1" \
      "rm -rf $SLURM_NODE_RPM_DIR && mkdir -m 0700 $SLURM_NODE_RPM_DIR && tar -C $SLURM_NODE_RPM_DIR -xf -"
}

# The node-side helpers of the hosts the controller's stages reach (streamed ahead of
# node/slurm-node.sh and node/login-node.sh): they read SLURM_VERSION, SLURM_RPM_DIR and
# SLURM_RPM_SUMS, and node-lib.sh's node_wait.

# sl_rpms_verified PACKAGE...: each RPM of these packages arrived in SLURM_RPM_DIR and matches
# the controller's manifest line (sha256sum -c), unless the package is already installed at
# the controller's release. On failure, why on stdout.
sl_rpms_verified() {
  local pkg f
  for pkg in "$@"; do
    [[ "$(rpm -q --qf '%{VERSION}-%{RELEASE}\n' "$pkg" 2>/dev/null | head -n 1)" == "$SLURM_VERSION-$SLURM_RPM_RELEASE" ]] && continue
    f="$pkg-$SLURM_VERSION-$SLURM_RPM_RELEASE.$SLURM_RPM_ARCH.rpm"
    # shellcheck disable=SC2153 # SLURM_RPM_DIR: the node script's parameter
    if ! grep -q "  $f\$" <<<"${SLURM_RPM_SUMS:-}" || [[ ! -f "$SLURM_RPM_DIR/$f" ]]; then
      printf '%s did not arrive from the bastion (%s)' "$f" "$SLURM_RPM_DIR"
      return 1
    fi
    if ! grep "  $f\$" <<<"$SLURM_RPM_SUMS" | (cd "$SLURM_RPM_DIR" && sha256sum -c --status --strict -); then
      printf '%s differs from the sha256 in the bastion'"'"'s manifest (%s/%s/SHA256SUMS)' "$f" "$SLURM_REPO_DIR" "$SLURM_VERSION"
      return 1
    fi
  done
}

# A configless host must have no slurm.conf of its own: client commands (sinfo, scontrol, a
# health check) read /etc/slurm/slurm.conf when it exists, before the configless cache
# /run/slurm/conf that slurmd or sackd keeps (slurm: src/common/read_config.c; "Configless
# Slurm": "no local configuration file on the compute node"). EPEL's package ships one (Fedora's
# sample, ControlMachine=localhost) and cgroup.conf: each is kept as FILE.rpmsave, as rpm names
# a configuration file it sets aside, and never deleted.
sl_set_aside_local_config() {
  local f
  for f in /etc/slurm/slurm.conf /etc/slurm/cgroup.conf; do
    sl_sudo test -e "$f" || continue
    sl_sudo mv --backup=numbered -f "$f" "$f.rpmsave" || return 1
    sl_changed "$f moved aside to $f.rpmsave (configless: the controller's configuration applies)"
  done
}

# sl_node_slurm PACKAGE...: on a node or login node, before changing anything: its slurm user
# and installed Slurm can become the controller's, and the RPMs of these packages arrived
# intact; then the slurm user with the pinned ids, the RPMs, gcc and make (Pyxis builds). The
# first failure is named with node_fail (status 1).
sl_node_slurm() {
  local why
  if why=$(sl_slurm_user_conflict) && [[ -n "$why" ]]; then
    node_fail SLURM_USER_MISMATCH "$why"
  elif why=$(sl_installed_conflict "$SLURM_VERSION") && [[ -n "$why" ]]; then
    node_fail SLURM_VERSION_MISMATCH "$why"
  elif ! why=$(sl_rpms_verified "$@"); then
    node_fail SLURM_PACKAGES_UNVERIFIED "$why; nothing was changed on this node"
  elif ! sl_slurm_user; then
    node_fail SLURM_USER_MISMATCH "groupadd/useradd slurm with uid $SLURM_UID gid $SLURM_GID failed"
  elif ! sl_install_slurm_rpms "$SLURM_RPM_DIR" "$SLURM_VERSION" "$@" || ! sl_install_missing gcc make; then
    node_fail PACKAGE_INSTALL_FAILED "dnf install of the controller's Slurm $SLURM_VERSION RPMs ($*), gcc, make failed $SL_ATTEMPTS times"
  else
    return 0
  fi
  return 1
}

# sl_payload OUT NODE_SCRIPT: on the controller's host, the payload a node script is streamed as
# (OUT, private to this user; the caller removes it): the shared Slurm helpers, the munge key as
# one shell word (never printed), the node script.
sl_payload() {
  local key
  key=$(sudo -n base64 -w0 /etc/munge/munge.key) || return 1
  (
    umask 077
    {
      cat "$BOOTSTRAP_DIR/lib/slurm-lib.sh"
      printf 'MUNGE_KEY_B64=%s\n' "$key"
      cat "$2"
    } >"$1"
  )
}

# sl_node_munge TMPDIR: munged with the controller's key (MUNGE_KEY_B64, from the payload),
# restarted only when the key changed, answering within the node's bound.
sl_node_munge() {
  local key_changed=false
  sl_install_missing munge || return 1
  (umask 077 && base64 -d <<<"$MUNGE_KEY_B64" >"$1/munge.key")
  if sl_put "$1/munge.key" /etc/munge/munge.key 0400 munge:munge; then key_changed=true; fi
  rm -f "$1/munge.key"
  sl_service munge "$key_changed" || return 1
  node_wait "munged to answer" 1 sl_munge_works
}

# sl_install_enroot: Enroot ENROOT_VERSION's two RPMs from its release, checked against
# ENROOT_RPM_SHA256 / ENROOT_CAPS_RPM_SHA256 (nodes, login nodes); skipped when installed.
# SL_ENROOT_WHY says why when the cause is known.
SL_ENROOT_WHY=""
sl_install_enroot() {
  local base="https://github.com/NVIDIA/enroot/releases/download/v$ENROOT_VERSION"
  local rpm="enroot-$ENROOT_VERSION-1.el8.x86_64.rpm" caps="enroot+caps-$ENROOT_VERSION-1.el8.x86_64.rpm" dl rc=0
  [[ "$(sl_version_of enroot)" == "$ENROOT_VERSION" && "$(sl_version_of enroot+caps)" == "$ENROOT_VERSION" ]] && return 0
  # jq and parallel (enroot.spec Requires) are in Oracle's EPEL, which the GPU images carry
  # disabled (Oracle's oci-hpc enables ol9_developer_EPEL on compute nodes,
  # playbooks/roles/packages/tasks/ol-9.yml): a repository dnf does not know is named here,
  # not left to dnf's "Unknown repo" in the middle of the install
  if ! sl_repo_defined "$SL_EPEL_REPO"; then
    SL_ENROOT_WHY="dnf knows no repository $SL_EPEL_REPO (dnf repolist --all), which holds Enroot's dependencies jq and parallel: install oracle-epel-release-el9 on the node and rerun"
    say "$SL_ENROOT_WHY"
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

# sl_bake_image IMAGE FILE: imports IMAGE into FILE (its squashfs in the node image, from
# lib/slurm-images.sh), as root, once (a file there is kept); enroot writes to a file of its own
# name first, then it is moved in place: a failed import leaves no squashfs a job would take for
# whole (enroot import refuses an existing output, src/docker.sh "File already exists", so that
# file of ours goes first). Readable by every job's user.
sl_bake_image() {
  local image=$1 file=$2 part
  [[ -f $file ]] && return 0
  part="${file%/*}/.importing-${file##*/}"
  sl_dir "${file%/*}" 0755 root:root || return 1
  sl_sudo rm -f "$part"
  if ! sl_retry "enroot import $image" sl_sudo enroot import -o "$part" "docker://${image/\//#}" >&2; then
    sl_sudo rm -f "$part"
    return 1
  fi
  sl_sudo chmod 0644 "$part" && sl_sudo mv -f "$part" "$file" || return 1
  sl_changed "$file"
}

# sl_configure_enroot DIR [WHO WHERE]: enroot.conf with its data, cache and runtime under DIR
# (the header names WHO, the script, and WHERE; a GPU node's: node/slurm-node.sh, the local
# NVMe), the package's hooks that give containers the GPUs and /dev/infiniband, PMIx's hook,
# and the user namespaces Enroot needs.
sl_configure_enroot() {
  local dir=$1 who=${2:-node/slurm-node.sh} where=${3:-on the local NVMe} hook tmp rc=0
  tmp=$(mktemp -d "${TMPDIR:-/tmp}/oci-gpu-cluster-enroot-conf.XXXXXX")
  _sl_configure_enroot "$dir" "$who" "$where" "$tmp" || rc=1
  rm -rf "$tmp"
  return "$rc"
}

_sl_configure_enroot() {
  local dir=$1 who=$2 where=$3 tmp=$4 hook d
  sl_dir "$dir" 0755 root:root
  for d in data cache runtime; do sl_dir "$dir/$d" 1777 root:root; done
  {
    echo "# Generated by oci-gpu-cluster ($who): images and containers $where."
    echo "ENROOT_RUNTIME_PATH $dir/runtime/user-\$(id -u)"
    echo "ENROOT_CACHE_PATH $dir/cache/group-\$(id -g)"
    echo "ENROOT_DATA_PATH $dir/data/user-\$(id -u)"
    # Pyxis wiki, Setup (enroot example)
    echo "ENROOT_SQUASH_OPTIONS -noI -noD -noF -noX -no-duplicates"
    echo "ENROOT_MOUNT_HOME no"
    echo "ENROOT_RESTRICT_DEV yes"
    echo "ENROOT_ROOTFS_WRITABLE yes"
  } >"$tmp/enroot.conf"
  sl_put "$tmp/enroot.conf" /etc/enroot/enroot.conf 0644 root:root || true
  # the package's hooks; 50-slurm-pmi.sh (PMIx in the container) is an extra
  for hook in /etc/enroot/hooks.d/{98-nvidia,99-mellanox}.sh /usr/share/enroot/hooks.d/50-slurm-pmi.sh; do
    [[ -f $hook ]] || {
      say "enroot hook $hook is missing"
      return 1
    }
  done
  sl_put /usr/share/enroot/hooks.d/50-slurm-pmi.sh /etc/enroot/hooks.d/50-slurm-pmi.sh 0755 root:root || true
  printf 'MELLANOX_VISIBLE_DEVICES=all\n' >"$tmp/rdma.env"
  sl_put "$tmp/rdma.env" /etc/enroot/environ.d/90-oci-gpu-cluster-rdma.env 0644 root:root || true
  printf 'user.max_user_namespaces = 65536\n' >"$tmp/userns.conf"
  sl_put "$tmp/userns.conf" /etc/sysctl.d/90-oci-gpu-cluster-enroot.conf 0644 root:root || true
  if (($(sysctl -n user.max_user_namespaces 2>/dev/null || echo 0) < 65536)); then
    sl_sudo sysctl -q -w user.max_user_namespaces=65536 >&2 || return 1
    sl_changed "user.max_user_namespaces=65536"
  fi
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
