package ocigpucluster.compute;

import com.pulumi.core.Output;
import com.pulumi.oci.Core.ClusterNetwork;
import com.pulumi.oci.Core.ClusterNetworkArgs;
import com.pulumi.oci.Core.InstanceConfiguration;
import com.pulumi.oci.Core.InstanceConfigurationArgs;
import com.pulumi.oci.Core.inputs.ClusterNetworkClusterConfigurationArgs;
import com.pulumi.oci.Core.inputs.ClusterNetworkInstancePoolArgs;
import com.pulumi.oci.Core.inputs.ClusterNetworkPlacementConfigurationArgs;
import com.pulumi.oci.Core.inputs.ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs;
import com.pulumi.oci.Core.inputs.InstanceConfigurationInstanceDetailsArgs;
import com.pulumi.oci.Core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigArgs;
import com.pulumi.oci.Core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfigArgs;
import com.pulumi.oci.Core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsArgs;
import com.pulumi.oci.Core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs;
import com.pulumi.oci.Core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsSourceDetailsArgs;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.CustomTimeouts;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.network.Network;
import ocigpucluster.settings.NodeGroup;

/**
 * The nodes of a cluster network (Oracle's GPU cluster tutorial §2-1 to §2-3): an instance configuration (GPU image, bare-metal
 * shape, RDMA agent plugins, boot volume, cloud-init) and a cluster network with one pool of N
 * nodes. The node count appears only in the pool size, so a resize is an in-place update of the
 * pool, never a replacement of the cluster.
 */
public final class ClusterNetworkPool implements NodePool {
    /** Oracle's stack allows 30 minutes per batch of 20 nodes for a cluster network, and one more ({@link #createTimeout}). */
    static final int NODES_PER_BATCH = 20;

    static final Duration PER_BATCH = Duration.ofMinutes(30);

    private final PoolGuard guard;

    ClusterNetworkPool(PoolGuard guard) {
        this.guard = guard;
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
        NodeGroup c = args.group();
        InstanceConfiguration config = instanceConfiguration(name, parent, args, network, metadata, null);
        // e.g. no capacity said within minutes, before or beside the create (PoolGuard)
        PoolGuard.Target target = new PoolGuard.Target(
                args.compartmentId(),
                args.availabilityDomain(),
                args.shape().name(),
                c.count(),
                displayName(args, "cluster-network"),
                c.poolName(),
                args.capacityReservationId() != null,
                c.hpcIslandId(),
                c.networkBlockIds());
        List<com.pulumi.resources.Resource> before =
                guard.before(name, target, CustomResourceOptions.builder().parent(parent));
        var networkArgs = ClusterNetworkArgs.builder();
        if (c.hpcIslandId() != null) {
            // the nodes only in this HPC island and, when given, these of its network blocks
            // (Oracle, ClusterConfigurationDetails); not updatable in the provider's schema, so a
            // change replaces the cluster network, which plan-diff shows
            var placement = ClusterNetworkClusterConfigurationArgs.builder().hpcIslandId(c.hpcIslandId());
            if (!c.networkBlockIds().isEmpty()) {
                placement.networkBlockIds(c.networkBlockIds());
            }
            networkArgs.clusterConfiguration(placement.build());
        }
        ClusterNetwork cn = new ClusterNetwork(
                name + "-cluster-network",
                networkArgs
                        .compartmentId(args.compartmentId())
                        .displayName(target.clusterNetworkName())
                        .instancePools(ClusterNetworkInstancePoolArgs.builder()
                                .instanceConfigurationId(config.id())
                                .size(c.count())
                                .displayName(c.poolName())
                                .build())
                        .placementConfiguration(ClusterNetworkPlacementConfigurationArgs.builder()
                                .availabilityDomain(args.availabilityDomain())
                                .primaryVnicSubnets(ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs.builder()
                                        .subnetId(network.privateSubnetId)
                                        .build())
                                .build())
                        .build(),
                CustomResourceOptions.builder()
                        .parent(parent)
                        .dependsOn(before)
                        // OCI would only point the pool at a new instance configuration, leaving the
                        // running nodes on the old image and shape: replace the nodes instead, and free
                        // the GPU capacity first (a second cluster network rarely fits).
                        .replaceOnChanges("instancePools[*].instanceConfigurationId")
                        .deleteBeforeReplace(true)
                        // no update timeout: the provider does not wait for a resize (no
                        // UpdatedPending/UpdatedTarget in terraform-provider-oci's
                        // core_cluster_network_resource.go); the guard's settled() does
                        .customTimeouts(CustomTimeouts.builder()
                                .create(createTimeout(c.count()))
                                .delete(PER_BATCH)
                                .build())
                        .build());
        List<com.pulumi.resources.Resource> after = new ArrayList<>(before);
        after.add(config);
        guard.beside(
                name,
                target,
                config.id(),
                createTimeout(c.count()),
                after,
                CustomResourceOptions.builder().parent(parent));
        // the node list is read once the pool has its nodes (a resize is not awaited by the provider)
        PoolGuard.Settled settled = guard.settled(
                name,
                target,
                cn,
                cn.id(),
                createTimeout(c.count()),
                CustomResourceOptions.builder().parent(parent));
        Map<String, Output<String>> outputs = new LinkedHashMap<>();
        outputs.put("instanceConfigurationId", config.id());
        outputs.put("clusterNetworkId", cn.id());
        return new Provisioned(
                settled.resource(),
                cn.id(),
                NodeAddress.ofClusterNetwork(
                        args.compartmentId(),
                        settled.clusterNetworkId(),
                        args.availabilityDomain(),
                        network.privateSubnetId),
                outputs);
    }

    /**
     * Oracle's own bound: ((n - n % 20) / 20 + 1) x 30 minutes (oracle-quickstart/oci-hpc locals.tf,
     * the cluster network's create timeout): 30 minutes up to 19 nodes, 60 from 20, 90 from 40. A
     * timeout is a resource option, not an input: changing it with the node count never updates or
     * replaces the cluster network.
     */
    static Duration createTimeout(int nodes) {
        return PER_BATCH.multipliedBy(nodes / NODES_PER_BATCH + 1L);
    }

    /**
     * A group's display name for one of its resources: {@code <prefix>-<what>} for the group
     * cluster.* declares (the names its resources always had), {@code <prefix>-<group>-<what>}
     * for the others.
     */
    static String displayName(GpuCompute.Args args, String what) {
        return args.group().origin() == NodeGroup.Origin.CLUSTER_KEYS
                ? args.displayPrefix() + "-" + what
                : args.displayPrefix() + "-" + args.group().name() + "-" + what;
    }

    /**
     * The instance configuration the group's nodes launch from (a cluster network's pool, a GPU
     * memory cluster), its launch details in the compute cluster {@code computeClusterId} when given.
     */
    static InstanceConfiguration instanceConfiguration(
            String name,
            GpuCompute parent,
            GpuCompute.Args args,
            Network network,
            Output<Map<String, String>> metadata,
            Output<String> computeClusterId) {
        var launch = launchDetails(args, network, metadata, true);
        if (computeClusterId != null) {
            launch.computeClusterId(computeClusterId);
        }
        return new InstanceConfiguration(
                name + "-instance-configuration",
                InstanceConfigurationArgs.builder()
                        .compartmentId(args.compartmentId())
                        .displayName(
                                args.group().origin() == NodeGroup.Origin.CLUSTER_KEYS
                                        ? args.displayPrefix() + "-gpu-node"
                                        : displayName(args, "node"))
                        .instanceDetails(InstanceConfigurationInstanceDetailsArgs.builder()
                                .instanceType("compute")
                                .launchDetails(launch.build())
                                .build())
                        .build(),
                CustomResourceOptions.builder().parent(parent).build());
    }

    /**
     * The nodes' launch details (shared with {@link OnDemandPool}, which adds its compute cluster
     * and tags), with the capacity reservation when there is one, and the group's launch tags
     * when it has them: every node launches from these details.
     */
    static InstanceConfigurationInstanceDetailsLaunchDetailsArgs.Builder launchDetails(
            GpuCompute.Args args, Network network, Output<Map<String, String>> metadata, boolean rdma) {
        NodeGroup c = args.group();
        var details = InstanceConfigurationInstanceDetailsLaunchDetailsArgs.builder();
        if (args.capacityReservationId() != null) {
            details.capacityReservationId(args.capacityReservationId());
        }
        if (args.launchTags() != null) {
            details.freeformTags(args.launchTags().freeform());
            if (!args.launchTags().defined().isEmpty()) {
                details.definedTags(args.launchTags().defined());
            }
        }
        return details.compartmentId(args.compartmentId())
                .availabilityDomain(args.availabilityDomain())
                .shape(args.shape().name())
                .sourceDetails(InstanceConfigurationInstanceDetailsLaunchDetailsSourceDetailsArgs.builder()
                        .sourceType("image")
                        .imageId(args.launchImage())
                        .bootVolumeSizeInGbs(Integer.toString(c.bootVolumeSizeInGbs()))
                        .build())
                .createVnicDetails(InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs.builder()
                        .subnetId(network.privateSubnetId)
                        .assignPublicIp(false)
                        .build())
                .agentConfig(InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigArgs.builder()
                        .isMonitoringDisabled(false)
                        .isManagementDisabled(false)
                        .pluginsConfigs(AgentPlugins.enabledFor(rdma).stream()
                                .map(p ->
                                        InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfigArgs
                                                .builder()
                                                .name(p)
                                                .desiredState(AgentPlugins.ENABLED)
                                                .build())
                                .toList())
                        .build())
                .metadata(metadata);
    }
}
