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
import ocigpucluster.cloudinit.CloudInitParams;
import ocigpucluster.cloudinit.CloudInitRenderer;
import ocigpucluster.cloudinit.CloudInitTemplate;
import ocigpucluster.network.Network;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;

import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The GPU nodes (Oracle's GPU cluster tutorial §2-1 to §2-3): an instance configuration (GPU image, bare-metal shape, RDMA agent
 * plugins, boot volume, cloud-init) and a cluster network with one pool of N nodes — or, in
 * single-instance mode, one GPU instance. The node count appears only in the pool size, so a
 * resize is an in-place update of the pool, never a replacement of the cluster.
 */
public final class GpuCompute extends ComponentResource {
    /** Oracle's stack allows 30 minutes per started batch of 20 nodes for a cluster network. */
    static final int NODES_PER_BATCH = 20;
    static final Duration PER_BATCH = Duration.ofMinutes(30);
    /** Node address lookups in flight at once. */
    static final int LOOKUP_BATCH = 32;

    public record Args(String compartmentId, String displayPrefix, Output<String> availabilityDomain,
                       Settings.Cluster cluster, Shape shape, String userPublicKey, Output<String> clusterPublicKey,
                       String bastionHost) {
    }

    /** Instance configuration id (cluster mode) or null. */
    public final Output<String> instanceConfigurationId;
    /** Cluster network id (cluster mode) or the single instance's id. */
    public final Output<String> clusterId;
    /** The cluster network or the single instance, for stages that must wait for it. */
    public final com.pulumi.resources.CustomResource cluster;
    /** Every node with its private IP, read back after creation (invokes, no blocking). */
    public final Output<List<NodeAddress>> nodes;
    /** The rendered cloud-config the nodes boot with (not base64). */
    public final Output<String> cloudConfig;
    public final boolean clusterNetwork;

    public GpuCompute(String name, Args args, Network network, ComponentResourceOptions options) {
        super("oci-gpu-cluster:index:GpuCompute", name, options);
        Settings.Cluster c = args.cluster();
        this.clusterNetwork = c.mode() == Settings.Mode.CLUSTER_NETWORK;
        CloudInitRenderer renderer = new CloudInitRenderer();
        this.cloudConfig = clusterNetwork
                ? network.publicSubnetDomain.applyValue(domain -> renderer.render(CloudInitTemplate.GPU_NODE_CLUSTER,
                        CloudInitParams.clusterNode(c.timezone(), args.shape(), domain, args.bastionHost())))
                : Output.of(renderer.render(CloudInitTemplate.GPU_NODE_SINGLE, CloudInitParams.singleNode(c.timezone(), args.shape())));
        // The user's key lets a person reach a node through the bastion (ssh -J); the cluster key
        // is what the bastion and MPI use.
        Output<Map<String, String>> metadata = Output.tuple(args.clusterPublicKey(), cloudConfig).applyValue(t -> Map.of(
                "ssh_authorized_keys", args.userPublicKey().strip() + "\n" + t.t1.strip() + "\n",
                "user_data", CloudInitRenderer.base64(t.t2)));
        CustomResourceOptions child = CustomResourceOptions.builder().parent(this).build();

        if (clusterNetwork) {
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
                    CustomResourceOptions.builder().parent(this)
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
            this.instanceConfigurationId = config.id();
            this.clusterId = cn.id();
            this.cluster = cn;
            this.nodes = clusterNodes(args.compartmentId(), cn.id(), args.availabilityDomain());
        } else {
            Instance instance = new Instance(name + "-instance", InstanceArgs.builder()
                    .compartmentId(args.compartmentId())
                    .availabilityDomain(args.availabilityDomain())
                    .displayName(args.displayPrefix() + "-gpu-1")
                    .shape(args.shape().name())
                    .sourceDetails(InstanceSourceDetailsArgs.builder()
                            .sourceType("image").sourceId(c.imageId())
                            .bootVolumeSizeInGbs(Integer.toString(c.bootVolumeSizeInGbs())).build())
                    .createVnicDetails(InstanceCreateVnicDetailsArgs.builder()
                            .subnetId(network.privateSubnetId).assignPublicIp("false").hostnameLabel(singleHostname(c)).build())
                    .agentConfig(InstanceAgentConfigArgs.builder()
                            .pluginsConfigs(AgentPlugins.enabledFor(false).stream()
                                    .map(p -> InstanceAgentConfigPluginsConfigArgs.builder().name(p).desiredState(AgentPlugins.ENABLED).build())
                                    .toList())
                            .build())
                    .metadata(metadata)
                    .build(), child);
            this.instanceConfigurationId = null;
            this.clusterId = instance.id();
            this.cluster = instance;
            this.nodes = instance.privateIp().applyValue(ip -> List.of(new NodeAddress(singleHostname(c), ip)));
        }
        registerOutputs(Map.of("clusterId", clusterId));
    }

    /**
     * 30 minutes per started batch of 20 nodes. A timeout is a resource option, not an input:
     * changing it with the node count never updates or replaces the cluster network.
     */
    static Duration createTimeout(int nodes) {
        int batches = Math.max(1, (nodes + NODES_PER_BATCH - 1) / NODES_PER_BATCH);
        return PER_BATCH.multipliedBy(batches);
    }

    static String singleHostname(Settings.Cluster c) {
        return c.poolName() + "-1";
    }

    private static InstanceConfigurationInstanceDetailsLaunchDetailsArgs launchDetails(
            Args args, Network network, Output<Map<String, String>> metadata) {
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
                .applyValue(GpuCompute::primaryVnics);
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
