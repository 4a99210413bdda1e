package ocigpucluster.replace;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import ocigpucluster.bootstrap.BootstrapFiles;
import ocigpucluster.bootstrap.StageCommand;
import ocigpucluster.program.Features;
import ocigpucluster.settings.Settings;
import ocigpucluster.validation.Config;
import org.junit.jupiter.api.Test;

/** When the replace stage runs, and what it ships: the operator's command and what that sources. */
class ReplaceFeatureTest {
    /** The seed config under Slurm. */
    private static final Config SLURM =
            Config.seedLike().set("scheduler.type", "slurm").set("scheduler.allowUnpinnedDownloads", "true");

    @Test
    void onForAClusterNetworkUnderSlurm() {
        // where it runs in the chain is a plan property: ReplaceGraphTest's orders, ReplaceChainTest
        Settings s = SLURM.copy().settings();
        assertTrue(ReplaceFeature.REPLACE_SETUP.enabled(s));
        assertTrue(Features.STAGES.all().contains(ReplaceFeature.REPLACE_SETUP), "registered in Features.ALL");
    }

    @Test
    void offWithoutSlurmOrWithoutAPoolThatCanLaunchAReplacement() {
        for (Config c : List.of(
                Config.seedLike(),
                SLURM.copy().set("cluster.mode", "singleInstance").set("cluster.nodeCount", 1))) {
            assertFalse(ReplaceFeature.REPLACE_SETUP.enabled(c.settings()));
        }
    }

    @Test
    void theStageShipsTheCommandWithTheLibrariesItSources() {
        Set<String> shipped = StageCommand.files(ReplaceFeature.REPLACE_SETUP, BootstrapFiles.get())
                .keySet();
        for (String f : List.of(
                "replace-setup.sh",
                "lib/replace-node.sh",
                "lib/oci-lib.sh",
                "lib/slurm-reason.sh",
                "lib/slurm-lib.sh")) {
            assertTrue(shipped.contains(f), f + " in " + shipped);
        }
    }
}
