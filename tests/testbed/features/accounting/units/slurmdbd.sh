# shellcheck shell=bash disable=SC2034
# slurmdbd.service (systemctl's unit model, see fakes/systemctl): the real slurmdbd (Debian's
# 22.05) as user slurm with /run/slurmdbd, as Slurm's etc/slurmdbd.service.in (User=slurm,
# RuntimeDirectory=slurmdbd; it forks itself here instead of -D under systemd)
UNIT_PACKAGE=slurm-slurmdbd
UNIT_PROCESS=slurmdbd
unit_exec() {
  install -d -m 0755 -o slurm -g slurm /run/slurmdbd
  /usr/sbin/runuser -u slurm -- /usr/sbin/slurmdbd
}
