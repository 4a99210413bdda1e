package ocigpucluster.slurm;

import static ocigpucluster.settings.ValueType.BOOLEAN;
import static ocigpucluster.settings.ValueType.STRING;

import java.util.List;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.KeyReader;

/**
 * The {@code scheduler} group: Slurm or none, its names, and the node failure policy.
 * Each key is declared here once; the reader, the checks and the generated docs use the constants.
 */
public final class SchedulerKeys {
    public static final ConfigKey TYPE = ConfigKey.oneOf(
            "scheduler.type",
            "none",
            new ConfigKey.Choices(
                    List.of("none", "slurm", "kubernetes"),
                    "SCHEDULER_TYPE_INVALID",
                    "is %s; the schedulers are none, slurm and kubernetes",
                    "set scheduler.type to slurm (Slurm + Pyxis/Enroot on the cluster), kubernetes (an OKE cluster) or none"),
            "none (the cluster as proven by the chain), slurm: Slurm controller on the bastion, slurmd, Enroot and Pyxis on the nodes, the NCCL gate as a Slurm job; or kubernetes: an OKE enhanced cluster the node groups join as worker nodes, with the NVIDIA GPU and Network Operator add-ons (the kubernetes.* keys, docs/kubernetes.md).");

    public static final ConfigKey PARTITION = ConfigKey.of(
            "scheduler.partition",
            STRING,
            "compute",
            "Name of the Slurm partition of all GPU nodes (the default partition).");

    public static final ConfigKey CLUSTER_NAME = ConfigKey.of(
            "scheduler.clusterName",
            STRING,
            "oci-gpu-cluster",
            "Slurm ClusterName (lower-case letters, digits, - and _).");

    public static final ConfigKey ON_NODE_FAILURE = ConfigKey.oneOf(
            "scheduler.onNodeFailure",
            "fail",
            new ConfigKey.Choices(
                    List.of("fail", "drain"),
                    "NODE_FAILURE_POLICY_INVALID",
                    "is %s; the policies are fail and drain",
                    "set scheduler.onNodeFailure to fail (a failing node fails the update) or drain (with scheduler.type slurm)"),
            "fail: a node failing the readiness gate fails the update; drain (slurm only): it is drained in Slurm with the failure code as the reason and the healthy nodes take jobs.");

    public static final ConfigKey ALLOW_UNPINNED_DOWNLOADS = ConfigKey.of(
            "scheduler.allowUnpinnedDownloads",
            BOOLEAN,
            false,
            "Let the Slurm stages install a Slurm, Enroot or Pyxis release file whose SHA256 is still 'unpinned' in versions.env (logged as not verified); false: scheduler.type slurm is refused while such a pin exists (SLURM_DOWNLOADS_UNPINNED), and the stages refuse the file.");

    public static final ConfigKey TOPOLOGY = ConfigKey.of(
            "scheduler.topology",
            BOOLEAN,
            false,
            "Slurm schedules by the nodes' places in the RDMA fabric: the controller writes topology.yaml (a tree and a block topology) from what the readiness stage read in each node's instance metadata, with TopologyParam=SwitchAsNodeRank, and applies it with scontrol reconfigure at every run (a resize, a replaced node); on-demand nodes stay under the placeholder block (docs/topology.md). false: a flat cluster.");

    public static final ConfigKey BLOCK_PARTITION = ConfigKey.of(
            "scheduler.blockPartition",
            STRING,
            null,
            "With scheduler.topology: the name of an extra partition of every static node that schedules by the block topology (Topology=block), where jobs may ask for --segment; unset: none.");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL = List.of(
            TYPE, PARTITION, CLUSTER_NAME, ON_NODE_FAILURE, ALLOW_UNPINNED_DOWNLOADS, TOPOLOGY, BLOCK_PARTITION);

    private SchedulerKeys() {}

    /** The group as the reader reads it; {@code Scheduler.of(settings)} gives its record. */
    public static final ConfigGroup<Scheduler> GROUP = ConfigGroup.of("scheduler", 10, ALL, SchedulerKeys::read);

    private static Scheduler read(KeyReader read) {
        return new Scheduler(
                read.oneOf(TYPE),
                read.string(PARTITION),
                read.string(CLUSTER_NAME),
                read.oneOf(ON_NODE_FAILURE),
                read.bool(ALLOW_UNPINNED_DOWNLOADS),
                read.bool(TOPOLOGY),
                read.string(BLOCK_PARTITION));
    }
}
