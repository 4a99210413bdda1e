# shellcheck shell=bash disable=SC2034
# slurmctld.service of the slurm-slurmctld RPM (systemctl's unit model, see fakes/systemctl), as
# Slurm 25.11's etc/slurmctld.service.in has it: Type=notify, User=slurm, RuntimeDirectory=slurmctld,
# EnvironmentFile=-/etc/sysconfig/slurmctld, ExecStart=/usr/sbin/slurmctld --systemd
# $SLURMCTLD_OPTIONS (bin/slurm-unit-start). The binary is the pinned Slurm the stage installed
# (the bed's build of it: features/slurm/prepare.sh); --systemd needs NOTIFY_SOCKET and the
# SlurmUser (controller.c: "Running user ID does not match the SlurmUser").
UNIT_PACKAGE=slurm-slurmctld
UNIT_PROCESS=slurmctld
unit_exec() { /usr/lib/ocitb/models/bin/slurm-unit-start slurmctld slurm /run/slurmctld SLURMCTLD_OPTIONS; }
