#!/usr/bin/env bash
# The organisation's LDAP directory for the bed's directory-mode tests: a REAL slapd (Debian's
# OpenLDAP 2.5) in its own network namespace on the bed's bridge, reached at 10.K.9.10 (K: the
# bed's OCITB_INSTANCE) over
# ldaps:// (636) and ldap:// with StartTLS (389), its certificate signed by a CA made here.
#
#   directory.sh up BEDDIR   after `bed.sh up`: builds BEDDIR/directory and starts slapd
#                            (`bed.sh down` ends it with every other ocitb-* namespace)
#
# BEDDIR/directory/bind-password (written by the test) is the bind account's password; it is
# hashed with `slappasswd -T FILE`, never passed as an argument. Made here: ca.pem (the CA the
# stage gets as users.directory.tlsCaCert), alice_key (the user's SSH key, whose public half the
# directory holds as sshPublicKey), slapd's configuration (cn=config, built with slapadd in
# BEDDIR/directory/slapd.d, not this machine's /etc/ldap) and its database. The directory:
#   dc=example,dc=org
#     ou=people:   uid=alice (posixAccount, uidNumber 70001, gidNumber 70000, ldapPublicKey)
#                  uid=bob (posixAccount, uidNumber 70002, gidNumber 70001: in the directory, not in ml)
#     ou=groups:   cn=ml (posixGroup, gidNumber 70000, memberUid alice)
#                  cn=guests (posixGroup, gidNumber 70001, memberUid bob)
#     ou=services: cn=sssd (the bind account; the only reader of the tree besides the users)
set -euo pipefail

readonly INSTANCE=${OCITB_INSTANCE:-0}
readonly NS=ocitb$INSTANCE-directory # bed.sh attach directory
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly HERE
readonly IP=10.$INSTANCE.9.10 # on the bed instance's 10.K.0.0/16
readonly BASE=dc=example,dc=org

die() {
  echo "directory.sh: $*" >&2
  exit 1
}

cmd_up() {
  local bed=$1 d
  d="$bed/directory"
  for t in slapd slapadd slappasswd openssl; do
    command -v "$t" >/dev/null 2>&1 || [[ -x /usr/sbin/$t ]] || die "missing '$t': apt-get install -y slapd ldap-utils openssl"
  done
  PATH="$PATH:/usr/sbin"
  [[ -s $d/bind-password ]] || die "missing $d/bind-password (written by the test)"
  rm -rf "$d/slapd.d" "$d/db" "$d/run"
  mkdir -p "$d/slapd.d" "$d/db" "$d/run"

  # TLS: a CA and the server's certificate for its address (SSSD demands a verified certificate).
  openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=Example Directory CA" \
    -keyout "$d/ca.key" -out "$d/ca.pem" 2>/dev/null
  openssl req -newkey rsa:2048 -nodes -subj "/CN=$IP" -keyout "$d/server.key" -out "$d/server.csr" 2>/dev/null
  printf 'subjectAltName=IP:%s\nextendedKeyUsage=serverAuth\n' "$IP" >"$d/server.ext"
  openssl x509 -req -in "$d/server.csr" -CA "$d/ca.pem" -CAkey "$d/ca.key" -CAcreateserial -days 2 \
    -extfile "$d/server.ext" -out "$d/server.pem" 2>/dev/null
  ssh-keygen -q -t ed25519 -N '' -C alice -f "$d/alice_key" <<<y >/dev/null 2>&1 || true

  # OpenSSH-LPK: the schema of the sshPublicKey attribute SSSD reads (ldap_user_ssh_public_key).
  cat >"$d/openssh-lpk.ldif" <<EOF
dn: cn=openssh-lpk,cn=schema,cn=config
objectClass: olcSchemaConfig
cn: openssh-lpk
olcAttributeTypes: ( 1.3.6.1.4.1.24552.500.1.1.1.13 NAME 'sshPublicKey' DESC 'OpenSSH Public key' EQUALITY octetStringMatch SYNTAX 1.3.6.1.4.1.1466.115.121.1.40 )
olcObjectClasses: ( 1.3.6.1.4.1.24552.500.1.1.2.0 NAME 'ldapPublicKey' SUP top AUXILIARY DESC 'OpenSSH LPK objectclass' MAY ( sshPublicKey $ uid ) )
EOF
  cat >"$d/config.ldif" <<EOF
dn: cn=config
objectClass: olcGlobal
cn: config
olcPidFile: $d/run/slapd.pid
olcTLSCACertificateFile: $d/ca.pem
olcTLSCertificateFile: $d/server.pem
olcTLSCertificateKeyFile: $d/server.key

dn: cn=module{0},cn=config
objectClass: olcModuleList
cn: module{0}
olcModulePath: /usr/lib/ldap
olcModuleLoad: back_mdb

dn: cn=schema,cn=config
objectClass: olcSchemaConfig
cn: schema

include: file:///etc/ldap/schema/core.ldif
include: file:///etc/ldap/schema/cosine.ldif
include: file:///etc/ldap/schema/nis.ldif
include: file:///etc/ldap/schema/inetorgperson.ldif
include: file://$d/openssh-lpk.ldif

dn: olcDatabase={1}mdb,cn=config
objectClass: olcDatabaseConfig
objectClass: olcMdbConfig
olcDatabase: {1}mdb
olcSuffix: $BASE
olcDbDirectory: $d/db
olcAccess: {0}to attrs=userPassword by anonymous auth by * none
olcAccess: {1}to * by dn.exact="cn=sssd,ou=services,$BASE" read by * none
EOF
  cat >"$d/data.ldif" <<EOF
dn: $BASE
objectClass: dcObject
objectClass: organization
o: Example
dc: example

dn: ou=people,$BASE
objectClass: organizationalUnit
ou: people

dn: ou=groups,$BASE
objectClass: organizationalUnit
ou: groups

dn: ou=services,$BASE
objectClass: organizationalUnit
ou: services

dn: cn=sssd,ou=services,$BASE
objectClass: organizationalRole
objectClass: simpleSecurityObject
cn: sssd
userPassword: $(slappasswd -T "$d/bind-password")

dn: uid=alice,ou=people,$BASE
objectClass: inetOrgPerson
objectClass: posixAccount
objectClass: ldapPublicKey
uid: alice
cn: Alice Example
sn: Example
uidNumber: 70001
gidNumber: 70000
homeDirectory: /home/alice
loginShell: /bin/bash
sshPublicKey: $(cat "$d/alice_key.pub")

dn: cn=ml,ou=groups,$BASE
objectClass: posixGroup
cn: ml
gidNumber: 70000
memberUid: alice

dn: uid=bob,ou=people,$BASE
objectClass: inetOrgPerson
objectClass: posixAccount
uid: bob
cn: Bob Example
sn: Example
uidNumber: 70002
gidNumber: 70001
homeDirectory: /home/bob
loginShell: /bin/bash

dn: cn=guests,ou=groups,$BASE
objectClass: posixGroup
cn: guests
gidNumber: 70001
memberUid: bob
EOF
  slapadd -q -n 0 -F "$d/slapd.d" -l "$d/config.ldif"
  slapadd -q -n 1 -F "$d/slapd.d" -l "$d/data.ldif"

  bash "$HERE/bed.sh" attach directory "$IP"
  # slapd forks into the background; `bed.sh down` kills every process of the namespace
  ip netns exec "$NS" slapd -F "$d/slapd.d" -h "ldap://$IP/ ldaps://$IP/" </dev/null >"$d/slapd.log" 2>&1 ||
    die "slapd did not start: $(tail -n 3 "$d/slapd.log")"
  for _ in $(seq 100); do
    if ip netns exec "$NS" ss -Hltn "src $IP sport = :636" 2>/dev/null | grep -q .; then return 0; fi
    sleep 0.05
  done
  die "slapd not listening on $IP:636 after 5 s"
}

case ${1:-} in
  up) cmd_up "${2:?BEDDIR}" ;;
  *) die "usage: directory.sh up BEDDIR" ;;
esac
