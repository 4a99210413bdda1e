package ocigpucluster.health;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.TimeUnit;
import ocigpucluster.bootstrap.ShippedBootstrap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** lib/node-checks.sh's check_gpu_memory against nvidia-smi's answers, refusals included. */
@Tag("process")
class GpuMemoryCheckTest {
    /** Sources the node library and the checks, runs the one check, prints what it recorded. */
    private static final String DRIVER = """
            set -euo pipefail
            source "$1/lib/node-lib.sh"
            source "$1/lib/node-checks.sh"
            check_gpu_memory
            cat "$NODE_STATE_DIR/failures"
            """;

    private static String run(Path dir, String nvidiaSmi) throws Exception {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path stub = bin.resolve("nvidia-smi");
        Files.writeString(stub, "#!/usr/bin/env bash\n" + nvidiaSmi);
        Files.setPosixFilePermissions(stub, PosixFilePermissions.fromString("rwxr-xr-x"));
        ProcessBuilder b = new ProcessBuilder(
                "bash", "-c", DRIVER, "driver", ShippedBootstrap.root().toString());
        b.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        b.environment().put("NODE_NAME", "inst-test-ao");
        b.redirectError(ProcessBuilder.Redirect.DISCARD);
        Process p = b.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the check did not finish");
        assertEquals(0, p.exitValue(), out);
        return out;
    }

    @Test
    void healthyGpusRecordNoFailure(@TempDir Path dir) throws Exception {
        assertEquals("", run(dir, "echo '0, 0, No, No'\necho '1, 0, No, No'\n"));
    }

    @Test
    void gpusWithoutEccOrRowRemappingCountAsHealthy(@TempDir Path dir) throws Exception {
        // a V100 answers [N/A] for row remapping (an Ampere feature)
        assertEquals("", run(dir, "echo '0, 0, [N/A], [N/A]'\n"));
    }

    @Test
    void aPendingRemapFailsWithItsCode(@TempDir Path dir) throws Exception {
        assertTrue(run(dir, "echo '0, 0, No, Yes'\n").startsWith("GPU_ROW_REMAP_ERROR\t"));
    }

    @Test
    void aQueryNvidiaSmiRefusesIsAFailureNotAHealthyNode(@TempDir Path dir) throws Exception {
        // nvidia-smi(1), RETURN VALUE: 2, a supplied argument or flag is invalid (an unknown field)
        String out = run(dir, "echo 'Field \"remapped_rows.failure\" is not a valid field to query.'\nexit 2\n");
        assertTrue(out.startsWith("GPU_QUERY_FAILED\t"), out);
        assertTrue(out.contains("is not a valid field"), out);
    }
}
