package ocigpucluster.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import org.junit.jupiter.api.Test;

class MermaidTest {
    private static ObjectNode plan() {
        try (InputStream in = MermaidTest.class.getResourceAsStream("/ocigpucluster/preview/mermaid-plan.json")) {
            return (ObjectNode) new ObjectMapper().readTree(in);
        } catch (IOException e) {
            throw new AssertionError("fixture mermaid-plan.json unreadable", e);
        }
    }

    private static List<String> lines(String text) {
        return text.lines().map(String::strip).toList();
    }

    @Test
    void clusterNetworkShowsPoolSizeAndShapeInsideThePrivateSubnet() {
        String text = Mermaid.render(plan());
        List<String> l = lines(text);
        assertEquals("flowchart TB", l.get(0));
        int subnet = l.indexOf("subgraph r_private_subnet[\"subnet private-subnet 10.0.3.0/24\"]");
        int node = l.indexOf(
                "r_gpu_cluster_network[[\"cluster network gpu-cluster-network<br/>4 × BM.GPU.H100.8<br/>pool pool1\"]]");
        assertTrue(subnet > 0 && node == subnet + 1, text);
        assertTrue(l.contains("subgraph r_vcn[\"VCN vcn 10.0.0.0/16\"]"), text);
        assertTrue(
                l.contains("r_bastion_instance[\"instance bastion-instance<br/>VM.Standard.E5.Flex 2 OCPU / 16 GB\"]"),
                text);
        assertTrue(l.contains("r_gpu_instance_configuration -. launch template .-> r_gpu_cluster_network"), text);
    }

    @Test
    void gatewaysAndRoutesAreDrawn() {
        List<String> l = lines(Mermaid.render(plan()));
        assertTrue(l.contains("r_internet_gateway <--> internet"), l.toString());
        assertTrue(l.contains("r_nat_gateway --> internet"), l.toString());
        assertTrue(l.contains("r_service_gateway --> oracle_services"), l.toString());
        assertTrue(l.contains("r_public_subnet -. route .-> r_internet_gateway"), l.toString());
        assertTrue(l.contains("r_private_subnet -. route .-> r_nat_gateway"), l.toString());
        assertTrue(l.contains("r_private_subnet -. route .-> r_service_gateway"), l.toString());
        assertFalse(l.contains("r_public_subnet -. route .-> r_nat_gateway"), l.toString());
    }

    @Test
    void bootstrapChainFollowsDependsOnNotPlanOrder() {
        ObjectNode plan = plan();
        // move nccl-test to the front of the plan: the chain must still end with it
        ArrayNode resources = (ArrayNode) plan.get("resources");
        JsonNode nccl = null;
        for (int i = 0; i < resources.size(); i++) {
            if (resources.get(i).get("name").asText().equals("nccl-test")) {
                nccl = resources.remove(i);
                break;
            }
        }
        resources.insert(0, nccl);
        List<String> l = lines(Mermaid.render(plan));
        int first = l.indexOf("r_bastion_setup([\"1. bastion-setup\"])");
        assertTrue(first > 0, l.toString());
        assertEquals(
                List.of(
                        "r_readiness_gate([\"2. readiness-gate\"])",
                        "r_container_runtime([\"3. container-runtime\"])",
                        "r_nccl_test([\"4. nccl-test\"])"),
                l.subList(first + 1, first + 4));
        assertTrue(l.contains("r_bastion_setup --> r_readiness_gate"));
        assertTrue(l.contains("r_container_runtime --> r_nccl_test"));
        assertTrue(l.contains("r_gpu_cluster_network -.-> r_bastion_setup"));
        assertTrue(l.contains("r_bastion_instance -.-> r_bastion_setup"));
    }

    @Test
    void singleInstanceModeDrawsOneGpuInstance() {
        ObjectNode plan = plan();
        ArrayNode resources = (ArrayNode) plan.get("resources");
        for (int i = resources.size() - 1; i >= 0; i--) {
            String name = resources.get(i).get("name").asText();
            if (name.equals("gpu-cluster-network") || name.equals("gpu-instance-configuration")) {
                resources.remove(i);
            }
        }
        ObjectNode gpu = resources.addObject();
        gpu.put("type", "oci:Core/instance:Instance")
                .put("name", "gpu-node")
                .put("parent", "gpu-compute")
                .put("custom", true);
        gpu.putObject("inputs").put("shape", "BM.GPU4.8");
        gpu.putArray("dependsOn").add("private-subnet");
        String text = Mermaid.render(plan);
        List<String> l = lines(text);
        int subnet = l.indexOf("subgraph r_private_subnet[\"subnet private-subnet 10.0.3.0/24\"]");
        assertEquals("r_gpu_node[\"instance gpu-node<br/>BM.GPU4.8\"]", l.get(subnet + 1), text);
        assertFalse(text.contains("cluster network"), text);
    }

    @Test
    void renderingIsDeterministicAndIdsStayUnique() {
        ObjectNode plan = plan();
        ObjectNode clash = ((ArrayNode) plan.get("resources")).addObject();
        clash.put("type", "tls:index/privateKey:PrivateKey")
                .put("name", "nccl_test")
                .put("custom", true);
        ObjectNode end = ((ArrayNode) plan.get("resources")).addObject();
        end.put("type", "command:remote:Command").put("name", "end").put("custom", true);
        end.putArray("dependsOn").add("nccl-test");
        String once = Mermaid.render(plan);
        assertEquals(once, Mermaid.render(plan.deepCopy()));
        List<String> l = lines(once);
        assertTrue(l.contains("r_end([\"5. end\"])"), once);
        assertTrue(l.contains("r_nccl_test --> r_end"), once);
    }

    @Test
    void quotesInValuesCannotBreakALabel() {
        ObjectNode plan = plan();
        for (JsonNode r : plan.get("resources")) {
            if (r.get("name").asText().equals("bastion-instance")) {
                ((ObjectNode) r.get("inputs")).put("shape", "VM\"x<y>");
            }
        }
        assertTrue(Mermaid.render(plan).contains("VM#quot;x#lt;y#gt;"));
    }

    @Test
    void notAPlanIsRejected() {
        assertThrows(PlanFormatException.class, () -> Mermaid.render(new ObjectMapper().createObjectNode()));
    }
}
