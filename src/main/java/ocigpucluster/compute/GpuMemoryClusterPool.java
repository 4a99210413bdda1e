package ocigpucluster.compute;

import com.pulumi.core.Output;
import com.pulumi.oci.Core.ComputeCluster;
import com.pulumi.oci.Core.ComputeGpuMemoryCluster;
import com.pulumi.oci.Core.ComputeGpuMemoryClusterArgs;
import com.pulumi.oci.Core.InstanceConfiguration;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.CustomTimeouts;
import java.util.LinkedHashMap;
import java.util.Map;
import ocigpucluster.network.Network;

/**
 * NVL72 hosts (GB200, GB300): a GPU memory cluster of {@code count} hosts on one GPU memory fabric,
 * launched from an instance configuration into a compute cluster. Oracle: "Each GPU memory cluster
 * is built on a single GPU memory fabric ... A GPU memory cluster must be associated with a compute
 * cluster" (OCI documentation, "GPU memory fabric"); oci-hpc v3.1.0 cluster-network.tf builds the
 * same three resources (oci_core_compute_cluster, an instance configuration,
 * oci_core_compute_gpu_memory_cluster with compute_cluster_id, instance_configuration_id,
 * gpu_memory_fabric_id and size). The size is updatable in place (pulumi-oci 4.20.0: "(Updatable)
 * The desired number of instances"); the fabric and the compute cluster are not.
 */
public final class GpuMemoryClusterPool implements NodePool {
    @Override
    public boolean rdmaFabric() {
        return true;
    }

    @Override
    public Provisioned provision(
            String name,
            GpuCompute parent,
            GpuCompute.Args args,
            Network network,
            Output<Map<String, String>> metadata) {
        ComputeCluster cluster = ComputeClusterPool.computeCluster(name, parent, args);
        InstanceConfiguration config =
                ClusterNetworkPool.instanceConfiguration(name, parent, args, network, metadata, null);
        ComputeGpuMemoryCluster memory = new ComputeGpuMemoryCluster(
                name + "-gpu-memory-cluster",
                ComputeGpuMemoryClusterArgs.builder()
                        .availabilityDomain(args.availabilityDomain())
                        .compartmentId(args.compartmentId())
                        .computeClusterId(cluster.id())
                        .instanceConfigurationId(config.id())
                        .gpuMemoryFabricId(args.group().gpuMemoryFabricId())
                        .displayName(ClusterNetworkPool.displayName(args, "gpu-memory-cluster"))
                        // a string on the wire (pulumi-oci 4.20.0 ComputeGpuMemoryClusterArgs.size)
                        .size(Integer.toString(args.group().count()))
                        .build(),
                CustomResourceOptions.builder()
                        .parent(parent)
                        .customTimeouts(CustomTimeouts.builder()
                                .create(ClusterNetworkPool.createTimeout(
                                        args.group().count()))
                                .update(ClusterNetworkPool.createTimeout(
                                        args.group().count()))
                                .delete(ClusterNetworkPool.PER_BATCH)
                                .build())
                        .build());
        Map<String, Output<String>> outputs = new LinkedHashMap<>();
        outputs.put("gpuMemoryClusterId", memory.id());
        outputs.put("computeClusterId", cluster.id());
        return new Provisioned(
                memory,
                memory.id(),
                NodeAddress.ofGpuMemoryCluster(
                        args.compartmentId(), memory.id(), args.availabilityDomain(), network.privateSubnetId),
                outputs);
    }
}
