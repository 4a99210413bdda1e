package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.health.Health;
import ocigpucluster.program.Features;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The node health check under the REAL Slurm daemons (slurmctld and slurmd of the pinned release,
 * the machine's build, as in {@link SlurmScenario}; docs/health.md): bed
 * of 3 nodes, a cluster of the first 2; stages 1-2, then the Slurm stages and both health stages
 * run as the engine runs their Commands ({@code runChain}), the slurm.conf lines as the running
 * slurmctld reports them (HealthCheckNodeState CYCLE,ANY, PrologEpilogTimeout 90); the program
 * installed root-owned on every node, its own run on a healthy node timed (printed) and a second
 * run changes no host state; then, with slurmd running it every 5 s and no stage run: a fatal Xid
 * ({@code XID=79}) drains its node with {@code oci-gpu-cluster:GPU_XID_ERROR: ...} and the drain is
 * kept (the GPU needs a reset) until an operator resumes it, which the same line does not undo;
 * an Xid NVIDIA's catalog answers with RESTART_APP ({@code XID=31}, a user's fault) drains
 * nothing; a node an operator drained ({@code MAINT: ...}) stays drained with its reason; an
 * uncorrectable ECC error and a failed row remap on a node running a job drain it ({@code draining})
 * while the job keeps RUNNING, a pending row remap only warns (its metric); a down RDMA link and a
 * missing GPU drain with their codes (the node's textfile metrics name them) and clearing them
 * resumes; a flapped link ({@code link_downed} grew) and a narrow PCIe link likewise; a full local
 * disk warns. As the Prolog: a healthy node's job start is delayed by the check's own run (printed,
 * under 2 s); a failing node found there is drained with its code and the job requeued, not held.
 * Without Slurm the stage installs the systemd timer and drains nothing; run as the on-demand
 * resume program runs it, a failing check fails the node. A resize to the third node while both
 * others are busy: the pending job lands on the new node, whose Prolog is there (no "Prolog error",
 * no requeue). A wedged nvidia-smi on one node is killed within its bound and drains that node
 * only ({@code PROBE_TIMEOUT}). The same fault on every node at once (ECC) trips the circuit
 * breaker: every node stays in service, each reports the check suspended (the metric the alert
 * HealthCheckSuspended reads), and the health stage fails with HEALTH_CHECK_SUSPENDED naming it.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class HealthScenario {

    /** The bed's hosts: the cluster is the first two until the resize adds the third. */
    private static final int NODES = 3;
    /** slurmd runs the check this often (the bed's short interval; production: 300 s). */
    private static final int INTERVAL = 5;
    /** a verdict reaches Slurm within a few intervals (slurmctld spreads the checks over one) */
    private static final long BOUND_MS = 6 * INTERVAL * 1000L;
    /**
     * A fault's drain, measured from its injection: one interval (the next check), plus the
     * check's own run, slurmctld's once-a-second look at the interval, the drain RPC and this
     * test's 0.5 s sinfo poll over ssh on a loaded 2-core machine.
     */
    private static final long DRAIN_BOUND_MS = INTERVAL * 1000L + 5000;

    private static TestBed bed;
    /** The nodes in the cluster (NODES of every stage run). */
    private static List<TestBed.Host> cluster;

    @BeforeAll
    static void startBed() {
        bed = TestBed.builder().nodes(NODES).slurm().start();
        bed.stages().pinEnrootRpms();
        cluster = bed.nodes().subList(0, 2);
        bed.slurmLogs()
                .expect(
                        "error: \\*\\*\\* (JOB|STEP) \\S+ ON \\S+ CANCELLED AT ",
                        "the tests cancel their own jobs (scancel): slurmstepd reports it at error level");
    }

    @AfterAll
    static void stopBedAndCheckNothingIsLeft() {
        TestBed.closeAndCheckNothingIsLeft(bed);
    }

    private static Map<String, String> params() {
        Map<String, String> env = bed.params(TestBed.SLURM_NODE_TIMEOUT, TestBed.SLURM_STAGE_TIMEOUT);
        env.put("NODES", TestBed.nodesParam(cluster));
        env.put("SLURM_NO_CGROUP", "1");
        env.put("SLURM_CONFIG_OVERRIDES", "1");
        env.put("HEALTH_CHECK_PROGRAM", Health.PROGRAM);
        env.put("HEALTH_SCHEDULER", "slurm");
        env.put("HEALTH_INTERVAL_SECONDS", Integer.toString(INTERVAL));
        env.put("SLURM_CONF_EXTRA", String.join("\n", new Health(true, INTERVAL, 25).slurmConfLines()));
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

    /** {@link #awaitState} for a fault's drain, called right after injecting it: within one interval (printed). */
    private static String awaitDrain(TestBed.Host node, String what, Predicate<String> until) throws Exception {
        long started = System.currentTimeMillis();
        String state = awaitState(node, what, until);
        long ms = System.currentTimeMillis() - started;
        System.err.println(
                "TIMING health-drain " + node.name() + " " + what + " " + ms + " ms (interval " + INTERVAL + " s)");
        assertTrue(
                ms <= DRAIN_BOUND_MS,
                node.name() + " " + what + " after " + ms + " ms: not within one " + INTERVAL + " s interval (+5 s)");
        return state;
    }

    /** The Slurm stages and both health stages, run as the engine runs their Commands. */
    private static final Set<String> CHAIN =
            Set.of("readiness-gate", "slurm-controller", "health-program", "slurm-nodes", "health");

    private static Map<String, TestBed.StageRun> chain() {
        Set<StageSpec> enabled = new java.util.HashSet<>();
        for (String id : CHAIN) {
            enabled.add(Features.STAGES.get(id));
        }
        Map<String, TestBed.StageRun> runs = new TreeMap<>();
        bed.runChain(params(), enabled).forEach((st, r) -> runs.put(st.id(), r));
        for (TestBed.StageRun r : runs.values()) {
            assertEquals(0, r.exitCode(), r.describe());
            assertTrue(r.result().path("ok").asBoolean(), r.describe());
        }
        return runs;
    }

    /** "Key = value" of `scontrol show config` (25.11 numbers a Prolog: "Prolog[0]"). */
    private static void assertConfig(String config, String key, String value) {
        assertTrue(
                config.matches("(?s).*\\n" + java.util.regex.Pattern.quote(key) + "(\\[0])?\\s*= "
                        + java.util.regex.Pattern.quote(value) + "\\n.*"),
                key + " = " + value + " in\n" + config);
    }

    @Test
    @Order(1)
    void theHealthStageInstallsTheProgramAndSlurmRunsItEveryInterval() throws Exception {
        ok("bastion-setup");
        Map<String, TestBed.StageRun> runs = chain();
        String config = bed.onBastion("scontrol show config");
        assertConfig(config, "HealthCheckProgram", Health.PROGRAM);
        assertConfig(config, "HealthCheckInterval", INTERVAL + " sec");
        // both 22.05 and 25.11 print CYCLE first (src/common/slurm_protocol_defs.c)
        assertConfig(config, "HealthCheckNodeState", "CYCLE,ANY");
        assertConfig(config, "Prolog", Health.PROGRAM);
        assertConfig(config, "PrologEpilogTimeout", Integer.toString(Health.PROLOG_TIMEOUT_SECONDS));
        assertConfig(config, "SchedulerParameters", "nohold_on_prolog_fail");

        TestBed.StageRun health = runs.get("health");
        for (TestBed.Host n : cluster) {
            assertTrue(health.node(n.name()).path("ok").asBoolean(), health.describe());
            assertEquals("idle", health.node(n.name()).path("slurm").asText(), health.describe());
            assertEquals(
                    "root root 755",
                    bed.onNode(n, "stat -c '%U %G %a' " + Health.PROGRAM).strip(),
                    "installed root-owned on " + n.name());
            // the full check's own run on a healthy node, printed; slurmd runs it between jobs, so
            // its bound is loose (a loaded 2-core CI machine took 2.0 s once): the bound a job's
            // start sees is the Prolog's, under 2 s (asThePrologAHealthyNodesJobStartsWithin2s...)
            long ms = health.node(n.name()).path("ms").asLong(-1);
            System.err.println("TIMING health-check " + n.name() + " " + ms + " ms");
            assertTrue(ms >= 0 && ms < 10_000, "the check took " + ms + " ms on " + n.name());
            String metrics = bed.onNode(n, "stat -c '%U %a' " + Health.METRICS_FILE + " && cat " + Health.METRICS_FILE);
            assertTrue(metrics.startsWith("root 644\n"), metrics);
            assertTrue(metrics.contains("\noci_gpu_cluster_health_check_ok 1\n"), metrics);
            assertTrue(metrics.contains("\noci_gpu_cluster_health_check_last_run_timestamp_seconds "), metrics);
            assertTrue(metrics.contains("\noci_gpu_cluster_health_check_duration_seconds "), metrics);
            // every code the check decides has its series, 0 on a healthy node (the alerts' contract)
            assertTrue(metrics.contains("\noci_gpu_cluster_health_check_failure{code=\"GPU_XID_ERROR\"} 0\n"), metrics);
            assertTrue(
                    metrics.contains("\noci_gpu_cluster_health_check_failure{code=\"RDMA_LINK_DOWN\"} 0\n"), metrics);
            assertTrue(!metrics.matches("(?s).*_(failure|warning|suspended)\\{code=\"[A-Z_]+\"} 1\n.*"), metrics);
            assertTrue(metrics.contains("\noci_gpu_cluster_health_check_interval_seconds " + INTERVAL + "\n"), metrics);
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

    /** What a running cluster rewrites by itself: Slurm's state, and the check's metrics and last prolog time. */
    private static boolean slurmRuntime(String path) {
        return path.matches("hosts/[^/]+/upper/var/(spool/slurm(ctld|d)|log/slurm|log/munge|lib/munge)(/.*)?")
                || path.matches("hosts/[^/]+/upper/var/lib/oci-gpu-cluster/(metrics|health/prolog\\.last).*");
    }

    /** The node's health metrics (the node_exporter textfile the check writes). */
    private static String metrics(TestBed.Host n) {
        return bed.onNode(n, "cat " + Health.METRICS_FILE);
    }

    /**
     * Idle and undrained; "*" when a slurmd under the loaded machine's load missed a ping is still in
     * service. Any reason: Slurm 25.11 without accounting storage keeps a resumed node's last reason
     * (src/interfaces/accounting_storage.c, clusteracct_storage_g_node_up returns before it frees the
     * reason when the plugin is none), which sinfo's %E shows on the idle node until the next drain.
     */
    private static boolean inService(String state) {
        return state.matches("idle\\*?\\|.*");
    }

    /** The node stays in the state the predicate accepts for two intervals (it is checked twice meanwhile). */
    private static void assertStays(TestBed.Host node, String what, Predicate<String> state) throws Exception {
        long until = System.currentTimeMillis() + 2L * INTERVAL * 1000;
        while (System.currentTimeMillis() < until) {
            String now = sinfo().get(node.name());
            assertTrue(state.test(now), node.name() + " " + what + ": " + now);
            Thread.sleep(500);
        }
    }

    @Test
    @Order(2)
    void aFatalXidDrainsItsNodeUntilAnOperatorResumesIt_anApplicationsXidDrainsNothing_anOperatorsDrainStays()
            throws Exception {
        TestBed.Host ours = bed.node(1);
        TestBed.Host operators = bed.node(0);
        bed.onBastion(
                "sudo -n scontrol update NodeName=" + operators.name() + " State=DRAIN Reason='MAINT: reseat cable'");
        try {
            bed.setFault(ours, "XID", "79");
            // another check fails on the operator's node (the same one on both of two nodes at once
            // would be the circuit breaker's case, below)
            bed.setFault(operators, "GPUS", "7");
            try {
                String drained = awaitDrain(
                        ours, "drained for its Xid", s -> s.startsWith("drained|oci-gpu-cluster:GPU_XID_ERROR: "));
                assertTrue(
                        drained.contains("Xid 79 on PCI:0000:0f:00 (RESTART_BM: GPU has fallen off the bus)"), drained);
                Thread.sleep(2L * INTERVAL * 1000); // the operator's node was checked too
                assertEquals(
                        "drained|MAINT: reseat cable", sinfo().get(operators.name()), "an operator's drain is kept");
            } finally {
                bed.clearFault(operators, "GPUS");
            }
            // the GPU answers again, but the catalog asked for a reset: the drain is kept for the boot
            assertStays(ours, "kept drained for its Xid", s -> s.startsWith("drained|oci-gpu-cluster:GPU_XID_ERROR: "));
            // the operator reset the GPU and resumes the node: the same old line does not drain it again
            bed.onBastion("sudo -n scontrol update NodeName=" + ours.name() + " State=RESUME");
            assertStays(ours, "resumed by its operator", HealthScenario::inService);
            // a user's faulty kernel: Xid 31 (RESTART_APP in NVIDIA's catalog), logged later
            bed.setFault(ours, "XID", "79,31@5000.000001");
            try {
                assertStays(ours, "in service after an application's Xid", HealthScenario::inService);
                assertTrue(bed.onNode(ours, "cat " + Health.METRICS_FILE)
                        .contains("\noci_gpu_cluster_health_check_ok 1\n"));
            } finally {
                bed.clearFault(ours, "XID");
            }
            assertEquals("drained|MAINT: reseat cable", sinfo().get(operators.name()), "an operator's drain is kept");
        } finally {
            bed.clearFault(ours, "XID");
            bed.clearFault(operators, "GPUS");
            // resuming a node that is not drained is an error to scontrol ("Invalid node state specified")
            for (TestBed.Host n : List.of(operators, ours)) {
                bed.onBastion(
                        "sinfo -h -n " + n.name() + " -o %T | grep -q '^drain' && sudo -n scontrol update NodeName="
                                + n.name() + " State=RESUME || true");
            }
        }
    }

    @Test
    @Order(3)
    void anEccErrorAndAFailedRemapDrainANodeRunningAJobWithoutKillingIt_aPendingRemapOnlyWarns() throws Exception {
        TestBed.Host n = bed.node(0);
        String job = submit(n, "'sleep 600'");
        try {
            // its Prolog (the check) has passed: the fault comes while the job runs
            prologMs(n, job);
            bed.setFault(n, "ECC_UNCORRECTED", "3");
            String draining = awaitDrain(
                    n, "draining for its ECC errors", s -> s.startsWith("draining|oci-gpu-cluster:GPU_ECC_ERROR: "));
            assertTrue(draining.contains("GPU0:3"), draining);
            assertEquals(
                    "RUNNING", bed.onBastion("squeue -h -j " + job + " -o %T").strip(), "the job runs on");
            bed.clearFault(n, "ECC_UNCORRECTED");
            bed.setFault(n, "ROW_REMAP", "failure");
            awaitDrain(
                    n,
                    "draining for its failed row remap",
                    s -> s.startsWith("draining|oci-gpu-cluster:GPU_ROW_REMAP_ERROR: "));
            assertEquals(
                    "RUNNING", bed.onBastion("squeue -h -j " + job + " -o %T").strip(), "the job runs on");
            // a pending remap: NVIDIA says new work still runs; the drain is lifted, the warning stays
            bed.setFault(n, "ROW_REMAP", "pending");
            awaitState(
                    n,
                    "back in service with a pending remap",
                    s -> s.startsWith("allocated|") || s.startsWith("mixed|"));
            String m = metrics(n);
            assertTrue(m.contains("\noci_gpu_cluster_health_check_warning{code=\"GPU_ROW_REMAP_PENDING\"} 1\n"), m);
            assertTrue(m.contains("\noci_gpu_cluster_health_check_ok 1\n"), m);
        } finally {
            bed.clearFault(n, "ECC_UNCORRECTED");
            bed.clearFault(n, "ROW_REMAP");
            bed.onBastion("scancel " + job);
        }
        awaitState(n, "resumed", HealthScenario::inService);
    }

    @Test
    @Order(4)
    void aDownRdmaLinkAMissingGpuAFlapAndANarrowPcieLinkDrainWithTheirCodesAndResume() throws Exception {
        TestBed.Host rdma = bed.node(0);
        TestBed.Host gpu = bed.node(1);
        bed.setFault(rdma, "RDMA_LINK_DOWN", "rdma3");
        bed.setFault(gpu, "GPUS", "7");
        try {
            String down = awaitDrain(
                    rdma, "drained for its link", s -> s.startsWith("drained|oci-gpu-cluster:RDMA_LINK_DOWN: "));
            assertTrue(down.contains("15 of 16 RDMA links ACTIVE"), down);
            awaitState(
                    gpu, "drained for its GPU", s -> s.startsWith("drained|oci-gpu-cluster:GPU_MISSING: 7 of 8 GPUs"));
            String m = metrics(gpu);
            assertTrue(m.contains("\noci_gpu_cluster_health_check_ok 0\n"), m);
            assertTrue(m.contains("\noci_gpu_cluster_health_check_failure{code=\"GPU_MISSING\"} 1\n"), m);
        } finally {
            bed.clearFault(rdma, "RDMA_LINK_DOWN");
            bed.clearFault(gpu, "GPUS");
        }
        awaitState(rdma, "resumed", HealthScenario::inService);
        awaitState(gpu, "resumed", HealthScenario::inService);
        assertTrue(metrics(gpu).contains("\noci_gpu_cluster_health_check_ok 1\n"), metrics(gpu));

        // a link that went down and came back: its port's link_downed counter grew (sysfs, root writes it here)
        bed.onNode(rdma, "echo 1 | sudo -n tee /sys/class/infiniband/mlx5_9/ports/1/counters/link_downed");
        bed.setFault(gpu, "PCIE_WIDTH", "8");
        try {
            String flap = awaitState(
                    rdma, "drained for its flap", s -> s.startsWith("drained|oci-gpu-cluster:RDMA_LINK_FLAPPING: "));
            assertTrue(flap.contains("mlx5_9/1:+1"), flap);
            String pcie = awaitState(
                    gpu,
                    "drained for its PCIe link",
                    s -> s.startsWith("drained|oci-gpu-cluster:GPU_PCIE_WIDTH_LOW: "));
            assertTrue(pcie.contains("GPU0:x8(max x16)"), pcie);
        } finally {
            bed.clearFault(gpu, "PCIE_WIDTH");
        }
        // a single flap holds the node out for one interval: the next run finds the counter still
        awaitState(rdma, "resumed after its flap", HealthScenario::inService);
        awaitState(gpu, "resumed", HealthScenario::inService);
    }

    /** Polls until the condition holds, within the bound. */
    private static void await(String what, BooleanSupplier until) throws InterruptedException {
        long deadline = System.currentTimeMillis() + BOUND_MS;
        while (!until.getAsBoolean()) {
            assertTrue(System.currentTimeMillis() < deadline, what + ": not within " + BOUND_MS + " ms");
            Thread.sleep(500);
        }
    }

    /** Waits for the node's Prolog run for the job (prolog.last: "JOBID MS"); its milliseconds. */
    private static long prologMs(TestBed.Host n, String job) throws InterruptedException {
        String[] last = {""};
        await("the prolog's run for job " + job + " on " + n.name(), () -> {
            last[0] = bed.onNode(n, "sudo -n cat /var/lib/oci-gpu-cluster/health/prolog.last 2>/dev/null || true")
                    .strip();
            return last[0].startsWith(job + " ");
        });
        return Long.parseLong(last[0].split(" ")[1]);
    }

    /** Submits a batch job to the node; its id. */
    private static String submit(TestBed.Host n, String wrap) {
        return submit(n, "", wrap);
    }

    /** Submits a batch job to the node with more sbatch options; its id. */
    private static String submit(TestBed.Host n, String options, String wrap) {
        return bed.onBastion("sbatch --parsable " + options + " -p compute -w " + n.name()
                        + " --chdir=/tmp -o /dev/null --wrap " + wrap)
                .strip();
    }

    /** Returns once the node's health check has run again (its metrics' last-run second moved on). */
    private static void awaitPeriodicRun(TestBed.Host n) throws InterruptedException {
        String stamp = "oci_gpu_cluster_health_check_last_run_timestamp_seconds ";
        String before = lastRun(n, stamp);
        long deadline = System.currentTimeMillis() + BOUND_MS;
        while (lastRun(n, stamp).equals(before)) {
            assertTrue(
                    System.currentTimeMillis() < deadline,
                    n.name() + ": no health check run within " + BOUND_MS + " ms");
            Thread.sleep(200);
        }
    }

    private static String lastRun(TestBed.Host n, String stamp) {
        return metrics(n).lines().filter(l -> l.startsWith(stamp)).findFirst().orElse("");
    }

    private static String job(String id) {
        return bed.onBastion("scontrol show job " + id);
    }

    @Test
    @Order(5)
    void asThePrologAHealthyNodesJobStartsWithin2sAndAFailingNodeIsDrainedAndItsJobRequeued() throws Exception {
        TestBed.Host n = bed.node(0);
        String healthy = submit(n, "true");
        // the prolog's own run as slurmd ran it before the job: all it adds to a healthy job's start
        long ms = prologMs(n, healthy);
        System.err.println("TIMING health-check-prolog " + n.name() + " " + ms + " ms");
        assertTrue(ms < 2000, "the prolog took " + ms + " ms");

        // a full local disk only warns: the node keeps taking jobs (nothing here may clean it)
        bed.setFault(n, "LOCALDISK_USED_PERCENT", "95");
        try {
            String full = submit(n, "true");
            assertTrue(prologMs(n, full) >= 0);
            awaitState(n, "idle after its job", HealthScenario::inService);
            assertTrue(
                    metrics(n).contains("\noci_gpu_cluster_health_check_warning{code=\"LOCALDISK_FULL\"} 1\n"),
                    metrics(n));
        } finally {
            bed.clearFault(n, "LOCALDISK_USED_PERCENT");
        }

        // a failing node the prolog finds first (the periodic check may find it first: then again);
        // slurmd and slurmctld log the failed Prolog at error level (src/slurmd/slurmd/req.c,
        // src/slurmctld/job_mgr.c), which is what this test provokes
        for (String line : List.of(
                "error: prolog failed: rc:1 output:.* check failed: GPU_ECC_ERROR ",
                "error: JobId=\\d+ SLUID=\\S+ prolog failed status=1:0",
                "error: Prolog launch failure, JobId=\\d+")) {
            bed.slurmLogs().expect(line, "the failing Prolog this test provokes (an ECC fault on the job's node)");
        }
        String requeued = null;
        int attempts = 0;
        for (; attempts < 4 && requeued == null; attempts++) {
            // the job waits held while the fault goes in right after a periodic run, so the prolog has
            // most of an interval to come first; submitting over SSH on a loaded machine took longer
            String id = submit(n, "--hold", "'sleep 600'");
            try {
                awaitPeriodicRun(n);
                bed.setFault(n, "ECC_UNCORRECTED", "3");
                bed.onBastion("scontrol release " + id);
                String drained =
                        awaitState(n, "drained for its ECC errors", s -> s.contains("oci-gpu-cluster:GPU_ECC_ERROR: "));
                assertTrue(drained.contains("GPU0:3"), drained);
                String[] show = {""};
                await("job " + id + " off the node", () -> {
                    show[0] = job(id);
                    return !show[0].contains("JobState=CONFIGURING") && !show[0].contains("JobState=RUNNING");
                });
                if (show[0].contains("Restarts=1")) {
                    requeued = show[0];
                }
            } finally {
                bed.onBastion("scancel " + id);
                bed.clearFault(n, "ECC_UNCORRECTED");
            }
            awaitState(n, "resumed", HealthScenario::inService);
        }
        System.err.println("TIMING health-prolog-first " + n.name() + " after " + attempts + " attempt(s)");
        assertTrue(
                requeued != null,
                "the prolog never failed a job: the periodic check found the ECC errors first " + attempts + " times");
        // requeued to run when a node is free, not held (SchedulerParameters=nohold_on_prolog_fail)
        assertTrue(requeued.contains("JobState=PENDING"), requeued);
        assertTrue(!requeued.matches("(?s).*Priority=0\\s.*") && !requeued.contains("held"), requeued);
    }

    @Test
    @Order(6)
    void withoutSlurmTheStageInstallsItsTimerAndDrainsNothing() throws Exception {
        TestBed.Host n = bed.node(1);
        Map<String, String> env = params();
        env.put("HEALTH_SCHEDULER", "none");
        try {
            // the program without Slurm first: slurmd still runs it (HealthCheckProgram) meanwhile
            TestBed.StageRun clean = bed.runStage("health", env);
            assertEquals(0, clean.exitCode(), clean.describe());
            bed.setFault(n, "GPUS", "7");
            assertStays(n, "in service: its check drains nothing", HealthScenario::inService);
            TestBed.StageRun r = bed.runStage("health", env);
            assertEquals(0, r.exitCode(), r.describe());
            assertTrue(r.stderr().contains("UNHEALTHY " + n.name() + " GPU_MISSING "), r.describe());
            assertTrue(r.node(n.name()).path("slurm").asText().startsWith("none:"), r.describe());
            assertEquals(
                    "enabled\nactive\n",
                    bed.onNode(
                            n,
                            "systemctl is-enabled oci-gpu-cluster-healthcheck.timer; systemctl is-active oci-gpu-cluster-healthcheck.timer"),
                    "the timer runs it");
            assertTrue(bed.onNode(n, "cat /etc/systemd/system/oci-gpu-cluster-healthcheck.service")
                    .contains("\nExecStart=" + Health.PROGRAM + "\n"));
            assertTrue(metrics(n).contains("{code=\"GPU_MISSING\"} 1"), metrics(n));
            String state = sinfo().get(n.name());
            assertTrue(inService(state), "without Slurm the check drains nothing: " + state);
            // as the on-demand resume program runs it on a new node: a failing check fails the node
            Map<String, String> resume = params();
            resume.put("HEALTH_VERDICT_FAILS", "true");
            TestBed.StageRun failed = bed.runStage("health", resume);
            assertEquals(1, failed.exitCode(), failed.describe());
            assertTrue(failed.stderr().contains("FAIL " + n.name() + " GPU_MISSING "), failed.describe());
            // ... before its slurmd starts: the program's run makes Slurm do nothing
            assertTrue(failed.node(n.name()).path("slurm").asText().startsWith("not applied"), failed.describe());
        } finally {
            bed.clearFault(n, "GPUS");
            // with Slurm again: slurmd runs it, the timer is gone
            ok("health");
        }
        assertEquals(
                "",
                bed.onNode(n, "ls /etc/systemd/system | grep healthcheck || true")
                        .strip());
        awaitState(n, "in service", HealthScenario::inService);
    }

    @Test
    @Order(7)
    void aNodeAddedWhileEveryNodeIsBusyRunsThePendingJobWithItsProlog() throws Exception {
        TestBed.Host added = bed.node(2);
        List<String> busy = new java.util.ArrayList<>();
        for (TestBed.Host n : cluster) {
            busy.add(bed.onBastion("sbatch --parsable -p compute --exclusive -w " + n.name()
                            + " --chdir=/tmp -o /dev/null --wrap 'sleep 600'")
                    .strip());
        }
        String pending = null;
        try {
            for (String id : busy) {
                await("job " + id + " running", () -> job(id).contains("JobState=RUNNING"));
            }
            // a job for any node: it waits, and slurmctld gives it to the first node that joins
            pending = bed.onBastion(
                            "sbatch --parsable -p compute --exclusive -N 1 --chdir=/tmp -o /dev/null --wrap 'sleep 600'")
                    .strip();
            String waiting = pending;
            await("job " + waiting + " pending", () -> job(waiting).contains("JobState=PENDING"));

            // pulumi up with the new node list: the chain as the engine runs it
            cluster = bed.nodes();
            chain();
            await("job " + waiting + " running on " + added.name(), () -> {
                String j = job(waiting);
                return j.contains("JobState=RUNNING") && j.contains(" NodeList=" + added.name());
            });
            String j = job(waiting);
            // its first start was its only one: no "Prolog error", no requeue
            assertTrue(j.contains(" Restarts=0 "), j);
            assertEquals(
                    waiting,
                    bed.onNode(added, "sudo -n cat /var/lib/oci-gpu-cluster/health/prolog.last")
                            .split(" ")[0],
                    "the new node's Prolog ran for the job");
            String state = sinfo().get(added.name());
            assertFalse(state.contains("Prolog error"), state);
        } finally {
            for (String id : busy) {
                bed.onBastion("scancel " + id);
            }
            if (pending != null) {
                bed.onBastion("scancel " + pending);
            }
        }
        for (TestBed.Host n : bed.nodes()) {
            awaitState(n, "idle after the jobs", HealthScenario::inService);
        }
    }

    @Test
    @Order(8)
    void aWedgedNvidiaSmiIsKilledAtItsBoundAndDrainsItsNodeOnly() throws Exception {
        TestBed.Host wedged = bed.node(1);
        bed.setFault(wedged, "HANG", "nvidia-smi");
        try {
            long started = System.currentTimeMillis();
            String drained = awaitState(
                    wedged,
                    "drained for its hung nvidia-smi",
                    s -> s.startsWith("drained|oci-gpu-cluster:PROBE_TIMEOUT: "));
            long ms = System.currentTimeMillis() - started;
            System.err.println("TIMING health-hung-probe " + wedged.name() + " " + ms + " ms");
            assertTrue(drained.contains("'nvidia-smi -L' did not answer within 10s and was killed"), drained);
            // one interval, the probe's 10 s bound and its 2 s KILL grace, the drain's RPC and this poll
            assertTrue(ms <= INTERVAL * 1000L + 12_000 + 5000, "drained after " + ms + " ms");
            for (TestBed.Host other : bed.nodes()) {
                if (!other.equals(wedged)) {
                    String state = sinfo().get(other.name());
                    assertTrue(inService(state), "only the wedged node is drained: " + other.name() + " " + state);
                }
            }
            // every hung call was killed at its bound: none older than 10 s + the KILL grace
            String hung = bed.onNode(
                    wedged, "ps -eo etimes=,args= | awk '$2 == \"sleep\" && $3 == \"3600\" && $1 > 13' || true");
            assertEquals("", hung.strip(), "a hung nvidia-smi outlived its bound");
        } finally {
            bed.clearFault(wedged, "HANG");
        }
        awaitState(wedged, "resumed", HealthScenario::inService);
    }

    @Test
    @Order(9)
    void theSameFaultOnEveryNodeAtOnceKeepsThemInServiceAndSuspendsTheCheck() throws Exception {
        for (TestBed.Host n : bed.nodes()) {
            bed.setFault(n, "ECC_UNCORRECTED", "3");
        }
        try {
            // within a few intervals every node says the check is suspended, and none is out of service
            long deadline = System.currentTimeMillis() + BOUND_MS;
            while (!bed.nodes().stream()
                    .allMatch(n ->
                            metrics(n).contains("\noci_gpu_cluster_health_check_suspended{code=\"GPU_ECC_ERROR\"} 1\n")
                                    && sinfo().get(n.name()).startsWith("idle"))) {
                if (System.currentTimeMillis() > deadline) {
                    StringBuilder why =
                            new StringBuilder("the circuit breaker on every node, not within " + BOUND_MS + " ms:\n");
                    why.append(bed.onBastion("sinfo -h -N -O 'NodeList:0|,StateLong:0|,Comment:0|,Reason:0'"));
                    for (TestBed.Host n : bed.nodes()) {
                        why.append(n.name())
                                .append(": ")
                                .append(bed.onNode(
                                        n,
                                        "sudo -n env SLURMD_NODENAME=" + n.name() + " " + Health.PROGRAM
                                                + " 2>&1 | tail -n 4"));
                    }
                    throw new AssertionError(why.toString());
                }
                Thread.sleep(500);
            }
            assertStays(bed.node(0), "in service while the breaker holds", s -> s.startsWith("idle"));
            for (TestBed.Host n : bed.nodes()) {
                assertTrue(sinfo().get(n.name()).startsWith("idle"), n.name() + ": " + sinfo());
                String m = metrics(n);
                assertTrue(m.contains("\noci_gpu_cluster_health_check_ok 1\n"), m);
                assertTrue(m.contains("\noci_gpu_cluster_health_check_failure{code=\"GPU_ECC_ERROR\"} 1\n"), m);
            }
            // the stage says so: one line naming the check and its nodes, and it fails
            TestBed.StageRun r = bed.runStage("health", params());
            assertEquals(1, r.exitCode(), r.describe());
            assertTrue(
                    r.stderr()
                            .lines()
                            .anyMatch(l -> l.startsWith(
                                    "FAIL cluster HEALTH_CHECK_SUSPENDED GPU_ECC_ERROR suspended on 3 of 3 nodes")),
                    r.describe());
            assertFalse(r.stderr().contains("DRAIN "), r.describe());
        } finally {
            for (TestBed.Host n : bed.nodes()) {
                bed.clearFault(n, "ECC_UNCORRECTED");
            }
        }
        for (TestBed.Host n : bed.nodes()) {
            awaitState(n, "in service, its mark cleared", HealthScenario::inService);
        }
        await(
                "the marks cleared",
                () -> !bed.onBastion("sinfo -h -N -O NodeList:0,Comment:0").contains("oci-gpu-cluster:health:"));
    }
}
