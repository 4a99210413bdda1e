package ocigpucluster.component;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import ocigpucluster.Repo;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The TypeScript example (examples/component-ts) type-checks against the SDK written from the
 * component's schema, with the TypeScript compiler and @pulumi/pulumi its lockfile pins (npm ci
 * in .ci/install-test-tools); a wrong input name in it does not.
 */
@Tag("process")
class ComponentTypeScriptTest {
    private static final Path EXAMPLE = Repo.path("examples/component-ts");
    private static final Path TSC = EXAMPLE.resolve("node_modules/.bin/tsc");

    private record Run(int exit, String output) {}

    private static Run tsc(Path project) throws IOException, InterruptedException {
        if (!Files.isExecutable(TSC)) {
            fail(TSC + " is missing: bash .ci/install-test-tools installs the example's packages (npm ci)");
        }
        Process p = new ProcessBuilder(TSC.toString(), "--noEmit", "-p", project.toString())
                .redirectErrorStream(true)
                .start();
        // a cold compile of the example takes ~20 s on 2 cores
        if (!p.waitFor(300, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("tsc did not finish in 300 s on " + project);
        }
        return new Run(p.exitValue(), new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
    }

    @Test
    void theExampleTypeChecksAndAWrongInputNameDoesNot() throws Exception {
        Run ok = tsc(EXAMPLE);
        assertEquals(0, ok.exit(), "the example does not type-check:\n" + ok.output());

        // the same program with a misspelt input, one at the top and one in a group: two files, as
        // tsc reports the first wrong property of an object literal only
        Path wrong = Repo.path("target/component-ts-wrong-input");
        Files.createDirectories(wrong.resolve("sdk"));
        String program = Files.readString(EXAMPLE.resolve("index.ts"));
        String top = program.replace("    compartmentId:", "    compartmentID:");
        String group = program.replace("nodeCount: 2", "nodeCountt: 2");
        assertNotEquals(program, top);
        assertNotEquals(program, group);
        Files.writeString(wrong.resolve("top.ts"), top);
        Files.writeString(wrong.resolve("group.ts"), group);
        Files.copy(
                EXAMPLE.resolve("sdk/index.ts"),
                wrong.resolve("sdk/index.ts"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.writeString(
                wrong.resolve("tsconfig.json"),
                "{\"extends\": \"" + EXAMPLE.resolve("tsconfig.json").toAbsolutePath()
                        + "\", \"files\": [\"top.ts\", \"group.ts\", \"sdk/index.ts\"]}\n");
        Path modules = wrong.resolve("node_modules");
        if (!Files.exists(modules, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            Files.createSymbolicLink(modules, EXAMPLE.resolve("node_modules").toAbsolutePath());
        }
        Run bad = tsc(wrong);
        assertNotEquals(0, bad.exit(), "a wrong input name passed the type check:\n" + bad.output());
        assertTrue(bad.output().contains("'compartmentID' does not exist in type 'ClusterArgs'"), bad.output());
        assertTrue(bad.output().contains("'nodeCountt' does not exist in type"), bad.output());
    }
}
