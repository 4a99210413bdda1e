package ocigpucluster.program;

import static ocigpucluster.preview.FeatureGraph.allBut;
import static ocigpucluster.preview.FeatureGraph.in;
import static ocigpucluster.preview.FeatureGraph.row;
import static ocigpucluster.preview.PreviewRuns.Mode.BOOTSTRAP_DISABLED;
import static ocigpucluster.preview.PreviewRuns.Mode.CAPACITY_EXISTING_SINGLE;
import static ocigpucluster.preview.PreviewRuns.Mode.EXISTING_VCN;
import static ocigpucluster.preview.PreviewRuns.Mode.SINGLE_INSTANCE;
import static ocigpucluster.preview.PreviewRuns.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.feature.Feature;
import ocigpucluster.preview.FeatureGraph;
import ocigpucluster.preview.FeatureGraph.Row;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.preview.PreviewRuns.Ids;
import ocigpucluster.preview.PreviewRuns.Mode;
import org.junit.jupiter.api.Test;

/**
 * The exact resource graph (type, name, parent) the program registers in each stock plan
 * ({@link Mode}), as tables written by hand: the shared components' rows here, each feature's
 * rows (its stages' Commands too) in its own {@code *GraphTest} ({@link FeatureGraph}). No
 * expectation is computed from the rules under test (a stage's {@code enabledWhen}, a setting):
 * a stage turned on or off in a stack, or a resource added or dropped, is a row that fails.
 */
class ResourceGraphTest {
    private static final String BASTION = "oci-gpu-cluster:index:Bastion";
    private static final String INSTANCE = "oci:Core/instance:Instance";
    private static final String COMMAND = "command:remote:Command";

    /** The shared components' rows: the network, the bastion, the static pool, the cluster key, the chain's component. */
    private static final List<Row> SHARED = List.of(
            row("oci-gpu-cluster:index:Network network -", allBut()),
            // Oracle's GPU cluster tutorial §1-1: VCN, three gateways, two route tables, two security lists, two
            // subnets; none when the stack names an existing VCN
            row("oci:Core/vcn:Vcn network-vcn network", allBut(EXISTING_VCN)),
            row("oci:Core/internetGateway:InternetGateway network-igw network", allBut(EXISTING_VCN)),
            row("oci:Core/natGateway:NatGateway network-nat network", allBut(EXISTING_VCN)),
            row("oci:Core/serviceGateway:ServiceGateway network-sgw network", allBut(EXISTING_VCN)),
            row("oci:Core/routeTable:RouteTable network-public-rt network", allBut(EXISTING_VCN)),
            row("oci:Core/routeTable:RouteTable network-private-rt network", allBut(EXISTING_VCN)),
            row("oci:Core/securityList:SecurityList network-public-sl network", allBut(EXISTING_VCN)),
            row("oci:Core/securityList:SecurityList network-private-sl network", allBut(EXISTING_VCN)),
            row("oci:Core/subnet:Subnet network-public-subnet network", allBut(EXISTING_VCN)),
            row("oci:Core/subnet:Subnet network-private-subnet network", allBut(EXISTING_VCN)),
            row(BASTION + " bastion -", allBut()),
            row(INSTANCE + " bastion-instance bastion", allBut()),
            row("oci-gpu-cluster:index:GpuCompute gpu -", allBut()),
            row("tls:index/privateKey:PrivateKey cluster-ssh-key -", allBut()),
            // the static pool: a cluster network, or one instance (cluster.mode singleInstance)
            row(
                    "oci:Core/instanceConfiguration:InstanceConfiguration gpu-instance-configuration gpu",
                    allBut(SINGLE_INSTANCE, CAPACITY_EXISTING_SINGLE)),
            row(
                    "oci:Core/clusterNetwork:ClusterNetwork gpu-cluster-network gpu",
                    allBut(SINGLE_INSTANCE, CAPACITY_EXISTING_SINGLE)),
            row(INSTANCE + " gpu-instance gpu", in(SINGLE_INSTANCE, CAPACITY_EXISTING_SINGLE)),
            // the stages' component; its Commands are their features' rows
            row("oci-gpu-cluster:index:Bootstrap bootstrap -", allBut(BOOTSTRAP_DISABLED)));

    private static final List<FeatureGraph> FEATURE_GRAPHS = FeatureGraph.all();

    private static Set<String> graph(Plan plan) {
        return FeatureGraph.graph(plan);
    }

    /** Each table's name and rows: the shared one and every feature's. */
    private static Map<String, List<Row>> tables() {
        Map<String, List<Row>> out = new TreeMap<>();
        out.put("ResourceGraphTest.SHARED", SHARED);
        FEATURE_GRAPHS.forEach(g -> out.put(g.getClass().getSimpleName(), g.rows()));
        return out;
    }

    @Test
    void everyPlannedResourceIsARowOfOneTableAndEveryRowIsPlanned() {
        assertEquals(
                List.of(),
                differences(tables(), FeatureGraph::graph, "planned", "a row"),
                "the planned resources and the tables differ: a feature's resource (its stages' Commands too) is a"
                        + " row of its own *GraphTest (preview.FeatureGraph), a shared component's of SHARED here");
    }

    @Test
    void everyPlannedStageOrderIsARowOfOneTableAndEveryOrderRowIsPlanned() {
        Map<String, List<Row>> orders = new TreeMap<>();
        FEATURE_GRAPHS.forEach(g -> orders.put(g.getClass().getSimpleName(), g.orders()));
        assertEquals(
                List.of(),
                differences(orders, FeatureGraph::order, "in the chain", "an order row"),
                "the chain's order and the tables differ (\"a < b\": stage b waits for stage a, directly or through"
                        + " others): a pair is an order row of the feature whose stage it involves or that makes it");
    }

    /**
     * Where the tables and the stock plans differ: a row two tables have, a planned one no table has
     * for that plan, a row not planned ({@code read}: a plan's resources or its orders).
     */
    private static List<String> differences(
            Map<String, List<Row>> tables, Function<Plan, Set<String>> read, String planned, String row) {
        List<String> problems = new ArrayList<>();
        Map<String, String> owner = new TreeMap<>();
        tables.forEach((table, rows) -> rows.forEach(r -> {
            String other = owner.putIfAbsent(r.resource(), table);
            if (other != null) {
                problems.add(row + " of both " + other + " and " + table + ": " + r.resource());
            }
        }));
        for (Mode mode : Mode.values()) {
            Set<String> actual = read.apply(mode.plan());
            Set<String> expected = new TreeSet<>();
            tables.values()
                    .forEach(rows -> rows.stream()
                            .filter(r -> r.modes().contains(mode))
                            .forEach(r -> expected.add(r.resource())));
            for (String p : actual) {
                if (!expected.contains(p)) {
                    problems.add(mode + ": " + planned + ", and " + row + " of no table for " + mode + ": " + p
                            + (owner.containsKey(p) ? " (" + owner.get(p) + " has it for other plans)" : ""));
                }
            }
            for (String e : expected) {
                if (!actual.contains(e)) {
                    problems.add(
                            mode + ": " + row + " of " + owner.get(e) + " for " + mode + ", not " + planned + ": " + e);
                }
            }
        }
        return problems;
    }

    @Test
    void everyFeatureHasOneTableAndEveryStageARow() {
        Map<Class<?>, List<String>> byFeature = new java.util.HashMap<>();
        FEATURE_GRAPHS.stream()
                .filter(g -> g.feature() != null)
                .forEach(g -> byFeature
                        .computeIfAbsent(g.feature(), k -> new ArrayList<>())
                        .add(g.getClass().getSimpleName()));
        List<String> problems = new ArrayList<>();
        for (Feature f : Features.ALL) {
            List<String> tables = byFeature.getOrDefault(f.getClass(), List.of());
            if (tables.size() != 1) {
                problems.add(f.getClass().getSimpleName() + " has " + tables.size() + " tables " + tables
                        + "; one *GraphTest in its test package returns it from feature()");
            }
        }
        Set<String> rows = new TreeSet<>();
        tables().values()
                .forEach(t -> t.stream().filter(r -> !r.modes().isEmpty()).forEach(r -> rows.add(r.resource())));
        FEATURE_GRAPHS.forEach(g -> rows.addAll(g.exampleRows()));
        Set<String> ordered = new TreeSet<>();
        FEATURE_GRAPHS.forEach(g -> {
            g.orders().stream().filter(r -> !r.modes().isEmpty()).forEach(r -> ordered.add(r.resource()));
            ordered.addAll(g.exampleOrders());
        });
        for (StageSpec stage : Features.STAGES.all()) {
            if (!rows.contains(FeatureGraph.stage(stage.id()))) {
                problems.add("stage " + stage.id() + " is planned in no table's stock plan and no example: no"
                        + " test pins where it is planned");
            }
            if (ordered.stream().noneMatch(o -> List.of(o.split(" < ")).contains(stage.id()))) {
                problems.add("stage " + stage.id() + " is in no order row: no test pins where it runs in the chain");
            }
        }
        assertEquals(List.of(), problems);
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
        assertTrue(plan.ofType(COMMAND).isEmpty());
        for (String output : List.of("nodes", "rdma", "nccl", "bootstrap", "tensorflowSample")) {
            assertFalse(plan.outputs().has(output), "output " + output + " without a bootstrap chain");
        }
    }

    @Test
    void tensorflowSampleAddsOneCommandAfterNccl() {
        Plan plan = Mode.TENSORFLOW_SAMPLE.plan();
        Set<String> more = graph(plan);
        more.removeAll(graph(Mode.CLUSTER_NETWORK.plan()));
        assertEquals(Set.of(COMMAND + " bootstrap-tensorflow-sample bootstrap"), more, "one Command more than dev");
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
