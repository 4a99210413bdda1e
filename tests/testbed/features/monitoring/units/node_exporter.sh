# shellcheck shell=bash
# node_exporter.service (systemctl's unit model, see fakes/systemctl): the real node_exporter
# (Debian's, behind the release tarball's wrapper), its unit file the monitoring stage writes.
# No UNIT_PACKAGE, UNIT_PROCESS or unit_exec: started from its unit file (a Type=simple unit)
