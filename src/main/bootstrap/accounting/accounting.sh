#!/usr/bin/env bash
# Job accounting, on the bastion (Slurm's accounting.shtml: slurmdbd over
# MySQL or MariaDB): MariaDB from Oracle Linux 9's AppStream (mariadb-server, unit
# mariadb), its database and user for slurmdbd, and slurmdbd from the Slurm RPMs the bastion
# builds (slurm.spec's slurm-slurmdbd: /usr/sbin/slurmdbd and slurmdbd.service, which runs it as
# User=slurm), with /etc/slurm/slurmdbd.conf owned by slurm, mode 0600 (slurmdbd refuses any other
# mode: src/slurmdbd/read_config.c). Runs before slurm-controller: slurmctld started with
# AccountingStorageType=accounting_storage/slurmdbd needs slurmdbd to answer (Slurm's
# src/slurmctld/controller.c), and registers the cluster itself on its first connection
# (src/slurmdbd/proc_req.c, _register_ctld, adds a cluster the database lacks). When no Slurm
# RPMs are built yet this stage builds them (lib/slurm-build.sh; slurm-controller then finds them).
# The database password is generated here once and kept only in slurmdbd.conf: nothing else
# needs it, so it never leaves this host (no Pulumi state, no parameter, no output); the SQL that
# sets it goes to mysql on stdin, never on a command line.
# Idempotent: a second run changes no file and restarts nothing.
# Parameters: NODE_USER, ACCOUNTING_RETENTION_MONTHS, ALLOW_UNPINNED_DOWNLOADS, STAGE_TIMEOUT_SECONDS.
# Output: FAIL lines on stderr; last stdout line {"stage":"accounting",...}.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=SCRIPTDIR/lib/slurm-lib.sh
source "$BOOTSTRAP_DIR/lib/slurm-lib.sh"
# shellcheck source=SCRIPTDIR/lib/slurm-build.sh
source "$BOOTSTRAP_DIR/lib/slurm-build.sh"

require_uint ACCOUNTING_RETENTION_MONTHS
((ACCOUNTING_RETENTION_MONTHS >= 1 && ACCOUNTING_RETENTION_MONTHS <= 120)) ||
  bad_input "ACCOUNTING_RETENTION_MONTHS must be 1 to 120 (accounting.retentionMonths), got $ACCOUNTING_RETENTION_MONTHS"
pins=$(sl_require_pins) || bad_input "$pins"
for v in SLURM_UID SLURM_GID; do require_uint "$v"; done

ME=bastion
WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT
say() { log "$ME: $*"; }

DBD_CONF=$SLURM_CONF_DIR/slurmdbd.conf
DBD_PORT=6819
# slurmdbd.conf's StorageLoc and StorageUser (accounting.shtml: GRANT ALL ON StorageLoc.* TO
# 'StorageUser'@'StorageHost')
DB_NAME=slurm_acct_db
DB_USER=slurm

# root reaches a fresh MariaDB over its socket without a password (MariaDB 10.4 and later
# initialize root@localhost with unix_socket authentication; an empty root password works the same)
db_root() { sl_sudo mysql --batch --skip-column-names "$@"; }
db_up() { db_root -e 'SELECT 1' >/dev/null 2>&1; }

# The InnoDB settings Slurm's accounting.shtml (tag slurm-25-11-6-1, "Before running the
# slurmdbd for the first time") recommends, as its example my.cnf gives them:
# innodb_buffer_pool_size "between 5 and 50 percent of the available memory ... and at least 4
# GiB", innodb_log_file_size "25 percent of innodb_buffer_pool_size divided by
# innodb_log_files_in_group" (MariaDB 10.5 keeps one log file), innodb_lock_wait_timeout "900
# seconds", max_allowed_packet "at least 16M". slurmdbd checks them at every start and logs
# "Database settings not recommended values" below half of each
# (src/plugins/accounting_storage/mysql/accounting_storage_mysql.c, _check_database_variables).
# OL9's /etc/my.cnf reads /etc/my.cnf.d (!includedir); written before MariaDB's first start, a
# change restarts it.
MARIADB_CNF=/etc/my.cnf.d/oci-gpu-cluster-slurmdbd.cnf
mariadb_settings() {
  cat <<'CNF'
# Written by oci-gpu-cluster (accounting stage): the settings Slurm's accounting.shtml recommends
# for slurmdbd; the next run overwrites changes here.
[mysqld]
innodb_buffer_pool_size=4096M
innodb_log_file_size=1024M
innodb_lock_wait_timeout=900
max_allowed_packet=16M
CNF
}

setup_mariadb() {
  local cnf_changed=false
  sl_install_missing mariadb-server || {
    fail "$ME" PACKAGE_INSTALL_FAILED "dnf install mariadb-server failed $SL_ATTEMPTS times"
    return 1
  }
  mariadb_settings >"$WORK/slurmdbd.cnf"
  if sl_put "$WORK/slurmdbd.cnf" "$MARIADB_CNF" 0644 root:root; then
    # a first start reads it anyway: a restart only for a running MariaDB
    systemctl is-active --quiet mariadb && cnf_changed=true
  fi
  sl_service mariadb "$cnf_changed" || {
    fail "$ME" ACCOUNTING_DB_FAILED "mariadb would not start; see 'journalctl -u mariadb' and /var/log/mariadb/mariadb.log"
    return 1
  }
  wait_until "$ME" "MariaDB to answer" 60 1 db_up || {
    fail "$ME" ACCOUNTING_DB_FAILED "MariaDB did not answer 'SELECT 1' as root within 60s; see /var/log/mariadb/mariadb.log"
    return 1
  }
}

# The password slurmdbd.conf holds, or a new one when there is none (32 characters of
# [A-Za-z0-9] from /dev/urandom: nothing in it needs quoting in SQL or slurmdbd.conf).
storage_pass() {
  local pw
  pw=$(sl_sudo sed -n 's/^StoragePass=//p' "$DBD_CONF" 2>/dev/null | head -n 1 || true)
  if [[ -z "$pw" ]]; then
    pw=$(tr -dc 'A-Za-z0-9' </dev/urandom | head -c 32 || true)
  fi
  printf '%s' "$pw"
}

# setup_database PASSWORD: the database and its user, created when missing; the user's password
# set when slurmdbd.conf had none (a new one). Nothing is run when both exist.
setup_database() {
  local pw=$1 new_password=$2 have_db have_user
  have_db=$(db_root -e "SHOW DATABASES LIKE '$DB_NAME'") || return 1
  have_user=$(db_root -e "SELECT COUNT(*) FROM mysql.user WHERE User='$DB_USER' AND Host='localhost'") || return 1
  if [[ -n "$have_db" && "$have_user" == 1 && "$new_password" == false ]]; then return 0; fi
  # on stdin (printf is a shell builtin): the password is never in a process's arguments
  printf "CREATE DATABASE IF NOT EXISTS %s;\nCREATE USER IF NOT EXISTS '%s'@'localhost' IDENTIFIED BY '%s';\nALTER USER '%s'@'localhost' IDENTIFIED BY '%s';\nGRANT ALL ON %s.* TO '%s'@'localhost';\n" \
    "$DB_NAME" "$DB_USER" "$pw" "$DB_USER" "$pw" "$DB_NAME" "$DB_USER" | db_root || return 1
  sl_changed "database $DB_NAME and its user $DB_USER"
}

# render_dbd_conf PASSWORD: slurmdbd.conf(5). DbdHost=localhost: slurmdbd accepts it as its own
# name (src/slurmdbd/slurmdbd.c); slurmctld and sacct reach it by AccountingStorageHost.
render_dbd_conf() {
  local m="${ACCOUNTING_RETENTION_MONTHS}months" what
  (
    umask 077
    {
      echo "# Generated by oci-gpu-cluster (accounting.sh); edits are overwritten."
      echo "AuthType=auth/munge"
      echo "DbdHost=localhost"
      echo "DbdPort=$DBD_PORT"
      echo "SlurmUser=slurm"
      echo "LogFile=/var/log/slurm/slurmdbd.log"
      # slurmdbd.service's RuntimeDirectory=slurmdbd, writable by its User=slurm
      echo "PidFile=/run/slurmdbd/slurmdbd.pid"
      echo "StorageType=accounting_storage/mysql"
      echo "StorageHost=localhost"
      echo "StorageLoc=$DB_NAME"
      echo "StorageUser=$DB_USER"
      echo "StoragePass=$1"
      # usage (what sreport reads) is rolled up and kept; the raw records age out
      for what in Event Job Resv Step Suspend TXN; do echo "Purge${what}After=$m"; done
    } >"$WORK/slurmdbd.conf"
  )
}

slurmdbd_up() { timeout 2 bash -c ": </dev/tcp/127.0.0.1/$DBD_PORT" 2>/dev/null; }

setup_slurmdbd() {
  local pw new_password=false rc=0
  sl_install_slurm_rpms "$SLURM_REPO_DIR/$SLURM_VERSION" "$SLURM_VERSION" slurm slurm-slurmdbd || {
    fail "$ME" PACKAGE_INSTALL_FAILED "dnf install of Slurm $SLURM_VERSION RPMs (slurm slurm-slurmdbd) from $SLURM_REPO_DIR/$SLURM_VERSION failed $SL_ATTEMPTS times"
    return 1
  }
  pw=$(storage_pass)
  sl_sudo grep -q '^StoragePass=' "$DBD_CONF" 2>/dev/null || new_password=true
  setup_database "$pw" "$new_password" || {
    fail "$ME" ACCOUNTING_DB_FAILED "creating database $DB_NAME and user $DB_USER in MariaDB failed; see /var/log/mariadb/mariadb.log"
    return 1
  }
  sl_dir /var/log/slurm 0755 slurm:slurm
  render_dbd_conf "$pw"
  sl_put "$WORK/slurmdbd.conf" "$DBD_CONF" 0600 slurm:slurm || rc=$?
  ((rc != 2)) || return 1
  sl_service slurmdbd "$([[ $rc == 0 ]] && echo true || echo false)" || {
    fail "$ME" SLURMDBD_FAILED "slurmdbd would not start; see /var/log/slurm/slurmdbd.log"
    return 1
  }
  wait_until "$ME" "slurmdbd to listen on port $DBD_PORT" 120 1 slurmdbd_up || {
    fail "$ME" SLURMDBD_FAILED "slurmdbd did not listen on port $DBD_PORT within 120s (it creates its tables first); see /var/log/slurm/slurmdbd.log"
    return 1
  }
}

finish() {
  emit_result accounting "$1" "" \
    changed "$(sl_json_list "${SL_CHANGED[@]}")" \
    restarted "$(sl_json_list "${SL_RESTARTED[@]}")" \
    database "$(json_str "$DB_NAME")" \
    dbdPort "$DBD_PORT" \
    retentionMonths "$ACCOUNTING_RETENTION_MONTHS" \
    slurmVersion "$(json_str "$(sl_version_of slurm-slurmdbd)")"
}

sl_setup_slurm_packages || true
if ((FAILURE_COUNT == 0)); then setup_mariadb || true; fi
if ((FAILURE_COUNT == 0)); then setup_slurmdbd || true; fi
if ((FAILURE_COUNT > 0)); then
  finish false
  exit 1
fi
say "slurmdbd listening on port $DBD_PORT, database $DB_NAME (${#SL_CHANGED[@]} change(s))"
finish true
