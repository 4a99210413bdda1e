package ocigpucluster.validation;

import static ocigpucluster.validation.Config.assertExactly;
import static ocigpucluster.validation.Config.assertNone;
import static ocigpucluster.validation.Config.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ComputeChecksTest {

    @Test
    void nodeCountBelowOneIsRefused() {
        assertExactly(
                Config.seedLike().set("cluster.nodeCount", 0).validate(), "NODE_COUNT_RANGE", "cluster.nodeCount");
        assertExactly(
                Config.seedLike().set("cluster.nodeCount", -3).validate(), "NODE_COUNT_RANGE", "cluster.nodeCount");
    }

    @Test
    void nodeCountAboveMaxNodeCountIsRefused() {
        Diagnostic d = only(
                Config.seedLike().set("cluster.nodeCount", 600).validate(), "NODE_COUNT_RANGE", "cluster.nodeCount");
        assertTrue(d.message().contains("maxNodeCount 512"), d.line());
    }

    @Test
    void nodeCountEqualToMaxNodeCountIsAccepted() {
        assertEquals(
                List.of(),
                Config.seedLike()
                        .set("cluster.nodeCount", 4)
                        .set("cluster.maxNodeCount", 4)
                        .validate());
        assertEquals(List.of(), Config.seedLike().set("cluster.nodeCount", 1).validate());
    }

    @Test
    void singleInstanceWithTwoNodesIsRefused() {
        assertExactly(
                Config.seedLike()
                        .set("cluster.mode", "singleInstance")
                        .set("cluster.nodeCount", 2)
                        .validate(),
                "SINGLE_INSTANCE_NODE_COUNT",
                "cluster.nodeCount");
    }

    @Test
    void singleInstanceWithOneNodeIsAccepted() {
        assertEquals(
                List.of(),
                Config.seedLike()
                        .set("cluster.mode", "singleInstance")
                        .set("cluster.nodeCount", 1)
                        .validate());
    }

    @Test
    void unknownShapeIsRefusedListingTheKnownOnes() {
        Diagnostic d =
                only(Config.seedLike().set("cluster.shape", "BM.GPU4.9").validate(), "SHAPE_UNKNOWN", "cluster.shape");
        assertTrue(d.fix().contains("did you mean BM.GPU4.8?"), d.line());
        assertTrue(
                d.fix().contains("BM.GPU4.8")
                        && d.fix().contains("BM.GPU.A100-v2.8")
                        && d.fix().contains("BM.GPU.H100.8"),
                d.line());
    }

    @Test
    void everyCatalogShapeIsAccepted() {
        for (String shape : ocigpucluster.shapes.ShapeCatalog.get().names()) {
            assertNone(Config.seedLike().set("cluster.shape", shape).validate(), "SHAPE_UNKNOWN");
        }
    }

    @Test
    void gpuBootVolumeBelowOciMinimumIsRefused() {
        assertExactly(
                Config.seedLike().set("cluster.bootVolumeSizeInGbs", 49).validate(),
                "BOOT_VOLUME_TOO_SMALL",
                "cluster.bootVolumeSizeInGbs");
    }

    @Test
    void bastionBootVolumeBelowOciMinimumIsRefused() {
        assertExactly(
                Config.seedLike().set("bastion.bootVolumeSizeInGbs", 40).validate(),
                "BOOT_VOLUME_TOO_SMALL",
                "bastion.bootVolumeSizeInGbs");
        assertEquals(
                List.of(),
                Config.seedLike().set("bastion.bootVolumeSizeInGbs", 50).validate());
    }

    @Test
    void bootVolumeAboveOciMaximumIsRefused() {
        assertExactly(
                Config.seedLike().set("cluster.bootVolumeSizeInGbs", 32769).validate(),
                "BOOT_VOLUME_TOO_LARGE",
                "cluster.bootVolumeSizeInGbs");
        assertEquals(
                List.of(),
                Config.seedLike().set("cluster.bootVolumeSizeInGbs", 32768).validate());
    }

    @Test
    void gpuBootVolumeBelow200GbOnlyWarns() {
        List<Diagnostic> diagnostics =
                Config.seedLike().set("cluster.bootVolumeSizeInGbs", 50).validate();
        assertExactly(diagnostics, "BOOT_VOLUME_BELOW_RECOMMENDED", "cluster.bootVolumeSizeInGbs");
        assertEquals(Diagnostic.Level.WARNING, diagnostics.get(0).level());
        assertEquals(
                List.of(),
                Config.seedLike().set("cluster.bootVolumeSizeInGbs", 200).validate());
    }

    @Test
    void bastionOcpusOutsideTheFlexRangeAreRefused() {
        for (Object ocpus : List.of(0, 95, 1.5, -1)) {
            assertExactly(
                    Config.seedLike().set("bastion.ocpus", ocpus).validate(), "BASTION_SIZE_RANGE", "bastion.ocpus");
        }
    }

    @Test
    void bastionAtTheFlexLimitsIsAccepted() {
        assertEquals(
                List.of(),
                Config.seedLike()
                        .set("bastion.ocpus", 1)
                        .set("bastion.memoryInGbs", 1)
                        .validate());
        assertEquals(
                List.of(),
                Config.seedLike()
                        .set("bastion.ocpus", 94)
                        .set("bastion.memoryInGbs", 1049)
                        .validate());
        assertEquals(
                List.of(),
                Config.seedLike()
                        .set("bastion.ocpus", 2)
                        .set("bastion.memoryInGbs", 128)
                        .validate());
    }

    @Test
    void bastionMemoryOutsideOneTo64GbPerOcpuIsRefused() {
        Diagnostic d = only(
                Config.seedLike()
                        .set("bastion.ocpus", 2)
                        .set("bastion.memoryInGbs", 129)
                        .validate(),
                "BASTION_SIZE_RANGE",
                "bastion.memoryInGbs");
        assertTrue(d.message().contains("2 to 128 GB"), d.line());
        only(
                Config.seedLike()
                        .set("bastion.ocpus", 4)
                        .set("bastion.memoryInGbs", 2)
                        .validate(),
                "BASTION_SIZE_RANGE",
                "bastion.memoryInGbs");
        only(
                Config.seedLike()
                        .set("bastion.ocpus", 94)
                        .set("bastion.memoryInGbs", 1050)
                        .validate(),
                "BASTION_SIZE_RANGE",
                "bastion.memoryInGbs");
    }

    @Test
    void fixedShapeBastionIsRefusedAndSkipsTheFlexRange() {
        // the bastion is always launched with a shape config, which OCI refuses for a fixed shape
        List<Diagnostic> diagnostics = Config.seedLike()
                .set("bastion.shape", "VM.Standard2.1")
                .set("bastion.ocpus", 200)
                .validate();
        assertExactly(diagnostics, "BASTION_SHAPE_NOT_FLEX", "bastion.shape");
        assertEquals(Diagnostic.Level.ERROR, diagnostics.get(0).level());
    }

    @Test
    void otherFlexShapesAreAccepted() {
        assertEquals(
                List.of(),
                Config.seedLike().set("bastion.shape", "VM.Standard.E4.Flex").validate());
        assertExactly(
                Config.seedLike()
                        .set("bastion.shape", "VM.Standard.E4.Flex")
                        .set("bastion.ocpus", 65)
                        .validate(),
                "BASTION_SIZE_RANGE",
                "bastion.ocpus");
    }
}
