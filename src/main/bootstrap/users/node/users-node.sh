#!/usr/bin/env bash
# Users stage, host side (streamed after lib/node-lib.sh by users.sh to every node, and run on
# the bastion itself first): the
# groups and accounts of USERS_SPEC with the same GID/UID as on every other host, nothing
# changed that already matches. Accounts this host got from an earlier run that USERS_SPEC no
# longer lists are disabled as the shadow tools do it (usermod -L -e 1: password locked and
# account expired, which sshd refuses even with a key; shell /sbin/nologin; supplementary
# groups dropped) and their processes killed; the account and its home are kept.
# USERS_HOMES=create (the bastion, whose /home is the shared one): also each account's home,
# created once with /etc/skel, ~/.ssh (0700) and authorized_keys (0600) written as the user;
# USERS_DELETE_REMOVED_HOMES=true deletes a removed account's home. Nodes never create homes.
# Which accounts the stage manages on this host: /etc/oci-gpu-cluster/users.managed
# ("NAME active|locked" lines), so that a removal is noticed on the next run.
# Parameters: USERS_SPEC (see users.sh), USERS_HOMES (create|none), USERS_DELETE_REMOVED_HOMES.
# Record: changed (list), accounts (number), locked (names).
set -euo pipefail

USERS_HOMES="${USERS_HOMES:-none}"
USERS_DELETE_REMOVED_HOMES="${USERS_DELETE_REMOVED_HOMES:-false}"
MANAGED=/etc/oci-gpu-cluster/users.managed
LOGIN_SHELL=/bin/bash
NOLOGIN=/sbin/nologin
KEYS_MARKER="oci-gpu-cluster users.accounts"
CHANGED=()
LOCKED=()
ACTIVE=()

changed() {
  CHANGED+=("$1")
  nlog "changed $1"
}

# Root commands through sudo's secure_path (useradd and friends live in /usr/sbin).
root() { sudo -n "$@"; }

field() { cut -d: -f"$1" <<<"$2"; }

conflict() {
  node_fail USERS_CONFLICT "$* on $NODE_NAME"
}

ensure_group() {
  local name=$1 gid=$2 line other
  line=$(getent group "$name" || true)
  if [[ -z "$line" ]]; then
    other=$(getent group "$gid" | cut -d: -f1 || true)
    if [[ -n "$other" ]]; then
      conflict "group $name: gid $gid is already the group '$other'"
      return 1
    fi
    root groupadd -g "$gid" "$name" && changed "group $name ($gid)"
  elif [[ "$(field 3 "$line")" != "$gid" ]]; then
    conflict "group $name has gid $(field 3 "$line"), not $gid"
    return 1
  fi
}

# The supplementary groups of NAME, sorted, comma-separated.
groups_of() {
  getent group | awk -F: -v u="$1" '{ n = split($4, m, ","); for (i = 1; i <= n; i++) if (m[i] == u) print $1 }' |
    sort | paste -sd, -
}

sorted_csv() { tr ',' '\n' <<<"$1" | grep -v '^$' | sort | paste -sd, - || true; }

ensure_user() {
  local name=$1 uid=$2 gid=$3 primary=$4 supp=$5 line other shadow
  local -a mod=()
  if [[ "$primary" == "$name" ]]; then ensure_group "$name" "$gid" || return 1; fi
  line=$(getent passwd "$name" || true)
  if [[ -z "$line" ]]; then
    other=$(getent passwd "$uid" | cut -d: -f1 || true)
    if [[ -n "$other" ]]; then
      conflict "account $name: uid $uid is already the account '$other'"
      return 1
    fi
    # -M: no home here (it lives on the shared /home); password '*': none, but not locked, so
    # that a key login works whether or not sshd goes through PAM.
    root useradd -u "$uid" -g "$gid" ${supp:+-G "$supp"} -d "/home/$name" -s "$LOGIN_SHELL" -M -p '*' "$name" &&
      changed "account $name ($uid:$gid)"
    return
  fi
  if [[ "$(field 3 "$line")" != "$uid" ]]; then
    # a uid is never changed in place: the account's files everywhere would lose their owner
    conflict "account $name has uid $(field 3 "$line"), not $uid"
    return 1
  fi
  [[ "$(field 4 "$line")" == "$gid" ]] || mod+=(-g "$gid")
  [[ "$(field 6 "$line")" == "/home/$name" ]] || mod+=(-d "/home/$name")
  [[ "$(field 7 "$line")" == "$LOGIN_SHELL" ]] || mod+=(-s "$LOGIN_SHELL")
  shadow=$(root getent shadow "$name" || true)
  # locked by an earlier removal: the account is back
  [[ "$(field 2 "$shadow")" != '!'* ]] || mod+=(-p '*')
  [[ -z "$(field 8 "$shadow")" ]] || mod+=(-e '')
  [[ "$(groups_of "$name")" == "$(sorted_csv "$supp")" ]] || mod+=(-G "$supp")
  if ((${#mod[@]} > 0)); then
    root usermod "${mod[@]}" "$name" && changed "account $name (${mod[*]})"
  fi
}

# Disabled as the shadow tools do it; kept with its files.
disable_user() {
  local name=$1 line shadow uid
  line=$(getent passwd "$name" || true)
  [[ -n "$line" ]] || return 0
  uid=$(field 3 "$line")
  shadow=$(root getent shadow "$name" || true)
  if [[ "$(field 2 "$shadow")" != '!'* || "$(field 8 "$shadow")" != 1 || "$(field 7 "$line")" != "$NOLOGIN" ||
  -n "$(groups_of "$name")" ]]; then
    root usermod -L -e 1 -s "$NOLOGIN" -G '' "$name" && changed "account $name locked"
  fi
  if pgrep -u "$uid" >/dev/null 2>&1; then
    root pkill -KILL -u "$uid" || true
    changed "processes of $name ended"
  fi
  if [[ "$USERS_HOMES" == create && "$USERS_DELETE_REMOVED_HOMES" == true ]] && root test -d "/home/$name" &&
    [[ "$(root stat -c %u "/home/$name")" == "$uid" ]]; then
    root rm -rf --one-file-system "/home/$name" && changed "home /home/$name deleted"
  fi
}

# The account's authorized_keys block: the keys of users.accounts between markers; lines the
# user added outside it are kept.
keys_file() {
  local keys=$1 current=$2 out=$3 k
  {
    for k in ${keys//,/ }; do
      base64 -d <<<"$k" | tr -d '\n'
      echo
    done
  } >"$NODE_STATE_DIR/keys"
  render_managed_block "$current" "$KEYS_MARKER" "$NODE_STATE_DIR/keys" >"$out"
}

# Commands as the account itself: root never writes inside a user's directory (a symlink
# there could point anywhere).
as_user() {
  local name=$1
  shift
  sudo -n -u "$name" "$@"
}

ensure_home() {
  local name=$1 uid=$2 gid=$3 keys=$4 home="/home/$1"
  if ! root test -d "$home"; then
    root install -d -m 0700 -o "$uid" -g "$gid" "$home"
    root cp -a /etc/skel/. "$home/"
    root chown -R "$uid:$gid" "$home"
    # cp -a of skel's "." also copies its mode (0755) onto the home: back to useradd's HOME_MODE 0700
    root chmod 0700 "$home"
    changed "home $home"
  fi
  if ! as_user "$name" test -d "$home/.ssh"; then
    as_user "$name" mkdir -p "$home/.ssh"
    changed "$home/.ssh"
  fi
  [[ "$(as_user "$name" stat -c %a "$home/.ssh")" == 700 ]] || { as_user "$name" chmod 700 "$home/.ssh" && changed "$home/.ssh mode"; }
  as_user "$name" cat "$home/.ssh/authorized_keys" >"$NODE_STATE_DIR/current" 2>/dev/null || : >"$NODE_STATE_DIR/current"
  keys_file "$keys" "$NODE_STATE_DIR/current" "$NODE_STATE_DIR/wanted"
  if ! cmp -s "$NODE_STATE_DIR/current" "$NODE_STATE_DIR/wanted"; then
    # shellcheck disable=SC2016 # expanded by the user's shell
    as_user "$name" sh -c 'umask 077 && cat >"$1.new" && mv -f "$1.new" "$1"' sh "$home/.ssh/authorized_keys" <"$NODE_STATE_DIR/wanted"
    changed "$home/.ssh/authorized_keys"
  fi
  [[ "$(as_user "$name" stat -c %a "$home/.ssh/authorized_keys")" == 600 ]] ||
    { as_user "$name" chmod 600 "$home/.ssh/authorized_keys" && changed "$home/.ssh/authorized_keys mode"; }
}

apply_spec() {
  local word kind name id gid primary supp keys
  local -a parts
  for word in $USERS_SPEC; do
    IFS=: read -r -a parts <<<"$word"
    kind=${parts[0]} name=${parts[1]}
    case "$kind" in
      group) ensure_group "$name" "${parts[2]}" || true ;;
      user)
        id=${parts[2]} gid=${parts[3]} primary=${parts[4]} supp=${parts[5]:-} keys=${parts[6]:-}
        ACTIVE+=("$name")
        ensure_user "$name" "$id" "$gid" "$primary" "$supp" || continue
        if [[ "$USERS_HOMES" == create ]]; then ensure_home "$name" "$id" "$gid" "$keys" || node_fail USERS_HOME_FAILED "home of $name on $NODE_NAME"; fi
        ;;
    esac
  done
}

remove_dropped() {
  local name
  root test -f "$MANAGED" || return 0
  while read -r name _; do
    [[ -n "$name" ]] || continue
    if [[ " ${ACTIVE[*]} " != *" $name "* ]] && getent passwd "$name" >/dev/null; then
      disable_user "$name"
      LOCKED+=("$name")
    fi
  done < <(root cat "$MANAGED")
}

save_managed() {
  local name
  {
    for name in "${ACTIVE[@]}"; do echo "$name active"; done
    for name in "${LOCKED[@]}"; do echo "$name locked"; done
  } >"$NODE_STATE_DIR/managed"
  if ! root cmp -s "$NODE_STATE_DIR/managed" "$MANAGED"; then
    root install -D -m 0644 -o root -g root "$NODE_STATE_DIR/managed" "$MANAGED"
    changed "$MANAGED"
  fi
}

apply_spec
remove_dropped
save_managed
node_set changed "$(python3 -c 'import json, sys; print(json.dumps(sys.argv[1:]))' "${CHANGED[@]}")"
node_set accounts "${#ACTIVE[@]}"
node_set locked "$(python3 -c 'import json, sys; print(json.dumps(sys.argv[1:]))' "${LOCKED[@]}")"
node_result
