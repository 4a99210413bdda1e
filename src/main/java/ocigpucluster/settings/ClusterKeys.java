package ocigpucluster.settings;

import static ocigpucluster.settings.ValueType.INTEGER;
import static ocigpucluster.settings.ValueType.STRING;

import java.util.List;
import ocigpucluster.settings.ConfigKey.Range;

/**
 * The {@code cluster} group: the GPU nodes (RDMA cluster network or a single instance).
 * Each key is declared here once; the reader, the checks and the generated docs use the constants.
 */
public final class ClusterKeys {
    public static final ConfigKey MODE = ConfigKey.oneOf(
            "cluster.mode",
            "clusterNetwork",
            ConfigKey.Choices.of("a mode", Settings.Mode.values()),
            "clusterNetwork (RDMA cluster network of nodeCount nodes) or singleInstance.");

    public static final ConfigKey SHAPE =
            ConfigKey.of("cluster.shape", STRING, "BM.GPU4.8", "Bare-metal GPU shape (see the shape catalog).");

    public static final ConfigKey NODE_COUNT = ConfigKey.number(
            "cluster.nodeCount",
            INTEGER,
            2,
            Range.of(1, 4096, "NODE_COUNT_RANGE"),
            "Number of GPU nodes in the cluster network (1 in singleInstance mode).");

    public static final ConfigKey IMAGE_ID = ConfigKey.of(
            "cluster.imageId", STRING, null, "GPU image OCID (Oracle Linux GPU Cluster Networking image; required).");

    public static final ConfigKey BOOT_VOLUME_SIZE_IN_GBS = ConfigKey.number(
            "cluster.bootVolumeSizeInGbs",
            INTEGER,
            200,
            Range.of(50, 32768, "BOOT_VOLUME_TOO_SMALL", "BOOT_VOLUME_TOO_LARGE"),
            "GPU node boot volume size in GB (container images need room).");

    public static final ConfigKey POOL_NAME = ConfigKey.of(
            "cluster.poolName",
            STRING,
            "gpu",
            "Instance pool name; becomes the node host name suffix (inst-xxxxx-<name>).");

    public static final ConfigKey TIMEZONE =
            ConfigKey.of("cluster.timezone", STRING, "UTC", "IANA time zone of the GPU nodes, e.g. Asia/Tokyo.");

    public static final ConfigKey MAX_NODE_COUNT = ConfigKey.number(
            "cluster.maxNodeCount",
            INTEGER,
            512,
            Range.of(1, 4096, "CONFIG_RANGE"),
            "Upper bound accepted for nodeCount (a guard against typos).");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL =
            List.of(MODE, SHAPE, NODE_COUNT, IMAGE_ID, BOOT_VOLUME_SIZE_IN_GBS, POOL_NAME, TIMEZONE, MAX_NODE_COUNT);

    private ClusterKeys() {}

    public static Settings.Cluster read(KeyReader read) {
        return new Settings.Cluster(
                Settings.Mode.parse(read.oneOf(MODE)).orElseThrow(),
                read.string(SHAPE),
                read.integer(NODE_COUNT),
                read.string(IMAGE_ID),
                read.integer(BOOT_VOLUME_SIZE_IN_GBS),
                read.string(POOL_NAME),
                read.string(TIMEZONE),
                read.integer(MAX_NODE_COUNT));
    }
}
