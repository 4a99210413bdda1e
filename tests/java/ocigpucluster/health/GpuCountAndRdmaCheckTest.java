package ocigpucluster.health;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * lib/node-checks.sh's check_gpus (a recorded `nvidia-smi` replayed), check_rdma_links and
 * check_rdma_flaps against a recorded /sys/class/infiniband of an H100 node (leptonai/gpud
 * components/accelerator/nvidia/infiniband/class/testdata/sys-class-infiniband-h100.0 at 4a8de33a:
 * mlx5_0's link_downed 0, mlx5_1's 255) and `rdma link show` in the form Oracle's GPU cluster
 * tutorial (§3-6) prints it.
 */
@Tag("process")
class GpuCountAndRdmaCheckTest {
    private static final Path SYSFS = Path.of("tests/resources/ocigpucluster/health/sysfs-class-infiniband-h100")
            .toAbsolutePath();

    @Test
    void eightGpusPassAShapeOfEightAndFailAShapeOfNine(@TempDir Path dir) throws Exception {
        Map<String, String> env = NodeCheckRun.capture("h100-80gb-hbm3_535.161.08.q.txt");
        env.put("SHAPE_GPUS", "8");
        assertEquals(
                "",
                NodeCheckRun.failures(
                        dir.resolve("a"), "check_gpus", Map.of("nvidia-smi", NodeCheckRun.replay()), env));
        env.put("SHAPE_GPUS", "9");
        assertEquals(
                "GPU_MISSING\t8 of 9 GPUs visible to nvidia-smi\n",
                NodeCheckRun.failures(
                        dir.resolve("b"), "check_gpus", Map.of("nvidia-smi", NodeCheckRun.replay()), env));
    }

    /** `rdma link show` for the two recorded ports, mlx5_1's in the given state. */
    private static String rdma(String secondState) {
        return "[[ \"$*\" == \"link show\" ]] || { echo \"rdma: unexpected arguments: $*\" >&2; exit 1; }\n"
                + "echo 'link mlx5_0/1 state ACTIVE physical_state LINK_UP netdev rdma0'\n"
                + "echo 'link mlx5_1/1 state " + secondState + " physical_state LINK_UP netdev rdma1'\n"
                + "echo 'link mlx5_2/1 state ACTIVE physical_state LINK_UP netdev eth0'\n";
    }

    private static NodeCheckRun.Result links(Path dir, String secondState, Path sysfs) throws Exception {
        Map<String, String> env = new HashMap<>();
        env.put("SHAPE_RDMA_NICS", "2");
        env.put("RDMA_SYSFS_ROOT", sysfs.toString());
        env.put("HEALTH_STATE_DIR", dir.getParent().resolve("state").toString());
        return NodeCheckRun.run(dir, "check_rdma_links check_rdma_flaps", Map.of("rdma", rdma(secondState)), env);
    }

    @Test
    void everyRdmaLinkActiveOrOneDown(@TempDir Path dir) throws Exception {
        assertEquals("", links(dir.resolve("a"), "ACTIVE", SYSFS).failures());
        assertTrue(links(dir.resolve("b"), "DOWN", SYSFS)
                .failures()
                .startsWith("RDMA_LINK_DOWN\t1 of 2 RDMA links ACTIVE"));
    }

    @Test
    void aLinkThatWentDownSinceTheLastRunFailsOnceItsCounterGrew(@TempDir Path dir) throws Exception {
        Path sysfs = dir.resolve("sys");
        try (Stream<Path> files = Files.walk(SYSFS)) {
            for (Path f : files.toList()) {
                Path to = sysfs.resolve(SYSFS.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(f, to, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
        assertEquals("", links(dir.resolve("1"), "ACTIVE", sysfs).failures(), "the first run only records 0 and 255");
        assertEquals("", links(dir.resolve("2"), "ACTIVE", sysfs).failures(), "nothing grew");
        Files.writeString(sysfs.resolve("mlx5_1/ports/1/counters/link_downed"), "256\n");
        assertEquals(
                "RDMA_LINK_FLAPPING\tRDMA link went down since the last check (link_downed grew): mlx5_1/1:+1\n",
                links(dir.resolve("3"), "ACTIVE", sysfs).failures());
        assertEquals(
                "", links(dir.resolve("4"), "ACTIVE", sysfs).failures(), "one flap holds the node out for one run");
    }
}
