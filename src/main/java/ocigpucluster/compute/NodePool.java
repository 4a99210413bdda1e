package ocigpucluster.compute;

import com.pulumi.core.Output;
import com.pulumi.resources.CustomResource;
import java.util.List;
import java.util.Map;
import ocigpucluster.network.Network;
import ocigpucluster.settings.NodeGroup;

/**
 * How a node group's nodes are placed: its Pulumi resources, whether they share an RDMA fabric,
 * how their addresses are read back, and what it adds to the stack outputs. One implementation
 * per placement, picked in {@link #of}; nothing else branches on the placement.
 */
public sealed interface NodePool
        permits ClusterNetworkPool, InstancesPool, ComputeClusterPool, GpuMemoryClusterPool, OnDemandPool {

    /** True when the nodes share an RDMA fabric (RDMA plugins, RDMA checks, NCCL over RDMA). */
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

    /** A static group's pool, unguarded: for reading its properties. */
    static NodePool of(NodeGroup group) {
        return of(group, PoolGuard.NONE);
    }

    /**
     * A static group's pool by its placement; a cluster network is created inside {@code guard}.
     * An on-demand group's pool is its feature's ({@link OnDemandPool}).
     */
    static NodePool of(NodeGroup group, PoolGuard guard) {
        if (group.isOnDemand()) {
            throw new IllegalArgumentException(
                    "group " + group.name() + " is on demand: its nodes are Slurm's to launch");
        }
        return switch (group.placement()) {
            case CLUSTER_NETWORK -> new ClusterNetworkPool(guard);
            case COMPUTE_CLUSTER -> new ComputeClusterPool();
            case GPU_MEMORY_CLUSTER -> new GpuMemoryClusterPool();
            case INSTANCES -> new InstancesPool();
        };
    }
}
