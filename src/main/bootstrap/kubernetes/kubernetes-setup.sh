#!/usr/bin/env bash
# Kubernetes mode, on the bastion, after the readiness gate: what the NCCL gate's MPIJob needs.
# 1. kubectl of the stack's Kubernetes version, from the Kubernetes project's RPM repository of
#    that minor (kubernetes.io, "Install and Set Up kubectl on Linux", "Install using native
#    package management", Red Hat-based distributions: baseurl and gpgkey under
#    pkgs.k8s.io/core:/stable:/<minor>/rpm/; one repository per minor, the pkgs.k8s.io
#    announcement, Kubernetes blog 2023-08-15). Skipped when that version is already installed.
# 2. The kubeconfig, with the OCI CLI (python39-oci-cli, as the ondemand and replace stages
#    install it): 'oci --auth instance_principal ce cluster create-kubeconfig --cluster-id ...
#    --kube-endpoint PRIVATE_ENDPOINT --token-version 2.0.0 --with-auth-context'
#    (oracle/oci-cli v3.89.3 services/container_engine/src/oci_cli_container_engine/
#    containerengine_cli_extended.py create_kubeconfig: --with-auth-context appends the CLI's
#    --auth to the kubeconfig's exec command, so kubectl's token is an instance principal's too;
#    without --overwrite the CLI merges into an existing file by entry name, keeping the user's
#    other clusters). No --region: with instance principals the CLI takes the bastion's
#    (src/oci_cli/cli_util.py get_instance_principal_signer), the cluster's region.
# 3. The MPI Operator and Kueue (versions.env: their release, URL and SHA256), each applied with
#    'kubectl apply --server-side', as oci-hpc-oke v26.7.0 via-operator-mpi-operator.tf and
#    Kueue's README (v0.18.2, "Installation") apply them. Files are
#    kept in KUBERNETES_CACHE and downloaded again only when absent or not matching the pin.
# 4. Waits, bounded and naming each, for the controllers' Deployments to be Available and their
#    CRDs (and the SR-IOV policy CRD of the Network Operator add-on) to be Established.
# 5. Applies KUBERNETES_OBJECTS (the kubernetesManifests output less the gate's MPIJobs, which
#    kubernetes-nccl applies per run) with 'kubectl apply --server-side --validate=strict'.
# Idempotent: every step converges (a version already installed, apply of unchanged objects).
# Parameters: NODE_USER, KUBERNETES_VERSION, OKE_CLUSTER_ID, KUBERNETES_OBJECTS,
# STAGE_TIMEOUT_SECONDS. Output: FAIL lines on stderr; last stdout line
# {"stage":"kubernetes-setup",...}. Failures name "bastion".
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

: "${KUBERNETES_VERSION:?KUBERNETES_VERSION is required (kubernetes.version of the stack, e.g. v1.35.2)}"
: "${OKE_CLUSTER_ID:?OKE_CLUSTER_ID is required (the OCID of the OKE cluster of the stack)}"
: "${KUBERNETES_OBJECTS?KUBERNETES_OBJECTS is required (YAML; empty: none)}"
[[ "$KUBERNETES_VERSION" =~ ^v([0-9]+\.[0-9]+)\.[0-9]+$ ]] ||
  bad_input "KUBERNETES_VERSION must be vMAJOR.MINOR.PATCH, got '$KUBERNETES_VERSION'"
MINOR=v${BASH_REMATCH[1]}
[[ "$OKE_CLUSTER_ID" =~ ^ocid1\.cluster\.[a-z0-9._-]+$ ]] ||
  bad_input "OKE_CLUSTER_ID must be a cluster OCID (ocid1.cluster....), got '${OKE_CLUSTER_ID:0:60}'"

ME=bastion
KUBECONFIG_FILE=${KUBECONFIG:-$HOME/.kube/config}
KUBERNETES_CACHE=$HOME/.oci-gpu-cluster/kubernetes
KUBERNETES_REPO=/etc/yum.repos.d/kubernetes.repo
REQUEST_TIMEOUT=30s
ATTEMPTS=3
POLL_SECONDS=${RETRY_DELAY_SECONDS:-10}
MPI_OPERATOR_URL=https://raw.githubusercontent.com/kubeflow/mpi-operator/v$MPI_OPERATOR_VERSION/deploy/v2beta1/mpi-operator.yaml
KUEUE_URL=https://github.com/kubernetes-sigs/kueue/archive/refs/tags/v$KUEUE_VERSION.tar.gz
KUEUE_IMAGE=registry.k8s.io/kueue/kueue:v$KUEUE_VERSION
# Kueue v0.18.2 config/components/manager/kustomization.yaml, images: name controller, newName
KUEUE_STAGING_IMAGE=us-central1-docker.pkg.dev/k8s-staging-images/kueue/kueue
# what the stage waits for: namespace/deployment (mpi-operator.yaml; Kueue's config/default with
# its namePrefix kueue-) and the CRDs the stack's objects and the gate's MPIJob are of
# (sriovnetworknodepolicies: the Network Operator add-on's SR-IOV operator)
DEPLOYMENTS=(mpi-operator/mpi-operator kueue-system/kueue-controller-manager)
CRDS=(mpijobs.kubeflow.org resourceflavors.kueue.x-k8s.io clusterqueues.kueue.x-k8s.io
  localqueues.kueue.x-k8s.io sriovnetworknodepolicies.sriovnetwork.openshift.io)
CHANGED=()

WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT
# shellcheck disable=SC2317 # called through retry and the waits
kc() { kubectl --request-timeout="$REQUEST_TIMEOUT" "$@"; }
one_line() { tr '\n' ' ' <"$1" | cut -c1-600; }

finish() {
  emit_result kubernetes-setup "$1" "" \
    kubectl "$(json_str "$KUBERNETES_VERSION")" \
    kubeconfig "$(json_str "$KUBECONFIG_FILE")" \
    mpiOperator "$(json_str "v$MPI_OPERATOR_VERSION")" \
    kueue "$(json_str "v$KUEUE_VERSION")" \
    changed "$(python3 -c 'import json, sys; print(json.dumps(sys.argv[1:]))' "${CHANGED[@]}")"
  [[ "$1" == true ]] || exit 1
  exit 0
}

# 1. kubectl of the stack's version
installed_kubectl() {
  command -v kubectl >/dev/null &&
    kubectl version --client -o json 2>/dev/null | python3 -c 'import json, sys
print(json.load(sys.stdin)["clientVersion"]["gitVersion"])'
}
if [[ "$(installed_kubectl || true)" != "$KUBERNETES_VERSION" ]]; then
  printf '%s\n' "[kubernetes]" "name=Kubernetes $MINOR" \
    "baseurl=https://pkgs.k8s.io/core:/stable:/$MINOR/rpm/" "enabled=1" "gpgcheck=1" \
    "gpgkey=https://pkgs.k8s.io/core:/stable:/$MINOR/rpm/repodata/repomd.xml.key" >"$WORK/kubernetes.repo"
  if ! sudo install -m 0644 "$WORK/kubernetes.repo" "$KUBERNETES_REPO" ||
    ! retry "$ME" "dnf install kubectl-${KUBERNETES_VERSION#v}" "$ATTEMPTS" 15 \
      sudo dnf install -y "kubectl-${KUBERNETES_VERSION#v}" >&2; then
    fail "$ME" KUBERNETES_KUBECTL_INSTALL_FAILED "dnf install kubectl-${KUBERNETES_VERSION#v} from pkgs.k8s.io ($MINOR) failed $ATTEMPTS times"
    finish false
  fi
  CHANGED+=("kubectl $KUBERNETES_VERSION")
fi

# 2. the kubeconfig of the cluster's private endpoint, an instance principal's token
if ! command -v oci >/dev/null; then
  if ! retry "$ME" "dnf install python39-oci-cli" "$ATTEMPTS" 15 sudo dnf install -y python39-oci-cli >&2; then
    fail "$ME" KUBERNETES_KUBECONFIG_FAILED "dnf install python39-oci-cli (the OCI CLI that writes the kubeconfig) failed $ATTEMPTS times"
    finish false
  fi
  CHANGED+=("python39-oci-cli")
fi
mkdir -p "$(dirname "$KUBECONFIG_FILE")"
if ! retry "$ME" "oci ce cluster create-kubeconfig" "$ATTEMPTS" 15 \
  oci --auth instance_principal ce cluster create-kubeconfig --cluster-id "$OKE_CLUSTER_ID" \
  --file "$KUBECONFIG_FILE" --token-version 2.0.0 --kube-endpoint PRIVATE_ENDPOINT \
  --with-auth-context >"$WORK/kubeconfig.out" 2>&1; then
  fail "$ME" KUBERNETES_KUBECONFIG_FAILED "oci ce cluster create-kubeconfig for $OKE_CLUSTER_ID failed $ATTEMPTS times: $(one_line "$WORK/kubeconfig.out")"
  finish false
fi
chmod 0600 "$KUBECONFIG_FILE"
export KUBECONFIG=$KUBECONFIG_FILE
if ! retry "$ME" "reaching the cluster's API" "$ATTEMPTS" 15 kc get --raw /version >"$WORK/version.out" 2>&1; then
  fail "$ME" KUBERNETES_API_UNREACHABLE "kubectl cannot reach the cluster $OKE_CLUSTER_ID through $KUBECONFIG_FILE: $(one_line "$WORK/version.out")"
  finish false
fi

# 3. the controllers' manifests, pinned
# fetch NAME URL SHA256: $KUBERNETES_CACHE/NAME, downloaded when absent or not the pinned file
fetch() {
  local name=$1 url=$2 sha=$3 file=$KUBERNETES_CACHE/$1
  if [[ -f "$file" ]] && printf '%s  %s\n' "$sha" "$file" | sha256sum -c --status -; then return 0; fi
  mkdir -p "$KUBERNETES_CACHE"
  if ! retry "$ME" "download $url" "$ATTEMPTS" 15 curl -fsSL --connect-timeout 20 -o "$WORK/$name" "$url" 2>"$WORK/curl.err"; then
    fail "$ME" KUBERNETES_DOWNLOAD_FAILED "cannot download $url: $(one_line "$WORK/curl.err")"
    return 1
  fi
  if ! printf '%s  %s\n' "$sha" "$WORK/$name" | sha256sum -c --status -; then
    fail "$ME" KUBERNETES_DOWNLOAD_FAILED "$url is not the pinned file: sha256 $(sha256sum "$WORK/$name" | cut -d' ' -f1), versions.env pins $sha"
    return 1
  fi
  mv "$WORK/$name" "$file"
}
fetch "mpi-operator-$MPI_OPERATOR_VERSION.yaml" "$MPI_OPERATOR_URL" "$MPI_OPERATOR_SHA256" || finish false
fetch "kueue-$KUEUE_VERSION.tar.gz" "$KUEUE_URL" "$KUEUE_SOURCE_SHA256" || finish false

# Kueue's release manifest, built as its Makefile's artifacts target does: config/default with
# the release's controller image. An overlay stands in for 'kustomize edit set image' in
# config/components/manager, so it names the image as that kustomization leaves it (its images
# entry: controller -> the staging registry's kueue:main).
tar -xzf "$KUBERNETES_CACHE/kueue-$KUEUE_VERSION.tar.gz" -C "$WORK"
mkdir -p "$WORK/kueue-$KUEUE_VERSION/oci-gpu-cluster"
printf '%s\n' "resources:" "- ../config/default" "images:" "- name: $KUEUE_STAGING_IMAGE" \
  "  newName: ${KUEUE_IMAGE%:*}" "  newTag: ${KUEUE_IMAGE##*:}" >"$WORK/kueue-$KUEUE_VERSION/oci-gpu-cluster/kustomization.yaml"
if ! kubectl kustomize "$WORK/kueue-$KUEUE_VERSION/oci-gpu-cluster" >"$WORK/kueue.yaml" 2>"$WORK/kustomize.err"; then
  fail "$ME" KUBERNETES_APPLY_FAILED "kubectl kustomize of Kueue v$KUEUE_VERSION's config/default failed: $(one_line "$WORK/kustomize.err")"
  finish false
fi

# apply WHAT FILE [ARGS...]: server-side apply of FILE, field manager oci-gpu-cluster
apply() {
  local what=$1 file=$2
  shift 2
  if ! retry "$ME" "kubectl apply of $what" "$ATTEMPTS" 15 \
    kc apply --server-side --field-manager=oci-gpu-cluster "$@" -f "$file" >"$WORK/apply.out" 2>&1; then
    fail "$ME" KUBERNETES_APPLY_FAILED "kubectl apply --server-side of $what failed: $(one_line "$WORK/apply.out")"
    return 1
  fi
  log "$(cat "$WORK/apply.out")"
  # what kubectl did not report unchanged (kubectl apply prints "<kind>/<name> <operation>")
  if grep -qv ' unchanged$' "$WORK/apply.out"; then CHANGED+=("$what"); fi
}
apply "the MPI Operator v$MPI_OPERATOR_VERSION" "$KUBERNETES_CACHE/mpi-operator-$MPI_OPERATOR_VERSION.yaml" || finish false
apply "Kueue v$KUEUE_VERSION" "$WORK/kueue.yaml" || finish false

# 4. the controllers available, the kinds established, each bounded and named
# polled with 'kubectl get -o jsonpath' as kubernetes-nccl polls its job (the Deployment's
# Available and the CRD's Established conditions: Kubernetes API reference, DeploymentCondition,
# CustomResourceDefinitionCondition)
# condition_true CONDITION RESOURCE [-n NAMESPACE]: the object's CONDITION is True
# shellcheck disable=SC2317 # called through wait_until
condition_true() {
  local condition=$1
  shift
  [[ "$(kc get "$@" -o "jsonpath={.status.conditions[?(@.type==\"$condition\")].status}" 2>/dev/null)" == True ]]
}
# await WHAT CONDITION WHY RESOURCE...: bounded by the stage, named; a timeout fails the stage
await() {
  local what=$1 condition=$2 why=$3 bound
  shift 3
  bound=$(($(stage_remaining) - 30))
  ((bound > 0)) || bound=1
  if ! wait_until "$ME" "$what to be $condition" "$bound" "$POLL_SECONDS" condition_true "$condition" "$@"; then
    fail "$ME" KUBERNETES_CONTROLLER_NOT_READY "$what was not $condition within ${bound}s ($why)"
    finish false
  fi
}
for d in "${DEPLOYMENTS[@]}"; do
  await "deployment $d" Available "'kubectl -n ${d%%/*} describe deployment ${d#*/}'" deployment "${d#*/}" -n "${d%%/*}"
done
for crd in "${CRDS[@]}"; do
  await "CRD $crd" Established "its operator or add-on is not installed" customresourcedefinitions.apiextensions.k8s.io "$crd"
done

# 5. the stack's objects: SR-IOV policies, Kueue queues
if [[ -n "$KUBERNETES_OBJECTS" ]]; then
  printf '%s\n' "$KUBERNETES_OBJECTS" >"$WORK/objects.yaml"
  apply "the stack's objects (kubernetesManifests)" "$WORK/objects.yaml" --validate=strict || finish false
fi
finish true
