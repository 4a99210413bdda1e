package ocigpucluster.plandiff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import ocigpucluster.preview.Plan;
import org.junit.jupiter.api.Test;

/**
 * Secrets are compared by the fingerprint each plan records for them (never by value): a secret
 * added, removed, re-encrypted, or moved to or from {@code --set-secret}, which records no
 * fingerprint at all, so its change cannot be said and a note says so. A plan that records no
 * secrets (an older one) is noted, not taken for "no secrets".
 */
class PlanDiffSecretsTest {
    private static final String CLI = "--set-secret";
    private static final String NOTE_CLI = "A secret given with --set-secret is not recorded in the plan in any form: "
            + "whether its value changed cannot be said.";

    private static ObjectNode plan(Map<String, String> secrets) {
        ObjectNode p = PlanDiffTest.fixture();
        if (secrets != null) {
            ObjectNode s = p.putObject("secrets");
            secrets.forEach(s::put);
        }
        return p;
    }

    private static PlanDiff diff(Map<String, String> base, Map<String, String> head) {
        return PlanDiff.compare(Plan.parse(plan(base), "BASE.json"), Plan.parse(plan(head), "HEAD.json"));
    }

    @Test
    void plansThatRecordNoSecretsCompareNone() {
        PlanDiff d = diff(null, null);
        assertEquals(List.of(), d.secretChanges());
        assertEquals(List.of(), d.notes());
    }

    @Test
    void aPlanWithoutSecretsIsNamedInANote() {
        PlanDiff oldBase = diff(null, Map.of("oci:privateKey", "sha256:aa"));
        assertEquals(List.of(), oldBase.secretChanges());
        assertEquals(
                List.of("The base plan does not record its secrets (an older oci-gpu-cluster wrote it):"
                        + " whether a secret changed cannot be said."),
                oldBase.notes());
        PlanDiff oldHead = diff(Map.of("oci:privateKey", "sha256:aa"), null);
        assertEquals(
                List.of("The head plan does not record its secrets (an older oci-gpu-cluster wrote it):"
                        + " whether a secret changed cannot be said."),
                oldHead.notes());
    }

    @Test
    void addedRemovedAndReEncryptedSecretsAreNamedAndUnchangedOnesAreNot() {
        PlanDiff d = diff(
                Map.of("a:kept", "sha256:11", "b:gone", "sha256:22", "c:rotated", "sha256:33"),
                Map.of("a:kept", "sha256:11", "c:rotated", "sha256:44", "d:new", "sha256:55"));
        assertEquals(
                List.of(
                        new PlanDiff.SecretChange("b:gone", "removed"),
                        new PlanDiff.SecretChange(
                                "c:rotated",
                                "its encrypted value in the stack file differs (a new value, or the same one"
                                        + " encrypted again)"),
                        new PlanDiff.SecretChange("d:new", "added")),
                d.secretChanges());
        assertEquals(List.of(), d.notes());
    }

    @Test
    void aSecretMovedToOrFromTheCommandLineIsSaidAndItsValueCannotBe() {
        PlanDiff toCli = diff(Map.of("a:key", "sha256:11"), Map.of("a:key", CLI));
        assertEquals(List.of(new PlanDiff.SecretChange("a:key", "now given with --set-secret")), toCli.secretChanges());
        assertEquals(List.of(NOTE_CLI), toCli.notes());
        PlanDiff fromCli = diff(Map.of("a:key", CLI), Map.of("a:key", "sha256:11"));
        assertEquals(
                List.of(new PlanDiff.SecretChange("a:key", "now given without --set-secret")), fromCli.secretChanges());
        assertEquals(List.of(NOTE_CLI), fromCli.notes());
        // given on the command line both times: nothing to compare, and the note says so
        PlanDiff both = diff(Map.of("a:key", CLI), Map.of("a:key", CLI));
        assertEquals(List.of(), both.secretChanges());
        assertEquals(List.of(NOTE_CLI), both.notes());
        // added on the command line: added, and its value unknowable
        PlanDiff added = diff(Map.of(), Map.of("a:key", CLI));
        assertEquals(List.of(new PlanDiff.SecretChange("a:key", "added")), added.secretChanges());
        assertEquals(List.of(NOTE_CLI), added.notes());
        PlanDiff removed = diff(Map.of("a:key", CLI), Map.of());
        assertEquals(List.of(new PlanDiff.SecretChange("a:key", "removed")), removed.secretChanges());
        assertEquals(List.of(NOTE_CLI), removed.notes());
    }

    @Test
    void theCommentNamesChangedSecretsAndSaysWhatCannotBeCompared() {
        String md = diff(Map.of("a:key", "sha256:11"), Map.of("a:key", CLI)).toMarkdown();
        assertTrue(
                md.contains(
                        "\n:key: **Secrets changed** (values are never shown): `a:key` now given with --set-secret.\n"),
                md);
        assertTrue(md.contains("\n_" + NOTE_CLI + "_\n"), md);
        // nothing else differs: no changes the plans record, and the note says what they do not
        String both = diff(Map.of("a:key", CLI), Map.of("a:key", CLI)).toMarkdown();
        assertTrue(both.contains("No changes in what the plans record (see below for what they do not).\n"), both);
        assertTrue(both.contains("\n_" + NOTE_CLI + "_\n"), both);
    }
}
