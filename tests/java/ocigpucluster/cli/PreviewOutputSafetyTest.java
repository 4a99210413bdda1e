package ocigpucluster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code preview --out} never deletes or overwrites a file it did not write: a sweep over the
 * places a person (or an unset variable) can point it at. Every refused case must leave the
 * whole sandbox byte for byte as it was; every accepted one must leave only the preview's files.
 */
@Tag("process")
class PreviewOutputSafetyTest {
    @TempDir
    Path sandbox;

    private Path project;

    /** A copy of the project's own files, as a user's checkout would have them. */
    @BeforeEach
    void project() throws IOException {
        project = Files.createDirectories(sandbox.resolve("project"));
        for (String f : List.of(
                "Pulumi.yaml",
                "Pulumi.dev.yaml",
                "cloud-init/bastion.yaml",
                "cloud-init/gpu-node-cluster.yaml",
                "cloud-init/gpu-node-single.yaml")) {
            Files.createDirectories(project.resolve(f).getParent());
            Files.copy(Path.of(f), project.resolve(f));
        }
    }

    /** Every file, directory and link under the sandbox with its content (links as their target). */
    private Map<String, String> snapshot() throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> all = Files.walk(sandbox)) {
            for (Path p : (Iterable<Path>) all::iterator) {
                String rel = sandbox.relativize(p).toString();
                if (Files.isSymbolicLink(p)) {
                    out.put(rel, "-> " + Files.readSymbolicLink(p));
                } else if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                    out.put(rel, "dir");
                } else {
                    out.put(rel, Files.readString(p));
                }
            }
        }
        return out;
    }

    private CliProcess preview(String out, String... more) {
        List<String> args = new ArrayList<>(List.of("preview", "--stack", "dev", "--out", out));
        args.addAll(List.of(more));
        return CliProcess.runIn(project, args.toArray(String[]::new));
    }

    private static void assertCleanRefusal(CliProcess run, String what) {
        assertEquals(2, run.exitCode(), what + ": " + run.stdout() + run.stderr());
        assertTrue(run.stderr().startsWith("error: --out"), what + ": " + run.stderr());
        assertFalse(run.stderr().contains("Exception") || run.stderr().contains("\tat "), run.stderr());
    }

    private void assertRefusedAndUntouched(String out, String what) throws IOException {
        Map<String, String> before = snapshot();
        CliProcess run = preview(out);
        assertCleanRefusal(run, what);
        assertEquals(before, snapshot(), what + ": the sandbox changed");
    }

    private static List<String> tree(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            return all.filter(Files::isRegularFile)
                    .map(p -> dir.relativize(p).toString())
                    .sorted()
                    .toList();
        }
    }

    @Test
    void everyPlaceHoldingSomeoneElsesFilesIsRefusedAndLeftAsItWas() throws IOException {
        Path userDir = Files.createDirectories(sandbox.resolve("user"));
        Files.writeString(userDir.resolve("notes.txt"), "mine\n");
        Files.createDirectories(userDir.resolve("scripts"));
        Files.writeString(userDir.resolve("scripts/deploy.sh"), "echo mine\n");
        Files.createDirectories(userDir.resolve("cloud-init"));
        Files.writeString(userDir.resolve("cloud-init/mine.yaml"), "#cloud-config\n");
        Path aFile = Files.writeString(sandbox.resolve("a-file.txt"), "not a directory\n");
        Files.createSymbolicLink(sandbox.resolve("link-to-user"), userDir);
        Files.createSymbolicLink(sandbox.resolve("dangling"), sandbox.resolve("nowhere"));

        assertRefusedAndUntouched("", "an empty --out (an unset variable)");
        assertRefusedAndUntouched("  ", "a blank --out");
        assertRefusedAndUntouched(".", "the project root as .");
        assertRefusedAndUntouched(project.toString(), "the project root by its path");
        assertRefusedAndUntouched("cloud-init", "the project's own cloud-init/");
        assertRefusedAndUntouched(userDir.toString(), "a directory of the user's files");
        assertRefusedAndUntouched(aFile.toString(), "a regular file");
        assertRefusedAndUntouched(aFile.resolve("sub").toString(), "below a regular file");
        assertRefusedAndUntouched(sandbox.resolve("link-to-user").toString(), "a link to the user's directory");
        assertRefusedAndUntouched(sandbox.resolve("dangling").toString(), "a dangling link");
        assertRefusedAndUntouched(sandbox.toString(), "a parent of the project");
    }

    @Test
    void aPreviousPreviewIsReplacedWithoutStaleFilesButNotOnceSomeoneAddedAFile() throws IOException {
        Path out = sandbox.resolve("previews/dev");
        CliProcess first = preview(out.toString(), "--set", "bootstrap.tensorflowSample=true");
        assertEquals(0, first.exitCode(), first.stderr());
        assertTrue(
                tree(out).contains("scripts/bootstrap-tensorflow-sample.sh"),
                tree(out).toString());
        assertEquals(
                "rwxr-xr-x",
                java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(out)),
                "the output directory is as private as a temporary one");

        CliProcess second = preview(out.toString());
        assertEquals(0, second.exitCode(), second.stderr());
        assertFalse(
                tree(out).contains("scripts/bootstrap-tensorflow-sample.sh"), "a stale script survives: " + tree(out));
        assertTrue(tree(out).contains("plan.json"));
        try (Stream<Path> siblings = Files.list(out.getParent())) {
            assertEquals(
                    List.of("dev"),
                    siblings.map(p -> p.getFileName().toString()).toList(),
                    "temporary directories are left beside the output");
        }

        // a nested output inside a previous one is new, so allowed ...
        assertEquals(0, preview(out.resolve("nested").toString()).exitCode());
        // ... but then the outer one holds something the outer preview did not write
        assertRefusedAndUntouched(out.toString(), "a previous output holding a nested one");
        deleteTree(out.resolve("nested"));

        Files.writeString(out.resolve("scripts/mine.sh"), "echo mine\n");
        assertRefusedAndUntouched(out.toString(), "a previous output with a file the user added");
        Files.delete(out.resolve("scripts/mine.sh"));

        Files.writeString(out.resolve("plan.json"), "{\"edited\": true}\n");
        assertRefusedAndUntouched(out.toString(), "a previous output whose plan.json the user edited");
    }

    @Test
    void anEmptyDirectoryOrALinkToOneIsUsedInPlace() throws IOException {
        Path empty = Files.createDirectories(sandbox.resolve("empty"));
        Files.createSymbolicLink(sandbox.resolve("link"), empty);
        CliProcess run = preview(sandbox.resolve("link").toString());
        assertEquals(0, run.exitCode(), run.stderr());
        assertTrue(Files.isSymbolicLink(sandbox.resolve("link")), "the link was replaced");
        assertTrue(Files.isRegularFile(empty.resolve("plan.json")));
    }

    @Test
    void aFailedRunLeavesNoPlanNeitherHalfWrittenNorStale() throws IOException {
        Path out = sandbox.resolve("out");
        assertEquals(0, preview(out.toString()).exitCode());
        CliProcess failed = preview(out.toString(), "--set", "cluster.nodeCount=0");
        assertEquals(2, failed.exitCode(), failed.stderr());
        assertFalse(Files.exists(out.resolve("plan.json")), "the previous run's plan.json reads as this run's");
        try (Stream<Path> left = Files.list(sandbox)) {
            assertEquals(
                    List.of("out", "project"),
                    left.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted((a, b) -> b.compareTo(a)).toList()) {
                Files.delete(p);
            }
        }
    }
}
