package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Replacing one bad node (docs/replace-node.md) of a 3-node cluster with real Slurm while a job
 * runs on the other two. The bed's cloud holds the three static nodes as the cluster network's
 * instance pool ({@link BedCloud#pool}); the operator's command on the bastion detaches the bad
 * one, the cloud terminates its host and launches the replacement as a new bed host.
 * <p>
 * In detail (the test bed README's group table points here): bastion, 3 nodes and the bed's
 * <b>cloud</b>; stages {@code bastion-setup}, {@code readiness-gate}, {@code slurm-controller},
 * {@code slurm-nodes}, {@code replace-setup} (a second run changes nothing); a user's job
 * ({@code srun sleep}) on the first two nodes; the third drained as the health check drains
 * ({@code oci-gpu-cluster:GPU_MISSING: ...}); {@code oci-gpu-cluster-replace-node --drained} lists
 * it with its code and the one command; {@code sudo oci-gpu-cluster-replace-node <node>} drains it,
 * detaches it from the pool without decrementing (DetachInstancePoolInstance), its host is gone and
 * the pool's replacement {@code inst-xxxxx-<pool>} runs; the chain again with the new NODES
 * ({@code readiness-gate}, {@code slurm-controller}, {@code slurm-nodes}, {@code slurm-nccl}) gates
 * only the new node (the busy ones are nobody's RDMA partner, the NCCL job runs on the new node
 * alone), which joins the partition idle while the old name leaves it; the job is the same,
 * RUNNING, {@code Restarts=0}; the two healthy nodes' host state (Slurm's spool and logs aside)
 * is unchanged and their slurmd never restarted (slurm-controller's reconfigure gives them the new node list; before, {@code slurm-nodes} restarted them: their cached configless
 * slurm.conf named the old node); the command run again for the old name detaches nothing.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class ReplaceNodeScenario {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String COMMAND = "/usr/local/sbin/oci-gpu-cluster-replace-node";
    private static final int RDMA_NICS = 4;
    private static TestBed bed;
    private static String pool;
    private static String jobId;

    @BeforeAll
    static void startBed() {
        // 4 RDMA NICs instead of the shape's 16: the per-NIC ring is not what this group tests
        bed = TestBed.builder().nodes(3).rdmaNics(RDMA_NICS).cloud().slurm().start();
        bed.stages().pinEnrootRpms();
        Map<String, String> p = params();
        pool = p.get("REPLACE_POOL_NAME");
        bed.cloud().pool(pool, p.get("REPLACE_COMPARTMENT_ID"), bed.nodes());
    }

    @AfterAll
    static void stopBedAndCheckNothingIsLeft() {
        if (jobId != null) {
            bed.slurmLogs()
                    .expect(
                            "error: \\*\\*\\* (JOB|STEP) \\S+ ON \\S+ CANCELLED AT ",
                            "the group's own scancel of its job: slurmstepd reports it at error level");
            bed.onBastion("sudo -n scancel " + jobId + "; true");
        }
        TestBed.closeAndCheckNothingIsLeft(bed);
    }

    private static Map<String, String> params() {
        Map<String, String> env = bed.params(TestBed.SLURM_NODE_TIMEOUT, TestBed.SLURM_STAGE_TIMEOUT);
        env.put("SHAPE_RDMA_NICS", Integer.toString(RDMA_NICS));
        env.put("SLURM_NO_CGROUP", "1");
        env.put("SLURM_CONFIG_OVERRIDES", "1");
        return env;
    }

    private static TestBed.StageRun ok(String stage, Map<String, String> env) {
        TestBed.StageRun r = stage.equals("bastion-setup") ? bed.bastionSetup(env) : bed.runStage(stage, env);
        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.result().path("ok").asBoolean(), r.describe());
        return r;
    }

    /** sinfo of the partition: node -> "state reason". */
    private static Map<String, String> sinfo() {
        Map<String, String> nodes = new TreeMap<>();
        for (String line :
                bed.onBastion("sinfo -h -N -p compute -o '%N|%T|%E'").strip().split("\n")) {
            String[] f = line.split("\\|", 3);
            nodes.put(f[0], f[1] + " " + f[2]);
        }
        return nodes;
    }

    /**
     * These nodes' persistent state (as {@link HostState#allStateEntries} has it, without hashing
     * the bastion's), without what slurmd and munged write while they run.
     */
    private static Map<String, String> stateOf(List<TestBed.Host> hosts) {
        long started = System.nanoTime();
        Map<String, String> all = new TreeMap<>();
        for (TestBed.Host h : hosts) {
            all.putAll(bed.stateEntries(h.dir().resolve("upper")));
            all.putAll(bed.stateEntries(h.dir().resolve("localdisk")));
        }
        all.keySet()
                .removeIf(k -> k.matches("hosts/[^/]+/upper/var/(spool/slurmd|log/slurm|log/munge|lib/munge)(/.*)?"));
        System.err.printf("TIMING host-state snapshot %.2f s%n", (System.nanoTime() - started) / 1e9);
        return all;
    }

    /** The (re)starts of slurmd the bed's systemctl recorded on these hosts. */
    private static Map<String, String> slurmdStarts(List<TestBed.Host> hosts) {
        Map<String, String> starts = new TreeMap<>(bed.restarts("slurmd"));
        starts.keySet().removeIf(k -> hosts.stream().noneMatch(h -> k.startsWith(h.name() + " ")));
        return starts;
    }

    @Test
    @Order(1)
    void theClusterComesUpWithTheReplaceCommandInstalled() {
        Map<String, String> env = params();
        for (String stage : List.of("bastion-setup", "readiness-gate", "slurm-controller", "slurm-nodes")) {
            ok(stage, env);
        }
        TestBed.StageRun setup = ok("replace-setup", env);
        assertEquals(COMMAND, setup.result().path("command").asText());
        assertEquals(
                "COMPARTMENT_ID=" + env.get("REPLACE_COMPARTMENT_ID") + "\nPOOL_NAME=" + pool + "\nWAIT_SECONDS=1800",
                bed.onBastion("grep -v '^#' /etc/oci-gpu-cluster/replace.env").strip());
        assertEquals(
                "[]", ok("replace-setup", env).result().path("changed").toString(), "a second run changes nothing");
        assertEquals(3, sinfo().size(), sinfo().toString());
    }

    @Test
    @Order(2)
    void aBadNodeIsReplacedWhileAJobRunsOnTheOthersWhichTheChainNeverTouches() throws Exception {
        List<TestBed.Host> healthy = bed.nodes().subList(0, 2);
        TestBed.Host bad = bed.node(2);
        jobId = bed.onBastion(
                        "sbatch --parsable -p compute -N 2 -w " + healthy.get(0).name() + ","
                                + healthy.get(1).name() + " --chdir=/tmp -o /dev/null --wrap 'srun sleep 1800'")
                .strip();
        long deadline = System.currentTimeMillis() + 60_000;
        while (!bed.onBastion("squeue -h -j " + jobId + " -o %T").strip().equals("RUNNING")) {
            assertTrue(System.currentTimeMillis() < deadline, bed.onBastion("scontrol -o show job " + jobId));
            Thread.sleep(500);
        }
        // the health check's drain (lib/slurm-reason.sh's form)
        bed.onBastion("sudo -n scontrol update NodeName=" + bad.name()
                + " State=DRAIN Reason='oci-gpu-cluster:GPU_MISSING: 7 of 8 GPUs'");

        // one step: the operator sees the drained node, its code and the command
        String drained = bed.onBastion(COMMAND + " --drained");
        assertTrue(
                drained.startsWith(bad.name()
                        + " drained GPU_MISSING: 7 of 8 GPUs\n  replace it: sudo " + COMMAND + " "
                        + bad.name() + "\n"),
                drained);

        Map<String, String> healthyBefore = stateOf(healthy);
        Map<String, String> slurmdBefore = slurmdStarts(healthy);
        // the command waits for the cloud to launch the replacement's host: longer than onBastion's 30 s
        List<String> ssh = new java.util.ArrayList<>(bed.sshToBastion());
        ssh.add("sudo -n RETRY_DELAY_SECONDS=1 " + COMMAND + " " + bad.name());
        long started = System.nanoTime();
        Machine.Result run = Machine.exec(ssh, "", 180);
        System.err.printf("TIMING replace-node %.2f s%n", (System.nanoTime() - started) / 1e9);
        assertEquals(0, run.exitCode(), run.stderr());
        String replaced = run.stdout();
        JsonNode out = JSON.readTree(Machine.lastLine(replaced));
        String fresh = out.path("by").asText();
        assertTrue(fresh.matches("inst-[a-z0-9]{5}-" + pool), replaced);
        JsonNode instance = bed.cloud().instances().stream()
                .filter(i -> i.path("display-name").asText().equals(fresh))
                .findFirst()
                .orElseThrow();
        assertEquals("RUNNING", instance.path("lifecycle-state").asText());
        TestBed.Host added = bed.cloud().host(fresh, instance.path("_ip").asText());
        long gone = System.currentTimeMillis() + 30_000;
        while (!bed.hostRemains(bad.name()).isEmpty() && System.currentTimeMillis() < gone) {
            Thread.sleep(500);
        }
        assertEquals(List.of(), bed.hostRemains(bad.name()), "the old instance's host is gone");

        // pulumi up: the pool's new node list re-runs the chain's node stages
        Map<String, String> env = params();
        env.put("NODES", TestBed.nodesParam(List.of(healthy.get(0), healthy.get(1), added)));
        TestBed.StageRun gate = ok("readiness-gate", env);
        assertEquals(List.of(), gate.failures(), gate.describe());
        assertEquals(
                "[\"" + healthy.get(0).name() + "\",\"" + healthy.get(1).name() + "\"]",
                gate.result().path("rdma").path("busy").toString(),
                gate.describe());
        // the old node leaves slurm.conf: the reconfigured slurmctld finds it in its saved state and
        // logs it once at error level (src/slurmctld/node_mgr.c, load_all_node_state: "has vanished
        // from configuration", after find_node_record's lookup failure); a node is removed so
        for (String line : List.of(
                "error: _find_node_record: lookup failure for node \"" + bad.name() + "\"",
                "error: Node " + bad.name() + " has vanished from configuration")) {
            bed.slurmLogs().expect(line, "the replaced node leaves slurm.conf, as a replacement must");
        }
        TestBed.StageRun controller = ok("slurm-controller", env);
        // the node set changed: 25.11's "scontrol reconfigure" takes it, no restart
        assertEquals("[]", controller.result().path("restarted").toString(), controller.describe());
        assertTrue(
                controller.result().path("changed").toString().contains("slurmctld reconfigured"),
                controller.describe());
        TestBed.StageRun nodes = ok("slurm-nodes", env);
        assertEquals("[]", nodes.result().path("drained").toString(), nodes.describe());
        Map<String, String> partition = sinfo();
        assertEquals("idle none", partition.get(fresh), "the new node joined: " + partition);
        assertFalse(partition.containsKey(bad.name()), "the old name left the partition: " + partition);
        TestBed.StageRun nccl = ok("slurm-nccl", env);
        TreeSet<String> ran = new TreeSet<>();
        nccl.result().path("nodes").forEach(n -> ran.add(n.path("name").asText()));
        assertEquals(
                new TreeSet<>(List.of(fresh)), ran, "NCCL on the new node, none on the busy ones: " + nccl.describe());

        // the user's job: the same, still running on the same two nodes, never requeued
        String job = bed.onBastion("scontrol -o show job " + jobId);
        assertTrue(job.contains(" JobState=RUNNING "), job);
        assertTrue(job.contains(" Restarts=0 "), job);
        // the healthy nodes: no file changed, slurmd never restarted
        TestBed.assertSameState(healthyBefore, stateOf(healthy), "replacing " + bad.name());
        // and slurmd there never restarted: slurm-controller's reconfigure gave them the new node
        // list (configless), so slurm-nodes found their cache current
        assertEquals(slurmdBefore, slurmdStarts(healthy), "slurmd restarted on a healthy node");

        // the command again for the old name: replaced already, nothing detached
        long detaches = bed.cloud().apiLog().stream()
                .filter(l -> l.contains(" DetachInstancePoolInstance "))
                .count();
        assertEquals(1, detaches, String.join("\n", bed.cloud().apiLog()));
        String again = bed.onBastion("sudo -n " + COMMAND + " " + bad.name() + " 2>&1");
        assertTrue(again.contains(bad.name() + " was replaced already"), again);
        assertEquals(
                detaches,
                bed.cloud().apiLog().stream()
                        .filter(l -> l.contains(" DetachInstancePoolInstance "))
                        .count());
    }
}
