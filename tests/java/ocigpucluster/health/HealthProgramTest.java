package ocigpucluster.health;

import static ocigpucluster.health.HealthProgramRun.NODE;
import static ocigpucluster.health.HealthProgramRun.line;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The health check program as slurmd runs it (periodic and Prolog) against stub sinfo/scontrol
 * that refuse arguments the program is not meant to pass ({@link HealthProgramRun}): drain and
 * resume, the circuit breaker's bound, the Xid drain kept for the boot, Slurm's "Prolog error".
 */
@Tag("process")
class HealthProgramTest {
    private static final String ECC = "0:ecc.errors.uncorrected.volatile.total=2";
    private static final String MARK = "oci-gpu-cluster:health:";

    private static long now() {
        return System.currentTimeMillis() / 1000;
    }

    /** NODE idle plus others idle nodes, each with the given comment. */
    private static List<String> fleet(String... otherComments) {
        List<String> lines = new ArrayList<>(List.of(line(NODE, "idle", "", "")));
        for (int i = 0; i < otherComments.length; i++) {
            lines.add(line("inst-other" + i + "-ao", "idle", otherComments[i], ""));
        }
        return lines;
    }

    @Test
    void aFailingNodeIsDrainedWithItsCodeMarkedAndResumedAndUnmarkedOncePassing(@TempDir Path dir) throws Exception {
        HealthProgramRun p = HealthProgramRun.build(dir, 300, 25);
        p.fleet(fleet("", "", ""));
        HealthProgramRun.Run failing = p.run(false, "NVSMI_SET", ECC);
        assertTrue(
                failing.record()
                        .contains(
                                "\"slurm\":\"drained now: oci-gpu-cluster:GPU_ECC_ERROR: uncorrectable ECC errors since the driver loaded: GPU0:2\""),
                failing.record());
        assertTrue(
                p.me().matches(NODE + "\tdrained\t" + MARK + "GPU_ECC_ERROR@[0-9]+\toci-gpu-cluster:GPU_ECC_ERROR: .*"),
                p.me());
        assertTrue(p.metrics().contains("\noci_gpu_cluster_health_check_ok 0\n"), p.metrics());
        assertTrue(p.metrics().contains("\noci_gpu_cluster_health_check_failure{code=\"GPU_ECC_ERROR\"} 1\n"));
        assertTrue(p.metrics().contains("\noci_gpu_cluster_health_check_suspended{code=\"GPU_ECC_ERROR\"} 0\n"));

        HealthProgramRun.Run passing = p.run(false);
        assertTrue(passing.record().contains("\"slurm\":\"resumed now\""), passing.record());
        assertEquals(line(NODE, "idle", "", ""), p.me());
        assertTrue(p.metrics().contains("\noci_gpu_cluster_health_check_ok 1\n"));
        // one sinfo for the whole fleet on the failing run, one for this node on the passing one
        assertTrue(p.slurmCalls().startsWith("sinfo -h -N -O "), p.slurmCalls());
        assertTrue(p.slurmCalls().contains("sinfo -h -N -n " + NODE + " -O "), p.slurmCalls());
    }

    @Test
    void theBreakerOpensPastItsBoundHoldsTheCodeAndResumesWhatItDrained(@TempDir Path dir) throws Exception {
        // 8 nodes at 25 %: at most 2 may fail one check in the window
        HealthProgramRun p = HealthProgramRun.build(dir, 300, 25);
        String recent = MARK + "GPU_ECC_ERROR@" + (now() - 30);
        p.fleet(fleet(recent, "", "", "", "", "", ""));
        assertTrue(
                p.run(false, "NVSMI_SET", ECC).record().contains("\"slurm\":\"drained now: "),
                "2 of 8: within the bound");

        p.fleet(fleet(recent, recent, "", "", "", "", ""));
        p.forgetCalls();
        HealthProgramRun.Run held = p.run(false, "NVSMI_SET", ECC);
        assertTrue(
                held.record()
                        .contains(
                                "\"slurm\":\"held: circuit breaker open for GPU_ECC_ERROR on 3 of 8 nodes within 600s (bound 2)\""),
                held.record());
        assertTrue(held.record().contains("\"suspended\":[\"GPU_ECC_ERROR\"]"), held.record());
        assertTrue(
                p.me().matches(NODE + "\tidle\t" + MARK + "GPU_ECC_ERROR@[0-9]+!\tnone|" + NODE + "\tidle\t" + MARK
                        + "GPU_ECC_ERROR@[0-9]+!\t"),
                p.me());
        assertFalse(p.slurmCalls().contains("State=DRAIN"), p.slurmCalls());
        String m = p.metrics();
        assertTrue(m.contains("\noci_gpu_cluster_health_check_suspended{code=\"GPU_ECC_ERROR\"} 1\n"), m);
        assertTrue(m.contains("\noci_gpu_cluster_health_check_failure{code=\"GPU_ECC_ERROR\"} 1\n"), m);
        assertTrue(
                m.contains("\noci_gpu_cluster_health_check_ok 1\n"),
                "a held failure is the alert HealthCheckSuspended's, not NodeHealthCheckFailing's");
    }

    @Test
    void aNodeTheCheckDrainedIsResumedWhenTheBreakerOpensAndStaysInServiceWhileHeld(@TempDir Path dir)
            throws Exception {
        HealthProgramRun p = HealthProgramRun.build(dir, 300, 25);
        String held = MARK + "GPU_ECC_ERROR@" + (now() - 5000) + "!"; // held long ago: still counted
        List<String> lines = fleet(held, held, "", "");
        lines.set(0, line(NODE, "drained", MARK + "GPU_ECC_ERROR@" + (now() - 60), "oci-gpu-cluster:GPU_ECC_ERROR: x"));
        p.fleet(lines);
        HealthProgramRun.Run r = p.run(false, "NVSMI_SET", ECC);
        assertTrue(
                r.record()
                        .contains(
                                "\"slurm\":\"held and resumed: circuit breaker open for GPU_ECC_ERROR on 3 of 5 nodes"),
                r.record());
        assertTrue(p.me().startsWith(NODE + "\tidle\t"), p.me());
        assertTrue(
                p.run(false, "NVSMI_SET", ECC).record().contains("\"slurm\":\"held: "), "the next run holds it again");
        assertTrue(p.me().startsWith(NODE + "\tidle\t"), p.me());
    }

    @Test
    void aDrainForAnotherCodeThatNowPassesIsLiftedWhileTheBreakerHoldsTheFailingOne(@TempDir Path dir)
            throws Exception {
        // seen in the bed: drained for a probe that timed out once, then every node fails ECC
        HealthProgramRun p = HealthProgramRun.build(dir, 300, 25);
        String now = MARK + "GPU_ECC_ERROR@" + now();
        List<String> lines = fleet(now, now, "");
        lines.set(0, line(NODE, "drained", "", "oci-gpu-cluster:PROBE_TIMEOUT: 'nvidia-smi -L' did not answer"));
        p.fleet(lines);
        HealthProgramRun.Run r = p.run(false, "NVSMI_SET", ECC);
        assertTrue(r.record().contains("\"slurm\":\"held and resumed: "), r.record());
        assertTrue(p.me().startsWith(NODE + "\tidle\t"), p.me());
    }

    @Test
    void oldDrainsSilentNodesAndOtherChecksDoNotCountAndAHundredPercentNeverOpens(@TempDir Path dir) throws Exception {
        HealthProgramRun p = HealthProgramRun.build(dir.resolve("a"), 300, 25);
        String old = MARK + "GPU_ECC_ERROR@" + (now() - 601); // onset before the two intervals
        List<String> lines = fleet(old, old, MARK + "GPU_MISSING@" + now(), "");
        lines.add(line("inst-gone-ao", "idle*", MARK + "GPU_ECC_ERROR@" + now(), ""));
        lines.add(line("inst-off-ao", "idle~", MARK + "GPU_ECC_ERROR@" + now(), ""));
        p.fleet(lines);
        assertTrue(p.run(false, "NVSMI_SET", ECC).record().contains("\"slurm\":\"drained now: "), p.slurmCalls());

        HealthProgramRun off = HealthProgramRun.build(dir.resolve("b"), 300, 100);
        String now = MARK + "GPU_ECC_ERROR@" + now();
        off.fleet(fleet(now, now, now));
        assertTrue(
                off.run(false, "NVSMI_SET", ECC).record().contains("\"slurm\":\"drained now: "),
                "100 %: every node may drain");
    }

    @Test
    void anOperatorsCommentIsNeitherOverwrittenNorCounted(@TempDir Path dir) throws Exception {
        HealthProgramRun p = HealthProgramRun.build(dir, 300, 25);
        List<String> lines = fleet("", "", "");
        lines.set(0, line(NODE, "idle", "rack 7, new PSU", ""));
        p.fleet(lines);
        p.run(false, "NVSMI_SET", ECC);
        assertTrue(p.me().startsWith(NODE + "\tdrained\track 7, new PSU\t"), p.me());
        assertFalse(p.slurmCalls().contains("Comment="), p.slurmCalls());
    }

    @Test
    void asThePrologAHealthyNodeAsksSlurmNothingAndAFailingOneIsDrainedAndFails(@TempDir Path dir) throws Exception {
        HealthProgramRun p = HealthProgramRun.build(dir, 300, 25);
        p.fleet(fleet("", "", ""));
        HealthProgramRun.Run healthy = p.run(true);
        assertEquals(0, healthy.exit(), healthy.stderr());
        assertEquals("", p.slurmCalls(), "no slurmctld round trip before a healthy node's job");
        assertEquals("42", Files.readString(dir.resolve("state/prolog.last")).split(" ")[0]);
        HealthProgramRun.Run failing = p.run(true, "NVSMI_SET", ECC);
        assertEquals(1, failing.exit(), "the job is requeued");
        assertTrue(p.me().startsWith(NODE + "\tdrained\t"), p.me());
    }

    @Test
    void asThePrologANodeTheBreakerHoldsRunsTheJob(@TempDir Path dir) throws Exception {
        HealthProgramRun p = HealthProgramRun.build(dir, 300, 25);
        String now = MARK + "GPU_ECC_ERROR@" + now();
        p.fleet(fleet(now, now, ""));
        HealthProgramRun.Run r = p.run(true, "NVSMI_SET", ECC);
        assertEquals(0, r.exit(), r.stderr());
        assertTrue(r.stderr().contains("held: circuit breaker open for GPU_ECC_ERROR"), r.stderr());
    }

    @Test
    void aRefusedQueryDrainsNothingAndIsSuspended(@TempDir Path dir) throws Exception {
        HealthProgramRun p = HealthProgramRun.build(dir, 300, 25);
        p.fleet(fleet("", "", ""));
        HealthProgramRun.Run r = p.run(false, "NVSMI_REFUSE", "ecc.errors.uncorrected.volatile.total");
        assertTrue(r.record().contains("\"slurm\":\"idle\""), r.record());
        assertTrue(r.record().contains("\"refused\":[{\"code\":\"GPU_QUERY_REFUSED\""), r.record());
        assertTrue(p.metrics().contains("\noci_gpu_cluster_health_check_suspended{code=\"GPU_QUERY_REFUSED\"} 1\n"));
        assertTrue(p.metrics().contains("\noci_gpu_cluster_health_check_ok 1\n"));
        assertFalse(p.slurmCalls().contains("scontrol"), p.slurmCalls());
    }

    @Test
    void anXidDrainIsKeptForTheBootAnOperatorsResumeSticksAndAReebootLiftsIt(@TempDir Path dir) throws Exception {
        HealthProgramRun p = HealthProgramRun.build(dir, 300, 25);
        p.fleet(fleet("", "", ""));
        p.kernelLog(
                Files.readString(Path.of("tests/resources/ocigpucluster/health/kernel-log/xid79-fell-off-the-bus.log"))
                        .replaceAll("(?m)^#.*\n", "")
                        .replace("PCI:0000:91:00", "PCI:0000:00:09"));
        assertTrue(p.run(false).record().contains("drained now: oci-gpu-cluster:GPU_XID_ERROR: "), p.me());
        // the GPU is back (the check passes) but the Xid asked for a reset: kept
        assertTrue(p.run(false).record().contains("\"slurm\":\"kept: drained for an Xid in this boot"), p.me());
        // the operator reset the GPU and resumed the node: the same old line does not drain it again
        List<String> lines = fleet("", "", "");
        p.fleet(lines);
        assertTrue(p.run(false).record().contains("\"slurm\":\"idle\""));
        assertTrue(p.run(false).record().contains("\"slurm\":\"idle\""), p.slurmCalls());
        // a reboot: /run is empty, the node is still drained for the Xid, the new boot's log is clean
        lines.set(0, line(NODE, "drained", "", "oci-gpu-cluster:GPU_XID_ERROR: Xid 79 on PCI:0000:00:09"));
        p.fleet(lines);
        p.kernelLog("");
        org.junit.jupiter.api.Assertions.assertDoesNotThrow(() -> deleteTree(p.runDir));
        assertTrue(p.run(false).record().contains("\"slurm\":\"resumed now\""), p.me());
    }

    @Test
    void aFailedPrologsDrainIsLiftedOnceTheCheckPassesAndAnOperatorsIsKept(@TempDir Path dir) throws Exception {
        HealthProgramRun p = HealthProgramRun.build(dir, 300, 25);
        List<String> lines = fleet("", "", "");
        lines.set(0, line(NODE, "drained", "", "Prolog error"));
        p.fleet(lines);
        assertTrue(p.run(false).record().contains("\"slurm\":\"resumed now\""), p.me());
        lines.set(0, line(NODE, "drained", "", "MAINT: reseat cable"));
        p.fleet(lines);
        assertTrue(p.run(false, "NVSMI_SET", ECC)
                .record()
                .contains("\"slurm\":\"kept: drained by an operator (MAINT: reseat cable)\""));
        assertTrue(p.run(false).record().contains("\"slurm\":\"kept: drained (MAINT: reseat cable)\""));
    }

    private static void deleteTree(Path root) throws java.io.IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (var paths = Files.walk(root)) {
            paths.sorted(java.util.Comparator.reverseOrder())
                    .forEach(f -> f.toFile().delete());
        }
    }
}
