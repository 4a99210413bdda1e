package ocigpucluster.bake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import ocigpucluster.plandiff.PlanDiff;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.PreviewRuns;
import org.junit.jupiter.api.Test;

/** What a preview with baking on plans, under the mock engine. */
class BakePlanTest {
    private static final String BAKED = "bake.groups=[\"gpu\"]";
    /** A static group's rebake replaces its nodes: stated (BAKE_REPLACES_STATIC_NODES). */
    private static final String ACCEPTED = "bake.replacesStaticNodes=true";

    private static Plan baked() {
        return PreviewRuns.plan(BAKED, ACCEPTED);
    }

    @Test
    void theBuilderCommandTheImageItsShapeAndTheTerminateCommandArePlanned() {
        Plan plan = baked();
        PlannedResource builder = PreviewRuns.resource(plan, "bake-gpu-builder");
        PlannedResource image = PreviewRuns.resource(plan, "bake-gpu-image");
        PlannedResource shape = PreviewRuns.resource(plan, "bake-gpu-shape");
        PlannedResource terminate = PreviewRuns.resource(plan, "bake-gpu-terminate");
        assertEquals("command:remote:Command", builder.type());
        assertEquals("oci:Core/image:Image", image.type());
        assertEquals("oci:Core/shapeManagement:ShapeManagement", shape.type());
        assertEquals("command:remote:Command", terminate.type());

        Map<String, Object> imageIn = PreviewRuns.wireInputs(image);
        @SuppressWarnings("unchecked")
        Map<String, String> tags = (Map<String, String>) imageIn.get("freeformTags");
        String hash = tags.get("oci-gpu-cluster-bake-hash");
        assertTrue(hash != null && hash.matches("[0-9a-f]{64}"), "the image carries the content hash: " + tags);
        assertEquals("gpu", tags.get("oci-gpu-cluster-group"), "and its group's tag: " + tags);
        // the image is made from the builder the bake Command printed
        assertEquals(List.of("bake-gpu-builder"), deps(image, "instanceId"), "instanceId");
        // the bake re-runs on the hash, and only then
        assertEquals(
                List.of(hash, "BM.GPU4.8"), PreviewRuns.wireInputs(builder).get("triggers"), "the builder's triggers");

        Map<String, Object> shapeIn = PreviewRuns.wireInputs(shape);
        assertEquals("BM.GPU4.8", shapeIn.get("shapeName"), "the group's shape is added to the image");
        assertEquals(List.of("bake-gpu-image"), deps(shape, "imageId"));

        // the builder's boot volume is the group's (Pulumi.dev.yaml cluster.bootVolumeSizeInGbs: 200)
        assertTrue(
                String.valueOf(PreviewRuns.wireInputs(builder).get("stdin"))
                        .matches("(?s).*\n  BOOT_VOLUME_SIZE_IN_GBS='?200'? \\\\\n.*"),
                "the builder launches with the group's boot volume size");

        // the builder goes once the image exists
        assertTrue(terminate.dependsOn().contains("bake-gpu-image"), "terminate waits for the image");
        assertEquals(List.of("bake-gpu-builder"), deps(terminate, "triggers"), "its trigger");
    }

    @Test
    void theGroupLaunchesFromTheBakedImageOnceItsShapeIsAdded() {
        Plan plan = baked();
        PlannedResource config = PreviewRuns.resource(plan, "gpu-instance-configuration");
        List<String> from = deps(config, "instanceDetails");
        assertTrue(
                from.contains("bake-gpu-image") && from.contains("bake-gpu-shape"),
                "the instance configuration takes the image, after its shape: " + from);
        PlannedResource unbaked = PreviewRuns.resource(PreviewRuns.plan(), "gpu-instance-configuration");
        assertFalse(deps(unbaked, "instanceDetails").contains("bake-gpu-image"));
    }

    @Test
    void noBuilderInstanceIsAResourceOfTheStack() {
        assertEquals(
                instances(PreviewRuns.plan()),
                instances(baked()),
                "baking adds no Instance: the builder is launched and terminated by the bake's Commands");
    }

    @Test
    void aSecondPreviewWithNothingChangedPlansNoNewImage() {
        Plan first = PreviewRuns.run(PreviewRuns.DEV_STACK, List.of(BAKED, ACCEPTED), List.of());
        Plan second = PreviewRuns.run(PreviewRuns.DEV_STACK, List.of(BAKED, ACCEPTED), List.of());
        PlanDiff diff = PlanDiff.compare(first, second);
        assertFalse(diff.hasChanges(), "nothing changed, nothing planned: " + diff.changed());
    }

    @Test
    void theOnDemandGroupsLaunchTemplateAndResumeProgramTakeItsBakedImage() {
        Plan plan = PreviewRuns.plan(PreviewRuns.ONDEMAND_STACK, "bake.groups=[\"ondemand\"]");
        PreviewRuns.resource(plan, "bake-ondemand-image");
        PlannedResource config = plan.resources().stream()
                .filter(r -> r.type().equals("oci:Core/instanceConfiguration:InstanceConfiguration"))
                .filter(r -> deps(r, "instanceDetails").contains("bake-ondemand-image"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no instance configuration takes the on-demand group's image"));
        assertTrue(config.name().startsWith("ondemand"), config.name());
        // and the resume program launches with it (ONDEMAND_IMAGE_ID, in the ondemand stage's script)
        assertTrue(
                deps(PreviewRuns.resource(plan, "bootstrap-ondemand"), "stdin").contains("bake-ondemand-image"),
                "the ondemand stage gets the baked image");
        assertFalse(
                deps(PreviewRuns.resource(PreviewRuns.plan(PreviewRuns.ONDEMAND_STACK), "bootstrap-ondemand"), "stdin")
                        .contains("bake-ondemand-image"));
    }

    /** The resources an input takes a value from (the engine's property dependencies). */
    private static List<String> deps(PlannedResource r, String input) {
        return r.propertyDependencies().getOrDefault(input, List.of());
    }

    private static List<String> instances(Plan plan) {
        return plan.resources().stream()
                .filter(r -> r.type().equals("oci:Core/instance:Instance"))
                .map(PlannedResource::name)
                .sorted()
                .toList();
    }
}
