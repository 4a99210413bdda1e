package ocigpucluster.plandiff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import ocigpucluster.Repo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Placing a running cluster network on an HPC island replaces it (clusterConfiguration is not
 * updatable in the provider's schema): plan-diff shows its nodes destroyed, first and in bold, and
 * exits 3, the exit a pipeline gates a replacement on.
 */
class PlanDiffClusterPlacementTest {
    static final String ISLAND = "ocid1.hpcisland.oc1.ap-tokyo-1.anuwcljrg5pyaeycajoqlss7hpcisland0001";

    private static Path preview(Path dir, String name, Path stack) {
        PlanDiffCli.Run r = PlanDiffCli.run(
                "preview",
                "--config",
                stack.toString(),
                "--out",
                dir.resolve(name).toString());
        assertEquals(0, r.exit(), r.err());
        return dir.resolve(name).resolve("plan.json");
    }

    @Test
    void addingAnIslandToARunningGroupIsAReplacementPlanDiffFlags(@TempDir Path dir) throws IOException {
        Path groups = Repo.path("Pulumi.groups.yaml");
        String train = "      placement: clusterNetwork\n      count: 2\n";
        Path placed = dir.resolve("Pulumi.groups.yaml");
        Files.writeString(
                placed, Files.readString(groups).replace(train, train + "      hpcIslandId: " + ISLAND + "\n"));
        Path before = preview(dir, "before", groups);
        Path after = preview(dir, "after", placed);
        PlanDiffCli.Run r = PlanDiffCli.run("plan-diff", before.toString(), after.toString());
        assertEquals(3, r.exit(), r.err() + r.out());
        String md = r.out();
        assertTrue(md.contains("- :rotating_light: **`train-cluster-network` is replaced"), md);
        assertTrue(md.contains("2 GPU nodes (`BM.GPU.H100.8`, 16 GPUs) are destroyed"), md);
    }
}
