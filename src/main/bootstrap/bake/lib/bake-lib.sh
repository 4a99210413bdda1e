#!/usr/bin/env bash
# What a baked image says about itself: /etc/oci-gpu-cluster/image.env, written by bake mode
# (node/bake-node.sh) on the builder, read on every node that boots from the image. ROOT_DIR
# (default: none, the host itself) is the root of the file system it is read under.
set -euo pipefail

BAKE_MANIFEST="${BAKE_MANIFEST:-/etc/oci-gpu-cluster/image.env}"

# bake_image_hash: the hash the image was baked with, empty when the node's image was not baked.
bake_image_hash() {
  [[ -f "${ROOT_DIR:-}$BAKE_MANIFEST" ]] || return 0
  sed -n 's/^BAKE_HASH=//p' "${ROOT_DIR:-}$BAKE_MANIFEST" | head -n 1
}

# bake_check NODE GROUP EXPECTED: status 0 when the node runs the image baked with EXPECTED;
# otherwise one FAIL line (BAKE_IMAGE_MISMATCH) naming the node, the group and both hashes,
# through the caller's fail NODE CODE DETAIL.
bake_check() {
  local node=$1 group=$2 expected=$3 found
  found=$(bake_image_hash)
  if [[ -z "$found" ]]; then
    fail "$node" BAKE_IMAGE_MISMATCH "group $group expects an image baked with $expected, but $BAKE_MANIFEST is missing: the node did not boot from the baked image"
    return 1
  fi
  if [[ "$found" != "$expected" ]]; then
    fail "$node" BAKE_IMAGE_MISMATCH "group $group expects an image baked with $expected, the node runs one baked with $found"
    return 1
  fi
}
