# shellcheck shell=bash disable=SC2034
# grafana-server.service (systemctl's unit model, see fakes/systemctl): the bed's Grafana stand-in
# (bin/grafana_server.py behind /usr/share/grafana/bin/grafana), started from the grafana RPM's
# unit file (pkg-files/grafana.post) and the stage's drop-in as systemd starts a Type=simple unit:
# ExecStart with ${VAR} from EnvironmentFile=/Environment=, as User=grafana. The unit exists once
# the grafana package is installed.
UNIT_PACKAGE=grafana
