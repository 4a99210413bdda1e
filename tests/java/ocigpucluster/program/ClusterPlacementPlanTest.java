package ocigpucluster.program;

import static ocigpucluster.preview.PreviewRuns.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import ocigpucluster.preview.PreviewRuns;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A cluster network group with hpcIslandId and networkBlockIds: the plan carries them as the
 * cluster network's clusterConfiguration (the provider schema's ClusterNetworkClusterConfiguration:
 * hpcIslandId, networkBlockIds); without them, no clusterConfiguration at all.
 */
class ClusterPlacementPlanTest {
    static final String ISLAND = "ocid1.hpcisland.oc1.ap-tokyo-1.anuwcljrg5pyaeycajoqlss7hpcisland0001";
    static final String BLOCK = "ocid1.computenetworkblock.oc1.ap-tokyo-1.anuwcljrg5pyaeycnetblock0001";

    @Test
    void thePlacementKeysAreTheClusterNetworksClusterConfiguration(@TempDir Path dir) throws IOException {
        String text = Files.readString(NodeGroupsPlanTest.GROUPS);
        String train = "      placement: clusterNetwork\n      count: 2\n";
        Path placed = dir.resolve("Pulumi.groups.yaml");
        Files.writeString(
                placed,
                text.replace(
                        train,
                        train + "      hpcIslandId: " + ISLAND + "\n      networkBlockIds:\n        - " + BLOCK
                                + "\n"));
        JsonNode cn =
                resource(PreviewRuns.plan(placed), "train-cluster-network").inputs();
        assertEquals(ISLAND, cn.path("clusterConfiguration").path("hpcIslandId").asText(), cn.toString());
        assertEquals(1, cn.path("clusterConfiguration").path("networkBlockIds").size(), cn.toString());
        assertEquals(
                BLOCK,
                cn.path("clusterConfiguration").path("networkBlockIds").path(0).asText());
    }

    @Test
    void withoutTheKeysTheClusterNetworkHasNoClusterConfiguration() {
        JsonNode cn = resource(PreviewRuns.plan(NodeGroupsPlanTest.GROUPS), "train-cluster-network")
                .inputs();
        assertFalse(cn.has("clusterConfiguration"), cn.toString());
    }
}
