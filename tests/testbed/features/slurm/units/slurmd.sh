# shellcheck shell=bash disable=SC2034
# slurmd.service of the EPEL 9 package (systemctl's unit model, see fakes/systemctl): the real
# slurmd (Debian's Slurm 22.05) with $SLURMD_OPTIONS from /etc/sysconfig/slurmd, as the EL9
# unit's ExecStart
UNIT_PACKAGE=slurm-slurmd
UNIT_PROCESS=slurmd
unit_exec() {
  local SLURMD_OPTIONS=""
  # shellcheck source=/dev/null
  if [[ -r /etc/sysconfig/slurmd ]]; then source /etc/sysconfig/slurmd; fi
  # shellcheck disable=SC2086 # options as the unit's ExecStart expands them
  /usr/sbin/slurmd $SLURMD_OPTIONS
}
