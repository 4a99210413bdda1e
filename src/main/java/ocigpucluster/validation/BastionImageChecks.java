package ocigpucluster.validation;

import static ocigpucluster.validation.Check.error;
import static ocigpucluster.validation.Check.warning;

import java.util.List;
import ocigpucluster.settings.BastionKeys;
import ocigpucluster.settings.Settings;
import ocigpucluster.settings.StorageKeys;
import ocigpucluster.settings.TopLevelKeys;
import ocigpucluster.validation.Check.Finding;

/**
 * The bastion's image is chosen when it is created and kept: a changed image is an in-place
 * replacement of its boot volume (terraform-provider-oci core_instance_resource.go: a change of
 * source_details.source_id sends UpdateInstance with UpdateInstanceSourceViaImageDetails), and
 * that volume holds /home with storage.mode bastion. bastion.allowImageChange lets it through.
 */
public final class BastionImageChecks {
    private BastionImageChecks() {}

    public static final List<Check> ALL = List.of(
            error(
                    "BASTION_IMAGE_CHANGE_NEEDS_IMAGE_ID",
                    "bastion.allowImageChange without bastion.imageId: every newer Oracle image would replace the bastion's boot volume",
                    BastionImageChecks::needsImageId),
            warning(
                    "BASTION_IMAGE_CHANGE_ALLOWED",
                    "bastion.allowImageChange with /home on the bastion's boot volume (storage.mode bastion)",
                    BastionImageChecks::allowedWithHomes));

    private static List<Finding> needsImageId(Settings s) {
        if (!s.bastion().allowImageChange() || s.bastion().imageId() != null) {
            return List.of();
        }
        return List.of(new Finding(
                        BastionKeys.ALLOW_IMAGE_CHANGE,
                        "is true while bastion.imageId is not set: the bastion's image would be the newest Oracle Linux 9"
                                + " image looked up on every run, so each new Oracle image would replace its boot volume",
                        "set the image to move to (`pulumi config set --path bastion.imageId <image OCID>`), or"
                                + " `pulumi config rm --path bastion.allowImageChange`")
                .naming(BastionKeys.IMAGE_ID));
    }

    private static List<Finding> allowedWithHomes(Settings s) {
        if (!s.bastion().allowImageChange() || s.storage().mode() != Settings.StorageMode.BASTION) {
            return List.of();
        }
        return List.of(new Finding(
                        BastionKeys.ALLOW_IMAGE_CHANGE,
                        "is true with storage.mode bastion: a changed bastion.imageId replaces the boot volume that holds"
                                + " /home (OCI keeps the old one detached, with every home on it; the running bastion starts"
                                + " with empty homes)",
                        "copy /home off the bastion first, and `pulumi config rm --path bastion.allowImageChange` after"
                                + " the update; list BASTION_IMAGE_CHANGE_ALLOWED in suppressWarnings when this is meant")
                .naming(StorageKeys.MODE, TopLevelKeys.SUPPRESS_WARNINGS));
    }
}
