# shellcheck shell=bash disable=SC2034
# slurmdbd.service of the slurm-slurmdbd RPM (systemctl's unit model, see fakes/systemctl), as
# Slurm 25.11's etc/slurmdbd.service.in has it: Type=simple, User=slurm, Group=slurm,
# RuntimeDirectory=slurmdbd, EnvironmentFile=-/etc/sysconfig/slurmdbd, ExecStart=/usr/sbin/slurmdbd
# -D -s $SLURMDBD_OPTIONS: in the foreground, in its own session here. The binary is the pinned
# Slurm the stage installed (the bed's build of it: features/slurm/prepare.sh).
UNIT_PACKAGE=slurm-slurmdbd
UNIT_PROCESS=slurmdbd
unit_exec() {
  local SLURMDBD_OPTIONS="" options=()
  install -d -m 0755 -o slurm -g slurm /run/slurmdbd
  if [[ -r /etc/sysconfig/slurmdbd ]]; then
    # shellcheck source=/dev/null
    source /etc/sysconfig/slurmdbd
  fi
  read -r -a options <<<"$SLURMDBD_OPTIONS"
  setsid -f setpriv --reuid=slurm --regid="$(id -g slurm)" --init-groups /usr/sbin/slurmdbd -D -s "${options[@]}" </dev/null
}
