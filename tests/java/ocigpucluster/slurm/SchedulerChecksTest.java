package ocigpucluster.slurm;

import static ocigpucluster.validation.Config.assertExactly;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import ocigpucluster.validation.Config;
import ocigpucluster.validation.Diagnostic;
import org.junit.jupiter.api.Test;

/** The scheduler group: each bad value is refused naming its key, and the fix it gives validates. */
class SchedulerChecksTest {

    private static Config slurm() {
        // Enroot's RPMs are unpinned in versions.env: Slurm needs the explicit allowance
        return Config.seedLike().set("scheduler.type", "slurm").set("scheduler.allowUnpinnedDownloads", true);
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
        assertTrue(
                d.get(0).line().contains("'pbs'") && d.get(0).line().contains("set scheduler.type to slurm"),
                d.get(0).line());
        assertEquals(List.of(), slurm().validate());
    }

    @Test
    void slurmWithUnpinnedDownloadsIsRefusedUnlessAllowedAndTheFixValidates() {
        assertEquals(
                List.of("ENROOT_CAPS_RPM_SHA256", "ENROOT_RPM_SHA256"),
                SchedulerChecks.UNPINNED,
                "versions.env as shipped");
        List<Diagnostic> d = Config.seedLike().set("scheduler.type", "slurm").validate();
        assertExactly(d, "SLURM_DOWNLOADS_UNPINNED", "scheduler.allowUnpinnedDownloads");
        String line = d.get(0).line();
        assertTrue(
                line.contains("ENROOT_CAPS_RPM_SHA256, ENROOT_RPM_SHA256")
                        && line.contains("set scheduler.allowUnpinnedDownloads to true"),
                line);
        assertEquals(true, d.get(0).suggestion().value(), "the suggested value was checked to validate");
        assertEquals(List.of(), slurm().validate());
        // without Slurm nothing is downloaded: no allowance needed
        assertEquals(List.of(), Config.seedLike().validate());
    }

    @Test
    void aPartitionNameSlurmWouldRefuseIsRefused() {
        for (String bad : List.of("Compute", "gpu partition", "", "1gpu", "a".repeat(32))) {
            assertExactly(
                    slurm().set("scheduler.partition", bad).validate(),
                    "SLURM_PARTITION_INVALID",
                    "scheduler.partition");
        }
        assertEquals(List.of(), slurm().set("scheduler.partition", "gpu-a100").validate());
    }

    @Test
    void aClusterNameSlurmWouldRefuseIsRefused() {
        assertExactly(
                slurm().set("scheduler.clusterName", "My Cluster").validate(),
                "SLURM_CLUSTER_NAME_INVALID",
                "scheduler.clusterName");
        assertEquals(
                List.of(), slurm().set("scheduler.clusterName", "oci-gpu-prod").validate());
    }

    @Test
    void theNodeFailurePolicyIsFailOrDrainAndDrainNeedsSlurmWithoutContainerd() {
        assertExactly(
                slurm().set("scheduler.onNodeFailure", "ignore").validate(),
                "NODE_FAILURE_POLICY_INVALID",
                "scheduler.onNodeFailure");
        List<Diagnostic> noSlurm =
                Config.seedLike().set("scheduler.onNodeFailure", "drain").validate();
        assertExactly(noSlurm, "NODE_FAILURE_POLICY_INVALID", "scheduler.onNodeFailure");
        assertTrue(
                noSlurm.get(0).line().contains("set scheduler.type to slurm"),
                noSlurm.get(0).line());
        // containerd's stage runs on every node: it would fail the update on the drained one
        assertExactly(
                slurm().set("scheduler.onNodeFailure", "drain").validate(),
                "DRAIN_WITH_CONTAINER_RUNTIME",
                "bootstrap.containerRuntime");
        assertEquals(
                List.of(),
                slurm().set("scheduler.onNodeFailure", "drain")
                        .set("bootstrap.containerRuntime", false)
                        .validate());
    }

    @Test
    void slurmNeedsTheBootstrapChain() {
        List<Diagnostic> d = slurm().set("bootstrap.enabled", false)
                .set("suppressWarnings", List.of("BOOTSTRAP_DISABLED"))
                .validate();
        assertExactly(d, "SLURM_NEEDS_BOOTSTRAP", "bootstrap.enabled");
    }

    @Test
    void topologyIsSlurmsAndTheBlockPartitionNeedsItAndANameOfItsOwn() {
        assertEquals(
                List.of(),
                slurm().set("scheduler.topology", true)
                        .set("scheduler.blockPartition", "segments")
                        .validate());
        List<Diagnostic> d = Config.seedLike().set("scheduler.topology", true).validate();
        assertExactly(d, "SLURM_TOPOLOGY_WITHOUT_SLURM", "scheduler.topology");
        assertTrue(
                d.get(0).line().contains("scheduler.type is none")
                        && d.get(0).line().contains("set scheduler.type to slurm, or remove scheduler.topology"),
                d.get(0).line());

        d = slurm().set("scheduler.blockPartition", "segments").validate();
        assertExactly(d, "SLURM_BLOCK_PARTITION_INVALID", "scheduler.blockPartition");
        assertTrue(
                d.get(0).line().contains("set scheduler.topology to true"),
                d.get(0).line());

        for (String bad : List.of("Segments", "1seg", "default")) {
            d = slurm().set("scheduler.topology", true)
                    .set("scheduler.blockPartition", bad)
                    .validate();
            assertExactly(d, "SLURM_BLOCK_PARTITION_INVALID", "scheduler.blockPartition");
            assertTrue(
                    d.get(0).line().contains("use a name like segments"),
                    d.get(0).line());
        }
        // the default partition's name ("compute") is taken
        d = slurm().set("scheduler.topology", true)
                .set("scheduler.blockPartition", "compute")
                .validate();
        assertExactly(d, "SLURM_BLOCK_PARTITION_INVALID", "scheduler.blockPartition");
        assertTrue(
                d.get(0).line().contains("a partition the cluster already has"),
                d.get(0).line());
    }

    @Test
    void theTopologyKeysReachTheControllerStage() {
        ocigpucluster.settings.Settings on = ocigpucluster.validation.Validation.of(
                        slurm().set("scheduler.topology", true)
                                .set("scheduler.blockPartition", "segments")
                                .raw(),
                        "test",
                        ocigpucluster.program.Features.RULES)
                .settings();
        ocigpucluster.bootstrap.StageContext c =
                ocigpucluster.bootstrap.StageContext.of(ocigpucluster.program.Features.STAGES, on, null);
        assertEquals("on", SlurmFeature.SLURM_TOPOLOGY.value(c));
        assertEquals("segments", SlurmFeature.SLURM_BLOCK_PARTITION.value(c));
        ocigpucluster.settings.Settings off = ocigpucluster.validation.Validation.of(
                        slurm().raw(), "test", ocigpucluster.program.Features.RULES)
                .settings();
        c = ocigpucluster.bootstrap.StageContext.of(ocigpucluster.program.Features.STAGES, off, null);
        assertEquals("off", SlurmFeature.SLURM_TOPOLOGY.value(c));
        assertEquals("", SlurmFeature.SLURM_BLOCK_PARTITION.value(c));
    }
}
