# shellcheck shell=bash disable=SC2034
# sssd.service (systemctl's unit model, see fakes/systemctl): the real sssd (Debian's SSSD 2.8),
# its unit there once sssd-common is installed. The EL9 unit runs `sssd -i` under systemd
# (Type=notify); here it forks itself (-D)
UNIT_PACKAGE=sssd-common
UNIT_PROCESS=sssd
unit_exec() { /usr/sbin/sssd -D; }
