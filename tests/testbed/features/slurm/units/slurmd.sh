# shellcheck shell=bash disable=SC2034
# slurmd.service of the slurm-slurmd RPM (systemctl's unit model, see fakes/systemctl), as Slurm
# 25.11's etc/slurmd.service.in has it: Type=notify, as root, RuntimeDirectory=slurm,
# EnvironmentFile=-/etc/sysconfig/slurmd (the node stage writes SLURMD_OPTIONS there),
# ExecStart=/usr/sbin/slurmd --systemd $SLURMD_OPTIONS (bin/slurm-unit-start); the binary is the
# pinned Slurm the stage installed.
UNIT_PACKAGE=slurm-slurmd
UNIT_PROCESS=slurmd
unit_exec() { /usr/lib/ocitb/models/bin/slurm-unit-start slurmd root /run/slurm SLURMD_OPTIONS; }
