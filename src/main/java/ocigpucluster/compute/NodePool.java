package ocigpucluster.compute;

import com.pulumi.core.Output;
import com.pulumi.resources.CustomResource;
import java.util.List;
import java.util.Map;
import ocigpucluster.network.Network;
import ocigpucluster.settings.Settings;

/**
 * One group of GPU nodes: how it is created, whether it has an RDMA fabric, how its nodes'
 * addresses are read back, and what it adds to the stack outputs. A new kind (on-demand nodes,
 * a second pool) is one more implementation, picked in {@link #of}; nothing else branches on it.
 */
public sealed interface NodePool permits ClusterNetworkPool, SingleInstancePool, OnDemandPool {

    /** True when the nodes share an RDMA cluster network (RDMA plugins, RDMA checks, NCCL over RDMA). */
    boolean rdmaFabric();

    /** Creates the pool's resources as children of {@code parent}; names start with {@code name}. */
    Provisioned provision(
            String name,
            GpuCompute parent,
            GpuCompute.Args args,
            Network network,
            Output<Map<String, String>> metadata);

    /**
     * What a created pool hands to the rest of the program.
     *
     * @param resource     the resource the bootstrap chain waits for
     * @param id           its id (the component's {@code clusterId} output)
     * @param nodes        every node with its private IP
     * @param stackOutputs the pool's own stack outputs, in export order
     */
    record Provisioned(
            CustomResource resource,
            Output<String> id,
            Output<List<NodeAddress>> nodes,
            Map<String, Output<String>> stackOutputs) {}

    /** The static pool, by {@code cluster.mode}, unguarded: for reading its properties. */
    static NodePool of(Settings.Cluster cluster) {
        return of(cluster, PoolGuard.NONE);
    }

    /** The static pool, by {@code cluster.mode}; a cluster network is created inside {@code guard}. */
    static NodePool of(Settings.Cluster cluster, PoolGuard guard) {
        return switch (cluster.mode()) {
            case CLUSTER_NETWORK -> new ClusterNetworkPool(guard);
            case SINGLE_INSTANCE -> new SingleInstancePool();
        };
    }
}
