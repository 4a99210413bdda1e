#!/usr/bin/env bash
# Where a bake puts a container image into the node image (docs/bake.md): Enroot's squashfs of
# it, which Pyxis starts a container from when --container-image is a path ("a path to a squashfs
# file on the remote host filesystem", Pyxis README; pyxis_slurmstepd.c takes an image starting
# with "." or "/" as one and runs 'enroot create' on it, no import). Sourced by slurm-nodes.sh,
# which hands the node its file, and slurm-nccl.sh, whose job starts from it.
set -euo pipefail

SL_BAKED_IMAGES=/var/lib/oci-gpu-cluster/images

# sl_baked_image IMAGE: the squashfs of IMAGE (registry/repository:tag) in the node image
sl_baked_image() { printf '%s/%s.sqsh\n' "$SL_BAKED_IMAGES" "$(printf '%s' "$1" | tr '/#:@' '++++')"; }
