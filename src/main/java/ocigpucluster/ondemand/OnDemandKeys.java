package ocigpucluster.ondemand;

import static ocigpucluster.settings.ValueType.BOOLEAN;
import static ocigpucluster.settings.ValueType.INTEGER;
import static ocigpucluster.settings.ValueType.STRING;

import java.util.List;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.ConfigKey.Range;
import ocigpucluster.settings.KeyReader;
import ocigpucluster.settings.NodeGroup;

/**
 * The {@code onDemand} group: the Slurm partition whose nodes are launched when jobs need them.
 * Each key is declared here once; the reader, the checks and the generated docs use the constants.
 */
public final class OnDemandKeys {
    public static final ConfigKey ENABLED = ConfigKey.of(
            "onDemand.enabled",
            BOOLEAN,
            false,
            "Add an on-demand GPU partition (needs scheduler.type slurm): Slurm power saving launches its nodes into an RDMA compute cluster when jobs need them and terminates them when idle.");

    public static final ConfigKey PARTITION = ConfigKey.of(
            "onDemand.partition",
            STRING,
            "ondemand",
            "Name of the on-demand Slurm partition; its nodes are <partition>-1 .. <partition>-<maxNodes> (lower-case letters, digits, - and _; not scheduler.partition).");

    public static final ConfigKey MAX_NODES = ConfigKey.number(
            "onDemand.maxNodes",
            INTEGER,
            4,
            Range.of(1, NodeGroup.OnDemandBounds.MAX_NODES, "ONDEMAND_MAX_NODES_RANGE"),
            "Most on-demand nodes up at once.");

    public static final ConfigKey IDLE_MINUTES = ConfigKey.number(
            "onDemand.idleMinutes",
            INTEGER,
            NodeGroup.OnDemandBounds.DEFAULT_IDLE_MINUTES,
            Range.of(1, NodeGroup.OnDemandBounds.MAX_IDLE_MINUTES, "ONDEMAND_IDLE_MINUTES_RANGE"),
            "Minutes an on-demand node stays idle before it is deleted.");

    public static final ConfigKey SHAPE = ConfigKey.of(
            "onDemand.shape",
            STRING,
            null,
            "Bare-metal GPU shape of the on-demand nodes (see the shape catalog); default: cluster.shape.");

    // The whole resume of a node must fit: NodeGroup.OnDemandBounds.DEFAULT_RESUME_TIMEOUT_MINUTES
    // says why 40, MAX_RESUME_TIMEOUT_MINUTES why at most 1092.
    public static final ConfigKey RESUME_TIMEOUT_MINUTES = ConfigKey.number(
            "onDemand.resumeTimeoutMinutes",
            INTEGER,
            NodeGroup.OnDemandBounds.DEFAULT_RESUME_TIMEOUT_MINUTES,
            Range.of(
                    NodeGroup.OnDemandBounds.DEFAULT_RESUME_TIMEOUT_MINUTES,
                    NodeGroup.OnDemandBounds.MAX_RESUME_TIMEOUT_MINUTES,
                    "ONDEMAND_RESUME_TIMEOUT_RANGE"),
            "Bound on one node's whole resume: launch, boot, RDMA set-up and the node's stages (at least 40: Oracle's 30-minute bound for an RDMA instance to come up plus 10 minutes of stages; at most 1092, as Slurm's ResumeTimeout is at most 65533 seconds).");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL =
            List.of(ENABLED, PARTITION, MAX_NODES, IDLE_MINUTES, SHAPE, RESUME_TIMEOUT_MINUTES);

    private OnDemandKeys() {}

    /** The group as the reader reads it (after cluster, whose shape is its shape's default); {@code OnDemand.of(settings)} gives its record. */
    public static final ConfigGroup<OnDemand> GROUP = ConfigGroup.reading(
                    "onDemand",
                    40,
                    ALL,
                    (read, shared) -> read(read, shared.cluster().shape()))
            .definingNodeGroups(OnDemand::declared);

    /** {@code clusterShape}: the default of {@link #SHAPE}. */
    private static OnDemand read(KeyReader read, String clusterShape) {
        String shape = read.string(SHAPE);
        return new OnDemand(
                read.bool(ENABLED),
                read.integer(MAX_NODES),
                read.integer(IDLE_MINUTES),
                shape == null ? clusterShape : shape,
                read.integer(RESUME_TIMEOUT_MINUTES),
                read.string(PARTITION));
    }
}
