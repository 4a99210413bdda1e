package ocigpucluster.topology;

import static ocigpucluster.settings.ValueType.BOOLEAN;

import java.util.List;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.settings.ConfigKey;

/**
 * The {@code topology} group: what the program checks of the nodes' places in the RDMA fabric.
 * Each key is declared here once; the reader and the generated docs use the constants.
 */
public final class TopologyKeys {
    public static final ConfigKey API_CHECK = ConfigKey.of(
            "topology.apiCheck",
            BOOLEAN,
            false,
            "After each group's readiness gate, compare every node's place in the RDMA fabric as its instance metadata gave it (host, HPC island, network block, local block) with OCI's API (ListComputeHosts, the host under its instance) and fail with TOPOLOGY_API_MISMATCH naming the node when they differ. Runs the OCI CLI where pulumi up runs, with the provider's credentials, which need to list the compartment's compute hosts; false: the metadata alone places the nodes.");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL = List.of(API_CHECK);

    private TopologyKeys() {}

    /** The group as the reader reads it. */
    public static final ConfigGroup<Boolean> GROUP = ConfigGroup.of("topology", 72, ALL, r -> r.bool(API_CHECK));
}
