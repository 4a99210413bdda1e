package ocigpucluster.bindings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.pulumi.asset.StringAsset;
import com.pulumi.command.local.LocalFunctions;
import com.pulumi.command.local.inputs.RunArgs;
import com.pulumi.command.remote.Command;
import com.pulumi.command.remote.CommandArgs;
import com.pulumi.command.remote.CopyFile;
import com.pulumi.command.remote.CopyFileArgs;
import com.pulumi.command.remote.CopyToRemote;
import com.pulumi.command.remote.CopyToRemoteArgs;
import com.pulumi.command.remote.enums.Logging;
import com.pulumi.command.remote.inputs.ConnectionArgs;
import com.pulumi.command.remote.inputs.ProxyConnectionArgs;
import com.pulumi.core.Output;
import com.pulumi.oci.ContainerEngine.Addon;
import com.pulumi.oci.ContainerEngine.AddonArgs;
import com.pulumi.oci.ContainerEngine.ClusterArgs;
import com.pulumi.oci.ContainerEngine.NodePoolArgs;
import com.pulumi.oci.ContainerEngine.inputs.AddonConfigurationArgs;
import com.pulumi.oci.ContainerEngine.inputs.NodePoolNodeConfigDetailsArgs;
import com.pulumi.oci.ContainerEngine.inputs.NodePoolNodeConfigDetailsPlacementConfigArgs;
import com.pulumi.oci.Core.ClusterNetwork;
import com.pulumi.oci.Core.ClusterNetworkArgs;
import com.pulumi.oci.Core.ComputeCapacityReservation;
import com.pulumi.oci.Core.ComputeCapacityReservationArgs;
import com.pulumi.oci.Core.ComputeCluster;
import com.pulumi.oci.Core.ComputeClusterArgs;
import com.pulumi.oci.Core.ComputeGpuMemoryCluster;
import com.pulumi.oci.Core.ComputeGpuMemoryClusterArgs;
import com.pulumi.oci.Core.CoreFunctions;
import com.pulumi.oci.Core.Image;
import com.pulumi.oci.Core.ImageArgs;
import com.pulumi.oci.Core.Instance;
import com.pulumi.oci.Core.InstanceArgs;
import com.pulumi.oci.Core.InstanceConfiguration;
import com.pulumi.oci.Core.InstanceConfigurationArgs;
import com.pulumi.oci.Core.InstancePool;
import com.pulumi.oci.Core.InstancePoolArgs;
import com.pulumi.oci.Core.InternetGateway;
import com.pulumi.oci.Core.InternetGatewayArgs;
import com.pulumi.oci.Core.NatGateway;
import com.pulumi.oci.Core.NatGatewayArgs;
import com.pulumi.oci.Core.NetworkSecurityGroup;
import com.pulumi.oci.Core.NetworkSecurityGroupArgs;
import com.pulumi.oci.Core.NetworkSecurityGroupSecurityRule;
import com.pulumi.oci.Core.NetworkSecurityGroupSecurityRuleArgs;
import com.pulumi.oci.Core.RouteTable;
import com.pulumi.oci.Core.RouteTableArgs;
import com.pulumi.oci.Core.SecurityList;
import com.pulumi.oci.Core.SecurityListArgs;
import com.pulumi.oci.Core.ServiceGateway;
import com.pulumi.oci.Core.ServiceGatewayArgs;
import com.pulumi.oci.Core.ShapeManagement;
import com.pulumi.oci.Core.ShapeManagementArgs;
import com.pulumi.oci.Core.Subnet;
import com.pulumi.oci.Core.SubnetArgs;
import com.pulumi.oci.Core.Vcn;
import com.pulumi.oci.Core.VcnArgs;
import com.pulumi.oci.Core.inputs.ClusterNetworkInstancePoolArgs;
import com.pulumi.oci.Core.inputs.ClusterNetworkPlacementConfigurationArgs;
import com.pulumi.oci.Core.inputs.ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs;
import com.pulumi.oci.Core.inputs.ComputeCapacityReservationInstanceReservationConfigArgs;
import com.pulumi.oci.Core.inputs.ComputeCapacityReservationInstanceReservationConfigInstanceShapeConfigArgs;
import com.pulumi.oci.Core.inputs.ComputeClusterPlacementConstraintDetailsArgs;
import com.pulumi.oci.Core.inputs.ComputeGpuMemoryClusterGpuMemoryClusterScaleConfigArgs;
import com.pulumi.oci.Core.inputs.GetClusterNetworkInstancesArgs;
import com.pulumi.oci.Core.inputs.GetComputeClustersArgs;
import com.pulumi.oci.Core.inputs.GetComputeGpuMemoryClusterInstancesArgs;
import com.pulumi.oci.Core.inputs.GetComputeGpuMemoryFabricArgs;
import com.pulumi.oci.Core.inputs.GetImagesArgs;
import com.pulumi.oci.Core.inputs.GetImagesFilterArgs;
import com.pulumi.oci.Core.inputs.GetInstanceArgs;
import com.pulumi.oci.Core.inputs.GetInstancePoolInstancesArgs;
import com.pulumi.oci.Core.inputs.GetInstancesArgs;
import com.pulumi.oci.Core.inputs.GetPrivateIpsArgs;
import com.pulumi.oci.Core.inputs.GetPrivateIpsFilterArgs;
import com.pulumi.oci.Core.inputs.GetServicesArgs;
import com.pulumi.oci.Core.inputs.GetServicesFilterArgs;
import com.pulumi.oci.Core.inputs.GetSubnetArgs;
import com.pulumi.oci.Core.inputs.GetVcnArgs;
import com.pulumi.oci.Core.inputs.GetVnicArgs;
import com.pulumi.oci.Core.inputs.GetVnicAttachmentsArgs;
import com.pulumi.oci.Core.inputs.InstanceAgentConfigArgs;
import com.pulumi.oci.Core.inputs.InstanceAgentConfigPluginsConfigArgs;
import com.pulumi.oci.Core.inputs.InstanceConfigurationInstanceDetailsArgs;
import com.pulumi.oci.Core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsArgs;
import com.pulumi.oci.Core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs;
import com.pulumi.oci.Core.inputs.InstanceConfigurationInstanceDetailsLaunchDetailsSourceDetailsArgs;
import com.pulumi.oci.Core.inputs.InstanceCreateVnicDetailsArgs;
import com.pulumi.oci.Core.inputs.InstancePoolPlacementConfigurationArgs;
import com.pulumi.oci.Core.inputs.InstanceShapeConfigArgs;
import com.pulumi.oci.Core.inputs.InstanceSourceDetailsArgs;
import com.pulumi.oci.Core.inputs.NetworkSecurityGroupSecurityRuleTcpOptionsArgs;
import com.pulumi.oci.Core.inputs.NetworkSecurityGroupSecurityRuleTcpOptionsDestinationPortRangeArgs;
import com.pulumi.oci.Core.inputs.RouteTableRouteRuleArgs;
import com.pulumi.oci.Core.inputs.SecurityListEgressSecurityRuleArgs;
import com.pulumi.oci.Core.inputs.SecurityListIngressSecurityRuleArgs;
import com.pulumi.oci.Core.inputs.SecurityListIngressSecurityRuleIcmpOptionsArgs;
import com.pulumi.oci.Core.inputs.SecurityListIngressSecurityRuleTcpOptionsArgs;
import com.pulumi.oci.Core.inputs.ServiceGatewayServiceArgs;
import com.pulumi.oci.Core.outputs.GetClusterNetworkInstancesResult;
import com.pulumi.oci.Core.outputs.GetComputeClustersResult;
import com.pulumi.oci.Core.outputs.GetComputeGpuMemoryClusterInstancesResult;
import com.pulumi.oci.Core.outputs.GetComputeGpuMemoryFabricResult;
import com.pulumi.oci.Core.outputs.GetImagesResult;
import com.pulumi.oci.Core.outputs.GetInstancePoolInstancesResult;
import com.pulumi.oci.Core.outputs.GetInstanceResult;
import com.pulumi.oci.Core.outputs.GetInstancesResult;
import com.pulumi.oci.Core.outputs.GetPrivateIpsResult;
import com.pulumi.oci.Core.outputs.GetServicesResult;
import com.pulumi.oci.Core.outputs.GetSubnetResult;
import com.pulumi.oci.Core.outputs.GetVcnResult;
import com.pulumi.oci.Core.outputs.GetVnicAttachmentsResult;
import com.pulumi.oci.Core.outputs.GetVnicResult;
import com.pulumi.oci.Core.outputs.SecurityListIngressSecurityRule;
import com.pulumi.oci.FileStorage.Export;
import com.pulumi.oci.FileStorage.ExportArgs;
import com.pulumi.oci.FileStorage.ExportSet;
import com.pulumi.oci.FileStorage.ExportSetArgs;
import com.pulumi.oci.FileStorage.FileSystem;
import com.pulumi.oci.FileStorage.FileSystemArgs;
import com.pulumi.oci.FileStorage.MountTarget;
import com.pulumi.oci.FileStorage.MountTargetArgs;
import com.pulumi.oci.FileStorage.inputs.ExportExportOptionArgs;
import com.pulumi.oci.Identity.DynamicGroup;
import com.pulumi.oci.Identity.DynamicGroupArgs;
import com.pulumi.oci.Identity.IdentityFunctions;
import com.pulumi.oci.Identity.Policy;
import com.pulumi.oci.Identity.PolicyArgs;
import com.pulumi.oci.Identity.inputs.GetAvailabilityDomainsArgs;
import com.pulumi.oci.Identity.inputs.GetTenancyArgs;
import com.pulumi.oci.Identity.outputs.GetAvailabilityDomainsResult;
import com.pulumi.oci.Identity.outputs.GetTenancyResult;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.Resource;
import com.pulumi.resources.ResourceOptions;
import com.pulumi.resources.ResourceTransformation;
import com.pulumi.test.PulumiTest;
import com.pulumi.test.TestOptions;
import com.pulumi.tls.PrivateKey;
import com.pulumi.tls.PrivateKeyArgs;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Logger;
import ocigpucluster.schema.ReferenceSchema;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Every resource kind and invoke run through the SDK's own mock engine: what reaches the engine
 * must use only schema wire names with schema wire types, registrations must carry the provider
 * version and secret outputs, and outputs / invoke results must come back typed.
 */
class BindingsMockEngineTest {
    private static final ReferenceSchema SCHEMA = ReferenceSchema.get();
    private static final String COMPARTMENT = "ocid1.compartment.oc1..test";
    private static final String AD = "Uocm:AP-TOKYO-1-AD-1";

    /** What the mocks answer must have the types the SDK's classes declare: no deserialization warning. */
    private final ConversionWarnings conversion =
            ConversionWarnings.on(Logger.getLogger(ConversionWarnings.PULUMI_TEST_LOGGER));

    @AfterEach
    void cleanup() {
        PulumiTest.cleanup();
        conversion.close();
        assertEquals(List.of(), conversion.warnings());
    }

    /** Everything the stack below created, so the test can look at outputs and options afterwards. */
    private static final class Created {
        Vcn vcn;
        Subnet subnet;
        SecurityList securityList;
        Instance instance;
        Command command;
        PrivateKey key;
        final List<CustomResource> all = Collections.synchronizedList(new ArrayList<>());

        <T extends CustomResource> T add(T r) {
            all.add(r);
            return r;
        }
    }

    @Test
    void everyResourceKindSendsOnlySchemaWireNamesAndTypes() {
        var mocks = new RecordingMocks(
                Map.of(),
                Map.of(
                        "oci:Core/vcn:Vcn", Map.of("vcnDomainName", "cluster.oraclevcn.com"),
                        "oci:Core/subnet:Subnet", Map.of("subnetDomainName", "private.cluster.oraclevcn.com"),
                        "oci:Core/instance:Instance", Map.of("publicIp", "203.0.113.10", "privateIp", "10.0.0.2"),
                        "command:remote:Command", Map.of("stdout", "healthy\n", "stderr", ""),
                        "tls:index/privateKey:PrivateKey", Map.of("publicKeyOpenssh", "ssh-ed25519 AAAAC3Nz test")));
        var options = Collections.synchronizedMap(new IdentityHashMap<Resource, ResourceOptions>());
        ResourceTransformation recordOptions = args -> {
            options.put(args.resource(), args.options());
            return Optional.empty();
        };
        var created = new Created();

        var result = PulumiTest.withMocks(mocks)
                .withOptions(TestOptions.builder()
                        .resourceTransformations(List.of(recordOptions))
                        .build())
                .runTest(ctx -> defineEveryResource(created));
        assertTrue(result.exceptions().isEmpty(), () -> "stack failed: " + result.exceptions());

        // every resource kind of the schema was registered, each with clean wire inputs
        var registered = new TreeSet<String>();
        var problems = new ArrayList<String>();
        for (var r : mocks.registrations) {
            registered.add(r.type());
            problems.addAll(SCHEMA.checkInputs(r.type(), r.inputs()));
        }
        assertEquals(SCHEMA.resourceTokens(), registered);
        assertTrue(problems.isEmpty(), () -> String.join("\n", problems));

        // the irregular wire names and the per-type quirks really reach the engine
        var icVnic = nested(
                inputsOf(mocks, "oci:Core/instanceConfiguration:InstanceConfiguration"),
                "instanceDetails",
                "launchDetails",
                "createVnicDetails");
        assertEquals(Boolean.FALSE, icVnic.get("assignPublicIp"));
        var instanceVnic = nested(inputsOf(mocks, "oci:Core/instance:Instance"), "createVnicDetails");
        assertEquals("true", instanceVnic.get("assignPublicIp"));
        assertEquals(
                "100",
                nested(inputsOf(mocks, "oci:Core/instance:Instance"), "sourceDetails")
                        .get("bootVolumeSizeInGbs"));
        assertEquals(List.of("10.0.0.0/16"), inputsOf(mocks, "oci:Core/vcn:Vcn").get("cidrBlocks"));
        assertEquals(
                Boolean.FALSE,
                nested(
                                inputsOf(mocks, "oci:Core/clusterNetwork:ClusterNetwork"),
                                "placementConfiguration",
                                "primaryVnicSubnets")
                        .get("isAssignIpv6ip"));
        var connection = nested(inputsOf(mocks, "command:remote:Command"), "connection");
        assertEquals(22.0, ((Number) connection.get("port")).doubleValue());
        assertEquals("10.0.0.2", connection.get("host"));
        assertEquals("203.0.113.10", nested(connection, "proxy").get("host"));
        var health = mocks.registrations.stream()
                .filter(r -> r.name().equals("health"))
                .findFirst()
                .orElseThrow()
                .inputs();
        assertEquals("stdoutAndStderr", health.get("logging"));
        assertEquals(List.of("probe-id", 1.0), health.get("triggers"));

        // provider version and secret outputs on every registration, user options merged in
        assertEquals(SCHEMA.resourceTokens().size() + 1, created.all.size()); // + a second remote Command
        for (var r : created.all) {
            var opts = options.get(r);
            var token = r.pulumiResourceType();
            var provider = token.substring(0, token.indexOf(':'));
            assertEquals(
                    Optional.of(PluginJson.version(provider)),
                    opts.getVersion(),
                    token + " registered without its provider version");
            var secrets = ((CustomResourceOptions) opts).getAdditionalSecretOutputs();
            assertTrue(secrets.containsAll(SCHEMA.secretOutputs(token)), token + " secret outputs " + secrets);
        }
        var cmdOptions = (CustomResourceOptions) options.get(created.command);
        assertTrue(
                cmdOptions.getAdditionalSecretOutputs().containsAll(List.of("connection", "stderr")),
                "user additionalSecretOutputs must be merged, got " + cmdOptions.getAdditionalSecretOutputs());
        assertFalse(PulumiTest.extractValue(cmdOptions.getDependsOn()).isEmpty(), "user dependsOn lost in the merge");

        // outputs come back typed through @Export
        assertEquals("cluster", PulumiTest.extractValue(created.vcn.dnsLabel()));
        assertEquals("cluster.oraclevcn.com", PulumiTest.extractValue(created.vcn.vcnDomainName()));
        assertEquals("private.cluster.oraclevcn.com", PulumiTest.extractValue(created.subnet.subnetDomainName()));
        assertEquals("203.0.113.10", PulumiTest.extractValue(created.instance.publicIp()));
        assertEquals("healthy\n", PulumiTest.extractValue(created.command.stdout()));
        assertEquals(Optional.of(Logging.StdoutAndStderr), PulumiTest.extractValue(created.command.logging()));
        assertEquals("ssh-ed25519 AAAAC3Nz test", PulumiTest.extractValue(created.key.publicKeyOpenssh()));
        // Output<Optional<T>> as officially: the provider may leave the rules unset
        List<SecurityListIngressSecurityRule> ingress = PulumiTest.extractValue(
                        created.securityList.ingressSecurityRules())
                .orElseThrow();
        assertEquals(2, ingress.size());
        assertEquals("6", ingress.get(0).protocol());
        assertEquals(Optional.of(22), ingress.get(0).tcpOptions().flatMap(t -> t.max()));
        assertEquals(Optional.of(3), ingress.get(1).icmpOptions().map(i -> i.type()));
    }

    private static void defineEveryResource(Created c) {
        var vcn = c.add(
                c.vcn = new Vcn(
                        "vcn",
                        VcnArgs.builder()
                                .compartmentId(COMPARTMENT)
                                .cidrBlocks("10.0.0.0/16")
                                .dnsLabel("cluster")
                                .displayName("cluster-vcn")
                                .isIpv6enabled(false)
                                .freeformTags(Map.of("cluster", "test"))
                                .build()));
        var igw = c.add(new InternetGateway(
                "igw",
                InternetGatewayArgs.builder()
                        .compartmentId(COMPARTMENT)
                        .vcnId(vcn.id())
                        .enabled(true)
                        .build()));
        var nat = c.add(new NatGateway(
                "nat",
                NatGatewayArgs.builder()
                        .compartmentId(COMPARTMENT)
                        .vcnId(vcn.id())
                        .blockTraffic(false)
                        .build()));
        var sgw = c.add(new ServiceGateway(
                "sgw",
                ServiceGatewayArgs.builder()
                        .compartmentId(COMPARTMENT)
                        .vcnId(vcn.id())
                        .services(ServiceGatewayServiceArgs.builder()
                                .serviceId("ocid1.service.oc1..all")
                                .build())
                        .build()));
        var rt = c.add(new RouteTable(
                "private-rt",
                RouteTableArgs.builder()
                        .compartmentId(COMPARTMENT)
                        .vcnId(vcn.id())
                        .routeRules(
                                RouteTableRouteRuleArgs.builder()
                                        .destination("0.0.0.0/0")
                                        .destinationType("CIDR_BLOCK")
                                        .networkEntityId(nat.id())
                                        .build(),
                                RouteTableRouteRuleArgs.builder()
                                        .destination("all-nrt-services-in-oracle-services-network")
                                        .destinationType("SERVICE_CIDR_BLOCK")
                                        .networkEntityId(sgw.id())
                                        .build(),
                                RouteTableRouteRuleArgs.builder()
                                        .destination("0.0.0.0/0")
                                        .networkEntityId(igw.id())
                                        .build())
                        .build()));
        var sl = c.add(
                c.securityList = new SecurityList(
                        "private-sl",
                        SecurityListArgs.builder()
                                .compartmentId(COMPARTMENT)
                                .vcnId(vcn.id())
                                .ingressSecurityRules(
                                        SecurityListIngressSecurityRuleArgs.builder()
                                                .protocol("6")
                                                .source("10.0.0.0/16")
                                                .tcpOptions(SecurityListIngressSecurityRuleTcpOptionsArgs.builder()
                                                        .min(22)
                                                        .max(22)
                                                        .build())
                                                .build(),
                                        SecurityListIngressSecurityRuleArgs.builder()
                                                .protocol("1")
                                                .source("0.0.0.0/0")
                                                .icmpOptions(SecurityListIngressSecurityRuleIcmpOptionsArgs.builder()
                                                        .type(3)
                                                        .code(4)
                                                        .build())
                                                .build())
                                .egressSecurityRules(SecurityListEgressSecurityRuleArgs.builder()
                                        .protocol("all")
                                        .destination("0.0.0.0/0")
                                        .build())
                                .build()));
        var subnet = c.add(
                c.subnet = new Subnet(
                        "private",
                        SubnetArgs.builder()
                                .compartmentId(COMPARTMENT)
                                .vcnId(vcn.id())
                                .cidrBlock("10.0.0.0/24")
                                .dnsLabel("private")
                                .prohibitPublicIpOnVnic(true)
                                .routeTableId(rt.id())
                                .securityListIds(Output.all(sl.id()))
                                .build()));
        var nsg = c.add(new NetworkSecurityGroup(
                "nsg",
                NetworkSecurityGroupArgs.builder()
                        .compartmentId(COMPARTMENT)
                        .vcnId(vcn.id())
                        .build()));
        c.add(new NetworkSecurityGroupSecurityRule(
                "nsg-ssh",
                NetworkSecurityGroupSecurityRuleArgs.builder()
                        .networkSecurityGroupId(nsg.id())
                        .direction("INGRESS")
                        .protocol("6")
                        .source("0.0.0.0/0")
                        .sourceType("CIDR_BLOCK")
                        .tcpOptions(NetworkSecurityGroupSecurityRuleTcpOptionsArgs.builder()
                                .destinationPortRange(
                                        NetworkSecurityGroupSecurityRuleTcpOptionsDestinationPortRangeArgs.builder()
                                                .min(22)
                                                .max(22)
                                                .build())
                                .build())
                        .build()));
        var key = c.add(
                c.key = new PrivateKey(
                        "cluster-key",
                        PrivateKeyArgs.builder().algorithm("ED25519").build()));
        var bastion = c.add(
                c.instance = new Instance(
                        "bastion",
                        InstanceArgs.builder()
                                .compartmentId(COMPARTMENT)
                                .availabilityDomain(AD)
                                .shape("VM.Standard.E5.Flex")
                                .shapeConfig(InstanceShapeConfigArgs.builder()
                                        .ocpus(2.0)
                                        .memoryInGbs(16.0)
                                        .build())
                                .createVnicDetails(InstanceCreateVnicDetailsArgs.builder()
                                        .subnetId(subnet.id())
                                        .assignPublicIp("true")
                                        .hostnameLabel("bastion")
                                        .build())
                                .sourceDetails(InstanceSourceDetailsArgs.builder()
                                        .sourceType("image")
                                        .sourceId("ocid1.image.oc1..test")
                                        .bootVolumeSizeInGbs("100")
                                        .build())
                                .agentConfig(InstanceAgentConfigArgs.builder()
                                        .isMonitoringDisabled(false)
                                        .pluginsConfigs(InstanceAgentConfigPluginsConfigArgs.builder()
                                                .name("Compute HPC RDMA Authentication")
                                                .desiredState("ENABLED")
                                                .build())
                                        .build())
                                .metadata(key.publicKeyOpenssh()
                                        .applyValue(k ->
                                                Map.of("ssh_authorized_keys", k, "user_data", "I2Nsb3VkLWNvbmZpZw==")))
                                .preserveBootVolume(false)
                                .build()));
        var cluster = c.add(new ComputeCluster(
                "compute-cluster",
                ComputeClusterArgs.builder()
                        .compartmentId(COMPARTMENT)
                        .availabilityDomain(AD)
                        .placementConstraintDetails(ComputeClusterPlacementConstraintDetailsArgs.builder()
                                .type("HPC_ISLAND")
                                .build())
                        .build()));
        var reservation = c.add(new ComputeCapacityReservation(
                "capacity-reservation",
                ComputeCapacityReservationArgs.builder()
                        .compartmentId(COMPARTMENT)
                        .availabilityDomain(AD)
                        .isDefaultReservation(false)
                        .instanceReservationConfigs(ComputeCapacityReservationInstanceReservationConfigArgs.builder()
                                .instanceShape("BM.GPU4.8")
                                .reservedCount("2")
                                .faultDomain("FAULT-DOMAIN-1")
                                .instanceShapeConfig(
                                        ComputeCapacityReservationInstanceReservationConfigInstanceShapeConfigArgs
                                                .builder()
                                                .ocpus(64.0)
                                                .build())
                                .build())
                        .build()));
        var ic = c.add(new InstanceConfiguration(
                "gpu-config",
                InstanceConfigurationArgs.builder()
                        .compartmentId(COMPARTMENT)
                        .instanceDetails(InstanceConfigurationInstanceDetailsArgs.builder()
                                .instanceType("compute")
                                .launchDetails(InstanceConfigurationInstanceDetailsLaunchDetailsArgs.builder()
                                        .compartmentId(COMPARTMENT)
                                        .availabilityDomain(AD)
                                        .capacityReservationId(reservation.id())
                                        .shape("BM.GPU4.8")
                                        .createVnicDetails(
                                                InstanceConfigurationInstanceDetailsLaunchDetailsCreateVnicDetailsArgs
                                                        .builder()
                                                        .subnetId(subnet.id())
                                                        .assignPublicIp(false)
                                                        .build())
                                        .sourceDetails(
                                                InstanceConfigurationInstanceDetailsLaunchDetailsSourceDetailsArgs
                                                        .builder()
                                                        .sourceType("image")
                                                        .imageId("ocid1.image.oc1..gpu")
                                                        .bootVolumeSizeInGbs("200")
                                                        .build())
                                        .metadata(Map.of("ssh_authorized_keys", "ssh-ed25519 AAAA"))
                                        .build())
                                .build())
                        .build()));
        c.add(new ClusterNetwork(
                "gpu-cluster",
                ClusterNetworkArgs.builder()
                        .compartmentId(COMPARTMENT)
                        .instancePools(ClusterNetworkInstancePoolArgs.builder()
                                .instanceConfigurationId(ic.id())
                                .size(2)
                                .build())
                        .placementConfiguration(ClusterNetworkPlacementConfigurationArgs.builder()
                                .availabilityDomain(AD)
                                .primaryVnicSubnets(ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs.builder()
                                        .subnetId(subnet.id())
                                        .isAssignIpv6ip(false)
                                        .build())
                                .build())
                        .build()));
        // an NVL72 rack's GPU memory cluster: launched from the configuration into the compute cluster
        c.add(new ComputeGpuMemoryCluster(
                "gpu-memory-cluster",
                ComputeGpuMemoryClusterArgs.builder()
                        .compartmentId(COMPARTMENT)
                        .availabilityDomain(AD)
                        .computeClusterId(cluster.id())
                        .instanceConfigurationId(ic.id())
                        .gpuMemoryFabricId("ocid1.computegpumemoryfabric.oc1..a")
                        .size("18")
                        .gpuMemoryClusterScaleConfig(ComputeGpuMemoryClusterGpuMemoryClusterScaleConfigArgs.builder()
                                .isUpsizeEnabled(true)
                                .build())
                        .build()));
        // the OKE resources of the kubernetes feature (a cluster, a node pool, an add-on)
        var oke = c.add(new com.pulumi.oci.ContainerEngine.Cluster(
                "oke",
                ClusterArgs.builder()
                        .compartmentId(COMPARTMENT)
                        .kubernetesVersion("v1.35.2")
                        .name("oke")
                        .vcnId("ocid1.vcn.oc1..a")
                        .type("ENHANCED_CLUSTER")
                        .build()));
        c.add(new com.pulumi.oci.ContainerEngine.NodePool(
                "oke-pool",
                NodePoolArgs.builder()
                        .clusterId(oke.id())
                        .compartmentId(COMPARTMENT)
                        .name("system")
                        .nodeShape("VM.Standard.E5.Flex")
                        .nodeConfigDetails(NodePoolNodeConfigDetailsArgs.builder()
                                .size(3)
                                .placementConfigs(NodePoolNodeConfigDetailsPlacementConfigArgs.builder()
                                        .availabilityDomain(AD)
                                        .subnetId("ocid1.subnet.oc1..a")
                                        .build())
                                .build())
                        .build()));
        c.add(new Addon(
                "oke-addon",
                AddonArgs.builder()
                        .clusterId(oke.id())
                        .addonName("NvidiaNetworkOperator")
                        .removeAddonResourcesOnDelete(true)
                        .configurations(AddonConfigurationArgs.builder()
                                .key("sriovNetworkOperator.enabled")
                                .value("true")
                                .build())
                        .build()));
        // a baked image: made from an instance, tagged, with a shape added to its compatible shapes
        var image = c.add(new Image(
                "image",
                ImageArgs.builder()
                        .compartmentId(COMPARTMENT)
                        .instanceId(c.instance.id())
                        .displayName("baked")
                        .freeformTags(Map.of("oci-gpu-cluster-bake-hash", "0".repeat(64)))
                        .build()));
        c.add(new ShapeManagement(
                "image-shape",
                ShapeManagementArgs.builder()
                        .compartmentId(COMPARTMENT)
                        .imageId(image.id())
                        .shapeName("BM.GPU.H100.8")
                        .build()));
        c.add(new InstancePool(
                "pool",
                InstancePoolArgs.builder()
                        .compartmentId(COMPARTMENT)
                        .instanceConfigurationId(ic.id())
                        .size(1)
                        .placementConfigurations(InstancePoolPlacementConfigurationArgs.builder()
                                .availabilityDomain(AD)
                                .primarySubnetId(subnet.id())
                                .computeClusterId(cluster.id())
                                .faultDomains("FAULT-DOMAIN-1")
                                .build())
                        .build()));
        var fs = c.add(new FileSystem(
                "home-fs",
                FileSystemArgs.builder()
                        .compartmentId(COMPARTMENT)
                        .availabilityDomain(AD)
                        .build()));
        var mt = c.add(new MountTarget(
                "home-mt",
                MountTargetArgs.builder()
                        .compartmentId(COMPARTMENT)
                        .availabilityDomain(AD)
                        .subnetId(subnet.id())
                        .nsgIds(Output.all(nsg.id()))
                        .build()));
        var es = c.add(new ExportSet(
                "home-es",
                ExportSetArgs.builder()
                        .mountTargetId(mt.id())
                        .maxFsStatBytes("1099511627776")
                        .build()));
        c.add(new Export(
                "home-export",
                ExportArgs.builder()
                        .exportSetId(es.id())
                        .fileSystemId(fs.id())
                        .path("/home")
                        .exportOptions(ExportExportOptionArgs.builder()
                                .source("10.0.0.0/16")
                                .access("READ_WRITE")
                                .identitySquash("NONE")
                                .requirePrivilegedSourcePort(false)
                                .build())
                        .build()));

        var connection = ConnectionArgs.builder()
                .host(bastion.privateIp())
                .user("opc")
                .port(22.0)
                .privateKey(Output.ofSecret("-----BEGIN OPENSSH PRIVATE KEY-----test"))
                .dialErrorLimit(20)
                .perDialTimeout(30)
                .proxy(ProxyConnectionArgs.builder()
                        .host(bastion.publicIp())
                        .user("opc")
                        .privateKey(Output.ofSecret("-----BEGIN OPENSSH PRIVATE KEY-----test"))
                        .build())
                .build();
        var probe = c.add(new Command(
                "probe",
                CommandArgs.builder()
                        .connection(connection)
                        .create("echo ok")
                        .triggers("v1")
                        .build()));
        c.add(
                c.command = new Command(
                        "health",
                        CommandArgs.builder()
                                .connection(connection)
                                .create("true")
                                .environment(Map.of("NODES", "2"))
                                .logging(Logging.StdoutAndStderr)
                                .triggers(List.<Object>of(probe.id(), 1))
                                .build(),
                        CustomResourceOptions.builder()
                                .dependsOn(probe)
                                .additionalSecretOutputs("stderr")
                                .build()));
        c.add(new CopyToRemote(
                "upload",
                CopyToRemoteArgs.builder()
                        .connection(connection)
                        .source(new StringAsset("#!/usr/bin/env bash\n"))
                        .remotePath("/tmp/x.sh")
                        .build()));
        c.add(new CopyFile(
                "copy",
                CopyFileArgs.builder()
                        .connection(connection)
                        .localPath("/etc/hostname")
                        .remotePath("/tmp/hostname")
                        .build()));
        var group = c.add(new DynamicGroup(
                "gpu-nodes",
                DynamicGroupArgs.builder()
                        .compartmentId("ocid1.tenancy.oc1..test")
                        .description("GPU nodes of the cluster")
                        .matchingRule(Output.format("ALL {instance.compartment.id = '%s'}", COMPARTMENT))
                        .build()));
        c.add(new Policy(
                "gpu-nodes-policy",
                PolicyArgs.builder()
                        .compartmentId("ocid1.tenancy.oc1..test")
                        .description("what the GPU nodes may read")
                        .statements(group.name()
                                .applyValue(g ->
                                        List.of("Allow dynamic-group " + g + " to read instance-family in tenancy")))
                        .build()));
        c.add(new com.pulumi.command.local.Command(
                "local",
                com.pulumi.command.local.CommandArgs.builder()
                        .create("true")
                        .interpreter("/bin/bash", "-c")
                        .dir("/tmp")
                        .logging(com.pulumi.command.local.enums.Logging.None)
                        .build()));
    }

    @Test
    void everyInvokeSendsSchemaArgsAndDeserializesItsTypedResult() {
        var canned = new HashMap<String, Map<String, Object>>(Map.of(
                "oci:Identity/getAvailabilityDomains:getAvailabilityDomains",
                        Map.of(
                                "id",
                                "ads",
                                "compartmentId",
                                COMPARTMENT,
                                "availabilityDomains",
                                List.of(Map.of("id", "ad1", "name", AD, "compartmentId", COMPARTMENT))),
                "oci:Core/getServices:getServices",
                        Map.of(
                                "id",
                                "services",
                                "services",
                                List.of(Map.of(
                                        "id",
                                        "ocid1.service.oc1..all",
                                        "name",
                                        "All NRT Services In Oracle Services Network",
                                        "cidrBlock",
                                        "all-nrt-services-in-oracle-services-network",
                                        "description",
                                        "all"))),
                "oci:Core/getImages:getImages",
                        Map.of(
                                "id",
                                "images",
                                "compartmentId",
                                COMPARTMENT,
                                "images",
                                List.of(Map.of(
                                        "id",
                                        "ocid1.image.oc1..gpu",
                                        "displayName",
                                        "Oracle-Linux-8.10-Gen2-GPU",
                                        "operatingSystem",
                                        "Oracle Linux",
                                        "createImageAllowed",
                                        true,
                                        "launchOptions",
                                        List.of(Map.of(
                                                "networkType", "VFIO", "isPvEncryptionInTransitEnabled", false))))),
                "oci:Core/getClusterNetworkInstances:getClusterNetworkInstances",
                        Map.of(
                                "id",
                                "cn",
                                "compartmentId",
                                COMPARTMENT,
                                "clusterNetworkId",
                                "cn1",
                                "instances",
                                List.of(
                                        Map.of(
                                                "id",
                                                "ocid1.instance.oc1..a",
                                                "displayName",
                                                "gpu-a",
                                                "state",
                                                "RUNNING",
                                                "shape",
                                                "BM.GPU4.8"),
                                        Map.of(
                                                "id",
                                                "ocid1.instance.oc1..b",
                                                "displayName",
                                                "gpu-b",
                                                "state",
                                                "RUNNING",
                                                "shape",
                                                "BM.GPU4.8"))),
                "oci:Core/getInstancePoolInstances:getInstancePoolInstances",
                        Map.of(
                                "id",
                                "pool",
                                "compartmentId",
                                COMPARTMENT,
                                "instancePoolId",
                                "pool1",
                                "instances",
                                List.of(Map.of(
                                        "id",
                                        "ocid1.instance.oc1..a",
                                        "instanceId",
                                        "ocid1.instance.oc1..a",
                                        "state",
                                        "RUNNING",
                                        "loadBalancerBackends",
                                        List.of()))),
                "oci:Core/getInstance:getInstance",
                        Map.of(
                                "id",
                                "ocid1.instance.oc1..a",
                                "instanceId",
                                "ocid1.instance.oc1..a",
                                "privateIp",
                                "10.0.0.5",
                                "publicIp",
                                "",
                                "shape",
                                "BM.GPU4.8",
                                "isCrossNumaNode",
                                false,
                                "shapeConfigs",
                                List.of(Map.of("gpus", 8, "ocpus", 64.0, "nvmes", 4)),
                                "metadata",
                                Map.of("ssh_authorized_keys", "ssh-ed25519 AAAA")),
                "oci:Core/getVnicAttachments:getVnicAttachments",
                        Map.of(
                                "id",
                                "va",
                                "compartmentId",
                                COMPARTMENT,
                                "vnicAttachments",
                                List.of(Map.of(
                                        "id",
                                        "att1",
                                        "vnicId",
                                        "ocid1.vnic.oc1..a",
                                        "nicIndex",
                                        0,
                                        "state",
                                        "ATTACHED",
                                        "createVnicDetails",
                                        List.of(Map.of("assignPublicIp", "false"))))),
                "oci:Core/getVnic:getVnic",
                        Map.of(
                                "id",
                                "ocid1.vnic.oc1..a",
                                "vnicId",
                                "ocid1.vnic.oc1..a",
                                "privateIpAddress",
                                "10.0.0.5",
                                "hostnameLabel",
                                "gpu-a",
                                "isPrimary",
                                true,
                                "nsgIds",
                                List.of()),
                "command:local:run", Map.of("command", "hostname", "stdout", "builder\n", "stderr", "")));
        canned.putAll(Map.of(
                "oci:Core/getPrivateIps:getPrivateIps",
                        Map.of(
                                "id",
                                "ips",
                                "subnetId",
                                "ocid1.subnet.oc1..a",
                                "privateIps",
                                List.of(Map.of(
                                        "id",
                                        "ocid1.privateip.oc1..a",
                                        "ipAddress",
                                        "10.0.4.7",
                                        "vnicId",
                                        "ocid1.vnic.oc1..a",
                                        "isPrimary",
                                        true,
                                        "cidrPrefixLength",
                                        22,
                                        "hostnameLabel",
                                        "gpu-a"))),
                "oci:Core/getInstances:getInstances",
                        Map.of(
                                "id",
                                "insts",
                                "compartmentId",
                                COMPARTMENT,
                                "instances",
                                List.of(Map.of(
                                        "id", "ocid1.instance.oc1..a", "displayName", "gpu-a", "state", "RUNNING"))),
                "oci:Core/getSubnet:getSubnet",
                        Map.of(
                                "id",
                                "ocid1.subnet.oc1..a",
                                "subnetId",
                                "ocid1.subnet.oc1..a",
                                "cidrBlock",
                                "10.0.4.0/22",
                                "prohibitPublicIpOnVnic",
                                true,
                                "securityListIds",
                                List.of("sl1")),
                "oci:Core/getVcn:getVcn",
                        Map.of(
                                "id",
                                "ocid1.vcn.oc1..a",
                                "vcnId",
                                "ocid1.vcn.oc1..a",
                                "cidrBlocks",
                                List.of("10.0.0.0/16"),
                                "vcnDomainName",
                                "cluster.oraclevcn.com"),
                "oci:Core/getComputeClusters:getComputeClusters",
                        Map.of(
                                "id",
                                "ccs",
                                "compartmentId",
                                COMPARTMENT,
                                "computeClusterCollections",
                                List.of(Map.of(
                                        "items",
                                        List.of(Map.of(
                                                "id",
                                                "ocid1.computecluster.oc1..a",
                                                "displayName",
                                                "gpu-cc",
                                                "placementConstraintDetails",
                                                List.of(Map.of("type", "HPC_ISLAND"))))))),
                "oci:Core/getComputeGpuMemoryClusterInstances:getComputeGpuMemoryClusterInstances",
                        Map.of(
                                "id",
                                "gmci",
                                "computeGpuMemoryClusterId",
                                "ocid1.computegpumemorycluster.oc1..a",
                                "computeGpuMemoryClusterInstanceCollections",
                                List.of(Map.of(
                                        "items",
                                        List.of(Map.of(
                                                "id",
                                                "ocid1.instance.oc1..gb",
                                                "displayName",
                                                "gb200-1",
                                                "instanceShape",
                                                "BM.GPU.GB200.4",
                                                "state",
                                                "ACTIVE"))))),
                "oci:Core/getComputeGpuMemoryFabric:getComputeGpuMemoryFabric",
                        Map.of(
                                "id",
                                "ocid1.computegpumemoryfabric.oc1..a",
                                "computeGpuMemoryFabricId",
                                "ocid1.computegpumemoryfabric.oc1..a",
                                "availableHostCount",
                                "18",
                                "healthyHostCount",
                                "18",
                                "fabricHealth",
                                "HEALTHY"),
                "oci:ContainerEngine/getClusterKubeConfig:getClusterKubeConfig",
                        Map.of(
                                "id",
                                "ocid1.cluster.oc1..k",
                                "clusterId",
                                "ocid1.cluster.oc1..k",
                                "content",
                                "apiVersion: v1\nclusters: []\n",
                                "endpoint",
                                "PRIVATE_ENDPOINT"),
                "oci:Identity/getTenancy:getTenancy",
                        Map.of(
                                "id",
                                "ocid1.tenancy.oc1..test",
                                "tenancyId",
                                "ocid1.tenancy.oc1..test",
                                "homeRegionKey",
                                "NRT",
                                "name",
                                "acme")));
        // canned answers must themselves look like the provider's (names and types; omitted fields are fine)
        for (var e : canned.entrySet()) {
            var bad = SCHEMA.checkFunctionResult(e.getKey(), e.getValue()).stream()
                    .filter(p -> !p.contains("missing required"))
                    .toList();
            assertTrue(bad.isEmpty(), () -> "canned result is not schema-shaped: " + bad);
        }
        var mocks = new RecordingMocks(canned, Map.of());
        var ads = new AtomicReference<Output<GetAvailabilityDomainsResult>>();
        var services = new AtomicReference<Output<GetServicesResult>>();
        var images = new AtomicReference<Output<GetImagesResult>>();
        var cnInstances = new AtomicReference<Output<GetClusterNetworkInstancesResult>>();
        var poolInstances = new AtomicReference<Output<GetInstancePoolInstancesResult>>();
        var instance = new AtomicReference<Output<GetInstanceResult>>();
        var attachments = new AtomicReference<Output<GetVnicAttachmentsResult>>();
        var vnic = new AtomicReference<Output<GetVnicResult>>();
        var run = new AtomicReference<Output<com.pulumi.command.local.outputs.RunResult>>();
        var privateIps = new AtomicReference<Output<GetPrivateIpsResult>>();
        var instances = new AtomicReference<Output<GetInstancesResult>>();
        var subnet = new AtomicReference<Output<GetSubnetResult>>();
        var vcn = new AtomicReference<Output<GetVcnResult>>();
        var computeClusters = new AtomicReference<Output<GetComputeClustersResult>>();
        var tenancy = new AtomicReference<Output<GetTenancyResult>>();
        var gmcInstances = new AtomicReference<Output<GetComputeGpuMemoryClusterInstancesResult>>();
        var fabric = new AtomicReference<Output<GetComputeGpuMemoryFabricResult>>();
        var kubeconfig =
                new AtomicReference<Output<com.pulumi.oci.ContainerEngine.outputs.GetClusterKubeConfigResult>>();

        var result = PulumiTest.withMocks(mocks).runTest(ctx -> {
            ads.set(IdentityFunctions.getAvailabilityDomains(GetAvailabilityDomainsArgs.builder()
                    .compartmentId(COMPARTMENT)
                    .build()));
            services.set(CoreFunctions.getServices(GetServicesArgs.builder()
                    .filters(GetServicesFilterArgs.builder()
                            .name("name")
                            .values("All .* Services In Oracle Services Network")
                            .regex(true)
                            .build())
                    .build()));
            images.set(CoreFunctions.getImages(GetImagesArgs.builder()
                    .compartmentId(COMPARTMENT)
                    .shape("BM.GPU4.8")
                    .operatingSystem("Oracle Linux")
                    .sortBy("TIMECREATED")
                    .sortOrder("DESC")
                    .filters(GetImagesFilterArgs.builder()
                            .name("display_name")
                            .values("GPU")
                            .build())
                    .build()));
            cnInstances.set(CoreFunctions.getClusterNetworkInstances(GetClusterNetworkInstancesArgs.builder()
                    .compartmentId(COMPARTMENT)
                    .clusterNetworkId("cn1")
                    .build()));
            poolInstances.set(CoreFunctions.getInstancePoolInstances(GetInstancePoolInstancesArgs.builder()
                    .compartmentId(COMPARTMENT)
                    .instancePoolId("pool1")
                    .build()));
            instance.set(CoreFunctions.getInstance(GetInstanceArgs.builder()
                    .instanceId("ocid1.instance.oc1..a")
                    .build()));
            attachments.set(CoreFunctions.getVnicAttachments(GetVnicAttachmentsArgs.builder()
                    .compartmentId(COMPARTMENT)
                    .instanceId("ocid1.instance.oc1..a")
                    .build()));
            vnic.set(CoreFunctions.getVnic(
                    GetVnicArgs.builder().vnicId("ocid1.vnic.oc1..a").build()));
            run.set(LocalFunctions.run(RunArgs.builder().command("hostname").build()));
            privateIps.set(CoreFunctions.getPrivateIps(GetPrivateIpsArgs.builder()
                    .subnetId("ocid1.subnet.oc1..a")
                    .filters(GetPrivateIpsFilterArgs.builder()
                            .name("is_primary")
                            .values("true")
                            .build())
                    .build()));
            instances.set(CoreFunctions.getInstances(GetInstancesArgs.builder()
                    .compartmentId(COMPARTMENT)
                    .state("RUNNING")
                    .build()));
            subnet.set(CoreFunctions.getSubnet(
                    GetSubnetArgs.builder().subnetId("ocid1.subnet.oc1..a").build()));
            vcn.set(CoreFunctions.getVcn(
                    GetVcnArgs.builder().vcnId("ocid1.vcn.oc1..a").build()));
            computeClusters.set(CoreFunctions.getComputeClusters(
                    GetComputeClustersArgs.builder().compartmentId(COMPARTMENT).build()));
            tenancy.set(IdentityFunctions.getTenancy(GetTenancyArgs.builder()
                    .tenancyId("ocid1.tenancy.oc1..test")
                    .build()));
            gmcInstances.set(
                    CoreFunctions.getComputeGpuMemoryClusterInstances(GetComputeGpuMemoryClusterInstancesArgs.builder()
                            .computeGpuMemoryClusterId("ocid1.computegpumemorycluster.oc1..a")
                            .build()));
            fabric.set(CoreFunctions.getComputeGpuMemoryFabric(GetComputeGpuMemoryFabricArgs.builder()
                    .computeGpuMemoryFabricId("ocid1.computegpumemoryfabric.oc1..a")
                    .build()));
            kubeconfig.set(com.pulumi.oci.ContainerEngine.ContainerEngineFunctions.getClusterKubeConfig(
                    com.pulumi.oci.ContainerEngine.inputs
                            .GetClusterKubeConfigArgs
                            .builder()
                            .clusterId("ocid1.cluster.oc1..k")
                            .endpoint("PRIVATE_ENDPOINT")
                            .build()));
        });
        assertTrue(result.exceptions().isEmpty(), () -> "stack failed: " + result.exceptions());

        assertEquals(
                AD,
                PulumiTest.extractValue(ads.get()).availabilityDomains().get(0).name());
        var svc = PulumiTest.extractValue(services.get()).services().get(0);
        assertEquals("all-nrt-services-in-oracle-services-network", svc.cidrBlock());
        var img = PulumiTest.extractValue(images.get()).images().get(0);
        assertEquals("ocid1.image.oc1..gpu", img.id());
        assertEquals(Boolean.TRUE, img.createImageAllowed());
        assertEquals("VFIO", img.launchOptions().get(0).networkType());
        var nodes = PulumiTest.extractValue(cnInstances.get()).instances();
        assertEquals(
                List.of("gpu-a", "gpu-b"),
                nodes.stream().map(n -> n.displayName()).toList());
        assertEquals(
                "ocid1.instance.oc1..a",
                PulumiTest.extractValue(poolInstances.get()).instances().get(0).instanceId());
        var inst = PulumiTest.extractValue(instance.get());
        assertEquals("10.0.0.5", inst.privateIp());
        assertEquals(Integer.valueOf(8), inst.shapeConfigs().get(0).gpus());
        assertEquals(Double.valueOf(64.0), inst.shapeConfigs().get(0).ocpus());
        assertEquals("ssh-ed25519 AAAA", inst.metadata().get("ssh_authorized_keys"));
        var att = PulumiTest.extractValue(attachments.get()).vnicAttachments().get(0);
        assertEquals(Integer.valueOf(0), att.nicIndex());
        assertEquals("false", att.createVnicDetails().get(0).assignPublicIp());
        var v = PulumiTest.extractValue(vnic.get());
        assertEquals("gpu-a", v.hostnameLabel());
        assertEquals(Boolean.TRUE, v.isPrimary());
        assertEquals("builder\n", PulumiTest.extractValue(run.get()).stdout());
        var ip = PulumiTest.extractValue(privateIps.get()).privateIps().get(0);
        assertEquals("10.0.4.7", ip.ipAddress());
        assertEquals("ocid1.vnic.oc1..a", ip.vnicId());
        assertEquals(Integer.valueOf(22), ip.cidrPrefixLength());
        assertEquals(
                "gpu-a",
                PulumiTest.extractValue(instances.get()).instances().get(0).displayName());
        assertEquals(Boolean.TRUE, PulumiTest.extractValue(subnet.get()).prohibitPublicIpOnVnic());
        assertEquals(List.of("10.0.0.0/16"), PulumiTest.extractValue(vcn.get()).cidrBlocks());
        assertEquals(
                "HPC_ISLAND",
                PulumiTest.extractValue(computeClusters.get())
                        .computeClusterCollections()
                        .get(0)
                        .items()
                        .get(0)
                        .placementConstraintDetails()
                        .get(0)
                        .type());
        assertEquals("NRT", PulumiTest.extractValue(tenancy.get()).homeRegionKey());
        assertEquals(
                "gb200-1",
                PulumiTest.extractValue(gmcInstances.get())
                        .computeGpuMemoryClusterInstanceCollections()
                        .get(0)
                        .items()
                        .get(0)
                        .displayName());
        assertEquals("18", PulumiTest.extractValue(fabric.get()).availableHostCount());
        assertEquals(
                "apiVersion: v1\nclusters: []\n",
                PulumiTest.extractValue(kubeconfig.get()).content());
        assertEquals(
                java.util.Optional.of("PRIVATE_ENDPOINT"),
                PulumiTest.extractValue(kubeconfig.get()).endpoint());

        // one call per invoke, each with schema-clean args
        assertEquals(
                SCHEMA.functionTokens(),
                new TreeSet<>(
                        mocks.calls.stream().map(RecordingMocks.Call::token).toList()));
        var problems = new ArrayList<String>();
        for (var call : mocks.calls) {
            problems.addAll(SCHEMA.checkInputs(call.token(), call.args()));
        }
        assertTrue(problems.isEmpty(), () -> String.join("\n", problems));
        var servicesArgs = mocks.calls.stream()
                .filter(cl -> cl.token().equals("oci:Core/getServices:getServices"))
                .findFirst()
                .orElseThrow();
        assertEquals(
                List.of(Map.of(
                        "name",
                        "name",
                        "values",
                        List.of("All .* Services In Oracle Services Network"),
                        "regex",
                        true)),
                servicesArgs.args().get("filters"));
    }

    private static Map<String, Object> inputsOf(RecordingMocks mocks, String type) {
        return mocks.registrations.stream()
                .filter(r -> r.type().equals(type))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no registration of " + type))
                .inputs();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> nested(Map<String, Object> map, String... path) {
        var cur = map;
        for (var p : path) {
            var next = cur.get(p);
            if (!(next instanceof Map)) {
                throw new AssertionError("no object at " + p + " in " + cur.keySet());
            }
            cur = (Map<String, Object>) next;
        }
        return cur;
    }
}
