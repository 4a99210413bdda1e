package ocigpucluster.bake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import ocigpucluster.bootstrap.CommonParams;
import ocigpucluster.bootstrap.StageContext;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.program.Features;
import ocigpucluster.replace.ReplaceFeature;
import org.junit.jupiter.api.Test;

/**
 * replace-node on a baked group, under the mock engine: the command detaches a node from the
 * cluster network's instance pool it finds by name, and OCI launches the replacement "using the
 * pool's instance configuration as a template" (API reference, DetachInstancePoolInstance). So
 * the pool the command names must launch from the instance configuration that takes the baked
 * image, and the node stage that gates the replacement must check that image's hash.
 */
class BakeReplacePlanTest {
    private static final String BAKED = "bake.groups=[\"gpu\"]";
    /** A static group's rebake replaces its nodes: stated (BAKE_REPLACES_STATIC_NODES). */
    private static final String ACCEPTED = "bake.replacesStaticNodes=true";
    /** The dev stack with Slurm, which installs the replace command (ReplaceFeature). */
    private static final List<String> SLURM =
            List.of(BAKED, ACCEPTED, "scheduler.type=slurm", "scheduler.allowUnpinnedDownloads=true");

    @Test
    void thePoolReplaceNodeDetachesFromLaunchesItsReplacementsFromTheBakedImage() {
        Plan plan = PreviewRuns.plan(PreviewRuns.DEV_STACK, SLURM, List.of());
        PreviewRuns.resource(plan, "bootstrap-replace-setup");
        PlannedResource network = PreviewRuns.resource(plan, "gpu-cluster-network");
        assertEquals(
                List.of("gpu-instance-configuration"),
                network.propertyDependencies().getOrDefault("instancePools", List.of()),
                "the pool launches from the group's instance configuration");
        PlannedResource config = PreviewRuns.resource(plan, "gpu-instance-configuration");
        assertTrue(
                config.propertyDependencies()
                        .getOrDefault("instanceDetails", List.of())
                        .contains("bake-gpu-image"),
                "whose image is the baked one: " + config.propertyDependencies());

        // the pool the command looks up by name (replace.env's POOL_NAME) is this one
        StageContext c = StageContext.of(
                Features.STAGES,
                PreviewRuns.validation(PreviewRuns.config(PreviewRuns.DEV_STACK, SLURM, List.of()))
                        .settings(),
                null);
        @SuppressWarnings("unchecked")
        Map<String, Object> pool =
                ((List<Map<String, Object>>) PreviewRuns.wireInputs(network).get("instancePools")).get(0);
        assertEquals(ReplaceFeature.REPLACE_POOL_NAME.value(c), pool.get("displayName"));

        // and the stage that sets up the replacement checks the hash that image is tagged with
        String tag = PreviewRuns.resource(plan, "bake-gpu-image")
                .inputs()
                .path("freeformTags")
                .path(BakeContent.HASH_TAG)
                .asText();
        assertTrue(tag.matches("[0-9a-f]{64}"), tag);
        assertEquals(tag, CommonParams.BAKE_HASH.value(c));
        assertEquals("gpu", CommonParams.BAKE_GROUP.value(c));
        // as the planned stage runs it (its script's "exec env NAME=value ..." lines)
        String stdin = String.valueOf(PreviewRuns.wireInputs(PreviewRuns.resource(plan, "bootstrap-slurm-nodes"))
                .get("stdin"));
        assertTrue(stdin.matches("(?s).*\n  BAKE_HASH='?" + tag + "'? \\\\\n.*"), "slurm-nodes runs with the hash");
        assertTrue(stdin.matches("(?s).*\n  BAKE_GROUP='?gpu'? \\\\\n.*"), "and the group");
    }

    @Test
    void withoutBakingThePoolLaunchesFromTheBaseImage() {
        PlannedResource config = PreviewRuns.resource(PreviewRuns.plan(), "gpu-instance-configuration");
        assertFalse(config.propertyDependencies()
                .getOrDefault("instanceDetails", List.of())
                .contains("bake-gpu-image"));
        @SuppressWarnings("unchecked")
        Map<String, Object> details =
                (Map<String, Object>) PreviewRuns.wireInputs(config).get("instanceDetails");
        @SuppressWarnings("unchecked")
        Map<String, Object> source =
                (Map<String, Object>) ((Map<String, Object>) details.get("launchDetails")).get("sourceDetails");
        assertEquals(
                PreviewRuns.validation(PreviewRuns.config(PreviewRuns.DEV_STACK, List.of(), List.of()))
                        .settings()
                        .cluster()
                        .imageId(),
                source.get("imageId"));
    }
}
