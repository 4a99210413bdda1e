package ocigpucluster.bootstrap;

import static ocigpucluster.bootstrap.ChainPlans.commands;
import static ocigpucluster.bootstrap.ChainPlans.plan;
import static ocigpucluster.bootstrap.ChainPlans.require;
import static ocigpucluster.bootstrap.ChainPlans.stage;
import static ocigpucluster.bootstrap.ChainPlans.stagesBefore;
import static ocigpucluster.bootstrap.ChainPlans.waitsFor;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import ocigpucluster.containers.ContainersFeature;
import ocigpucluster.home.HomeFeature;
import ocigpucluster.ncclgate.NcclGate;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.readiness.ReadinessFeature;
import ocigpucluster.slurm.SlurmFeature;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The chain's shape in the plan: the order between the shared stages (what each waits for,
 * directly or through other stages), that it is a DAG rooted at stage 1, and that it never grows
 * with the node count, with the reasons. Every stock stack's whole order, written out, is the
 * features' *GraphTest order rows (preview.FeatureGraph, checked exactly by ResourceGraphTest);
 * where a feature's own stage goes is its feature's, so a stage a new feature inserts needs no
 * edit here.
 */
@Tag("process")
class ChainOrderTest {
    private static final String BASTION = "bastion-instance";
    private static final String CLUSTER = "gpu-cluster-network";
    private static final String KEY = "cluster-ssh-key";

    @Test
    void bastionSetupWaitsForTheBastionAndTheClusterNetwork() {
        List<String> deps = stage(plan(), HomeFeature.BASTION_SETUP).dependsOn();
        assertTrue(deps.contains(BASTION), "bastion-setup must wait for the bastion instance: " + deps);
        assertTrue(deps.contains(CLUSTER), "bastion-setup must wait for the cluster network: " + deps);
        assertTrue(deps.stream().noneMatch(d -> d.startsWith("bootstrap-")), "stage 1 waits for no stage: " + deps);
    }

    /** The plan's graph as the engine sees it: each stage and the stages it waits for directly. */
    private static final String SETUP = "bootstrap-bastion-setup";

    private static final String READY = "bootstrap-readiness-gate";
    private static final String RUNTIME = "bootstrap-container-runtime";
    private static final String NCCL = "bootstrap-nccl-test";
    private static final String TF = "bootstrap-tensorflow-sample";

    @Test
    void theRuntimeStageDoesNotWaitForTheReadinessGate() {
        // Installing containerd and pulling the NGC image need no RDMA: they overlap the ~10 min
        // RDMA auto-configuration instead of following it. Asserted on what each stage waits
        // for directly or through others, so a stage a feature inserts keeps it true or breaks it.
        for (Plan p : List.of(plan(), plan("cluster.mode=singleInstance", "cluster.nodeCount=1"))) {
            assertEquals(Set.of(), stagesBefore(p, SETUP), "stage 1 waits for no stage");
            assertTrue(stagesBefore(p, READY).contains(SETUP), "the gate waits for stage 1");
            assertTrue(stagesBefore(p, RUNTIME).contains(SETUP), "the runtime waits for stage 1");
            assertFalse(
                    stagesBefore(p, RUNTIME).contains(READY), "the runtime stage must not wait for the readiness gate");
            assertFalse(
                    stagesBefore(p, READY).contains(RUNTIME), "the readiness gate must not wait for the runtime stage");
            assertTrue(stagesBefore(p, NCCL).containsAll(Set.of(READY, RUNTIME)), "NCCL waits for both");
        }
    }

    @Test
    void theNcclRunWaitsForBothTheGateAndTheRuntime() {
        Set<String> w = waitsFor(plan(), NCCL);
        assertTrue(w.contains(READY) && w.contains(RUNTIME), w.toString());
    }

    @Test
    void tensorflowRunsAfterNcclOnTheSameGpus() {
        Plan p = plan("bootstrap.tensorflowSample=true");
        assertTrue(stagesBefore(p, TF).contains(NCCL), "TensorFlow waits for NCCL: " + stagesBefore(p, TF));
        assertFalse(stagesBefore(p, NCCL).contains(TF), "NCCL does not wait for TensorFlow");
        // without NCCL, TensorFlow takes over what NCCL waited for: the gate and the runtime
        Plan noNccl = plan("bootstrap.tensorflowSample=true", "bootstrap.nccl=false");
        assertFalse(commandNames(noNccl).contains(NCCL));
        assertTrue(
                stagesBefore(noNccl, TF).containsAll(Set.of(READY, RUNTIME)),
                stagesBefore(noNccl, TF).toString());
    }

    @Test
    void theRuntimeStagePrefetchesTheImagesOfTheEnabledStages() {
        String image = "nvcr.io/nvidia/tensorflow:25.02-tf2-py3";
        assertTrue(
                ChainPlans.create(plan(), ContainersFeature.CONTAINER_RUNTIME)
                        .contains("PREFETCH_IMAGES='" + image + "'"),
                "NCCL's image is pulled while the gate waits");
        assertTrue(
                ChainPlans.create(plan("bootstrap.nccl=false"), ContainersFeature.CONTAINER_RUNTIME)
                        .contains("PREFETCH_IMAGES=''"),
                "nothing to pull without NCCL or TensorFlow");
        assertTrue(
                ChainPlans.create(
                                plan("bootstrap.nccl=false", "bootstrap.tensorflowSample=true"),
                                ContainersFeature.CONTAINER_RUNTIME)
                        .contains("PREFETCH_IMAGES='" + image + "'"),
                "TensorFlow's image (the same NGC image) is pulled once");
    }

    @Test
    void defaultStackRunsStagesOneToFour() {
        // the stages of the features on by default beside these: their own tests say so
        assertStages(plan(), List.of("bastion-setup", "readiness-gate", "container-runtime", "nccl-test"));
    }

    private static final String CONTROLLER = "bootstrap-slurm-controller";
    private static final String SLURM_NODES = "bootstrap-slurm-nodes";
    private static final String SLURM_NCCL = "bootstrap-slurm-nccl";

    @Test
    void withSlurmTheControllerAndNodesComeAfterTheGateAndNcclRunsAsASlurmJob() {
        Plan slurm = plan("scheduler.type=slurm", "scheduler.allowUnpinnedDownloads=true");
        assertStages(
                slurm,
                List.of(
                        "bastion-setup",
                        "readiness-gate",
                        "container-runtime",
                        "slurm-controller",
                        "slurm-nodes",
                        "slurm-nccl"));
        assertFalse(commandNames(slurm).contains(NCCL), "Slurm's NCCL job replaces nerdctl's");
        Plan prodLike = plan(
                "scheduler.type=slurm",
                "scheduler.allowUnpinnedDownloads=true",
                "scheduler.onNodeFailure=drain",
                "bootstrap.containerRuntime=false");
        assertStages(
                prodLike, List.of("bastion-setup", "readiness-gate", "slurm-controller", "slurm-nodes", "slurm-nccl"));
        assertFalse(commandNames(prodLike).contains(RUNTIME));
        for (Plan p : List.of(slurm, prodLike)) {
            assertTrue(stagesBefore(p, CONTROLLER).contains(READY), "the controller comes after the gate");
            assertTrue(stagesBefore(p, SLURM_NODES).contains(CONTROLLER), "the nodes join a running controller");
            assertTrue(stagesBefore(p, SLURM_NCCL).contains(SLURM_NODES), "the NCCL job runs on the joined nodes");
        }
        // the runtime still overlaps the gate and the controller; slurm-nodes waits for it (both
        // install packages on the nodes)
        assertFalse(stagesBefore(slurm, READY).contains(RUNTIME), "the gate must not wait for the runtime");
        assertFalse(stagesBefore(slurm, RUNTIME).contains(READY), "the runtime must not wait for the gate");
        assertFalse(stagesBefore(slurm, CONTROLLER).contains(RUNTIME), "the controller must not wait for the runtime");
        assertTrue(stagesBefore(slurm, SLURM_NODES).contains(RUNTIME), "slurm-nodes waits for the runtime");
        // TensorFlow waits for the Slurm NCCL job as it does for nccl-test: both use every GPU
        assertTrue(stagesBefore(
                        plan(
                                "scheduler.type=slurm",
                                "scheduler.allowUnpinnedDownloads=true",
                                "bootstrap.tensorflowSample=true"),
                        TF)
                .contains(SLURM_NCCL));
        // the policy reaches the readiness gate and the node stage, the shape's facts the controller
        String gate = ChainPlans.triggers(prodLike, ReadinessFeature.READINESS_GATE)
                .get(3)
                .asText();
        assertTrue(gate.contains("ON_NODE_FAILURE=drain"), gate);
        String nodes =
                ChainPlans.triggers(prodLike, SlurmFeature.SLURM_NODES).get(3).asText();
        assertTrue(nodes.contains("ON_NODE_FAILURE=drain"), nodes);
        String controller = ChainPlans.triggers(prodLike, SlurmFeature.SLURM_CONTROLLER)
                .get(3)
                .asText();
        // the group's line: name partition weight features gpus gpuType sockets coresPerSocket threads
        assertTrue(controller.contains("SLURM_GROUPS=gpu compute - - 8 A100 2 32 2 "), controller);
    }

    @Test
    void withoutRuntimeAndNcclOnlyStagesOneAndTwo() {
        Plan p = plan("bootstrap.containerRuntime=false", "bootstrap.nccl=false");
        assertStages(p, List.of("bastion-setup", "readiness-gate"));
        assertFalse(
                commandNames(p).contains(RUNTIME) || commandNames(p).contains(NCCL),
                commandNames(p).toString());
        assertEquals(Set.of(SETUP), stagesBefore(p, READY));
    }

    /** Plans in which every stage of every feature is planned, each feature's with its example configuration. */
    private static List<Plan> everyStagePlanned() {
        List<Plan> plans = new java.util.ArrayList<>(List.of(
                plan(),
                plan("bootstrap.tensorflowSample=true"),
                plan("cluster.mode=singleInstance", "cluster.nodeCount=1"),
                plan("bootstrap.containerRuntime=false", "bootstrap.nccl=false")));
        ocigpucluster.program.Features.ALL.forEach(f -> plans.add(ChainPlans.examplePlan(f)));
        return plans;
    }

    @Test
    void theChainIsADagInWhichEveryStageComesAfterStageOne() {
        for (Plan p : everyStagePlanned()) {
            for (String c : ChainPlans.stageCommands(p)) {
                Set<String> before = stagesBefore(p, c);
                assertFalse(before.contains(c), c + " waits for itself: the chain has a cycle");
                if (!c.equals(SETUP)) {
                    assertTrue(before.contains(SETUP), c + " is not reached from stage 1: " + before);
                }
            }
        }
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
        assertTrue(two.containsAll(Set.of(SETUP, READY, RUNTIME, NCCL)), "default stack: " + two);
        assertEquals(two, one);
        assertEquals(two, many);
        // ... while the 64 nodes are all in each stage's NODES
        String nodes = ChainPlans.triggers(plan("cluster.nodeCount=64"), NcclGate.NCCL_TEST)
                .get(2)
                .asText();
        assertEquals(64, nodes.split(" ").length, nodes);
    }

    @Test
    void singleInstanceRunsTheSameStagesOnOneNode() {
        Plan p = plan("cluster.mode=singleInstance", "cluster.nodeCount=1");
        assertEquals(commandNames(plan()), commandNames(p));
        assertStages(p, List.of("bastion-setup", "readiness-gate", "container-runtime", "nccl-test"));
        assertTrue(
                stage(p, HomeFeature.BASTION_SETUP).dependsOn().contains("gpu-instance"),
                "bastion-setup must wait for the GPU instance: "
                        + stage(p, HomeFeature.BASTION_SETUP).dependsOn());
        for (StageSpec s : List.of(
                HomeFeature.BASTION_SETUP,
                ReadinessFeature.READINESS_GATE,
                ContainersFeature.CONTAINER_RUNTIME,
                NcclGate.NCCL_TEST)) {
            String nodes = ChainPlans.triggers(p, s).get(2).asText();
            assertTrue(
                    nodes.matches("[A-Za-z0-9._-]+=\\d+\\.\\d+\\.\\d+\\.\\d+"),
                    s.id() + " NODES is not one node: " + nodes);
        }
        // no RDMA fabric, no shared /home (contract addendum)
        String ready = ChainPlans.create(p, ReadinessFeature.READINESS_GATE);
        assertTrue(ready.contains("SHAPE_RDMA_NICS='0'"), "single instance must pass SHAPE_RDMA_NICS=0");
        assertTrue(ready.contains("HOME_NFS_SERVER=''"), "single instance must pass an empty HOME_NFS_SERVER");
    }

    @Test
    void clusterNetworkModePassesTheFabricAndTheNfsServer() {
        String ready = ChainPlans.create(plan(), ReadinessFeature.READINESS_GATE);
        assertTrue(ready.contains("SHAPE_RDMA_NICS='16'"), "BM.GPU4.8 has 16 RDMA NICs");
        assertTrue(ready.contains("HOME_NFS_SERVER='bastion'"), "cluster network mode shares /home from the bastion");
        assertTrue(
                ChainPlans.create(plan(), HomeFeature.BASTION_SETUP).contains("HOME_KIND='bastion'"),
                "stage 1 exports /home");
    }

    @Test
    void fileStorageHomesAreCheckedAgainstTheMountTargetAndMountedOnTheBastion() {
        Plan p = plan("storage.mode=fileStorage", "storage.mountTargetHostname=homes", "storage.exportPath=/users");
        String ready = ChainPlans.create(p, ReadinessFeature.READINESS_GATE);
        assertTrue(ready.contains("HOME_NFS_SERVER='homes.private.vcn.oraclevcn.com'"), ready);
        assertTrue(ready.contains("HOME_NFS_PATH='/users'"), ready);
        String bastion = ChainPlans.create(p, HomeFeature.BASTION_SETUP);
        assertTrue(bastion.contains("HOME_KIND='nfs'"), "stage 1 must mount, not export, /home");
        assertTrue(
                bastion.contains("HOME_MOUNT_OPTIONS='vers=3,hard,proto=tcp,timeo=600,retrans=2,noatime,_netdev'"),
                bastion);
    }

    @Test
    void externalHomesAreCheckedAgainstTheConfiguredExport() {
        Plan p = plan(
                "storage.mode=external",
                "storage.nfsServer=nfs.corp.example",
                "storage.nfsPath=/export/home",
                "storage.mountOptions=vers=4.1,hard");
        String ready = ChainPlans.create(p, ReadinessFeature.READINESS_GATE);
        assertTrue(
                ready.contains("HOME_NFS_SERVER='nfs.corp.example'") && ready.contains("HOME_NFS_PATH='/export/home'"),
                ready);
        assertTrue(ChainPlans.create(p, HomeFeature.BASTION_SETUP).contains("HOME_MOUNT_OPTIONS='vers=4.1,hard'"));
    }

    @Test
    void bastionAndClusterNetworkAreCreatedInParallel() {
        for (Plan p : List.of(plan(), plan("cluster.nodeCount=64"))) {
            Set<String> bastionWaits = waitsFor(p, BASTION);
            Set<String> clusterWaits = waitsFor(p, CLUSTER);
            assertFalse(
                    bastionWaits.contains(CLUSTER) || bastionWaits.contains("gpu"),
                    "the bastion must not wait for the GPU nodes: " + bastionWaits);
            assertFalse(
                    clusterWaits.contains(BASTION) || clusterWaits.contains("bastion"),
                    "the cluster network must not wait for the bastion: " + clusterWaits);
            assertFalse(
                    bastionWaits.contains(KEY), "the bastion must not wait for the cluster SSH key: " + bastionWaits);
        }
        Plan single = plan("cluster.mode=singleInstance", "cluster.nodeCount=1");
        assertFalse(
                waitsFor(single, "gpu-instance").contains(BASTION), "the GPU instance must not wait for the bastion");
        assertFalse(
                waitsFor(single, BASTION).contains("gpu-instance"), "the bastion must not wait for the GPU instance");
    }

    @Test
    void dependencyClosureFollowsComponentsAndChains() {
        // The helper itself: nccl-test reaches stage 1 through the chain, and the key through stage 1.
        Set<String> w = waitsFor(plan(), "bootstrap-nccl-test");
        assertTrue(
                w.containsAll(Set.of("bootstrap-readiness-gate", "bootstrap-bastion-setup", KEY, "network-vcn")),
                w.toString());
    }

    @Test
    void eachCommandOutlastsItsStagesOwnBound() {
        for (Plan p : List.of(
                plan(),
                plan("bootstrap.tensorflowSample=true"),
                plan("cluster.mode=singleInstance", "cluster.nodeCount=1"))) {
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
                    long dial =
                            c.inputs().path("connection").path("dialErrorLimit").asLong()
                                    * c.inputs()
                                            .path("connection")
                                            .path("perDialTimeout")
                                            .asLong();
                    assertTrue(
                            dial > 0,
                            c.name() + " connection has no bounded dialling: "
                                    + c.inputs().path("connection"));
                    assertTrue(
                            commandSeconds >= dial + stage + 60,
                            c.name() + " " + op + " timeout " + commandSeconds + " s < dialling " + dial
                                    + " s + STAGE_TIMEOUT_SECONDS " + stage + " s + 60 s to report");
                }
            }
        }
    }

    private static long seconds(String create, String name) {
        java.util.regex.Matcher m =
                java.util.regex.Pattern.compile("\n  " + name + "='(\\d+)'").matcher(create);
        if (!m.find()) {
            // stage 1 takes only the stage bound
            return name.equals("NODE_TIMEOUT_SECONDS")
                    ? 0
                    : fail(name + " missing in " + create.substring(create.lastIndexOf("exec env")));
        }
        return Long.parseLong(m.group(1));
    }

    private static long fail(String message) {
        throw new AssertionError(message);
    }

    /**
     * The plan runs these stages (by id; among those other features add: each stock stack's exact
     * set is the features' *GraphTest rows), each a Command of the Bootstrap component.
     */
    private static void assertStages(Plan p, List<String> expected) {
        Set<String> names = commandNames(p);
        for (String id : expected) {
            assertTrue(names.contains("bootstrap-" + id), "the chain's stages miss " + id + ": " + names);
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
