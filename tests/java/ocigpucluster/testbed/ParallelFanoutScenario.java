package ocigpucluster.testbed;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The bastion fans out to all nodes at once: with every node's first cloud-init answer
 * delayed by D seconds, the readiness gate on 8 nodes takes about D longer, not 8 x D.
 */
abstract class ParallelFanoutScenario {

    private static final int NODES = 8;
    private static final int DELAY_SECONDS = 2;
    private static TestBed bed;
    private static Path bedDir;

    @BeforeAll
    static void startBed() {
        bed = TestBed.builder().nodes(NODES).start();
        bedDir = bed.dir();
        TestBed.StageRun setup = bed.bastionSetup(bed.params(20, 60));
        assertEquals(0, setup.exitCode(), setup.describe());
    }

    @AfterAll
    static void stopBedAndCheckNothingIsLeft() {
        if (bed != null) {
            bed.close();
        }
        assertEquals(List.of(), TestBed.leftovers(bedDir), "the test bed left something behind");
    }

    @Test
    void readinessOnEightNodesEachDelayedTakesAboutOneDelayNotEight() {
        TestBed.StageRun baseline = bed.runStage("readiness-gate", bed.params(30, 90));
        assertEquals(0, baseline.exitCode(), baseline.describe());

        List<Long> callsBefore = new ArrayList<>();
        for (TestBed.Host n : bed.nodes()) {
            bed.setFault(n, "DELAY_FIRST", "cloud-init:" + DELAY_SECONDS);
            callsBefore.add(bed.calls(n).lines().count());
        }
        TestBed.StageRun delayed = bed.runStage("readiness-gate", bed.params(30, 90));
        assertEquals(0, delayed.exitCode(), delayed.describe());
        for (TestBed.Host n : bed.nodes()) {
            assertTrue(delayed.node(n.name()).path("ready").asBoolean());
        }

        // Serial fan-out would add 8 x D = 16 s; parallel adds about D.
        double added = delayed.seconds() - baseline.seconds();
        assertTrue(added < 3.0 * DELAY_SECONDS, "8 nodes each delayed " + DELAY_SECONDS + " s added " + added
                + " s (baseline " + baseline.seconds() + " s, delayed " + delayed.seconds() + " s)");

        // Direct evidence: every node's delayed call started within one delay of the others.
        List<Double> starts = new ArrayList<>();
        for (int i = 0; i < NODES; i++) {
            List<String> lines = bed.calls(bed.node(i)).lines().skip(callsBefore.get(i))
                    .filter(l -> l.contains(" cloud-init ")).toList();
            assertTrue(!lines.isEmpty(), "node " + i + " called cloud-init");
            starts.add(Double.parseDouble(lines.get(0).split(" ")[0]));
        }
        double spread = starts.stream().mapToDouble(d -> d).max().orElseThrow()
                - starts.stream().mapToDouble(d -> d).min().orElseThrow();
        assertTrue(spread < DELAY_SECONDS, "the 8 delayed calls started " + spread + " s apart");
    }
}
