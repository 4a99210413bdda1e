package ocigpucluster.program;

import static ocigpucluster.preview.PreviewRuns.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import inet.ipaddr.IPAddressString;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import ocigpucluster.compute.AgentPlugins;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.preview.PreviewRuns.Mode;
import ocigpucluster.shapes.Shape;
import ocigpucluster.shapes.ShapeCatalog;
import org.junit.jupiter.api.Test;

/** The policies of Oracle's GPU cluster tutorial §1 and §2 as they appear in what the engine receives. */
class PolicyTest {
    private static final String VCN_CIDR = "10.0.0.0/16";
    /** Two SSH sources and a non-default boot volume: both must come from config. */
    private static final String[] CUSTOM = {
        "sshAllowedCidrs=[198.51.100.0/24, 203.0.113.7/32]", "cluster.bootVolumeSizeInGbs=300"
    };

    private static Plan cluster() {
        return Mode.CLUSTER_NETWORK.plan();
    }

    private static Plan single() {
        return Mode.SINGLE_INSTANCE.plan();
    }

    private static JsonNode launchDetails(Plan plan) {
        return resource(plan, "gpu-instance-configuration")
                .inputs()
                .path("instanceDetails")
                .path("launchDetails");
    }

    // ---- no public IP on any GPU node -----------------------------------------------------------

    @Test
    void clusterNodesGetNoPublicIpAndLiveInThePrivateSubnet() {
        JsonNode vnic = launchDetails(cluster()).path("createVnicDetails");
        assertTrue(vnic.path("assignPublicIp").isBoolean(), "assignPublicIp is a boolean in launch details: " + vnic);
        assertFalse(vnic.path("assignPublicIp").booleanValue());
        String privateSubnet = cluster().outputs().path("privateSubnetId").asText();
        assertEquals(privateSubnet, vnic.path("subnetId").asText());
        assertEquals(
                privateSubnet,
                resource(cluster(), "gpu-cluster-network")
                        .inputs()
                        .path("placementConfiguration")
                        .path("primaryVnicSubnets")
                        .path("subnetId")
                        .asText());
    }

    @Test
    void theSingleInstanceGetsNoPublicIpAndLivesInThePrivateSubnet() {
        JsonNode vnic = resource(single(), "gpu-instance").inputs().path("createVnicDetails");
        assertEquals(
                "false",
                vnic.path("assignPublicIp").textValue(),
                "the Instance schema types assignPublicIp as a string");
        assertEquals(
                single().outputs().path("privateSubnetId").asText(),
                vnic.path("subnetId").asText());
    }

    @Test
    void thePrivateSubnetProhibitsPublicIpsAndThePublicOneAllowsThem() {
        assertTrue(resource(cluster(), "network-private-subnet")
                .inputs()
                .path("prohibitPublicIpOnVnic")
                .booleanValue());
        assertFalse(resource(cluster(), "network-public-subnet")
                .inputs()
                .path("prohibitPublicIpOnVnic")
                .asBoolean(true));
        assertEquals(
                "true",
                resource(cluster(), "bastion-instance")
                        .inputs()
                        .path("createVnicDetails")
                        .path("assignPublicIp")
                        .textValue());
    }

    // ---- agent plugins, boot volume ---------------------------------------------------------------

    private static Map<String, String> plugins(JsonNode agentConfig) {
        Map<String, String> out = new TreeMap<>();
        agentConfig
                .path("pluginsConfigs")
                .forEach(p ->
                        out.put(p.path("name").asText(), p.path("desiredState").asText()));
        return out;
    }

    @Test
    void clusterNodesEnableBothRdmaPluginsAndGpuMonitoring() {
        Map<String, String> plugins = plugins(launchDetails(cluster()).path("agentConfig"));
        assertEquals("ENABLED", plugins.get("Compute HPC RDMA Authentication"), plugins.toString());
        assertEquals("ENABLED", plugins.get("Compute HPC RDMA Auto-Configuration"), plugins.toString());
        assertEquals("ENABLED", plugins.get("Compute RDMA GPU Monitoring"), plugins.toString());
        // the literal names are the console's: the constants must not drift from them
        assertEquals(
                List.of(
                        "Compute HPC RDMA Authentication",
                        "Compute HPC RDMA Auto-Configuration",
                        "Compute RDMA GPU Monitoring"),
                AgentPlugins.enabledFor(true));
    }

    @Test
    void theSingleInstanceEnablesGpuMonitoring() {
        Map<String, String> plugins =
                plugins(resource(single(), "gpu-instance").inputs().path("agentConfig"));
        assertEquals("ENABLED", plugins.get("Compute RDMA GPU Monitoring"), plugins.toString());
    }

    @Test
    void bootVolumeSizeComesFromConfigAsAString() {
        JsonNode dev = launchDetails(cluster()).path("sourceDetails").path("bootVolumeSizeInGbs");
        assertEquals("200", dev.textValue(), "the schema types bootVolumeSizeInGbs as a string: " + dev);
        assertEquals(
                "300",
                launchDetails(PreviewRuns.plan(CUSTOM))
                        .path("sourceDetails")
                        .path("bootVolumeSizeInGbs")
                        .textValue());
        assertEquals(
                "200",
                resource(single(), "gpu-instance")
                        .inputs()
                        .path("sourceDetails")
                        .path("bootVolumeSizeInGbs")
                        .textValue());
    }

    // ---- security lists and routes (tutorial §1-1) -----------------------------------------------------

    private static final ObjectMapper SORTED =
            new ObjectMapper().enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    /** Rules as sorted JSON text without their free-text descriptions (numbers compare by value). */
    private static String rules(PlannedResource r, String field) {
        List<Map<String, Object>> out = new ArrayList<>();
        r.inputs().path(field).forEach(rule -> {
            ObjectNode copy = ((ObjectNode) rule).deepCopy();
            copy.remove("description");
            out.add(PreviewRuns.toMap(copy));
        });
        return json(out);
    }

    private static String json(List<Map<String, Object>> rules) {
        try {
            return SORTED.writeValueAsString(rules);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Map<String, Object> ssh(String cidr) {
        return new TreeMap<>(Map.of(
                "protocol",
                "6",
                "source",
                cidr,
                "sourceType",
                "CIDR_BLOCK",
                "stateless",
                false,
                "tcpOptions",
                Map.of("max", 22, "min", 22)));
    }

    private static Map<String, Object> allFromVcn() {
        return new TreeMap<>(
                Map.of("protocol", "all", "source", VCN_CIDR, "sourceType", "CIDR_BLOCK", "stateless", false));
    }

    private static Map<String, Object> egressAll() {
        return new TreeMap<>(Map.of(
                "protocol", "all", "destination", "0.0.0.0/0", "destinationType", "CIDR_BLOCK", "stateless", false));
    }

    @Test
    void publicSecurityListIsExactlyTheSpecTable() {
        PlannedResource sl = resource(cluster(), "network-public-sl");
        assertEquals(json(List.of(ssh("0.0.0.0/0"), allFromVcn())), rules(sl, "ingressSecurityRules"));
        assertEquals(json(List.of(egressAll())), rules(sl, "egressSecurityRules"));
    }

    @Test
    void privateSecurityListIsExactlyTheSpecTable() {
        PlannedResource sl = resource(cluster(), "network-private-sl");
        assertEquals(json(List.of(allFromVcn())), rules(sl, "ingressSecurityRules"));
        assertEquals(json(List.of(egressAll())), rules(sl, "egressSecurityRules"));
    }

    @Test
    void eachSshAllowedCidrGetsItsOwnTcp22Rule() {
        PlannedResource sl = resource(PreviewRuns.plan(CUSTOM), "network-public-sl");
        assertEquals(
                json(List.of(ssh("198.51.100.0/24"), ssh("203.0.113.7/32"), allFromVcn())),
                rules(sl, "ingressSecurityRules"));
    }

    @Test
    void publicRoutesGoToTheInternetGateway() {
        JsonNode rules = resource(cluster(), "network-public-rt").inputs().path("routeRules");
        assertEquals(1, rules.size(), rules.toString());
        assertEquals("0.0.0.0/0", rules.get(0).path("destination").asText());
        assertEquals("CIDR_BLOCK", rules.get(0).path("destinationType").asText());
        assertTrue(
                rules.get(0).path("networkEntityId").asText().startsWith("ocid1.internetgateway."), rules.toString());
    }

    @Test
    void privateRoutesGoToNatForTheInternetAndToTheServiceGatewayForOracleServices() {
        JsonNode rules = resource(cluster(), "network-private-rt").inputs().path("routeRules");
        assertEquals(2, rules.size(), rules.toString());
        JsonNode nat = rules.get(0);
        assertEquals("0.0.0.0/0", nat.path("destination").asText());
        assertEquals("CIDR_BLOCK", nat.path("destinationType").asText());
        assertTrue(nat.path("networkEntityId").asText().startsWith("ocid1.natgateway."), rules.toString());
        JsonNode services = rules.get(1);
        assertEquals("SERVICE_CIDR_BLOCK", services.path("destinationType").asText());
        assertTrue(
                services.path("destination").asText().matches("all-[a-z0-9]+-services-in-oracle-services-network"),
                rules.toString());
        assertTrue(services.path("networkEntityId").asText().startsWith("ocid1.servicegateway."), rules.toString());
        assertTrue(resource(cluster(), "network-private-subnet").dependsOn().contains("network-private-rt"));
        assertTrue(resource(cluster(), "network-public-subnet").dependsOn().contains("network-public-rt"));
    }

    // ---- cloud-init -------------------------------------------------------------------------------

    @Test
    void clusterCloudConfigMountsTheShapesNvmeAndTheBastionsHome() {
        Shape shape = ShapeCatalog.get().require("BM.GPU4.8");
        String config = PreviewRuns.cloudConfig(resource(cluster(), "gpu-instance-configuration"));
        assertTrue(
                config.startsWith("#cloud-config"), config.lines().findFirst().orElse(""));
        assertFalse(shape.nvmeDevices().isEmpty());
        for (String device : shape.nvmeDevices()) {
            assertTrue(config.contains(device), "NVMe device " + device + " in\n" + config);
        }
        assertTrue(config.contains("public.vcn.oraclevcn.com"), config);
        assertTrue(config.contains("bastion:/home"), config);
        assertTrue(config.contains("Asia/Tokyo"), config);
    }

    @Test
    void singleCloudConfigHasTheNvmeButNoNfsOrDnsLines() {
        Shape shape = ShapeCatalog.get().require("BM.GPU4.8");
        String config = PreviewRuns.cloudConfig(resource(single(), "gpu-instance"));
        assertTrue(
                config.startsWith("#cloud-config"), config.lines().findFirst().orElse(""));
        for (String device : shape.nvmeDevices()) {
            assertTrue(config.contains(device), "NVMe device " + device + " in\n" + config);
        }
        assertFalse(config.contains("bastion:/home"), config);
        assertFalse(config.contains("oraclevcn.com"), config);
    }

    // ---- ordering and defaults ---------------------------------------------------------------------

    @Test
    void theClusterNetworkDoesNotWaitForTheBastion() {
        for (String gpu : List.of("gpu-cluster-network", "gpu-instance-configuration")) {
            List<String> deps = PreviewRuns.transitiveDependencies(cluster(), gpu);
            assertFalse(
                    deps.contains("bastion-instance") || deps.contains("bastion"),
                    gpu + " waits for the bastion via " + deps);
            assertTrue(deps.contains("network-private-subnet"), gpu + " waits for its subnet: " + deps);
        }
        List<String> single = PreviewRuns.transitiveDependencies(single(), "gpu-instance");
        assertFalse(single.contains("bastion-instance"), "gpu-instance waits for the bastion via " + single);
    }

    @Test
    void theDefaultPrivateSubnetAvoidsTheContainerRuntimesGateway() {
        // the default the configuration reference documents, written out: not read from the code that sets it;
        // 10.0.2.2 is the address the container runtime uses (docs/configuration.md, network.privateSubnetCidr)
        String documented = "10.0.4.0/22";
        var gateway = new IPAddressString("10.0.2.2").getAddress();
        var subnet = new IPAddressString(documented).getAddress();
        assertFalse(subnet.contains(gateway), documented + " contains 10.0.2.2");
        var vcn = new IPAddressString(VCN_CIDR).getAddress();
        assertTrue(vcn.contains(subnet), "the default private subnet lies in the default VCN");
        // a stack that sets no network at all gets exactly that default
        String planned = resource(Mode.DEFAULTS.plan(), "network-private-subnet")
                .inputs()
                .path("cidrBlock")
                .asText();
        assertEquals(documented, planned);
    }
}
