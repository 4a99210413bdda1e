# shellcheck shell=bash disable=SC2034
# mariadb.service of OL9's mariadb-server (systemctl's unit model, see fakes/systemctl): its
# ExecStartPre mariadb-prepare-db-dir initializes an empty /var/lib/mysql, then mariadbd as
# user mysql, ready once it answers on its socket (Type=notify)
UNIT_PACKAGE=mariadb-server
UNIT_PROCESS=mariadbd
unit_exec() {
  local i
  # Debian's mariadbd keeps its socket in /run/mysqld (OL9's: /var/lib/mysql/mysql.sock);
  # clients of either find their own server's socket by default
  install -d -m 0755 -o mysql -g mysql /run/mysqld
  if [[ ! -d /var/lib/mysql/mysql ]]; then
    /usr/bin/mariadb-install-db --user=mysql --datadir=/var/lib/mysql --skip-test-db || return
  fi
  setsid -f /usr/sbin/runuser -u mysql -- /usr/sbin/mariadbd
  for ((i = 0; i < 300; i++)); do
    /usr/bin/mariadb-admin --no-defaults --socket=/run/mysqld/mysqld.sock ping >/dev/null 2>&1 && break
    sleep 0.1
  done
  return 0
}
