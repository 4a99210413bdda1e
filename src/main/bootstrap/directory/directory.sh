#!/usr/bin/env bash
# Directory mode (config users.directory), on the bastion after bastion-setup.sh: SSSD on the
# bastion and on every node in parallel (node/directory-node.sh) reads users and groups from the
# organisation's LDAP directory, so its users log in anywhere with the same UID. The bastion is
# one more target of the same fan-out (ssh to its own address with the cluster key), so every
# host is configured and reported alike.
# The bind password arrives on stdin (the Pulumi Command's stdin, a secret); it is never an
# argument or an environment variable. It travels inside the ssh session's script (base64, one
# shell word), is written only to /etc/sssd/sssd.conf (0600 root) and, for the bind check, to a
# 0600 file in the node script's private temp directory, removed when it ends.
# Parameters: NODES, NODE_USER, DIRECTORY_URI (space separated), DIRECTORY_BASE_DN,
# DIRECTORY_BIND_DN, DIRECTORY_TLS_CA (PEM; with ldap:// it turns on StartTLS), DIRECTORY_ALLOW_GROUPS
# (comma separated: the directory groups that may log in), NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS.
# Output: FAIL lines on stderr; last stdout line {"stage":"directory","ok":..,"nodes":[...]}.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=SCRIPTDIR/lib/slurm-lib.sh
source "$BOOTSTRAP_DIR/lib/slurm-lib.sh"

parse_nodes
: "${DIRECTORY_URI:?DIRECTORY_URI is required, e.g. ldaps://ldap.example.org}"
: "${DIRECTORY_BASE_DN:?DIRECTORY_BASE_DN is required, e.g. dc=example,dc=org}"
: "${DIRECTORY_BIND_DN:?DIRECTORY_BIND_DN is required, e.g. cn=sssd,ou=services,dc=example,dc=org}"
: "${DIRECTORY_TLS_CA?DIRECTORY_TLS_CA is required (PEM of the CA of the directory)}"
: "${DIRECTORY_ALLOW_GROUPS:?DIRECTORY_ALLOW_GROUPS is required (users.directory.allowGroups), e.g. ml}"
[[ "$DIRECTORY_ALLOW_GROUPS" =~ ^[A-Za-z0-9._][A-Za-z0-9._\ -]*(,[A-Za-z0-9._][A-Za-z0-9._\ -]*)*$ ]] ||
  bad_input "DIRECTORY_ALLOW_GROUPS '$DIRECTORY_ALLOW_GROUPS' is not a comma-separated list of group names"
for v in NODE_TIMEOUT_SECONDS STAGE_TIMEOUT_SECONDS; do require_uint "$v"; done
uri_form='^ldaps?://[][A-Za-z0-9.:-]+/?$' # scheme, host (name, IPv4 or [IPv6]), port
for uri in $DIRECTORY_URI; do
  [[ "$uri" =~ $uri_form ]] || bad_input "DIRECTORY_URI entry '$uri' is not ldap://host[:port] or ldaps://host[:port]"
  # without a CA there is no TLS at all: ldaps:// cannot verify, ldap:// would bind in clear (sssd-ldap(5))
  [[ -n "$DIRECTORY_TLS_CA" ]] || bad_input "DIRECTORY_URI '$uri' needs DIRECTORY_TLS_CA (ldaps://, or StartTLS on ldap://)"
done
for v in DIRECTORY_BASE_DN DIRECTORY_BIND_DN; do
  [[ "${!v}" != *$'\n'* ]] || bad_input "$v must be one line"
done
[[ -z "$DIRECTORY_TLS_CA" || "$DIRECTORY_TLS_CA" == "-----BEGIN CERTIFICATE-----"* ]] ||
  bad_input "DIRECTORY_TLS_CA must be PEM text starting with -----BEGIN CERTIFICATE-----"

BIND_PASSWORD=$(cat)
[[ -n "$BIND_PASSWORD" ]] || bad_input "no bind password on stdin (users.directory.bindPassword, a Pulumi secret)"
[[ "$BIND_PASSWORD" != *$'\n'* ]] || bad_input "the bind password on stdin must be one line"

ME=bastion
WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT
say() { log "$ME: $*"; }

# The bastion is configured like a node: add it (by the address the nodes reach it at) first.
BASTION_ADDR=$(sl_controller_addr "${NODE_IPS[0]}")
[[ -n "$BASTION_ADDR" ]] || bad_input "cannot tell this host's address towards ${NODE_NAMES[0]} (${NODE_IPS[0]})"
NODE_NAMES=("$ME" "${NODE_NAMES[@]}")
NODE_IPS=("$BASTION_ADDR" "${NODE_IPS[@]}")

# The payload: the shared helpers, the password as one shell word, the node script; in WORK
# (mktemp -d: this user's only), removed as soon as the nodes have it.
(
  umask 077
  {
    cat "$BOOTSTRAP_DIR/lib/slurm-lib.sh"
    printf 'BIND_PASSWORD_B64=%s\n' "$(printf '%s' "$BIND_PASSWORD" | base64 -w0)"
    cat "$BOOTSTRAP_DIR/node/directory-node.sh"
  } >"$WORK/directory-node-payload.sh"
)
unset BIND_PASSWORD

fanout "$WORK/sssd" "$WORK/directory-node-payload.sh" \
  "DIRECTORY_URI=$DIRECTORY_URI" "DIRECTORY_BASE_DN=$DIRECTORY_BASE_DN" \
  "DIRECTORY_BIND_DN=$DIRECTORY_BIND_DN" "DIRECTORY_TLS_CA=$DIRECTORY_TLS_CA" "DIRECTORY_ALLOW_GROUPS=$DIRECTORY_ALLOW_GROUPS"
rm -f "$WORK/directory-node-payload.sh" "$WORK/sssd/.node-script.sh"

failed=$(collect_records "$WORK/sssd")
relay_node_stderr "$WORK/sssd"
ok=true
((failed == 0)) || ok=false
read -r -a uris <<<"$DIRECTORY_URI"
emit_result directory "$ok" "$WORK/sssd/records.json" \
  uri "$(sl_json_list "${uris[@]}")" baseDn "$(json_str "$DIRECTORY_BASE_DN")"
[[ "$ok" == true ]]
