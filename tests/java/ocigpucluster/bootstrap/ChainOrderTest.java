package ocigpucluster.bootstrap;

import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static ocigpucluster.bootstrap.ChainPlans.commands;
import static ocigpucluster.bootstrap.ChainPlans.plan;
import static ocigpucluster.bootstrap.ChainPlans.require;
import static ocigpucluster.bootstrap.ChainPlans.stage;
import static ocigpucluster.bootstrap.ChainPlans.waitsFor;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The chain's shape in the plan: stage order, what each stage waits for, and that it never grows. */
class ChainOrderTest {
    private static final String BASTION = "bastion-instance";
    private static final String CLUSTER = "gpu-cluster-network";
    private static final String KEY = "cluster-ssh-key";

    @Test
    void bastionSetupWaitsForTheBastionAndTheClusterNetwork() {
        List<String> deps = stage(plan(), Stage.BASTION_SETUP).dependsOn();
        assertTrue(deps.contains(BASTION), "bastion-setup must wait for the bastion instance: " + deps);
        assertTrue(deps.contains(CLUSTER), "bastion-setup must wait for the cluster network: " + deps);
        assertTrue(deps.stream().noneMatch(d -> d.startsWith("bootstrap-")), "stage 1 waits for no stage: " + deps);
    }

    @Test
    void eachStageWaitsForThePreviousOneInOrder() {
        Plan p = plan("bootstrap.tensorflowSample=true");
        assertChain(p, List.of(Stage.BASTION_SETUP, Stage.READINESS_GATE, Stage.CONTAINER_RUNTIME, Stage.NCCL_TEST,
                Stage.TENSORFLOW_SAMPLE));
    }

    @Test
    void defaultStackRunsStagesOneToFour() {
        assertChain(plan(), List.of(Stage.BASTION_SETUP, Stage.READINESS_GATE, Stage.CONTAINER_RUNTIME, Stage.NCCL_TEST));
    }

    @Test
    void withSlurmTheControllerAndNodesComeAfterTheGateAndNcclRunsAsASlurmJob() {
        assertChain(plan("scheduler.type=slurm"), List.of(Stage.BASTION_SETUP, Stage.READINESS_GATE,
                Stage.SLURM_CONTROLLER, Stage.SLURM_NODES, Stage.CONTAINER_RUNTIME, Stage.SLURM_NCCL));
        Plan prodLike = plan("scheduler.type=slurm", "scheduler.onNodeFailure=drain", "bootstrap.containerRuntime=false");
        assertChain(prodLike, List.of(Stage.BASTION_SETUP, Stage.READINESS_GATE, Stage.SLURM_CONTROLLER, Stage.SLURM_NODES,
                Stage.SLURM_NCCL));
        // the policy reaches the readiness gate and the node stage, the shape's facts the controller
        String gate = ChainPlans.triggers(prodLike, Stage.READINESS_GATE).get(3).asText();
        assertTrue(gate.contains("ON_NODE_FAILURE=drain"), gate);
        String controller = ChainPlans.triggers(prodLike, Stage.SLURM_CONTROLLER).get(3).asText();
        assertTrue(controller.contains("SLURM_GPU_TYPE=A100 SLURM_SOCKETS=2 SLURM_CORES_PER_SOCKET=32"), controller);
    }

    @Test
    void withoutRuntimeAndNcclOnlyStagesOneAndTwo() {
        assertChain(plan("bootstrap.containerRuntime=false", "bootstrap.nccl=false"),
                List.of(Stage.BASTION_SETUP, Stage.READINESS_GATE));
    }

    @Test
    void bootstrapDisabledRegistersNoCommand() {
        Plan p = plan("bootstrap.enabled=false");
        assertEquals(List.of(), commands(p).stream().map(PlannedResource::name).toList());
        // the rest of the cluster is still there
        require(p, BASTION);
        require(p, CLUSTER);
    }

    @Test
    void commandCountDoesNotGrowWithTheNodeCount() {
        Set<String> one = commandNames(plan("cluster.nodeCount=1"));
        Set<String> two = commandNames(plan());
        Set<String> many = commandNames(plan("cluster.nodeCount=64"));
        assertEquals(4, two.size(), "default stack: " + two);
        assertEquals(two, one);
        assertEquals(two, many);
        // ... while the 64 nodes are all in each stage's NODES
        String nodes = ChainPlans.triggers(plan("cluster.nodeCount=64"), Stage.NCCL_TEST).get(2).asText();
        assertEquals(64, nodes.split(" ").length, nodes);
    }

    @Test
    void singleInstanceRunsTheSameStagesOnOneNode() {
        Plan p = plan("cluster.mode=singleInstance", "cluster.nodeCount=1");
        assertEquals(commandNames(plan()), commandNames(p));
        assertChain(p, List.of(Stage.BASTION_SETUP, Stage.READINESS_GATE, Stage.CONTAINER_RUNTIME, Stage.NCCL_TEST));
        assertTrue(stage(p, Stage.BASTION_SETUP).dependsOn().contains("gpu-instance"),
                "bastion-setup must wait for the GPU instance: " + stage(p, Stage.BASTION_SETUP).dependsOn());
        for (Stage s : List.of(Stage.BASTION_SETUP, Stage.READINESS_GATE, Stage.CONTAINER_RUNTIME, Stage.NCCL_TEST)) {
            String nodes = ChainPlans.triggers(p, s).get(2).asText();
            assertTrue(nodes.matches("[A-Za-z0-9._-]+=\\d+\\.\\d+\\.\\d+\\.\\d+"), s.id() + " NODES is not one node: " + nodes);
        }
        // no RDMA fabric, no shared /home (contract addendum)
        String ready = ChainPlans.create(p, Stage.READINESS_GATE);
        assertTrue(ready.contains("SHAPE_RDMA_NICS='0'"), "single instance must pass SHAPE_RDMA_NICS=0");
        assertTrue(ready.contains("BASTION_HOST=''"), "single instance must pass an empty BASTION_HOST");
    }

    @Test
    void clusterNetworkModePassesTheFabricAndTheNfsServer() {
        String ready = ChainPlans.create(plan(), Stage.READINESS_GATE);
        assertTrue(ready.contains("SHAPE_RDMA_NICS='16'"), "BM.GPU4.8 has 16 RDMA NICs");
        assertFalse(ready.contains("BASTION_HOST=''"), "cluster network mode shares /home from the bastion");
    }

    @Test
    void bastionAndClusterNetworkAreCreatedInParallel() {
        for (Plan p : List.of(plan(), plan("cluster.nodeCount=64"))) {
            Set<String> bastionWaits = waitsFor(p, BASTION);
            Set<String> clusterWaits = waitsFor(p, CLUSTER);
            assertFalse(bastionWaits.contains(CLUSTER) || bastionWaits.contains("gpu"),
                    "the bastion must not wait for the GPU nodes: " + bastionWaits);
            assertFalse(clusterWaits.contains(BASTION) || clusterWaits.contains("bastion"),
                    "the cluster network must not wait for the bastion: " + clusterWaits);
            assertFalse(bastionWaits.contains(KEY), "the bastion must not wait for the cluster SSH key: " + bastionWaits);
        }
        Plan single = plan("cluster.mode=singleInstance", "cluster.nodeCount=1");
        assertFalse(waitsFor(single, "gpu-instance").contains(BASTION), "the GPU instance must not wait for the bastion");
        assertFalse(waitsFor(single, BASTION).contains("gpu-instance"), "the bastion must not wait for the GPU instance");
    }

    @Test
    void dependencyClosureFollowsComponentsAndChains() {
        // The helper itself: nccl-test reaches stage 1 through the chain, and the key through stage 1.
        Set<String> w = waitsFor(plan(), "bootstrap-nccl-test");
        assertTrue(w.containsAll(Set.of("bootstrap-readiness-gate", "bootstrap-bastion-setup", KEY, "network-vcn")), w.toString());
    }

    @Test
    void eachCommandOutlastsItsStagesOwnBound() {
        for (Plan p : List.of(plan(), plan("bootstrap.tensorflowSample=true"), plan("cluster.mode=singleInstance", "cluster.nodeCount=1"))) {
            for (PlannedResource c : commands(p)) {
                String create = c.inputs().path("create").asText();
                long stage = seconds(create, "STAGE_TIMEOUT_SECONDS");
                long node = seconds(create, "NODE_TIMEOUT_SECONDS");
                assertTrue(node < stage, c.name() + ": a node's bound must fit in the stage's");
                for (String op : List.of("create", "update")) {
                    String t = c.options().path("customTimeouts").path(op).asText();
                    assertTrue(t.endsWith("ns"), c.name() + " " + op + " timeout " + t);
                    long commandSeconds = Long.parseLong(t.substring(0, t.length() - 2)) / 1_000_000_000L;
                    // The Command's clock starts before its SSH connection does (a new bastion takes
                    // minutes to accept SSH): after the worst-case dialling, the stage must still
                    // reach its own bound and report its FAIL lines before Pulumi abandons it.
                    long dial = c.inputs().path("connection").path("dialErrorLimit").asLong()
                            * c.inputs().path("connection").path("perDialTimeout").asLong();
                    assertTrue(dial > 0, c.name() + " connection has no bounded dialling: " + c.inputs().path("connection"));
                    assertTrue(commandSeconds >= dial + stage + 60, c.name() + " " + op + " timeout " + commandSeconds
                            + " s < dialling " + dial + " s + STAGE_TIMEOUT_SECONDS " + stage + " s + 60 s to report");
                }
            }
        }
    }

    private static long seconds(String create, String name) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\n  " + name + "='(\\d+)'").matcher(create);
        if (!m.find()) {
            // stage 1 takes only the stage bound
            return name.equals("NODE_TIMEOUT_SECONDS") ? 0 : fail(name + " missing in " + create.substring(create.lastIndexOf("exec env")));
        }
        return Long.parseLong(m.group(1));
    }

    private static long fail(String message) {
        throw new AssertionError(message);
    }

    private static void assertChain(Plan p, List<Stage> expected) {
        assertEquals(expected.stream().map(s -> "bootstrap-" + s.id()).collect(java.util.stream.Collectors.toCollection(TreeSet::new)),
                commandNames(p), "the chain's stages");
        for (int i = 1; i < expected.size(); i++) {
            List<String> deps = stage(p, expected.get(i)).dependsOn();
            List<String> stagesWaitedFor = deps.stream().filter(d -> d.startsWith("bootstrap-")).toList();
            assertEquals(List.of("bootstrap-" + expected.get(i - 1).id()), stagesWaitedFor,
                    expected.get(i).id() + " must wait for exactly the previous stage");
        }
        for (PlannedResource c : commands(p)) {
            assertEquals("bootstrap", c.parent(), c.name() + " belongs to the Bootstrap component");
        }
    }

    private static Set<String> commandNames(Plan p) {
        Set<String> out = new TreeSet<>();
        commands(p).forEach(c -> out.add(c.name()));
        return out;
    }
}
