#!/usr/bin/env bash
# Monitoring helpers shared by the bastion (sourced by monitoring.sh) and the nodes (streamed
# ahead of node/monitoring-node.sh): release tarballs checked against the SHA256 versions.env
# pins (not a digest file from the same download site), files written only when their
# content changes, units (re)started only when one of their files changed. The caller defines
# `say MESSAGE` and reads MON_CHANGED (what this run changed) and MON_RESTARTED (units restarted).
set -euo pipefail

# What the release files installed are (a file per tool holding its version).
MON_MARKER_DIR=/var/lib/oci-gpu-cluster/monitoring
MON_UNIT_DIR=/etc/systemd/system
MON_ATTEMPTS=3
MON_CHANGED=()
MON_RESTARTED=()
# NAME=VALUE pairs the first run of a timer's program gets (mon_timer; a test knob)
MON_RUN_ENV=()
# NAME=VALUE pairs a timer's program gets in its unit (Environment=) and in its first run
MON_UNIT_ENV=()
# the units whose files this run changed: restarted, not only started
declare -A MON_UNIT_DIRTY=()
PATH="$PATH:/usr/local/sbin:/usr/local/bin:/usr/sbin:/sbin"

mon_sudo() { sudo -n env "PATH=$PATH" "$@"; }

mon_changed() {
  MON_CHANGED+=("$1")
  say "changed $1"
}

# mon_retry WHAT CMD...: transient failures (downloads, mirrors), MON_ATTEMPTS times: the
# nodes' node_retry (lib/node-lib.sh) or the bastion's retry (lib/common.sh).
mon_retry() {
  local what=$1
  shift
  if declare -F node_retry >/dev/null; then
    node_retry "$what" "$MON_ATTEMPTS" 10 "$@"
  else
    retry bastion "$what" "$MON_ATTEMPTS" 10 "$@"
  fi
}

# mon_answers PORT [PASSWORD_FILE]: an HTTP GET of /metrics on this host's PORT answers 200
# (python3: Oracle Linux 9 always has it); with PASSWORD_FILE, as MON_WEB_USER with that password
# (basic auth; the file is root's: read under sudo)
mon_answers() {
  local run=(python3)
  [[ -z "${2:-}" ]] || run=(mon_sudo python3)
  "${run[@]}" - "$1" "${2:-}" "$MON_WEB_USER" <<'PY'
import base64, sys, urllib.request
req = urllib.request.Request("http://127.0.0.1:%s/metrics" % sys.argv[1])
if sys.argv[2]:
    pw = open(sys.argv[2]).read().strip()
    req.add_header("Authorization", "Basic " + base64.b64encode(("%s:%s" % (sys.argv[3], pw)).encode()).decode())
try:
    sys.exit(0 if urllib.request.urlopen(req, timeout=3).status == 200 else 1)
except Exception:
    sys.exit(1)
PY
}

# The operator's credentials for the bastion's Prometheus, Alertmanager and Grafana. The bastion
# is every user's login node, so loopback is not operator-only: each asks for a user and password.
# The password is generated here once (32 characters of [A-Za-z0-9] from /dev/urandom) and never
# leaves this host: MON_PASSWORD_FILE (0600 root) is what the operator reads with sudo
# (docs/monitoring.md); MON_WEB_CONFIG holds only its bcrypt hash (Prometheus' and Alertmanager's
# --web.config.file, basic_auth_users: Prometheus docs "HTTPS and authentication", exporter-toolkit
# docs/web-configuration.md, which read the file again on every request); MON_PROM_PASSWORD_FILE
# is Prometheus' own copy for its self-scrape and its Alertmanager client (password_file);
# MON_GRAFANA_ENV is read by systemd as root for grafana-server (EnvironmentFile=): Grafana's admin
# password (GF_SECURITY_ADMIN_PASSWORD, Grafana docs "Configure Grafana", [security]
# admin_password) and the data source's (expanded in the provisioning file, Grafana docs
# "Provision Grafana", "Using environment variables").
MON_WEB_USER="admin"
MON_CRED_DIR=/etc/oci-gpu-cluster/monitoring
MON_PASSWORD_FILE=$MON_CRED_DIR/admin-password
MON_WEB_CONFIG=/etc/prometheus/web.yml
MON_PROM_PASSWORD_FILE=/etc/prometheus/web-password
MON_GRAFANA_ENV=$MON_CRED_DIR/grafana.env
# the variable the Grafana data source's provisioning file names for its password
MON_GRAFANA_PASSWORD_VAR=OCI_GPU_CLUSTER_PROMETHEUS_PASSWORD

# mon_credentials: the password (generated when missing) and the files derived from it; the
# bcrypt hash is made again only with a new password or a missing web config (bcrypt salts
# differ: a second run changes nothing). htpasswd (httpd-tools, AppStream) makes the hash from
# stdin (htpasswd(1): -n -i -B -C), so the password is never a command's argument.
mon_credentials() {
  local pw new=false hash
  mon_dir "$MON_CRED_DIR" 0700 root:root
  if ! mon_sudo test -s "$MON_PASSWORD_FILE"; then
    (tr -dc 'A-Za-z0-9' </dev/urandom | head -c 32 || true) | mon_put "$MON_PASSWORD_FILE" 0600 root:root
    new=true
  fi
  pw=$(mon_sudo cat "$MON_PASSWORD_FILE")
  [[ "$pw" =~ ^[A-Za-z0-9]{16,}$ ]] || {
    say "$MON_PASSWORD_FILE does not hold a password of 16 or more letters and digits: delete it and rerun to generate one"
    return 1
  }
  if $new || ! mon_sudo test -s "$MON_WEB_CONFIG"; then
    command -v htpasswd >/dev/null 2>&1 || mon_retry "dnf install httpd-tools" mon_sudo dnf install -y -q httpd-tools >&2 || return 1
    hash=$(htpasswd -niB -C 10 "$MON_WEB_USER" <<<"$pw" | sed -n "s/^$MON_WEB_USER://p")
    [[ "$hash" == \$2* ]] || {
      say "htpasswd made no bcrypt hash"
      return 1
    }
    printf '# oci-gpu-cluster monitoring: who may use Prometheus and Alertmanager (edits are overwritten)\nbasic_auth_users:\n  %s: %s\n' \
      "$MON_WEB_USER" "$hash" | mon_put "$MON_WEB_CONFIG" 0640 root:prometheus prometheus
  fi
  printf '%s' "$pw" | mon_put "$MON_PROM_PASSWORD_FILE" 0640 root:prometheus prometheus
  printf 'GF_SECURITY_ADMIN_PASSWORD=%s\n%s=%s\n' "$pw" "$MON_GRAFANA_PASSWORD_VAR" "$pw" |
    mon_put "$MON_GRAFANA_ENV" 0600 root:root grafana-server
}

# mon_put DEST MODE OWNER:GROUP [UNIT]: stdin as DEST, only when its content, mode or owner
# differ; a change marks UNIT for a restart.
mon_put() {
  local dest=$1 mode=$2 owner=$3 unit=${4:-} tmp
  tmp=$(mktemp)
  cat >"$tmp"
  if mon_sudo cmp -s "$tmp" "$dest" && [[ "$(mon_sudo stat -c '%a %U:%G' "$dest")" == "${mode#0} $owner" ]]; then
    rm -f "$tmp"
    return 0
  fi
  mon_sudo install -D -m "$mode" -o "${owner%:*}" -g "${owner#*:}" "$tmp" "$dest"
  rm -f "$tmp"
  mon_changed "$dest"
  [[ -z "$unit" ]] || MON_UNIT_DIRTY[$unit]=1
}

# mon_dir DIR MODE OWNER:GROUP
mon_dir() {
  if [[ "$(mon_sudo stat -c '%a %U:%G' "$1" 2>/dev/null)" != "${2#0} $3" ]]; then
    mon_sudo install -d -m "$2" -o "${3%:*}" -g "${3#*:}" "$1"
    mon_changed "$1"
  fi
}

# mon_user NAME HOME: a system user without a login, as the release tarballs' guides create one.
mon_user() {
  getent passwd "$1" >/dev/null && return 0
  mon_sudo useradd -r -M -d "$2" -s /sbin/nologin -c "$1 (oci-gpu-cluster monitoring)" "$1" >&2
  mon_changed "user $1"
}

# mon_release NAME VERSION SHA256 BINARY...: github.com/prometheus/NAME's release tarball of
# VERSION for linux-amd64, checked against SHA256 (versions.env's pin), its BINARYs to
# /usr/local/bin; nothing is downloaded when the marker says VERSION is installed and the
# binaries are there.
mon_release() {
  local name=$1 version=$2 sha256=$3 bin dl tarball base ok=true
  shift 3
  for bin in "$@"; do [[ -x /usr/local/bin/$bin ]] || ok=false; done
  if $ok && [[ "$(cat "$MON_MARKER_DIR/$name.version" 2>/dev/null)" == "$version" ]]; then return 0; fi
  tarball=$name-$version.linux-amd64.tar.gz
  base=https://github.com/prometheus/$name/releases/download/v$version
  dl=$(mktemp -d)
  if [[ ! "$sha256" =~ ^[0-9a-f]{64}$ ]]; then
    rm -rf "$dl"
    say "no SHA256 of $tarball pinned in versions.env (got '$sha256')"
    return 1
  fi
  if ! mon_retry "download $tarball" curl -fsSL --connect-timeout 20 -o "$dl/$tarball" "$base/$tarball"; then
    rm -rf "$dl"
    say "cannot download $base/$tarball"
    return 1
  fi
  if ! printf '%s  %s\n' "$sha256" "$dl/$tarball" | sha256sum -c --status -; then
    rm -rf "$dl"
    say "$tarball does not match the SHA256 versions.env pins ($sha256)"
    return 1
  fi
  tar -C "$dl" -xzf "$dl/$tarball"
  for bin in "$@"; do
    mon_sudo install -m 0755 -o root -g root "$dl/$name-$version.linux-amd64/$bin" "/usr/local/bin/$bin"
  done
  rm -rf "$dl"
  printf '%s\n' "$version" | mon_put "$MON_MARKER_DIR/$name.version" 0644 root:root
  for bin in "$@"; do MON_UNIT_DIRTY[$bin]=1; done
  mon_changed "$name $version (/usr/local/bin/$*)"
}

# mon_node_exporter: node_exporter from its release, its user, the textfile directory and the
# unit (listening on :9100 of every interface: Prometheus on the bastion scrapes it over the VCN).
# The textfile collector's directory, METRICS_DIR: node_exporter exports every *.prom file in it
# (the health check writes health.prom, the RDMA and Slurm collectors oci_gpu_cluster_{rdma,slurm}.prom).
mon_node_exporter() {
  : "${METRICS_DIR:?METRICS_DIR is required (the textfile directory of node_exporter)}"
  mon_user node_exporter /var/lib/node_exporter
  mon_dir "$METRICS_DIR" 0755 root:root
  mon_release node_exporter "$NODE_EXPORTER_VERSION" "${NODE_EXPORTER_SHA256:-unpinned}" node_exporter || return 1
  mon_put "$MON_UNIT_DIR/node_exporter.service" 0644 root:root node_exporter <<UNIT
# oci-gpu-cluster monitoring: node_exporter from its release tarball (edits are overwritten)
[Unit]
Description=Prometheus node_exporter
After=network-online.target

[Service]
User=node_exporter
ExecStart=/usr/local/bin/node_exporter --web.listen-address=:9100 --collector.textfile.directory=$METRICS_DIR
Restart=on-failure

[Install]
WantedBy=multi-user.target
UNIT
}

# mon_timer NAME PROGRAM INTERVAL DESCRIPTION: PROGRAM run as root every INTERVAL seconds by
# NAME.timer (a oneshot NAME.service), and once now so its metrics exist from the start.
mon_timer() {
  local name=$1 program=$2 interval=$3 what=$4 env="" e
  for e in "${MON_UNIT_ENV[@]}"; do env+="Environment=$e"$'\n'; done
  mon_put "$MON_UNIT_DIR/$name.service" 0644 root:root "$name.timer" <<UNIT
# oci-gpu-cluster monitoring (edits are overwritten)
[Unit]
Description=$what

[Service]
Type=oneshot
Environment=METRICS_DIR=$METRICS_DIR
${env}ExecStart=$program
UNIT
  mon_put "$MON_UNIT_DIR/$name.timer" 0644 root:root "$name.timer" <<UNIT
# oci-gpu-cluster monitoring (edits are overwritten)
[Unit]
Description=$what, every ${interval}s

[Timer]
OnBootSec=${interval}s
OnUnitActiveSec=${interval}s
AccuracySec=1s

[Install]
WantedBy=timers.target
UNIT
  mon_sudo env "METRICS_DIR=$METRICS_DIR" "${MON_UNIT_ENV[@]}" "${MON_RUN_ENV[@]}" "$program" || say "WARN first run of $program failed"
}

# mon_units UNIT...: systemd reloaded when a unit file changed; each unit enabled and running,
# restarted only when one of its files changed this run.
mon_units() {
  local u reloaded=false
  for u in "$@"; do
    if [[ -n "${MON_UNIT_DIRTY[$u]:-}" ]] && ! $reloaded; then
      mon_sudo systemctl daemon-reload
      reloaded=true
    fi
  done
  for u in "$@"; do
    mon_sudo systemctl is-enabled --quiet "$u" 2>/dev/null || mon_sudo systemctl enable "$u" >&2 2>/dev/null || return 1
    if [[ -n "${MON_UNIT_DIRTY[$u]:-}" ]]; then
      mon_sudo systemctl restart "$u" >&2 || {
        say "systemctl restart $u failed"
        return 1
      }
      MON_RESTARTED+=("$u")
    elif ! mon_sudo systemctl is-active --quiet "$u"; then
      mon_sudo systemctl start "$u" >&2 || {
        say "systemctl start $u failed"
        return 1
      }
      MON_RESTARTED+=("$u")
    fi
  done
}

# mon_result_json: {"changed":[..],"restarted":[..]} of this run (a stage's "bastion" record)
mon_result_json() {
  local json_list='import json,sys; print(json.dumps([l for l in sys.stdin.read().splitlines() if l]))'
  printf '{"changed":%s,"restarted":%s}' \
    "$(printf '%s\n' "${MON_CHANGED[@]}" | python3 -c "$json_list")" \
    "$(printf '%s\n' "${MON_RESTARTED[@]}" | python3 -c "$json_list")"
}
