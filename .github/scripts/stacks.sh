#!/usr/bin/env bash
# Prints the stack names of a checkout, one per line: Pulumi.<stack>.yaml at its top level.
# Usage: stacks.sh DIR
set -euo pipefail

dir="${1:?usage: stacks.sh DIR (a checkout of this repository)}"
[ -d "$dir" ] || {
  echo "stacks.sh: $dir is not a directory" >&2
  exit 2
}

shopt -s nullglob
for file in "$dir"/Pulumi.*.yaml; do
  stack="${file##*/Pulumi.}"
  echo "${stack%.yaml}"
done | LC_ALL=C sort
