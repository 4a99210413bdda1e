package ocigpucluster.replace;

import static ocigpucluster.bootstrap.ChainPlans.plan;
import static ocigpucluster.bootstrap.ChainPlans.stagesBefore;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import ocigpucluster.bootstrap.ChainPlans;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The replace stage in the planned chain: with Slurm, after the controller; without Slurm, absent. */
@Tag("process")
class ReplaceChainTest {
    private static final String REPLACE = "bootstrap-replace-setup";

    private static boolean planned(Plan p) {
        return ChainPlans.commands(p).stream().map(PlannedResource::name).anyMatch(REPLACE::equals);
    }

    @Test
    void withSlurmItComesAfterTheController() {
        for (Plan p : List.of(
                plan("scheduler.type=slurm", "scheduler.allowUnpinnedDownloads=true"),
                plan(
                        "scheduler.type=slurm",
                        "scheduler.allowUnpinnedDownloads=true",
                        "scheduler.onNodeFailure=drain",
                        "bootstrap.containerRuntime=false"))) {
            assertTrue(planned(p));
            assertTrue(
                    stagesBefore(p, REPLACE).contains("bootstrap-slurm-controller"),
                    stagesBefore(p, REPLACE).toString());
        }
        assertFalse(planned(plan()), "no replace stage without Slurm");
    }
}
