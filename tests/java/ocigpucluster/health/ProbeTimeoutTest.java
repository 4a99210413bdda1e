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
        Map<String, String> env = new HashMap<>();
        env.put("PROBE_TIMEOUT_SECONDS", "2");
        env.put("PROBE_DEADLINE", Long.toString(System.currentTimeMillis() / 1000 + 120));
        env.put("SHAPE_GPUS", "1");
        env.put("SHAPE_GPU_PCIE_LINK_WIDTH", "16");
        // a wedged driver: nvidia-smi never answers (bash, not the replay: no interpreter start-up
        // inside the 2 s bound of a loaded machine)
        String wedged = "printf '%s\\n' \"$*\" >>'" + calls + "'\nexec sleep 3600\n";
        NodeCheckRun.Result r =
                NodeCheckRun.run(dir, "check_gpus check_gpu_memory check_gpu_pcie", Map.of("nvidia-smi", wedged), env);
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
    void theBoundIsTenSecondsAsOraclesSmiTimeout(@TempDir Path dir) throws Exception {
        // check_gpu_setup.py SMI_TIMEOUT_SEC = 10: no knob, the shipped bound
        NodeCheckRun.Result r = NodeCheckRun.run(
                dir,
                "check_fabric_manager",
                Map.of("systemctl", "exec sleep 3600\n"),
                Map.of(
                        "SHAPE_FABRIC_MANAGER",
                        "true",
                        "PROBE_DEADLINE",
                        Long.toString(System.currentTimeMillis() / 1000 + 120)));
        assertEquals(
                "PROBE_TIMEOUT\t'systemctl is-active nvidia-fabricmanager' did not answer within 10s and was killed (a hung driver or device)\n",
                r.failures());
        assertTrue(r.millis() >= 9_500 && r.millis() < 14_000, r.millis() + " ms");
    }

    @Test
    void withoutADeadlineTheReadinessGatesProbesAreNotBounded(@TempDir Path dir) throws Exception {
        // the gate's stage bounds each node (TIMEOUT): a slow answer is waited for
        NodeCheckRun.Result r = NodeCheckRun.run(
                dir,
                "check_gpus",
                Map.of("nvidia-smi", "sleep 3; echo 'GPU 0: NVIDIA H100 80GB HBM3 (UUID: GPU-0)'\n"),
                Map.of("SHAPE_GPUS", "1", "PROBE_TIMEOUT_SECONDS", "1"));
        assertEquals("", r.failures());
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
