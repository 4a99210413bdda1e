package ocigpucluster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Without --stack, the offline commands take the stack Pulumi's CLI would: PULUMI_STACK, else the
 * one `pulumi stack select` recorded in the project's workspace file (pulumi/pulumi
 * pkg/backend/state/stacks.go, pkg/workspace/workspace.go); never a default that may be another stack.
 */
class StackSelectionTest {
    @TempDir
    Path project;

    @TempDir
    Path pulumiHome;

    private final Map<String, String> env = new HashMap<>();

    private StackSelection selection() {
        env.put("PULUMI_HOME", pulumiHome.toString());
        return new StackSelection(env, project, Path.of("/nonexistent-home"));
    }

    /** What `pulumi stack select` writes: workspaces/<project>-<sha1 of the Pulumi.yaml path>-workspace.json. */
    private void selectInWorkspace(String json) throws Exception {
        Path projectFile = project.resolve("Pulumi.yaml");
        String sha1 = HexFormat.of()
                .formatHex(MessageDigest.getInstance("SHA-1")
                        .digest(projectFile.toString().getBytes(StandardCharsets.UTF_8)));
        Path file = pulumiHome.resolve("workspaces/oci-gpu-cluster-" + sha1 + "-workspace.json");
        Files.createDirectories(file.getParent());
        Files.writeString(file, json);
    }

    private void projectWithStacks(String... stacks) throws Exception {
        Files.writeString(project.resolve("Pulumi.yaml"), "name: oci-gpu-cluster\nruntime: java\n");
        for (String s : stacks) {
            Files.writeString(project.resolve("Pulumi." + s + ".yaml"), "config: {}\n");
        }
    }

    @Test
    void theStackPulumiStackSelectRecordedIsTheDefault() throws Exception {
        projectWithStacks("dev", "prod");
        selectInWorkspace("{\"stacks\": {\"https://api.pulumi.com\": \"myorg/oci-gpu-cluster/prod\"}}");
        var s = selection().select(null, null);
        assertEquals("prod", s.name());
        assertTrue(s.source().startsWith("pulumi stack select"), s.source());
    }

    @Test
    void theWorkspaceFileOfOlderClisToo() throws Exception {
        projectWithStacks("dev", "prod");
        selectInWorkspace("{\"stack\": \"prod\"}");
        assertEquals("prod", selection().select(null, null).name());
    }

    @Test
    void pulumiStackWinsOverTheWorkspaceAndStackOverBoth() throws Exception {
        projectWithStacks("dev", "prod", "ondemand");
        selectInWorkspace("{\"stack\": \"prod\"}");
        env.put("PULUMI_STACK", "myorg/ondemand");
        assertEquals("ondemand", selection().select(null, null).name());
        assertEquals("dev", selection().select("dev", null).name());
        assertEquals(
                "prod", selection().select(null, Path.of("x/Pulumi.prod.yaml")).name());
    }

    @Test
    void aConfigFileOfAnotherNameNamesTheStackWhenNothingIsSelected() throws Exception {
        projectWithStacks("dev");
        assertEquals("ci", selection().select(null, Path.of("/tmp/ci.yaml")).name());
        env.put("PULUMI_STACK", "dev");
        assertEquals("dev", selection().select(null, Path.of("/tmp/ci.yaml")).name(), "the selected stack first");
    }

    @Test
    void selectionsThatDifferByBackendNeedTheBackendNamed() throws Exception {
        projectWithStacks("dev", "prod");
        selectInWorkspace("{\"stacks\": {\"https://api.pulumi.com\": \"prod\", \"file://~\": \"dev\"}}");
        var e = assertThrows(
                StackSelection.NoStackException.class, () -> selection().select(null, null));
        assertTrue(e.getMessage().contains("PULUMI_BACKEND_URL"), e.getMessage());
        env.put("PULUMI_BACKEND_URL", "file://~");
        assertEquals("dev", selection().select(null, null).name());
    }

    @Test
    void nothingSelectedIsAnErrorNamingTheStacksThere() throws Exception {
        projectWithStacks("dev", "prod");
        var e = assertThrows(
                StackSelection.NoStackException.class, () -> selection().select(null, null));
        assertEquals(
                "no stack selected: give --stack NAME (stack files here: dev, prod), select one with"
                        + " `pulumi stack select NAME`, or set PULUMI_STACK=NAME",
                e.getMessage());
    }

    @Test
    void validateAndPreviewUseTheSelectedStack() throws Exception {
        // the repository's own stacks, PULUMI_STACK=prod: validate reads Pulumi.prod.yaml
        env.put("PULUMI_STACK", "prod");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        ValidateCommand validate = new ValidateCommand();
        validate.selection = new StackSelection(env, Path.of(""), Path.of("/nonexistent-home"));
        CommandLine cl = new CommandLine(validate);
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        assertEquals(0, cl.execute(), out.toString());
        assertTrue(out.toString().contains("configuration of stack prod is valid"), out.toString());
        assertEquals("stack prod (chosen by PULUMI_STACK)\n", err.toString());

        PreviewCommand preview = new PreviewCommand();
        preview.selection = new StackSelection(Map.of(), Path.of(""), Path.of("/nonexistent-home"));
        cl = new CommandLine(preview);
        StringWriter perr = new StringWriter();
        cl.setErr(new PrintWriter(perr, true));
        cl.setOut(new PrintWriter(new StringWriter(), true));
        assertEquals(2, cl.execute("--out", project.resolve("out").toString()));
        assertTrue(perr.toString().startsWith("error: no stack selected"), perr.toString());
    }
}
