#!/usr/bin/env bash
# A baked image's node side. "bake" (on the builder, as root): records what the image was baked
# with, then leaves nothing of the builder a node must not inherit: the SSH host keys
# (OL9's sshd-keygen@.service makes new ones at boot when they are missing), the machine id
# (machine-id(5): an empty /etc/machine-id is filled at the next boot), the host name (cloud-init
# sets the node's at boot), the builder's login key, cloud-init's state and the logs.
# "delta" (on a node): checks that the node runs the image its group expects (bake_check).
set -euo pipefail
: "${BAKE_HASH:?}" "${GROUP:?}" "${NODE:?}"
mode=${1:?usage: bake-node.sh bake|delta}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# shellcheck source=SCRIPTDIR/../lib/bake-lib.sh
. "$here/lib/bake-lib.sh"
ROOT_DIR="${ROOT_DIR:-}"
# fail NODE CODE DETAIL: one FAIL line on stdout, where the stage that ran this reads it
fail() { printf 'FAIL %s %s %s\n' "$1" "$2" "$3"; }

case $mode in
  bake)
    : "${IMAGE_USER:?}"
    install -d -m 0755 "$ROOT_DIR$(dirname "$BAKE_MANIFEST")"
    printf 'BAKE_HASH=%s\nBAKE_GROUP=%s\n' "$BAKE_HASH" "$GROUP" >"$ROOT_DIR$BAKE_MANIFEST"
    rm -f "$ROOT_DIR"/etc/ssh/ssh_host_*_key "$ROOT_DIR"/etc/ssh/ssh_host_*_key.pub
    : >"$ROOT_DIR/etc/machine-id"
    rm -f "$ROOT_DIR/var/lib/dbus/machine-id"
    : >"$ROOT_DIR/etc/hostname"
    # the key bake-builder.sh launched the builder with: cloud-init wrote it from its metadata
    rm -f "$ROOT_DIR/home/$IMAGE_USER/.ssh/authorized_keys"
    if [[ -z "$ROOT_DIR" ]] && command -v cloud-init >/dev/null; then
      # cloud-init clean: its instance state and logs, so the node's first boot runs it again
      cloud-init clean --logs
    fi
    if [[ -z "$ROOT_DIR" ]] && command -v journalctl >/dev/null; then
      journalctl --rotate
      journalctl --vacuum-time=1s
    fi
    rm -rf "$ROOT_DIR/var/log/oci-gpu-cluster"
    printf '%s: baked %s for group %s\n' "$NODE" "$BAKE_HASH" "$GROUP"
    ;;
  delta)
    bake_check "$NODE" "$GROUP" "$BAKE_HASH"
    printf '%s: runs the image baked with %s for group %s\n' "$NODE" "$BAKE_HASH" "$GROUP"
    ;;
  *)
    fail "$NODE" BAKE_FAILED "unknown mode $mode (bake or delta)"
    exit 2
    ;;
esac
