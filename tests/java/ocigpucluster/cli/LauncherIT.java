package ocigpucluster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged program as users start it (runs after {@code package}): the launcher uses the
 * build's class-data-sharing archive, and a stale, broken or missing archive changes nothing but
 * speed: same output, exit 0, no JVM warning. {@code java -jar} keeps working.
 */
@Tag("packaged")
class LauncherIT {
    private static final Path ROOT = Path.of("").toAbsolutePath();
    private static final Path JAR = ROOT.resolve("target/oci-gpu-cluster.jar");
    private static final Path ARCHIVE = ROOT.resolve("target/oci-gpu-cluster.jsa");
    private static final Path LAUNCHER = ROOT.resolve("bin/oci-gpu-cluster");
    /** What the JVM prints (with -Xlog:class+load) for a class taken from the dynamic archive. */
    private static final String FROM_ARCHIVE = "source: shared objects file (top)";
    /** What --version prints: the version pom.xml states. */
    private static final String VERSION = "oci-gpu-cluster " + ocigpucluster.release.PomVersion.read();

    private record Run(int exit, String out, String err) {}

    private static Run run(Map<String, String> env, String... command) throws IOException, InterruptedException {
        var pb = new ProcessBuilder(command).directory(ROOT.toFile());
        pb.environment().remove("JDK_JAVA_OPTIONS");
        pb.environment().putAll(env);
        var out = Files.createTempFile("launcher", ".out");
        var err = Files.createTempFile("launcher", ".err");
        var p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(p.waitFor(180, TimeUnit.SECONDS), "timed out: " + String.join(" ", command));
        var r = new Run(
                p.exitValue(),
                Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
        Files.delete(out);
        Files.delete(err);
        return r;
    }

    /** stdout lines that are not -Xlog output (the java launcher applies JDK_JAVA_OPTIONS; -Xlog writes to stdout). */
    private static String programOutput(Run r) {
        var lines = new ArrayList<String>();
        for (var l : r.out().split("\n")) {
            if (!l.startsWith("[")) {
                lines.add(l);
            }
        }
        return String.join("\n", lines).strip();
    }

    private static long classesFromArchive(Run r) {
        return r.out().lines().filter(l -> l.contains(FROM_ARCHIVE)).count();
    }

    private static final Map<String, String> LOG_CLASS_LOAD = Map.of("JDK_JAVA_OPTIONS", "-Xlog:class+load=info");

    @Test
    void theBuildMadeAnArchiveAndTheLauncherUsesIt() throws Exception {
        assertTrue(Files.size(ARCHIVE) > 1_000_000, ARCHIVE + " missing or empty: the package phase makes it");
        var r = run(LOG_CLASS_LOAD, LAUNCHER.toString(), "--version");
        assertEquals(0, r.exit(), r.err());
        assertEquals(VERSION, programOutput(r));
        assertTrue(classesFromArchive(r) > 100, "only " + classesFromArchive(r) + " classes came from the archive");
    }

    @Test
    void javaDashJarStillWorks() throws Exception {
        var r = run(Map.of(), "java", "-jar", JAR.toString(), "--version");
        assertEquals(0, r.exit(), r.err());
        assertEquals(VERSION, r.out().strip());
    }

    /**
     * A copy of the project (launcher, jar, archive) elsewhere: the archive names the original jar
     * path, so it is stale there; then a broken archive; then none. Each: same answer, exit 0, and
     * nothing on stderr beyond the java launcher's own note about JDK_JAVA_OPTIONS.
     */
    @Test
    void aStaleBrokenOrMissingArchiveIsHarmless(@TempDir Path tmp) throws Exception {
        Files.createDirectories(tmp.resolve("bin"));
        Files.createDirectories(tmp.resolve("target"));
        var launcher = Files.copy(LAUNCHER, tmp.resolve("bin/oci-gpu-cluster"));
        Files.copy(JAR, tmp.resolve("target/oci-gpu-cluster.jar"));
        var archive = Files.copy(ARCHIVE, tmp.resolve("target/oci-gpu-cluster.jsa"));

        List<String> cases = List.of("stale", "broken", "missing");
        for (var c : cases) {
            if (c.equals("broken")) {
                Files.write(archive, "not a CDS archive".getBytes(StandardCharsets.UTF_8));
            } else if (c.equals("missing")) {
                Files.delete(archive);
            }
            var r = run(LOG_CLASS_LOAD, launcher.toString(), "--version");
            assertEquals(0, r.exit(), c + ": " + r.err());
            assertEquals(VERSION, programOutput(r), c);
            assertEquals(0, classesFromArchive(r), c + ": classes came from an archive that does not fit");
            var stderr = r.err()
                    .lines()
                    .filter(l -> !l.startsWith("NOTE: Picked up JDK_JAVA_OPTIONS"))
                    .toList();
            assertEquals(List.of(), stderr, c + ": the JVM complained");
        }
        // the real preview too, without the archive
        var out = tmp.resolve("preview");
        var r = run(Map.of(), launcher.toString(), "preview", "--stack", "dev", "--out", out.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(Files.isRegularFile(out.resolve("plan.json")));
        assertFalse(r.out().isBlank());
    }

    /**
     * A stand-in for the Pulumi CLI on PATH: it records the arguments it was started with and
     * exits 0. The launcher only execs pulumi, so what is checked is whether and how it is started.
     */
    private static Path fakePulumi(Path dir) throws IOException {
        Path bin = Files.createDirectories(dir.resolve("fakebin"));
        Path pulumi = bin.resolve("pulumi");
        Files.writeString(pulumi, "#!/usr/bin/env bash\nprintf '%s\\n' \"$@\" >\"$FAKE_PULUMI_ARGS\"\n");
        pulumi.toFile().setExecutable(true);
        return bin;
    }

    private static Map<String, String> pathWith(Path bin, Path argsFile) {
        return Map.of(
                "PATH", bin + ":" + System.getenv("PATH"),
                "FAKE_PULUMI_ARGS", argsFile.toString(),
                "JAVA_HOME", System.getProperty("java.home"));
    }

    @Test
    void pulumiUpRunsValidateForDeployFirstAndStopsOnPlaceholders(@TempDir Path tmp) throws Exception {
        Path args = tmp.resolve("args");
        var r = run(pathWith(fakePulumi(tmp), args), LAUNCHER.toString(), "pulumi", "up", "--stack", "prod", "--yes");
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("error: compartmentId: 'ocid1.compartment.oc1..aaaaaaaaexample"), r.out());
        assertTrue(r.out().contains("[PLACEHOLDER_VALUE]"), r.out());
        assertTrue(r.err().contains("error: pulumi up not started"), r.err());
        assertFalse(Files.exists(args), "pulumi was not started");
    }

    @Test
    void pulumiUpStartsPulumiWhenTheStackIsReady(@TempDir Path tmp) throws Exception {
        Path project = Files.createDirectories(tmp.resolve("project"));
        Files.copy(ROOT.resolve("Pulumi.yaml"), project.resolve("Pulumi.yaml"));
        Files.writeString(
                project.resolve("Pulumi.real.yaml"),
                Files.readString(ROOT.resolve("Pulumi.dev.yaml"))
                        .replace("aaaaaaaaexampledevcompartment", "aaaaaaaa4kq2ypm3vd5tbx7qnwz6rpc3l")
                        .replace("aaaaaaaaexamplegpuclusternetworkingimage", "aaaaaaaa7xk2lq4mzt6pfw3vjc5nyd2bsh6")
                        .replace("dev-placeholder@example", "ops@example.com")
                        .replace(
                                "AAABAExamplePlaceholderOnlyTheOfflinePreviewAcceptsThisValue==",
                                "v1:yV2mKf9v:3QhZb0nV8"));
        Path args = tmp.resolve("args");
        Path bin = fakePulumi(tmp);
        var r = run(pathWith(bin, args), LAUNCHER.toString(), "pulumi", "-C", project.toString(), "up", "-sreal");
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("configuration of stack real is valid for a deployment"), r.out());
        assertEquals(List.of("-C", project.toString(), "up", "-sreal"), Files.readAllLines(args));

        // other pulumi commands start at once
        Files.delete(args);
        var preview = run(pathWith(bin, args), LAUNCHER.toString(), "pulumi", "preview", "--stack", "prod");
        assertEquals(0, preview.exit(), preview.err());
        assertEquals(List.of("preview", "--stack", "prod"), Files.readAllLines(args));
    }

    @Test
    void pulumiMissingIsSaidPlainly(@TempDir Path tmp) throws Exception {
        // a PATH with only what the launcher itself needs (bash for its shebang, dirname)
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        for (String tool : List.of("bash", "dirname")) {
            Files.createSymbolicLink(bin.resolve(tool), Path.of(which(tool)));
        }
        var r = run(
                Map.of("PATH", bin.toString(), "JAVA_HOME", System.getProperty("java.home")),
                LAUNCHER.toString(),
                "pulumi",
                "up");
        assertEquals(127, r.exit(), r.err());
        assertEquals(
                "error: the Pulumi CLI (pulumi) is not on PATH; install it: https://www.pulumi.com/docs/install/",
                r.err().strip());
    }

    private static String which(String tool) {
        for (String dir : System.getenv("PATH").split(":")) {
            if (Files.isExecutable(Path.of(dir, tool))) {
                return Path.of(dir, tool).toString();
            }
        }
        throw new AssertionError(tool + " is not on PATH");
    }
}
