#!/bin/bash
# A stand-in for curl as prepare.sh --fetch calls it (curl -fsSL --retry N --connect-timeout S -o
# FILE URL), modelling curl(1)'s contract for what it uses: "-f, --fail" (an HTTP error writes
# nothing and exits 22; without -f the error body is written and the exit is 0), "-o" (the body to
# that file), options it does not know refused ("curl: option X: is unknown", exit 2). GitHub's
# archive URLs answer with the file of FETCH_SERVE (a directory) named by the URL's last path part
# (slurm-25-11-7-1.tar.gz, v0.24.0.tar.gz -> pyxis-v0.24.0.tar.gz); FETCH_CORRUPT=1 serves other
# bytes (a changed archive); every call is logged to FETCH_LOG.
set -euo pipefail
fail=false out="" url=""
while (($#)); do
  case $1 in
    -fsSL | -f) fail=true ;;
    -sSL | -s | -S | -L) ;;
    --retry | --connect-timeout) shift ;;
    -o) out=$2 && shift ;;
    -*) echo "curl: option $1: is unknown" >&2 && exit 2 ;;
    *) url=$1 ;;
  esac
  shift
done
echo "$url" >>"$FETCH_LOG"
case $url in
  https://github.com/SchedMD/slurm/archive/*.tar.gz) file=${url##*/} ;;
  https://github.com/NVIDIA/pyxis/archive/refs/tags/v*.tar.gz) file=pyxis-${url##*/} ;;
  *) file="" ;;
esac
if [[ -z $file || ! -f $FETCH_SERVE/$file ]]; then
  if $fail; then
    echo "curl: (22) The requested URL returned error: 404" >&2
    exit 22
  fi
  echo "Not Found" >"${out:-/dev/stdout}"
  exit 0
fi
if [[ ${FETCH_CORRUPT:-0} == 1 ]]; then
  echo "not the archive" >"$out"
else
  cp "$FETCH_SERVE/$file" "$out"
fi
