package ocigpucluster.slurm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.Map;
import ocigpucluster.preview.PreviewRuns.Mode;
import org.junit.jupiter.api.Test;

/** The {@code nodeStartPhases} stack output from a hand-written {@code slurm-nodes} result. */
class NodeStartPhasesTest {
    /**
     * Three nodes: gpu-1 with every phase, gpu-2 whose metadata service did not answer (no
     * launched), gpu-3 with every phase and slower spans. Every expected number below is the
     * difference of two of these times worked out by hand.
     */
    private static final String STDOUT = "12:00:01Z slurmd up on 3 nodes\n"
            + "{\"stage\":\"slurm\",\"ok\":true,\"partition\":\"gpu\",\"nodes\":["
            + "{\"name\":\"gpu-1\",\"slurmState\":\"idle\",\"phases\":{\"launched\":1795978000.5,"
            + "\"booted\":1795978090,\"sshd\":1795978120.25,\"delta-start\":1795978261.567,"
            + "\"delta-done\":1795978264.75,\"slurmd-registered\":1795978265.9,\"gate-passed\":1795978266.1}},"
            + "{\"name\":\"gpu-2\",\"slurmState\":\"idle\",\"phases\":{"
            + "\"booted\":1795978100,\"sshd\":1795978110,\"delta-start\":1795978261.6,"
            + "\"delta-done\":1795978270.6,\"slurmd-registered\":1795978272.6,\"gate-passed\":1795978272.6}},"
            + "{\"name\":\"gpu-3\",\"slurmState\":\"idle\",\"phases\":{\"launched\":1795978001,"
            + "\"booted\":1795978201,\"sshd\":1795978241,\"delta-start\":1795978262,"
            + "\"delta-done\":1795978267,\"slurmd-registered\":1795978268,\"gate-passed\":1795978270}}]}\n";

    private static Map<?, ?> node(Map<String, Object> out, int i) {
        return (Map<?, ?>) ((List<?>) out.get("nodes")).get(i);
    }

    private static Map<String, Object> span(String from, String to, String key, Object value) {
        return Map.of("from", from, "to", to, key, value);
    }

    @Test
    void eachNodeHasItsPhasesInOrderAndTheSecondsBetweenThem() {
        Map<String, Object> out = NodeStartPhases.result(STDOUT);
        assertEquals(
                List.of("launched", "booted", "sshd", "delta-start", "delta-done", "slurmd-registered", "gate-passed"),
                out.get("phases"));
        Map<?, ?> gpu1 = node(out, 0);
        assertEquals("gpu-1", gpu1.get("name"));
        assertEquals(
                List.of("launched", "booted", "sshd", "delta-start", "delta-done", "slurmd-registered", "gate-passed"),
                List.copyOf(((Map<?, ?>) gpu1.get("at")).keySet()));
        assertEquals(1795978000.5, ((Map<?, ?>) gpu1.get("at")).get("launched"));
        assertEquals(
                List.of(
                        span("launched", "booted", "seconds", 89.5),
                        span("booted", "sshd", "seconds", 30.25),
                        span("sshd", "delta-start", "seconds", 141.317),
                        span("delta-start", "delta-done", "seconds", 3.183),
                        span("delta-done", "slurmd-registered", "seconds", 1.15),
                        span("slurmd-registered", "gate-passed", "seconds", 0.2)),
                gpu1.get("spans"));
        assertEquals(List.of(), gpu1.get("missing"));
    }

    @Test
    void aPhaseTheNodeCouldNotTellIsMissingAndItsSpanLeftOut() {
        Map<?, ?> gpu2 = node(NodeStartPhases.result(STDOUT), 1);
        assertEquals(List.of("launched"), gpu2.get("missing"));
        assertEquals(
                List.of(
                        span("booted", "sshd", "seconds", 10.0),
                        span("sshd", "delta-start", "seconds", 151.6),
                        span("delta-start", "delta-done", "seconds", 9.0),
                        span("delta-done", "slurmd-registered", "seconds", 2.0),
                        span("slurmd-registered", "gate-passed", "seconds", 0.0)),
                gpu2.get("spans"));
    }

    @Test
    void theGroupsP50AndMaxOfEachSpanOverTheNodesThatHaveIt() {
        // launched->booted: gpu-1 89.5, gpu-3 200 (gpu-2 has no launched): p50 of 2 is the lower
        // booted->sshd: 30.25, 10, 40 -> sorted 10, 30.25, 40: p50 30.25, max 40
        // sshd->delta-start: 141.317, 151.6, 21 -> p50 141.317, max 151.6
        // delta-start->delta-done: 3.183, 9, 5 -> p50 5, max 9
        // delta-done->slurmd-registered: 1.15, 2, 1 -> p50 1.15, max 2
        // slurmd-registered->gate-passed: 0.2, 0, 2 -> p50 0.2, max 2
        assertEquals(
                List.of(
                        Map.of("from", "launched", "to", "booted", "nodes", 2, "p50", 89.5, "max", 200.0),
                        Map.of("from", "booted", "to", "sshd", "nodes", 3, "p50", 30.25, "max", 40.0),
                        Map.of("from", "sshd", "to", "delta-start", "nodes", 3, "p50", 141.317, "max", 151.6),
                        Map.of("from", "delta-start", "to", "delta-done", "nodes", 3, "p50", 5.0, "max", 9.0),
                        Map.of("from", "delta-done", "to", "slurmd-registered", "nodes", 3, "p50", 1.15, "max", 2.0),
                        Map.of("from", "slurmd-registered", "to", "gate-passed", "nodes", 3, "p50", 0.2, "max", 2.0)),
                NodeStartPhases.result(STDOUT).get("spans"));
    }

    @Test
    void aNodeThatRecordedNoPhaseListsThemAllMissing() {
        String stdout = "{\"stage\":\"slurm\",\"ok\":false,\"nodes\":[{\"name\":\"gpu-9\",\"ok\":false}]}\n";
        Map<String, Object> out = NodeStartPhases.result(stdout);
        Map<?, ?> gpu9 = node(out, 0);
        assertEquals(Map.of(), gpu9.get("at"));
        assertEquals(List.of(), gpu9.get("spans"));
        assertEquals(NodeStartPhases.PHASES, gpu9.get("missing"));
        assertEquals(List.of(), out.get("spans"));
    }

    @Test
    void withoutAJsonLineThereAreNoNodesNotAnError() {
        Map<String, Object> out = NodeStartPhases.result("slurmctld did not start\n");
        assertEquals(List.of(), out.get("nodes"));
        assertEquals(List.of(), out.get("spans"));
    }

    @Test
    void aStackWithSlurmHasTheOutputKnownAfterTheStageAndOneWithoutHasNone() {
        assertEquals(
                "[unknown]",
                Mode.SLURM.plan().outputs().path(NodeStartPhases.OUTPUT).asText());
        assertFalse(Mode.CLUSTER_NETWORK.plan().outputs().has(NodeStartPhases.OUTPUT), "no Slurm, no output");
    }
}
