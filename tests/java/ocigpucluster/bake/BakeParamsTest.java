package ocigpucluster.bake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import ocigpucluster.bootstrap.CommonParams;
import ocigpucluster.bootstrap.StageContext;
import ocigpucluster.ondemand.OnDemandFeature;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.program.Features;
import ocigpucluster.settings.Settings;
import ocigpucluster.slurm.SlurmFeature;
import org.junit.jupiter.api.Test;

/**
 * The node stages of a baked group check the image against the hash its image is tagged with: the
 * group's {@code slurm-nodes} stage gets it as {@code BAKE_HASH}, the on-demand resume program as
 * {@code ONDEMAND_BAKE_HASH} (the {@code ondemand} stage writes it to the program's configuration).
 */
class BakeParamsTest {

    private static StageContext context(Path stack, String... sets) {
        Settings s = PreviewRuns.validation(PreviewRuns.config(stack, List.of(sets), List.of()))
                .settings();
        return StageContext.of(Features.STAGES, s, null);
    }

    /** The hash the plan tags the group's image with: what a node of the group reads back from it. */
    private static String imageTag(Plan plan, String group) {
        return PreviewRuns.resource(plan, "bake-" + group + "-image")
                .inputs()
                .path("freeformTags")
                .path(BakeContent.HASH_TAG)
                .asText();
    }

    @Test
    void aBakedGroupsNodeStageChecksTheHashItsImageIsTaggedWith() {
        String baked = "bake.groups=[\"gpu\"]";
        String accepted = "bake.replacesStaticNodes=true";
        StageContext c = context(PreviewRuns.DEV_STACK, baked, accepted);
        String tag = imageTag(PreviewRuns.plan(baked, accepted), "gpu");
        assertTrue(tag.matches("[0-9a-f]{64}"), tag);
        assertEquals(tag, CommonParams.BAKE_HASH.value(c));
        assertEquals("gpu", CommonParams.BAKE_GROUP.value(c));
        assertTrue(SlurmFeature.SLURM_NODES.takes(CommonParams.BAKE_HASH), "slurm-nodes takes the hash");
        assertTrue(SlurmFeature.SLURM_NODES.takes(CommonParams.BAKE_GROUP));

        StageContext unbaked = context(PreviewRuns.DEV_STACK);
        assertEquals("", CommonParams.BAKE_HASH.value(unbaked), "a group that is not baked checks nothing");
        assertEquals("", CommonParams.BAKE_GROUP.value(unbaked));
    }

    @Test
    void theOnDemandResumeProgramChecksTheOnDemandGroupsImage() {
        String baked = "bake.groups=[\"ondemand\"]";
        StageContext c = context(PreviewRuns.ONDEMAND_STACK, baked);
        String tag = imageTag(PreviewRuns.plan(PreviewRuns.ONDEMAND_STACK, baked), "ondemand");
        assertEquals(tag, OnDemandFeature.ONDEMAND_BAKE_HASH.value(c));
        assertEquals("ondemand", OnDemandFeature.ONDEMAND_BAKE_GROUP.value(c));
        assertEquals("", CommonParams.BAKE_HASH.value(c), "the static group is not baked");
        assertTrue(OnDemandFeature.ONDEMAND.takes(OnDemandFeature.ONDEMAND_BAKE_HASH));
        assertTrue(OnDemandFeature.ONDEMAND.takes(OnDemandFeature.ONDEMAND_BAKE_GROUP));

        StageContext unbaked = context(PreviewRuns.ONDEMAND_STACK);
        assertEquals("", OnDemandFeature.ONDEMAND_BAKE_HASH.value(unbaked));
        assertEquals("", OnDemandFeature.ONDEMAND_BAKE_GROUP.value(unbaked));
    }
}
