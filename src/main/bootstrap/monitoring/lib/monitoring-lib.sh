#!/usr/bin/env bash
# Monitoring helpers shared by the bastion (sourced by monitoring.sh) and the nodes (streamed
# ahead of node/monitoring-node.sh): release tarballs checked against their release's own
# sha256sums.txt (as the containers stage checks containerd's), files written only when their
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

# mon_answers PORT: an HTTP GET of /metrics on this host's PORT answers 200 (python3: Oracle
# Linux 9 always has it)
mon_answers() {
  python3 - "$1" <<'PY'
import sys, urllib.request
try:
    sys.exit(0 if urllib.request.urlopen("http://127.0.0.1:%s/metrics" % sys.argv[1], timeout=3).status == 200 else 1)
except Exception:
    sys.exit(1)
PY
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

# mon_release NAME VERSION BINARY...: github.com/prometheus/NAME's release tarball of VERSION for
# linux-amd64, checked against the release's sha256sums.txt, its BINARYs to /usr/local/bin;
# nothing is downloaded when the marker says VERSION is installed and the binaries are there.
mon_release() {
  local name=$1 version=$2 bin dl tarball base ok=true
  shift 2
  for bin in "$@"; do [[ -x /usr/local/bin/$bin ]] || ok=false; done
  if $ok && [[ "$(cat "$MON_MARKER_DIR/$name.version" 2>/dev/null)" == "$version" ]]; then return 0; fi
  tarball=$name-$version.linux-amd64.tar.gz
  base=https://github.com/prometheus/$name/releases/download/v$version
  dl=$(mktemp -d)
  if ! mon_retry "download $tarball" curl -fsSL --connect-timeout 20 -o "$dl/$tarball" "$base/$tarball" ||
    ! mon_retry "download $name's sha256sums.txt" curl -fsSL --connect-timeout 20 -o "$dl/sha256sums.txt" "$base/sha256sums.txt"; then
    rm -rf "$dl"
    say "cannot download $base/$tarball"
    return 1
  fi
  if ! (cd "$dl" && grep -E "[[:space:]]$tarball\$" sha256sums.txt | sha256sum -c --status -); then
    rm -rf "$dl"
    say "$tarball does not match its release's sha256sums.txt"
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
  mon_release node_exporter "$NODE_EXPORTER_VERSION" node_exporter || return 1
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
