# shellcheck shell=bash disable=SC2034
# sackd.service of the slurm-sackd RPM (systemctl's unit model, see fakes/systemctl), as Slurm
# 25.11's etc/sackd.service.in has it: Type=notify, User=slurm, RuntimeDirectory=slurm,
# EnvironmentFile=-/etc/sysconfig/sackd (the login stage writes SACKD_OPTIONS there),
# ExecStart=/usr/sbin/sackd --systemd $SACKD_OPTIONS (bin/slurm-unit-start); the binary is the
# pinned Slurm the stage installed.
UNIT_PACKAGE=slurm-sackd
UNIT_PROCESS=sackd
unit_exec() { /usr/lib/ocitb/models/bin/slurm-unit-start sackd slurm /run/slurm SACKD_OPTIONS; }
