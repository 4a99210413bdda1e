#!/usr/bin/env bash
# Alertmanager stage, on the bastion (after the monitoring stage, whose prometheus.yml sends alerts
# to 127.0.0.1:9093 when monitoring.alertReceiver is set): Alertmanager from its release tarball
# (checked against versions.env's ALERTMANAGER_SHA256), listening on 127.0.0.1:9093 only (its HA gossip
# port off) and asking for the operator's password (--web.config.file, basic auth: the bastion is
# every user's login node, and a silence posted there mutes an alert), with one route to one
# webhook receiver, resolved alerts sent too. The config is
# checked by amtool before it is installed.
# The receiver URL arrives on stdin (the Pulumi Command's stdin, a secret: such URLs carry a
# token). It is never printed, never an argument of a command (no ps can see it), and written
# only to /etc/alertmanager/alertmanager.yml (0640 root:prometheus); amtool's messages are shown
# with it replaced.
# Files are written and the unit restarted only when their content changes: a second run changes nothing.
# Parameters: NODE_USER, METRICS_DIR (read by lib/monitoring-lib.sh), STAGE_TIMEOUT_SECONDS. Test knobs: ALERTMANAGER_GROUP_WAIT,
# ALERTMANAGER_GROUP_INTERVAL, ALERTMANAGER_REPEAT_INTERVAL (Alertmanager's route timings; unset:
# its documented defaults 30s, 5m, 4h).
# Output: FAIL lines on stderr; last stdout line {"stage":"alertmanager","ok":..,"bastion":{..}}.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=SCRIPTDIR/lib/monitoring-lib.sh
source "$BOOTSTRAP_DIR/lib/monitoring-lib.sh"

RECEIVER=$(cat)
[[ -n "$RECEIVER" ]] || bad_input "no alert receiver URL on stdin (monitoring.alertReceiver, a Pulumi secret)"
[[ "$RECEIVER" != *[[:space:][:cntrl:]]* ]] || bad_input "the alert receiver URL on stdin must be one line without spaces"
[[ "$RECEIVER" == https://* || "$RECEIVER" == http://* ]] || bad_input "the alert receiver URL on stdin is not an http(s):// URL"

say() { log "bastion: $*"; }

AM_DIR=/etc/alertmanager
AM_DATA=/var/lib/alertmanager
GROUP_WAIT=${ALERTMANAGER_GROUP_WAIT:-30s}
GROUP_INTERVAL=${ALERTMANAGER_GROUP_INTERVAL:-5m}
REPEAT_INTERVAL=${ALERTMANAGER_REPEAT_INTERVAL:-4h}

WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT

# alertmanager.yml: one route, one webhook receiver (Alertmanager docs "Configuration",
# <route>, <webhook_config>). The URL as a YAML double-quoted scalar, written by bash builtins only.
alertmanager_config() {
  local url=${RECEIVER//\\/\\\\}
  url=${url//\"/\\\"}
  cat <<YAML
# oci-gpu-cluster monitoring: written by the alertmanager stage (edits are overwritten)
route:
  receiver: alert-receiver
  group_by: [alertname, node]
  group_wait: $GROUP_WAIT
  group_interval: $GROUP_INTERVAL
  repeat_interval: $REPEAT_INTERVAL
receivers:
  - name: alert-receiver
    webhook_configs:
      - send_resolved: true
YAML
  printf '        url: "%s"\n' "$url"
}

alertmanager_setup() {
  mon_user prometheus /var/lib/prometheus
  # the operator's password and its web config (the monitoring stage made them; kept as they are)
  mon_credentials || return 1
  mon_release alertmanager "$ALERTMANAGER_VERSION" "$ALERTMANAGER_SHA256" alertmanager amtool || return 1
  mon_dir "$AM_DATA" 0755 prometheus:prometheus
  mon_dir "$AM_DIR" 0755 root:root
  (
    umask 077
    alertmanager_config >"$WORK/alertmanager.yml"
  )
  if ! /usr/local/bin/amtool check-config "$WORK/alertmanager.yml" >"$WORK/amtool.out" 2>&1; then
    local why
    why=$(grep -m1 -iE 'FAILED|error' "$WORK/amtool.out" || tail -n 1 "$WORK/amtool.out")
    fail bastion ALERTMANAGER_CONFIG_INVALID "amtool check-config: ${why//"$RECEIVER"/[monitoring.alertReceiver]}"
    return 1
  fi
  mon_put "$AM_DIR/alertmanager.yml" 0640 root:prometheus alertmanager <"$WORK/alertmanager.yml"
  mon_put "$MON_UNIT_DIR/alertmanager.service" 0644 root:root alertmanager <<UNIT
# oci-gpu-cluster monitoring: Alertmanager from its release tarball (edits are overwritten)
[Unit]
Description=Prometheus Alertmanager
After=network-online.target

[Service]
User=prometheus
ExecStart=/usr/local/bin/alertmanager --config.file=$AM_DIR/alertmanager.yml --storage.path=$AM_DATA --web.listen-address=127.0.0.1:9093 --web.config.file=$MON_WEB_CONFIG --cluster.listen-address=
ExecReload=/bin/kill -HUP \$MAINPID
Restart=on-failure

[Install]
WantedBy=multi-user.target
UNIT
  mon_units alertmanager
}

if ! alertmanager_setup; then
  ((FAILURE_COUNT > 0)) || fail bastion ALERTMANAGER_INSTALL_FAILED "Alertmanager could not be installed (log lines above)"
else
  wait_until bastion "port 9093 answering /metrics (basic auth)" 60 "${RETRY_DELAY_SECONDS:-2}" mon_answers 9093 "$MON_PASSWORD_FILE" ||
    fail bastion ALERTMANAGER_NOT_SERVING "nothing answers http://127.0.0.1:9093/metrics on the bastion with the operator's password"
fi
unset RECEIVER

bastion_json=$(mon_result_json)
if ((FAILURE_COUNT > 0)); then
  emit_result alertmanager false "" bastion "$bastion_json"
  exit 1
fi
emit_result alertmanager true "" bastion "$bastion_json"
