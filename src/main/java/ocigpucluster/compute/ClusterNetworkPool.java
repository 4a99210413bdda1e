package ocigpucluster.compute;

import com.pulumi.core.Output;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.CustomTimeouts;
import ocigpucluster.bindings.oci.core.ClusterNetwork;
import ocigpucluster.bindings.oci.core.ClusterNetworkArgs;
import ocigpucluster.bindings.oci.core.CoreFunctions;
import ocigpucluster.bindings.oci.core.Instance;
import ocigpucluster.bindings.oci.core.InstanceArgs;
import ocigpucluster.bindings.oci.core.InstanceConfiguration;
import ocigpucluster.bindings.oci.core.InstanceConfigurationArgs;
import ocigpucluster.bindings.oci.core.inputs.ClusterNetworkInstancePoolArgs;
import ocigpucluster.bindings.oci.core.inputs.ClusterNetworkPlacementConfigurationArgs;
import ocigpucluster.bindings.oci.core.inputs.ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs;
import ocigpucluster.bindings.oci.core.inputs.GetClusterNetworkInstancesArgs;
import ocigpucluster.bindings.oci.core.inputs.GetVnicArgs;
import ocigpucluster.bindings.oci.core.inputs.GetVnicAttachmentsArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceAgentConfigArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceAgentConfigPluginsConfigArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceConfigurationInstanceDetailsArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfigArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsSourceDetailsArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceCreateVnicDetailsArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceSourceDetailsArgs;
import ocigpucluster.bindings.oci.core.outputs.GetClusterNetworkInstancesInstance;
import ocigpucluster.bindings.oci.core.outputs.GetVnicAttachmentsResult;
import ocigpucluster.bindings.oci.core.outputs.GetVnicAttachmentsVnicAttachment;
import ocigpucluster.network.Network;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;

import java.time.Duration;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The nodes of a cluster network (SPEC §3–§5): an instance configuration (GPU image, bare-metal
 * shape, RDMA agent plugins, boot volume, cloud-init) and a cluster network with one pool of N
 * nodes. The node count appears only in the pool size, so a resize is an in-place update of the
 * pool, never a replacement of the cluster.
 */
public final class ClusterNetworkPool implements NodePool {
    /** Oracle's stack allows 30 minutes per started batch of 20 nodes for a cluster network. */
    static final int NODES_PER_BATCH = 20;
    static final Duration PER_BATCH = Duration.ofMinutes(30);
    /** Node address lookups in flight at once. */
    static final int LOOKUP_BATCH = 32;

    @Override
    public boolean rdmaFabric() {
        return true;
    }

    @Override
    public Provisioned provision(String name, GpuCompute parent, GpuCompute.Args args, Network network,
                                 Output<Map<String, String>> metadata) {
        Settings.Cluster c = args.cluster();
        CustomResourceOptions child = CustomResourceOptions.builder().parent(parent).build();
        InstanceConfiguration config = new InstanceConfiguration(name + "-instance-configuration",
                InstanceConfigurationArgs.builder()
                        .compartmentId(args.compartmentId())
                        .displayName(args.displayPrefix() + "-gpu-node")
                        .instanceDetails(InstanceConfigurationInstanceDetailsArgs.builder()
                                .instanceType("compute")
                                .launchDetails(launchDetails(args, network, metadata))
                                .build())
                        .build(), child);
        ClusterNetwork cn = new ClusterNetwork(name + "-cluster-network", ClusterNetworkArgs.builder()
                .compartmentId(args.compartmentId())
                .displayName(args.displayPrefix() + "-cluster-network")
                .instancePools(ClusterNetworkInstancePoolArgs.builder()
                        .instanceConfigurationId(config.id())
                        .size(c.nodeCount())
                        .displayName(c.poolName())
                        .build())
                .placementConfiguration(ClusterNetworkPlacementConfigurationArgs.builder()
                        .availabilityDomain(args.availabilityDomain())
                        .primaryVnicSubnets(ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs.builder()
                                .subnetId(network.privateSubnetId).build())
                        .build())
                .build(),
                CustomResourceOptions.builder().parent(parent)
                        // OCI would only point the pool at a new instance configuration, leaving the
                        // running nodes on the old image and shape: replace the nodes instead, and free
                        // the GPU capacity first (a second cluster network rarely fits).
                        .replaceOnChanges("instancePools[*].instanceConfigurationId")
                        .deleteBeforeReplace(true)
                        .customTimeouts(CustomTimeouts.builder()
                                .create(createTimeout(c.nodeCount()))
                                .update(createTimeout(c.nodeCount()))
                                .delete(PER_BATCH)
                                .build())
                        .build());
        Map<String, Output<String>> outputs = new LinkedHashMap<>();
        outputs.put("instanceConfigurationId", config.id());
        outputs.put("clusterNetworkId", cn.id());
        return new Provisioned(cn, cn.id(), clusterNodes(args.compartmentId(), cn.id(), args.availabilityDomain()), outputs);
    }

   /**
     * 30 minutes per started batch of 20 nodes. A timeout is a resource option, not an input:
     * changing it with the node count never updates or replaces the cluster network.
     */
    static Duration createTimeout(int nodes) {
        int batches = Math.max(1, (nodes + NODES_PER_BATCH - 1) / NODES_PER_BATCH);
        return PER_BATCH.multipliedBy(batches);
    }

    private static InstanceConfigurationInstanceDetailsLaunchDetailsArgs launchDetails(
            GpuCompute.Args args, Network network, Output<Map<String, String>> metadata) {
        Settings.Cluster c = args.cluster();
        return InstanceConfigurationInstanceDetailsLaunchDetailsArgs.builder()
                .compartmentId(args.compartmentId())
                .availabilityDomain(args.availabilityDomain())
                .shape(args.shape().name())
                .sourceDetails(InstanceConfigurationInstanceDetailsLaunchDetailsSourceDetailsArgs.builder()
                        .sourceType("image").imageId(c.imageId())
                        .bootVolumeSizeInGbs(Integer.toString(c.bootVolumeSizeInGbs())).build())
                .createVnicDetails(InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs.builder()
                        .subnetId(network.privateSubnetId).assignPublicIp(false).build())
                .agentConfig(InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigArgs.builder()
                        .isMonitoringDisabled(false).isManagementDisabled(false)
                        .pluginsConfigs(AgentPlugins.enabledFor(true).stream()
                                .map(p -> InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfigArgs.builder()
                                        .name(p).desiredState(AgentPlugins.ENABLED).build())
                                .toList())
                        .build())
                .metadata(metadata)
                .build();
    }

    /**
     * Reads the pool's instances, then each one's primary private IP: one compartment-wide
     * VNIC-attachment listing and one VNIC lookup per node, in batches. The SDK's task runner
     * does work proportional to the tasks in flight on every completion, so 512 lookups issued
     * at once cost quadratic time; batches keep it linear.
     */
    private static Output<List<NodeAddress>> clusterNodes(String compartmentId, Output<String> clusterNetworkId,
                                                          Output<String> availabilityDomain) {
        Output<List<GetClusterNetworkInstancesInstance>> instances = CoreFunctions.getClusterNetworkInstances(
                        GetClusterNetworkInstancesArgs.builder().compartmentId(compartmentId).clusterNetworkId(clusterNetworkId).build())
                .applyValue(r -> r.instances());
        Output<Map<String, String>> vnicByInstance = CoreFunctions.getVnicAttachments(GetVnicAttachmentsArgs.builder()
                        .compartmentId(compartmentId).availabilityDomain(availabilityDomain).build())
                .applyValue(ClusterNetworkPool::primaryVnics);
        return Output.tuple(instances, vnicByInstance).apply(t -> {
            List<GetClusterNetworkInstancesInstance> list = t.t1;
            Output<List<NodeAddress>> found = Output.of(List.of());
            for (int from = 0; from < list.size(); from += LOOKUP_BATCH) {
                List<GetClusterNetworkInstancesInstance> batch = list.subList(from, Math.min(list.size(), from + LOOKUP_BATCH));
                found = found.apply(before -> Output.all(batch.stream().map(i -> address(i, t.t2)).toList())
                        .applyValue(these -> {
                            List<NodeAddress> all = new java.util.ArrayList<>(before);
                            all.addAll(these);
                            return all;
                        }));
            }
            return found.applyValue(all -> all.stream().sorted(Comparator.comparing(NodeAddress::name)).toList());
        });
    }

    /** Instance id to the VNIC attached at index 0 (the primary VNIC, in the private subnet). */
    private static Map<String, String> primaryVnics(GetVnicAttachmentsResult result) {
        Map<String, String> out = new java.util.HashMap<>();
        for (GetVnicAttachmentsVnicAttachment a : result.vnicAttachments()) {
            if (a.nicIndex() == null || a.nicIndex() == 0) {
                out.putIfAbsent(a.instanceId(), a.vnicId());
            }
        }
        return out;
    }

    private static Output<NodeAddress> address(GetClusterNetworkInstancesInstance instance, Map<String, String> vnics) {
        String vnicId = vnics.get(instance.id());
        if (vnicId == null) {
            throw new IllegalStateException("instance " + instance.displayName() + " (" + instance.id()
                    + ") has no attached VNIC yet; run pulumi up again once the cluster network is RUNNING");
        }
        return CoreFunctions.getVnic(GetVnicArgs.builder().vnicId(vnicId).build())
                .applyValue(v -> new NodeAddress(instance.displayName(), v.privateIpAddress()));
    }
}
