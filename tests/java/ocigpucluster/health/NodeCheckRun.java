package ocigpucluster.health;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import ocigpucluster.bootstrap.ShippedBootstrap;

/** Runs one check of lib/node-checks.sh against stub tools; returns the failures it recorded. */
final class NodeCheckRun {
    private static final String DRIVER = """
            set -euo pipefail
            source "$1/lib/node-lib.sh"
            source "$1/lib/node-checks.sh"
            "$2"
            cat "$NODE_STATE_DIR/failures"
            """;

    private NodeCheckRun() {}

    /**
     * @param check the check function's name
     * @param stubs tool name to its bash body, put first on PATH
     * @param env   the variables the check reads
     */
    static String failures(Path dir, String check, Map<String, String> stubs, Map<String, String> env)
            throws Exception {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        for (Map.Entry<String, String> stub : stubs.entrySet()) {
            Path tool = bin.resolve(stub.getKey());
            Files.writeString(tool, "#!/usr/bin/env bash\n" + stub.getValue());
            Files.setPosixFilePermissions(tool, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        ProcessBuilder b = new ProcessBuilder(
                "bash", "-c", DRIVER, "driver", ShippedBootstrap.root().toString(), check);
        b.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        b.environment().put("NODE_NAME", "inst-test-ao");
        b.environment().putAll(env);
        b.redirectError(ProcessBuilder.Redirect.DISCARD);
        Process p = b.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the check did not finish");
        assertEquals(0, p.exitValue(), out);
        return out;
    }
}
