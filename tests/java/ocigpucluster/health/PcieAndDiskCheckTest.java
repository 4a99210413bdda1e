package ocigpucluster.health;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** lib/node-checks.sh's check_gpu_pcie and check_localdisk_space against nvidia-smi's and df's answers. */
@Tag("process")
class PcieAndDiskCheckTest {
    private static String pcie(Path dir, String nvidiaSmi) throws Exception {
        return NodeCheckRun.failures(
                dir, "check_gpu_pcie", Map.of("nvidia-smi", nvidiaSmi), Map.of("SHAPE_GPU_PCIE_LINK_WIDTH", "16"));
    }

    private static String disk(Path dir, String df) throws Exception {
        return NodeCheckRun.failures(dir, "check_localdisk_space", Map.of("df", df), Map.of());
    }

    @Test
    void gpusAtTheShapesWidthPass(@TempDir Path dir) throws Exception {
        assertEquals("", pcie(dir, "echo '0, 16, 16'\necho '1, 16, 16'\n"));
    }

    @Test
    void aGpuBelowTheShapesWidthFailsNamingItsWidthAndMax(@TempDir Path dir) throws Exception {
        String out = pcie(dir, "echo '0, 16, 16'\necho '1, 8, 16'\n");
        assertTrue(out.startsWith("GPU_PCIE_WIDTH_LOW\t"), out);
        assertTrue(out.contains("GPU1:x8(max x16)") && !out.contains("GPU0"), out);
    }

    @Test
    void aRefusedQueryIsAFailureNotAHealthyNode(@TempDir Path dir) throws Exception {
        String out = pcie(dir, "echo 'Field \"pcie.link.width.max\" is not a valid field to query.'\nexit 2\n");
        assertTrue(out.startsWith("GPU_QUERY_FAILED\t"), out);
    }

    @Test
    void aDiskBelow90PercentPassesAndAt90ItIsFull(@TempDir Path dir) throws Exception {
        String header = "echo 'Filesystem Size Used Avail Use% Mounted on'\n";
        assertEquals(
                "",
                disk(dir, header + "echo '/dev/mapper/nvme-lvol0 25T 22T 3T 89% /mnt/localdisk'\n"),
                "89 % is not full");
        String out = disk(dir.resolve("b"), header + "echo '/dev/mapper/nvme-lvol0 25T 23T 2T 90% /mnt/localdisk'\n");
        assertTrue(out.startsWith("LOCALDISK_FULL\t/mnt/localdisk is 90% used"), out);
    }

    @Test
    void anUnmountedDiskIsLeftToTheMountCheck(@TempDir Path dir) throws Exception {
        // df of an unmounted /mnt/localdisk answers for the file system below it (here /, full)
        assertEquals(
                "",
                disk(dir, "echo 'Filesystem Size Used Avail Use% Mounted on'\necho '/dev/sda3 40G 39G 1G 98% /'\n"));
    }
}
