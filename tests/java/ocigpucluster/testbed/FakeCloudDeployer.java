package ocigpucluster.testbed;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import ocigpucluster.Repo;

/**
 * The machine that runs {@code pulumi up} against the bed's fake cloud, as the program's local
 * Commands see it: an {@code oci} on PATH that is the fake OCI CLI ({@code fakes/lib/oci_cli.py}),
 * the CLI's config file in HOME ({@code ~/.oci/config}), and the cloud's state directory.
 */
final class FakeCloudDeployer {
    static final Path CLI = Repo.path("tests/testbed/fakes/lib/oci_cli.py").toAbsolutePath();

    final Path dir;
    final Path cloud;

    private FakeCloudDeployer(Path dir, Path cloud) {
        this.dir = dir;
        this.cloud = cloud;
    }

    /** Lays the machine out under {@code dir}, its CLI config naming {@code tenancy}. */
    static FakeCloudDeployer in(Path dir, String tenancy) throws IOException {
        Path cloud = Files.createDirectories(dir.resolve("cloud"));
        Files.createDirectories(cloud.resolve("requests"));
        Files.writeString(cloud.resolve("config.json"), "{\"gpus\": 8, \"rdmaNics\": 16, \"subnet\": \"10.0.4\"}");
        Files.createDirectories(dir.resolve("home/.oci"));
        Files.writeString(
                dir.resolve("home/.oci/config"),
                "[DEFAULT]\nuser=ocid1.user.oc1..u\ntenancy=" + tenancy + "\nregion=ap-tokyo-1\n");
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Files.writeString(bin.resolve("oci"), "#!/bin/sh\nexec python3 -B " + CLI + " \"$@\"\n");
        bin.resolve("oci").toFile().setExecutable(true);
        Files.createDirectories(dir.resolve("tmp"));
        return new FakeCloudDeployer(dir, cloud);
    }

    /** A command on this machine: only its PATH, HOME, TMPDIR and the cloud's directory. */
    ProcessBuilder shell(String... command) {
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile());
        pb.environment().clear();
        pb.environment().put("PATH", dir.resolve("bin") + ":/usr/bin:/bin");
        pb.environment().put("HOME", dir.resolve("home").toString());
        pb.environment().put("TMPDIR", dir.resolve("tmp").toString());
        pb.environment().put("OCITB_CLOUD_DIR", cloud.toString());
        return pb;
    }

    /** A finished command: its exit status, what it printed, its wall time. */
    record Run(int exit, String stdout, String stderr, double seconds) {}

    /** Runs {@code command} on this machine with {@code stdin}, within the bound (an AssertionError past it). */
    Run run(String stdin, long timeoutSeconds, String... command) throws Exception {
        return run(shell(command), stdin, timeoutSeconds);
    }

    /** Runs a command built with {@link #shell} (an environment added to it) with {@code stdin}, within the bound. */
    static Run run(ProcessBuilder pb, String stdin, long timeoutSeconds) throws Exception {
        long start = System.nanoTime();
        Process p = pb.start();
        try (java.io.OutputStream in = p.getOutputStream()) {
            in.write(stdin.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        java.util.concurrent.CompletableFuture<String> out =
                java.util.concurrent.CompletableFuture.supplyAsync(() -> read(p.getInputStream()));
        java.util.concurrent.CompletableFuture<String> err =
                java.util.concurrent.CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
        if (!p.waitFor(timeoutSeconds, java.util.concurrent.TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("no end within " + timeoutSeconds + " s: " + String.join(" ", pb.command()));
        }
        return new Run(p.exitValue(), out.get(), err.get(), (System.nanoTime() - start) / 1e9);
    }

    private static String read(java.io.InputStream in) {
        try {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
