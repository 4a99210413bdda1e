package ocigpucluster.health;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** lib/node-checks.sh's probe: a wedged tool is killed at its bound, fails with its own code, and is not asked again. */
@Tag("process")
class ProbeTimeoutTest {
    @Test
    void aWedgedNvidiaSmiIsKilledAtItsBoundAndNotAskedAgain(@TempDir Path dir) throws Exception {
        Path calls = dir.resolve("calls");
        Map<String, String> env = NodeCheckRun.capture("h100-80gb-hbm3_590.48.01.txt", "NVSMI_HANG", "1");
        env.put("NVSMI_CALLS", calls.toString());
        env.put("PROBE_TIMEOUT_SECONDS", "2");
        env.put("SHAPE_GPUS", "1");
        env.put("SHAPE_GPU_PCIE_LINK_WIDTH", "16");
        NodeCheckRun.Result r = NodeCheckRun.run(
                dir, "check_gpus check_gpu_memory check_gpu_pcie", Map.of("nvidia-smi", NodeCheckRun.replay()), env);
        assertEquals(
                "PROBE_TIMEOUT\t'nvidia-smi -L' did not answer within 2s and was killed (a hung driver or device)\n",
                r.failures());
        assertEquals(
                1,
                Files.readAllLines(calls).size(),
                "one hung call, the other checks skip the tool: " + Files.readString(calls));
        // 2 s and the KILL grace at most, not three probes' worth and never the hang's 3600 s
        assertTrue(r.millis() < 9000, r.millis() + " ms");
    }

    @Test
    void theRunsBudgetBoundsEveryProbeAfterIt(@TempDir Path dir) throws Exception {
        Map<String, String> env = new HashMap<>();
        env.put("PROBE_DEADLINE", "1"); // long past
        env.put("PROBE_BUDGET_SECONDS", "30");
        env.put("SHAPE_GPUS", "8");
        NodeCheckRun.Result r = NodeCheckRun.run(dir, "check_gpus", Map.of("nvidia-smi", "echo 'GPU 0: x'\n"), env);
        assertTrue(
                r.failures()
                        .startsWith(
                                "PROBE_TIMEOUT\t'nvidia-smi -L' not run: the check's probes used up their 30s budget"),
                r.failures());
    }
}
