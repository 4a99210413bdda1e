package ocigpucluster.settings;

import java.util.Optional;

/**
 * How a node group's nodes are placed, and so which fabric joins them: the words of
 * {@code nodeGroups[].placement}. Each kind's Pulumi resources, limits and node addresses are its
 * {@code compute.NodePool}; the shape catalog says which kinds a shape takes.
 */
public enum Placement implements ConfigKey.ConfigWord {
    /** An RDMA cluster network: an instance pool of identical nodes (resized in place). */
    CLUSTER_NETWORK("clusterNetwork", true),
    /** An RDMA compute cluster: its instances launched one by one (Oracle: "manage instances in the cluster individually"). */
    COMPUTE_CLUSTER("computeCluster", true),
    /** A GPU memory cluster on one GPU memory fabric (NVL72), inside a compute cluster: GB200/GB300 only. */
    GPU_MEMORY_CLUSTER("gpuMemoryCluster", true),
    /** Plain instances: no RDMA fabric (readiness only, no per-NIC check, no multi-node NCCL gate). */
    INSTANCES("instances", false);

    private final String configValue;
    private final boolean rdma;

    Placement(String configValue, boolean rdma) {
        this.configValue = configValue;
        this.rdma = rdma;
    }

    @Override
    public String configValue() {
        return configValue;
    }

    /** True when the nodes share an RDMA fabric. */
    public boolean rdma() {
        return rdma;
    }

    public static Optional<Placement> parse(String value) {
        for (Placement p : values()) {
            if (p.configValue.equals(value)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}
