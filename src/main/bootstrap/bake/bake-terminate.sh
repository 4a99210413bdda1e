#!/usr/bin/env bash
# Terminates a node group's builder once its image exists (the image is a copy of the boot
# volume, so the builder and its boot volume go); one already gone is no error (oci_terminate).
set -euo pipefail
: "${GROUP:?}" "${COMPARTMENT_ID:?}" "${BUILDER_ID:?}" "${DISPLAY_NAME:?}"
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
log() { printf '%s bake %s: %s\n' "$(date -u +%FT%TZ)" "$GROUP" "$*" >&2; }
# shellcheck source=SCRIPTDIR/lib/oci-lib.sh
. "$here/lib/oci-lib.sh"
fail() {
  printf 'FAIL %s %s %s\n' "$DISPLAY_NAME" "$1" "$2" >&2
  exit 1
}
oci_terminate "$DISPLAY_NAME" "$BUILDER_ID" ||
  fail BAKE_BUILDER_NOT_TERMINATED "cannot terminate builder $BUILDER_ID: $(oci_error)"
log "builder $BUILDER_ID terminated"
