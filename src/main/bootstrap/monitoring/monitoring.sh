#!/usr/bin/env bash
# Monitoring stage, on the bastion: the exporters on every node (node/monitoring-node.sh:
# node_exporter, the RDMA counter collector, dcgm-exporter), then on the bastion its own
# node_exporter with the Slurm state collector, Prometheus (release tarball, scraping every node's
# :9100 and :9400 and the bastion's :9100, the rule files of prometheus/ loaded, the config checked
# by promtool before it is installed) and Grafana (RPM) provisioned with Prometheus as its data
# source and the dashboards of grafana/dashboards/. Prometheus and Grafana listen on 127.0.0.1 only:
# they are reached through SSH tunnels (the stack outputs prometheusTunnel, grafanaTunnel). The
# bastion is every user's login node, so loopback is not enough: Prometheus asks for basic auth
# (--web.config.file) and Grafana's admin is not admin/admin, both with the operator's password
# generated here (lib/monitoring-lib.sh, mon_credentials; `sudo cat` it on the bastion).
# Files are written and units restarted only when their content changes: a second run changes nothing.
# Parameters: NODES, NODE_USER, SHAPE_GPUS, SHAPE_RDMA_NICS, MONITORING_RDMA_RAILS, MONITORING_RETENTION_DAYS,
# MONITORING_RETENTION_SIZE_GB, MONITORING_SCRAPE_INTERVAL_SECONDS, MONITORING_ALERTMANAGER (true:
# alerts go to Alertmanager on 127.0.0.1:9093, which the alertmanager stage installs next),
# METRICS_DIR (node_exporter's textfile directory), NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS.
# MONITORING_MODE (no stack parameter; default node): "bake" runs the node side's bake mode on
# NODES, a bake's builders (docs/bake.md: the exporters, nothing that is a host's or the
# cluster's) and nothing on this host: no Prometheus, no Grafana, no scrape targets; the result
# says "mode":"bake".
# Output: FAIL lines on stderr; last stdout line {"stage":"monitoring","ok":..,"nodes":[..],"bastion":{..}}.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=SCRIPTDIR/lib/monitoring-lib.sh
source "$BOOTSTRAP_DIR/lib/monitoring-lib.sh"

parse_nodes
: "${SHAPE_GPUS:?SHAPE_GPUS is required (GPUs per node, from the shape catalog)}"
: "${SHAPE_RDMA_NICS:?SHAPE_RDMA_NICS is required (RDMA NICs per node)}"
: "${MONITORING_RDMA_RAILS?MONITORING_RDMA_RAILS is required (the RDMA rail NICs of the shape, comma separated; may be empty)}"
[[ "$MONITORING_RDMA_RAILS" =~ ^([A-Za-z0-9_]+(,[A-Za-z0-9_]+)*)?$ ]] || bad_input "MONITORING_RDMA_RAILS '$MONITORING_RDMA_RAILS' is not a comma separated list of device names"
: "${MONITORING_RETENTION_DAYS:?MONITORING_RETENTION_DAYS is required (monitoring.retentionDays)}"
: "${MONITORING_RETENTION_SIZE_GB:?MONITORING_RETENTION_SIZE_GB is required (the size bound of the Prometheus data, GB)}"
: "${MONITORING_SCRAPE_INTERVAL_SECONDS:?MONITORING_SCRAPE_INTERVAL_SECONDS is required (seconds between scrapes)}"
: "${MONITORING_ALERTMANAGER:?MONITORING_ALERTMANAGER is required (true when monitoring.alertReceiver is set)}"
MONITORING_MODE="${MONITORING_MODE:-node}"
[[ "$MONITORING_MODE" == node || "$MONITORING_MODE" == bake ]] ||
  bad_input "MONITORING_MODE must be node or bake, got '$MONITORING_MODE'"
: "${METRICS_DIR:?METRICS_DIR is required (the textfile directory of node_exporter)}"
[[ "$METRICS_DIR" =~ ^(/[A-Za-z0-9_.-]+)+$ ]] || bad_input "METRICS_DIR '$METRICS_DIR' is not an absolute path"
[[ "$MONITORING_ALERTMANAGER" == true || "$MONITORING_ALERTMANAGER" == false ]] ||
  bad_input "MONITORING_ALERTMANAGER must be true or false, got '$MONITORING_ALERTMANAGER'"
for v in SHAPE_GPUS SHAPE_RDMA_NICS MONITORING_RETENTION_DAYS MONITORING_RETENTION_SIZE_GB \
  MONITORING_SCRAPE_INTERVAL_SECONDS NODE_TIMEOUT_SECONDS STAGE_TIMEOUT_SECONDS; do require_uint "$v"; done

say() { log "bastion: $*"; }

PROM_DIR=/etc/prometheus
PROM_RULES=$PROM_DIR/rules
PROM_DATA=/var/lib/prometheus
GRAFANA_PROVISIONING=/etc/grafana/provisioning
GRAFANA_DASHBOARDS=/var/lib/grafana/dashboards/oci-gpu-cluster
GRAFANA_REPO=/etc/yum.repos.d/grafana.repo
SLURM_METRICS=/usr/local/sbin/oci-gpu-cluster-slurm-metrics

WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT

# --- the nodes ---------------------------------------------------------------------------------
{
  cat "$BOOTSTRAP_DIR/lib/monitoring-lib.sh"
  cat "$BOOTSTRAP_DIR/node/monitoring-node.sh"
} >"$WORK/monitoring-node-payload.sh"
fanout "$WORK/nodes" "$WORK/monitoring-node-payload.sh" \
  "SHAPE_GPUS=$SHAPE_GPUS" "SCRAPE_SECONDS=$MONITORING_SCRAPE_INTERVAL_SECONDS" \
  "NODE_EXPORTER_VERSION=$NODE_EXPORTER_VERSION" "NODE_EXPORTER_SHA256=$NODE_EXPORTER_SHA256" \
  "DCGM_EXPORTER_VERSION=$DCGM_EXPORTER_VERSION" \
  "RDMA_PROGRAM_B64=$(base64 -w0 "$BOOTSTRAP_DIR/lib/rdma-metrics.sh")" "METRICS_DIR=$METRICS_DIR" \
  "RDMA_RAILS=$MONITORING_RDMA_RAILS" \
  "DCGM_COUNTERS_B64=$(base64 -w0 "$BOOTSTRAP_DIR/node/dcgm-counters.csv")" \
  "RDMA_SYSFS_ROOT=${RDMA_SYSFS_ROOT:-/sys/class/infiniband}" "MONITORING_MODE=$MONITORING_MODE"
failed_nodes=$(collect_records "$WORK/nodes")
FAILURE_COUNT=$((FAILURE_COUNT + failed_nodes))
relay_node_stderr "$WORK/nodes"

if [[ "$MONITORING_MODE" == bake ]]; then
  # a builder: its exporters only; Prometheus, Grafana and their targets are the cluster's
  if ((FAILURE_COUNT > 0)); then
    emit_result monitoring false "$WORK/nodes/records.json" mode '"bake"'
    exit 1
  fi
  emit_result monitoring true "$WORK/nodes/records.json" mode '"bake"'
  exit 0
fi

# --- the bastion -------------------------------------------------------------------------------
# prometheus.yml: every node's node_exporter and (GPU shapes) dcgm-exporter, the bastion's own
# node_exporter, Prometheus itself; a `node` label with the host's name on every target; the
# bastion's Alertmanager when alerts are delivered.
prometheus_config() {
  local i
  cat <<YAML
# oci-gpu-cluster monitoring: written by the monitoring stage (edits are overwritten)
global:
  scrape_interval: ${MONITORING_SCRAPE_INTERVAL_SECONDS}s
  evaluation_interval: ${MONITORING_SCRAPE_INTERVAL_SECONDS}s
rule_files:
  - $PROM_RULES/*.yml
YAML
  if [[ "$MONITORING_ALERTMANAGER" == true ]]; then
    cat <<YAML
alerting:
  alertmanagers:
    - basic_auth: {username: $MON_WEB_USER, password_file: $MON_PROM_PASSWORD_FILE}
      static_configs:
        - targets: ["127.0.0.1:9093"]
YAML
  fi
  cat <<YAML
scrape_configs:
  - job_name: prometheus
    basic_auth: {username: $MON_WEB_USER, password_file: $MON_PROM_PASSWORD_FILE}
    static_configs:
      - targets: ["127.0.0.1:9090"]
        labels: {node: "$(hostname -s)"}
  - job_name: node
    static_configs:
      - targets: ["127.0.0.1:9100"]
        labels: {node: "$(hostname -s)", role: bastion}
YAML
  for i in "${!NODE_NAMES[@]}"; do
    printf '      - targets: ["%s:9100"]\n        labels: {node: "%s", role: gpu}\n' "${NODE_IPS[$i]}" "${NODE_NAMES[$i]}"
  done
  if ((SHAPE_GPUS > 0)); then
    echo '  - job_name: dcgm'
    echo '    static_configs:'
    for i in "${!NODE_NAMES[@]}"; do
      printf '      - targets: ["%s:9400"]\n        labels: {node: "%s", role: gpu}\n' "${NODE_IPS[$i]}" "${NODE_NAMES[$i]}"
    done
  fi
}

# the rule files shipped in prometheus/ (not promtool's unit-test files, *test*.yml)
rule_files() {
  local f
  for f in "$BOOTSTRAP_DIR/prometheus/"*.yml; do
    [[ -f "$f" && "${f##*/}" != *test*.yml ]] && printf '%s\n' "$f"
  done
  return 0
}

# put_folder DIR UNIT FILE...: DIR holds exactly these files (others this stage put there removed)
put_folder() {
  local dir=$1 unit=$2 f old
  shift 2
  mon_dir "$dir" 0755 root:root
  for f in "$@"; do mon_put "$dir/${f##*/}" 0644 root:root "$unit" <"$f"; done
  while IFS= read -r old; do
    [[ -n "$old" ]] || continue
    local keep=false
    for f in "$@"; do [[ "${f##*/}" == "${old##*/}" ]] && keep=true; done
    $keep && continue
    mon_sudo rm -f "$old"
    mon_changed "removed $old"
    MON_UNIT_DIRTY[$unit]=1
  done < <(mon_sudo find "$dir" -maxdepth 1 -type f 2>/dev/null)
}

prometheus_setup() {
  mon_user prometheus "$PROM_DATA"
  mon_credentials || return 1
  mon_release prometheus "$PROMETHEUS_VERSION" "$PROMETHEUS_SHA256" prometheus promtool || return 1
  mon_dir "$PROM_DATA" 0755 prometheus:prometheus
  local rules=()
  mapfile -t rules < <(rule_files)
  put_folder "$PROM_RULES" prometheus "${rules[@]}"
  prometheus_config >"$WORK/prometheus.yml"
  # promtool reads the installed rule files and the password file the config names (root's: as
  # root): a bad rule or config is refused here
  if ! mon_sudo /usr/local/bin/promtool check config "$WORK/prometheus.yml" >"$WORK/promtool.out" 2>&1; then
    fail bastion MONITORING_CONFIG_INVALID "promtool check config: $(grep -m1 -iE 'FAILED|error' "$WORK/promtool.out" || tail -n 1 "$WORK/promtool.out")"
    return 1
  fi
  mon_put "$PROM_DIR/prometheus.yml" 0644 root:root prometheus <"$WORK/prometheus.yml"
  mon_put "$MON_UNIT_DIR/prometheus.service" 0644 root:root prometheus <<UNIT
# oci-gpu-cluster monitoring: Prometheus from its release tarball (edits are overwritten)
[Unit]
Description=Prometheus
After=network-online.target

[Service]
User=prometheus
ExecStart=/usr/local/bin/prometheus --config.file=$PROM_DIR/prometheus.yml --storage.tsdb.path=$PROM_DATA --storage.tsdb.retention.time=${MONITORING_RETENTION_DAYS}d --storage.tsdb.retention.size=${MONITORING_RETENTION_SIZE_GB}GB --web.listen-address=127.0.0.1:9090 --web.config.file=$MON_WEB_CONFIG
ExecReload=/bin/kill -HUP \$MAINPID
Restart=on-failure

[Install]
WantedBy=multi-user.target
UNIT
}

grafana_setup() {
  if [[ "$(rpm -q --qf '%{VERSION}' grafana 2>/dev/null)" != "$GRAFANA_VERSION" ]]; then
    mon_put "$GRAFANA_REPO" 0644 root:root <<'REPO'
[grafana]
name=grafana
baseurl=https://rpm.grafana.com
repo_gpgcheck=1
enabled=1
gpgcheck=1
gpgkey=https://rpm.grafana.com/gpg.key
sslverify=1
sslcacert=/etc/pki/tls/certs/ca-bundle.crt
REPO
    mon_retry "dnf install grafana-$GRAFANA_VERSION" mon_sudo dnf install -y -q "grafana-$GRAFANA_VERSION" >&2 || return 1
    mon_changed "grafana $GRAFANA_VERSION"
    MON_UNIT_DIRTY["grafana-server"]=1
  fi
  # loopback only: reached through the SSH tunnel (Grafana's GF_<SECTION>_<KEY> overrides, Grafana
  # docs "Configure Grafana"); no anonymous access and no sign-up (both Grafana's defaults, said
  # here so that no grafana.ini turns them on); the admin password from the root-only env file
  mon_put "$MON_UNIT_DIR/grafana-server.service.d/oci-gpu-cluster.conf" 0644 root:root grafana-server <<DROPIN
# oci-gpu-cluster monitoring (edits are overwritten)
[Service]
Environment=GF_SERVER_HTTP_ADDR=127.0.0.1
Environment=GF_SERVER_HTTP_PORT=3000
Environment=GF_AUTH_ANONYMOUS_ENABLED=false
Environment=GF_USERS_ALLOW_SIGN_UP=false
Environment=GF_SECURITY_ADMIN_USER=$MON_WEB_USER
EnvironmentFile=$MON_GRAFANA_ENV
DROPIN
  # the password is Grafana's environment's (MON_GRAFANA_ENV), not in this file
  mon_put "$GRAFANA_PROVISIONING/datasources/oci-gpu-cluster.yaml" 0640 root:grafana grafana-server <<YAML
# oci-gpu-cluster monitoring (edits are overwritten)
apiVersion: 1
datasources:
  - name: Prometheus
    uid: prometheus
    type: prometheus
    access: proxy
    url: http://127.0.0.1:9090
    isDefault: true
    basicAuth: true
    basicAuthUser: $MON_WEB_USER
    secureJsonData:
      basicAuthPassword: \$$MON_GRAFANA_PASSWORD_VAR
YAML
  mon_put "$GRAFANA_PROVISIONING/dashboards/oci-gpu-cluster.yaml" 0644 root:grafana grafana-server <<YAML
# oci-gpu-cluster monitoring (edits are overwritten)
apiVersion: 1
providers:
  - name: oci-gpu-cluster
    folder: oci-gpu-cluster
    type: file
    disableDeletion: true
    allowUiUpdates: false
    options:
      path: $GRAFANA_DASHBOARDS
YAML
  local dashboards=() f
  for f in "$BOOTSTRAP_DIR/grafana/dashboards/"*.json; do [[ -f "$f" ]] && dashboards+=("$f"); done
  put_folder "$GRAFANA_DASHBOARDS" grafana-server "${dashboards[@]}"
}

# grafana_admin: Grafana's admin signs in with the operator's password. Grafana takes
# admin_password only when it creates its database ([security] admin_password: "Set once on
# first-run"), so a Grafana that ran before this password existed still has its default
# admin/admin: changed here through its HTTP API (PUT /api/user/password, Grafana "User HTTP API",
# "Change password"), the JSON on python's stdin. A password an operator chose in Grafana is kept
# (a warning: MON_PASSWORD_FILE is then not Grafana's).
grafana_admin() {
  local out
  out=$(
    mon_sudo python3 - "$MON_PASSWORD_FILE" "$MON_WEB_USER" <<'PY'
import base64, json, sys, urllib.error, urllib.request
pw, user = open(sys.argv[1]).read().strip(), sys.argv[2]
def call(method, path, secret, body=None):
    req = urllib.request.Request("http://127.0.0.1:3000" + path, method=method,
                                 data=None if body is None else json.dumps(body).encode())
    req.add_header("Authorization", "Basic " + base64.b64encode(("%s:%s" % (user, secret)).encode()).decode())
    req.add_header("Content-Type", "application/json")
    try:
        return urllib.request.urlopen(req, timeout=10).status
    except urllib.error.HTTPError as e:
        return e.code
if call("GET", "/api/user", pw) == 200:
    print("ok")
elif call("PUT", "/api/user/password", "admin", {"oldPassword": "admin", "newPassword": pw, "confirmNew": pw}) == 200:
    print("changed")
else:
    print("other")
PY
  ) || out=error
  case $out in
    ok) ;;
    changed) mon_changed "grafana admin password (was Grafana's default admin/admin)" ;;
    other) say "WARN Grafana's admin signs in neither with $MON_PASSWORD_FILE nor with admin/admin: an operator set another password in Grafana; it is kept" ;;
    *)
      say "could not ask Grafana on 127.0.0.1:3000 for its admin user"
      return 1
      ;;
  esac
}

# grafana_answers: Grafana's health endpoint (no sign-in; Grafana "Health HTTP API") answers
grafana_answers() {
  python3 -c 'import sys, urllib.request; sys.exit(0 if urllib.request.urlopen("http://127.0.0.1:3000/api/health", timeout=3).status == 200 else 1)' 2>/dev/null
}

bastion_setup() {
  mon_node_exporter || return 1
  mon_put "$SLURM_METRICS" 0755 root:root <"$BOOTSTRAP_DIR/lib/slurm-metrics.sh"
  mon_timer oci-gpu-cluster-slurm-metrics "$SLURM_METRICS" "$MONITORING_SCRAPE_INTERVAL_SECONDS" "oci-gpu-cluster Slurm state to the textfile collector"
  prometheus_setup || return 1
  grafana_setup || return 1
  mon_units node_exporter oci-gpu-cluster-slurm-metrics.timer prometheus grafana-server || return 1
  wait_until bastion "Grafana answering on 127.0.0.1:3000" 60 "${RETRY_DELAY_SECONDS:-2}" grafana_answers || {
    fail bastion MONITORING_NOT_SERVING "nothing answers http://127.0.0.1:3000/api/health on the bastion (grafana-server)"
    return 1
  }
  grafana_admin
}

if ! bastion_setup; then
  ((FAILURE_COUNT > 0)) || fail bastion MONITORING_INSTALL_FAILED "the bastion's monitoring could not be installed (log lines above)"
else
  wait_until bastion "port 9100 answering /metrics" 60 "${RETRY_DELAY_SECONDS:-2}" mon_answers 9100 ||
    fail bastion MONITORING_NOT_SERVING "nothing answers http://127.0.0.1:9100/metrics on the bastion"
  wait_until bastion "port 9090 answering /metrics (basic auth)" 60 "${RETRY_DELAY_SECONDS:-2}" mon_answers 9090 "$MON_PASSWORD_FILE" ||
    fail bastion MONITORING_NOT_SERVING "nothing answers http://127.0.0.1:9090/metrics on the bastion with the operator's password"
fi

bastion_json=$(mon_result_json)
if ((FAILURE_COUNT > 0)); then
  emit_result monitoring false "$WORK/nodes/records.json" bastion "$bastion_json"
  exit 1
fi
emit_result monitoring true "$WORK/nodes/records.json" bastion "$bastion_json"
