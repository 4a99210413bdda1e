#!/usr/bin/env bash
# test bed stand-in for enroot 3.5.0's conf/hooks/98-nvidia.sh (the enroot RPM installs it
# here; the contract, not its code). Run by enroot start after the container's environment is
# written (enroot src/runtime.sh: _do_environ, then _do_hooks). NVIDIA_* come from the
# container's environment (ENROOT_ENVIRON) unless the caller set them; with
# NVIDIA_VISIBLE_DEVICES unset or "void" the hook does nothing; otherwise nvidia-container-cli
# (libnvidia-container-tools) must be on PATH, else the hook fails the container start with
# enroot's error line; then it execs "nvidia-container-cli --user configure ... ROOTFS".
set -euo pipefail
export PATH="${PATH}:/usr/sbin:/sbin"
while IFS='=' read -r key value; do
  if [[ $key == NVIDIA_* && ! -v $key ]]; then export "$key=$value"; fi
done < <(tac "$ENROOT_ENVIRON")
[[ "${NVIDIA_VISIBLE_DEVICES:-void}" != void ]] || exit 0
args=(--no-cgroups)
[[ $NVIDIA_VISIBLE_DEVICES == none ]] || args+=("--device=$NVIDIA_VISIBLE_DEVICES")
if ! command -v nvidia-container-cli >/dev/null; then
  echo "[ERROR] Command not found: nvidia-container-cli, see https://github.com/NVIDIA/libnvidia-container" >&2
  exit 1
fi
exec nvidia-container-cli --user configure "${args[@]}" --compute --utility "$ENROOT_ROOTFS"
