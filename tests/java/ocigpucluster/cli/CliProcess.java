package ocigpucluster.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs the CLI in its own JVM, the way a person runs the jar: the only way to see everything it
 * prints on the real stdout and stderr file descriptors.
 */
record CliProcess(int exitCode, String stdout, String stderr) {

    private static final Path JAR = Path.of("target/oci-gpu-cluster.jar");
    private static final Path ARCHIVE = Path.of("target/oci-gpu-cluster.jsa");

    /**
     * The program as the launcher (bin/oci-gpu-cluster) runs it, the packaged jar with its
     * class-data-sharing archive, when the jar is newer than every compiled class (as in `mvn
     * verify`, where these tests run after package): a run then costs about half the CPU. Else
     * (a single test run before package) the compiled classes.
     */
    private static final List<String> PROGRAM = packagedJarIsCurrent()
            ? List.of(
                    "-XX:+UseSerialGC",
                    "-Xshare:auto",
                    "-Xlog:cds=off",
                    "-Xlog:cds+dynamic=off",
                    "-XX:SharedArchiveFile=" + ARCHIVE.toAbsolutePath(),
                    "-jar",
                    JAR.toAbsolutePath().toString())
            : List.of("-cp", System.getProperty("java.class.path"), "ocigpucluster.App");

    private static boolean packagedJarIsCurrent() {
        if (!java.nio.file.Files.isRegularFile(JAR) || !java.nio.file.Files.isRegularFile(ARCHIVE)) {
            return false;
        }
        try (var classes = java.nio.file.Files.walk(Path.of("target/classes"))) {
            long jar = java.nio.file.Files.getLastModifiedTime(JAR).toMillis();
            return classes.filter(java.nio.file.Files::isRegularFile).allMatch(f -> {
                try {
                    return java.nio.file.Files.getLastModifiedTime(f).toMillis() <= jar;
                } catch (IOException e) {
                    return false;
                }
            });
        } catch (IOException e) {
            return false;
        }
    }

    static CliProcess run(String... args) {
        return runIn(null, args);
    }

    /** Runs the CLI with {@code cwd} as its working directory (null: this JVM's). */
    static CliProcess runIn(Path cwd, String... args) {
        return runWith(List.of(), cwd, null, args);
    }

    /** With extra JVM options (e.g. a small -Xmx), a working directory and a file as standard input (null: none). */
    static CliProcess runWith(List<String> jvmOptions, Path cwd, Path stdin, String... args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.add("-XX:TieredStopAtLevel=1"); // short-lived: start fast
        command.addAll(PROGRAM);
        command.addAll(List.of(args));
        try {
            Path out = java.nio.file.Files.createTempFile("cli-out", ".txt");
            Path err = java.nio.file.Files.createTempFile("cli-err", ".txt");
            ProcessBuilder pb = new ProcessBuilder(command);
            if (cwd != null) {
                pb.directory(cwd.toFile());
            }
            if (stdin != null) {
                pb.redirectInput(stdin.toFile());
            }
            Process p =
                    pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("the CLI did not finish within 60 s: " + List.of(args));
            }
            CliProcess result = new CliProcess(
                    p.exitValue(),
                    java.nio.file.Files.readString(out, StandardCharsets.UTF_8),
                    java.nio.file.Files.readString(err, StandardCharsets.UTF_8));
            java.nio.file.Files.deleteIfExists(out);
            java.nio.file.Files.deleteIfExists(err);
            return result;
        } catch (IOException e) {
            throw new AssertionError("cannot start the CLI: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    /** The in-process CLI with captured streams (enough where the command writes to picocli's own streams). */
    record InProcess(int exitCode, String stdout, String stderr) {
        static InProcess run(String... args) {
            var out = new java.io.StringWriter();
            var err = new java.io.StringWriter();
            var cl = Cli.commandLine();
            cl.setOut(new java.io.PrintWriter(out, true));
            cl.setErr(new java.io.PrintWriter(err, true));
            int code = cl.execute(args);
            return new InProcess(code, out.toString(), err.toString());
        }
    }
}
