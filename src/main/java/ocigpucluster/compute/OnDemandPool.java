package ocigpucluster.compute;

import com.pulumi.core.Output;
import com.pulumi.oci.Core.ComputeCluster;
import com.pulumi.oci.Core.ComputeClusterArgs;
import com.pulumi.oci.Core.InstanceConfiguration;
import com.pulumi.oci.Core.InstanceConfigurationArgs;
import com.pulumi.oci.Core.inputs.InstanceConfigurationInstanceDetailsArgs;
import com.pulumi.resources.CustomResourceOptions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.network.Network;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.Settings;
import ocigpucluster.settings.Tags;

/**
 * On-demand GPU nodes: Pulumi owns only what lasts, an empty RDMA compute cluster and
 * the instance configuration its nodes launch from (launch details with the compute cluster's id
 * and this stack's freeform tags). The nodes themselves are started and stopped by Slurm's
 * resume/suspend programs outside Pulumi state, so the pool has no node at deploy time and never
 * resizes anything Pulumi tracks.
 */
public final class OnDemandPool implements NodePool {
    /** Freeform tag naming the stack an on-demand instance belongs to (value: {@link #stackTagValue}). */
    public static final String STACK_TAG = Tags.STACK;
    /** Freeform tag marking an instance as on-demand (value {@link #ROLE_VALUE}); static nodes never carry it. */
    public static final String ROLE_TAG = "oci-gpu-cluster-role";

    public static final String ROLE_VALUE = "ondemand";

    private final String partition;
    private final String stackTagValue;

    /** {@code partition}: the on-demand Slurm partition's name (its feature's config). */
    public OnDemandPool(String partition, String stackTagValue) {
        this.partition = partition;
        this.stackTagValue = stackTagValue;
    }

    /** This stack's value of {@link #STACK_TAG}: project-stack. */
    public static String stackTagValue(Settings s) {
        return Tags.stackValue(s);
    }

    /** The tags every on-demand instance carries: the clean-up and the sweeper find instances by them. */
    public static Map<String, String> tags(String stackTagValue) {
        return Map.of(STACK_TAG, stackTagValue, ROLE_TAG, ROLE_VALUE);
    }

    public String partition() {
        return partition;
    }

    public String stackTagValue() {
        return stackTagValue;
    }

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
        CustomResourceOptions child =
                CustomResourceOptions.builder().parent(parent).build();
        // the names the group of onDemand.* always had; a nodeGroups group's carry its name
        boolean legacy = args.group().origin() == NodeGroup.Origin.FEATURE;
        ComputeCluster cluster = new ComputeCluster(
                name + "-compute-cluster",
                ComputeClusterArgs.builder()
                        .compartmentId(args.compartmentId())
                        .availabilityDomain(args.availabilityDomain())
                        .displayName(
                                legacy
                                        ? args.displayPrefix() + "-ondemand"
                                        : ClusterNetworkPool.displayName(args, "compute-cluster"))
                        .freeformTags(tags(stackTagValue))
                        .build(),
                child);
        Map<String, String> launchTags = new LinkedHashMap<>();
        if (args.launchTags() != null) {
            launchTags.putAll(args.launchTags().freeform());
        }
        launchTags.putAll(tags(stackTagValue));
        InstanceConfiguration config = new InstanceConfiguration(
                name + "-instance-configuration",
                InstanceConfigurationArgs.builder()
                        .compartmentId(args.compartmentId())
                        .displayName(
                                legacy
                                        ? args.displayPrefix() + "-ondemand-node"
                                        : ClusterNetworkPool.displayName(args, "node"))
                        .freeformTags(tags(stackTagValue))
                        .instanceDetails(InstanceConfigurationInstanceDetailsArgs.builder()
                                .instanceType("compute")
                                .launchDetails(ClusterNetworkPool.launchDetails(args, network, metadata, true)
                                        .computeClusterId(cluster.id())
                                        .freeformTags(launchTags)
                                        .build())
                                .build())
                        .build(),
                child);
        Map<String, Output<String>> outputs = new LinkedHashMap<>();
        outputs.put("onDemandComputeClusterId", cluster.id());
        outputs.put("onDemandInstanceConfigurationId", config.id());
        return new Provisioned(cluster, cluster.id(), Output.of(List.of()), outputs);
    }
}
