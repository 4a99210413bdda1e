package ocigpucluster.health;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Collectors;
import ocigpucluster.bootstrap.ShippedBootstrap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * lib/node-checks.sh's check_xid against recorded kernel logs (tests/resources/ocigpucluster/health/
 * kernel-log, each file names its source): NVIDIA's Xid catalog decides (health/node/xid-catalog.tsv),
 * and a line is judged once (the cursor in HEALTH_RUN_DIR).
 */
@Tag("process")
class XidCheckTest {
    private static final Path LOGS =
            Path.of("tests/resources/ocigpucluster/health/kernel-log").toAbsolutePath();

    /** The catalog as the program carries it (health-program.sh: the table without its comments). */
    static String catalog() throws Exception {
        return Files.readAllLines(ShippedBootstrap.root().resolve("node/xid-catalog.tsv"), StandardCharsets.UTF_8)
                .stream()
                .filter(l -> !l.startsWith("#"))
                .collect(Collectors.joining("\n"));
    }

    /** check_xid with dmesg printing the given logs (their comment lines left out). */
    private static NodeCheckRun.Result run(Path dir, String... logs) throws Exception {
        StringBuilder dmesg = new StringBuilder(
                "[[ \"$*\" == \"\" ]] || { echo \"dmesg: unexpected arguments: $*\" >&2; exit 1; }\n");
        for (String log : logs) {
            dmesg.append("grep -v '^#' ").append(LOGS.resolve(log)).append('\n');
        }
        Map<String, String> env = new HashMap<>();
        env.put("XID_CATALOG", catalog());
        env.put("HEALTH_RUN_DIR", dir.getParent().resolve("run").toString());
        return NodeCheckRun.run(
                dir, "check_xid", Map.of("dmesg", dmesg.toString(), "sudo", "shift; exec \"$@\"\n"), env);
    }

    @Test
    void aGpuThatFellOffTheBusFailsNamingTheCatalogsAction(@TempDir Path dir) throws Exception {
        NodeCheckRun.Result r = run(dir.resolve("1"), "xid79-fell-off-the-bus.log");
        assertEquals(
                "GPU_XID_ERROR\tXid 79 on PCI:0000:91:00 (RESTART_BM: GPU has fallen off the bus)"
                        + " (NVIDIA's Xid catalog: a GPU reset or more)\n",
                r.failures());
    }

    @Test
    void applicationFaultsAndIgnorableXidsAreCountedNotFailed(@TempDir Path dir) throws Exception {
        NodeCheckRun.Result r = run(dir.resolve("1"), "xid-application-faults.log");
        assertEquals("", r.failures(), "Xid 13 and 31 (RESTART_APP) and 63 (IGNORE) drain nothing");
        assertTrue(r.fields().contains("checks.xidsLogged\t3\n"), r.fields());
    }

    @Test
    void nvlinkFaultsAndARecoveryActionOtherThanNoneFail(@TempDir Path dir) throws Exception {
        NodeCheckRun.Result r = run(dir.resolve("1"), "xid149-154-gb200.log");
        assertTrue(
                r.failures().contains("Xid 149 on PCI:0009:01:00 (WORKFLOW_NVLINK5_ERR: NVLINK: NETIR Error)"),
                r.failures());
        assertTrue(
                r.failures().contains("Xid 154 on PCI:0019:01:00 (XID_154: GPU Recovery Action Changed)"),
                r.failures());
        // "from 0x0 (None) to 0x4 (Drain and Reset)": the action it changed to decides
        assertTrue(r.failures().contains("Xid 154 on PCI:0009:01:00"), r.failures());
    }

    @Test
    void aLineIsJudgedOnceAndANewOneAfterItAgain(@TempDir Path dir) throws Exception {
        assertTrue(
                run(dir.resolve("1"), "xid79-fell-off-the-bus.log").failures().startsWith("GPU_XID_ERROR"));
        // the drain took the Xid in (health-check.sh xid_acknowledge empties the pending list)
        Path run = dir.resolve("run");
        Files.writeString(run.resolve("xid.pending"), "");
        assertEquals("", run(dir.resolve("2"), "xid79-fell-off-the-bus.log").failures(), "the same old line again");
        assertTrue(
                run(
                                dir.resolve("3"),
                                "xid79-fell-off-the-bus.log",
                                "xid-application-faults.log",
                                "xid149-154-gb200.log")
                        .failures()
                        .isEmpty(),
                "lines before the cursor (the GB200 log's stamps are earlier) are not judged again");
        // a reboot empties /run: the cursor and the Xids go, the new boot's log is judged afresh
        Files.delete(run.resolve("kmsg.cursor"));
        assertTrue(run(dir.resolve("4"), "xid149-154-gb200.log").failures().startsWith("GPU_XID_ERROR"));
    }
}
