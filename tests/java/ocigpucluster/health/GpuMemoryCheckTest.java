package ocigpucluster.health;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** lib/node-checks.sh's check_gpu_memory against nvidia-smi's answers, refusals included. */
@Tag("process")
class GpuMemoryCheckTest {
    private static String run(Path dir, String nvidiaSmi) throws Exception {
        return NodeCheckRun.failures(dir, "check_gpu_memory", Map.of("nvidia-smi", nvidiaSmi), Map.of());
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
