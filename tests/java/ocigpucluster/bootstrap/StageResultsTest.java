package ocigpucluster.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A stage's stdout turned into a stack-output value: its last JSON line. The features' own
 * readers are tested beside them (readiness, ncclgate, slurm).
 */
class StageResultsTest {

    @Test
    void garbageGivesAnEmptyResult() {
        for (String garbage : new String[] {
            null,
            "",
            "no json here\nat all",
            "{broken json\n",
            "[1, 2, 3]",
            "{\"a\": 1} trailing",
            "\u0000\u0001binary{"
        }) {
            assertEquals(0, StageResults.result(garbage).size(), "result(" + garbage + ")");
            assertTrue(StageResults.asMap(garbage).isEmpty(), "asMap(" + garbage + ")");
        }
    }

    @Test
    void resultIsTheLastJsonLineEvenWithLogsAround() {
        String stdout =
                "{\"stage\":\"old\"}\nsome log\n{\"stage\":\"container-runtime\",\"ok\":true,\"pinned\":{\"containerd\":\"2.2.0\"}}\n\n";
        Map<String, Object> m = StageResults.asMap(stdout);
        assertEquals("container-runtime", m.get("stage"));
        assertEquals(Map.of("containerd", "2.2.0"), m.get("pinned"));
    }
}
