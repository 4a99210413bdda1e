package ocigpucluster.bake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import ocigpucluster.Repo;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A changed script plans a new image, and only a script the image holds: the CLI previews the dev
 * stack with its group baked from a copy of the shipped bootstrap tree laid before the program's
 * own on the classpath (the program reads the tree from the classpath), once as built, once with
 * a node script changed, once with the script of a stage the bake runs changed and once with a
 * bastion-only stage script changed; {@code plan-diff}
 * compares each with the first.
 */
@Tag("process")
class BakeRebakeProcessTest {
    private static final String BAKED = "bake.groups=[\"gpu\"]";
    private static final Path TREE = Path.of("ocigpucluster", "bootstrap");

    @TempDir
    static Path work;

    private static Path base;

    @BeforeAll
    static void baseline() throws Exception {
        base = preview(tree("base", null), "base");
    }

    @Test
    void aChangedNodeScriptReplacesTheImageAndTheGroupLaunchesFromTheNewOne() throws Exception {
        rebakes("node", Path.of("slurm", "node", "slurm-node.sh"));
    }

    @Test
    void aChangedScriptOfAStageTheBakeRunsReplacesTheImage() throws Exception {
        // container-runtime.sh runs on the bastion, and in its bake mode against the builder
        rebakes("bakestage", Path.of("containers", "container-runtime.sh"));
    }

    /** With {@code change} changed, plan-diff plans the bake again, a new image and its shape. */
    private static void rebakes(String name, Path change) throws Exception {
        Path head = preview(tree(name, change), name);
        Result diff = cli("plan-diff", base.toString(), head.toString());
        assertEquals(3, diff.exit, "a replaced image is a replacement (exit 3):\n" + diff.out + diff.err);
        assertTrue(diff.out.contains("bake-gpu-builder"), "the bake runs again:\n" + diff.out);
        assertTrue(diff.out.contains("bake-gpu-image"), "a new image:\n" + diff.out);
        assertTrue(diff.out.contains("bake-gpu-shape"), "its shape added again:\n" + diff.out);
    }

    @Test
    void aChangedBastionStageScriptBakesNothing() throws Exception {
        Path head = preview(tree("stage", Path.of("readiness", "readiness-gate.sh")), "stage");
        Result diff = cli("plan-diff", base.toString(), head.toString());
        assertEquals(1, diff.exit, "only a stage re-runs (exit 1):\n" + diff.out + diff.err);
        assertFalse(diff.out.contains("bake-gpu"), "the image is not touched:\n" + diff.out);
    }

    /** A copy of the built bootstrap tree (its text files), with one file changed when {@code change} is given. */
    private static Path tree(String name, Path change) throws IOException {
        Path from = Repo.path("target/classes").resolve(TREE);
        Path root = work.resolve("cp-" + name);
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)
                    .filter(f -> !f.getFileName().toString().endsWith(".class"))::iterator) {
                Path to = root.resolve(TREE).resolve(from.relativize(f));
                Files.createDirectories(to.getParent());
                Files.copy(f, to);
            }
        }
        if (change != null) {
            Path f = root.resolve(TREE).resolve(change);
            assertTrue(Files.isRegularFile(f), "no " + f + " to change");
            Files.writeString(f, Files.readString(f) + "# changed by BakeRebakeProcessTest\n");
        }
        return root;
    }

    private static Path preview(Path classpathFirst, String name) throws Exception {
        Path out = work.resolve("preview-" + name);
        Result r = java(
                classpathFirst,
                "preview",
                "--stack",
                "dev",
                "--config",
                Repo.path("Pulumi.dev.yaml").toString(),
                "--set",
                BAKED,
                "--set",
                "bake.replacesStaticNodes=true",
                "--out",
                out.toString());
        assertEquals(0, r.exit, "preview " + name + ":\n" + r.out + r.err);
        return out.resolve("plan.json");
    }

    private static Result cli(String... args) throws Exception {
        return java(null, args);
    }

    private record Result(int exit, String out, String err) {}

    private static Result java(Path classpathFirst, String... args) throws Exception {
        String cp = System.getProperty("java.class.path");
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1",
                "-cp",
                classpathFirst == null ? cp : classpathFirst + java.io.File.pathSeparator + cp,
                "ocigpucluster.App"));
        command.addAll(List.of(args));
        Path out = Files.createTempFile(work, "out", ".txt");
        Path err = Files.createTempFile(work, "err", ".txt");
        Process p = new ProcessBuilder(command)
                .directory(Repo.path(".").toFile())
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("the CLI did not finish within 120 s: " + List.of(args));
        }
        return new Result(
                p.exitValue(),
                Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }
}
