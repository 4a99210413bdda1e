package ocigpucluster.program;

import static ocigpucluster.preview.PreviewRuns.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import ocigpucluster.preview.FeatureGraph;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.preview.PreviewRuns.Ids;
import ocigpucluster.preview.PreviewRuns.Mode;
import ocigpucluster.settings.Settings;
import org.junit.jupiter.api.Test;

/**
 * The exact resource graph (type, name, parent) the program registers in each mode: the shared
 * components' resources pinned here, one Command per enabled stage, and every other resource
 * claimed by its feature's own {@code *GraphTest} ({@link FeatureGraph}).
 */
class ResourceGraphTest {
    private static final String NETWORK = "oci-gpu-cluster:index:Network";
    private static final String BASTION = "oci-gpu-cluster:index:Bastion";
    private static final String GPU = "oci-gpu-cluster:index:GpuCompute";
    private static final String BOOTSTRAP = "oci-gpu-cluster:index:Bootstrap";
    private static final String INSTANCE = "oci:Core/instance:Instance";
    private static final String COMMAND = "command:remote:Command";

    /** Oracle's GPU cluster tutorial §1-1: VCN, three gateways, two route tables, two security lists, two subnets. */
    private static final List<String> NETWORK_CHILDREN = List.of(
            "oci:Core/vcn:Vcn network-vcn network",
            "oci:Core/internetGateway:InternetGateway network-igw network",
            "oci:Core/natGateway:NatGateway network-nat network",
            "oci:Core/serviceGateway:ServiceGateway network-sgw network",
            "oci:Core/routeTable:RouteTable network-public-rt network",
            "oci:Core/routeTable:RouteTable network-private-rt network",
            "oci:Core/securityList:SecurityList network-public-sl network",
            "oci:Core/securityList:SecurityList network-private-sl network",
            "oci:Core/subnet:Subnet network-public-subnet network",
            "oci:Core/subnet:Subnet network-private-subnet network");

    private static final List<String> COMMON = List.of(
            NETWORK + " network -",
            BASTION + " bastion -",
            INSTANCE + " bastion-instance bastion",
            GPU + " gpu -",
            "tls:index/privateKey:PrivateKey cluster-ssh-key -");

    /** The static pool as a cluster network. */
    private static final List<String> CLUSTER_POOL = List.of(
            "oci:Core/instanceConfiguration:InstanceConfiguration gpu-instance-configuration gpu",
            "oci:Core/clusterNetwork:ClusterNetwork gpu-cluster-network gpu");

    /** The static pool as one instance. */
    private static final List<String> SINGLE_POOL = List.of(INSTANCE + " gpu-instance gpu");

    private static final List<FeatureGraph> FEATURE_GRAPHS = FeatureGraph.all();

    private static Set<String> graph(Plan plan) {
        return FeatureGraph.graph(plan);
    }

    /** The Bootstrap component and one Command per stage enabled in the mode's settings; nothing without a chain. */
    private static List<String> chain(Mode mode) {
        Settings s = mode.settings();
        if (!s.bootstrap().enabled()) {
            return List.of();
        }
        List<String> out = new ArrayList<>(List.of(BOOTSTRAP + " bootstrap -"));
        Features.STAGES.all().stream()
                .filter(stage -> stage.enabled(s))
                .forEach(stage -> out.add(COMMAND + " bootstrap-" + stage.id() + " bootstrap"));
        return out;
    }

    /** What the features' own tests claim in this mode ({@link FeatureGraph}), each resource once. */
    private static List<String> claimed(Mode mode) {
        List<String> all = new ArrayList<>();
        FEATURE_GRAPHS.forEach(g -> all.addAll(g.claims(mode.settings())));
        assertEquals(new TreeSet<>(all).size(), all.size(), mode + ": a resource claimed twice: " + all);
        return all;
    }

    @SafeVarargs
    private static Set<String> union(List<String>... parts) {
        Set<String> all = new TreeSet<>();
        for (List<String> p : parts) {
            all.addAll(p);
        }
        return all;
    }

    @Test
    void everyResourceOfEveryModeIsSharedAStagesCommandOrClaimedByItsFeaturesTest() {
        // a resource a new feature adds is pinned by its own *GraphTest, or this fails
        for (Mode mode : Mode.values()) {
            Settings s = mode.settings();
            List<String> network = s.network().usesExisting() ? List.of() : NETWORK_CHILDREN;
            List<String> pool = s.cluster().mode() == Settings.Mode.CLUSTER_NETWORK ? CLUSTER_POOL : SINGLE_POOL;
            Set<String> shared = union(COMMON, network, pool, chain(mode));
            List<String> claims = claimed(mode);
            Set<String> both = new TreeSet<>(shared);
            both.retainAll(claims);
            assertEquals(Set.of(), both, mode + ": a feature claims a shared resource");
            assertEquals(union(new ArrayList<>(shared), claims), graph(mode.plan()), mode.toString());
        }
    }

    @Test
    void clusterNetworkModeRegistersExactlyTheSpecifiedResources() {
        Mode m = Mode.CLUSTER_NETWORK;
        assertEquals(union(COMMON, NETWORK_CHILDREN, CLUSTER_POOL, chain(m), claimed(m)), graph(m.plan()));
    }

    @Test
    void onlyComponentsAreNotCustomResources() {
        for (PlannedResource r : Mode.CLUSTER_NETWORK.plan().resources()) {
            assertEquals(!r.type().startsWith("oci-gpu-cluster:index:"), r.custom(), r.name() + " custom flag");
        }
    }

    @Test
    void singleInstanceModeHasOneGpuInstanceAndNoClusterNetwork() {
        Plan plan = Mode.SINGLE_INSTANCE.plan();
        assertEquals(
                union(
                        COMMON,
                        NETWORK_CHILDREN,
                        SINGLE_POOL,
                        chain(Mode.SINGLE_INSTANCE),
                        claimed(Mode.SINGLE_INSTANCE)),
                graph(plan));
        assertTrue(plan.ofType("oci:Core/clusterNetwork:ClusterNetwork").isEmpty());
        assertTrue(plan.ofType("oci:Core/instanceConfiguration:InstanceConfiguration")
                .isEmpty());
        assertEquals(
                1,
                plan.resources().stream()
                        .filter(r -> r.type().equals(INSTANCE) && "gpu".equals(r.parent()))
                        .count());
    }

    @Test
    void existingVcnModeCreatesNoNetworkResourcesAndPassesTheIdsThrough() {
        Plan plan = Mode.EXISTING_VCN.plan();
        assertEquals(union(COMMON, CLUSTER_POOL, chain(Mode.EXISTING_VCN), claimed(Mode.EXISTING_VCN)), graph(plan));
        assertTrue(plan.resources().stream().noneMatch(r -> "network".equals(r.parent())), "children of network");
        assertEquals(
                Ids.PUBLIC_SUBNET,
                resource(plan, "bastion-instance")
                        .inputs()
                        .path("createVnicDetails")
                        .path("subnetId")
                        .asText());
        assertEquals(
                Ids.PRIVATE_SUBNET,
                resource(plan, "gpu-cluster-network")
                        .inputs()
                        .path("placementConfiguration")
                        .path("primaryVnicSubnets")
                        .path("subnetId")
                        .asText());
        assertEquals(
                Ids.PRIVATE_SUBNET,
                resource(plan, "gpu-instance-configuration")
                        .inputs()
                        .path("instanceDetails")
                        .path("launchDetails")
                        .path("createVnicDetails")
                        .path("subnetId")
                        .asText());
        assertEquals(Ids.VCN, plan.outputs().path("vcnId").asText());
        assertEquals(Ids.PUBLIC_SUBNET, plan.outputs().path("publicSubnetId").asText());
        assertEquals(Ids.PRIVATE_SUBNET, plan.outputs().path("privateSubnetId").asText());
        // the nodes still find the bastion by the public subnet's DNS domain, built from the labels
        assertTrue(PreviewRuns.cloudConfig(resource(plan, "gpu-instance-configuration"))
                .contains("public.vcn.oraclevcn.com"));
    }

    @Test
    void bootstrapDisabledRegistersNoCommandsAndNoChainOutputs() {
        Plan plan = Mode.BOOTSTRAP_DISABLED.plan();
        assertEquals(List.of(), chain(Mode.BOOTSTRAP_DISABLED));
        assertEquals(union(COMMON, NETWORK_CHILDREN, CLUSTER_POOL, claimed(Mode.BOOTSTRAP_DISABLED)), graph(plan));
        assertTrue(plan.ofType(COMMAND).isEmpty());
        for (String output : List.of("nodes", "rdma", "nccl", "bootstrap", "tensorflowSample")) {
            assertFalse(plan.outputs().has(output), "output " + output + " without a bootstrap chain");
        }
    }

    @Test
    void tensorflowSampleAddsOneCommandAfterNccl() {
        Plan plan = Mode.TENSORFLOW_SAMPLE.plan();
        assertEquals(
                union(chain(Mode.CLUSTER_NETWORK), List.of(COMMAND + " bootstrap-tensorflow-sample bootstrap")),
                union(chain(Mode.TENSORFLOW_SAMPLE)),
                "one Command more");
        assertTrue(graph(plan).contains(COMMAND + " bootstrap-tensorflow-sample bootstrap"));
        assertTrue(resource(plan, "bootstrap-tensorflow-sample").dependsOn().contains("bootstrap-nccl-test"));
        assertEquals("[unknown]", plan.outputs().path("tensorflowSample").asText());
    }

    @Test
    void slurmReplacesTheNerdctlGateWithItsStagesAndAddsTheSlurmOutput() {
        Plan plan = Mode.SLURM.plan();
        List<String> commands = plan.ofType(COMMAND).stream()
                .map(PlannedResource::name)
                .sorted()
                .toList();
        // the stages other features add under Slurm are their own tests' (health/, replace/...)
        assertTrue(
                commands.containsAll(List.of(
                        "bootstrap-bastion-setup",
                        "bootstrap-readiness-gate",
                        "bootstrap-slurm-controller",
                        "bootstrap-slurm-nccl",
                        "bootstrap-slurm-nodes")),
                commands.toString());
        assertFalse(commands.contains("bootstrap-nccl-test"), "Slurm's NCCL job replaces nerdctl's");
        assertEquals("[unknown]", plan.outputs().path("slurm").asText());
        assertEquals("[unknown]", plan.outputs().path("nccl").asText());
        assertFalse(Mode.CLUSTER_NETWORK.plan().outputs().has("slurm"), "no slurm output without Slurm");
    }

    @Test
    void stagesStartAfterBothTheBastionAndTheNodes() {
        // the order among the stages is ChainOrderTest's
        Plan plan = Mode.CLUSTER_NETWORK.plan();
        // the cluster network through what the pool names as the node list's gate (a resize's wait)
        assertTrue(
                resource(plan, "bootstrap-bastion-setup").dependsOn().contains("bastion-instance")
                        && PreviewRuns.transitiveDependencies(plan, "bootstrap-bastion-setup")
                                .contains("gpu-cluster-network"),
                "stage 1 waits for the bastion and the cluster network: "
                        + resource(plan, "bootstrap-bastion-setup").dependsOn());
        for (String later : List.of("bootstrap-readiness-gate", "bootstrap-container-runtime")) {
            assertTrue(
                    resource(plan, later).dependsOn().contains("bootstrap-bastion-setup"),
                    later + " waits for stage 1: " + resource(plan, later).dependsOn());
        }
    }

    @Test
    void everyDependencyNamesARegisteredResource() {
        for (Mode mode : Mode.values()) {
            Plan plan = mode.plan();
            Set<String> names =
                    plan.resources().stream().map(PlannedResource::name).collect(Collectors.toSet());
            for (PlannedResource r : plan.resources()) {
                assertTrue(names.containsAll(r.dependsOn()), mode + ": " + r.name() + " depends on " + r.dependsOn());
                assertTrue(r.parent() == null || names.contains(r.parent()), mode + ": parent of " + r.name());
            }
        }
    }
}
