# shellcheck shell=bash disable=SC2154
# The container runtime's release files and repository file (containerd, runc, the CNI plugins,
# nerdctl and containerd.service from their GitHub releases; NVIDIA's repo file), as fakes/curl
# serves them: tarballs of wrappers that run its bin/ fakes at the version in the URL.
# Sourced by fakes/curl (its contract there): download_containers URL builds the body in $tmp/body,
# or returns 1 when the URL is not this feature's.
download_containers() {
  local u=$1 v
  case $u in
    */containerd/containerd/releases/download/v*/containerd-*-linux-amd64.tar.gz*)
      v=${u#*/download/v}
      v=${v%%/*}
      mkdir -p "$tmp/c/bin"
      for t in containerd ctr containerd-shim-runc-v2; do wrapper "$tmp/c/bin/$t" "$t" "$v"; done
      tarball "$tmp/c" >"$tmp/containerd-$v-linux-amd64.tar.gz"
      if [[ $u == *.sha256sum ]]; then sums "$tmp/body" "containerd-$v-linux-amd64.tar.gz"; else mv "$tmp/containerd-$v-linux-amd64.tar.gz" "$tmp/body"; fi
      ;;
    */opencontainers/runc/releases/download/v*/runc.amd64 | */opencontainers/runc/releases/download/v*/runc.sha256sum)
      v=${u#*/download/v}
      v=${v%%/*}
      wrapper "$tmp/runc.amd64" runc "$v"
      if [[ $u == *.sha256sum ]]; then sums "$tmp/body" runc.amd64; else mv "$tmp/runc.amd64" "$tmp/body"; fi
      ;;
    */containernetworking/plugins/releases/download/v*/cni-plugins-linux-amd64-v*.tgz*)
      v=${u#*/download/v}
      v=${v%%/*}
      mkdir -p "$tmp/c"
      for t in bridge host-local loopback portmap; do
        printf '#!/bin/sh\necho "CNI %s plugin v%s"\n' "$t" "$v" >"$tmp/c/$t"
        chmod 755 "$tmp/c/$t"
      done
      tarball "$tmp/c" >"$tmp/cni-plugins-linux-amd64-v$v.tgz"
      if [[ $u == *.sha256 ]]; then sums "$tmp/body" "cni-plugins-linux-amd64-v$v.tgz"; else mv "$tmp/cni-plugins-linux-amd64-v$v.tgz" "$tmp/body"; fi
      ;;
    */containerd/nerdctl/releases/download/v*/nerdctl-*-linux-amd64.tar.gz | */containerd/nerdctl/releases/download/v*/SHA256SUMS)
      v=${u#*/download/v}
      v=${v%%/*}
      mkdir -p "$tmp/c"
      wrapper "$tmp/c/nerdctl" nerdctl "$v"
      tarball "$tmp/c" >"$tmp/nerdctl-$v-linux-amd64.tar.gz"
      if [[ $u == */SHA256SUMS ]]; then sums "$tmp/body" "nerdctl-$v-linux-amd64.tar.gz"; else mv "$tmp/nerdctl-$v-linux-amd64.tar.gz" "$tmp/body"; fi
      ;;
    https://raw.githubusercontent.com/containerd/containerd/v*/containerd.service)
      cat >"$tmp/body" <<'UNIT'
# Copyright The containerd Authors.
#
# Licensed under the Apache License, Version 2.0 (the "License");
# you may not use this file except in compliance with the License.

[Unit]
Description=containerd container runtime
Documentation=https://containerd.io
After=network.target dbus.service

[Service]
ExecStartPre=-/sbin/modprobe overlay
ExecStart=/usr/local/bin/containerd

Type=notify
Delegate=yes
KillMode=process
Restart=always
RestartSec=5

# Having non-zero Limit*s causes performance problems due to accounting overhead
# in the kernel. We recommend using cgroups to do container-local accounting.
LimitNPROC=infinity
LimitCORE=infinity

# Comment TasksMax if your systemd version does not supports it.
# Only systemd 226 and above support this version.
TasksMax=infinity
OOMScoreAdjust=-999

[Install]
WantedBy=multi-user.target
UNIT
      ;;
    https://nvidia.github.io/libnvidia-container/stable/rpm/nvidia-container-toolkit.repo)
      cat >"$tmp/body" <<'REPO'
[nvidia-container-toolkit]
name=nvidia-container-toolkit
baseurl=https://nvidia.github.io/libnvidia-container/stable/rpm/$basearch
repo_gpgcheck=1
gpgcheck=0
enabled=1
gpgkey=https://nvidia.github.io/libnvidia-container/gpgkey
sslverify=1
sslcacert=/etc/pki/tls/certs/ca-bundle.crt

[nvidia-container-toolkit-experimental]
name=nvidia-container-toolkit-experimental
baseurl=https://nvidia.github.io/libnvidia-container/experimental/rpm/$basearch
repo_gpgcheck=1
gpgcheck=0
enabled=0
gpgkey=https://nvidia.github.io/libnvidia-container/gpgkey
sslverify=1
sslcacert=/etc/pki/tls/certs/ca-bundle.crt
REPO
      ;;
    *) return 1 ;;
  esac
}
downloads+=(download_containers)
