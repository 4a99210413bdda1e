package ocigpucluster.program;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import ocigpucluster.plandiff.PlanDiff;
import ocigpucluster.preview.OfflinePreview;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.settings.StackConfig;
import ocigpucluster.validation.Validation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The stacks that existed before node groups ({@code dev}, {@code prod}, {@code ondemand}) keep
 * every resource: today's preview of each has every resource of the preview made at the commit
 * before the change (tests/resources/ocigpucluster/compat/STACK.json) with the same type, name
 * and parent, and {@link PlanDiff} finds nothing replaced or deleted between them (the inputs
 * that differ, the tags added, are updated in place; a Command whose script changed only runs
 * again). A stack whose next {@code pulumi up} would replace its cluster network fails here.
 */
class LegacyStacksCompatTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String UNKNOWN = "[unknown]";

    @ParameterizedTest
    @ValueSource(strings = {"dev", "prod", "ondemand"})
    void everyResourceKeepsItsIdentityAndNothingIsReplaced(String stack) throws IOException {
        JsonNode snapshot =
                JSON.readTree(Files.readString(Path.of("tests/resources/ocigpucluster/compat/" + stack + ".json")));
        Plan head = Plan.parse(JSON.readTree(preview(stack).toJsonText()), stack + " today");
        Map<String, PlannedResource> now = head.byName();

        List<String> lost = new ArrayList<>();
        for (JsonNode r : snapshot.path("resources")) {
            PlannedResource h = now.get(r.path("name").asText());
            String parent = r.path("parent").isNull() ? null : r.path("parent").asText();
            if (h == null
                    || !h.type().equals(r.path("type").asText())
                    || !java.util.Objects.equals(parent, h.parent())) {
                lost.add(r.path("type").asText() + " " + r.path("name").asText() + " (parent " + parent + "): now "
                        + (h == null ? "absent" : h.type() + " under " + h.parent()));
            }
        }
        assertEquals(
                List.of(),
                lost,
                stack + ": resources whose type, name or parent changed since "
                        + snapshot.path("commit").asText() + " (each would be replaced; give it an alias)");

        PlanDiff diff = PlanDiff.compare(base(snapshot, head), head);
        List<String> replaced = diff.changed().stream()
                .filter(c -> c.effect() == PlanDiff.Effect.REPLACE)
                .map(c -> c.name() + " " + c.resourceReasons() + " "
                        + c.changes().stream()
                                .filter(PlanDiff.PropertyChange::replaces)
                                .map(p -> p.path() + ": " + p.before() + " -> " + p.after() + " (" + p.reason() + ")")
                                .toList())
                .toList();
        assertEquals(List.of(), replaced, stack + ": the next pulumi up would replace these");
        assertEquals(
                List.of(), diff.removed().stream().map(PlannedResource::name).toList(), stack + ": removed");
        assertFalse(diff.hasReplacements(), stack);
        // the check has teeth: the tags the change adds are there, updated in place
        assertTrue(
                diff.changed().stream()
                        .anyMatch(
                                c -> c.changes().stream().anyMatch(p -> p.path().startsWith("freeformTags"))),
                stack + ": no tag change seen; the comparison compared nothing");
    }

    /** The stack's preview as the CLI makes it: its file, validated under its own name (names carry it). */
    private static Plan preview(String stack) {
        StackConfig config = PreviewRuns.config(Path.of("Pulumi." + stack + ".yaml"), List.of(), List.of());
        Validation v = Validation.of(config.toRawConfig(), stack, Features.RULES);
        assertFalse(v.hasErrors(), () -> stack + ": " + v.diagnostics());
        return OfflinePreview.run(v.settings(), config.region(), v.diagnostics(), ClusterProgram::define);
    }

    /**
     * The snapshot as a plan: its resources, with each Command's inputs taken from today's plan
     * (the snapshot leaves them out: a changed script only runs its stage again), and each value
     * the CLI's preview wrote as "[unknown]" (another resource's id, known once it exists; the
     * tests' engine gives it a made-up one) as today's plan has it.
     */
    private static Plan base(JsonNode snapshot, Plan head) {
        Map<String, PlannedResource> now = head.byName();
        ObjectNode root = JSON.createObjectNode();
        var list = root.putArray("resources");
        for (JsonNode r : snapshot.path("resources")) {
            ObjectNode copy = ((ObjectNode) r).deepCopy();
            PlannedResource h = now.get(r.path("name").asText());
            if (r.path("type").asText().startsWith("command:") && h != null) {
                copy.set("inputs", h.inputs().deepCopy());
            } else if (h != null && copy.has("inputs")) {
                copy.set("inputs", knownAs(copy.get("inputs"), h.inputs()));
            }
            list.add(copy);
        }
        root.set("outputs", head.outputs().deepCopy());
        return Plan.parse(root, snapshot.path("stack").asText() + ".json");
    }

    /** {@code before} with each "[unknown]" in it replaced by what {@code now} has at the same place. */
    private static JsonNode knownAs(JsonNode before, JsonNode now) {
        if (before.isTextual() && before.asText().equals(UNKNOWN) && now != null && !now.isMissingNode()) {
            return now.deepCopy();
        }
        if (before.isObject() && now != null && now.isObject()) {
            ObjectNode out = JSON.createObjectNode();
            before.fields().forEachRemaining(e -> out.set(e.getKey(), knownAs(e.getValue(), now.get(e.getKey()))));
            return out;
        }
        if (before.isArray() && now != null && now.isArray()) {
            var out = JSON.createArrayNode();
            for (int i = 0; i < before.size(); i++) {
                out.add(knownAs(before.get(i), now.get(i)));
            }
            return out;
        }
        return before.deepCopy();
    }
}
