package ocigpucluster.plandiff;

import static ocigpucluster.plandiff.PlanDiffTest.fixture;
import static ocigpucluster.plandiff.PlanDiffTest.inputs;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.List;
import ocigpucluster.preview.Plan;
import org.junit.jupiter.api.Test;

/**
 * The exact verdict and wording per kind of change (reasons name the property that decides),
 * and the PR comment's sections, counts and value cells. The update rules are the OCI provider's
 * `updatable` flags as the reference schema records them (a property whose change the Terraform
 * OCI provider applies in place); expected reasons are written out, not derived from the schema.
 */
class PlanDiffDetailsTest {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private static PlanDiff diff(ObjectNode base, ObjectNode head) {
        return PlanDiff.compare(Plan.parse(base, "BASE.json"), Plan.parse(head, "HEAD.json"));
    }

    private static PlanDiff.PropertyChange only(PlanDiff diff, String resource) {
        PlanDiff.ResourceChange c = diff.changed().stream()
                .filter(r -> r.name().equals(resource))
                .findFirst()
                .orElseThrow(() -> new AssertionError(resource + " not among " + diff.changed()));
        assertEquals(1, c.changes().size(), c.changes().toString());
        return c.changes().get(0);
    }

    private static void assertVerdict(String path, boolean replaces, String reason, PlanDiff.PropertyChange p) {
        assertEquals(path, p.path());
        assertEquals(reason, p.reason());
        assertEquals(replaces, p.replaces(), p.reason());
    }

    @Test
    void aFieldInsideAListOfBlocksIsJudgedByItsOwnFlag() {
        ObjectNode head = fixture();
        ((ObjectNode) inputs(head, "public-route-table").get("routeRules").get(0))
                .put("networkEntityId", "other-gateway_id");
        assertVerdict(
                "routeRules[0].networkEntityId",
                false,
                "`routeRules.networkEntityId` is updatable",
                only(diff(fixture(), head), "public-route-table"));
    }

    @Test
    void aWholeBlockAddedToAnUpdatableListIsInPlace() {
        ObjectNode head = fixture();
        ((ArrayNode) inputs(head, "public-route-table").get("routeRules"))
                .addObject()
                .put("destination", "10.1.0.0/16")
                .put("networkEntityId", "peer_id");
        PlanDiff.PropertyChange p = only(diff(fixture(), head), "public-route-table");
        assertVerdict("routeRules[1]", false, "`routeRules` is updatable", p);
        assertEquals(PlanDiff.Kind.ADDED, p.kind());
        assertEquals(null, p.before());
        assertEquals("peer_id", p.after().get("networkEntityId").asText());
    }

    @Test
    void aFieldOfAnUpdatableBlockIsNamedInTheReason() {
        ObjectNode head = fixture();
        ((ObjectNode) inputs(head, "bastion-instance").get("shapeConfig")).put("memoryInGbs", 32);
        assertVerdict(
                "shapeConfig.memoryInGbs",
                false,
                "`shapeConfig.memoryInGbs` is updatable",
                only(diff(fixture(), head), "bastion-instance"));
    }

    @Test
    void aFixedFieldInsideAnUpdatableBlockReplaces() {
        // the reference schema marks sourceDetails updatable but not its bootVolumeVpusPerGb
        ObjectNode head = fixture();
        ((ObjectNode) inputs(head, "bastion-instance").get("sourceDetails")).put("bootVolumeVpusPerGb", "20");
        PlanDiff.PropertyChange p = only(diff(fixture(), head), "bastion-instance");
        assertVerdict(
                "sourceDetails.bootVolumeVpusPerGb", true, "`sourceDetails.bootVolumeVpusPerGb` is not updatable", p);
        assertEquals(PlanDiff.Kind.ADDED, p.kind());
    }

    @Test
    void aMapValueIsCoveredByTheMapsFlag() {
        ObjectNode head = fixture();
        ((ObjectNode) inputs(head, "bastion-instance").get("metadata")).put("user_data", "Y2hhbmdlZAo=");
        assertVerdict(
                "metadata.user_data",
                false,
                "`metadata` is updatable",
                only(diff(fixture(), head), "bastion-instance"));
    }

    @Test
    void aTypeTheSchemaDoesNotKnowIsAssumedToBeReplaced() {
        ObjectNode base = fixture();
        ObjectNode r = ((ArrayNode) base.get("resources")).addObject();
        r.put("type", "oci:Core/madeUp:MadeUp").put("name", "made-up");
        r.putObject("inputs").put("displayName", "a");
        ObjectNode head = base.deepCopy();
        inputs(head, "made-up").put("displayName", "b");
        assertVerdict(
                "displayName",
                true,
                "unknown resource token 'oci:Core/madeUp:MadeUp': type not in the reference schema; replacement assumed",
                only(diff(base, head), "made-up"));
    }

    @Test
    void componentInputsNeverReplace() {
        ObjectNode base = fixture();
        PlanDiffTest.resource(base, "network").putObject("inputs").put("cidr", "10.0.0.0/16");
        ObjectNode head = fixture();
        PlanDiffTest.resource(head, "network").putObject("inputs").put("cidr", "10.1.0.0/16");
        assertVerdict(
                "cidr",
                false,
                "component: only its children are real cloud resources",
                only(diff(base, head), "network"));
    }

    @Test
    void nullAndAbsentAreTheSameAndARemovedFieldIsRemoved() {
        ObjectNode base = fixture();
        inputs(base, "vcn").putNull("byoipv6cidrDetails");
        PlanDiff none = diff(base, fixture());
        assertFalse(none.hasChanges(), none.changed().toString());

        ObjectNode head = fixture();
        ((ObjectNode) inputs(head, "bastion-instance").get("shapeConfig")).remove("memoryInGbs");
        PlanDiff.PropertyChange p = only(diff(fixture(), head), "bastion-instance");
        assertEquals("shapeConfig.memoryInGbs", p.path());
        assertEquals(PlanDiff.Kind.REMOVED, p.kind());
        assertEquals(16, p.before().asInt());
        assertEquals(null, p.after());
    }

    @Test
    void outputsAddedOrRemovedAreChangedOutputs() {
        ObjectNode head = fixture();
        ((ObjectNode) head.get("outputs")).remove("bastionPublicIp");
        ((ObjectNode) head.get("outputs")).put("gpuCount", 16);
        PlanDiff diff = diff(fixture(), head);
        assertEquals(List.of("bastionPublicIp", "gpuCount"), diff.changedOutputs());
        assertEquals(PlanDiff.CHANGES, diff.exitCode());
        assertTrue(
                diff.toMarkdown().endsWith("\n#### Stack outputs changed\n\n- `bastionPublicIp`\n- `gpuCount`\n"),
                diff.toMarkdown());
    }

    @Test
    void theCommentHeadsWithProjectAndStackOrAQuestionMark() {
        ObjectNode head = fixture();
        assertTrue(diff(fixture(), head).toMarkdown().startsWith("### Plan diff: `oci-gpu-cluster` stack `dev`\n\n"));
        ObjectNode base = fixture();
        for (ObjectNode plan : List.of(base, head)) {
            plan.remove("project");
            plan.remove("stack");
        }
        assertEquals(
                "### Plan diff: `?` stack `?`\n\n**Estimated cost (stack `?`):** not in either plan (no `estimatedCost` output)."
                        + "\n\nNo changes.\n",
                diff(base, head).toMarkdown());
    }

    @Test
    void replacedAndInPlaceChangesAreCountedAndListedInTheirOwnSections() {
        ObjectNode head = fixture();
        inputs(head, "vcn").put("displayName", "gpu-vcn-2");
        inputs(head, "cluster-key").put("rsaBits", 3072);
        inputs(head, "nat-gateway").put("displayName", "nat-2");
        PlanDiff diff = diff(fixture(), head);
        String md = diff.toMarkdown();
        assertTrue(md.contains("0 to add, 2 to update in place, 0 stages to re-run, 1 to replace, 0 to remove.\n"), md);
        String replaced = section(md, "#### Replaced (deleted and created again)");
        String inPlace = section(md, "#### Updated in place");
        assertTrue(replaced.contains("**`cluster-key`**"), replaced);
        assertFalse(replaced.contains("vcn"), replaced);
        assertTrue(inPlace.contains("**`vcn`** (`oci:Core/vcn:Vcn`)"), inPlace);
        assertTrue(inPlace.contains("**`nat-gateway`**"), inPlace);
        assertFalse(inPlace.contains("cluster-key"), inPlace);
    }

    @Test
    void onlyTheSectionsThatHaveEntriesAppear() {
        ObjectNode inPlaceOnly = fixture();
        inputs(inPlaceOnly, "vcn").put("displayName", "gpu-vcn-2");
        String md = diff(fixture(), inPlaceOnly).toMarkdown();
        assertFalse(md.contains("#### Replaced"), md);
        assertTrue(md.contains("#### Updated in place"), md);
        assertFalse(md.contains("#### Stack outputs changed"), md);

        ObjectNode replacedOnly = fixture();
        inputs(replacedOnly, "cluster-key").put("rsaBits", 3072);
        md = diff(fixture(), replacedOnly).toMarkdown();
        assertTrue(md.contains("#### Replaced"), md);
        assertFalse(md.contains("#### Updated in place"), md);
        assertTrue(md.contains("0 to update in place, 0 stages to re-run, 1 to replace"), md);
    }

    private static String section(String md, String heading) {
        int start = md.indexOf(heading);
        assertTrue(start >= 0, heading + " missing:\n" + md);
        int end = md.indexOf("\n#### ", start + heading.length());
        return md.substring(start, end < 0 ? md.length() : end);
    }

    @Test
    void shortStringsAreInlineUpToSixtyCharacters() {
        assertEquals("`" + "x".repeat(60) + "`", PlanDiff.value(TextNode.valueOf("x".repeat(60)), null));
        // sha256 of 61 × "x" begins c508e75f (sha256sum)
        assertEquals("_61 chars, 1 lines, sha256 c508e75f_", PlanDiff.value(TextNode.valueOf("x".repeat(61)), null));
        // sha256 of "line one\nline two" begins b6858b03
        assertEquals(
                "_17 chars, 2 lines, sha256 b6858b03, +1/−1 lines_",
                PlanDiff.value(TextNode.valueOf("line one\nline two"), TextNode.valueOf("line one\nline 2")));
        assertTrue(
                PlanDiff.value(TextNode.valueOf("\nx"), null).startsWith("_2 chars, 2 lines"),
                "a leading newline is multi-line too");
        assertEquals("`a\\|b 'c'`", PlanDiff.value(TextNode.valueOf("a|b `c`"), null), "table and code-span safe");
    }

    @Test
    void blocksAndListsAreInlineWhenShortAndCountedWhenLong() {
        ObjectNode small = NODES.objectNode().put("a", 1);
        assertEquals("`{\"a\":1}`", PlanDiff.value(small, null));
        ObjectNode sixty = NODES.objectNode().put("k", "y".repeat(52)); // {"k":"…"} is 60 characters
        assertEquals(60, sixty.toString().length());
        assertEquals("`" + sixty + "`", PlanDiff.value(sixty, null));
        ObjectNode big = NODES.objectNode().put("k", "y".repeat(53)).put("j", 2);
        assertEquals("_object with 2 keys_", PlanDiff.value(big, null));
        ArrayNode list = NODES.arrayNode();
        for (int i = 0; i < 30; i++) {
            list.add(i);
        }
        assertEquals("_list of 30_", PlanDiff.value(list, null));
        assertEquals("`8`", PlanDiff.value(NODES.numberNode(8), null));
        assertEquals("—", PlanDiff.value(null, null));
    }

    @Test
    void aWholeBlockAddedIsShownAsItsJson() {
        ObjectNode head = fixture();
        inputs(head, "bastion-instance").putObject("agentConfig").put("isMonitoringDisabled", true);
        String md = diff(fixture(), head).toMarkdown();
        assertTrue(
                md.contains("| `agentConfig` | — | `{\"isMonitoringDisabled\":true}` | in place: "
                        + "`agentConfig` is updatable |"),
                md);
    }
}
