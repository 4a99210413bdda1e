package ocigpucluster.settings;

import java.util.List;
import java.util.Map;

/**
 * One node group: the unit of placement, image, partition, gate and cost. A static group has
 * {@code count} nodes Pulumi creates; an on-demand group ({@link #onDemand} set) has none at
 * deploy time, only bounds Slurm's power saving launches nodes within.
 *
 * <p>Today's keys keep working: {@code cluster.*} is the group {@value #LEGACY_STATIC} and a
 * feature's group may declare one more ({@code onDemand.*} the group {@code ondemand}), with the
 * names and parents their resources always had; {@code nodeGroups} declares any number.
 *
 * @param name              the group's name: its component's resource name and, in
 *                          {@code nodeGroups}, the prefix of its nodes' host names
 * @param origin            where it was declared
 * @param path              the config path its fields are under ({@code cluster}, {@code onDemand},
 *                          {@code nodeGroups[1]}): {@link #key} names a field for a diagnostic
 * @param shape             its shape (the catalog's name)
 * @param poolName          the instance pool's display name and the nodes' host name stem
 * @param partition         its Slurm partition, or null: the scheduler's default partition
 * @param features          the Slurm node features of its nodes
 * @param weight            the Slurm node weight, or null: from the price (cheaper nodes first)
 * @param gate              true: the fabric checks (per-NIC RDMA, NCCL) fail the deployment
 *                          below their floors; false: they run and report
 * @param ncclPassLineGBps  the group's NCCL pass line, or null: the shape's (or bootstrap.ncclPassLineGBps)
 * @param ncclReportOnly    true: no pass line, the NCCL stage reports what it measured without a verdict
 * @param gpuMemoryFabricId the GPU memory fabric a gpuMemoryCluster group is built on
 * @param dedicatedCapacity the configuration states the tenancy has Dedicated Capacity
 *                          (what a GPU memory cluster needs)
 * @param hpcIslandId       the HPC island a clusterNetwork group's nodes are placed in, or null:
 *                          anywhere OCI finds room
 * @param networkBlockIds   the network blocks of that island they are placed in (empty: any of
 *                          the island's)
 */
public record NodeGroup(
        String name,
        Origin origin,
        String path,
        String shape,
        Placement placement,
        int count,
        OnDemandBounds onDemand,
        String imageId,
        int bootVolumeSizeInGbs,
        String poolName,
        String partition,
        List<String> features,
        Integer weight,
        boolean gate,
        Double ncclPassLineGBps,
        boolean ncclReportOnly,
        String gpuMemoryFabricId,
        boolean dedicatedCapacity,
        String hpcIslandId,
        List<String> networkBlockIds) {

    /** The name of the group {@code cluster.*} declares: its resources' names since the first release. */
    public static final String LEGACY_STATIC = "gpu";

    /** Where a group was declared. */
    public enum Origin {
        /** {@code cluster.*}: the static pool of every stack before node groups */
        CLUSTER_KEYS,
        /** a feature's own group ({@code onDemand.*}) */
        FEATURE,
        /** an item of {@code nodeGroups} */
        NODE_GROUPS
    }

    /**
     * The bounds of an on-demand group: at most {@code maxNodes} up at once, each deleted after
     * {@code idleMinutes} idle, each resume bounded by {@code resumeTimeoutMinutes}.
     */
    public record OnDemandBounds(int maxNodes, int idleMinutes, int resumeTimeoutMinutes) {
        /** Minutes an on-demand node stays idle before it is deleted, by default. */
        public static final int DEFAULT_IDLE_MINUTES = 10;

        /**
         * A node's whole resume, by default: 30 minutes for the launch, boot and RDMA set-up of an
         * RDMA instance (Oracle's oci-hpc locals.tf bounds a started batch with RDMA at
         * timeout_per_batch = 30 minutes) plus 10 for what the resume program runs on it after
         * boot (readiness gate, slurm-nodes.sh: packages, Enroot, Pyxis build; the project's
         * estimate, not yet measured on hardware). Slurm marks a node DOWN after ResumeTimeout.
         */
        public static final int DEFAULT_RESUME_TIMEOUT_MINUTES = 40;

        /**
         * The longest resume: slurm.conf gets it in seconds, and Slurm 25.11 reads ResumeTimeout
         * into a uint16_t (slurm/slurm.h slurm_conf_t.resume_timeout, s_p_get_uint16 in
         * src/common/read_config.c) whose largest plain value is 65533 (slurm.conf(5): "the
         * maximum value is either 65533 or INFINITE"); 1092 minutes is 65520 s. Above 65535
         * slurmctld refuses the whole file.
         */
        public static final int MAX_RESUME_TIMEOUT_MINUTES = 1092;

        /** The longest idle time before a node is deleted: a day. */
        public static final int MAX_IDLE_MINUTES = 1440;

        /** The most on-demand nodes of one group (the node names' hostlist range). */
        public static final int MAX_NODES = 4096;
    }

    public NodeGroup {
        features = List.copyOf(features);
        networkBlockIds = List.copyOf(networkBlockIds);
    }

    /**
     * A group the keys of today's stacks declare ({@code cluster.*}, {@code onDemand.*}): no
     * features or weight of its own, gated, the shape's pass line, in no GPU memory cluster.
     */
    public static NodeGroup declaredBy(
            String name,
            Origin origin,
            String path,
            String shape,
            Placement placement,
            int count,
            OnDemandBounds onDemand,
            String imageId,
            int bootVolumeSizeInGbs,
            String poolName,
            String partition) {
        return new NodeGroup(
                name,
                origin,
                path,
                shape,
                placement,
                count,
                onDemand,
                imageId,
                bootVolumeSizeInGbs,
                poolName,
                partition,
                List.of(),
                null,
                true,
                null,
                false,
                null,
                false,
                null,
                List.of());
    }

    /** True for a group whose nodes Slurm's power saving launches and deletes. */
    public boolean isOnDemand() {
        return onDemand != null;
    }

    /** True for a group whose nodes Pulumi creates (the chain's stages run on them). */
    public boolean isStatic() {
        return onDemand == null;
    }

    /** True when its nodes share an RDMA fabric. */
    public boolean rdma() {
        return placement.rdma();
    }

    /** The most nodes it can have up at once: its count, or its on-demand bound. */
    public int maxNodes() {
        return onDemand == null ? count : onDemand.maxNodes();
    }

    /**
     * The suffix of this group's stage Commands and stage directories: none for the static pool
     * of {@code cluster.*} (its Commands keep the names they always had), {@code -<name>} for
     * every other group.
     */
    public String stageSuffix() {
        return origin == Origin.CLUSTER_KEYS ? "" : "-" + name;
    }

    /** The config key that holds a field of this group, as a diagnostic names it. */
    public String key(String field) {
        if (origin == Origin.NODE_GROUPS) {
            return path + "." + field;
        }
        Map<String, String> renamed = origin == Origin.CLUSTER_KEYS ? CLUSTER_FIELDS : FEATURE_FIELDS;
        return path + "." + renamed.getOrDefault(field, field);
    }

    /** The fields of {@code cluster.*} named otherwise than in {@code nodeGroups}. */
    private static final Map<String, String> CLUSTER_FIELDS =
            Map.of("placement", "mode", "count", "nodeCount", "name", "poolName");
    /** The fields of {@code onDemand.*} named otherwise than in {@code nodeGroups}. */
    private static final Map<String, String> FEATURE_FIELDS =
            Map.of("onDemand", "maxNodes", "count", "maxNodes", "name", "partition");
}
