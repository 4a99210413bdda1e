package ocigpucluster.validation;

import org.junit.jupiter.api.Test;

import java.util.List;

import static ocigpucluster.validation.Config.assertExactly;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The scheduler group: each bad value is refused naming its key, and the fix it gives validates. */
class SchedulerChecksTest {

    private static Config slurm() {
        return Config.seedLike().set("scheduler.type", "slurm");
    }

    @Test
    void theDefaultIsNoSchedulerAndSlurmWithItsDefaultsIsValid() {
        assertEquals(List.of(), Config.seedLike().validate());
        assertEquals(List.of(), slurm().validate());
        // with Slurm the NCCL gate runs in Enroot: containerd is not needed for it
        assertEquals(List.of(), slurm().set("bootstrap.containerRuntime", false).validate());
    }

    @Test
    void anUnknownSchedulerIsRefusedAndTheFixValidates() {
        List<Diagnostic> d = Config.seedLike().set("scheduler.type", "pbs").validate();
        assertExactly(d, "SCHEDULER_TYPE_INVALID", "scheduler.type");
        assertTrue(d.get(0).line().contains("'pbs'") && d.get(0).line().contains("set scheduler.type to slurm"), d.get(0).line());
        assertEquals(List.of(), Config.seedLike().set("scheduler.type", "slurm").validate());
    }

    @Test
    void aPartitionNameSlurmWouldRefuseIsRefused() {
        for (String bad : List.of("Compute", "gpu partition", "", "1gpu", "a".repeat(32))) {
            assertExactly(slurm().set("scheduler.partition", bad).validate(), "SLURM_PARTITION_INVALID", "scheduler.partition");
        }
        assertEquals(List.of(), slurm().set("scheduler.partition", "gpu-a100").validate());
    }

    @Test
    void aClusterNameSlurmWouldRefuseIsRefused() {
        assertExactly(slurm().set("scheduler.clusterName", "My Cluster").validate(), "SLURM_CLUSTER_NAME_INVALID",
                "scheduler.clusterName");
        assertEquals(List.of(), slurm().set("scheduler.clusterName", "oci-gpu-prod").validate());
    }

    @Test
    void theNodeFailurePolicyIsFailOrDrainAndDrainNeedsSlurmWithoutContainerd() {
        assertExactly(slurm().set("scheduler.onNodeFailure", "ignore").validate(), "NODE_FAILURE_POLICY_INVALID",
                "scheduler.onNodeFailure");
        List<Diagnostic> noSlurm = Config.seedLike().set("scheduler.onNodeFailure", "drain").validate();
        assertExactly(noSlurm, "NODE_FAILURE_POLICY_INVALID", "scheduler.onNodeFailure");
        assertTrue(noSlurm.get(0).line().contains("set scheduler.type to slurm"), noSlurm.get(0).line());
        // containerd's stage runs on every node: it would fail the update on the drained one
        assertExactly(slurm().set("scheduler.onNodeFailure", "drain").validate(), "DRAIN_WITH_CONTAINER_RUNTIME",
                "bootstrap.containerRuntime");
        assertEquals(List.of(), slurm().set("scheduler.onNodeFailure", "drain").set("bootstrap.containerRuntime", false).validate());
    }

    @Test
    void slurmNeedsTheBootstrapChain() {
        List<Diagnostic> d = slurm().set("bootstrap.enabled", false).set("suppressWarnings", List.of("BOOTSTRAP_DISABLED")).validate();
        assertExactly(d, "SLURM_NEEDS_BOOTSTRAP", "bootstrap.enabled");
    }
}
