package ocigpucluster.slurm;

import static ocigpucluster.bootstrap.CommonParams.BAKE_GROUP;
import static ocigpucluster.bootstrap.CommonParams.BAKE_HASH;
import static ocigpucluster.bootstrap.CommonParams.HOME_NFS_PATH;
import static ocigpucluster.bootstrap.CommonParams.HOME_NFS_SERVER;
import static ocigpucluster.bootstrap.CommonParams.NODES;
import static ocigpucluster.bootstrap.CommonParams.NODE_GROUPS;
import static ocigpucluster.bootstrap.CommonParams.NODE_TIMEOUT_SECONDS;
import static ocigpucluster.bootstrap.CommonParams.NODE_USER;
import static ocigpucluster.bootstrap.CommonParams.RDMA_CIDR;
import static ocigpucluster.bootstrap.CommonParams.SHAPE;
import static ocigpucluster.bootstrap.CommonParams.STAGE_TIMEOUT_SECONDS;
import static ocigpucluster.bootstrap.CommonParams.TIMEZONE;
import static ocigpucluster.slurm.PowerSaving.ONDEMAND_FACTS;
import static ocigpucluster.slurm.PowerSaving.ONDEMAND_MAX_NODES;
import static ocigpucluster.slurm.PowerSaving.ONDEMAND_PARTITION;
import static ocigpucluster.slurm.PowerSaving.ONDEMAND_PROGRAM_DIR;
import static ocigpucluster.slurm.PowerSaving.ONDEMAND_RESUME_TIMEOUT_SECONDS;
import static ocigpucluster.slurm.PowerSaving.ONDEMAND_SUSPEND_TIMEOUT_SECONDS;
import static ocigpucluster.slurm.PowerSaving.ONDEMAND_SUSPEND_TIME_SECONDS;
import static ocigpucluster.slurm.SlurmConf.SLURM_CONF_EXTRA;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.bootstrap.StageResults;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.feature.Feature;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.users.Users;
import ocigpucluster.validation.Check;

/**
 * Slurm as the scheduler: the controller on the bastion (the login node) and slurmd on the
 * nodes (the NCCL gate's Slurm job is the NCCL gate feature's).
 */
public final class SlurmFeature implements Feature {
    /** fail or drain (Slurm only): whether a node failing the readiness gate fails the update. */
    public static final Param ON_NODE_FAILURE = Param.of(
            "ON_NODE_FAILURE",
            "`fail`: a node failing readiness fails the stage; `drain` (Slurm only): the gate fails only when no node is ready, and slurm-nodes drains the failing nodes (`scheduler.onNodeFailure`)",
            c -> Scheduler.of(c.settings()).onNodeFailure());
    /**
     * true: Enroot/Pyxis files without a SHA256 pin in versions.env are installed (unverified);
     * false: refused. Read by lib/slurm-lib.sh, whose helpers the Slurm, on-demand and directory stages use.
     */
    public static final Param ALLOW_UNPINNED_DOWNLOADS = Param.of(
            "ALLOW_UNPINNED_DOWNLOADS",
            "`false`: while a Slurm, Pyxis or Enroot digest in versions.env is `unpinned`, the Slurm stages stop before installing anything; `true`: such files are installed with a WARN line (`scheduler.allowUnpinnedDownloads`)",
            c -> Boolean.toString(Scheduler.of(c.settings()).allowUnpinnedDownloads()));

    public static final Param SLURM_CLUSTER_NAME = Param.of(
            "SLURM_CLUSTER_NAME",
            "Slurm's `ClusterName` (`scheduler.clusterName`)",
            c -> Scheduler.of(c.settings()).clusterName());
    public static final Param SLURM_PARTITION = Param.of(
            "SLURM_PARTITION",
            "the partition of the stage's node group: its `partition` in `nodeGroups`; `scheduler.partition` for the group of `cluster.*`",
            c -> SlurmGroups.partition(c.settings(), c.group().group()));
    public static final Param SLURM_DEFAULT_PARTITION = Param.of(
            "SLURM_DEFAULT_PARTITION",
            "the default partition (`scheduler.partition`): every static node, cheaper groups first (their `Weight`); with `cluster.*` the one partition",
            c -> Scheduler.of(c.settings()).partition());
    public static final Param SLURM_GROUPS = Param.of(
            "SLURM_GROUPS",
            "one line per static node group: `name partition weight features gpus gpuType sockets coresPerSocket threadsPerCore realMemoryMb` (`-`: no weight or features), from the group's keys and its shape's catalog facts",
            c -> SlurmGroups.lines(c));
    /**
     * The Slurm partition's AllowGroups: with users.accounts, gpuusers (containers: true) and the
     * login user's own group (the bootstrap's jobs); empty (everyone) without.
     */
    public static final Param SLURM_ALLOW_GROUPS = Param.of(
            "SLURM_ALLOW_GROUPS",
            "the partition's `AllowGroups`: `gpuusers,<login user>` with `users.accounts`; empty: everyone",
            c -> Users.of(c.settings()).managed()
                    ? Users.CONTAINER_GROUP + "," + c.settings().bastion().user()
                    : "");

    /** Slurm's topology.yaml from the nodes' places in the RDMA fabric (docs/topology.md). */
    public static final Param SLURM_TOPOLOGY = Param.of(
            "SLURM_TOPOLOGY",
            "`on` (`scheduler.topology`): `topology.yaml` (tree and block) from the nodes' places the readiness stage recorded, and `TopologyParam=SwitchAsNodeRank`; `off`: none",
            c -> Scheduler.of(c.settings()).topology() ? "on" : "off");
    /** A partition of every static node on the block topology (for --segment); empty: none. */
    public static final Param SLURM_BLOCK_PARTITION = Param.of(
            "SLURM_BLOCK_PARTITION",
            "with `SLURM_TOPOLOGY=on`, the name of a partition of every static node with `Topology=block` (users' `--segment`, `scheduler.blockPartition`); empty: none",
            c -> Objects.requireNonNullElse(Scheduler.of(c.settings()).blockPartition(), ""));

    /**
     * Munge key, slurmctld in configless mode, Pyxis for srun. After the readiness gate: the
     * partition lists only nodes that exist and boot.
     */
    public static final StageSpec SLURM_CONTROLLER = StageSpec.stage("slurm-controller", "slurm-controller.sh")
            .enabledWhen(s -> Scheduler.of(s).slurm())
            .params(
                    NODES,
                    NODE_GROUPS,
                    NODE_USER,
                    SLURM_CLUSTER_NAME,
                    SLURM_DEFAULT_PARTITION,
                    SLURM_GROUPS,
                    SLURM_ALLOW_GROUPS,
                    ALLOW_UNPINNED_DOWNLOADS,
                    ONDEMAND_PARTITION,
                    ONDEMAND_MAX_NODES,
                    ONDEMAND_FACTS.gpus,
                    ONDEMAND_FACTS.gpuType,
                    ONDEMAND_FACTS.sockets,
                    ONDEMAND_FACTS.coresPerSocket,
                    ONDEMAND_FACTS.threadsPerCore,
                    ONDEMAND_FACTS.realMemoryMb,
                    ONDEMAND_SUSPEND_TIME_SECONDS,
                    ONDEMAND_RESUME_TIMEOUT_SECONDS,
                    ONDEMAND_SUSPEND_TIMEOUT_SECONDS,
                    ONDEMAND_PROGRAM_DIR,
                    SLURM_CONF_EXTRA,
                    SLURM_TOPOLOGY,
                    SLURM_BLOCK_PARTITION,
                    STAGE_TIMEOUT_SECONDS)
            .after("readiness-gate")
            // its script with a node line per node (NODES) would pass sshd's one-argument limit at
            // the largest cluster: the script travels on stdin, the create is a small loader
            .scriptOnStdin()
            // a bake builds the RPMs its builder installs, before any node exists
            .bakes("SLURM_CONTROLLER_MODE", "packages")
            .build();

    /**
     * Munge, slurmd, Enroot, Pyxis on the nodes; the node failure policy (drain or fail). After
     * the container runtime: both install packages on the same nodes, and dnf holds one lock.
     */
    public static final StageSpec SLURM_NODES = StageSpec.stage("slurm-nodes", "slurm-nodes.sh")
            .enabledWhen(s -> Scheduler.of(s).slurm())
            .params(
                    NODES,
                    NODE_USER,
                    SLURM_PARTITION,
                    SHAPE.gpus,
                    SHAPE.rdmaNics,
                    RDMA_CIDR,
                    TIMEZONE,
                    HOME_NFS_SERVER,
                    HOME_NFS_PATH,
                    SHAPE.fabricManager,
                    ON_NODE_FAILURE,
                    ALLOW_UNPINNED_DOWNLOADS,
                    BAKE_HASH,
                    BAKE_GROUP,
                    NODE_TIMEOUT_SECONDS,
                    STAGE_TIMEOUT_SECONDS)
            .after("slurm-controller", "container-runtime")
            // its script, the node script and the image check with a node line per node pass sshd's
            // one-argument limit at the largest cluster: the script travels on stdin
            .scriptOnStdin()
            .perGroup()
            // the builder gets the packages, Enroot and Pyxis, no key, no slurmd
            .bakes("SLURM_NODE_MODE", "bake")
            .output("slurm", (out, c) -> result(out))
            .output(NodeStartPhases.OUTPUT, (out, c) -> NodeStartPhases.result(out))
            .build();

    @Override
    public List<ConfigGroup<?>> config() {
        return List.of(SchedulerKeys.GROUP);
    }

    @Override
    public List<Check> checks() {
        return SchedulerChecks.ALL;
    }

    @Override
    public List<StageSpec> stages() {
        return List.of(SLURM_CONTROLLER, SLURM_NODES);
    }

    /**
     * The {@code slurm} stack output from the node stage's JSON: the partition, per node its Slurm
     * state, GPUs and (drained) reason, the drained nodes, and an sbatch line to copy.
     */
    public static Map<String, Object> result(String slurmNodesStdout) {
        JsonNode r = StageResults.result(slurmNodesStdout);
        Map<String, Object> out = new LinkedHashMap<>();
        String partition = r.path("partition").asText("");
        List<Map<String, Object>> nodes = new ArrayList<>();
        for (JsonNode n : r.path("nodes")) {
            Map<String, Object> node = new LinkedHashMap<>();
            node.put("name", n.path("name").asText());
            node.put("state", n.path("slurmState").asText(""));
            node.put("gres", n.path("slurmGres").asText(""));
            node.put("reason", n.path("slurmReason").asText(""));
            // the node's start, phase by phase (epoch seconds; docs/bake.md "Start time")
            if (n.path("phases").isObject() && !n.path("phases").isEmpty()) {
                node.put("phases", StageResults.convert(n.path("phases"), new TypeReference<Map<String, Double>>() {}));
            }
            nodes.add(node);
        }
        out.put(
                "partitions",
                List.of(Map.of(
                        "name",
                        partition,
                        "nodes",
                        nodes.stream().map(n -> n.get("name")).toList())));
        out.put("nodes", nodes);
        out.put("idle", r.path("idle").asInt(0));
        out.put("drained", StageResults.convert(r.path("drained"), new TypeReference<List<String>>() {}));
        out.put("policy", r.path("policy").asText(""));
        out.put("sbatch", r.path("sbatch").asText(""));
        return out;
    }
}
