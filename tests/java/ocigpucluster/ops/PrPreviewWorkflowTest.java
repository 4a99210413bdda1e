package ocigpucluster.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The PR-preview workflow: linted by a real validator (action-validator checks it against the
 * GitHub workflow schema and resolves job references), then its job graph checked here.
 */
@Tag("process")
class PrPreviewWorkflowTest {
    static final Path WORKFLOW = Path.of(".github/workflows/pr-preview.yml");
    static final String INSTALL_VALIDATOR = "bash .ci/install-test-tools";
    private static final Pattern SHA_PINNED = Pattern.compile("[\\w.-]+/[\\w./-]+@[0-9a-f]{40}");
    private static final Pattern MAJOR_PINNED = Pattern.compile("pulumi/actions@v\\d+");
    /** The secrets the workflow reads (docs/operators-guide.md, "PR previews"). */
    static final List<String> SECRETS = List.of(
            "OCI_CLI_USER",
            "OCI_CLI_TENANCY",
            "OCI_CLI_FINGERPRINT",
            "OCI_CLI_KEY_CONTENT",
            "OCI_CLI_REGION",
            "PULUMI_ACCESS_TOKEN");

    @TempDir
    Path tmp;

    private static JsonNode workflow() throws IOException {
        return new ObjectMapper(new YAMLFactory()).readTree(WORKFLOW.toFile());
    }

    private static List<JsonNode> steps(JsonNode job) {
        List<JsonNode> steps = new ArrayList<>();
        job.path("steps").forEach(steps::add);
        return steps;
    }

    private static JsonNode stepUsing(JsonNode job, String prefix) {
        return steps(job).stream()
                .filter(s -> s.path("uses").asText().startsWith(prefix))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no step uses " + prefix));
    }

    private static boolean anyRunContains(JsonNode job, String text) {
        return steps(job).stream().anyMatch(s -> s.path("run").asText().contains(text));
    }

    @Test
    void actionValidatorAcceptsTheWorkflowAndRejectsABrokenOne() throws IOException {
        String validator = Tools.require("action-validator", "ACTION_VALIDATOR", INSTALL_VALIDATOR);
        Tools.Result ok = Tools.run(List.of(validator, WORKFLOW.toString()), Map.of(), 60);
        assertEquals(0, ok.exit(), "action-validator rejected " + WORKFLOW + ":\n" + ok.out() + ok.err());

        // the validator must really check: a dangling `needs` has to fail
        Path broken = tmp.resolve("broken.yml");
        Files.writeString(broken, Files.readString(WORKFLOW).replace("needs: offline-preview", "needs: no-such-job"));
        Tools.Result bad = Tools.run(List.of(validator, broken.toString()), Map.of(), 60);
        assertNotEquals(0, bad.exit(), "action-validator accepted a workflow with an unknown job in needs");
        assertTrue((bad.out() + bad.err()).contains("no-such-job"), bad.out() + bad.err());
    }

    @Test
    void runsOnPullRequestsAndChainsTheCloudPreviewAfterTheOfflineOne() throws IOException {
        JsonNode wf = workflow();
        assertTrue(wf.path("on").has("pull_request"), "must trigger on pull_request");
        JsonNode offline = wf.path("jobs").path("offline-preview");
        JsonNode cloud = wf.path("jobs").path("cloud-preview");
        assertEquals("write", offline.path("permissions").path("pull-requests").asText());
        assertEquals("offline-preview", cloud.path("needs").asText());
        assertTrue(cloud.path("if").asText().contains("needs.offline-preview.outputs.cloud == 'true'"));
        assertEquals(
                "${{ fromJSON(needs.offline-preview.outputs.stacks) }}",
                cloud.path("strategy").path("matrix").path("stack").asText());
    }

    @Test
    void offlineJobBuildsTestsPreviewsBothSidesAndCommentsOnce() throws IOException {
        JsonNode offline = workflow().path("jobs").path("offline-preview");
        JsonNode java = stepUsing(offline, "actions/setup-java@");
        assertEquals("17", java.path("with").path("java-version").asText());
        assertEquals("maven", java.path("with").path("cache").asText());
        // the tools come from the project's one list, as README's test command installs them
        assertTrue(anyRunContains(offline, "bash .ci/install-test-tools && mvn -B verify"));
        assertFalse(anyRunContains(offline, "apt-get install"), "a second package list in the workflow");
        assertTrue(anyRunContains(offline, "preview-stacks.sh head"));
        assertTrue(anyRunContains(offline, "preview-stacks.sh base"));
        assertTrue(
                steps(offline).stream()
                        .anyMatch(s -> s.path("with")
                                .path("ref")
                                .asText()
                                .equals("${{ github.event.pull_request.base.sha }}")),
                "base branch checkout missing");
        assertTrue(anyRunContains(offline, "plan-diff-comment.sh"));
        assertTrue(anyRunContains(offline, "java -jar head/target/oci-gpu-cluster.jar plan-diff"));

        String script = stepUsing(offline, "actions/github-script@")
                .path("with")
                .path("script")
                .asText();
        String marker = "<!-- oci-gpu-cluster-plan-diff -->";
        assertTrue(
                script.contains(marker) && script.contains("updateComment") && script.contains("createComment"),
                "the comment step must update its own marked comment");
        assertTrue(
                Files.readString(Path.of(".github/scripts/plan-diff-comment.sh"))
                        .contains(marker),
                "the comment script must write the marker the workflow looks for");
    }

    @Test
    void commentScriptIsValidJavaScript() throws IOException {
        String node = Tools.require("node", null, "apt-get install -y nodejs");
        String script = stepUsing(workflow().path("jobs").path("offline-preview"), "actions/github-script@")
                .path("with")
                .path("script")
                .asText();
        // github-script runs the script as the body of an async function
        Path file = tmp.resolve("comment.js");
        Files.writeString(file, "(async function (github, context, require) {\n" + script + "\n});\n");
        Tools.Result r = Tools.run(List.of(node, "--check", file.toString()), Map.of(), 30);
        assertEquals(0, r.exit(), r.err());

        Files.writeString(file, "(async function () {\n" + script.replace("});", "}") + "\n});\n");
        assertNotEquals(
                0,
                Tools.run(List.of(node, "--check", file.toString()), Map.of(), 30)
                        .exit(),
                "node --check must catch a syntax error");
    }

    @Test
    void cloudJobRunsPulumiPreviewWithDiffAndTheDocumentedSecrets() throws IOException {
        JsonNode cloud = workflow().path("jobs").path("cloud-preview");
        JsonNode pulumi = stepUsing(cloud, "pulumi/actions@");
        assertEquals("preview", pulumi.path("with").path("command").asText());
        assertTrue(pulumi.path("with").path("diff").asBoolean());
        assertEquals(
                "${{ matrix.stack }}", pulumi.path("with").path("stack-name").asText());
        String env = pulumi.path("env").toString();
        String guide = Files.readString(Path.of("docs/operators-guide.md"));
        for (String secret : SECRETS) {
            assertTrue(env.contains("secrets." + secret), "pulumi step does not use secret " + secret);
            assertTrue(guide.contains(secret), "docs/operators-guide.md does not document secret " + secret);
        }
    }

    @Test
    void everyActionIsPinnedAndNoRunStepInterpolatesExpressions() throws IOException {
        JsonNode jobs = workflow().path("jobs");
        List<String> uses = new ArrayList<>();
        jobs.forEach(job -> steps(job).forEach(s -> {
            if (s.has("uses")) {
                uses.add(s.path("uses").asText());
            }
            // untrusted PR text must reach scripts through env, never pasted into them
            assertFalse(s.path("run").asText().contains("${{"), "run step interpolates an expression: " + s);
        }));
        assertFalse(uses.isEmpty());
        for (String u : uses) {
            assertTrue(
                    SHA_PINNED.matcher(u).matches() || MAJOR_PINNED.matcher(u).matches(),
                    u + " is not pinned to a commit SHA (pulumi/actions: a major version)");
        }
    }
}
