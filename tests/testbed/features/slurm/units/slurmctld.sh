# shellcheck shell=bash disable=SC2034
# slurmctld.service (systemctl's unit model, see fakes/systemctl): the real slurmctld (Debian's
# Slurm 22.05), its unit there once slurm-slurmctld is installed
UNIT_PACKAGE=slurm-slurmctld
UNIT_PROCESS=slurmctld
unit_exec() { /usr/sbin/slurmctld; }
