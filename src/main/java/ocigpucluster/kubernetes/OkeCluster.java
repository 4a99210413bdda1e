package ocigpucluster.kubernetes;

import com.pulumi.core.Output;
import com.pulumi.oci.ContainerEngine.Addon;
import com.pulumi.oci.ContainerEngine.AddonArgs;
import com.pulumi.oci.ContainerEngine.Cluster;
import com.pulumi.oci.ContainerEngine.ClusterArgs;
import com.pulumi.oci.ContainerEngine.NodePool;
import com.pulumi.oci.ContainerEngine.NodePoolArgs;
import com.pulumi.oci.ContainerEngine.inputs.AddonConfigurationArgs;
import com.pulumi.oci.ContainerEngine.inputs.ClusterClusterPodNetworkOptionArgs;
import com.pulumi.oci.ContainerEngine.inputs.ClusterEndpointConfigArgs;
import com.pulumi.oci.ContainerEngine.inputs.ClusterOptionsArgs;
import com.pulumi.oci.ContainerEngine.inputs.ClusterOptionsKubernetesNetworkConfigArgs;
import com.pulumi.oci.ContainerEngine.inputs.NodePoolNodeConfigDetailsArgs;
import com.pulumi.oci.ContainerEngine.inputs.NodePoolNodeConfigDetailsPlacementConfigArgs;
import com.pulumi.oci.ContainerEngine.inputs.NodePoolNodeShapeConfigArgs;
import com.pulumi.oci.ContainerEngine.inputs.NodePoolNodeSourceDetailsArgs;
import com.pulumi.oci.ContainerEngine.outputs.ClusterEndpoint;
import com.pulumi.oci.Identity.DynamicGroup;
import com.pulumi.oci.Identity.DynamicGroupArgs;
import com.pulumi.oci.Identity.Policy;
import com.pulumi.oci.Identity.PolicyArgs;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.ProviderResource;
import java.util.List;
import java.util.Map;
import ocigpucluster.network.Network;
import ocigpucluster.ondemand.HomeRegion;
import ocigpucluster.ondemand.Iam;
import ocigpucluster.settings.Settings;

/**
 * The OKE cluster of a Kubernetes stack, as oci-hpc-oke v26.7.0 builds it ({@link Oke#SOURCE}):
 * an enhanced cluster (node cycling and GPU host repair need one) with a private API endpoint in
 * the private subnet and a flannel overlay for the pods, an OKE-managed system node pool of VMs,
 * the NVIDIA GPU and Network Operators as OKE add-ons ({@code oci_containerengine_addon}, the
 * network operator with {@code sriovNetworkOperator.enabled}), and, where the program creates
 * IAM, the dynamic group of the compartment's instances with the {@code CLUSTER_JOIN} statement
 * self-managed nodes join with ({@code terraform/iam.tf}). The node groups' own nodes are the
 * stack's static groups, created by the program as in every other mode.
 */
public final class OkeCluster extends ComponentResource {
    public static final String TYPE = "oci-gpu-cluster:index:OkeCluster";

    /** OKE's cluster types (pulumi-oci v4.20.0 ClusterArgs {@code type}): enhanced clusters have node cycling and GPU host repair. */
    static final String ENHANCED = "ENHANCED_CLUSTER";

    /** The pod network of {@code kubernetes.podsCidr} (ClusterClusterPodNetworkOptionArgs {@code cniType}). */
    static final String FLANNEL = "FLANNEL_OVERLAY";

    public final Output<String> clusterId;
    public final Output<String> kubernetesVersion;
    /** The private API endpoint's host, without its port: what a self-managed node's /etc/oke/oke-apiserver holds. */
    public final Output<String> apiServerHost;

    /** Where the cluster goes: the stack's settings, name prefix, network and availability domain. */
    record Place(Settings settings, String prefix, Network network, Output<String> availabilityDomain) {
        String compartmentId() {
            return settings.compartmentId();
        }
    }

    OkeCluster(String name, Place p, ComponentResourceOptions options) {
        super(TYPE, name, options);
        Settings s = p.settings();
        Kubernetes k = Kubernetes.of(s);
        CustomResourceOptions child =
                CustomResourceOptions.builder().parent(this).build();
        Cluster cluster = new Cluster(
                name + "-cluster",
                ClusterArgs.builder()
                        .compartmentId(p.compartmentId())
                        .name(p.prefix())
                        .kubernetesVersion(k.version())
                        .type(ENHANCED)
                        .vcnId(p.network().vcnId)
                        .endpointConfig(ClusterEndpointConfigArgs.builder()
                                .subnetId(p.network().privateSubnetId)
                                .isPublicIpEnabled(false)
                                .build())
                        .clusterPodNetworkOptions(ClusterClusterPodNetworkOptionArgs.builder()
                                .cniType(FLANNEL)
                                .build())
                        .options(ClusterOptionsArgs.builder()
                                .kubernetesNetworkConfig(ClusterOptionsKubernetesNetworkConfigArgs.builder()
                                        .podsCidr(k.podsCidr())
                                        .servicesCidr(k.servicesCidr())
                                        .build())
                                .build())
                        .build(),
                child);
        Kubernetes.SystemPool sys = k.systemPool();
        new NodePool(
                name + "-system-pool",
                NodePoolArgs.builder()
                        .clusterId(cluster.id())
                        .compartmentId(p.compartmentId())
                        .name(p.prefix() + "-system")
                        .kubernetesVersion(k.version())
                        .nodeShape(sys.shape())
                        .nodeShapeConfig(NodePoolNodeShapeConfigArgs.builder()
                                .ocpus((double) sys.ocpus())
                                .memoryInGbs((double) sys.memoryInGbs())
                                .build())
                        .nodeSourceDetails(NodePoolNodeSourceDetailsArgs.builder()
                                .sourceType("IMAGE")
                                .imageId(sys.imageId())
                                .build())
                        .nodeConfigDetails(NodePoolNodeConfigDetailsArgs.builder()
                                .size(sys.size())
                                .placementConfigs(NodePoolNodeConfigDetailsPlacementConfigArgs.builder()
                                        .availabilityDomain(p.availabilityDomain())
                                        .subnetId(p.network().privateSubnetId)
                                        .build())
                                .build())
                        .sshPublicKey(s.sshPublicKey())
                        .build(),
                child);
        new Addon(
                name + "-gpu-operator",
                AddonArgs.builder()
                        .clusterId(cluster.id())
                        .addonName(Oke.GPU_OPERATOR_ADDON)
                        .version(k.gpuOperatorVersion())
                        .removeAddonResourcesOnDelete(true)
                        .build(),
                child);
        new Addon(
                name + "-network-operator",
                AddonArgs.builder()
                        .clusterId(cluster.id())
                        .addonName(Oke.NETWORK_OPERATOR_ADDON)
                        .version(k.networkOperatorVersion())
                        .removeAddonResourcesOnDelete(true)
                        .configurations(AddonConfigurationArgs.builder()
                                .key(Oke.SRIOV_ENABLED_KEY)
                                .value("true")
                                .build())
                        .build(),
                child);
        joinPolicy(name, s, p);
        this.clusterId = cluster.id();
        this.apiServerHost = cluster.endpoints().applyValue(OkeCluster::privateHost);
        this.kubernetesVersion = Output.of(k.version());
        registerOutputs(Map.of("clusterId", clusterId));
    }

    /**
     * The right of the stack's self-managed nodes to join: oci-hpc-oke v26.7.0
     * {@code terraform/iam.tf}, a dynamic group matching the compartment's instances and
     * {@code Allow dynamic-group <group> to {CLUSTER_JOIN} in compartment id <compartment>}; created
     * in the home region, as every identity resource the program creates, only with iam.tenancyOcid
     * and iam.homeRegion (otherwise an administrator's to create: docs/kubernetes.md).
     */
    private void joinPolicy(String name, Settings s, Place p) {
        Iam iam = Iam.of(s);
        // without both keys there is no home region to create it in (as Capacity's own identity)
        if (!iam.createsIdentity() || iam.tenancyOcid() == null || iam.homeRegion() == null) {
            return;
        }
        ProviderResource home = HomeRegion.provider(
                name + "-home-region", iam, CustomResourceOptions.builder().parent(this));
        String group = p.prefix() + "-oke-nodes";
        DynamicGroup dynamicGroup = new DynamicGroup(
                name + "-nodes-dynamic-group",
                DynamicGroupArgs.builder()
                        .compartmentId(iam.tenancyOcid())
                        .name(group)
                        .description("The self-managed OKE worker nodes of " + p.prefix())
                        .matchingRule(matchingRule(p.compartmentId()))
                        .build(),
                CustomResourceOptions.builder().parent(this).provider(home).build());
        new Policy(
                name + "-join-policy",
                PolicyArgs.builder()
                        .compartmentId(iam.tenancyOcid())
                        .name(p.prefix() + "-oke-join")
                        .description("Lets the self-managed nodes of " + p.prefix() + " join its OKE cluster")
                        .statements(joinStatements(group, p.compartmentId()))
                        .build(),
                CustomResourceOptions.builder()
                        .parent(this)
                        .provider(home)
                        .dependsOn(dynamicGroup)
                        .build());
    }

    /**
     * The host of the cluster's private endpoint ({@code ClusterEndpoint.privateEndpoint},
     * "<address>:<port>"), as oci-hpc-oke v26.7.0 {@code terraform/oke-cluster.tf} writes it to its
     * nodes ({@code apiserver_private_host}, trimmed): the first endpoint's, its port cut.
     */
    static String privateHost(List<ClusterEndpoint> endpoints) {
        String endpoint = endpoints == null || endpoints.isEmpty()
                ? null
                : endpoints.get(0).privateEndpoint().orElse(null);
        if (endpoint == null || endpoint.isBlank()) {
            throw new IllegalStateException("the OKE cluster reports no private endpoint: its nodes cannot join it");
        }
        String e = endpoint.strip();
        int colon = e.lastIndexOf(':');
        return colon > 0 && !e.endsWith("]") ? e.substring(0, colon) : e;
    }

    /** oci-hpc-oke v26.7.0 terraform/iam.tf: {@code ANY {instance.compartment.id = '<compartment>'}}. */
    static String matchingRule(String compartmentId) {
        return "ANY {instance.compartment.id = '" + compartmentId + "'}";
    }

    /** oci-hpc-oke v26.7.0 terraform/iam.tf:87, the self-managed nodes' join right. */
    static List<String> joinStatements(String group, String compartmentId) {
        return List.of("Allow dynamic-group " + group + " to {CLUSTER_JOIN} in compartment id " + compartmentId);
    }
}
