package ocigpucluster.program;

import static ocigpucluster.preview.PreviewRuns.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import inet.ipaddr.IPAddressString;
import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import ocigpucluster.cost.PriceTable;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PreviewRuns;
import org.junit.jupiter.api.Test;

/**
 * The values of the stack outputs a platform engineer reads after `pulumi up`, under the mock
 * engine: counts from the configuration, node addresses inside the configured subnet, the SSH
 * command through the bastion as Oracle Linux's default user `opc`, ids that are OCIDs of the
 * right kind and are the ids the other resources use, and the cost as the price table's list
 * prices times what the stack runs.
 */
class StackOutputsTest {
    /**
     * Dev stack (privateSubnetCidr 10.0.4.0/22, bastion E5.Flex 2 OCPUs / 16 GB, 200 GB node boot
     * volumes) with a priced shape, 3 nodes and a 120 GB bastion boot volume.
     */
    private static Plan threeA100() {
        return PreviewRuns.plan(
                "cluster.shape=BM.GPU.A100-v2.8", "cluster.nodeCount=3", "bastion.bootVolumeSizeInGbs=120");
    }

    @Test
    void gpuCountIsNodesTimesTheShapesGpus() {
        assertEquals(24, threeA100().outputs().path("gpuCount").intValue(), "3 nodes × 8 A100");
        assertEquals(3, threeA100().outputs().path("nodeCount").intValue());
        assertEquals(
                8,
                PreviewRuns.Mode.SINGLE_INSTANCE
                        .plan()
                        .outputs()
                        .path("gpuCount")
                        .intValue(),
                "1 × BM.GPU4.8");
        assertEquals(
                16,
                PreviewRuns.Mode.CLUSTER_NETWORK
                        .plan()
                        .outputs()
                        .path("gpuCount")
                        .intValue(),
                "2 × BM.GPU4.8");
    }

    @Test
    void nodeAddressesAreOnePerNodeInsideThePrivateSubnet() {
        JsonNode nodes = threeA100().outputs().path("nodeAddresses");
        assertEquals(3, nodes.size(), nodes.toString());
        Set<String> names = new HashSet<>();
        Set<String> ips = new HashSet<>();
        for (JsonNode n : nodes) {
            String ip = n.path("privateIp").asText();
            assertTrue(
                    new IPAddressString("10.0.4.0/22").contains(new IPAddressString(ip)), ip + " outside 10.0.4.0/22");
            ips.add(ip);
            names.add(n.path("name").asText());
            // instance-pool members are named inst-<random>-<pool name> by OCI; the pool is "gpu"
            assertTrue(n.path("name").asText().endsWith("-gpu"), n.toString());
        }
        assertEquals(3, ips.size(), "distinct addresses: " + nodes);
        assertEquals(3, names.size(), "distinct names: " + nodes);
        JsonNode single = PreviewRuns.Mode.SINGLE_INSTANCE.plan().outputs().path("nodeAddresses");
        assertEquals(1, single.size(), single.toString());
    }

    @Test
    void sshCommandsJumpThroughTheBastionToTheFirstNodeAsOpc() {
        JsonNode out = threeA100().outputs();
        String bastion = out.path("bastionPublicIp").asText();
        assertTrue(new IPAddressString(bastion).isIPv4(), bastion);
        assertEquals("ssh opc@" + bastion, out.path("sshBastion").asText());
        assertEquals(
                "ssh -J opc@" + bastion + " opc@"
                        + out.path("nodeAddresses").get(0).path("privateIp").asText(),
                out.path("sshFirstNode").asText());
    }

    @Test
    void idsAreOcidsOfTheirKindAndTheOnesTheResourcesUse() {
        Plan plan = threeA100();
        JsonNode out = plan.outputs();
        // OCID format (OCI documentation, "Resource Identifiers"): ocid1.<type>.<realm>.<region>.<unique>
        assertOcid("vcn", out.path("vcnId").asText());
        assertOcid("subnet", out.path("publicSubnetId").asText());
        assertOcid("subnet", out.path("privateSubnetId").asText());
        assertOcid("clusternetwork", out.path("clusterNetworkId").asText());
        assertOcid("instanceconfiguration", out.path("instanceConfigurationId").asText());
        assertFalse(out.path("publicSubnetId").equals(out.path("privateSubnetId")));
        assertFalse(out.has("gpuInstanceId"), "a cluster network has no single GPU instance");

        JsonNode cn = resource(plan, "gpu-cluster-network").inputs();
        assertEquals(
                out.path("instanceConfigurationId").asText(),
                cn.path("instancePools").get(0).path("instanceConfigurationId").asText());
        assertEquals(
                out.path("privateSubnetId").asText(),
                cn.path("placementConfiguration")
                        .path("primaryVnicSubnets")
                        .path("subnetId")
                        .asText());

        JsonNode single = PreviewRuns.Mode.SINGLE_INSTANCE.plan().outputs();
        assertOcid("instance", single.path("gpuInstanceId").asText());
        assertFalse(single.has("clusterNetworkId"));
        assertFalse(single.has("instanceConfigurationId"));
    }

    private static void assertOcid(String kind, String id) {
        assertTrue(id.matches("ocid1\\." + kind + "\\.oc1\\.ap-tokyo-1\\.[a-z0-9]+"), kind + ": " + id);
    }

    @Test
    void estimatedCostIsTheListPriceOfWhatTheStackRuns() {
        JsonNode cost = threeA100().outputs().path("estimatedCost");
        PriceTable t = PriceTable.load();
        // per hour: GPUs + bastion OCPUs and memory; boot volumes are billed per GB-month
        // (storage + 10 VPUs/GB, Balanced), spread over the table's hours per month
        BigDecimal gpus = price(t, "BM.GPU.A100-v2.8").multiply(BigDecimal.valueOf(3 * 8));
        BigDecimal bastion = price(t, "VM.Standard.E5.Flex.ocpu")
                .multiply(BigDecimal.valueOf(2))
                .add(price(t, "VM.Standard.E5.Flex.memory").multiply(BigDecimal.valueOf(16)));
        BigDecimal bootGb = BigDecimal.valueOf(3 * 200 + 120);
        BigDecimal bootMonthly = bootGb.multiply(
                price(t, "blockVolume.storage").add(price(t, "blockVolume.vpu").multiply(BigDecimal.TEN)));
        double hours = t.hoursPerMonth();
        double monthly = gpus.add(bastion).doubleValue() * hours + bootMonthly.doubleValue();
        assertEquals(monthly / hours, cost.path("hourly").asDouble(), 0.0001, cost.toString());
        assertEquals(monthly, cost.path("monthly").asDouble(), 0.01, cost.toString());
        assertEquals("USD", cost.path("currency").asText());
        assertFalse(cost.path("partial").asBoolean());
        assertEquals(0, cost.path("unpriced").size());
        assertEquals(t.asOf(), cost.path("pricesAsOf").asText());

        JsonNode dev = PreviewRuns.Mode.CLUSTER_NETWORK.plan().outputs().path("estimatedCost");
        assertFalse(dev.path("partial").asBoolean(), "BM.GPU4.8 is priced: " + dev);
        JsonNode partial =
                PreviewRuns.plan("cluster.shape=BM.GPU.B4.8").outputs().path("estimatedCost");
        assertTrue(partial.path("partial").asBoolean(), "BM.GPU.B4.8 has no sourced price: " + partial);
        assertEquals(
                List.of("BM.GPU.B4.8"), List.of(partial.path("unpriced").get(0).asText()));
        assertEquals(1, partial.path("unpriced").size());
    }

    private static BigDecimal price(PriceTable t, String item) {
        return t.items().get(item).unitPrice().orElseThrow(() -> new AssertionError(item + " has no price"));
    }
}
