#!/usr/bin/env bash
# Prints how bash itself reads a shell file, without its layout: the file becomes the body of a
# function and `declare -f` prints bash's parse of it (bash manual, "Bash Builtins", declare -f:
# the function's definition as bash holds it). Comments, indentation, line breaks and spacing
# between words are gone; every word is as bash will expand it, so a change in what bash runs
# (a subscript "grafana-server" that became "grafana - server") is a change here.
# Usage: bash-reading.sh FILE   (exit 2: bash cannot parse FILE)
set -euo pipefail

file="${1:?usage: bash-reading.sh FILE}"
# Parsing only: a file bash -n accepts is a complete list of commands, so it cannot close the
# function below early, and nothing in it runs.
bash -O extglob -n "$file" || exit 2
src=$(<"$file")
# patterns such as +([0-9]) parse only with extglob on (bash manual, "Pattern Matching")
shopt -s extglob
# ":" keeps a file of comments only a valid body
eval "__bash_reading() {
:
$src
}"
declare -f __bash_reading
