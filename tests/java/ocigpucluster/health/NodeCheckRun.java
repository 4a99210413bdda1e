package ocigpucluster.health;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import ocigpucluster.bootstrap.ShippedBootstrap;

/**
 * Runs checks of lib/node-checks.sh against stub tools; returns what they recorded: failures
 * (node_fail), warnings (check_warn) and refused queries (check_refused), one "CODE\tdetail" line each.
 */
final class NodeCheckRun {
    /** The recorded nvidia-smi captures and their replay (README.md there names each source). */
    static final Path CAPTURES =
            Path.of("tests/resources/ocigpucluster/health/nvidia-smi").toAbsolutePath();

    private static final String DRIVER = """
            set -euo pipefail
            source "$1/lib/node-lib.sh"
            source "$1/lib/node-checks.sh"
            checks_reset
            for check in $2; do "$check"; done
            echo "--failures"; cat "$NODE_STATE_DIR/failures"
            echo "--warnings"; cat "$NODE_STATE_DIR/warnings"
            echo "--refused"; cat "$NODE_STATE_DIR/refused"
            echo "--fields"; cat "$NODE_STATE_DIR/fields"
            """;

    /** What a run recorded. */
    record Result(String failures, String warnings, String refused, String fields, long millis) {
        /** The first recorded code of any kind, or "" when nothing was. */
        String codes() {
            return (failures + warnings + refused)
                    .lines()
                    .map(l -> l.split("\t")[0])
                    .toList()
                    .toString();
        }
    }

    private NodeCheckRun() {}

    /** The stub body that replays the capture (nvidia-smi/replay.py). */
    static String replay() {
        return "exec python3 " + CAPTURES.resolve("replay.py") + " \"$@\"\n";
    }

    /** The environment that points the replay at a capture, plus more knobs (NVSMI_SET, ...). */
    static Map<String, String> capture(String file, String... knobs) {
        Map<String, String> env = new HashMap<>();
        env.put("NVSMI_CAPTURE", CAPTURES.resolve(file).toString());
        for (int i = 0; i < knobs.length; i += 2) {
            env.put(knobs[i], knobs[i + 1]);
        }
        return env;
    }

    /** The failures one check recorded (the old contract). */
    static String failures(Path dir, String check, Map<String, String> stubs, Map<String, String> env)
            throws Exception {
        return run(dir, check, stubs, env).failures();
    }

    /**
     * @param checks the check functions' names, space-separated
     * @param stubs  tool name to its bash body, put first on PATH
     * @param env    the variables the checks read
     */
    static Result run(Path dir, String checks, Map<String, String> stubs, Map<String, String> env) throws Exception {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        for (Map.Entry<String, String> stub : stubs.entrySet()) {
            Path tool = bin.resolve(stub.getKey());
            Files.writeString(tool, "#!/usr/bin/env bash\n" + stub.getValue());
            Files.setPosixFilePermissions(tool, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        ProcessBuilder b = new ProcessBuilder(
                "bash", "-c", DRIVER, "driver", ShippedBootstrap.root().toString(), checks);
        b.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        b.environment().put("NODE_NAME", "inst-test-ao");
        b.environment()
                .put("TMPDIR", Files.createDirectories(dir.resolve("tmp")).toString());
        b.environment().put("HEALTH_RUN_DIR", dir.resolve("run").toString());
        b.environment().putAll(env);
        b.redirectError(ProcessBuilder.Redirect.DISCARD);
        long started = System.nanoTime();
        Process p = b.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the check did not finish");
        long ms = (System.nanoTime() - started) / 1_000_000;
        assertEquals(0, p.exitValue(), out);
        Map<String, StringBuilder> parts = new HashMap<>();
        StringBuilder current = new StringBuilder();
        for (String line : out.split("\n", -1)) {
            if (line.matches("--(failures|warnings|refused|fields)")) {
                current = parts.computeIfAbsent(line.substring(2), k -> new StringBuilder());
            } else if (!line.isEmpty()) {
                current.append(line).append('\n');
            }
        }
        return new Result(
                parts.get("failures").toString(),
                parts.get("warnings").toString(),
                parts.get("refused").toString(),
                parts.get("fields").toString(),
                ms);
    }
}
