package ocigpucluster.bootstrap;

import org.junit.jupiter.api.Test;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import static ocigpucluster.bootstrap.Stage.BASTION_SETUP;
import static ocigpucluster.bootstrap.Stage.CONTAINER_RUNTIME;
import static ocigpucluster.bootstrap.Stage.NCCL_TEST;
import static ocigpucluster.bootstrap.Stage.READINESS_GATE;
import static ocigpucluster.bootstrap.Stage.TENSORFLOW_SAMPLE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What each stage waits for when some stages are disabled (the descriptor's graph, no plan). */
class StageGraphTest {

    @Test
    void aDisabledStageIsReplacedByWhatItWaitsFor() {
        Set<Stage> noRuntime = EnumSet.of(BASTION_SETUP, READINESS_GATE, NCCL_TEST);
        assertEquals(List.of(READINESS_GATE), NCCL_TEST.waitsFor(noRuntime));
        Set<Stage> noNccl = EnumSet.of(BASTION_SETUP, READINESS_GATE, CONTAINER_RUNTIME, TENSORFLOW_SAMPLE);
        assertEquals(List.of(READINESS_GATE, CONTAINER_RUNTIME), TENSORFLOW_SAMPLE.waitsFor(noNccl));
        Set<Stage> onlyTensorflow = EnumSet.of(BASTION_SETUP, READINESS_GATE, TENSORFLOW_SAMPLE);
        assertEquals(List.of(READINESS_GATE), TENSORFLOW_SAMPLE.waitsFor(onlyTensorflow));
    }

    @Test
    void aStageAnotherDependencyAlreadyCoversIsLeftOut() {
        // TensorFlow names the gate, the runtime and NCCL; NCCL already waits for the first two
        assertEquals(List.of(NCCL_TEST), TENSORFLOW_SAMPLE.waitsFor(EnumSet.allOf(Stage.class)));
        assertEquals(List.of(), BASTION_SETUP.waitsFor(EnumSet.allOf(Stage.class)));
    }

    @Test
    void everyStageWaitsOnlyForEarlierStages() {
        // the declaration order is a topological order: the chain and the bed create stages in it
        for (Stage s : Stage.values()) {
            for (Stage w : s.after()) {
                assertTrue(w.ordinal() < s.ordinal(), s + " waits for the later " + w);
            }
        }
    }

    @Test
    void outputNamesAreUnique() {
        Set<String> seen = new java.util.HashSet<>();
        for (Stage s : Stage.values()) {
            if (s.output() != null) {
                assertTrue(seen.add(s.output()), "two stages export " + s.output());
            }
        }
        assertEquals(Set.of("nodes", "bootstrap", "nccl", "tensorflowSample"), seen);
    }
}
