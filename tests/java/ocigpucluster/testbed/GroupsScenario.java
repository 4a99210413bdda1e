package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;
import ocigpucluster.readiness.ReadinessFeature;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * A cluster of three node groups with the REAL Slurm daemons (tests/resources/ocigpucluster/
 * stacks/Pulumi.bed-groups.yaml): groups {@code a} and {@code b} of two nodes each, each an RDMA
 * group of its own (a cluster network each: no RDMA between them), group {@code c} of one node of
 * plain instances (no RDMA, Slurm weight 1), and one login node. Every stage gets the parameters
 * the chain computes for its Command (its group's, or the whole cluster's), with the group's
 * nodes.
 * <p>
 * In detail (the test bed README's group table points here): bed of 6 hosts (a: nodes 0-1, b:
 * 2-3, c: 4, the login node: 5); stage 1 on all six; the readiness gate per group: a's and b's
 * per-NIC ring measures exactly its own group's nodes (never a node of the other group), c's has
 * no ring (no cluster network); the per-NIC findings of a and b both kept; slurm-controller writes
 * each group's partition with its nodes, Weight and Features, and the default partition of all
 * five (c's weight 1 first); slurm-nodes per group; {@code srun -p a|b|c} runs on that group's
 * nodes only and a job of the default partition on c's node; the NCCL job of each RDMA group runs
 * in its own partition on its own nodes; the login stage gives the login node sackd (configless),
 * munge, Enroot and Pyxis, and from it {@code sinfo} lists the four partitions and an
 * {@code sbatch} to partition b runs on b's nodes and reads a file the bastion wrote in /home
 * (sackd is Slurm 23.11's and later: the bed runs the pinned build's, as units/sackd.sh models
 * slurm-sackd's unit).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class GroupsScenario {
    static final Path STACK = Path.of("tests/resources/ocigpucluster/stacks/Pulumi.bed-groups.yaml");
    private static TestBed bed;
    private static Map<String, List<TestBed.Host>> groups;

    @BeforeAll
    static void startBed() {
        bed = TestBed.builder().nodes(6).slurm().start();
        bed.stages().pinEnrootRpms();
        groups = new LinkedHashMap<>();
        groups.put("a", List.of(bed.node(0), bed.node(1)));
        groups.put("b", List.of(bed.node(2), bed.node(3)));
        groups.put("c", List.of(bed.node(4)));
    }

    @AfterAll
    static void stopBedAndCheckNothingIsLeft() {
        TestBed.closeAndCheckNothingIsLeft(bed);
    }

    private static TestBed.Host login() {
        return bed.node(5);
    }

    private static List<TestBed.Host> statics() {
        List<TestBed.Host> out = new ArrayList<>();
        groups.values().forEach(out::addAll);
        return out;
    }

    private static List<String> names(List<TestBed.Host> hosts) {
        return hosts.stream().map(TestBed.Host::name).toList();
    }

    /** The Command's parameters for {@code group} (null: the whole cluster's), with these nodes. */
    private static Map<String, String> params(String stage, String group, List<TestBed.Host> nodes) {
        Map<String, String> env = bed.stages()
                .groupParams(bed.params(TestBed.SLURM_NODE_TIMEOUT, TestBed.SLURM_STAGE_TIMEOUT), STACK, stage, group);
        env.put("NODES", TestBed.nodesParam(nodes));
        // group:count runs in NODES' order, as the chain gives them (nodes lists the groups in order)
        List<String> runs = new ArrayList<>();
        groups.forEach((g, hosts) -> {
            long n = hosts.stream().filter(nodes::contains).count();
            if (n > 0) {
                runs.add(g + ":" + n);
            }
        });
        env.put("NODE_GROUPS", String.join(" ", runs));
        env.put("SLURM_NO_CGROUP", "1");
        env.put("SLURM_CONFIG_OVERRIDES", "1");
        return env;
    }

    private static TestBed.StageRun ok(String stage, String group, List<TestBed.Host> nodes) {
        Map<String, String> env = params(stage, group, nodes);
        TestBed.StageRun r = stage.equals("bastion-setup") ? bed.bastionSetup(env) : bed.runStage(stage, env);
        assertEquals(0, r.exitCode(), stage + (group == null ? "" : " of group " + group) + ": " + r.describe());
        assertTrue(r.result().path("ok").asBoolean(), r.describe());
        return r;
    }

    /** The hosts a command ran on, as srun from the bastion reports them. */
    private static TreeSet<String> srun(String args) {
        return new TreeSet<>(
                List.of(bed.onBastion("srun " + args + " hostname -s").strip().split("\\s+")));
    }

    @Test
    @Order(1)
    void eachGroupIsGatedOnItsOwnAndAnRdmaRingNeverCrossesGroups() throws Exception {
        List<TestBed.Host> all = new ArrayList<>(statics());
        all.add(login());
        ok("bastion-setup", null, all);
        for (String g : List.of("a", "b", "c")) {
            TestBed.StageRun gate = ok("readiness-gate", g, groups.get(g));
            assertEquals(
                    new TreeSet<>(names(groups.get(g))),
                    readyNodes(gate),
                    "group " + g + "'s gate checks its own nodes: " + gate.describe());
            Map<String, Object> rdma = ReadinessFeature.rdma(gate.stdout());
            if (g.equals("c")) {
                assertEquals("no cluster network", rdma.get("skipped"), "c has no RDMA: " + rdma);
                continue;
            }
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> measured = (List<Map<String, Object>>) rdma.get("nodes");
            assertEquals(
                    new TreeSet<>(names(groups.get(g))),
                    measured.stream().map(n -> (String) n.get("name")).collect(Collectors.toCollection(TreeSet::new)),
                    "group " + g + "'s per-NIC ring: " + rdma);
            // no ib_write_bw of this group reached a node of another group
            for (TestBed.Host n : groups.get(g)) {
                for (TestBed.Host other : statics()) {
                    if (!groups.get(g).contains(other)) {
                        assertFalse(
                                bed.calls(n)
                                        .lines()
                                        .anyMatch(l -> l.contains(" ib_write_bw ")
                                                && rdmaPeer(other).matcher(l).find()),
                                n.name() + " (group " + g + ") measured against " + other.name());
                    }
                }
            }
        }
        // both RDMA groups' per-NIC verdicts are kept, side by side (slurm-nodes drains from them)
        String findings = bed.onBastion("cat ~/.oci-gpu-cluster/state/readiness-rdma.tsv");
        for (TestBed.Host n : List.of(bed.node(0), bed.node(1), bed.node(2), bed.node(3))) {
            assertTrue(findings.lines().anyMatch(l -> l.startsWith(n.name() + "\t")), n.name() + ": " + findings);
        }
        assertFalse(findings.contains(bed.node(4).name()), "c has no RDMA findings: " + findings);
    }

    @Test
    @Order(2)
    void slurmHasAPartitionPerGroupAndJobsLandInTheirGroup() throws Exception {
        TestBed.StageRun controller = ok("slurm-controller", null, statics());
        String conf = Files.readString(bed.bastion().dir().resolve("upper/etc/slurm/slurm.conf"));
        for (String g : List.of("a", "b", "c")) {
            assertTrue(
                    conf.contains(
                            "PartitionName=" + g + " Nodes=" + String.join(",", names(groups.get(g))) + " Default=NO"),
                    conf);
            for (TestBed.Host n : groups.get(g)) {
                assertTrue(
                        conf.lines()
                                .anyMatch(l -> l.startsWith("NodeName=" + n.name() + " ")
                                        && l.contains(" Features=" + g + " ")
                                        && l.contains(g.equals("c") ? " Weight=1 " : " Weight=")),
                        n.name() + ": " + conf);
            }
        }
        assertTrue(
                conf.contains("PartitionName=compute Nodes=" + String.join(",", names(statics())) + " Default=YES"),
                conf);
        List<String> partitions = new ArrayList<>();
        controller.result().path("partitions").forEach(p -> partitions.add(p.asText()));
        assertEquals(List.of("a", "b", "c"), partitions, controller.describe());
        for (String g : List.of("a", "b", "c")) {
            TestBed.StageRun nodes = ok("slurm-nodes", g, groups.get(g));
            assertEquals(groups.get(g).size(), nodes.result().path("idle").asInt(), nodes.describe());
            assertEquals(g, nodes.result().path("partition").asText(), nodes.describe());
        }
        assertEquals(
                "a 2 idle\nb 2 idle\nc 1 idle\ncompute* 5 idle",
                bed.onBastion("sinfo -h -o '%P %D %T' | sort").strip());

        // a job goes where its partition says, and the default partition fills the cheapest group first
        for (String g : List.of("a", "b", "c")) {
            assertEquals(
                    new TreeSet<>(names(groups.get(g))),
                    srun("-p " + g + " -N " + groups.get(g).size()),
                    "a job of partition " + g);
        }
        assertEquals(new TreeSet<>(names(groups.get("c"))), srun("-N 1"), "c has the lowest weight");
        // a job asking for a feature gets that group's nodes in the default partition
        assertEquals(new TreeSet<>(names(groups.get("b"))), srun("-N 2 --constraint=b"));
    }

    @Test
    @Order(3)
    void eachRdmaGroupsNcclJobRunsInItsOwnPartitionOnItsOwnNodes() {
        for (String g : List.of("a", "b")) {
            TestBed.StageRun nccl = ok("slurm-nccl", g, groups.get(g));
            JsonNode json = nccl.result();
            assertTrue(json.path("passed").asBoolean(), nccl.describe());
            TreeSet<String> jobNodes = new TreeSet<>();
            json.path("nodes").forEach(n -> jobNodes.add(n.path("name").asText()));
            assertEquals(new TreeSet<>(names(groups.get(g))), jobNodes, "group " + g + "'s NCCL job");
        }
    }

    @Test
    @Order(4)
    void aLoginNodeSubmitsAJobAndReadsHome() throws Exception {
        TestBed.StageRun r = ok("login", null, List.of(login()));
        assertTrue(r.node(login().name()).path("checks").path("home").asText().contains(":"), r.describe());
        String user = bed.params(TestBed.SLURM_NODE_TIMEOUT, TestBed.SLURM_STAGE_TIMEOUT)
                .get("NODE_USER");
        bed.onBastion("echo written-on-the-bastion > ~/groups-marker");
        String partitions = bed.onNode(login(), "sinfo -h -o %P | sort").strip();
        assertEquals("a\nb\nc\ncompute*", partitions);
        String out = bed.onNode(
                login(),
                "sbatch -p b -N 2 --wait -o ~/groups-job.out --wrap 'srun hostname -s; cat ~/groups-marker'"
                        + " >/dev/null && cat ~/groups-job.out");
        TreeSet<String> ran =
                new TreeSet<>(out.lines().filter(l -> !l.startsWith("written")).toList());
        assertEquals(new TreeSet<>(names(groups.get("b"))), ran, out);
        assertTrue(out.contains("written-on-the-bastion"), "the job read /home/" + user + ": " + out);
        assertFalse(Files.exists(login().dir().resolve("upper/etc/sysconfig/slurmd")), "no slurmd on a login node");
    }

    /** The nodes a readiness gate's result lists. */
    private static TreeSet<String> readyNodes(TestBed.StageRun gate) {
        TreeSet<String> out = new TreeSet<>();
        gate.result().path("nodes").forEach(n -> out.add(n.path("name").asText()));
        return out;
    }

    /** A node's RDMA addresses in the bed: 10.224.<nic>.<its eth0 last octet> (bed.sh). */
    private static java.util.regex.Pattern rdmaPeer(TestBed.Host node) {
        return java.util.regex.Pattern.compile(
                "10\\.224\\.\\d+\\." + node.ip().substring(node.ip().lastIndexOf('.') + 1) + "(\\s|$)");
    }
}
