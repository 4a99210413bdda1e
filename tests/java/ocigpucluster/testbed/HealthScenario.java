package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import ocigpucluster.health.Health;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The node health check under the REAL Slurm daemons (Debian's slurmctld and slurmd, as in
 * {@link SlurmScenario}): bed of 2 nodes, stages 1-2, {@code slurm-controller} with the health
 * check's lines (HealthCheckProgram, HealthCheckInterval 5 s, HealthCheckNodeState=ANY, as the
 * running slurmctld reports them), {@code slurm-nodes}, then {@code health}: the program installed
 * root-owned on every node, its own run on a healthy node timed (printed, under 2 s) and a second
 * run changes no host state; then, with slurmd running it every interval and no stage run: a fatal
 * Xid ({@code XID=79}) drains its node with {@code oci-gpu-cluster:GPU_XID_ERROR: ...} within a few
 * intervals, and clearing it resumes the node; a node an operator drained ({@code MAINT: ...})
 * stays drained with its reason through a failing and a passing check; an uncorrectable ECC error
 * on a node running a job drains it ({@code draining}, {@code GPU_ECC_ERROR}) while the job keeps
 * RUNNING, and a pending row remap gives {@code GPU_ROW_REMAP_ERROR}.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class HealthScenario {

    private static final int NODES = 2;
    /** slurmd runs the check this often (the bed's short interval; production: 300 s). */
    private static final int INTERVAL = 5;
    /** a verdict reaches Slurm within a few intervals (slurmctld spreads the checks over one) */
    private static final long BOUND_MS = 6 * INTERVAL * 1000L;

    private static TestBed bed;

    @BeforeAll
    static void startBed() {
        Machine.requireSlurm();
        bed = TestBed.builder().nodes(NODES).start();
        bed.stages().pinSlurmDownloads();
    }

    @AfterAll
    static void stopBedAndCheckNothingIsLeft() {
        TestBed.closeAndCheckNothingIsLeft(bed);
    }

    private static Map<String, String> params() {
        Map<String, String> env = bed.params(20, 120);
        env.put("SLURM_NO_CGROUP", "1");
        env.put("SLURM_CONFIG_OVERRIDES", "1");
        env.put("HEALTH_CHECK_PROGRAM", Health.PROGRAM);
        env.put("SLURM_CONF_EXTRA", String.join("\n", new Health(true, INTERVAL).slurmConfLines()));
        return env;
    }

    private static TestBed.StageRun ok(String stage) {
        TestBed.StageRun r = stage.equals("bastion-setup") ? bed.bastionSetup(params()) : bed.runStage(stage, params());
        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.result().path("ok").asBoolean(), r.describe());
        return r;
    }

    /** sinfo as the bastion's login user sees it: node -> "state|reason". */
    private static Map<String, String> sinfo() {
        Map<String, String> nodes = new TreeMap<>();
        for (String line : bed.onBastion("sinfo -h -N -o '%N|%T|%E'").strip().split("\n")) {
            String[] f = line.split("\\|", 3);
            nodes.put(f[0], f[1] + "|" + f[2]);
        }
        return nodes;
    }

    /** Polls sinfo until the node's "state|reason" matches, within the bound; returns it. */
    private static String awaitState(TestBed.Host node, String what, Predicate<String> until) throws Exception {
        long deadline = System.currentTimeMillis() + BOUND_MS;
        String state = sinfo().get(node.name());
        while (!until.test(state)) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError(node.name() + " not " + what + " within " + BOUND_MS + " ms (interval "
                        + INTERVAL + " s): " + state + "\n"
                        + bed.onNode(node, "sudo -n tail -n 20 /var/log/slurm/slurmd.log 2>&1 || true"));
            }
            Thread.sleep(500);
            state = sinfo().get(node.name());
        }
        return state;
    }

    @Test
    @Order(1)
    void theHealthStageInstallsTheProgramAndSlurmRunsItEveryInterval() throws Exception {
        ok("bastion-setup");
        ok("readiness-gate");
        ok("slurm-controller");
        ok("slurm-nodes");
        String config = bed.onBastion("scontrol show config");
        assertTrue(config.matches("(?s).*\\nHealthCheckProgram\\s*= " + Health.PROGRAM + "\\n.*"), config);
        assertTrue(config.matches("(?s).*\\nHealthCheckInterval\\s*= " + INTERVAL + " sec\\n.*"), config);
        assertTrue(config.matches("(?s).*\\nHealthCheckNodeState\\s*= ANY\\n.*"), config);

        TestBed.StageRun health = ok("health");
        for (TestBed.Host n : bed.nodes()) {
            assertTrue(health.node(n.name()).path("ok").asBoolean(), health.describe());
            assertEquals("idle", health.node(n.name()).path("slurm").asText(), health.describe());
            assertEquals(
                    "root root 755",
                    bed.onNode(n, "stat -c '%U %G %a' " + Health.PROGRAM).strip(),
                    "installed root-owned on " + n.name());
            // the delay a check adds: its own run on a healthy node (printed; the bound is 2 s)
            long ms = health.node(n.name()).path("ms").asLong(-1);
            System.err.println("TIMING health-check " + n.name() + " " + ms + " ms");
            assertTrue(ms >= 0 && ms < 2000, "the check took " + ms + " ms on " + n.name());
        }
        // a second run installs nothing and changes no host state
        Map<String, String> before = bed.allStateEntries();
        before.keySet().removeIf(HealthScenario::slurmRuntime);
        ok("health");
        Map<String, String> after = bed.allStateEntries();
        after.keySet().removeIf(HealthScenario::slurmRuntime);
        TestBed.assertSameState(before, after, "a second run of the health stage");
        // slurmd runs it on its own: the fake nvidia-smi's call log grows without a stage run
        TestBed.Host n = bed.node(0);
        long calls = Files.readAllLines(n.callsLog()).size();
        long deadline = System.currentTimeMillis() + BOUND_MS;
        while (Files.readAllLines(n.callsLog()).stream().skip(calls).noneMatch(l -> l.contains(" dmesg"))) {
            assertTrue(System.currentTimeMillis() < deadline, "slurmd did not run the health check on " + n.name());
            Thread.sleep(500);
        }
    }

    private static boolean slurmRuntime(String path) {
        return path.matches("hosts/[^/]+/upper/var/(spool/slurm(ctld|d)|log/slurm|log/munge|lib/munge)(/.*)?");
    }

    @Test
    @Order(2)
    void aFatalXidDrainsItsNodeWithItsCodeAndClearingItResumesIt_anOperatorsDrainStays() throws Exception {
        TestBed.Host ours = bed.node(1);
        TestBed.Host operators = bed.node(0);
        bed.onBastion(
                "sudo -n scontrol update NodeName=" + operators.name() + " State=DRAIN Reason='MAINT: reseat cable'");
        bed.setFault(ours, "XID", "79");
        bed.setFault(operators, "XID", "79");
        try {
            String drained = awaitState(
                    ours, "drained for its Xid", s -> s.startsWith("drained|oci-gpu-cluster:GPU_XID_ERROR: "));
            assertTrue(drained.contains("Xid 79 on PCI:0000:0f:00"), drained);
            Thread.sleep(2L * INTERVAL * 1000); // the operator's node was checked too
            assertEquals("drained|MAINT: reseat cable", sinfo().get(operators.name()), "an operator's drain is kept");
        } finally {
            bed.clearFault(ours, "XID");
            bed.clearFault(operators, "XID");
        }
        awaitState(ours, "resumed", s -> s.equals("idle|none"));
        Thread.sleep(2L * INTERVAL * 1000);
        assertEquals("drained|MAINT: reseat cable", sinfo().get(operators.name()), "an operator's drain is kept");
        bed.onBastion("sudo -n scontrol update NodeName=" + operators.name() + " State=RESUME");
    }

    @Test
    @Order(3)
    void anEccErrorDrainsANodeRunningAJobWithoutKillingItAndARowRemapIsItsOwnCode() throws Exception {
        TestBed.Host n = bed.node(0);
        String job = bed.onBastion(
                        "sbatch --parsable -p compute -w " + n.name() + " --chdir=/tmp -o /dev/null --wrap 'sleep 600'")
                .strip();
        try {
            long deadline = System.currentTimeMillis() + BOUND_MS;
            while (!bed.onBastion("squeue -h -j " + job + " -o %T").strip().equals("RUNNING")) {
                assertTrue(System.currentTimeMillis() < deadline, "job " + job + " not RUNNING");
                Thread.sleep(500);
            }
            bed.setFault(n, "ECC_UNCORRECTED", "3");
            String draining = awaitState(
                    n, "draining for its ECC errors", s -> s.startsWith("draining|oci-gpu-cluster:GPU_ECC_ERROR: "));
            assertTrue(draining.contains("GPU0:3"), draining);
            assertEquals(
                    "RUNNING", bed.onBastion("squeue -h -j " + job + " -o %T").strip(), "the job runs on");
            bed.clearFault(n, "ECC_UNCORRECTED");
            bed.setFault(n, "ROW_REMAP", "pending");
            awaitState(
                    n,
                    "draining for its row remap",
                    s -> s.startsWith("draining|oci-gpu-cluster:GPU_ROW_REMAP_ERROR: "));
            assertEquals(
                    "RUNNING", bed.onBastion("squeue -h -j " + job + " -o %T").strip(), "the job runs on");
        } finally {
            bed.clearFault(n, "ECC_UNCORRECTED");
            bed.clearFault(n, "ROW_REMAP");
            bed.onBastion("scancel " + job);
        }
        awaitState(n, "resumed", s -> s.equals("idle|none"));
    }
}
