# shellcheck shell=bash disable=SC2034
# munge.service of the EPEL 9 munge package (systemctl's unit model, see fakes/systemctl): the
# real munged (Debian's) as user munge, with /run/munge (the EL9 unit's RuntimeDirectory)
UNIT_PACKAGE=munge
UNIT_PROCESS=munged
unit_exec() {
  install -d -m 0755 -o munge -g munge /run/munge
  install -d -m 0700 -o munge -g munge /var/log/munge /var/lib/munge
  /usr/sbin/runuser -u munge -- /usr/sbin/munged
}
