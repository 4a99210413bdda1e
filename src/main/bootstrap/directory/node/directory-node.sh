#!/usr/bin/env bash
# Directory mode on one host (the bastion or a node), streamed by directory.sh after
# lib/node-lib.sh, lib/slurm-lib.sh (its file, package and service helpers) and the line
# BIND_PASSWORD_B64=...: SSSD bound to the organisation's LDAP directory.
#   1. packages: sssd (LDAP back end, client, tools), oddjob-mkhomedir, authselect, openldap-clients
#   2. the bind DN and password are tried against the directory (ldapwhoami): a wrong password is
#      DIRECTORY_BIND_FAILED, a directory not reached (network, TLS) DIRECTORY_UNREACHABLE
#   3. /etc/sssd/sssd.conf (0600 root, the only file holding the password), the CA file,
#      authselect profile sssd with-mkhomedir (NSS and PAM through SSSD; a user's home is created
#      on the shared /home at the first login), sshd reads the directory's SSH keys
#      (sss_ssh_authorizedkeys); sssd restarted only when its configuration changed
#   4. one posixAccount of the directory must resolve through SSSD with its uidNumber (bounded)
# Access: only members of DIRECTORY_ALLOW_GROUPS may log in (access_provider = simple,
# simple_allow_groups, sssd-simple(5)); the LDAP id provider's default is permit, every directory
# user on every host. Local users (opc, root) are not SSSD's: pam_localuser comes first (on a
# Slurm node inside sshd's password-auth substack, so that pam_slurm_adopt still judges them).
# Parameters: DIRECTORY_URI, DIRECTORY_BASE_DN, DIRECTORY_BIND_DN, DIRECTORY_TLS_CA,
# DIRECTORY_ALLOW_GROUPS (comma separated).
set -euo pipefail

say() { nlog "$*"; }

BIND_PASSWORD=$(base64 -d <<<"${BIND_PASSWORD_B64:?the payload carries the bind password}")
unset BIND_PASSWORD_B64
SSSD_CONF=/etc/sssd/sssd.conf
CA_FILE=/etc/sssd/oci-gpu-cluster-directory-ca.pem
SSHD_DROPIN=/etc/ssh/sshd_config.d/50-oci-gpu-cluster-directory.conf
# oddjob carries oddjobd, which pam_oddjob_mkhomedir (authselect's with-mkhomedir) needs.
PACKAGES=(sssd-common sssd-client sssd-ldap sssd-tools oddjob oddjob-mkhomedir authselect openldap-clients)
# How long SSSD may take to answer for a directory user after (re)starting.
LOOKUP_SECONDS=$((DEADLINE_SECONDS < 120 ? DEADLINE_SECONDS : 120))
read -r -a URIS <<<"$DIRECTORY_URI"
STARTTLS=false
if [[ -n "$DIRECTORY_TLS_CA" && "$DIRECTORY_URI" == *ldap://* ]]; then STARTTLS=true; fi

finish() {
  node_set changed "$(sl_json_list "${SL_CHANGED[@]}")"
  node_set restarted "$(sl_json_list "${SL_RESTARTED[@]}")"
  node_result
  exit
}

if ! sl_install_missing "${PACKAGES[@]}"; then
  node_fail PACKAGE_INSTALL_FAILED "dnf install ${PACKAGES[*]} failed after $SL_ATTEMPTS attempts"
  finish
fi

# The password and the CA as files in this script's private directory (mktemp -d, 0700).
PWFILE="$NODE_STATE_DIR/bind"
(
  umask 077
  printf '%s' "$BIND_PASSWORD" >"$PWFILE"
  [[ -z "$DIRECTORY_TLS_CA" ]] || printf '%s\n' "$DIRECTORY_TLS_CA" >"$NODE_STATE_DIR/ca.pem"
)
LDAP=(env LDAPTLS_REQCERT=demand)
[[ -z "$DIRECTORY_TLS_CA" ]] || LDAP+=("LDAPTLS_CACERT=$NODE_STATE_DIR/ca.pem")
LDAP_OPTS=(-x -o nettimeout=10 -H "${URIS[*]}" -D "$DIRECTORY_BIND_DN" -y "$PWFILE")
if $STARTTLS; then LDAP_OPTS+=(-ZZ); fi

# ldapwhoami: 0 bound, 49 invalid credentials (RFC 4511 resultCode), anything else: not reached.
BIND_RC=0 BIND_OUT=""
# shellcheck disable=SC2317 # called through node_retry
bind_answered() {
  BIND_RC=0
  BIND_OUT=$("${LDAP[@]}" ldapwhoami "${LDAP_OPTS[@]}" 2>&1) || BIND_RC=$?
  ((BIND_RC == 0 || BIND_RC == 49))
}
node_retry "bind to ${URIS[*]}" 3 10 bind_answered || true
first_line=$(grep -v '^[[:space:]]*$' <<<"$BIND_OUT" | head -n 2 | tr '\n' ' ' || true)
if ((BIND_RC == 49)); then
  node_fail DIRECTORY_BIND_FAILED "the directory refused $DIRECTORY_BIND_DN: invalid credentials (users.directory.bindPassword)"
  finish
elif ((BIND_RC != 0)); then
  node_fail DIRECTORY_UNREACHABLE "ldapwhoami -H '${URIS[*]}' exited $BIND_RC: ${first_line:-no output}"
  finish
fi

config_changed=false
if [[ -n "$DIRECTORY_TLS_CA" ]] && sl_put "$NODE_STATE_DIR/ca.pem" "$CA_FILE" 0644 root:root; then config_changed=true; fi
(
  umask 077
  cat <<EOF
# Written by oci-gpu-cluster (config users.directory); the next update overwrites changes here.
[sssd]
services = nss, pam, ssh
domains = directory

[domain/directory]
id_provider = ldap
auth_provider = ldap
chpass_provider = ldap
access_provider = simple
simple_allow_groups = $DIRECTORY_ALLOW_GROUPS
ldap_uri = $(
    IFS=,
    printf '%s' "${URIS[*]}"
  )
ldap_search_base = $DIRECTORY_BASE_DN
ldap_default_bind_dn = $DIRECTORY_BIND_DN
ldap_default_authtok_type = password
ldap_default_authtok = $BIND_PASSWORD
ldap_tls_reqcert = demand
ldap_id_use_start_tls = $STARTTLS
ldap_user_ssh_public_key = sshPublicKey
cache_credentials = true
enumerate = false
EOF
  [[ -z "$DIRECTORY_TLS_CA" ]] || echo "ldap_tls_cacert = $CA_FILE"
) >"$NODE_STATE_DIR/sssd.conf"
if sl_put "$NODE_STATE_DIR/sssd.conf" "$SSSD_CONF" 0600 root:root; then config_changed=true; fi
rm -f "$NODE_STATE_DIR/sssd.conf"

# NSS and PAM through SSSD, homes made at the first login (authselect(8): profile sssd, feature
# with-mkhomedir, which needs oddjobd). A host on another profile is switched (--force keeps a
# backup of the files authselect replaces). A Slurm node keeps its custom profile based on sssd
# (lib/slurm-lib.sh, sl_authselect: the sssd profile without pam_systemd, for pam_slurm_adopt).
sl_authselect sssd with-mkhomedir || node_fail DIRECTORY_CONFIG_FAILED "authselect could not select the sssd profile with-mkhomedir"
sl_service oddjobd false || node_fail DIRECTORY_CONFIG_FAILED "oddjobd (home directories at first login) would not start"

# sshd asks SSSD for the SSH keys the directory holds (sshPublicKey, OpenSSH-LPK), besides
# ~/.ssh/authorized_keys (sss_ssh_authorizedkeys(1)).
printf 'AuthorizedKeysCommand /usr/bin/sss_ssh_authorizedkeys\nAuthorizedKeysCommandUser nobody\n' >"$NODE_STATE_DIR/sshd.conf"
if sl_put "$NODE_STATE_DIR/sshd.conf" "$SSHD_DROPIN" 0600 root:root; then
  if ! err=$(sl_sudo sshd -t 2>&1); then
    node_fail DIRECTORY_CONFIG_FAILED "sshd -t refuses the configuration with $SSHD_DROPIN: $err"
  elif sl_sudo systemctl reload sshd >&2; then
    SL_RESTARTED+=("sshd (reload)")
  else
    node_fail DIRECTORY_CONFIG_FAILED "systemctl reload sshd failed"
  fi
fi
# -T prints the configuration a connection gets; -C gives every connection field a Match may test.
# Read whole, then searched: `grep -q` in the pipe would end sshd with SIGPIPE, failing the pipe.
effective=$(sl_sudo sshd -T -C user=nobody,host=localhost,addr=127.0.0.1,laddr=127.0.0.1,lport=22 2>&1 || true)
if ! grep -qx 'authorizedkeyscommand /usr/bin/sss_ssh_authorizedkeys' <<<"$effective"; then
  node_fail DIRECTORY_CONFIG_FAILED "sshd does not read $SSHD_DROPIN (its sshd_config lacks 'Include /etc/ssh/sshd_config.d/*.conf')"
fi

if ! sl_service sssd "$config_changed"; then
  node_fail DIRECTORY_CONFIG_FAILED "sssd would not start: see 'journalctl -u sssd' and /var/log/sssd/"
  finish
fi

# One user of the directory must resolve through NSS with the directory's uidNumber.
entry=$("${LDAP[@]}" ldapsearch "${LDAP_OPTS[@]}" -LLL -o ldif-wrap=no -z 1 -b "$DIRECTORY_BASE_DN" \
  '(objectClass=posixAccount)' uid uidNumber 2>/dev/null || true)
probe=$(sed -n 's/^uid: //p' <<<"$entry" | head -n 1)
probe_uid=$(sed -n 's/^uidNumber: //p' <<<"$entry" | head -n 1)
rm -f "$PWFILE"
unset BIND_PASSWORD
# shellcheck disable=SC2317 # called through node_wait
resolves() { [[ "$(getent passwd "$probe" | cut -d: -f3)" == "$probe_uid" ]]; }
if [[ -z "$probe" || -z "$probe_uid" ]]; then
  say "WARN no posixAccount under $DIRECTORY_BASE_DN: no directory user to check SSSD with"
elif DEADLINE_SECONDS=$LOOKUP_SECONDS NODE_DEADLINE=$((SECONDS + LOOKUP_SECONDS)) \
  node_wait "sssd to resolve directory user $probe" 1 resolves; then
  node_set_str directory.user "$probe"
  node_set directory.uid "$probe_uid"
else
  node_fail DIRECTORY_LOOKUP_FAILED "sssd did not resolve $probe (uidNumber $probe_uid in the directory) within ${LOOKUP_SECONDS}s: getent passwd gives '$(getent passwd "$probe" || true)'"
fi
finish
