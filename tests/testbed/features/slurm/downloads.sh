# shellcheck shell=bash disable=SC2154,SC2034
# The Slurm stages' downloads, as fakes/curl serves them: GitHub's source archives of Slurm's and
# Pyxis' release tags (the real files, ../shared/sources bound at /usr/lib/ocitb/sources), and
# Enroot's release RPMs (stand-ins whose file name is what the dnf fake reads).
# GitHub answers https://github.com/OWNER/REPO/archive/REF.tar.gz with a 302 to
# https://codeload.github.com/OWNER/REPO/tar.gz/REF, which serves the archive (a report in
# adobe/git-server's issue tracker: ".../archive/master.zip ... 302s to https://codeload.github.com/.../zip/master";
# yamadashy/repomix's pull request 1375: "github.com/{owner}/{repo}/archive/refs/heads/{branch}.tar.gz
# → 302 redirect → codeload.github.com/{owner}/{repo}/tar.gz/{branch}"): so does the bed, and curl
# follows it only with -L. A source archive the bed has no file for is GitHub's 404.
# Sourced by fakes/curl (its contract there): download_slurm URL answers (body, body_file or
# redirect) or returns 1 when the URL is not this feature's.
download_slurm() {
  local u=$1 ref
  case $u in
    https://github.com/NVIDIA/pyxis/archive/refs/tags/v*.tar.gz | https://github.com/SchedMD/slurm/archive/slurm-*.tar.gz)
      ref=${u#*/archive/}
      ref=${ref%.tar.gz}
      redirect="https://codeload.github.com/${u#https://github.com/}"
      redirect="${redirect%%/archive/*}/tar.gz/$ref"
      ;;
    https://codeload.github.com/NVIDIA/pyxis/tar.gz/refs/tags/v* | https://codeload.github.com/NVIDIA/pyxis/tar.gz/v*)
      # the archive of tag vX.Y.Z is pyxis-vX.Y.Z.tar.gz there (its README)
      download_slurm_source "pyxis-${u##*/}.tar.gz"
      ;;
    https://codeload.github.com/SchedMD/slurm/tar.gz/refs/tags/slurm-* | https://codeload.github.com/SchedMD/slurm/tar.gz/slurm-*)
      download_slurm_source "${u##*/}.tar.gz"
      ;;
    https://github.com/NVIDIA/enroot/releases/download/v*/enroot*-1.el8.x86_64.rpm)
      # what the fake dnf needs of an RPM: its file name (name-version-release.arch.rpm)
      printf 'test bed stand-in for %s\n' "${u##*/}" >"$tmp/body"
      ;;
    *) return 1 ;;
  esac
}
# download_slurm_source FILE: the upstream archive itself; none: GitHub's 404 for a tag it does not have
download_slurm_source() {
  [[ -f /usr/lib/ocitb/sources/$1 ]] || return 1
  body_file=/usr/lib/ocitb/sources/$1
}
downloads+=(download_slurm)
