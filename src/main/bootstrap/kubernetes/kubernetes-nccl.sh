#!/usr/bin/env bash
# Kubernetes mode, on the bastion: the NCCL gate as the group's MPIJob (kubeflow.org/v2beta1, the
# MPI Operator v0.8.0 that oci-hpc-oke installs), queued by Kueue, instead of mpirun over SSH.
# The MPIJob is the typed one of the kubernetesManifests output (Manifests.ncclGate), passed
# whole as NCCL_MPIJOB: its launcher prints the sweep's marker line and runs the same sweep.
# Steps, each bounded and naming the job:
# 1. kubectl apply -f the MPIJob with --validate=strict (server-side field validation: the API
#    server refuses an unknown or duplicate field; kubectl docs, "kubectl apply", --validate),
#    after deleting the previous run's MPIJob of the same name (it is this stage's own object:
#    a finished job's status and launcher log would otherwise be read again).
# 2. Wait for the MPIJob's Succeeded or Failed condition (mpi-operator v0.8.0
#    pkg/apis/kubeflow/v2beta1/types.go, JobConditionType), polling
#    'kubectl get mpijob -o jsonpath', until STAGE_TIMEOUT_SECONDS leaves LOG_SECONDS; the
#    MPIJob's own runPolicy.activeDeadlineSeconds (the stage bound) ends a run left behind.
# 3. The launcher pod's log: the pod labelled training.kubeflow.org/job-name=<job> and
#    training.kubeflow.org/job-role=launcher (mpi-operator v0.8.0 pkg/controller
#    mpi_job_controller.go defaultLabels, constants.go); 'kubectl logs' of the newest one.
# 4. The verdict and the stage JSON are lib/nccl-lib.sh's, as for nccl-test.sh and
#    slurm-nccl.sh: one parser, one pass line, one result shape (the stack output 'nccl').
# 5. A node the verdict blames (FAIL <node> <code>, lib/nccl-lib.sh: NCCL_NOT_USING_RDMA on some
#    of the run's nodes) is taken out of scheduling, the Kubernetes form of Slurm's drain:
#    'kubectl cordon' and 'kubectl taint nodes <node> oci-gpu-cluster/failure=<CODE>:NoSchedule
#    --overwrite' (kubectl reference, "kubectl cordon", "kubectl taint"; Kubernetes docs,
#    "Taints and Tolerations"), and the stage fails (scheduler.onNodeFailure fail, the one policy
#    a Kubernetes stack validates with): a joined node takes pods whatever the update's outcome.
#    The Kubernetes node is named by its private IP, the NODES address: the join runs
#    'oke bootstrap' without --hostname-override (cloud-init/oke-join.part), and OKE nodes
#    bootstrapped so keep "their IP-based Kubernetes node names" (oci-hpc-oke v26.7.0
#    docs/oci-hpc-oke-utils.md; files/oke-ubuntu-cloud-init.sh passes --hostname-override only
#    with hostname_override=true, default false in terraform/schema.yaml). A passing run removes
#    the taint from the nodes that carry it and uncordons them; a cordon without it is kept.
# kubectl reads its cluster from KUBECONFIG or ~/.kube/config (kubectl docs, "Organizing
# Cluster Access Using kubeconfig Files"); none: the apply fails and says so.
# Parameters: NODES (the group's nodes: the run must span them all), NODE_USER, SHAPE_GPUS,
# NCCL_ENV, NCCL_PASS_LINE_GBPS, NCCL_FAIL_BELOW_PASS_LINE, NCCL_MIN_BYTES, NCCL_MAX_BYTES,
# NCCL_EXTRA_SIZES, NODE_TIMEOUT_SECONDS, STAGE_TIMEOUT_SECONDS, NCCL_MPIJOB (JSON).
# Output: the launcher's log on stdout, FAIL/WARN lines on stderr, last the stage JSON (as
# nccl-test.sh's, plus launcher "mpijob", the job, its launcher pod and the nodes cordoned).
# Failures name "cluster", or the node the verdict blames.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=SCRIPTDIR/lib/nccl-lib.sh
source "$BOOTSTRAP_DIR/lib/nccl-lib.sh"

parse_nodes
nccl_params
: "${NCCL_MPIJOB:?NCCL_MPIJOB is required: the MPIJob of the group as JSON, as in kubernetesManifests}"
# what reading the log and judging it needs of the stage's bound, after the wait
LOG_SECONDS=20
# each kubectl call's own bound (kubectl's global --request-timeout)
REQUEST_TIMEOUT=30s
POLL_SECONDS=${RETRY_DELAY_SECONDS:-10}

WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT
: >"$WORK/failed.tsv"
printf '%s\n' "$NCCL_MPIJOB" >"$WORK/mpijob.json"
read -r JOB NAMESPACE NCCL_IMAGE < <(python3 -c 'import json, sys
j = json.load(open(sys.argv[1]))
assert j["apiVersion"] == "kubeflow.org/v2beta1" and j["kind"] == "MPIJob", "not an MPIJob"
image = j["spec"]["mpiReplicaSpecs"]["Launcher"]["template"]["spec"]["containers"][0]["image"]
print(j["metadata"]["name"], j["metadata"].get("namespace") or "default", image)' "$WORK/mpijob.json") ||
  bad_input "NCCL_MPIJOB is not a kubeflow.org/v2beta1 MPIJob with a name and a launcher image"
# nccl-tests is built into the MPIJob's image: no ref of ours (the stage JSON's ncclTestsRef)
NCCL_TESTS_REF=image
NODE_COUNT=${#NODE_NAMES[@]}
RANKS=$((NODE_COUNT * SHAPE_GPUS))
WHAT="MPIJob $NAMESPACE/$JOB"
LAUNCHER_POD=""
CONDITIONS=""
# the taint a blamed node gets (KubernetesFeature.FAILURE_TAINT), its value the failure code
FAILURE_TAINT=oci-gpu-cluster/failure
CORDONED=()
UNCORDONED=()

kc() { kubectl --request-timeout="$REQUEST_TIMEOUT" "$@"; }

# result OK [SUMMARY]: the stage's final JSON line (lib/nccl-lib.sh) with the job's facts.
result() {
  local launcher
  launcher=$(python3 -c 'import json, sys
print(json.dumps({"launcher": "mpijob", "mpiJob": sys.argv[1], "launcherPod": sys.argv[2] or None,
                  "conditions": sys.argv[3].split(), "cordoned": sys.argv[4].split(),
                  "uncordoned": sys.argv[5].split()}))' \
    "$NAMESPACE/$JOB" "$LAUNCHER_POD" "$CONDITIONS" "${CORDONED[*]}" "${UNCORDONED[*]}")
  nccl_result "$1" "${2:-"{}"}" "$WORK/nodes.json" "$NODE_COUNT" "$RANKS" "$launcher"
}

if ! command -v kubectl >/dev/null; then
  nccl_fail cluster KUBERNETES_APPLY_FAILED "kubectl is not installed on this host: $WHAT was not applied"
  result false
  exit 1
fi

# 1. apply (a previous run's job of this name first deleted), on a cluster that has the kind
if ! kc api-resources --api-group=kubeflow.org -o name >"$WORK/kinds.out" 2>&1; then
  nccl_fail cluster KUBERNETES_APPLY_FAILED "the cluster's API could not be read for $WHAT: $(tr '\n' ' ' <"$WORK/kinds.out")"
  result false
  exit 1
fi
if ! grep -qx 'mpijobs.kubeflow.org' "$WORK/kinds.out"; then
  nccl_fail cluster KUBERNETES_APPLY_FAILED "the cluster has no MPIJob kind (mpijobs.kubeflow.org): the MPI Operator is not installed; $WHAT was not applied"
  result false
  exit 1
fi
if ! kc delete mpijob "$JOB" -n "$NAMESPACE" --ignore-not-found --wait=true --timeout=60s >"$WORK/delete.out" 2>&1; then
  nccl_fail cluster KUBERNETES_APPLY_FAILED "the previous $WHAT could not be deleted: $(tr '\n' ' ' <"$WORK/delete.out")"
  result false
  exit 1
fi
if ! kc apply --validate=strict -f "$WORK/mpijob.json" >"$WORK/apply.out" 2>&1; then
  nccl_fail cluster KUBERNETES_APPLY_FAILED "kubectl apply of $WHAT failed: $(tr '\n' ' ' <"$WORK/apply.out")"
  result false
  exit 1
fi
log "$(cat "$WORK/apply.out")"

# 2. wait for the job to finish
job_finished() {
  CONDITIONS=$(kc get mpijob "$JOB" -n "$NAMESPACE" \
    -o 'jsonpath={range .status.conditions[?(@.status=="True")]}{.type}{" "}{end}' 2>/dev/null) || return 1
  [[ " $CONDITIONS " == *" Succeeded "* || " $CONDITIONS " == *" Failed "* ]]
}
bound=$(($(stage_remaining) - LOG_SECONDS))
((bound > 0)) || bound=1
log "waiting for $WHAT (queued on Kueue, then its launcher) at most ${bound}s"
finished=true
wait_until "$WHAT" "its Succeeded or Failed condition" "$bound" "$POLL_SECONDS" job_finished || finished=false

# 3. the launcher's log (also of a failed or unfinished job: what it printed says why)
LAUNCHER_POD=$(kc get pods -n "$NAMESPACE" \
  -l "training.kubeflow.org/job-name=$JOB,training.kubeflow.org/job-role=launcher" \
  --sort-by=.metadata.creationTimestamp -o 'jsonpath={range .items[*]}{.metadata.name}{"\n"}{end}' 2>/dev/null |
  tail -n 1) || LAUNCHER_POD=""
: >"$WORK/nccl.log"
if [[ -n "$LAUNCHER_POD" ]]; then
  kc logs -n "$NAMESPACE" "pod/$LAUNCHER_POD" >"$WORK/nccl.log" 2>"$WORK/logs.err" ||
    warn "the log of $WHAT's launcher pod $LAUNCHER_POD could not be read: $(tr '\n' ' ' <"$WORK/logs.err")"
fi
cat "$WORK/nccl.log"
summary=$(python3 "$BOOTSTRAP_DIR/lib/nccl_log_summary.py" "$WORK/nccl.log")

if [[ "$finished" == false ]]; then
  nccl_fail cluster KUBERNETES_JOB_TIMEOUT "$WHAT did not finish within ${bound}s (conditions: ${CONDITIONS:-none}; launcher pod: ${LAUNCHER_POD:-none})"
elif [[ " $CONDITIONS " == *" Failed "* ]]; then
  reason=$(kc get mpijob "$JOB" -n "$NAMESPACE" \
    -o 'jsonpath={range .status.conditions[?(@.type=="Failed")]}{.reason}: {.message}{end}' 2>/dev/null) || reason=""
  nccl_fail cluster KUBERNETES_JOB_FAILED "$WHAT failed (${reason:-no reason given}); launcher pod: ${LAUNCHER_POD:-none}"
fi

nccl_verdict "$WORK/nccl.log" "$summary" "$WHAT" "${NODE_NAMES[@]}"

# 5. each node the verdict blames: cordoned and tainted with its (first) failure code
# k8s_node NAME: the Kubernetes node name of NAME, its NODES address
k8s_node() {
  local i
  for i in "${!NODE_NAMES[@]}"; do
    if [[ "${NODE_NAMES[$i]}" == "$1" ]]; then
      printf '%s' "${NODE_IPS[$i]}"
      return 0
    fi
  done
  return 1
}
declare -A BLAMED=()
while IFS=$'\t' read -r who code; do
  [[ "$who" == cluster || -n "${BLAMED[$who]:-}" ]] && continue
  BLAMED[$who]=$code
  node=$(k8s_node "$who") || continue
  if kc cordon "$node" >"$WORK/cordon.out" 2>&1 &&
    kc taint nodes "$node" "$FAILURE_TAINT=$code:NoSchedule" --overwrite >>"$WORK/cordon.out" 2>&1; then
    log "$who: node $node cordoned and tainted $FAILURE_TAINT=$code:NoSchedule"
    CORDONED+=("$node")
  else
    nccl_fail "$who" KUBERNETES_NODE_CORDON_FAILED "node $node ($who), blamed with $code, could not be cordoned and tainted: $(tr '\n' ' ' <"$WORK/cordon.out")"
  fi
done < <(cp "$WORK/failed.tsv" "$WORK/blamed.tsv" && cat "$WORK/blamed.tsv")
# a passing run returns the nodes this gate took out earlier (its taint on them) to scheduling,
# as slurm-nodes resumes only the project's own drains: a cordon without the taint is an
# operator's, kept
if ((FAILURE_COUNT == 0)) && [[ "$PASSED" == true ]]; then
  for node in "${NODE_IPS[@]}"; do
    taint=$(kc get node "$node" -o "jsonpath={.spec.taints[?(@.key==\"$FAILURE_TAINT\")].value}" 2>/dev/null) || continue
    [[ -n "$taint" ]] || continue
    if kc taint nodes "$node" "$FAILURE_TAINT:NoSchedule-" >"$WORK/uncordon.out" 2>&1 &&
      kc uncordon "$node" >>"$WORK/uncordon.out" 2>&1; then
      log "node $node passed: its $FAILURE_TAINT=$taint taint removed, uncordoned"
      UNCORDONED+=("$node")
    else
      warn "node $node passed but could not be uncordoned: $(tr '\n' ' ' <"$WORK/uncordon.out")"
    fi
  done
fi

if ((FAILURE_COUNT == 0)); then
  result true "$summary"
else
  result false "$summary"
  exit 1
fi
