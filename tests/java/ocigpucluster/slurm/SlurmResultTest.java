package ocigpucluster.slurm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The Slurm node stage's JSON line as the {@code slurm} stack output. */
class SlurmResultTest {

    @Test
    void thePartitionItsNodesTheDrainedOnesAndAnSbatchLine() {
        String stdout = "12:00:01Z slurmd up on 2 nodes\n"
                + "{\"stage\":\"slurm-nodes\",\"ok\":true,\"partition\":\"gpu\",\"idle\":1,\"drained\":[\"gpu-2\"],"
                + "\"policy\":\"drain\",\"sbatch\":\"sbatch -p gpu job.sh\",\"nodes\":["
                + "{\"name\":\"gpu-1\",\"slurmState\":\"idle\",\"slurmGres\":\"gpu:a100:8\"},"
                + "{\"name\":\"gpu-2\",\"slurmState\":\"drained\",\"slurmGres\":\"gpu:a100:8\",\"slurmReason\":\"readiness: GPU_MISSING\"}]}\n";
        Map<String, Object> out = SlurmFeature.result(stdout);
        assertEquals(List.of(Map.of("name", "gpu", "nodes", List.of("gpu-1", "gpu-2"))), out.get("partitions"));
        assertEquals(
                List.of(
                        Map.of("name", "gpu-1", "state", "idle", "gres", "gpu:a100:8", "reason", ""),
                        Map.of(
                                "name",
                                "gpu-2",
                                "state",
                                "drained",
                                "gres",
                                "gpu:a100:8",
                                "reason",
                                "readiness: GPU_MISSING")),
                out.get("nodes"));
        assertEquals(1, out.get("idle"));
        assertEquals(List.of("gpu-2"), out.get("drained"));
        assertEquals("drain", out.get("policy"));
        assertEquals("sbatch -p gpu job.sh", out.get("sbatch"));
        assertEquals(List.of("partitions", "nodes", "idle", "drained", "policy", "sbatch"), List.copyOf(out.keySet()));
    }

    @Test
    void eachNodeCarriesItsPhasesWhenTheStageRecordedThem() {
        String stdout = "{\"stage\":\"slurm\",\"ok\":true,\"partition\":\"gpu\",\"nodes\":["
                + "{\"name\":\"gpu-1\",\"slurmState\":\"idle\",\"phases\":{\"delta-start\":1795978261.567,"
                + "\"delta-done\":1795978264.75,\"slurmd-registered\":1795978265.9,\"gate-passed\":1795978266.1}}]}\n";
        Map<?, ?> node = (Map<?, ?>) ((List<?>) SlurmFeature.result(stdout).get("nodes")).get(0);
        assertEquals(
                Map.of(
                        "delta-start", 1795978261.567,
                        "delta-done", 1795978264.75,
                        "slurmd-registered", 1795978265.9,
                        "gate-passed", 1795978266.1),
                node.get("phases"));
    }

    @Test
    void withoutAJsonLineTheOutputIsEmptyNotAnError() {
        Map<String, Object> out = SlurmFeature.result("slurmctld did not start\n");
        assertEquals(List.of(Map.of("name", "", "nodes", List.of())), out.get("partitions"));
        assertEquals(0, out.get("idle"));
        assertEquals("", out.get("policy"));
    }
}
