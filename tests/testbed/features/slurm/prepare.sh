#!/usr/bin/env bash
# The test bed's Slurm: the version versions.env pins, built once per machine from the very
# archive the stages download (../shared/sources, see its README), with the options the
# controller stage gives rpmbuild, and cached by the archive's SHA256 outside the clone. The
# bed's rpmbuild fake hands out these files as the RPMs it "builds", so the bed's hosts run the
# real pinned slurmctld, slurmd, slurmdbd and client commands.
#
#   prepare.sh          build unless cached (under a lock: several beds may ask at once),
#                           then print the build's directory
#   prepare.sh --check  print the build's directory, or fail naming what is missing
#   prepare.sh --fetch  download the pinned archives missing from the sources (a machine with the
#                       internet: GitHub's runners), each kept only with its pinned SHA256
#   prepare.sh --binds  what every bed host gets read-only (bed.sh, host-init.sh): the cache at
#                       /usr/lib/ocitb/slurm-builds (bin/rpmbuild takes its build there), the
#                       sources at /usr/lib/ocitb/sources (downloads.sh serves them)
#
# What it does, as rpmbuild -ta does with slurm.spec (rpmbuild(8); Slurm "Quick Start Administrator
# Guide", RPM): the archive checked against SLURM_SHA256; the tag's own slurm.spec evaluated with
# the --with options of src/main/bootstrap/slurm/lib/slurm-build.sh (SLURM_RPMBUILD_WITH) by
# bin/rpmspec.py, whose %configure arguments (Oracle Linux 9's directories: /usr, /usr/lib64,
# /etc/slurm, the systemd unit directory) configure runs with; make; make install-strip (what
# rpmbuild's find-debuginfo leaves in the binary packages: stripped files); the installed tree
# split into the spec's binary packages by its %files lists (split below). Not done: `make
# install-contrib` but for the PAM modules (the perlapi and contribs packages stay empty: no stage
# installs them).
#
# The cache: OCITB_SLURM_CACHE (default /var/cache/oci-gpu-cluster-testbed/slurm), one directory
# per archive digest and build recipe, <sha256>-<recipe>; `rm -rf` it to build again. The build
# runs nice -n 10 (the machine is shared); its log stays in the build's directory (build.log).
# Sources: OCITB_SOURCES (default ../shared/sources beside the clone).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../../../.." && pwd)
CACHE=${OCITB_SLURM_CACHE:-/var/cache/oci-gpu-cluster-testbed/slurm}
SOURCES=${OCITB_SOURCES:-$(cd "$ROOT/.." && pwd)/shared/sources}
# Changes when what this script does with the same archive changes (configure environment, split).
RECIPE_VERSION=3

die() {
  echo "prepare.sh: $*" >&2
  exit 1
}

if [[ ${1:-} == --binds ]]; then
  mkdir -p "$CACHE"
  printf '%s\t%s\n' "$CACHE" /usr/lib/ocitb/slurm-builds
  if [[ -d $SOURCES ]]; then printf '%s\t%s\n' "$SOURCES" /usr/lib/ocitb/sources; fi
  exit 0
fi

pin() { sed -n "s/^$1=//p" "$ROOT/src/main/bootstrap/versions.env"; }
SLURM_VERSION=$(pin SLURM_VERSION)
SLURM_SHA256=$(pin SLURM_SHA256)
PYXIS_VERSION=$(pin PYXIS_VERSION)
PYXIS_SHA256=$(pin PYXIS_SHA256)
[[ -n $SLURM_VERSION && -n $SLURM_SHA256 ]] || die "versions.env pins no SLURM_VERSION / SLURM_SHA256"
TAG="slurm-${SLURM_VERSION//./-}-1"

# require_source FILE URL SHA256: the archive the stages download, byte for byte
require_source() {
  local file=$SOURCES/$1 url=$2 want=$3 have
  [[ -f $file ]] || die "no $file: versions.env pins it; add GitHub's archive $url there (the archive of the tag, byte for byte: see $SOURCES/README.md), its SHA256 $want, or, on a machine with the internet, run $0 --fetch"
  [[ $want == unpinned ]] && return 0
  have=$(sha256sum <"$file" | cut -d' ' -f1)
  [[ $have == "$want" ]] || die "$file has SHA256 $have, versions.env pins $want: the file is not the archive the stages download"
}
# fetch_source FILE URL SHA256: with --fetch, a missing archive is downloaded from its upstream URL
# into SOURCES and kept only when its SHA256 is the pinned one (a machine with the internet, such as
# GitHub's runners: .github/workflows/pr-preview.yml). Never run by the tests or .ci/run: this
# project's machines have the archives in ../shared/sources and no other network.
fetch_source() {
  local file=$SOURCES/$1 url=$2 want=$3 tmp have
  [[ -f $file ]] && return 0
  [[ $want != unpinned ]] || die "versions.env pins no digest for $url: an archive without one is not fetched"
  mkdir -p "$SOURCES"
  tmp=$(mktemp "$file.XXXXXX")
  if ! curl -fsSL --retry 3 --connect-timeout 20 -o "$tmp" "$url"; then
    rm -f "$tmp"
    die "cannot download $url"
  fi
  have=$(sha256sum <"$tmp" | cut -d' ' -f1)
  if [[ $have != "$want" ]]; then
    rm -f "$tmp"
    die "$url has SHA256 $have, versions.env pins $want: not kept"
  fi
  mv "$tmp" "$file"
  echo "prepare.sh: fetched $url into $file (SHA256 $have)"
}
SOURCE_FILES=("$TAG.tar.gz" "pyxis-v$PYXIS_VERSION.tar.gz")
SOURCE_URLS=("https://github.com/SchedMD/slurm/archive/$TAG.tar.gz" "https://github.com/NVIDIA/pyxis/archive/refs/tags/v$PYXIS_VERSION.tar.gz")
SOURCE_SHA256=("$SLURM_SHA256" "$PYXIS_SHA256")
for i in "${!SOURCE_FILES[@]}"; do
  if [[ ${1:-} == --fetch ]]; then fetch_source "${SOURCE_FILES[i]}" "${SOURCE_URLS[i]}" "${SOURCE_SHA256[i]}"; fi
  require_source "${SOURCE_FILES[i]}" "${SOURCE_URLS[i]}" "${SOURCE_SHA256[i]}"
done
[[ ${1:-} != --fetch ]] || exit 0

# the stage's rpmbuild --with options (one place: slurm-build.sh)
mapfile -t WITH < <(bash -c 'source "$1" && printf "%s\n" "${SLURM_RPMBUILD_WITH[@]}"' _ "$ROOT/src/main/bootstrap/slurm/lib/slurm-build.sh")
((${#WITH[@]} > 0)) || die "slurm-build.sh defines no SLURM_RPMBUILD_WITH"
# the recipe: this script's version, the --with options and the build dependencies configure finds
# (debian-packages: one more there, e.g. a -dev package, builds plugins it did not)
RECIPE=$(printf '%s\n' "$RECIPE_VERSION" "${WITH[@]}" | cat - "$HERE/debian-packages" | sha256sum | cut -c1-12)
BUILD=$CACHE/$SLURM_SHA256-$RECIPE

if [[ ${1:-} == --check ]]; then
  [[ -f $BUILD/ok ]] || die "Slurm $SLURM_VERSION is not built for the bed yet ($BUILD): run bash tests/testbed/features/slurm/prepare.sh (bash .ci/install-test-tools does)"
  echo "$BUILD"
  exit 0
fi

# split ROOT PKGS: the installed tree into slurm.spec's binary packages, by its %files lists
# (%files: %{_bindir}/s* but seff, sjobexitmod, sjstat, smail; %{_libdir}/*.so* but libpmi*;
# %{_libdir}/slurm/*.so but accounting_storage_mysql, job_submit_pbs, spank_pbs; %{_libdir}/slurm/src;
# the man pages and docs. %files devel: %{_prefix}/include/slurm, slurm.pc. slurmctld: its binary
# and unit; slurmd: slurmd, slurmstepd and unit; slurmdbd: its binary, accounting_storage_mysql.so
# and unit; sackd; libpmi: %{_libdir}/libpmi*; torque: pbsnodes, qsub ..., job_submit_pbs.so,
# spank_pbs.so; openlava: bjobs ...; pam_slurm: the PAM modules).
split() {
  local root=$1 pkgs=$2 f
  # the static and libtool archives slurm.spec deletes (find ... -name '*.a', '*.la' -exec rm)
  find "$root" \( -name '*.la' -o -name '*.a' \) -delete
  mkdir -p "$pkgs"/{slurm,slurm-devel,slurm-slurmctld,slurm-slurmd,slurm-slurmdbd,slurm-sackd,slurm-libpmi,slurm-torque,slurm-openlava,slurm-pam_slurm,slurm-contribs,slurm-perlapi,slurm-example-configs}
  take() { # PKG PATH...: move these paths (relative to root) into the package's tree
    local pkg=$1 p
    shift
    for p in "$@"; do
      [[ -e $root/$p || -L $root/$p ]] || continue
      mkdir -p "$pkgs/$pkg/$(dirname "$p")"
      mv "$root/$p" "$pkgs/$pkg/$p"
    done
  }
  take slurm-slurmctld usr/sbin/slurmctld usr/lib/systemd/system/slurmctld.service
  take slurm-slurmd usr/sbin/slurmd usr/sbin/slurmstepd usr/lib/systemd/system/slurmd.service
  take slurm-slurmdbd usr/sbin/slurmdbd usr/lib64/slurm/accounting_storage_mysql.so usr/lib/systemd/system/slurmdbd.service
  take slurm-sackd usr/sbin/sackd usr/lib/systemd/system/sackd.service
  take slurm-devel usr/include/slurm usr/lib64/pkgconfig/slurm.pc
  take slurm-torque usr/bin/{pbsnodes,qalter,qdel,qhold,qrerun,qrls,qstat,qsub,mpiexec,generate_pbs_nodefile} usr/lib64/slurm/{job_submit_pbs,spank_pbs}.so
  take slurm-openlava usr/bin/{bjobs,bkill,bsub,lsid}
  take slurm-contribs usr/bin/{seff,sjobexitmod,sjstat,smail}
  for f in "$root"/usr/lib64/libpmi*; do [[ -e $f ]] && take slurm-libpmi "${f#"$root"/}"; done
  # configure puts them in /lib64/security where the build host has it (auxdir/x_ac_pam.m4), as
  # Oracle Linux 9 has (/usr/lib64/security: its /lib64 is /usr/lib64), else in /lib/security, as on
  # this Debian machine: either way they are the package's /usr/lib64/security
  for f in lib64/security lib/security; do
    if [[ -d $root/$f ]]; then
      mkdir -p "$pkgs/slurm-pam_slurm/usr/lib64"
      mv "$root/$f" "$pkgs/slurm-pam_slurm/usr/lib64/security"
      rmdir "$root/${f%/security}" 2>/dev/null || true
    fi
  done
  for f in "$root"/etc/slurm/*.example; do [[ -e $f ]] && take slurm-example-configs "${f#"$root"/}"; done
  # slurm.spec's %install removes these: job_submit_{defaults,logging,partition}, auth_none,
  # cred_none, sfree, slurm_epilog, slurm_prolog
  rm -f "$root"/usr/lib64/slurm/{job_submit_defaults,job_submit_logging,job_submit_partition,auth_none,cred_none}.so \
    "$root"/usr/sbin/{sfree,slurm_epilog,slurm_prolog}
  # everything else is the main package's (%files: binaries, libraries, plugins, man pages)
  (cd "$root" && tar -cf - .) | (cd "$pkgs/slurm" && tar -xf -)
}

build() {
  local work src json
  mkdir -p "$CACHE"
  work=$(mktemp -d "$CACHE/.build.XXXXXX")
  # shellcheck disable=SC2064 # the directory of this build, now
  trap "rm -rf '$work'" EXIT
  echo "prepare.sh: building Slurm $SLURM_VERSION for the test bed (once per machine; ${WITH[*]}) in $work" >&2
  local t0=$SECONDS
  mkdir "$work/src"
  tar -C "$work/src" -xzf "$SOURCES/$TAG.tar.gz"
  src=$work/src/slurm-$TAG
  [[ -f $src/slurm.spec ]] || die "$SOURCES/$TAG.tar.gz has no slurm-$TAG/slurm.spec"
  local -a with_args=()
  for w in "${WITH[@]}"; do with_args+=(--with "$w"); done
  json=$(python3 "$HERE/bin/rpmspec.py" "${with_args[@]}" "$src/slurm.spec")
  mapfile -t configure < <(python3 -c 'import json, sys; print("\n".join(json.loads(sys.argv[1])["configure"]))' "$json")
  local log=$work/build.log
  step() { # COMMAND...: one build step, into the log; its failure ends the build with the log's tail
    echo "== $*" >>"$log"
    "$@" >>"$log" 2>&1 || {
      tail -n 40 "$log" >&2
      die "building Slurm $SLURM_VERSION failed at: $* (the log's tail above; all of it: $log)"
    }
  }
  # CFLAGS: EL9's -O2, without the debug information rpmbuild moves into -debuginfo packages
  step nice -n 10 env -C "$src" ./configure CFLAGS="-O2 -g0" "${configure[@]}"
  step nice -n 10 make -C "$src" -j "$(nproc)"
  step nice -n 10 make -C "$src" install-strip DESTDIR="$work/root"
  # slurm.spec's `make install-contrib` puts the PAM modules (slurm-pam_slurm) in place; the
  # rest of contribs (perlapi, seff ...) no stage installs
  for c in pam pam_slurm_adopt; do
    step nice -n 10 make -C "$src/contribs/$c" install-strip DESTDIR="$work/root"
  done
  split "$work/root" "$work/pkgs"
  rm -rf "$work/root" "$work/src.keep"
  cp "$src/slurm.spec" "$work/slurm.spec"
  printf '%s\n' "${WITH[@]}" >"$work/with"
  printf '%s\n' "${configure[@]}" >"$work/configure"
  echo "$SLURM_VERSION" >"$work/version"
  rm -rf "$work/src"
  chmod -R a+rX "$work"
  touch "$work/ok"
  rm -rf "$BUILD"
  mv "$work" "$BUILD"
  trap - EXIT
  echo "prepare.sh: Slurm $SLURM_VERSION built in $((SECONDS - t0)) s: $BUILD" >&2
}

if [[ ! -f $BUILD/ok ]]; then
  mkdir -p "$CACHE"
  exec 9>"$CACHE/.lock"
  # one build at a time on the machine; the others wait and find it built
  flock 9
  if [[ ! -f $BUILD/ok ]]; then build; fi
fi
echo "$BUILD"
