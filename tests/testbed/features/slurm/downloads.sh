# shellcheck shell=bash disable=SC2154
# The Slurm stages' downloads: Pyxis' and Slurm's GitHub source archives (the bed's stand-ins
# inside) and Enroot's release RPMs, as fakes/curl serves them.
# Sourced by fakes/curl (its contract there): download_slurm URL builds the body in $tmp/body,
# or returns 1 when the URL is not this feature's.
slurm_spec() {
  cat <<'SPEC'
# Test bed stand-in for the slurm.spec at the top of Slurm's source tree (SchedMD's spec, the
# one `rpmbuild -ta` reads out of the release tarball; Slurm "Quick Start Administrator Guide",
# RPM section). Only what features/slurm/bin/rpmbuild reads: the name, version and release, the build
# dependencies SchedMD's 25.11 spec asks for on Oracle Linux 9 with no MySQL client installed
# (its mysql/mariadb chain ends in mariadb-devel) and with --with cgroupv2, %setup's directory
# (slurm_source_dir: name-version while rel is 1) and the subpackages.
Name:		slurm
Version:	@VERSION@
%define rel	@REL@
Release:	%{rel}%{?dist}
BuildRequires:	autoconf
BuildRequires:	automake
BuildRequires:	gcc
BuildRequires:	make
BuildRequires:	pkgconf
%if %{with cgroupv2}
BuildRequires:	kernel-headers
BuildRequires:	dbus-devel
%endif
BuildRequires:	munge-devel munge-libs
BuildRequires:	systemd
BuildRequires:	python3
BuildRequires:	readline-devel
BuildRequires:	mariadb-devel >= 5.0.0
BuildRequires:	perl(ExtUtils::MakeMaker)
BuildRequires:	perl-devel
BuildRequires:	pam-devel
%if %{with pmix}
BuildRequires:	pmix
%endif
%package perlapi
%package devel
%package example-configs
%package sackd
%package slurmctld
%package slurmd
%package slurmdbd
%package libpmi
%package torque
%package openlava
%package contribs
%package pam_slurm
%prep
%setup -n %{name}-%{version}
SPEC
}
download_slurm() {
  local u=$1 v
  case $u in
    https://github.com/NVIDIA/pyxis/archive/refs/tags/v*.tar.gz)
      # GitHub's source archive layout (pyxis-<version>/ at the top); inside, the test bed's
      # own SPANK plugin stands in for Pyxis (it cannot be built offline), see pyxis/.
      v=${u##*/v}
      v=${v%.tar.gz}
      mkdir -p "$tmp/p/pyxis-$v"
      cp /usr/lib/ocitb/fakes/pyxis/* "$tmp/p/pyxis-$v/"
      tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -C "$tmp/p" -cf - "pyxis-$v" | gzip -n >"$tmp/body"
      ;;
    https://github.com/SchedMD/slurm/archive/slurm-*.tar.gz)
      # GitHub's archive of a Slurm release tag (slurm-25-11-6-1: version 25.11.6, rel 1) has
      # the top directory <repository>-<tag>; inside, the bed's stand-in for slurm.spec (see
      # slurm_spec), which features/slurm/bin/rpmbuild reads
      local tag=${u##*/}
      tag=${tag%.tar.gz}
      local parts=${tag#slurm-}
      local rel=${parts##*-}
      local ver=${parts%-*}
      ver=${ver//-/.}
      mkdir -p "$tmp/s/slurm-$tag"
      slurm_spec | sed -e "s/@VERSION@/$ver/" -e "s/@REL@/$rel/" >"$tmp/s/slurm-$tag/slurm.spec"
      printf 'test bed stand-in for the Slurm source tree at tag %s\n' "$tag" >"$tmp/s/slurm-$tag/README.rst"
      tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -C "$tmp/s" -cf - "slurm-$tag" | gzip -n >"$tmp/body"
      ;;
    https://github.com/NVIDIA/enroot/releases/download/v*/enroot*-1.el8.x86_64.rpm)
      # what the fake dnf needs of an RPM: its file name (name-version-release.arch.rpm)
      printf 'test bed stand-in for %s\n' "${u##*/}" >"$tmp/body"
      ;;

    *) return 1 ;;
  esac
}
downloads+=(download_slurm)
