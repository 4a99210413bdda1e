#!/usr/bin/env bash
# The on-demand nodes' OCI CLI plumbing (destroy clean-up, Slurm programs, sweeper): list this
# stack's instances by freeform tags, terminate them, wait (bounded) for TERMINATED, read a CLI
# error, retry 429s and transient errors; as the bastion's instance principal (OCI, "Calling Services from an
# Instance"). The caller sets COMPARTMENT_ID, STACK_TAG(_VALUE), ROLE_TAG, ROLE_VALUE and
# defines `log`. A failed call's stderr is "ServiceError:" and a JSON object (status, code,
# message; OCI CLI "Troubleshooting"), which oci_run leaves in OCI_ERR_STATUS/CODE/MESSAGE.
set -euo pipefail

export OCI_CLI_AUTH="${OCI_CLI_AUTH:-instance_principal}"
# Attempts of a call answered 429 TooManyRequests or a transient error (oci_transient), with the
# wait doubling from 2 s (API Reference and Endpoints, "API Errors": back off and retry on 429).
OCI_ATTEMPTS="${OCI_ATTEMPTS:-5}"
OCI_OUT=""
OCI_ERR_STATUS="" OCI_ERR_CODE="" OCI_ERR_MESSAGE=""

# oci_run ARGS...: one OCI CLI call (with --no-retry); its stdout is left in OCI_OUT. On failure the error's
# status, code and message are in OCI_ERR_* (status "" when the CLI printed no ServiceError:
# not installed, no rights to the metadata service...; the message is then its last line).
oci_run() {
  local err rc=0 fields
  err=$(mktemp "${TMPDIR:-/tmp}/oci-gpu-cluster-oci.XXXXXX")
  # retrying is the caller's (oci_retry): the CLI's own retries would hide 429s and repeat a launch
  OCI_OUT=$(oci "$@" --no-retry 2>"$err") || rc=$?
  OCI_ERR_STATUS="" OCI_ERR_CODE="" OCI_ERR_MESSAGE=""
  if ((rc != 0)); then
    fields=$(
      python3 - "$err" <<'PY'
import json, sys
text = open(sys.argv[1], errors="replace").read()
status = code = ""
message = ([l.strip() for l in text.splitlines() if l.strip()] or ["no output"])[-1]
start = text.find("{", text.find("ServiceError:")) if "ServiceError:" in text else -1
if start >= 0:
    try:
        e = json.JSONDecoder().raw_decode(text[start:])[0]
        status, code, message = str(e.get("status", "")), str(e.get("code", "")), str(e.get("message", ""))
    except ValueError:
        pass
print("\t".join(" ".join(v.split()) for v in (status, code, message)))
PY
    ) || fields=$'\t\tunreadable error output'
    IFS=$'\t' read -r OCI_ERR_STATUS OCI_ERR_CODE OCI_ERR_MESSAGE <<<"$fields"
  fi
  rm -f "$err"
  return "$rc"
}

# oci_transient ACTION: the last failed call (of the CLI action ACTION: launch, list, terminate...)
# may be sent again. A 429 always: OCI refused it. For an action that creates nothing, also a
# 409 IncorrectState or ExternalServerIncorrectState (e.g. a terminate of an instance still
# PROVISIONING) and a 5xx but 501, unless it is "Out of host capacity": the errors Oracle's own
# launcher retries (karpenter-provider-oci pkg/oci/errors.go) and the CLI's default strategy would
# (OCI Python SDK "Retry"). A launch, create, update or detach is never sent again after those: it
# may have been done.
oci_transient() {
  [[ "$OCI_ERR_STATUS" == 429 ]] && return 0
  case $1 in launch | create | update | detach) return 1 ;; esac
  case $OCI_ERR_STATUS in
    409) [[ "$OCI_ERR_CODE" == IncorrectState || "$OCI_ERR_CODE" == ExternalServerIncorrectState ]] ;;
    501) return 1 ;;
    5??) [[ "$OCI_ERR_MESSAGE" != *"Out of host capacity"* ]] ;;
    *) return 1 ;;
  esac
}

# oci_retry WHO ARGS...: oci_run, again after a transient failure (oci_transient; bounded:
# OCI_ATTEMPTS calls, the wait doubling from 2 s); any other failure returns at once.
oci_retry() {
  local who=$1 i delay=2
  shift
  for ((i = 1; ; i++)); do
    oci_run "$@" && return 0
    oci_transient "${3:-}" && ((i < OCI_ATTEMPTS)) || return 1
    if [[ "$OCI_ERR_STATUS" == 429 ]]; then
      log "$who: OCI API throttled (429 $OCI_ERR_CODE), attempt $i of $OCI_ATTEMPTS; retrying in ${RETRY_DELAY_SECONDS:-$delay}s"
    else
      log "$who: OCI API answered $(oci_error) (transient), attempt $i of $OCI_ATTEMPTS; retrying in ${RETRY_DELAY_SECONDS:-$delay}s"
    fi
    sleep "${RETRY_DELAY_SECONDS:-$delay}"
    delay=$((delay * 2))
  done
}

oci_error() { printf '%s %s: %s' "${OCI_ERR_STATUS:-error}" "${OCI_ERR_CODE:-}" "$OCI_ERR_MESSAGE"; }

# oci_gone: the last failed call answered 404 NotAuthorizedOrNotFound: gone, or not authorized
# ("API Errors", API Reference); oci_listed tells which.
oci_gone() { [[ "$OCI_ERR_STATUS" == 404 ]]; }

# oci_listed ID: ID's lifecycle state in the compartment's listing, ABSENT if not listed.
oci_listed() {
  oci_retry list compute instance list --compartment-id "$COMPARTMENT_ID" --all --output json || return 1
  python3 -c 'import json, sys; t = sys.stdin.read().strip()
print(next((i["lifecycle-state"] for i in (json.loads(t)["data"] if t else []) if i["id"] == sys.argv[1]), "ABSENT"))' "$1" <<<"$OCI_OUT"
}

# oci_tagged [NAME]: "<id> <display-name> <lifecycle-state> <time-created>" per on-demand
# instance of this stack that is not TERMINATED (ListInstances keeps terminated ones for a
# while), only those named NAME when given. The tag filter is applied here, not in a --query,
# so a display name or tag value is never JMESPath code.
oci_tagged() {
  oci_retry list compute instance list --compartment-id "$COMPARTMENT_ID" --all --output json || {
    log "cannot list the instances of compartment $COMPARTMENT_ID: $(oci_error)"
    return 1
  }
  # an empty compartment prints nothing at all
  TAGS="$STACK_TAG=$STACK_TAG_VALUE,$ROLE_TAG=$ROLE_VALUE" python3 -c '
import json, os, sys
text, name = sys.stdin.read().strip(), sys.argv[1]
want = dict(kv.split("=", 1) for kv in os.environ["TAGS"].split(","))
for i in (json.loads(text)["data"] if text else []):
    tags = i.get("freeform-tags") or {}
    if all(tags.get(k) == v for k, v in want.items()) and i["lifecycle-state"] != "TERMINATED" \
            and (not name or i["display-name"] == name):
        print(i["id"], i["display-name"].replace(" ", "_"), i["lifecycle-state"], i.get("time-created") or "-")
' "${1:-}" <<<"$OCI_OUT"
}

# oci_terminate WHO ID: terminate one instance with its boot volume; one already gone is no
# error, after a 404 only when the listing confirms it (no INSTANCE_DELETE answers 404 too).
oci_terminate() {
  local who=$1 id=$2 err state
  oci_retry "$who" compute instance terminate --instance-id "$id" --preserve-boot-volume false --force && return 0
  err=$(oci_error)
  if oci_gone && state=$(oci_listed "$id"); then
    [[ "$state" =~ ^(ABSENT|TERMINAT) ]] && return 0
    err+="; ListInstances lists it $state (policy without INSTANCE_DELETE?)"
  fi
  oci_fail "$who" ONDEMAND_TERMINATE_FAILED "cannot terminate $id: $err"
}

# oci_no_capacity SHAPE AD DETAIL: OUT_OF_HOST_CAPACITY's one message, for an on-demand launch and
# the cluster network alike (failure-codes.tsv).
oci_no_capacity() { printf 'Out of host capacity for %s in %s (%s)' "$1" "$2" "$3"; }

# oci_fail WHO CODE DETAIL: log the failure (failure-codes.tsv) and return 1.
oci_fail() {
  log "$1: $2: $3"
  return 1
}

# oci_terminate_tagged [NAME]: terminate every instance oci_tagged lists (a TERMINATING one is
# only waited for). Status 1 when the listing or a terminate failed.
oci_terminate_tagged() {
  local listing id name state created rc=0
  listing=$(oci_tagged "${1:-}") || return 1
  while read -r id name state created; do
    [[ -n "$id" && "$state" != TERMINATING ]] || continue
    log "$name: terminating $id ($state, created ${created})"
    oci_terminate "$name" "$id" || rc=1
  done <<<"$listing"
  return "$rc"
}

# oci_wait_terminated BOUND_SECONDS POLL_SECONDS [NAME]: wait until oci_tagged [NAME] lists
# nothing. On timeout status 1 and what remains on stdout, as "name (id, state)" items.
oci_wait_terminated() {
  local bound=$1 poll=$2 name=${3:-} deadline listing
  deadline=$((SECONDS + bound))
  while :; do
    if listing=$(oci_tagged "$name") && [[ -z "$listing" ]]; then
      return 0
    fi
    if ((SECONDS >= deadline)); then
      if [[ -z "$listing" ]]; then
        printf 'unknown (the instance list failed)'
      else
        awk '{ printf "%s%s (%s, %s)", (NR > 1 ? ", " : ""), $2, $1, $3 }' <<<"$listing"
      fi
      return 1
    fi
    sleep "$poll"
  done
}
