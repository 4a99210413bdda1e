package ocigpucluster.plandiff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import ocigpucluster.preview.Plan;
import ocigpucluster.schema.ReferenceSchema;
import org.junit.jupiter.api.Test;

/**
 * What a reviewer reads first: a stage re-run is not a replacement, data at risk comes first and
 * bold, different stacks are called out, the comment fits GitHub's limit, and replace-or-update
 * follows the one rule of {@link ReferenceSchema}.
 */
class PlanDiffSeverityTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** GitHub's limit on an issue or pull-request comment body, in characters. */
    private static final int GITHUB_COMMENT_LIMIT = 65536;

    private static PlanDiff diff(ObjectNode base, ObjectNode head) {
        return PlanDiff.compare(Plan.parse(base, "BASE.json"), Plan.parse(head, "HEAD.json"));
    }

    private static ObjectNode inputs(ObjectNode plan, String name) {
        return PlanDiffTest.inputs(plan, name);
    }

    private static void remove(ObjectNode plan, String name) {
        ArrayNode resources = (ArrayNode) plan.get("resources");
        for (int i = 0; i < resources.size(); i++) {
            if (resources.get(i).get("name").asText().equals(name)) {
                resources.remove(i);
                return;
            }
        }
        throw new AssertionError("no resource " + name);
    }

    /** A resize as the program plans it: the pool grows and every stage's node set changes. */
    private static ObjectNode resized() {
        ObjectNode head = PlanDiffTest.fixture();
        ((ObjectNode) inputs(head, "gpu-cluster-network").get("instancePools").get(0)).put("size", 4);
        for (String stage : List.of("bastion-setup", "readiness-gate", "container-runtime", "nccl-test")) {
            ObjectNode in = inputs(head, stage);
            in.put("create", in.get("create").asText().replace("NODES='...'", "NODES='a b c d'"));
            ArrayNode triggers = (ArrayNode) in.get("triggers");
            triggers.set(0, JSON.getNodeFactory().textNode("nodes:a,b,c,d"));
        }
        return head;
    }

    @Test
    void aResizeReRunsTheStagesAndReplacesNothing() {
        PlanDiff diff = diff(PlanDiffTest.fixture(), resized());
        String md = diff.toMarkdown();
        assertEquals(PlanDiff.CHANGES, diff.exitCode(), md);
        assertFalse(md.contains("will be replaced"), md);
        assertTrue(md.contains("4 stages to re-run"), md);
        assertTrue(md.contains("#### Stages that re-run"), md);
        assertFalse(md.contains("**replace**"), "a stage re-run is shown as a replacement:\n" + md);
        assertTrue(md.indexOf("#### Updated in place") < md.indexOf("#### Stages that re-run"), md);
    }

    @Test
    void replacingOrRemovingWhatHoldsDataComesFirstInBold() {
        ObjectNode head = resized();
        inputs(head, "bastion-instance").put("availabilityDomain", "Uocm:AP-TOKYO-1-AD-2");
        ((ObjectNode) inputs(head, "gpu-instance-configuration")
                        .get("instanceDetails")
                        .get("launchDetails"))
                .put("shape", "BM.GPU.H100.8");
        PlanDiff diff = diff(PlanDiffTest.fixture(), head);
        String md = diff.toMarkdown();
        assertEquals(PlanDiff.REPLACEMENTS, diff.exitCode(), md);
        List<String> headings = md.lines().filter(l -> l.startsWith("#### ")).toList();
        assertTrue(headings.get(0).contains("Data at risk"), headings.toString());
        String risk = md.substring(md.indexOf("#### "), md.indexOf("#### ", md.indexOf("#### ") + 1));
        assertTrue(risk.contains("**`bastion-instance`"), risk);
        assertFalse(risk.contains("gpu-instance-configuration"), risk);
        assertTrue(md.indexOf("bastion-instance") < md.indexOf("gpu-instance-configuration"), md);

        ObjectNode removed = PlanDiffTest.fixture();
        remove(removed, "bastion-instance");
        String removedMd = diff(PlanDiffTest.fixture(), removed).toMarkdown();
        assertEquals(
                PlanDiff.REPLACEMENTS, diff(PlanDiffTest.fixture(), removed).exitCode());
        assertTrue(
                removedMd
                        .lines()
                        .filter(l -> l.startsWith("#### "))
                        .findFirst()
                        .orElseThrow()
                        .contains("Data at risk"),
                removedMd);

        ObjectNode withFs = PlanDiffTest.fixture();
        ObjectNode fs = ((ArrayNode) withFs.get("resources")).addObject();
        fs.put("type", "oci:FileStorage/fileSystem:FileSystem")
                .put("name", "home-fs")
                .put("custom", true);
        fs.putObject("inputs").put("availabilityDomain", "Uocm:AP-TOKYO-1-AD-1");
        fs.putArray("dependsOn");
        ObjectNode withoutFs = withFs.deepCopy();
        remove(withoutFs, "home-fs");
        String fsMd = diff(withFs, withoutFs).toMarkdown();
        assertTrue(fsMd.contains("Data at risk") && fsMd.contains("**`home-fs`"), fsMd);
    }

    @Test
    void removingInfrastructureIsSevereButRemovingAStageIsNot() {
        ObjectNode noNat = PlanDiffTest.fixture();
        remove(noNat, "nat-gateway");
        assertEquals(PlanDiff.REPLACEMENTS, diff(PlanDiffTest.fixture(), noNat).exitCode());
        ObjectNode noStage = PlanDiffTest.fixture();
        remove(noStage, "nccl-test");
        assertEquals(PlanDiff.CHANGES, diff(PlanDiffTest.fixture(), noStage).exitCode());
    }

    @Test
    void plansOfDifferentStacksAreCalledOut() {
        ObjectNode head = PlanDiffTest.fixture();
        head.put("stack", "prod");
        String md = diff(PlanDiffTest.fixture(), head).toMarkdown();
        assertTrue(md.contains(":warning: **The two plans are from different stacks** (base `dev`, head `prod`)"), md);
        assertFalse(diff(PlanDiffTest.fixture(), PlanDiffTest.fixture())
                .toMarkdown()
                .contains("different stacks"));
    }

    @Test
    void theCommentFitsGitHubsLimitWithTheSummaryFirst() {
        ObjectNode base = PlanDiffTest.fixture();
        ObjectNode head = PlanDiffTest.fixture();
        ObjectNode baseTags = inputs(base, "vcn").putObject("freeformTags");
        ObjectNode tags = inputs(head, "vcn").putObject("freeformTags");
        for (int i = 0; i < 5000; i++) {
            baseTags.put("tag-number-" + i, "before " + i);
            tags.put("tag-number-" + i, "a value long enough to make the row wide " + i);
        }
        inputs(head, "bastion-instance").put("availabilityDomain", "Uocm:AP-TOKYO-1-AD-2");
        String md = diff(base, head).toMarkdown();
        assertTrue(md.length() <= GITHUB_COMMENT_LIMIT, "comment of " + md.length() + " chars");
        assertTrue(md.contains("truncated"), md.substring(md.length() - 400));
        List<String> lines = md.lines().filter(l -> !l.isBlank()).toList();
        assertTrue(lines.get(1).startsWith("**Estimated cost"), "the cost line is not first: " + lines.get(1));
        assertTrue(lines.get(2).contains("to replace"), "summary is not right after the cost: " + lines.get(2));
        assertTrue(md.contains("**`bastion-instance`"), "the data risk was truncated away");
    }

    /** Every OCI and command input path, top level and one level down: plan-diff says what ReferenceSchema says. */
    @Test
    void replaceOrUpdateFollowsTheReferenceSchemasOneRule() {
        ReferenceSchema schema = ReferenceSchema.get();
        List<String> disagreements = new ArrayList<>();
        int checked = 0;
        for (String token : schema.resourceTokens()) {
            for (Map.Entry<String, ReferenceSchema.Property> top :
                    schema.inputs(token).entrySet()) {
                List<List<String>> paths = new ArrayList<>();
                paths.add(List.of(top.getKey()));
                if (top.getValue().isObject()
                        && top.getValue().ref() != null
                        && !"array".equals(top.getValue().type())) {
                    schema.typeProperties(top.getValue().ref())
                            .keySet()
                            .forEach(n -> paths.add(List.of(top.getKey(), n)));
                }
                for (List<String> path : paths) {
                    boolean expected = schema.replacesOnChange(token, path);
                    boolean actual = replaces(token, path);
                    checked++;
                    if (expected != actual) {
                        disagreements.add(token + " " + String.join(".", path) + ": schema says "
                                + (expected ? "replace" : "in place") + ", plan-diff "
                                + (actual ? "replace" : "in place"));
                    }
                }
            }
        }
        assertTrue(checked > 300, "only " + checked + " paths");
        assertEquals(List.of(), disagreements);
    }

    private static boolean replaces(String token, List<String> path) {
        ObjectNode base = JSON.createObjectNode().put("project", "p").put("stack", "s");
        ObjectNode r = base.putArray("resources")
                .addObject()
                .put("type", token)
                .put("name", "r")
                .put("custom", true);
        r.putArray("dependsOn");
        ObjectNode leaf = r.putObject("inputs");
        for (String p : path.subList(0, path.size() - 1)) {
            leaf = leaf.putObject(p);
        }
        leaf.put(path.get(path.size() - 1), "before");
        ObjectNode head = base.deepCopy();
        JsonNode headLeaf = head.get("resources").get(0).get("inputs");
        for (String p : path.subList(0, path.size() - 1)) {
            headLeaf = headLeaf.get(p);
        }
        ((ObjectNode) headLeaf).put(path.get(path.size() - 1), "after");
        PlanDiff d = PlanDiff.compare(Plan.parse(base, "b"), Plan.parse(head, "h"));
        return d.changed().get(0).changes().get(0).replaces();
    }
}
