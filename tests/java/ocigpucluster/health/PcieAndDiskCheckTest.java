package ocigpucluster.health;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** lib/node-checks.sh's check_gpu_pcie (a recorded nvidia-smi replayed) and check_localdisk_space against df's answers. */
@Tag("process")
class PcieAndDiskCheckTest {
    private static NodeCheckRun.Result pcie(Path dir, int shapeWidth, String... knobs) throws Exception {
        Map<String, String> env = NodeCheckRun.capture("h100-80gb-hbm3_535.161.08.q.txt", knobs);
        env.put("SHAPE_GPU_PCIE_LINK_WIDTH", Integer.toString(shapeWidth));
        return NodeCheckRun.run(dir, "check_gpu_pcie", Map.of("nvidia-smi", NodeCheckRun.replay()), env);
    }

    /** df as the bed's and the real one print it for -hP; any other arguments are not what the check runs. */
    private static NodeCheckRun.Result disk(Path dir, String line) throws Exception {
        String df = "[[ \"$*\" == \"-hP /mnt/localdisk\" ]] || { echo \"df: unexpected arguments: $*\" >&2; exit 1; }\n"
                + "echo 'Filesystem      Size  Used Avail Use% Mounted on'\necho '" + line + "'\n";
        return NodeCheckRun.run(dir, "check_localdisk_space", Map.of("df", df), Map.of());
    }

    @Test
    void eightGpusAtTheShapesWidthPassAndOneLaneLessFails(@TempDir Path dir) throws Exception {
        // R535, eight H100s, every link x16 (recorded): the shape's x16 passes, a shape of x17 does not
        assertEquals("[]", pcie(dir.resolve("a"), 16).codes());
        assertTrue(pcie(dir.resolve("b"), 17).failures().startsWith("GPU_PCIE_WIDTH_LOW\t"));
    }

    @Test
    void aGpuBelowTheShapesWidthFailsNamingItsWidthAndMax(@TempDir Path dir) throws Exception {
        String out = pcie(dir, 16, "NVSMI_SET", "1:pcie.link.width.current=8").failures();
        assertTrue(out.startsWith("GPU_PCIE_WIDTH_LOW\t"), out);
        assertTrue(out.contains("GPU1:x8(max x16)") && !out.contains("GPU0"), out);
    }

    @Test
    void aRefusedQueryIsTheChecksFailureNotTheNodes(@TempDir Path dir) throws Exception {
        NodeCheckRun.Result r = pcie(dir, 16, "NVSMI_REFUSE", "pcie.link.width.max");
        assertEquals("", r.failures());
        assertTrue(r.refused().startsWith("GPU_QUERY_REFUSED\t"), r.toString());
    }

    @Test
    void aDiskBelow90PercentPassesAndAt90ItWarnsWithoutDraining(@TempDir Path dir) throws Exception {
        assertEquals(
                "[]",
                disk(dir, "/dev/mapper/nvme-lvol0   25T   22T  3.0T  89% /mnt/localdisk")
                        .codes(),
                "89 % is not full");
        NodeCheckRun.Result full =
                disk(dir.resolve("b"), "/dev/mapper/nvme-lvol0   25T   23T  2.0T  90% /mnt/localdisk");
        assertEquals("", full.failures(), "a full disk drains nothing: nothing here may clean it");
        assertTrue(full.warnings().startsWith("LOCALDISK_FULL\t/mnt/localdisk is 90% used"), full.toString());
    }

    @Test
    void anUnmountedDiskIsLeftToTheMountCheck(@TempDir Path dir) throws Exception {
        // df of an unmounted /mnt/localdisk answers for the file system below it (here /, full)
        assertEquals("[]", disk(dir, "/dev/sda3        40G   39G  1.0G  98% /").codes());
    }
}
