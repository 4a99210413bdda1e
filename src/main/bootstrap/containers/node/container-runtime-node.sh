#!/usr/bin/env bash
# Stage 3, node side (streamed after lib/node-lib.sh by container-runtime.sh): install the
# container runtime the way Oracle's GPU cluster tutorial §4 (tech tip "containerd によるコンテナ実行環境構築")
# does on Oracle Linux 9: containerd, runc, CNI plugins and nerdctl from their release
# files, NVIDIA Container Toolkit with dnf; then pin, configure and prove it.
# Rootful (sudo) instead of the tip's rootless user: the bootstrap runs as the login user.
# Parameters: SHAPE_GPUS and the versions.env values (passed by the stage).
set -euo pipefail

: "${SHAPE_GPUS:?SHAPE_GPUS is required}"
: "${CONTAINERD_VERSION:?}" "${RUNC_VERSION:?}" "${CNI_PLUGINS_VERSION:?}" "${NERDCTL_VERSION:?}"
: "${NVIDIA_CONTAINER_TOOLKIT_VERSION:?}" "${CUDA_TEST_IMAGE:?}"
ATTEMPTS=3
# Release files land in /usr/local, which sudo's secure_path leaves out.
PATH="$PATH:/usr/local/sbin:/usr/local/bin"
TOOLKIT_PACKAGES=(nvidia-container-toolkit nvidia-container-toolkit-base libnvidia-container-tools libnvidia-container1)
CONTAINERD_CONFIG=/etc/containerd/config.toml
CHANGED=()
DL=$(mktemp -d /var/tmp/oci-gpu-cluster-dl.XXXXXX)
trap 'rm -rf "$DL" "$NODE_STATE_DIR"' EXIT

rsudo() { sudo -n env "PATH=$PATH" "$@"; }
changed() {
  CHANGED+=("$1")
  nlog "changed $1"
}

# version_of TOOL: the version the installed tool reports (empty when absent).
version_of() {
  case "$1" in
    # "containerd github.com/containerd/containerd/v2 v2.2.0 <commit>"
    containerd) containerd --version 2>/dev/null | awk '{sub(/^v/, "", $3); print $3}' ;;
    # "runc version 1.3.3"
    runc) runc --version 2>/dev/null | awk 'NR == 1 {print $3}' ;;
    # "nerdctl version 2.2.0"
    nerdctl) nerdctl --version 2>/dev/null | awk '{print $3}' ;;
    # "NVIDIA Container Toolkit CLI version 1.18.0"
    nvidia-ctk) nvidia-ctk --version 2>/dev/null | awk '/version/ {print $NF; exit}' ;;
    cni) cat /opt/cni/bin/.oci-gpu-cluster-version 2>/dev/null ;;
  esac || true
}

fetch() {
  local url=$1
  node_retry "download $url" "$ATTEMPTS" 10 curl -fsSL --connect-timeout 20 -o "$DL/${url##*/}" "$url"
}

# verify FILE SUMS_FILE: check FILE against its line in a release checksum file.
verify() {
  (cd "$DL" && grep -E "[[:space:]]\*?$1\$" "$2" | sha256sum -c --status -)
}

install_containerd() {
  local base="https://github.com/containerd/containerd/releases/download/v$CONTAINERD_VERSION"
  local tarball="containerd-$CONTAINERD_VERSION-linux-amd64.tar.gz"
  if [[ "$(version_of containerd)" != "$CONTAINERD_VERSION" ]]; then
    fetch "$base/$tarball" && fetch "$base/$tarball.sha256sum" && verify "$tarball" "$tarball.sha256sum" &&
      rsudo tar -C /usr/local -xzf "$DL/$tarball" || return 1
    changed "containerd $CONTAINERD_VERSION"
  elif [[ -s /usr/lib/systemd/system/containerd.service ]]; then
    return 0
  fi
  # the unit file of the same release (the tip fetches it from the main branch)
  fetch "https://raw.githubusercontent.com/containerd/containerd/v$CONTAINERD_VERSION/containerd.service" || return 1
  if ! cmp -s "$DL/containerd.service" /usr/lib/systemd/system/containerd.service; then
    rsudo install -m 644 "$DL/containerd.service" /usr/lib/systemd/system/containerd.service
    rsudo systemctl daemon-reload
    changed containerd.service
  fi
}

install_runc() {
  local base="https://github.com/opencontainers/runc/releases/download/v$RUNC_VERSION"
  [[ "$(version_of runc)" == "$RUNC_VERSION" ]] && return 0
  fetch "$base/runc.amd64" && fetch "$base/runc.sha256sum" && verify runc.amd64 runc.sha256sum &&
    rsudo install -m 755 "$DL/runc.amd64" /usr/local/sbin/runc || return 1
  changed "runc $RUNC_VERSION"
}

install_cni() {
  local base="https://github.com/containernetworking/plugins/releases/download/v$CNI_PLUGINS_VERSION"
  local tarball="cni-plugins-linux-amd64-v$CNI_PLUGINS_VERSION.tgz"
  [[ "$(version_of cni)" == "$CNI_PLUGINS_VERSION" ]] && return 0
  fetch "$base/$tarball" && fetch "$base/$tarball.sha256" && verify "$tarball" "$tarball.sha256" &&
    rsudo mkdir -p /opt/cni/bin && rsudo tar -C /opt/cni/bin -xzf "$DL/$tarball" || return 1
  echo "$CNI_PLUGINS_VERSION" | rsudo tee /opt/cni/bin/.oci-gpu-cluster-version >/dev/null
  changed "cni-plugins $CNI_PLUGINS_VERSION"
}

install_nerdctl() {
  local base="https://github.com/containerd/nerdctl/releases/download/v$NERDCTL_VERSION"
  local tarball="nerdctl-$NERDCTL_VERSION-linux-amd64.tar.gz"
  [[ "$(version_of nerdctl)" == "$NERDCTL_VERSION" ]] && return 0
  fetch "$base/$tarball" && fetch "$base/SHA256SUMS" && verify "$tarball" SHA256SUMS &&
    rsudo tar -C /usr/local/bin -xzf "$DL/$tarball" || return 1
  changed "nerdctl $NERDCTL_VERSION"
}

install_toolkit() {
  local pkg specs=() installed
  installed=""
  if rpm -q nvidia-container-toolkit >/dev/null 2>&1; then
    installed=$(rpm -q --qf '%{VERSION}\n' nvidia-container-toolkit | head -n 1)
  fi
  if [[ "$installed" != "$NVIDIA_CONTAINER_TOOLKIT_VERSION" ]]; then
    for pkg in "${TOOLKIT_PACKAGES[@]}"; do specs+=("$pkg-$NVIDIA_CONTAINER_TOOLKIT_VERSION"); done
    # GPU images usually carry NVIDIA's repository; the toolkit's own when the pinned version is not offered
    node_nvidia_repo changed "$NVIDIA_CONTAINER_TOOLKIT_VERSION" nvidia-container-toolkit || return 1
    if [[ -n "$installed" ]]; then rsudo dnf versionlock delete "${TOOLKIT_PACKAGES[@]}" >&2 || true; fi
    node_retry "dnf install ${specs[*]}" "$ATTEMPTS" 15 rsudo dnf install -y --allowerasing "${specs[@]}" >&2 || return 1
    changed "nvidia-container-toolkit $NVIDIA_CONTAINER_TOOLKIT_VERSION"
  fi
  # hold the version: a later 'dnf update' must not move it
  if ! rpm -q python3-dnf-plugin-versionlock >/dev/null 2>&1; then
    node_retry "dnf install python3-dnf-plugin-versionlock" "$ATTEMPTS" 15 rsudo dnf install -y python3-dnf-plugin-versionlock >&2 || return 1
  fi
  if ! rsudo dnf versionlock list 2>/dev/null | grep -q "^nvidia-container-toolkit-[0-9]*:*$NVIDIA_CONTAINER_TOOLKIT_VERSION"; then
    rsudo dnf versionlock add "${TOOLKIT_PACKAGES[@]}" >&2 || return 1
    changed "versionlock ${TOOLKIT_PACKAGES[*]}"
  fi
}

config_digest() {
  rsudo find /etc/containerd -type f -name '*.toml' -exec sha256sum {} + 2>/dev/null | sort | sha256sum
}

configure_containerd() {
  local before after
  before=$(config_digest)
  rsudo mkdir -p /etc/containerd
  if ! rsudo test -s "$CONTAINERD_CONFIG"; then
    containerd config default | rsudo tee "$CONTAINERD_CONFIG" >/dev/null || return 1
  fi
  rsudo nvidia-ctk runtime configure --runtime=containerd --config="$CONTAINERD_CONFIG" >&2 || return 1
  after=$(config_digest)
  if [[ "$before" != "$after" ]]; then
    changed "$CONTAINERD_CONFIG (nvidia runtime)"
    rsudo systemctl enable containerd >&2 && rsudo systemctl restart containerd >&2 || return 1
  elif ! systemctl is-active --quiet containerd; then
    rsudo systemctl enable --now containerd >&2 || return 1
    changed "containerd started"
  fi
  node_wait "containerd to answer (nerdctl version)" 2 nerdctl_answers
}

nerdctl_answers() { rsudo nerdctl version >/dev/null 2>&1; }

prove_gpus() {
  local out count
  node_retry "nerdctl pull $CUDA_TEST_IMAGE" "$ATTEMPTS" 15 rsudo nerdctl pull -q "$CUDA_TEST_IMAGE" >/dev/null || {
    node_fail CONTAINER_GPU_FAILED "could not pull $CUDA_TEST_IMAGE"
    return 0
  }
  # `nvidia-smi -L` prints one "GPU n: <name> (UUID: ...)" line per GPU. Host network: the
  # default one would create nerdctl's CNI bridge nerdctl0 with the same 10.4.0.1/24 on every
  # node, which MPI's and NCCL's interface auto-selection can pick.
  if ! out=$(rsudo nerdctl run --rm --network=host --gpus all "$CUDA_TEST_IMAGE" nvidia-smi -L 2>&1); then
    node_fail CONTAINER_GPU_FAILED "nvidia-smi in $CUDA_TEST_IMAGE failed: $(tail -n 1 <<<"$out")"
    return 0
  fi
  count=$(grep -c '^GPU [0-9]' <<<"$out" || true)
  node_set containerGpus "$count"
  if ((count != SHAPE_GPUS)); then
    node_fail CONTAINER_GPU_FAILED "$count of $SHAPE_GPUS GPUs visible inside $CUDA_TEST_IMAGE"
  fi
}

report_versions() {
  node_set_str versions.containerd "$(version_of containerd)"
  node_set_str versions.runc "$(version_of runc)"
  node_set_str versions.cniPlugins "$(version_of cni)"
  node_set_str versions.nerdctl "$(version_of nerdctl)"
  node_set_str versions.nvidiaContainerToolkit "$(version_of nvidia-ctk)"
}

if ! { install_containerd && install_runc && install_cni && install_nerdctl; }; then
  node_fail CONTAINERD_INSTALL_FAILED "installing containerd $CONTAINERD_VERSION / runc $RUNC_VERSION / CNI $CNI_PLUGINS_VERSION / nerdctl $NERDCTL_VERSION release files failed"
elif ! install_toolkit; then
  node_fail PACKAGE_INSTALL_FAILED "nvidia-container-toolkit $NVIDIA_CONTAINER_TOOLKIT_VERSION could not be installed and held after $ATTEMPTS attempts"
elif ! configure_containerd; then
  node_fail RUNTIME_CONFIG_FAILED "nvidia-ctk runtime configure --runtime=containerd or the containerd restart failed"
else
  prove_gpus
fi
report_versions
if ! node_failed; then
  # what the tools report is the proof of the pin, not what was asked for
  [[ "$(version_of containerd)" == "$CONTAINERD_VERSION" ]] ||
    node_fail CONTAINERD_INSTALL_FAILED "containerd reports '$(version_of containerd)', pinned $CONTAINERD_VERSION"
  [[ "$(version_of nvidia-ctk)" == "$NVIDIA_CONTAINER_TOOLKIT_VERSION" ]] ||
    node_fail PACKAGE_INSTALL_FAILED "nvidia-ctk reports '$(version_of nvidia-ctk)', pinned $NVIDIA_CONTAINER_TOOLKIT_VERSION"
fi
node_set changed "$(python3 -c 'import json, sys; print(json.dumps(sys.argv[1:]))' "${CHANGED[@]}")"
node_result
