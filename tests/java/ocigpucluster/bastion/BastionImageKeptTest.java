package ocigpucluster.bastion;

import static ocigpucluster.preview.PreviewRuns.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import ocigpucluster.plandiff.PlanDiff;
import ocigpucluster.preview.OfflinePreview;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PreviewMocks;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.program.ClusterProgram;
import ocigpucluster.settings.StackConfig;
import ocigpucluster.validation.Validation;
import org.junit.jupiter.api.Test;

/**
 * The bastion's boot volume holds /home (storage.mode bastion, the default), and a new image
 * replaces it in place. Two previews of the dev stack (no bastion.imageId: the newest Oracle Linux
 * 9 image is looked up), the second after Oracle published a newer image (the mock's look-up
 * answers with another image), compared as plan-diff compares a base and a head plan: the bastion
 * keeps its image (ignoreChanges), nothing is updated, nothing is at risk. With
 * bastion.allowImageChange the same change is an in-place boot-volume replacement that plan-diff
 * lists under data at risk, and OCI keeps the old volume.
 */
class BastionImageKeptTest {
    private static final String NEWER = "Oracle-Linux-9.7-2026.01.15-0";

    private static Plan preview(String newestImage, String... sets) {
        StackConfig config = PreviewRuns.config(Path.of("Pulumi.dev.yaml"), List.of(sets), List.of());
        Validation v = PreviewRuns.validation(config);
        PreviewMocks mocks = new PreviewMocks(v.settings(), config.region());
        if (newestImage != null) {
            mocks.newestOracleLinux9(newestImage);
        }
        return OfflinePreview.run(v.settings(), mocks, v.diagnostics(), ClusterProgram::define);
    }

    private static String image(Plan plan) {
        return resource(plan, "bastion-instance")
                .inputs()
                .path("sourceDetails")
                .path("sourceId")
                .asText();
    }

    @Test
    void aNewerOracleImageDoesNotTouchTheBastionsBootVolume() {
        Plan before = preview(null);
        Plan after = preview(NEWER);
        // the premise: the look-up answers differently, so the program's input changes
        assertNotEquals(image(before), image(after));

        PlanDiff diff = PlanDiff.compare(before, after);
        System.out.println(
                "plan-diff dev (bastion image look-up: Oracle-Linux-9.6 -> " + NEWER + "):\n" + diff.toMarkdown());
        assertEquals(
                List.of(),
                diff.changed().stream().map(PlanDiff.ResourceChange::name).toList(),
                "nothing is updated or replaced");
        assertEquals(
                List.of(new PlanDiff.IgnoredChange(
                        "bastion-instance", "sourceDetails.sourceId", "sourceDetails.sourceId")),
                diff.ignored());
        assertEquals(List.of(), diff.dataAtRisk());
        assertEquals(PlanDiff.NO_CHANGES, diff.exitCode());
        assertTrue(diff.toMarkdown().contains("kept out by the resources' `ignoreChanges`"), diff.toMarkdown());
        assertEquals(
                List.of("sourceDetails.sourceId"),
                resource(after, "bastion-instance").ignoreChanges(),
                "the engine keeps the deployed image");
    }

    @Test
    void aChangedImageIdIsKeptOutToo() {
        Plan before = preview(null, "bastion.imageId=ocid1.image.oc1.ap-tokyo-1.aaaaaaaaoraclelinux96");
        Plan after = preview(null, "bastion.imageId=ocid1.image.oc1.ap-tokyo-1.aaaaaaaaoraclelinux97");
        PlanDiff diff = PlanDiff.compare(before, after);
        assertEquals(List.of(), diff.changed());
        assertEquals(
                List.of(new PlanDiff.IgnoredChange(
                        "bastion-instance", "sourceDetails.sourceId", "sourceDetails.sourceId")),
                diff.ignored());
    }

    @Test
    void allowedAnImageChangeReplacesTheBootVolumeInPlaceAndPlanDiffSaysTheHomesAreAtRisk() {
        Plan before = preview(
                null,
                "bastion.allowImageChange=true",
                "bastion.imageId=ocid1.image.oc1.ap-tokyo-1.aaaaaaaaoraclelinux96",
                "suppressWarnings=[\"SSH_OPEN_TO_WORLD\",\"BASTION_IMAGE_CHANGE_ALLOWED\"]");
        Plan after = preview(
                null,
                "bastion.allowImageChange=true",
                "bastion.imageId=ocid1.image.oc1.ap-tokyo-1.aaaaaaaaoraclelinux97",
                "suppressWarnings=[\"SSH_OPEN_TO_WORLD\",\"BASTION_IMAGE_CHANGE_ALLOWED\"]");
        assertEquals(List.of(), resource(after, "bastion-instance").ignoreChanges());
        assertTrue(resource(after, "bastion-instance")
                .inputs()
                .path("sourceDetails")
                .path("isPreserveBootVolumeEnabled")
                .asBoolean(false));
        PlanDiff diff = PlanDiff.compare(before, after);
        assertEquals(
                List.of("bastion-instance"),
                diff.changed().stream().map(PlanDiff.ResourceChange::name).toList());
        assertEquals(PlanDiff.Effect.IN_PLACE, diff.changed().get(0).effect());
        assertEquals(List.of("bastion-instance"), diff.dataAtRisk());
        assertTrue(diff.toMarkdown().contains("keeps its instance but its boot volume is replaced"), diff.toMarkdown());
    }
}
