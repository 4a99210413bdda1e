package ocigpucluster.plandiff;

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
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlanFormatException;
import ocigpucluster.preview.PlannedResource;
import org.junit.jupiter.api.Test;

class PlanDiffTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static ObjectNode fixture() {
        try (InputStream in = PlanDiffTest.class.getResourceAsStream("/ocigpucluster/plandiff/base-plan.json")) {
            return (ObjectNode) JSON.readTree(in);
        } catch (IOException e) {
            throw new AssertionError("fixture base-plan.json unreadable", e);
        }
    }

    static ObjectNode resource(ObjectNode plan, String name) {
        for (JsonNode r : plan.get("resources")) {
            if (name.equals(r.get("name").asText())) {
                return (ObjectNode) r;
            }
        }
        throw new AssertionError("fixture has no resource " + name);
    }

    static ObjectNode inputs(ObjectNode plan, String name) {
        return (ObjectNode) resource(plan, name).get("inputs");
    }

    private static PlanDiff diff(ObjectNode base, ObjectNode head) {
        return PlanDiff.compare(Plan.parse(base, "BASE.json"), Plan.parse(head, "HEAD.json"));
    }

    static PlanDiff.ResourceChange change(PlanDiff diff, String name) {
        return diff.changed().stream()
                .filter(c -> c.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new AssertionError(name + " not among changed: " + diff.changed()));
    }

    private static PlanDiff.PropertyChange property(PlanDiff.ResourceChange change, String path) {
        return change.changes().stream()
                .filter(p -> p.path().equals(path))
                .findFirst()
                .orElseThrow(() -> new AssertionError(path + " not among " + change.changes()));
    }

    @Test
    void identicalPlansHaveNoChangesAndExitZero() {
        PlanDiff diff = diff(fixture(), fixture());
        assertFalse(diff.hasChanges());
        assertEquals(0, diff.exitCode());
        assertTrue(diff.toMarkdown().contains("No changes."), diff.toMarkdown());
    }

    @Test
    void nodeCountChangeResizesThePoolInPlace() {
        ObjectNode head = fixture();
        ((ObjectNode) inputs(head, "gpu-cluster-network").get("instancePools").get(0)).put("size", 4);
        PlanDiff diff = diff(fixture(), head);

        PlanDiff.ResourceChange cn = change(diff, "gpu-cluster-network");
        PlanDiff.PropertyChange size = property(cn, "instancePools[0].size");
        assertEquals(PlanDiff.Kind.MODIFIED, size.kind());
        assertEquals(2, size.before().asInt());
        assertEquals(4, size.after().asInt());
        assertFalse(size.replaces(), size.reason());
        assertFalse(cn.replaces());
        assertEquals(1, diff.changed().size());
        assertEquals(1, diff.exitCode());
        String md = diff.toMarkdown();
        assertTrue(md.contains("| `instancePools[0].size` | `2` | `4` | in place"), md);
        assertTrue(md.contains("**No replacements.**"), md);
        assertFalse(md.contains("Possibly affected"), md);
    }

    @Test
    void shapeChangeReplacesTheInstanceConfigurationAndFlagsEverythingDownstream() {
        ObjectNode head = fixture();
        ((ObjectNode) inputs(head, "gpu-instance-configuration").at("/instanceDetails/launchDetails"))
                .put("shape", "BM.GPU.H100.8");
        PlanDiff diff = diff(fixture(), head);

        PlanDiff.ResourceChange ic = change(diff, "gpu-instance-configuration");
        PlanDiff.PropertyChange shape = property(ic, "instanceDetails.launchDetails.shape");
        assertTrue(shape.replaces());
        assertTrue(shape.reason().contains("`instanceDetails` is not updatable"), shape.reason());
        assertEquals(3, diff.exitCode());

        List<String> affected =
                diff.affected().stream().map(PlanDiff.Affected::name).toList();
        assertEquals(
                List.of("gpu-cluster-network", "bastion-setup", "readiness-gate", "container-runtime", "nccl-test"),
                affected);
        assertTrue(diff.affected().get(0).direct());
        assertFalse(diff.affected().get(1).direct());
        String md = diff.toMarkdown();
        assertTrue(md.contains(":warning: **Resources will be replaced or deleted.**"), md);
        assertTrue(
                md.contains(
                        "| `instanceDetails.launchDetails.shape` | `BM.GPU4.8` | `BM.GPU.H100.8` | **replace**: `instanceDetails` is not updatable |"),
                md);
        assertTrue(
                md.contains("- `gpu-cluster-network` (`oci:Core/clusterNetwork:ClusterNetwork`) depends on "
                        + "`gpu-instance-configuration`"),
                md);
    }

    @Test
    void imageChangeReplacesTheInstanceConfiguration() {
        ObjectNode head = fixture();
        ((ObjectNode) inputs(head, "gpu-instance-configuration").at("/instanceDetails/launchDetails/sourceDetails"))
                .put("imageId", "ocid1.image.oc1.ap-tokyo-1.aaaaaaaaexamplenewer");
        PlanDiff.PropertyChange image = property(
                change(diff(fixture(), head), "gpu-instance-configuration"),
                "instanceDetails.launchDetails.sourceDetails.imageId");
        assertTrue(image.replaces(), image.reason());
    }

    @Test
    void placementChangeReplacesTheClusterNetwork() {
        ObjectNode head = fixture();
        ((ObjectNode) inputs(head, "gpu-cluster-network").get("placementConfiguration"))
                .put("availabilityDomain", "Uocm:AP-TOKYO-1-AD-2");
        PlanDiff diff = diff(fixture(), head);
        PlanDiff.PropertyChange ad =
                property(change(diff, "gpu-cluster-network"), "placementConfiguration.availabilityDomain");
        assertTrue(ad.replaces());
        assertEquals("`placementConfiguration` is not updatable", ad.reason());
        assertEquals(3, diff.exitCode());
    }

    @Test
    void poolInstanceConfigurationIdIsUpdatableInPlace() {
        ObjectNode head = fixture();
        ((ObjectNode) inputs(head, "gpu-cluster-network").get("instancePools").get(0))
                .put("instanceConfigurationId", "other-config_id");
        PlanDiff.PropertyChange p = property(
                change(diff(fixture(), head), "gpu-cluster-network"), "instancePools[0].instanceConfigurationId");
        assertFalse(p.replaces(), p.reason());
    }

    @Test
    void replaceOnChangesInTheResourceOptionsForcesReplacement() {
        // The program marks the pool's instance configuration replaceOnChanges, so that a new
        // image or shape replaces the nodes instead of only re-pointing the pool.
        ObjectNode base = fixture();
        resource(base, "gpu-cluster-network")
                .putObject("options")
                .putArray("replaceOnChanges")
                .add("instancePools[*].instanceConfigurationId");
        ObjectNode head = base.deepCopy();
        ((ObjectNode) inputs(head, "gpu-cluster-network").get("instancePools").get(0))
                .put("instanceConfigurationId", "other-config_id");
        PlanDiff.PropertyChange p =
                property(change(diff(base, head), "gpu-cluster-network"), "instancePools[0].instanceConfigurationId");
        assertTrue(p.replaces(), p.reason());
        assertTrue(p.reason().contains("replaceOnChanges"), p.reason());
        ((ObjectNode) inputs(head, "gpu-cluster-network").get("instancePools").get(0)).put("size", 7);
        assertFalse(
                property(change(diff(base, head), "gpu-cluster-network"), "instancePools[0].size")
                        .replaces(),
                "the pool size stays an in-place update");
    }

    @Test
    void bastionShapeUpdatesInPlaceButItsAvailabilityDomainReplacesIt() {
        ObjectNode head = fixture();
        ((ObjectNode) inputs(head, "bastion-instance").get("shapeConfig")).put("ocpus", 4);
        PlanDiff inPlace = diff(fixture(), head);
        assertFalse(property(change(inPlace, "bastion-instance"), "shapeConfig.ocpus")
                .replaces());
        assertEquals(1, inPlace.exitCode());

        inputs(head, "bastion-instance").put("availabilityDomain", "Uocm:AP-TOKYO-1-AD-2");
        PlanDiff replaced = diff(fixture(), head);
        assertTrue(change(replaced, "bastion-instance").replaces());
        assertEquals(
                List.of("bastion-setup", "readiness-gate", "container-runtime", "nccl-test"),
                replaced.affected().stream().map(PlanDiff.Affected::name).toList());
    }

    @Test
    void commandScriptChangeIsInPlaceAndSummarisedNotPrinted() {
        ObjectNode head = fixture();
        ObjectNode nccl = inputs(head, "nccl-test");
        String oldScript = nccl.get("create").asText();
        String newScript = oldScript.replace("NCCL_PASS_LINE_GBPS=185", "NCCL_PASS_LINE_GBPS=200") + "\necho done";
        nccl.put("create", newScript);
        PlanDiff diff = diff(fixture(), head);
        PlanDiff.PropertyChange create = property(change(diff, "nccl-test"), "create");
        assertFalse(create.replaces(), create.reason());
        assertEquals(1, diff.exitCode());
        String md = diff.toMarkdown();
        assertFalse(md.contains("NCCL_PASS_LINE_GBPS"), "scripts must not be printed into the comment:\n" + md);
        assertTrue(md.contains(newScript.length() + " chars, 7 lines, sha256 "), md);
        assertTrue(md.contains("+2/−1 lines"), md);
    }

    @Test
    void commandTriggersChangeReRunsTheCommandWithoutReplacingInfrastructure() {
        ObjectNode head = fixture();
        ((ArrayNode) inputs(head, "readiness-gate").get("triggers")).add("extra");
        PlanDiff diff = diff(fixture(), head);
        PlanDiff.PropertyChange trigger = property(change(diff, "readiness-gate"), "triggers[1]");
        assertEquals(PlanDiff.Kind.ADDED, trigger.kind());
        assertTrue(trigger.replaces());
        assertEquals("`triggers` has replaceOnChanges", trigger.reason());
        assertEquals(PlanDiff.Effect.RERUN, change(diff, "readiness-gate").effect());
        assertEquals(1, diff.exitCode());
        assertTrue(
                diff.toMarkdown().contains("| `triggers[1]` | — | `extra` | re-run: `triggers` has replaceOnChanges |"),
                diff.toMarkdown());
    }

    @Test
    void anyTlsKeyInputChangeReplacesTheKey() {
        ObjectNode head = fixture();
        inputs(head, "cluster-key").put("rsaBits", 3072);
        assertTrue(change(diff(fixture(), head), "cluster-key").replaces());
    }

    @Test
    void secretsStayMasked() {
        ObjectNode head = fixture();
        inputs(head, "readiness-gate").put("stdin", "[secret]");
        PlanDiff diff = diff(fixture(), head);
        PlanDiff.PropertyChange stdin = property(change(diff, "readiness-gate"), "stdin");
        assertEquals(PlanDiff.Kind.ADDED, stdin.kind());
        assertTrue(diff.toMarkdown().contains("| `stdin` | — | `[secret]` | in place"), diff.toMarkdown());
    }

    @Test
    void addedAndRemovedResourcesAreListed() {
        ObjectNode head = fixture();
        ArrayNode resources = (ArrayNode) head.get("resources");
        ObjectNode sample = resources.addObject();
        sample.put("type", "command:remote:Command")
                .put("name", "tensorflow-sample")
                .put("parent", "bootstrap")
                .put("custom", true);
        sample.putObject("inputs").put("connection", "[secret]");
        sample.putArray("dependsOn").add("nccl-test");
        for (int i = 0; i < resources.size(); i++) {
            if (resources.get(i).get("name").asText().equals("service-gateway")) {
                resources.remove(i);
                break;
            }
        }
        PlanDiff diff = diff(fixture(), head);
        assertEquals(
                List.of("tensorflow-sample"),
                diff.added().stream().map(PlannedResource::name).toList());
        assertEquals(
                List.of("service-gateway"),
                diff.removed().stream().map(PlannedResource::name).toList());
        assertEquals(3, diff.exitCode(), "deleting a gateway is as severe as replacing it");
        String md = diff.toMarkdown();
        assertTrue(md.contains("| `tensorflow-sample` | `command:remote:Command` | `bootstrap` |"), md);
        assertTrue(md.contains("| `service-gateway` | `oci:Core/serviceGateway:ServiceGateway` | **deleted** |"), md);
        assertTrue(md.contains("1 to add, 0 to update in place, 0 stages to re-run, 0 to replace, 1 to remove."), md);
    }

    @Test
    void parentOrTypeChangeReplaces() {
        ObjectNode head = fixture();
        resource(head, "cluster-key").put("parent", "bastion");
        PlanDiff diff = diff(fixture(), head);
        PlanDiff.ResourceChange key = change(diff, "cluster-key");
        assertTrue(key.replaces());
        assertTrue(
                key.resourceReasons().get(0).startsWith("parent changes from none to `bastion`"),
                key.resourceReasons().toString());
    }

    @Test
    void propertyUnknownToTheSchemaIsAssumedToReplace() {
        ObjectNode head = fixture();
        inputs(head, "vcn").put("madeUpProperty", "x");
        PlanDiff.PropertyChange p = property(change(diff(fixture(), head), "vcn"), "madeUpProperty");
        assertTrue(p.replaces());
        assertTrue(
                p.reason().contains("no input property 'madeUpProperty' in the reference schema; replacement assumed"),
                p.reason());
    }

    @Test
    void explicitProviderChangeIsTreatedAsReplacement() {
        ObjectNode base = fixture();
        ObjectNode provider = ((ArrayNode) base.get("resources")).addObject();
        provider.put("type", "pulumi:providers:oci").put("name", "oci-provider").put("custom", true);
        provider.putObject("inputs").put("region", "ap-tokyo-1");
        ObjectNode head = base.deepCopy();
        inputs(head, "oci-provider").put("region", "ap-osaka-1");
        PlanDiff.PropertyChange region = property(change(diff(base, head), "oci-provider"), "region");
        assertTrue(region.replaces());
        assertTrue(region.reason().startsWith("provider configuration changed"), region.reason());
    }

    @Test
    void mapKeysWithDotsAreQuotedInPaths() {
        ObjectNode base = fixture();
        inputs(base, "vcn").putObject("freeformTags").put("team.name", "infra");
        ObjectNode head = fixture();
        inputs(head, "vcn").putObject("freeformTags").put("team.name", "ml");
        PlanDiff.PropertyChange p = property(change(diff(base, head), "vcn"), "freeformTags[\"team.name\"]");
        assertFalse(p.replaces(), p.reason());
        assertEquals("infra", p.before().asText());
    }

    @Test
    void changedOutputsAloneCountAsChanges() {
        ObjectNode head = fixture();
        ((ObjectNode) head.get("outputs")).put("nodeCount", 4);
        PlanDiff diff = diff(fixture(), head);
        assertEquals(List.of("nodeCount"), diff.changedOutputs());
        assertEquals(1, diff.exitCode());
    }

    @Test
    void malformedPlansAreRejectedWithTheirLocation() {
        ObjectNode bad = fixture();
        resource(bad, "vcn").remove("type");
        PlanFormatException e = assertThrows(PlanFormatException.class, () -> Plan.parse(bad, "HEAD.json"));
        assertEquals("HEAD.json: resources[1].type must be a non-empty string", e.getMessage());

        ObjectNode dup = fixture();
        resource(dup, "nat-gateway").put("name", "vcn");
        assertTrue(assertThrows(PlanFormatException.class, () -> Plan.parse(dup, "B.json"))
                .getMessage()
                .contains("\"vcn\" appears twice"));
        assertThrows(PlanFormatException.class, () -> Plan.parse(JSON.createArrayNode(), "B.json"));
    }
}
