package ocigpucluster.bootstrap;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs a local tool for a test; a missing tool fails the test with how to install it. */
public final class Shell {
    public record Result(int exit, String stdout, String stderr) {}

    private Shell() {}

    public static Result run(Path workDir, Map<String, String> env, String stdin, List<String> command)
            throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command).directory(workDir.toFile());
        pb.environment().putAll(env);
        Path out = Files.createTempFile(workDir, "out", ".txt");
        Path err = Files.createTempFile(workDir, "err", ".txt");
        pb.redirectOutput(out.toFile()).redirectError(err.toFile());
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            throw new AssertionError(
                    "cannot run " + command.get(0) + " (" + e.getMessage() + "); install it: apt-get install -y "
                            + (command.get(0).equals("python3") ? "python3" : command.get(0)),
                    e);
        }
        try (var in = p.getOutputStream()) {
            if (stdin != null) {
                in.write(stdin.getBytes(StandardCharsets.UTF_8));
            }
        }
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError(command.get(0) + " did not finish in 60 s");
        }
        Result r = new Result(
                p.exitValue(),
                Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
        Files.delete(out);
        Files.delete(err);
        return r;
    }
}
