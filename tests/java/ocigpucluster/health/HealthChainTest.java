package ocigpucluster.health;

import static ocigpucluster.bootstrap.ChainPlans.plan;
import static ocigpucluster.bootstrap.ChainPlans.stagesBefore;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import ocigpucluster.bootstrap.ChainPlans;
import ocigpucluster.preview.Plan;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Where the health stage sits in the planned chain: after the gate and the runtime (or Slurm's
 * nodes), before whatever uses every GPU (the NCCL gate's Slurm job, TensorFlow).
 */
@Tag("process")
class HealthChainTest {
    private static final String HEALTH = "bootstrap-health";
    private static final String PROGRAM = "bootstrap-health-program";
    private static final String READY = "bootstrap-readiness-gate";
    private static final String RUNTIME = "bootstrap-container-runtime";
    private static final String NCCL = "bootstrap-nccl-test";
    private static final String TF = "bootstrap-tensorflow-sample";
    private static final String SLURM_NODES = "bootstrap-slurm-nodes";
    private static final String SLURM_NCCL = "bootstrap-slurm-nccl";

    private static boolean planned(Plan p) {
        return ChainPlans.stageCommands(p).contains(HEALTH);
    }

    @Test
    void withoutSlurmItRunsAfterTheGateAndTheRuntimeAndBeforeTensorflow() {
        for (Plan p : List.of(plan(), plan("cluster.mode=singleInstance", "cluster.nodeCount=1"))) {
            assertTrue(planned(p), "the health stage is on by default");
            assertTrue(
                    stagesBefore(p, HEALTH).containsAll(Set.of(READY, RUNTIME)),
                    stagesBefore(p, HEALTH).toString());
        }
        // TensorFlow waits for the check, with NCCL and in its place without it
        for (Plan p : List.of(
                plan("bootstrap.tensorflowSample=true"),
                plan("bootstrap.tensorflowSample=true", "bootstrap.nccl=false"))) {
            assertTrue(stagesBefore(p, TF).contains(HEALTH), stagesBefore(p, TF).toString());
        }
        Plan bare = plan("bootstrap.containerRuntime=false", "bootstrap.nccl=false");
        assertTrue(planned(bare), "its timer runs the check after the gate, runtime or not");
        assertTrue(stagesBefore(bare, HEALTH).contains(READY));
        assertFalse(stagesBefore(plan(), NCCL).contains(HEALTH), "nerdctl's NCCL run does not wait for the check");
    }

    @Test
    void withSlurmTheProgramIsOnEveryNodeBeforeSlurmdStartsThere() {
        for (Plan p : ChainPlans.slurmPlans()) {
            // slurm-nodes starts slurmd; its first job's Prolog is the program (a resized or
            // replaced node included): installed by a stage slurm-nodes waits for
            assertTrue(
                    stagesBefore(p, SLURM_NODES).contains(PROGRAM),
                    stagesBefore(p, SLURM_NODES).toString());
            assertTrue(stagesBefore(p, PROGRAM).contains(READY), "after the gate, on ready nodes");
        }
        assertFalse(
                ChainPlans.stageCommands(plan()).contains(PROGRAM),
                "without Slurm there is no Prolog to install early");
    }

    @Test
    void withSlurmItDrainsAFailingNodeBeforeTheNcclJobPicksItsNodes() {
        for (Plan p : ChainPlans.slurmPlans()) {
            assertTrue(planned(p));
            assertTrue(stagesBefore(p, HEALTH).contains(SLURM_NODES), "the check runs on joined nodes");
            assertTrue(stagesBefore(p, SLURM_NCCL).contains(HEALTH), "the NCCL job waits for the check");
            assertTrue(p.outputs().has("health"), "the health output");
        }
    }
}
