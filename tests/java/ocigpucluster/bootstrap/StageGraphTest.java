package ocigpucluster.bootstrap;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import static ocigpucluster.bootstrap.Stage.BASTION_SETUP;
import static ocigpucluster.bootstrap.Stage.CONTAINER_RUNTIME;
import static ocigpucluster.bootstrap.Stage.DIRECTORY;
import static ocigpucluster.bootstrap.Stage.NCCL_TEST;
import static ocigpucluster.bootstrap.Stage.READINESS_GATE;
import static ocigpucluster.bootstrap.Stage.SLURM_CONTROLLER;
import static ocigpucluster.bootstrap.Stage.SLURM_NCCL;
import static ocigpucluster.bootstrap.Stage.SLURM_NODES;
import static ocigpucluster.bootstrap.Stage.TENSORFLOW_SAMPLE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What each stage waits for when some stages are disabled (the descriptor's graph, no plan). */
@Tag("process")
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
        Set<Stage> withoutSlurm = EnumSet.complementOf(EnumSet.of(SLURM_CONTROLLER, SLURM_NODES, SLURM_NCCL));
        assertEquals(List.of(NCCL_TEST), TENSORFLOW_SAMPLE.waitsFor(withoutSlurm));
        assertEquals(List.of(), BASTION_SETUP.waitsFor(EnumSet.allOf(Stage.class)));
        // with Slurm, the Slurm NCCL job covers the gate and the runtime (through slurm-nodes)
        Set<Stage> withSlurm = EnumSet.complementOf(EnumSet.of(NCCL_TEST));
        assertEquals(List.of(SLURM_NCCL), TENSORFLOW_SAMPLE.waitsFor(withSlurm));
        assertEquals(List.of(SLURM_CONTROLLER, CONTAINER_RUNTIME), SLURM_NODES.waitsFor(withSlurm));
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
    void outputNamesAreUniqueAmongTheStagesOfOneChain() {
        java.util.Map<String, List<Stage>> byOutput = new java.util.TreeMap<>();
        for (Stage s : Stage.values()) {
            if (s.output() != null) {
                byOutput.computeIfAbsent(s.output(), k -> new java.util.ArrayList<>()).add(s);
            }
        }
        // nccl-test and slurm-nccl are the one NCCL gate, without and with Slurm
        assertEquals(java.util.Map.of("nodes", List.of(READINESS_GATE), "bootstrap", List.of(CONTAINER_RUNTIME),
                "nccl", List.of(NCCL_TEST, SLURM_NCCL), "slurm", List.of(SLURM_NODES), "users", List.of(Stage.USERS),
                "tensorflowSample", List.of(TENSORFLOW_SAMPLE), "directory", List.of(DIRECTORY)), byOutput);
        for (String scheduler : List.of("scheduler.type=none", "scheduler.type=slurm")) {
            Set<String> names = new java.util.HashSet<>();
            ChainPlans.commands(ChainPlans.plan(scheduler, "scheduler.allowUnpinnedDownloads=true", "bootstrap.tensorflowSample=true")).forEach(c -> names.add(c.name()));
            assertTrue(names.contains("bootstrap-" + NCCL_TEST.id()) != names.contains("bootstrap-" + SLURM_NCCL.id()),
                    scheduler + ": exactly one NCCL gate: " + names);
        }
    }
}
