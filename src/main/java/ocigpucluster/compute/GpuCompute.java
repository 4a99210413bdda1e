package ocigpucluster.compute;

import com.pulumi.core.Output;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.CustomTimeouts;
import ocigpucluster.bindings.oci.core.ClusterNetwork;
import ocigpucluster.bindings.oci.core.ClusterNetworkArgs;
import ocigpucluster.bindings.oci.core.Instance;
import ocigpucluster.bindings.oci.core.InstanceArgs;
import ocigpucluster.bindings.oci.core.InstanceConfiguration;
import ocigpucluster.bindings.oci.core.InstanceConfigurationArgs;
import ocigpucluster.bindings.oci.core.inputs.ClusterNetworkInstancePoolArgs;
import ocigpucluster.bindings.oci.core.inputs.ClusterNetworkPlacementConfigurationArgs;
import ocigpucluster.bindings.oci.core.inputs.ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs;
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
import ocigpucluster.cloudinit.CloudInitParams;
import ocigpucluster.cloudinit.CloudInitRenderer;
import ocigpucluster.cloudinit.CloudInitTemplate;
import ocigpucluster.network.Network;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;

import java.time.Duration;
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
            this.nodes = NodeAddress.ofClusterNetwork(args.compartmentId(), cn.id(), args.availabilityDomain(), network.privateSubnetId);
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
}
