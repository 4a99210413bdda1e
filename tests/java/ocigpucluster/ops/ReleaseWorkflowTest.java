package ocigpucluster.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Releases: a tag v<version> runs the release workflow, which tests, refuses a tag that is not the
 * build's version, and publishes notes drawn from CHANGELOG.md's section of that version.
 */
@Tag("process")
class ReleaseWorkflowTest {
    static final Path WORKFLOW = Path.of(".github/workflows/release.yml");
    static final Path NOTES = Path.of(".github/scripts/release-notes.sh");

    @TempDir
    Path tmp;

    /** A changelog of two releases with dated sections between them, as CHANGELOG.md is written. */
    private Path changelog() throws IOException {
        Path file = tmp.resolve("CHANGELOG.md");
        Files.writeString(
                file,
                String.join(
                        "\n",
                        "# Changelog",
                        "",
                        "Dated changes, newest first.",
                        "",
                        "## 0.3.0 — 2026-12-10",
                        "",
                        "**Node groups** several pools.",
                        "",
                        "## 2026-12-01",
                        "",
                        "unreleased work of that day",
                        "",
                        "## 0.2.0 — 2026-11-29",
                        "",
                        "",
                        "**Adoptable**: a licence and releases.",
                        "- validate checks the region",
                        "",
                        "",
                        "## 2026-11-26",
                        "",
                        "older",
                        ""));
        return file;
    }

    private Tools.Result notes(String version) throws IOException {
        return Tools.run(List.of("bash", NOTES.toString(), version, changelog().toString()), Map.of(), 30);
    }

    @Test
    void theNotesAreTheVersionsSectionAndNothingElse() throws IOException {
        Tools.Result r = notes("0.2.0");
        assertEquals(0, r.exit(), r.err());
        assertEquals("**Adoptable**: a licence and releases.\n- validate checks the region\n", r.out());
        assertEquals("**Node groups** several pools.\n", notes("0.3.0").out());
    }

    @Test
    void aVersionWithoutItsSectionIsRefused() throws IOException {
        Tools.Result r = notes("0.4.0");
        assertEquals(1, r.exit(), r.out());
        assertTrue(r.err().contains("has no section '## 0.4.0 — <date>'"), r.err());
        // a dated section is no release, nor is a version cut short
        for (String v : List.of("0.2", "2026-12-01", "v0.2.0")) {
            Tools.Result bad = notes(v);
            assertEquals(2, bad.exit(), v + ": " + bad.out());
            assertTrue(bad.err().contains("'" + v + "' is not a version"), bad.err());
        }
    }

    @Test
    void actionValidatorAcceptsTheWorkflow() {
        String validator =
                Tools.require("action-validator", "ACTION_VALIDATOR", PrPreviewWorkflowTest.INSTALL_VALIDATOR);
        Tools.Result ok = Tools.run(List.of(validator, WORKFLOW.toString()), Map.of(), 60);
        assertEquals(0, ok.exit(), ok.out() + ok.err());
    }

    @Test
    void aVersionTagTestsThenPublishesTheBuildsArtifacts() throws IOException {
        JsonNode wf = new ObjectMapper(new YAMLFactory()).readTree(WORKFLOW.toFile());
        assertEquals("v*.*.*", wf.path("on").path("push").path("tags").get(0).asText());
        JsonNode job = wf.path("jobs").path("release");
        assertEquals("write", job.path("permissions").path("contents").asText());
        List<String> runs = new ArrayList<>();
        List<String> uses = new ArrayList<>();
        job.path("steps").forEach(s -> {
            runs.add(s.path("run").asText());
            if (s.has("uses")) {
                uses.add(s.path("uses").asText());
            }
            assertFalse(s.path("run").asText().contains("${{"), "run step interpolates an expression: " + s);
        });
        int test = indexOf(runs, "mvn -B verify");
        int official = indexOf(runs, "mvn -B -q package -DskipTests -Pofficial-sdks");
        int assets = indexOf(runs, ".github/scripts/release-assets.sh \"$TAG\" dist");
        int publish = indexOf(runs, "gh release create \"$TAG\" --verify-tag");
        assertTrue(test >= 0 && test < official && official < assets && assets < publish, runs.toString());
        for (String asset :
                List.of("dist/oci-gpu-cluster.jar", "dist/oci-gpu-cluster ", "dist/LICENSE", "dist/SHA256SUMS")) {
            assertTrue(runs.get(publish).contains(asset), asset);
        }
        assertTrue(runs.get(publish).contains("--notes-file dist/notes.md"), runs.get(publish));
        for (String u : uses) {
            assertTrue(u.matches("[\\w.-]+/[\\w./-]+@[0-9a-f]{40}"), u + " is not pinned to a commit");
        }
    }

    private static int indexOf(List<String> runs, String text) {
        for (int i = 0; i < runs.size(); i++) {
            if (runs.get(i).contains(text)) {
                return i;
            }
        }
        return -1;
    }
}
