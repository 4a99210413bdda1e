package ocigpucluster.validation;

import static ocigpucluster.validation.GroupChecksTest.group;
import static ocigpucluster.validation.GroupChecksTest.groups;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A node group's own image is held to the rules of cluster.imageId under the group's key: an
 * image OCID carries the region it was issued in (OCI "Resource Identifiers"), and OCI launches an
 * instance only from an image of its own region. A group that takes cluster.imageId is not
 * reported twice.
 */
class GroupImageChecksTest {
    private static final String OSAKA_IMAGE = Config.IMAGE.replace("ap-tokyo-1", "ap-osaka-1");

    private static Config withDevImage(String image) {
        Map<String, Object> dev = group("dev", "VM.GPU.A10.2", "instances", 2);
        dev.put("imageId", image);
        return groups(group("h100", "BM.GPU.H100.8", "clusterNetwork", 2), dev);
    }

    @Test
    void aGroupsImageOfAnotherRegionIsRefusedUnderTheGroupsKey() {
        List<Diagnostic> d = withDevImage(OSAKA_IMAGE).validate();
        assertEquals(
                List.of("error: nodeGroups[1].imageId: is an image of ap-osaka-1 ('ap-osaka-1' in the OCID), but"
                        + " oci:region is ap-tokyo-1; OCI launches only images of the instance's own region; use the"
                        + " OCID of the same image in ap-tokyo-1 (the console lists it per region; import or copy a"
                        + " custom image there), or set oci:region to ap-osaka-1 [IMAGE_REGION_MISMATCH]"),
                d.stream().map(Diagnostic::line).toList(),
                Config.render(d));
    }

    @Test
    void aGroupsImageThatIsNoOcidIsRefusedAndTheClustersImageIsNotCheckedTwice() {
        List<Diagnostic> d = withDevImage("my-image").validate();
        Config.assertExactly(d, "OCID_MALFORMED", "nodeGroups[1].imageId");
        // the group naming cluster.imageId itself: one image, checked once, and it is valid
        assertEquals(List.of(), withDevImage(Config.IMAGE).validate());
        Config.assertExactly(
                withDevImage(Config.IMAGE).set("cluster.imageId", OSAKA_IMAGE).validate(),
                "IMAGE_REGION_MISMATCH",
                "cluster.imageId");
    }
}
