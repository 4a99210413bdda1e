package ocigpucluster.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shell scripts the PR workflow runs: shellcheck-clean, and they do what the workflow relies on. */
@Tag("process")
class CiScriptsTest {
    private static final Path SCRIPTS = Path.of(".github/scripts");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    private static ObjectNode plan(String stack) {
        try (InputStream in = CiScriptsTest.class.getResourceAsStream("/ocigpucluster/plandiff/base-plan.json")) {
            ObjectNode plan = (ObjectNode) JSON.readTree(in);
            plan.put("stack", stack);
            return plan;
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private void write(String side, String stack, ObjectNode plan) throws IOException {
        Path dir = Files.createDirectories(tmp.resolve(side).resolve(stack));
        JSON.writeValue(dir.resolve("plan.json").toFile(), plan);
    }

    private static void setResourceInput(ObjectNode plan, String resource, String pointer, String field, Object value) {
        plan.get("resources").forEach(r -> {
            if (r.get("name").asText().equals(resource)) {
                ObjectNode target = (ObjectNode) r.get("inputs").at(pointer);
                if (value instanceof Integer i) {
                    target.put(field, i);
                } else {
                    target.put(field, (String) value);
                }
            }
        });
    }

    private Tools.Result comment(Path base, Path head, Path out) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(
                "bash",
                SCRIPTS.resolve("plan-diff-comment.sh").toString(),
                base.toString(),
                head.toString(),
                out.toString(),
                "--",
                java,
                "-XX:TieredStopAtLevel=1",
                "-Xshare:auto",
                "-cp",
                System.getProperty("java.class.path"),
                PlanDiffMain.class.getName()));
        // a bound against a hang, not a speed test: one JVM per stack, on a loaded 2-core machine
        return Tools.run(cmd, Map.of(), 240);
    }

    @Test
    void scriptsAreShellcheckClean() throws IOException {
        String shellcheck = Tools.require("shellcheck", null, "apt-get install -y shellcheck");
        List<String> cmd = new ArrayList<>(List.of(shellcheck, "-x"));
        try (var files = Files.list(SCRIPTS)) {
            files.filter(f -> f.toString().endsWith(".sh")).sorted().forEach(f -> cmd.add(f.toString()));
        }
        // plan-diff-comment, preview-stacks, release-assets, release-notes, stacks
        assertEquals(7, cmd.size(), "expected the five scripts: " + cmd);
        Tools.Result r = Tools.run(cmd, Map.of(), 60);
        assertEquals(0, r.exit(), r.out() + r.err());
        for (String script : cmd.subList(2, cmd.size())) {
            String text = Files.readString(Path.of(script));
            assertTrue(text.startsWith("#!/usr/bin/env bash\n"), script);
            assertTrue(text.contains("set -euo pipefail"), script);
        }
    }

    /** The commands of README's "Set-up: two commands" block, without comments and blank lines. */
    private static List<String> readmeSetupCommands() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        int section = readme.indexOf("## Set-up: two commands");
        assertTrue(section >= 0, "README has no 'Set-up: two commands' section");
        int start = readme.indexOf("```bash\n", section) + "```bash\n".length();
        String block = readme.substring(start, readme.indexOf("```", start));
        return block.lines()
                .map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("#"))
                .toList();
    }

    @Test
    void ciRunsExactlyTheReadmesTwoCommandsAndKeepsNoPackageListOfItsOwn() throws IOException {
        List<String> readme = readmeSetupCommands();
        assertEquals(2, readme.size(), "README's set-up block: " + readme);
        assertTrue(
                readme.stream().anyMatch(l -> l.equals("bash .ci/install-test-tools && mvn -B verify")),
                readme.toString());
        List<String> ci = Files.readString(Path.of(".ci/run"))
                .lines()
                .map(String::strip)
                .filter(l -> !l.isEmpty()
                        && !l.startsWith("#")
                        && !l.equals("set -euo pipefail")
                        && !l.equals("cd \"$(dirname \"$0\")/..\""))
                .toList();
        assertEquals(readme.stream().sorted().toList(), ci.stream().sorted().toList(), ".ci/run differs from README");
        assertFalse(
                Files.readString(Path.of(".ci/run")).contains("apt-get"),
                "the package list lives in .ci/install-test-tools only");
        String install = Files.readString(Path.of(".ci/install-test-tools"));
        for (String tool : List.of(
                "shellcheck", "cloud-init", "openssh-server", "pdsh", "iproute2", "python3", "@action-validator/cli")) {
            assertTrue(install.contains(tool), tool + " missing from .ci/install-test-tools");
        }
    }

    @Test
    void ciScriptsAreShellcheckCleanAndInstallingTwiceChangesNothing() {
        String shellcheck = Tools.require("shellcheck", null, "apt-get install -y shellcheck");
        Tools.Result lint = Tools.run(List.of(shellcheck, ".ci/run", ".ci/install-test-tools"), Map.of(), 60);
        assertEquals(0, lint.exit(), lint.out() + lint.err());
        // everything is installed on a machine that runs these tests: a second run must be a no-op
        Tools.Result again = Tools.run(List.of("bash", "-x", ".ci/install-test-tools"), Map.of(), 120);
        assertEquals(0, again.exit(), again.err());
        assertFalse(
                again.err().contains("apt-get install") || again.err().contains("npm install"),
                "installed again:\n" + again.err());
    }

    @Test
    void stacksAreListedSortedFromPulumiStackFiles() throws IOException {
        Files.writeString(tmp.resolve("Pulumi.yaml"), "name: x\n");
        Files.writeString(tmp.resolve("Pulumi.prod.yaml"), "config: {}\n");
        Files.writeString(tmp.resolve("Pulumi.dev.yaml"), "config: {}\n");
        Tools.Result r =
                Tools.run(List.of("bash", SCRIPTS.resolve("stacks.sh").toString(), tmp.toString()), Map.of(), 30);
        assertEquals(0, r.exit(), r.err());
        assertEquals("dev\nprod\n", r.out());
    }

    @Test
    void previewWithoutABuiltJarSaysHowToBuildIt() {
        Tools.Result r = Tools.run(
                List.of("bash", SCRIPTS.resolve("preview-stacks.sh").toString(), tmp.toString()), Map.of(), 30);
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("target/oci-gpu-cluster.jar missing; build it with mvn package first"), r.err());
    }

    @Test
    void oneCommentCoversEveryStackWithItsDiff() throws IOException {
        ObjectNode resized = plan("dev");
        write("base", "dev", plan("dev"));
        setResourceInput(resized, "gpu-cluster-network", "/instancePools/0", "size", 4);
        write("head", "dev", resized);

        ObjectNode reshaped = plan("prod");
        write("base", "prod", plan("prod"));
        setResourceInput(
                reshaped, "gpu-instance-configuration", "/instanceDetails/launchDetails", "shape", "BM.GPU.H100.8");
        write("head", "prod", reshaped);

        write("head", "fresh", plan("fresh"));
        write("base", "gone", plan("gone"));

        Path out = tmp.resolve("comment.md");
        Tools.Result r = comment(tmp.resolve("base"), tmp.resolve("head"), out);
        assertEquals(0, r.exit(), r.err());
        String md = Files.readString(out);
        assertTrue(md.startsWith("<!-- oci-gpu-cluster-plan-diff -->\n"), md);
        assertTrue(md.contains("### Plan diff: `oci-gpu-cluster` stack `dev`"), md);
        assertTrue(md.contains("`instancePools[0].size` | `2` | `4` | in place"), md);
        assertTrue(md.contains("### Plan diff: `oci-gpu-cluster` stack `prod`"), md);
        assertTrue(md.contains("### Stack `fresh`: new"), md);
        assertTrue(md.contains("### Stack `gone`: removed by this PR"), md);
        assertTrue(md.strip().endsWith("**Replacements in: prod.** Check the tables above before merging."), md);
    }

    @Test
    void theWholeCommentStaysUnderGitHubsLimitWhateverTheNumberOfStacks() throws IOException {
        for (String stack : List.of("a", "b", "c", "d")) {
            ObjectNode base = plan(stack);
            ObjectNode head = plan(stack);
            ObjectNode baseTags = JSON.createObjectNode();
            ObjectNode headTags = JSON.createObjectNode();
            for (int i = 0; i < 3000; i++) {
                baseTags.put("tag-" + i, "before " + i);
                headTags.put("tag-" + i, "a value long enough to make every row of the table wide " + i);
            }
            base.get("resources").forEach(r -> {
                if (r.get("name").asText().equals("vcn")) {
                    ((ObjectNode) r.get("inputs")).set("freeformTags", baseTags);
                }
            });
            head.get("resources").forEach(r -> {
                if (r.get("name").asText().equals("vcn")) {
                    ((ObjectNode) r.get("inputs")).set("freeformTags", headTags);
                }
            });
            write("base", stack, base);
            write("head", stack, head);
        }
        Path out = tmp.resolve("comment.md");
        Tools.Result r = comment(tmp.resolve("base"), tmp.resolve("head"), out);
        assertEquals(0, r.exit(), r.err());
        String md = Files.readString(out);
        assertTrue(md.length() <= 65536, "comment of " + md.length() + " characters");
        for (String stack : List.of("a", "b", "c", "d")) {
            assertTrue(md.contains("stack `" + stack + "`"), "stack " + stack + " left out");
        }
        assertTrue(md.contains("truncated"), "nothing says the diff was cut");
    }

    @Test
    void missingBasePreviewShowsEveryStackAsNew() throws IOException {
        write("head", "dev", plan("dev"));
        Path out = tmp.resolve("comment.md");
        Tools.Result r = comment(tmp.resolve("no-base"), tmp.resolve("head"), out);
        assertEquals(0, r.exit(), r.err());
        String md = Files.readString(out);
        assertTrue(md.contains("The base branch could not be previewed"), md);
        assertTrue(md.contains("### Stack `dev`: new"), md);
    }

    @Test
    void aRejectedPlanFailsTheStep() throws IOException {
        write("base", "dev", plan("dev"));
        Files.createDirectories(tmp.resolve("head/dev"));
        Files.writeString(tmp.resolve("head/dev/plan.json"), "{not json");
        Path out = tmp.resolve("comment.md");
        Tools.Result r = comment(tmp.resolve("base"), tmp.resolve("head"), out);
        assertEquals(2, r.exit());
        assertTrue(r.err().contains("plan-diff failed on stack dev (exit 2)"), r.err());
        assertTrue(r.err().contains("is not valid JSON"), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }
}
