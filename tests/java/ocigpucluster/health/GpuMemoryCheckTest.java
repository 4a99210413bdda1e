package ocigpucluster.health;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * lib/node-checks.sh's check_gpu_memory against real nvidia-smi answers: each capture replayed
 * (tests/resources/ocigpucluster/health/nvidia-smi, its README names the machine and driver), the
 * replay refusing what the real tool refuses and checking the arguments it is given.
 */
@Tag("process")
class GpuMemoryCheckTest {
    private static NodeCheckRun.Result run(Path dir, Map<String, String> env) throws Exception {
        return NodeCheckRun.run(dir, "check_gpu_memory", Map.of("nvidia-smi", NodeCheckRun.replay()), env);
    }

    @ParameterizedTest
    @ValueSource(strings = {"h100-80gb-hbm3_590.48.01.txt", "h200_590.48.01.txt", "h100-80gb-hbm3_535.161.08.q.txt"})
    void healthyGpusOfEachDriverBranchRecordNothing(String capture, @TempDir Path dir) throws Exception {
        NodeCheckRun.Result r = run(
                dir,
                NodeCheckRun.capture(
                        capture, "NVSMI_CALLS", dir.resolve("calls").toString()));
        assertEquals("[]", r.codes(), r.toString());
        // the documented queries, joined on the bus id: ECC from --query-gpu, remapping from its own query
        assertEquals(
                "--query-gpu=index,pci.bus_id,ecc.errors.uncorrected.volatile.total --format=csv,noheader,nounits\n"
                        + "--query-remapped-rows=gpu_bus_id,remapped_rows.pending,remapped_rows.failure --format=csv,noheader,nounits\n",
                Files.readString(dir.resolve("calls")));
    }

    @Test
    void oneUncorrectableEccErrorOnOneGpuOfEightFailsThatGpuOnly(@TempDir Path dir) throws Exception {
        // R535, eight H100s: GPU 3 reports one uncorrectable error since the driver loaded
        NodeCheckRun.Result r = run(
                dir,
                NodeCheckRun.capture(
                        "h100-80gb-hbm3_535.161.08.q.txt", "NVSMI_SET", "3:ecc.errors.uncorrected.volatile.total=1"));
        assertEquals("GPU_ECC_ERROR\tuncorrectable ECC errors since the driver loaded: GPU3:1\n", r.failures());
        assertEquals("", r.warnings() + r.refused());
    }

    @Test
    void aFailedRemapFailsItsGpuFoundByBusIdAndAPendingOneOnlyWarns(@TempDir Path dir) throws Exception {
        NodeCheckRun.Result failed = run(
                dir.resolve("a"),
                NodeCheckRun.capture("h100-80gb-hbm3_535.161.08.q.txt", "NVSMI_SET", "5:remapped_rows.failure=Yes"));
        assertEquals(
                "GPU_ROW_REMAP_ERROR\trow remapping failed (no spare rows left: replace the GPU): GPU5:failed\n",
                failed.failures());
        // a real pending remap (R535, an A10 recorded with "Pending: Yes"): NVIDIA says new work runs
        NodeCheckRun.Result pending = run(dir.resolve("b"), NodeCheckRun.capture("a10_535.129.03.q.txt"));
        assertEquals("", pending.failures(), "a pending remap drains nothing");
        assertTrue(pending.warnings().startsWith("GPU_ROW_REMAP_PENDING\t"), pending.toString());
        assertTrue(pending.warnings().contains("GPU0:pending"), pending.toString());
    }

    @Test
    void aDriverThatRefusesRemappedRowsUnderQueryGpuIsStillAnswered(@TempDir Path dir) throws Exception {
        // the review's S1: a driver whose --query-gpu does not know remapped_rows.*; the check asks
        // --query-remapped-rows for them, so the node is judged, not drained for the question
        NodeCheckRun.Result r = run(
                dir,
                NodeCheckRun.capture(
                        "h100-80gb-hbm3_590.48.01.txt", "NVSMI_REFUSE", "remapped_rows.pending,remapped_rows.failure"));
        assertEquals("[]", r.codes(), r.toString());
    }

    @Test
    void aQueryTheToolRefusesIsTheChecksFailureNeverTheNodes(@TempDir Path dir) throws Exception {
        NodeCheckRun.Result r = run(
                dir,
                NodeCheckRun.capture("h200_590.48.01.txt", "NVSMI_REFUSE", "ecc.errors.uncorrected.volatile.total"));
        assertEquals("", r.failures(), "nothing to drain on");
        assertTrue(r.refused().startsWith("GPU_QUERY_REFUSED\tnvidia-smi refused --query-gpu="), r.toString());
        assertTrue(
                r.refused()
                        .contains(
                                "exit 2): Field \"ecc.errors.uncorrected.volatile.total\" is not a valid field to query."),
                r.toString());
        NodeCheckRun.Result remap = run(
                dir.resolve("b"),
                NodeCheckRun.capture("h200_590.48.01.txt", "NVSMI_REFUSE_REMAPPED", "remapped_rows.failure"));
        assertEquals("", remap.failures());
        assertTrue(
                remap.refused().startsWith("GPU_QUERY_REFUSED\tnvidia-smi refused --query-remapped-rows="),
                remap.toString());
    }

    @Test
    void aDriverThatDoesNotAnswerIsTheNodesFailure(@TempDir Path dir) throws Exception {
        NodeCheckRun.Result r =
                run(dir, NodeCheckRun.capture("h100-80gb-hbm3_590.48.01.txt", "NVSMI_DRIVER_DOWN", "1"));
        assertTrue(
                r.failures()
                        .startsWith(
                                "GPU_QUERY_FAILED\tnvidia-smi --query-gpu (uncorrectable ECC errors) failed with exit 9: NVIDIA-SMI has failed"),
                r.toString());
        assertEquals("", r.refused());
    }
}
