package ocigpucluster.plandiff;

import static ocigpucluster.plandiff.PlanDiffTest.fixture;
import static ocigpucluster.plandiff.PlanDiffTest.inputs;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import ocigpucluster.preview.Plan;
import ocigpucluster.storage.HomeStorage;
import org.junit.jupiter.api.Test;

/**
 * What the data-at-risk section says for each kind of resource that holds homes, what a removal
 * means per kind of resource, and how a comment is cut to a size limit: never over it, at line
 * boundaries, the summary always whole.
 */
class PlanDiffRiskAndLimitTest {
    private static final String NOTE = "_The rest of this diff is truncated";

    private static PlanDiff diff(ObjectNode base, ObjectNode head) {
        return PlanDiff.compare(Plan.parse(base, "BASE.json"), Plan.parse(head, "HEAD.json"));
    }

    private static ObjectNode remove(ObjectNode plan, String name) {
        ArrayNode resources = (ArrayNode) plan.get("resources");
        for (int i = 0; i < resources.size(); i++) {
            if (resources.get(i).get("name").asText().equals(name)) {
                resources.remove(i);
                return plan;
            }
        }
        throw new AssertionError("no resource " + name);
    }

    private static ObjectNode withFileSystem(boolean retainOnDelete) {
        ObjectNode plan = fixture();
        ObjectNode fs = ((ArrayNode) plan.get("resources")).addObject();
        fs.put("type", "oci:FileStorage/fileSystem:FileSystem")
                .put("name", "home-fs")
                .put("custom", true);
        fs.putObject("inputs").put("availabilityDomain", "Uocm:AP-TOKYO-1-AD-1");
        fs.putArray("dependsOn");
        if (retainOnDelete) {
            fs.putObject("options").put("retainOnDelete", true);
        }
        return plan;
    }

    private static ObjectNode bastionInAnotherAd(ObjectNode plan) {
        inputs(plan, "bastion-instance").put("availabilityDomain", "Uocm:AP-TOKYO-1-AD-2");
        return plan;
    }

    /** The data-at-risk entry of one resource: from its bold name to the end of its bullet. */
    private static String riskEntry(String md, String name) {
        int start = md.indexOf("\n- **`" + name + "`");
        assertTrue(start >= 0, "no data-at-risk entry for " + name + ":\n" + md);
        return md.substring(start, md.indexOf(".**\n", start) + 4);
    }

    /** The data-at-risk entry of the file system home-fs when HEAD no longer has it. */
    private static String removedFileSystemEntry(boolean retainOnDelete) {
        return riskEntry(
                diff(withFileSystem(retainOnDelete), remove(withFileSystem(retainOnDelete), "home-fs"))
                        .toMarkdown(),
                "home-fs");
    }

    @Test
    void aDeletedFileSystemLosesItsFilesAReplacedBastionItsHomes() {
        String fs = removedFileSystemEntry(false);
        assertTrue(fs.contains("will be deleted: a file system: its files are deleted."), fs);
        assertTrue(fs.contains("Back it up or keep it"), fs);

        String bastionMd = diff(fixture(), bastionInAnotherAd(fixture())).toMarkdown();
        String bastion = riskEntry(bastionMd, "bastion-instance");
        assertTrue(
                bastion.contains(
                        "will be replaced (deleted and created again): the bastion: its boot volume holds /home"),
                bastion);
        assertTrue(bastionMd.contains(":rotating_light: **Data at risk: `bastion-instance`.**"), bastionMd);
    }

    @Test
    void aFileSystemKeptOnDeleteLeavesTheStackButKeepsItsFiles() {
        String fs = removedFileSystemEntry(true);
        assertTrue(
                fs.contains(
                        "will be removed from the stack: it is kept in the compartment (`retainOnDelete`) with its files"),
                fs);
        assertFalse(fs.contains("deleted"), fs);
    }

    @Test
    void aReplacedFileSystemIsKeptOnlyIfTheBaseSaysSo() {
        // Pulumi deletes the replaced resource by its old state: DeleteStep.Apply skips the delete
        // when s.old.RetainOnDelete (pulumi/pkg/resource/deploy/step.go); the head's option is the new one's
        for (boolean baseRetains : List.of(true, false)) {
            ObjectNode base = withFileSystem(baseRetains);
            ObjectNode head = withFileSystem(!baseRetains);
            inputs(head, "home-fs").put("availabilityDomain", "Uocm:AP-TOKYO-1-AD-2");
            String fs = riskEntry(diff(base, head).toMarkdown(), "home-fs");
            assertEquals(
                    baseRetains,
                    fs.contains("will be replaced by a new, empty one: it is kept in the compartment"),
                    "base retainOnDelete " + baseRetains + ": " + fs);
            assertEquals(!baseRetains, fs.contains("will be replaced (deleted and created again)"), fs);
        }
    }

    @Test
    void withHomesOnASharedServerTheBastionHoldsNoData() {
        ObjectNode base = fixture();
        ((ObjectNode) base.get("outputs")).put(HomeStorage.KIND_OUTPUT, HomeStorage.SHARED_KIND);
        ObjectNode head = bastionInAnotherAd(base.deepCopy());
        PlanDiff diff = diff(base, head);
        assertEquals(List.of(), diff.dataAtRisk());
        assertEquals(PlanDiff.REPLACEMENTS, diff.exitCode(), "still a replacement");
        assertFalse(diff.toMarkdown().contains("Data at risk"), diff.toMarkdown());
    }

    @Test
    void removingAGatewayOrAStageRisksNoData() {
        assertEquals(
                List.of(), diff(fixture(), remove(fixture(), "nat-gateway")).dataAtRisk());
        assertEquals(List.of(), diff(fixture(), remove(fixture(), "nccl-test")).dataAtRisk());
    }

    @Test
    void eachRemovedRowSaysWhatTheRemovalMeans() {
        ObjectNode head = remove(remove(remove(fixture(), "nat-gateway"), "nccl-test"), "bootstrap");
        String md = diff(fixture(), head).toMarkdown();
        assertTrue(md.contains("| `nat-gateway` | `oci:Core/natGateway:NatGateway` | **deleted** |"), md);
        assertTrue(md.contains("| `nccl-test` | `command:remote:Command` | stage no longer runs |"), md);
        assertTrue(md.contains("| `bootstrap` | `oci-gpu-cluster:index:Bootstrap` | component |"), md);
    }

    /** A diff with a long in-place section (many tag rows) after the data at risk. */
    private static PlanDiff longDiff() {
        ObjectNode base = fixture();
        ObjectNode head = bastionInAnotherAd(fixture());
        ObjectNode baseTags = inputs(base, "vcn").putObject("freeformTags");
        ObjectNode tags = inputs(head, "vcn").putObject("freeformTags");
        for (int i = 0; i < 60; i++) {
            baseTags.put("tag-" + i, "before " + i);
            tags.put("tag-" + i, "after " + i);
        }
        return diff(base, head);
    }

    @Test
    void aLastSectionThatExactlyFitsBesideTheNotesRoomIsKeptWhole() {
        // the whole diff, and the least limit that keeps it whole: its length plus the room kept
        // for the truncation note, which the last section needs only if it is cut
        PlanDiff diff = longDiff();
        String whole = diff.toMarkdown(1_000_000);
        assertEquals(whole, diff.toMarkdown(whole.length() + PlanDiff.TRUNCATION_NOTE_ROOM));
        String oneLess = diff.toMarkdown(whole.length() + PlanDiff.TRUNCATION_NOTE_ROOM - 1);
        assertTrue(oneLess.contains("_The rest of this diff is truncated"), oneLess);
    }

    @Test
    void underAnyLimitTheCommentFitsEndsInWholeRowsAndKeepsItsSummary() {
        PlanDiff diff = longDiff();
        String full = diff.toMarkdown(Integer.MAX_VALUE);
        assertFalse(full.contains(NOTE), full);
        String summary = full.substring(0, full.indexOf("\n#### "));
        for (int limit = summary.length() + 1; limit < full.length() + 400; limit += 7) {
            String md = diff.toMarkdown(limit);
            assertTrue(md.length() <= limit, "comment of " + md.length() + " chars over the limit " + limit);
            assertTrue(md.startsWith(summary), "summary cut at limit " + limit);
            if (md.length() == limit && md.endsWith("…") && !full.startsWith(md)) {
                continue; // even the note did not fit beside the summary: cut at the limit, marked
            } else if (md.contains(NOTE)) {
                String shown = md.substring(0, md.indexOf("\n" + NOTE));
                assertTrue(full.startsWith(shown), "what is shown is not the start of the diff, limit " + limit);
                assertTrue(
                        full.startsWith(shown + "\n") || shown.endsWith("\n"),
                        "cut inside a line at limit " + limit + ":\n"
                                + shown.substring(Math.max(0, shown.length() - 200)));
            } else {
                assertEquals(full, md, "neither whole nor marked as truncated, limit " + limit);
            }
        }
    }

    @Test
    void aSectionThatDoesNotFitIsShownUpToTheLastWholeRowThatDoes() {
        PlanDiff diff = longDiff();
        String full = diff.toMarkdown(Integer.MAX_VALUE);
        int inPlace = full.indexOf("\n#### Updated in place");
        // room for the sections before it, half the in-place section and the note
        int limit = inPlace + (full.length() - inPlace) / 2 + PlanDiff.TRUNCATION_NOTE_ROOM;
        String md = diff.toMarkdown(limit);
        assertTrue(md.contains("#### Updated in place") && md.contains("| `freeformTags[\"tag-1\"]` |"), md);
        assertTrue(md.contains(NOTE), md);
    }

    /** The whole diff is shown when it fits with the room kept for the note, cut when it does not. */
    @Test
    void theLastSectionIsWholeExactlyWhenItFitsBesideTheNotesRoom() {
        PlanDiff diff = longDiff();
        String full = diff.toMarkdown(Integer.MAX_VALUE);
        assertEquals(full, diff.toMarkdown(full.length() + PlanDiff.TRUNCATION_NOTE_ROOM));
        assertTrue(diff.toMarkdown(full.length() + PlanDiff.TRUNCATION_NOTE_ROOM - 1)
                .contains(NOTE));
    }

    @Test
    void aSummaryOverTheLimitIsCutToItWithAnEllipsis() {
        String md = diff(fixture(), fixture()).toMarkdown(Integer.MAX_VALUE);
        assertEquals(md, diff(fixture(), fixture()).toMarkdown(md.length()), "exactly at the limit: whole");
        String cut = diff(fixture(), fixture()).toMarkdown(20);
        assertEquals(20, cut.length(), cut);
        // "### Plan diff: `oci" would leave the code span open: the rest would render as Markdown/HTML
        assertEquals("### Plan diff: `oc`…", cut);
        String cut2 = diff(fixture(), fixture()).toMarkdown(17);
        assertEquals("### Plan diff: …", cut2, "a cut right after the opening backtick drops it");
    }
}
