package ocigpucluster.replace;

import static ocigpucluster.bootstrap.ChainPlans.plan;
import static ocigpucluster.bootstrap.ChainPlans.stagesBefore;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ocigpucluster.bootstrap.ChainPlans;
import ocigpucluster.preview.Plan;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The replace stage in the planned chain: with Slurm, after the controller; without Slurm, absent. */
@Tag("process")
class ReplaceChainTest {
    private static final String REPLACE = "bootstrap-replace-setup";

    private static boolean planned(Plan p) {
        return ChainPlans.stageCommands(p).contains(REPLACE);
    }

    @Test
    void withSlurmItComesAfterTheController() {
        for (Plan p : ChainPlans.slurmPlans()) {
            assertTrue(planned(p));
            assertTrue(
                    stagesBefore(p, REPLACE).contains("bootstrap-slurm-controller"),
                    stagesBefore(p, REPLACE).toString());
        }
        assertFalse(planned(plan()), "no replace stage without Slurm");
    }
}
