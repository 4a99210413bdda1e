#!/usr/bin/env bash
# Rebuilds the schema files of this folder and PROVENANCE from local git mirrors of the source
# repositories (clones with the tags/commits named below). Nothing else is edited by hand: the
# CRDs are copied as their repositories have them, the Kubernetes OpenAPI documents are trimmed
# by trim-openapi.py to the component schemas the generated manifests reach.
# The Kubernetes documents are kubernetes/kubernetes' api/openapi-spec/v3 files of branch
# release-1.35 as kubernetes-sigs/kubectl-validate keeps them (its cmd/download-builtin-schemas
# downloads that folder of each release branch; pkg/openapiclient/github_builtins.go): the
# kubernetes/kubernetes repository itself (1.9 GB) was too large to mirror here, and the stored
# copy of it could not be read whole. They were not compared byte for byte with the branch.
# Usage: update.sh MIRRORS_DIR   (MIRRORS_DIR/<owner>+<name>/repo is a bare clone of each)
set -euo pipefail

mirrors=${1:?usage: update.sh MIRRORS_DIR}
here=$(cd "$(dirname "$0")" && pwd)
provenance="$here/PROVENANCE"

# repository, revision (tag or commit), path in it, file here
sources=(
  "kubernetes-sigs/kubectl-validate a97ccfaca20b164819afdae780392496f6ed6bbd pkg/openapiclient/builtins/1.35/api/v1.json"
  "kubernetes-sigs/kubectl-validate a97ccfaca20b164819afdae780392496f6ed6bbd pkg/openapiclient/builtins/1.35/apis/batch/v1.json"
  "kubeflow/mpi-operator v0.8.0 manifests/base/kubeflow.org_mpijobs.yaml"
  "kubernetes-sigs/kueue v0.18.2 config/components/crd/bases/kueue.x-k8s.io_resourceflavors.yaml"
  "kubernetes-sigs/kueue v0.18.2 config/components/crd/bases/kueue.x-k8s.io_clusterqueues.yaml"
  "kubernetes-sigs/kueue v0.18.2 config/components/crd/bases/kueue.x-k8s.io_localqueues.yaml"
  "Mellanox/network-operator v25.10.0 deployment/network-operator/charts/sriov-network-operator/crds/sriovnetwork.openshift.io_sriovnetworknodepolicies.yaml"
)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

{
  echo "# Where each schema file of this folder came from (written by update.sh; do not edit)."
  echo "# file <TAB> repository <TAB> revision <TAB> commit <TAB> path <TAB> sha256 of the source file <TAB> sha256 of the file here"
} >"$tmp/PROVENANCE"

for entry in "${sources[@]}"; do
  read -r repo rev path <<<"$entry"
  git_dir="$mirrors/${repo/\//+}/repo"
  commit=$(git --git-dir="$git_dir" rev-parse "$rev^{commit}")
  git --git-dir="$git_dir" show "$commit:$path" >"$tmp/source"
  case "$path" in
    */builtins/1.35/api/v1.json)
      file=k8s-1.35-api-v1.json
      python3 "$here/trim-openapi.py" "$tmp/source" "$tmp/$file" \
        io.k8s.api.core.v1.Service io.k8s.api.core.v1.ConfigMap io.k8s.api.core.v1.PodTemplateSpec \
        io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta
      ;;
    */builtins/1.35/apis/batch/v1.json)
      file=k8s-1.35-apis-batch-v1.json
      python3 "$here/trim-openapi.py" "$tmp/source" "$tmp/$file" io.k8s.api.batch.v1.Job
      ;;
    *)
      file=$(basename "$path")
      cp "$tmp/source" "$tmp/$file"
      ;;
  esac
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$file" "$repo" "$rev" "$commit" "$path" \
    "$(sha256sum <"$tmp/source" | cut -d' ' -f1)" "$(sha256sum <"$tmp/$file" | cut -d' ' -f1)" >>"$tmp/PROVENANCE"
  cp "$tmp/$file" "$here/$file"
done
cp "$tmp/PROVENANCE" "$provenance"
