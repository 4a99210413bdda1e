#!/usr/bin/env bash
# What the capacity preflight and the cluster-network watch share. They run on the machine that
# runs `pulumi up` (a Pulumi local Command), with the OCI CLI as the provider's own credentials
# (~/.oci/config or OCI_CLI_* variables; OCI CLI "Configuring the CLI"), before and beside the
# cluster network, and after it (pool-wait.sh). The caller sets COMPARTMENT_ID, CLUSTER_NETWORK_NAME
# and CAPACITY_PROGRAM (the preflight and the watch also SHAPE and AVAILABILITY_DOMAIN), and
# STACK_REGION (oci:region, or empty).
set -euo pipefail

# the deployer's key, not an instance principal: lib/oci-lib.sh defaults to the latter
export OCI_CLI_AUTH="${OCI_CLI_AUTH:-api_key}"
# the stack's region (oci:region) when it sets one: a CLI profile of another region would watch an
# empty region and pass (OCI CLI "Configuring the CLI": OCI_CLI_REGION overrides the profile's)
if [[ -n "${STACK_REGION:-}" ]]; then export OCI_CLI_REGION="$STACK_REGION"; fi
CAPACITY_LIB_DIR=$(dirname "${BASH_SOURCE[0]}")
# shellcheck source=SCRIPTDIR/oci-lib.sh
source "$CAPACITY_LIB_DIR/oci-lib.sh"

log() { printf '%s %s %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$CAPACITY_PROGRAM" "$*" >&2; }

# What the user can do, per code (failure-codes.tsv says the same).
capacity_what_to_do() {
  case $1 in
    OUT_OF_HOST_CAPACITY) printf '%s' "another availability domain (availabilityDomain), a capacity reservation (capacity.* keys), fewer nodes (cluster.nodeCount), or on-demand nodes that start when capacity frees up (onDemand.*)" ;;
    CAPACITY_CHECK_UNAVAILABLE) printf '%s' "install the OCI CLI where pulumi up runs and configure it with the provider's user, tenancy and region ('oci setup config' writes ~/.oci/config; OCI_CLI_CONFIG_FILE, OCI_CLI_PROFILE and OCI_CLI_AUTH=security_token are honoured), or set capacityGuard.enabled false" ;;
    NETWORK_BLOCK_FULL) printf '%s' "fewer nodes in the group (count), other network blocks of the island (networkBlockIds, or none: any block), another HPC island (hpcIslandId), or wait until OCI repairs the degraded hosts" ;;
    PLACEMENT_INVALID) printf '%s' "copy the island and block OCIDs from 'oci compute capacity-topology network-block list --capacity-topology-id <topology>' (each block names its island), or remove hpcIslandId and networkBlockIds" ;;
    SHAPE_NOT_IN_AD) printf '%s' "an availability domain that offers the shape (availabilityDomain), or another shape (cluster.shape)" ;;
    POOL_NOT_AT_SIZE) printf '%s' "the pool's work requests say why (often Out of host capacity: the capacity.* keys, another availabilityDomain, or fewer nodes in cluster.nodeCount); run pulumi up again once it has its nodes" ;;
    POOL_WAIT_UNAVAILABLE) printf '%s' "install and configure the OCI CLI where pulumi up runs, with the provider's user and region (~/.oci/config or OCI_CLI_* variables; the user needs read cluster-networks and read instance-pools), then run pulumi up again" ;;
  esac
}

# capacity_fail CODE DETAIL: the failure line and what to do, status 1.
capacity_fail() {
  oci_fail "$CLUSTER_NETWORK_NAME" "$1" "$2" || true
  log "what to do: $(capacity_what_to_do "$1"); docs/no-capacity.md"
  return 1
}

# capacity_cli_ready: the OCI CLI is installed and, with an API key, has its configuration file;
# else CAPACITY_CHECK_UNAVAILABLE saying exactly what to install or configure. The guard fails
# fast rather than letting a cluster network OCI cannot fill wait out the provider's timeout: it
# does not skip itself (capacityGuard.enabled false does, as the operator's choice).
# The CLI's own names: OCI_CLI_AUTH api_key (its default) or security_token (after `oci session
# authenticate`), OCI_CLI_CONFIG_FILE, default ~/.oci/config, written by `oci setup config`
# (oracle/oci-cli src/oci_cli/cli_constants.py, cli_setup.py "setup config", cli_session.py).
capacity_cli_ready() {
  local config=${OCI_CLI_CONFIG_FILE:-$HOME/.oci/config}
  if ! command -v oci >/dev/null 2>&1; then
    capacity_fail CAPACITY_CHECK_UNAVAILABLE "the OCI CLI (oci) is not installed on this machine: install it (OCI docs 'Installing the CLI', or pip install oci-cli), then configure it with 'oci setup config'; nothing was created"
    return 1
  fi
  # a configuration in the environment needs no file (oci-cli cli_util.py is_config_valid_from_env:
  # OCI_CLI_USER, OCI_CLI_TENANCY, OCI_CLI_FINGERPRINT, OCI_CLI_REGION and a key file or content)
  if [[ -n "${OCI_CLI_USER:-}" && -n "${OCI_CLI_TENANCY:-}" && -n "${OCI_CLI_FINGERPRINT:-}" && -n "${OCI_CLI_REGION:-}" ]] &&
    [[ -n "${OCI_CLI_KEY_FILE:-}${OCI_CLI_KEY_CONTENT:-}" ]]; then
    return 0
  fi
  if [[ "$OCI_CLI_AUTH" == api_key || "$OCI_CLI_AUTH" == security_token ]] && [[ ! -r "$config" ]]; then
    capacity_fail CAPACITY_CHECK_UNAVAILABLE "the OCI CLI has no configuration file at $config (OCI_CLI_AUTH=$OCI_CLI_AUTH): run 'oci setup config' with the provider's user, tenancy and region, or point OCI_CLI_CONFIG_FILE at yours; with a session token, 'oci session authenticate' then export OCI_CLI_AUTH=security_token; nothing was created"
    return 1
  fi
}

# capacity_network CONFIG_ID: "<id> <state> <pool-id> <running> <instance-configuration-id>"
# of this stack's cluster network (<running>: its pool's Running instances; by display name in the compartment, the newest not
# TERMINATED; unless CONFIG_ID is empty, only one whose pool launches it: a replacement's old
# network is not the one to watch), nothing when there is none.
capacity_network() {
  oci_retry "$CAPACITY_PROGRAM" compute-management cluster-network list --compartment-id "$COMPARTMENT_ID" \
    --display-name "$CLUSTER_NETWORK_NAME" --all --output json || return 1
  python3 -c '
import json, sys
text, config = sys.stdin.read().strip(), sys.argv[1]
nets = [n for n in (json.loads(text)["data"] if text else []) if n["lifecycle-state"] != "TERMINATED"]
pool = lambda n: (n.get("instance-pools") or [{}])[0]
nets = [n for n in nets if not config or pool(n).get("instance-configuration-id") == config]
nets.sort(key=lambda n: n.get("time-created") or "")
if nets:
    n = nets[-1]
    p = pool(n)
    # currentSize, the Running instances (size is the target: GOSDK InstancePoolSummary); the
    # target when OCI leaves currentSize out (it is optional)
    running = p.get("current-size")
    print(n["id"], n["lifecycle-state"], p.get("id") or "-", p.get("size") or 0 if running is None else running,
          p.get("instance-configuration-id") or "-")' "$1" <<<"$OCI_OUT"
}
