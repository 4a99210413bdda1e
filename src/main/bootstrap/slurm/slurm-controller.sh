#!/usr/bin/env bash
# Slurm stage 1, on the bastion (as in Oracle's on-demand GPU cluster tutorial and oci-hpc 2.x:
# the bastion is the login and controller node):
# the slurm user with the pinned ids (versions.env SLURM_UID/SLURM_GID, before any Slurm
# package), Slurm's RPMs built here once from the pinned source (the repository every host
# installs from), munge with a key generated here once, slurmctld in configless mode
# (SlurmctldParameters=enable_configless: the nodes fetch slurm.conf, gres.conf, cgroup.conf
# and plugstack.conf from it), each node group's nodes with their shape's facts in the group's
# partition, every static node in the default partition (cheaper groups first: their Weight),
# and Pyxis so that srun on this host accepts --container-image. Idempotent: files are written
# only when their content changes; a change slurmctld cannot take without a restart
# (restart_settings: its address and ports, authentication, user, state directory) restarts it,
# any other (nodes added or removed, plugins, partitions) is applied with "scontrol reconfigure".
# Parameters: NODES, NODE_GROUPS (group:count runs over NODES), NODE_USER, SLURM_CLUSTER_NAME,
# SLURM_DEFAULT_PARTITION, SLURM_GROUPS (one line per group: name partition weight features
# gpus gpuType sockets coresPerSocket threadsPerCore realMemoryMb, "-" for no weight or
# features), ALLOW_UNPINNED_DOWNLOADS, STAGE_TIMEOUT_SECONDS, SLURM_ALLOW_GROUPS (the
# partitions' AllowGroups; empty = every user); with on-demand nodes (empty ONDEMAND_PARTITION: none) ONDEMAND_PARTITION,
# ONDEMAND_MAX_NODES, the on-demand shape's ONDEMAND_GPUS, ONDEMAND_GPU_TYPE, ONDEMAND_SOCKETS,
# ONDEMAND_CORES_PER_SOCKET, ONDEMAND_THREADS_PER_CORE, ONDEMAND_REAL_MEMORY_MB, and
# ONDEMAND_SUSPEND_TIME_SECONDS, ONDEMAND_RESUME_TIMEOUT_SECONDS, ONDEMAND_SUSPEND_TIMEOUT_SECONDS,
# ONDEMAND_PROGRAM_DIR (where the ondemand stage installs resume.sh, suspend.sh, resume-fail.sh);
# SLURM_CONF_EXTRA (slurm.conf lines other features add, Key=value one a line; empty: none);
# SLURM_TOPOLOGY (on: topology.yaml from the nodes' places in the RDMA fabric, as the readiness
# stage recorded them, and TopologyParam=SwitchAsNodeRank; off, the default: none) and
# SLURM_BLOCK_PARTITION (with it on: a partition of every static node that schedules by the
# block topology, Topology=block, for --segment; empty: none).
# Test knobs (README): SLURM_NO_CGROUP, SLURM_CGROUP_IGNORE_SYSTEMD, SLURM_CGROUP_MISSING,
# SLURM_CONFIG_OVERRIDES.
# Output: FAIL lines on stderr; last stdout line {"stage":"slurm-controller",...}.
set -euo pipefail
# shellcheck source=SCRIPTDIR/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
# shellcheck source=SCRIPTDIR/lib/slurm-lib.sh
source "$BOOTSTRAP_DIR/lib/slurm-lib.sh"
# shellcheck source=SCRIPTDIR/lib/slurm-build.sh
source "$BOOTSTRAP_DIR/lib/slurm-build.sh"

parse_nodes
# SLURM_CONTROLLER_MODE (no stack parameter; default controller): "packages" builds the pinned
# Slurm's RPMs into this host's repository (sl_setup_slurm_packages) and does nothing else: what
# a bake runs before its builder's slurm-nodes, while no node of the cluster exists
# (docs/bake.md). The controller's own run later finds them built.
SLURM_CONTROLLER_MODE="${SLURM_CONTROLLER_MODE:-controller}"
[[ "$SLURM_CONTROLLER_MODE" == controller || "$SLURM_CONTROLLER_MODE" == packages ]] ||
  bad_input "SLURM_CONTROLLER_MODE must be controller or packages, got '$SLURM_CONTROLLER_MODE'"
if [[ "$SLURM_CONTROLLER_MODE" == packages ]]; then
  require_uint STAGE_TIMEOUT_SECONDS
  pins=$(sl_require_pins) || bad_input "$pins"
  for v in SLURM_UID SLURM_GID; do require_uint "$v"; done
  ME=bastion
  say() { log "$ME: $*"; }
  ok=true
  sl_setup_slurm_packages || ok=false
  emit_result slurm-controller "$ok" "" mode '"packages"' \
    changed "$(sl_json_list "${SL_CHANGED[@]}")" slurmVersion "$(json_str "$SLURM_VERSION")"
  if [[ "$ok" == true ]]; then exit 0; fi
  exit 1
fi
: "${SLURM_CLUSTER_NAME:?SLURM_CLUSTER_NAME is required, e.g. oci-gpu-cluster}"
: "${SLURM_DEFAULT_PARTITION:?SLURM_DEFAULT_PARTITION is required, e.g. compute}"
: "${SLURM_GROUPS:?SLURM_GROUPS is required (one line per node group, from the shape catalog)}"
: "${NODE_GROUPS?NODE_GROUPS is required (name=group of each node of NODES)}"
require_uint STAGE_TIMEOUT_SECONDS
[[ "$SLURM_DEFAULT_PARTITION" =~ ^[a-z][a-z0-9_-]{0,30}$ ]] || bad_input "SLURM_DEFAULT_PARTITION '$SLURM_DEFAULT_PARTITION' must be lower-case letters, digits, '-' or '_' (e.g. compute)"
[[ "$SLURM_CLUSTER_NAME" =~ ^[a-z][a-z0-9_-]{0,39}$ ]] || bad_input "SLURM_CLUSTER_NAME '$SLURM_CLUSTER_NAME' must be lower-case letters, digits, '-' or '_'"
# The groups, by index: name, partition, weight, features, and their shape's facts.
G_NAME=() G_PART=() G_WEIGHT=() G_FEAT=() G_GPUS=() G_TYPE=() G_SOCK=() G_CORES=() G_THREADS=() G_MEM=()
declare -A G_INDEX=()
while read -r name part weight feat gpus type sock cores threads mem extra; do
  [[ -n "$name" ]] || continue
  [[ -n "$mem" && -z "${extra:-}" ]] || bad_input "SLURM_GROUPS line '$name $part ...' must have 10 fields: name partition weight features gpus gpuType sockets coresPerSocket threadsPerCore realMemoryMb"
  [[ "$name" =~ ^[a-z][a-z0-9-]{0,19}$ && -z "${G_INDEX[$name]:-}" ]] || bad_input "SLURM_GROUPS group '$name' must be a unique lower-case name"
  [[ "$part" =~ ^[a-z][a-z0-9_-]{0,30}$ ]] || bad_input "SLURM_GROUPS partition '$part' of group $name must be lower-case letters, digits, '-' or '_'"
  [[ "$weight" == - || "$weight" =~ ^[0-9]{1,9}$ ]] || bad_input "SLURM_GROUPS weight '$weight' of group $name must be a number or -"
  [[ "$feat" == - || "$feat" =~ ^[A-Za-z0-9_.-]+(,[A-Za-z0-9_.-]+)*$ ]] || bad_input "SLURM_GROUPS features '$feat' of group $name must be words separated by commas, or -"
  [[ "$type" =~ ^[A-Za-z0-9_-]+$ ]] || bad_input "SLURM_GROUPS GPU type '$type' of group $name must be letters, digits, '-' or '_' (e.g. A100)"
  for v in "$gpus" "$sock" "$cores" "$threads" "$mem"; do
    [[ "$v" =~ ^[0-9]+$ ]] || bad_input "SLURM_GROUPS line of group $name: '$v' is not a whole number"
  done
  ((gpus > 0)) || bad_input "SLURM_GROUPS group $name: at least 1 GPU for the GPU GRES"
  G_INDEX[$name]=${#G_NAME[@]}
  G_NAME+=("$name") G_PART+=("$part") G_WEIGHT+=("$weight") G_FEAT+=("$feat") G_GPUS+=("$gpus")
  G_TYPE+=("$type") G_SOCK+=("$sock") G_CORES+=("$cores") G_THREADS+=("$threads") G_MEM+=("$mem")
done <<<"$SLURM_GROUPS"
((${#G_NAME[@]} > 0)) || bad_input "SLURM_GROUPS names no node group"
# each node's group: NODE_GROUPS is group:count runs over NODES, in its order
declare -A NODE_GROUP=()
i=0
for run in $NODE_GROUPS; do
  g=${run%%:*} k=${run#*:}
  [[ "$run" == *:* && "$k" =~ ^[0-9]+$ && -n "${G_INDEX[$g]:-}" ]] ||
    bad_input "NODE_GROUPS run '$run' is not <group of SLURM_GROUPS (${!G_INDEX[*]})>:<count>"
  ((i + k <= ${#NODE_NAMES[@]})) || bad_input "NODE_GROUPS counts more nodes than NODES has (${#NODE_NAMES[@]})"
  for ((j = 0; j < k; j++, i++)); do NODE_GROUP[${NODE_NAMES[$i]}]=$g; done
done
((i == ${#NODE_NAMES[@]})) || bad_input "NODE_GROUPS gives $i of the ${#NODE_NAMES[@]} nodes of NODES a group"
pins=$(sl_require_pins) || bad_input "$pins"
: "${SLURM_ALLOW_GROUPS?SLURM_ALLOW_GROUPS is required (AllowGroups of the partition; empty: everyone)}"
[[ -z "$SLURM_ALLOW_GROUPS" || "$SLURM_ALLOW_GROUPS" =~ ^[a-z_][a-z0-9_-]*(,[a-z_][a-z0-9_-]*)*$ ]] ||
  bad_input "SLURM_ALLOW_GROUPS '$SLURM_ALLOW_GROUPS' must be group names separated by commas (e.g. gpuusers,opc)"
: "${ONDEMAND_PARTITION?ONDEMAND_PARTITION is required (empty: no on-demand partition)}"
: "${ONDEMAND_GPU_TYPE?ONDEMAND_GPU_TYPE is required (empty without on-demand nodes)}"
: "${ONDEMAND_PROGRAM_DIR?ONDEMAND_PROGRAM_DIR is required (empty without on-demand nodes)}"
: "${SLURM_CONF_EXTRA?SLURM_CONF_EXTRA is required (slurm.conf lines of other features; empty: none)}"
EXTRA_LINES=()
if [[ -n "$SLURM_CONF_EXTRA" ]]; then mapfile -t EXTRA_LINES <<<"$SLURM_CONF_EXTRA"; fi
for line in "${EXTRA_LINES[@]}"; do
  [[ "$line" =~ ^[A-Z][A-Za-z]+=[^[:space:]].*$ ]] || bad_input "SLURM_CONF_EXTRA line '$line' is not a slurm.conf Key=value line"
done
: "${SLURM_TOPOLOGY:?SLURM_TOPOLOGY is required: on or off}"
: "${SLURM_BLOCK_PARTITION?SLURM_BLOCK_PARTITION is required (empty: no block partition)}"
[[ "$SLURM_TOPOLOGY" == on || "$SLURM_TOPOLOGY" == off ]] || bad_input "SLURM_TOPOLOGY must be on or off, got '$SLURM_TOPOLOGY'"
if [[ -n "$SLURM_BLOCK_PARTITION" ]]; then
  [[ "$SLURM_TOPOLOGY" == on ]] || bad_input "SLURM_BLOCK_PARTITION '$SLURM_BLOCK_PARTITION' needs SLURM_TOPOLOGY=on (its Topology=block is defined in topology.yaml)"
  [[ "$SLURM_BLOCK_PARTITION" =~ ^[a-z][a-z0-9_-]{0,30}$ && " $SLURM_DEFAULT_PARTITION ${G_PART[*]} $ONDEMAND_PARTITION " != *" $SLURM_BLOCK_PARTITION "* ]] ||
    bad_input "SLURM_BLOCK_PARTITION '$SLURM_BLOCK_PARTITION' must be lower-case letters, digits, '-' or '_' and differ from the other partitions"
fi
# where the readiness stage keeps each node's place in the fabric (readiness-gate.sh)
TOPOLOGY_DIR="$HOME/.oci-gpu-cluster/state/topology"
if [[ -n "$ONDEMAND_PARTITION" ]]; then
  [[ "$ONDEMAND_PARTITION" =~ ^[a-z][a-z0-9_-]{0,30}$ && " $SLURM_DEFAULT_PARTITION ${G_PART[*]} " != *" $ONDEMAND_PARTITION "* ]] ||
    bad_input "ONDEMAND_PARTITION '$ONDEMAND_PARTITION' must be lower-case letters, digits, '-' or '_' and differ from SLURM_DEFAULT_PARTITION and the groups' partitions"
  for v in ONDEMAND_MAX_NODES ONDEMAND_GPUS ONDEMAND_SOCKETS ONDEMAND_CORES_PER_SOCKET ONDEMAND_THREADS_PER_CORE \
    ONDEMAND_REAL_MEMORY_MB ONDEMAND_SUSPEND_TIME_SECONDS ONDEMAND_RESUME_TIMEOUT_SECONDS ONDEMAND_SUSPEND_TIMEOUT_SECONDS; do
    require_uint "$v"
  done
  ((ONDEMAND_MAX_NODES > 0 && ONDEMAND_GPUS > 0)) || bad_input "ONDEMAND_MAX_NODES and ONDEMAND_GPUS must be at least 1"
  [[ "$ONDEMAND_GPU_TYPE" =~ ^[A-Za-z0-9_-]+$ ]] || bad_input "ONDEMAND_GPU_TYPE '$ONDEMAND_GPU_TYPE' must be letters, digits, '-' or '_' (e.g. A100)"
  [[ "$ONDEMAND_PROGRAM_DIR" =~ ^(/[A-Za-z0-9_.-]+)+$ ]] || bad_input "ONDEMAND_PROGRAM_DIR '$ONDEMAND_PROGRAM_DIR' is not an absolute path"
fi

ME=bastion
WORK=$(make_workdir)
trap 'rm -rf "$WORK"' EXIT
say() { log "$ME: $*"; }

CONTROLLER_NAME=$(hostname -s)
CONTROLLER_ADDR=$(sl_controller_addr "${NODE_IPS[0]}")

# group_nodes INDEX: the nodes of group INDEX, comma-separated, in NODES order.
group_nodes() {
  local n out=()
  for n in "${NODE_NAMES[@]}"; do [[ "${NODE_GROUP[$n]}" == "${G_NAME[$1]}" ]] && out+=("$n"); done
  (
    IFS=,
    echo "${out[*]}"
  )
}

# gpu_files COUNT: the device files of COUNT GPUs
gpu_files() { if (($1 == 1)); then echo /dev/nvidia0; else echo "/dev/nvidia[0-$(($1 - 1))]"; fi; }

render_configs() {
  local i g nodes_csv members def_mem=0 mem
  nodes_csv=$(
    IFS=,
    echo "${NODE_NAMES[*]}"
  )
  {
    echo "# Generated by oci-gpu-cluster (slurm-controller.sh); edits are overwritten."
    echo "ClusterName=$SLURM_CLUSTER_NAME"
    echo "SlurmctldHost=$CONTROLLER_NAME($CONTROLLER_ADDR)"
    # the nodes fetch this file, gres.conf, cgroup.conf and plugstack.conf from slurmctld
    if [[ -n "$ONDEMAND_PARTITION" ]]; then
      # a suspended cloud node is idle again, ready for the next resume (slurm.conf(5))
      echo "SlurmctldParameters=enable_configless,idle_on_node_suspend"
    else
      echo "SlurmctldParameters=enable_configless"
    fi
    echo "AuthType=auth/munge"
    echo "SlurmUser=slurm"
    echo "StateSaveLocation=/var/spool/slurmctld"
    echo "SlurmdSpoolDir=/var/spool/slurmd"
    echo "SlurmctldPidFile=/run/slurmctld.pid"
    echo "SlurmdPidFile=/run/slurmd.pid"
    echo "SlurmctldLogFile=/var/log/slurm/slurmctld.log"
    echo "SlurmdLogFile=/var/log/slurm/slurmd.log"
    if [[ -n "${SLURM_NO_CGROUP:-}" ]]; then
      # test bed only: its hosts have no systemd to delegate a cgroup tree to slurmd
      echo "ProctrackType=proctrack/linuxproc"
      echo "TaskPlugin=task/none"
    else
      echo "ProctrackType=proctrack/cgroup"
      echo "TaskPlugin=task/cgroup,task/affinity"
    fi
    if [[ -n "${SLURM_CONFIG_OVERRIDES:-}" ]]; then
      # test bed only: its hosts are not the shape (slurm.conf: "generally only useful for testing")
      echo "SlurmdParameters=config_overrides"
    fi
    # Oracle's production values (oracle-quickstart/oci-hpc playbooks/roles/slurm/templates/slurm.conf.j2):
    # memory is scheduled (RealMemory from the shape catalog), so two jobs on a node cannot OOM
    # each other under ConstrainRAMSpace
    echo "SelectType=select/cons_tres"
    echo "SelectTypeParameters=CR_Core_Memory"
    echo "GresTypes=gpu"
    echo "SchedulerType=sched/backfill"
    # a job a partition would never run (a user outside its AllowGroups, more nodes than it has)
    # is refused at submission, as before 23.02: since then, with the default EnforcePartLimits=NO,
    # "jobs [queue] even if the user is not in AllowGroups" (CHANGELOG/slurm-23.02.md) and stay
    # pending, holding nodes for the backfill scheduler (slurm.conf(5) EnforcePartLimits: ALL,
    # "rejected at submission time")
    echo "EnforcePartLimits=ALL"
    # an extern step per job on every node it gets: pam_slurm_adopt (node/slurm-node.sh) puts an
    # ssh session of the job's user into it (slurm.conf(5) PrologFlags: Contain implies Alloc)
    echo "PrologFlags=Contain"
    # Enroot's teardown of a large container rootfs outlasts the default 60 s, which drains
    # a healthy node "Kill task failed"
    echo "UnkillableStepTimeout=600"
    # the default 10 s times out spuriously at 64 nodes; Oracle's template has 120, but Slurm 25.11
    # logs "MessageTimeout is too high for effective fault-tolerance" above 100 on every daemon start
    # (src/common/read_config.c); 100 keeps UnkillableStepTimeout (600) at 5 x MessageTimeout or
    # more, as 25.11 requires
    echo "MessageTimeout=100"
    # No CommunicationParameters=NoAddrCache for nodes whose addresses change (on-demand, replaced
    # instances): Slurm 23.11 removed it (CHANGELOG/slurm-23.11.md "Remove NoAddrCache
    # CommunicationParameter", "Remove cloud_reg_addrs and make it default behavior") and 25.11's
    # slurmctld logs 'error: The CommunicationParameters option "NoAddrCache" is defunct'
    # (src/common/read_config.c)
    # sstat of running jobs and the accounted usage (Oracle: jobacct_gather/linux), where job
    # accounting stores it: accounting storage, when on, is a SLURM_CONF_EXTRA line (slurm.conf(5):
    # AccountingStorageType is empty, none, by default), and without it slurmctld logs "Job
    # accounting information gathered, but not stored" at every start (src/slurmctld/controller.c)
    for line in "${EXTRA_LINES[@]}"; do
      if [[ $line == AccountingStorageType=* ]]; then echo "JobAcctGatherType=jobacct_gather/linux"; fi
    done
    # the cluster sends no mail (no mail client or MTA is installed): a job's --mail-type is
    # accepted and dropped, where the default /bin/mail, absent, makes slurmctld log "Configured
    # MailProg is invalid" at every start (src/slurmctld/controller.c stats MailProg)
    echo "MailProg=/usr/bin/true"
    echo "MpiDefault=none"
    # RDMA registers pinned memory: jobs keep the nodes' unlimited memlock
    echo "PropagateResourceLimitsExcept=MEMLOCK"
    # a node that was DOWN comes back when slurmd registers; a drained one stays drained
    echo "ReturnToService=2"
    echo "SlurmdTimeout=300"
    if ((${#EXTRA_LINES[@]} > 0)); then printf '%s\n' "${EXTRA_LINES[@]}"; fi
    # each node with its group's shape: GRES, CPU topology, memory; Weight (the lowest first) and
    # Features (sbatch --constraint) where the group has them
    for i in "${!NODE_NAMES[@]}"; do
      g=${G_INDEX[${NODE_GROUP[${NODE_NAMES[$i]}]}]}
      echo "NodeName=${NODE_NAMES[$i]} NodeAddr=${NODE_IPS[$i]} Sockets=${G_SOCK[$g]} CoresPerSocket=${G_CORES[$g]} ThreadsPerCore=${G_THREADS[$g]} RealMemory=${G_MEM[$g]} Gres=gpu:${G_TYPE[$g]}:${G_GPUS[$g]}$([[ "${G_WEIGHT[$g]}" == - ]] || echo " Weight=${G_WEIGHT[$g]}")$([[ "${G_FEAT[$g]}" == - ]] || echo " Features=${G_FEAT[$g]}") State=UNKNOWN"
    done
    # with users.accounts only gpuusers (accounts with containers: true) and the login user's group submit.
    # DefMemPerGPU: under CR_Core_Memory a job that names no memory would otherwise hold all of
    # each node's RealMemory (slurm.conf(5) DefMemPerCPU/GPU: "The default value is 0 (unlimited)"),
    # and no second job could share the node; it gets its GPUs' share of the node's memory instead
    for g in "${!G_NAME[@]}"; do
      mem=$((G_MEM[g] / G_GPUS[g]))
      ((def_mem == 0 || mem < def_mem)) && def_mem=$mem
      # a group's own partition (the default partition holds every node anyway)
      [[ "${G_PART[$g]}" != "$SLURM_DEFAULT_PARTITION" ]] || continue
      members=$(group_nodes "$g")
      [[ -n "$members" ]] || continue
      echo "PartitionName=${G_PART[$g]} Nodes=$members Default=NO MaxTime=INFINITE State=UP DefMemPerGPU=$mem${SLURM_ALLOW_GROUPS:+ AllowGroups=$SLURM_ALLOW_GROUPS}"
    done
    echo "PartitionName=$SLURM_DEFAULT_PARTITION Nodes=$nodes_csv Default=YES MaxTime=INFINITE State=UP DefMemPerGPU=$def_mem${SLURM_ALLOW_GROUPS:+ AllowGroups=$SLURM_ALLOW_GROUPS}"
    if [[ "$SLURM_TOPOLOGY" == on ]]; then
      # one rank per leaf switch, so that ranks follow the fabric (slurm.conf(5) TopologyParam:
      # "Valid when topology/tree is a cluster default topology", which topology.yaml's tree is)
      echo "TopologyParam=SwitchAsNodeRank"
      # a partition chooses a topology of topology.yaml by its name (slurm.conf(5), PARTITION
      # CONFIGURATION, Topology: "Name of the topology, defined in topology.yaml, used by jobs in
      # this partition"); the others use the cluster default, the tree
      if [[ -n "$SLURM_BLOCK_PARTITION" ]]; then
        echo "PartitionName=$SLURM_BLOCK_PARTITION Nodes=$nodes_csv Default=NO MaxTime=INFINITE State=UP DefMemPerGPU=$def_mem Topology=block${SLURM_ALLOW_GROUPS:+ AllowGroups=$SLURM_ALLOW_GROUPS}"
      fi
    fi
    if [[ -n "$ONDEMAND_PARTITION" ]]; then render_power_saving; fi
  } >"$WORK/slurm.conf"
  # a feature's line may not set what this script writes: slurm.conf would hold two values
  local dup
  dup=$(grep -oE '^[A-Za-z]+=' "$WORK/slurm.conf" | grep -vE '^(NodeName|PartitionName|NodeSet)=' | sort | uniq -d | head -1)
  [[ -z "$dup" ]] || bad_input "SLURM_CONF_EXTRA sets ${dup%=}, which slurm-controller.sh writes itself"
  {
    echo "# Generated by oci-gpu-cluster (slurm-controller.sh): GPUs of the shape, no autodetection."
    echo "AutoDetect=off"
    for g in "${!G_NAME[@]}"; do
      members=$(group_nodes "$g")
      [[ -n "$members" ]] || continue
      echo "NodeName=$members Name=gpu Type=${G_TYPE[$g]} File=$(gpu_files "${G_GPUS[$g]}")"
    done
    if [[ -n "$ONDEMAND_PARTITION" ]]; then
      echo "NodeName=$(ondemand_nodes) Name=gpu Type=$ONDEMAND_GPU_TYPE File=$(gpu_files "$ONDEMAND_GPUS")"
    fi
  } >"$WORK/gres.conf"
  {
    echo "# Generated by oci-gpu-cluster (slurm-controller.sh)."
    if [[ -n "${SLURM_NO_CGROUP:-}" ]]; then
      # test bed only: no systemd delegates a cgroup tree to its slurmd ("disabled: completely
      # disable any interaction with the cgroups", cgroup.conf(5) of Slurm 25.11)
      echo "CgroupPlugin=disabled"
    else
      echo "CgroupPlugin=autodetect"
    fi
    if [[ -n "${SLURM_CGROUP_IGNORE_SYSTEMD:-}" ]]; then
      # test bed only: slurmd builds its cgroup tree in the bed's delegated subtree itself, no
      # systemd to ask over D-Bus (cgroup.conf(5) IgnoreSystemd: "for development and testing")
      echo "IgnoreSystemd=yes"
    fi
    # test bed only: controllers its machine's cgroup v2 lacks (bound to cgroup v1 there)
    if [[ ",${SLURM_CGROUP_MISSING:-}," == *,cpuset,* ]]; then echo "ConstrainCores=no"; else echo "ConstrainCores=yes"; fi
    # a job sees only the GPUs (/dev/nvidiaN) it was given
    echo "ConstrainDevices=yes"
    if [[ ",${SLURM_CGROUP_MISSING:-}," == *,memory,* ]]; then echo "ConstrainRAMSpace=no"; else echo "ConstrainRAMSpace=yes"; fi
  } >"$WORK/cgroup.conf"
  # srun here parses --container-image through Pyxis; slurmd gets this file in configless mode
  printf 'required %s\n' "$PYXIS_PLUGIN" >"$WORK/plugstack.conf"
  if [[ "$SLURM_TOPOLOGY" == on ]]; then render_topology >"$WORK/topology.yaml"; fi
}

# topology.yaml (topology.yaml(5) of 25.11: "must be located in the same directory as
# slurm.conf"; configless nodes and clients fetch it, src/common/fetch_config.c) from the places
# the readiness stage recorded: each node group a root, an on-demand node not up yet (no place
# recorded) under the placeholder (lib/slurm_topology.py, docs/topology.md).
render_topology() {
  local i k
  {
    for i in "${!NODE_NAMES[@]}"; do echo "${NODE_NAMES[$i]} ${NODE_GROUP[${NODE_NAMES[$i]}]}"; done
    if [[ -n "$ONDEMAND_PARTITION" ]]; then
      for ((k = 1; k <= ONDEMAND_MAX_NODES; k++)); do echo "$ONDEMAND_PARTITION-$k $ONDEMAND_PARTITION"; done
    fi
  } | python3 "$BOOTSTRAP_DIR/lib/slurm_topology.py" "$TOPOLOGY_DIR"
}

# The on-demand nodes' stable names: <partition>-1 .. <partition>-<max> (a Slurm hostlist).
ondemand_nodes() { printf '%s-[1-%s]' "$ONDEMAND_PARTITION" "$ONDEMAND_MAX_NODES"; }

# Slurm power saving for the on-demand partition ("Slurm Power Saving Guide", "Slurm Elastic
# Computing (Cloud)"): nodes declared State=CLOUD exist in Slurm only while their instance
# does; slurmctld runs ResumeProgram when a job needs them and SuspendProgram after
# SuspendTime idle seconds. The static partition is never suspended.
render_power_saving() {
  # cloud nodes have no DNS entry: their address comes from the resume program
  # (scontrol update NodeAddr), so slurmd must not forward messages through each other
  echo "TreeWidth=65533"
  # powered-down cloud nodes are visible in sinfo without PrivateData=cloud since Slurm 23.02
  # (CHANGELOG/slurm-23.02.md: "Change cloud nodes to show by default. PrivateData=cloud is no
  # longer needed"); 25.11's parser ignores "cloud" (src/common/read_config.c, PrivateData)
  echo "ResumeProgram=$ONDEMAND_PROGRAM_DIR/resume.sh"
  echo "SuspendProgram=$ONDEMAND_PROGRAM_DIR/suspend.sh"
  echo "ResumeFailProgram=$ONDEMAND_PROGRAM_DIR/resume-fail.sh"
  echo "SuspendTime=$ONDEMAND_SUSPEND_TIME_SECONDS"
  echo "ResumeTimeout=$ONDEMAND_RESUME_TIMEOUT_SECONDS"
  echo "SuspendTimeout=$ONDEMAND_SUSPEND_TIMEOUT_SECONDS"
  # the static partitions are never suspended
  echo "SuspendExcParts=$(printf '%s\n' "$SLURM_DEFAULT_PARTITION" "${G_PART[@]}" | awk '!seen[$0]++' | paste -sd,)"
  echo "NodeName=$(ondemand_nodes) State=CLOUD Sockets=$ONDEMAND_SOCKETS CoresPerSocket=$ONDEMAND_CORES_PER_SOCKET ThreadsPerCore=$ONDEMAND_THREADS_PER_CORE RealMemory=$ONDEMAND_REAL_MEMORY_MB Gres=gpu:$ONDEMAND_GPU_TYPE:$ONDEMAND_GPUS"
  echo "PartitionName=$ONDEMAND_PARTITION Nodes=$(ondemand_nodes) Default=NO MaxTime=INFINITE State=UP DefMemPerGPU=$((ONDEMAND_REAL_MEMORY_MB / ONDEMAND_GPUS))${SLURM_ALLOW_GROUPS:+ AllowGroups=$SLURM_ALLOW_GROUPS}"
}

setup_slurmctld() {
  local config_changed=false f before
  before=$(sl_version_of slurm)
  sl_install_slurm_rpms "$SLURM_REPO_DIR/$SLURM_VERSION" "$SLURM_VERSION" "${SLURM_CONTROLLER_PACKAGES[@]}" || {
    fail "$ME" PACKAGE_INSTALL_FAILED "dnf install of Slurm $SLURM_VERSION RPMs (${SLURM_CONTROLLER_PACKAGES[*]}) from $SLURM_REPO_DIR/$SLURM_VERSION failed $SL_ATTEMPTS times"
    return 1
  }
  # a running slurmctld of the release this run replaced
  [[ -n "$before" && "$before" != "$(sl_version_of slurm)" ]] && config_changed=true
  sl_dir /var/spool/slurmctld 0755 slurm:slurm
  sl_dir /var/log/slurm 0755 slurm:slurm
  setup_pyxis || return 1
  render_configs
  local restart=false
  if ! cmp -s <(restart_settings "$SLURM_CONF_DIR/slurm.conf") <(restart_settings "$WORK/slurm.conf"); then restart=true; fi
  for f in slurm.conf gres.conf cgroup.conf plugstack.conf; do
    if sl_put "$WORK/$f" "$SLURM_CONF_DIR/$f" 0644 root:root; then config_changed=true; fi
  done
  if [[ -f "$WORK/topology.yaml" ]]; then
    if sl_put "$WORK/topology.yaml" "$SLURM_CONF_DIR/topology.yaml" 0644 root:root; then config_changed=true; fi
  elif sl_sudo grep -qs '^# Slurm topology.yaml written by oci-gpu-cluster' "$SLURM_CONF_DIR/topology.yaml"; then
    # topology turned off: the file this stage wrote goes (a file of anyone else's stays)
    sl_sudo rm -f "$SLURM_CONF_DIR/topology.yaml"
    sl_changed "$SLURM_CONF_DIR/topology.yaml removed"
    config_changed=true
  fi
  if [[ "$config_changed" == true && "$restart" == false ]] && slurmctld_up; then
    # a restart would kill the on-demand ResumePrograms in flight (restart_settings)
    if ! sl_sudo scontrol reconfigure >&2; then
      fail "$ME" SLURMCTLD_FAILED "scontrol reconfigure failed after a configuration change; see /var/log/slurm/slurmctld.log"
      return 1
    fi
    sl_changed "slurmctld reconfigured"
  else
    sl_service slurmctld "$restart" || {
      fail "$ME" SLURMCTLD_FAILED "slurmctld would not start; see /var/log/slurm/slurmctld.log"
      return 1
    }
  fi
  if ! wait_until "$ME" "slurmctld to answer (scontrol ping)" 60 1 slurmctld_up; then
    fail "$ME" SLURMCTLD_FAILED "scontrol ping: slurmctld on $CONTROLLER_NAME not UP within 60s; see /var/log/slurm/slurmctld.log"
    return 1
  fi
  # after a restart, the running slurmds fetch the new configuration too (configless: a slurmd
  # reads it at start and on "scontrol reconfigure", slurm.conf(5)
  # SlurmctldParameters=enable_configless), so slurm-nodes need not restart them
  if [[ "$config_changed" == true && "$restart" == true ]] && ! sl_sudo scontrol reconfigure >&2; then
    fail "$ME" SLURMCTLD_FAILED "scontrol reconfigure failed after slurmctld restarted; see /var/log/slurm/slurmctld.log"
    return 1
  fi
}

slurmctld_up() { scontrol ping 2>/dev/null | grep -q ' is UP'; }

# restart_settings FILE: the lines of a slurm.conf that only a restart of slurmctld applies; any
# other change takes effect with "scontrol reconfigure", node changes included: "Changes to the
# configuration file take effect upon restart of Slurm daemons, daemon receipt of the SIGHUP
# signal, or execution of the command "scontrol reconfigure" unless otherwise noted. Changes to TCP
# listening settings will require a daemon restart" (slurm.conf(5) of Slurm 25.11; NODE
# CONFIGURATION: adding nodes "require[s] restarting or reconfiguring"); scontrol(1) reconfigure,
# "Starting in 23.11 ... creating new processes for the daemons ... This will not be able to change
# the daemons' listening TCP port settings or authentication mechanism". So: the controller's
# address and ports (SlurmctldHost, SlurmctldPort, SlurmdPort), the authentication (AuthType,
# AuthAltTypes, CredType; AuthType: "All Slurm daemons ... must be terminated prior to changing
# [it] and later restarted"), the user the daemon runs as (SlurmUser: the unit's User=) and where
# its state lives (StateSaveLocation). A restart is what a resize must avoid: systemd's default
# KillMode=control-group (Slurm's etc/slurmctld.service.in sets none) kills the on-demand
# ResumePrograms in flight, which a reconfigure leaves running (src/slurmctld/slurmscriptd.c: power
# save scripts "keep running even if slurmctld shuts down").
restart_settings() {
  sudo -n cat "$1" 2>/dev/null | grep -E '^(AuthAltTypes|AuthType|CredType|SlurmctldHost|SlurmctldPort|SlurmdPort|SlurmUser|StateSaveLocation)=' || true
}

setup_pyxis() {
  sl_install_missing gcc make || {
    fail "$ME" PACKAGE_INSTALL_FAILED "dnf install gcc make failed $SL_ATTEMPTS times"
    return 1
  }
  sl_install_pyxis || {
    fail "$ME" PYXIS_BUILD_FAILED "Pyxis $PYXIS_VERSION could not be downloaded, verified, built or installed${SL_PYXIS_ERROR:+ (the compiler: $SL_PYXIS_ERROR)}"
    return 1
  }
}

finish() {
  local ok=$1
  emit_result slurm-controller "$ok" "" \
    changed "$(sl_json_list "${SL_CHANGED[@]}")" \
    restarted "$(sl_json_list "${SL_RESTARTED[@]}")" \
    controller "$(json_str "$CONTROLLER_NAME")" \
    controllerAddr "$(json_str "$CONTROLLER_ADDR")" \
    clusterName "$(json_str "$SLURM_CLUSTER_NAME")" \
    partition "$(json_str "$SLURM_DEFAULT_PARTITION")" \
    partitions "$(sl_json_list "${G_PART[@]}")" \
    ondemandPartition "$(json_str "$ONDEMAND_PARTITION")" \
    slurmVersion "$(json_str "$(sl_version_of slurm)")" \
    pyxisVersion "$(json_str "$(sl_pyxis_version)")" \
    configHash "$(json_str "$(sl_config_hash "$SLURM_CONF_DIR")")"
}

[[ -n "$CONTROLLER_ADDR" ]] || bad_input "cannot tell this host's address towards ${NODE_IPS[0]} (ip route get)"
for v in SLURM_UID SLURM_GID; do require_uint "$v"; done
sl_setup_slurm_packages || true
if ((FAILURE_COUNT == 0)) && ! sl_setup_munge; then
  [[ $FAILURE_COUNT -gt 0 ]] || fail "$ME" MUNGE_FAILED "munged did not start or 'munge -n | unmunge' failed; see /var/log/munge/munged.log"
fi
if ((FAILURE_COUNT == 0)); then setup_slurmctld || true; fi
if ((FAILURE_COUNT > 0)); then
  finish false
  exit 1
fi
say "slurmctld UP on $CONTROLLER_NAME ($CONTROLLER_ADDR), partition(s) $(printf '%s\n' "$SLURM_DEFAULT_PARTITION" "${G_PART[@]}" | awk '!seen[$0]++' | paste -sd' ') (${#SL_CHANGED[@]} change(s))"
finish true
