#!/usr/bin/env bash
# Slurm's RPMs built once on the bastion (sourced by slurm-controller.sh after slurm-lib.sh; kept
# out of slurm-lib.sh, which every node and the on-demand stage carry, to keep them small).
set -euo pipefail

# What rpmbuild needs for slurm.spec (SchedMD's, 25.11: its BuildRequires with no MySQL client
# installed, so mariadb-devel, and with --with cgroupv2: kernel-headers, dbus-devel; with
# --with pmix: pmix, and pmix-devel for the headers configure's --with-pmix looks for), plus
# rpm-build and bzip2 for the tarball. --with pmix: the NCCL job starts the container's Open
# MPI with srun --mpi=pmix; without it slurm.spec builds the mpi/pmix plugin only when PMIx
# happens to be installed ("If they are not set they will still be compiled if the packages
# exist", slurm.spec), and with it slurm-slurmd requires the pmix runtime on every node. munge-devel and mariadb-devel are in Oracle Linux 9's
# CodeReady Builder repository, disabled on OCI's images (Oracle's OCI HPC tutorials, "Slurm
# with PMIx/UCX": yum-config-manager --enable ol9_codeready_builder, then dnf install
# mariadb-devel munge-devel pam-devel readline-devel dbus-devel, then rpmbuild -ta).
SLURM_BUILD_REPO=ol9_codeready_builder
SLURM_BUILD_REQUIRES=(rpm-build bzip2 autoconf automake gcc make pkgconf kernel-headers dbus-devel munge-devel
  munge-libs systemd python3 readline-devel mariadb-devel perl-ExtUtils-MakeMaker perl-devel pam-devel pmix pmix-devel)

# sl_install_missing_from REPO PKG...: like sl_install_missing, with a disabled repository
# enabled for this one call (dnf --enablerepo).
sl_install_missing_from() {
  local repo=$1 pkg missing=()
  shift
  for pkg in "$@"; do rpm -q "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  ((${#missing[@]} == 0)) && return 0
  sl_retry "dnf install --enablerepo=$repo ${missing[*]}" sl_sudo dnf install -y --enablerepo="$repo" "${missing[@]}" >&2 || return 1
  sl_changed "packages ${missing[*]}"
}

# sl_rpms_ready VERSION: present, and every file matches the manifest (else built again).
sl_rpms_ready() {
  sl_rpms_present "$1" && (cd "$SLURM_REPO_DIR/$1" && sha256sum -c --quiet --strict SHA256SUMS >/dev/null 2>&1)
}

# sl_build_slurm_rpms: SLURM_VERSION's RPMs built once from SchedMD's source with its own
# slurm.spec (Slurm "Quick Start Administrator Guide", RPM: rpmbuild -ta), into
# SLURM_REPO_DIR/SLURM_VERSION with their manifest; skipped when they are there already.
# The source is GitHub's archive of the release tag, checked against SLURM_SHA256 (sha256sum -c);
# its top directory is slurm-<tag>, while slurm.spec's %setup expects slurm-<version>
# (slurm_source_dir), so it is repacked under that name as SchedMD's release tarball is.
# rpmbuild runs as this (login) user, bounded by what is left of the stage. Status 1: the
# reason was said.
sl_build_slurm_rpms() {
  local tag="slurm-${SLURM_VERSION//./-}-1" dl rc=0 dest="$SLURM_REPO_DIR/$SLURM_VERSION" bound
  local url="https://github.com/SchedMD/slurm/archive/$tag.tar.gz"
  sl_rpms_ready "$SLURM_VERSION" && return 0
  if ! sl_repo_defined "$SLURM_BUILD_REPO"; then
    say "dnf knows no repository $SLURM_BUILD_REPO (dnf repolist --all), which holds Slurm's build dependencies munge-devel and mariadb-devel"
    return 1
  fi
  sl_install_missing_from "$SLURM_BUILD_REPO" "${SLURM_BUILD_REQUIRES[@]}" || {
    say "dnf install --enablerepo=$SLURM_BUILD_REPO ${SLURM_BUILD_REQUIRES[*]} failed $SL_ATTEMPTS times"
    return 1
  }
  dl=$(mktemp -d /var/tmp/oci-gpu-cluster-slurm-build.XXXXXX)
  bound=$(($(stage_remaining) - 120))
  ((bound > 60)) || bound=60
  {
    sl_retry "download $url" curl -fsSL --connect-timeout 20 -o "$dl/source.tar.gz" "$url" &&
      sl_verify "$dl/source.tar.gz" "$SLURM_SHA256" &&
      mkdir "$dl/src" && tar -C "$dl/src" -xzf "$dl/source.tar.gz" &&
      mv "$dl/src/slurm-$tag" "$dl/src/slurm-$SLURM_VERSION" &&
      tar -C "$dl/src" -cjf "$dl/slurm-$SLURM_VERSION.tar.bz2" "slurm-$SLURM_VERSION" &&
      say "building Slurm $SLURM_VERSION RPMs (rpmbuild -ta --with cgroupv2 --with pmix, bound ${bound}s)" &&
      { timeout "$bound" rpmbuild -ta --with cgroupv2 --with pmix --define "_topdir $dl/rpmbuild" "$dl/slurm-$SLURM_VERSION.tar.bz2" \
        >"$dl/rpmbuild.log" 2>&1 || {
        tail -n 20 "$dl/rpmbuild.log" >&2
        false
      }; } &&
      (cd "$dl/rpmbuild/RPMS/$SLURM_RPM_ARCH" && sha256sum -- *.rpm >SHA256SUMS) &&
      sl_sudo rm -rf "$dest.new" && sl_sudo install -d -m 0755 "$dest.new" &&
      sl_sudo install -m 0644 "$dl/rpmbuild/RPMS/$SLURM_RPM_ARCH/"* "$dest.new/" &&
      sl_sudo rm -rf "$dest" && sl_sudo mv "$dest.new" "$dest" &&
      sl_rpms_ready "$SLURM_VERSION"
  } || rc=1
  rm -rf "$dl"
  ((rc == 0)) || return 1
  sl_changed "slurm $SLURM_VERSION RPMs built into $dest"
}

# sl_setup_slurm_packages: what must hold before anything changes (the slurm user's ids, an
# installed Slurm this stage may update), then the user and the RPMs. The caller defines ME
# (its host, for FAIL lines); the controller and the accounting stage call it, whichever runs first
# builds.
sl_setup_slurm_packages() {
  local why
  why=$(sl_slurm_user_conflict)
  if [[ -n "$why" ]]; then
    fail "$ME" SLURM_USER_MISMATCH "$why"
    return 1
  fi
  why=$(sl_installed_conflict "$SLURM_VERSION")
  if [[ -n "$why" ]]; then
    fail "$ME" SLURM_VERSION_MISMATCH "$why"
    return 1
  fi
  sl_slurm_user || {
    fail "$ME" SLURM_USER_MISMATCH "groupadd/useradd slurm with uid $SLURM_UID gid $SLURM_GID failed"
    return 1
  }
  sl_build_slurm_rpms || {
    fail "$ME" SLURM_BUILD_FAILED "Slurm $SLURM_VERSION RPMs could not be built from the pinned source (see the lines above)"
    return 1
  }
}
