# shellcheck shell=bash disable=SC2154
# The monitoring stages' downloads: the Prometheus projects' releases (wrappers of this
# machine's real Debian binaries) and NVIDIA's CUDA repository file, as fakes/curl serves them.
# Sourced by fakes/curl (its contract there): download_monitoring URL builds the body in $tmp/body,
# or returns 1 when the URL is not this feature's.
download_monitoring() {
  local u=$1 v
  case $u in
    https://github.com/prometheus/node_exporter/releases/download/v*/* | https://github.com/prometheus/prometheus/releases/download/v*/* | https://github.com/prometheus/alertmanager/releases/download/v*/*)
      # a Prometheus project's release: <name>-<v>.linux-amd64.tar.gz (top directory of the same
      # name) and sha256sums.txt. Inside, wrappers that run this machine's Debian binaries
      # (prometheus-node-exporter, prometheus, promtool, prometheus-alertmanager, amtool): the
      # real daemons, whatever the version
      local proj=${u#https://github.com/prometheus/}
      proj=${proj%%/*}
      v=${u#*/download/v}
      v=${v%%/*}
      local top=$proj-$v.linux-amd64
      mkdir -p "$tmp/r/$top"
      case $proj in
        node_exporter) printf '#!/bin/sh\nexec /usr/bin/prometheus-node-exporter "$@"\n' >"$tmp/r/$top/node_exporter" ;;
        prometheus)
          printf '#!/bin/sh\nexec /usr/bin/prometheus "$@"\n' >"$tmp/r/$top/prometheus"
          printf '#!/bin/sh\nexec /usr/bin/promtool "$@"\n' >"$tmp/r/$top/promtool"
          ;;
        alertmanager)
          printf '#!/bin/sh\nexec /usr/bin/prometheus-alertmanager "$@"\n' >"$tmp/r/$top/alertmanager"
          printf '#!/bin/sh\nexec /usr/bin/amtool "$@"\n' >"$tmp/r/$top/amtool"
          ;;
      esac
      chmod 755 "$tmp/r/$top"/*
      tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner -C "$tmp/r" -cf - "$top" | gzip -n >"$tmp/$top.tar.gz"
      case ${u##*/} in
        sha256sums.txt) sums "$tmp/body" "$top.tar.gz" ;;
        "$top.tar.gz") mv "$tmp/$top.tar.gz" "$tmp/body" ;;
        *) return 1 ;;
      esac
      ;;
    https://developer.download.nvidia.com/compute/cuda/repos/rhel9/x86_64/cuda-rhel9.repo)
      cat >"$tmp/body" <<'REPO'
[cuda-rhel9-x86_64]
name=cuda-rhel9-x86_64
baseurl=https://developer.download.nvidia.com/compute/cuda/repos/rhel9/x86_64
enabled=1
gpgcheck=1
gpgkey=https://developer.download.nvidia.com/compute/cuda/repos/rhel9/x86_64/D42D0685.pub
REPO
      ;;
    *) return 1 ;;
  esac
}
downloads+=(download_monitoring)
