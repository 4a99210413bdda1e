package ocigpucluster.ops;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs external tools from tests, bounded in time; a missing tool fails loudly with how to install it. */
final class Tools {
    record Result(int exit, String out, String err) {}

    private Tools() {}

    /** The tool on PATH (or the path in {@code overrideEnv}), else an AssertionError naming the install command. */
    static String require(String tool, String overrideEnv, String install) {
        String override = overrideEnv == null ? null : System.getenv(overrideEnv);
        if (override != null && !override.isBlank()) {
            return override;
        }
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, tool))) {
                return Path.of(dir, tool).toString();
            }
        }
        throw new AssertionError(tool + " is not installed (needed by this test); install it with: " + install
                + (overrideEnv == null ? "" : " (or point " + overrideEnv + " at it)"));
    }

    static Result run(List<String> command, Map<String, String> env, int timeoutSeconds) {
        return run(command, env, timeoutSeconds, null, null);
    }

    /** As {@link #run(List, Map, int)}, in directory {@code cwd} and reading {@code stdin} (null: the defaults). */
    static Result run(List<String> command, Map<String, String> env, int timeoutSeconds, Path cwd, Path stdin) {
        try {
            Path out = Files.createTempFile("tool-out", ".txt");
            Path err = Files.createTempFile("tool-err", ".txt");
            try {
                ProcessBuilder pb = new ProcessBuilder(new ArrayList<>(command))
                        .redirectOutput(out.toFile())
                        .redirectError(err.toFile());
                if (cwd != null) {
                    pb.directory(cwd.toFile());
                }
                if (stdin != null) {
                    pb.redirectInput(stdin.toFile());
                }
                pb.environment().putAll(env);
                Process p = pb.start();
                if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                    throw new AssertionError(
                            String.join(" ", command) + " did not finish within " + timeoutSeconds + " s");
                }
                return new Result(
                        p.exitValue(),
                        Files.readString(out, StandardCharsets.UTF_8),
                        Files.readString(err, StandardCharsets.UTF_8));
            } finally {
                Files.deleteIfExists(out);
                Files.deleteIfExists(err);
            }
        } catch (IOException e) {
            throw new AssertionError("cannot run " + command, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted running " + command, e);
        }
    }
}
