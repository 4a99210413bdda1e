package ocigpucluster.compute;

import com.pulumi.core.Output;
import com.pulumi.oci.Core.ComputeCluster;
import com.pulumi.oci.Core.ComputeClusterArgs;
import com.pulumi.oci.Core.Instance;
import com.pulumi.resources.CustomResourceOptions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.network.Network;

/**
 * Static nodes in an RDMA compute cluster: an empty compute cluster, and the group's instances
 * launched into it one by one (Oracle: a compute cluster is "an empty RDMA network group ... Use
 * compute clusters when you want to manage instances in the cluster individually"). A resize adds
 * or deletes instances; the others stay.
 */
public final class ComputeClusterPool implements NodePool {
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
        ComputeCluster cluster = computeCluster(name, parent, args);
        List<Instance> instances = InstancesPool.launch(name, parent, args, network, metadata, cluster.id(), true);
        Map<String, Output<String>> outputs = new LinkedHashMap<>();
        outputs.put("computeClusterId", cluster.id());
        return new Provisioned(
                InstancesPool.last(instances), cluster.id(), InstancesPool.addresses(args.group(), instances), outputs);
    }

    /** The group's empty RDMA compute cluster, in the nodes' availability domain. */
    static ComputeCluster computeCluster(String name, GpuCompute parent, GpuCompute.Args args) {
        return new ComputeCluster(
                name + "-compute-cluster",
                ComputeClusterArgs.builder()
                        .compartmentId(args.compartmentId())
                        .availabilityDomain(args.availabilityDomain())
                        .displayName(ClusterNetworkPool.displayName(args, "compute-cluster"))
                        .build(),
                CustomResourceOptions.builder().parent(parent).build());
    }
}
