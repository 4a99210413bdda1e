package ocigpucluster.program;

import static ocigpucluster.preview.PreviewRuns.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.preview.PreviewRuns.Ids;
import ocigpucluster.preview.PreviewRuns.Mode;
import org.junit.jupiter.api.Test;

/** The exact resource graph (type, name, parent) the program registers in each mode. */
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

    private static final List<String> CLUSTER_COMPUTE = List.of(
            "oci:Core/instanceConfiguration:InstanceConfiguration gpu-instance-configuration gpu",
            "oci:Core/clusterNetwork:ClusterNetwork gpu-cluster-network gpu",
            // the capacity guard before and beside it (docs/no-capacity.md)
            "command:local:Command gpu-capacity-preflight gpu",
            "command:local:Command gpu-capacity-watch gpu");

    private static final List<String> CHAIN = List.of(
            BOOTSTRAP + " bootstrap -",
            COMMAND + " bootstrap-bastion-setup bootstrap",
            COMMAND + " bootstrap-readiness-gate bootstrap",
            COMMAND + " bootstrap-container-runtime bootstrap",
            COMMAND + " bootstrap-nccl-test bootstrap",
            // the node health check, run by its systemd timer without Slurm
            COMMAND + " bootstrap-health bootstrap");

    private static Set<String> graph(Plan plan) {
        return plan.resources().stream()
                .map(r -> r.type() + " " + r.name() + " " + (r.parent() == null ? "-" : r.parent()))
                .collect(Collectors.toCollection(TreeSet::new));
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
    void clusterNetworkModeRegistersExactlyTheSpecifiedResources() {
        assertEquals(union(COMMON, NETWORK_CHILDREN, CLUSTER_COMPUTE, CHAIN), graph(Mode.CLUSTER_NETWORK.plan()));
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
        assertEquals(union(COMMON, NETWORK_CHILDREN, List.of(INSTANCE + " gpu-instance gpu"), CHAIN), graph(plan));
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
        assertEquals(union(COMMON, CLUSTER_COMPUTE, CHAIN), graph(plan));
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
        assertEquals(union(COMMON, NETWORK_CHILDREN, CLUSTER_COMPUTE), graph(plan));
        assertTrue(plan.ofType(COMMAND).isEmpty());
        for (String output : List.of("nodes", "rdma", "nccl", "bootstrap", "tensorflowSample")) {
            assertFalse(plan.outputs().has(output), "output " + output + " without a bootstrap chain");
        }
    }

    @Test
    void tensorflowSampleAddsOneCommandAfterNccl() {
        Plan plan = Mode.TENSORFLOW_SAMPLE.plan();
        assertEquals(
                union(
                        COMMON,
                        NETWORK_CHILDREN,
                        CLUSTER_COMPUTE,
                        CHAIN,
                        List.of(COMMAND + " bootstrap-tensorflow-sample bootstrap")),
                graph(plan));
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
        assertEquals(
                List.of(
                        "bootstrap-bastion-setup",
                        "bootstrap-health",
                        "bootstrap-readiness-gate",
                        "bootstrap-replace-setup",
                        "bootstrap-slurm-controller",
                        "bootstrap-slurm-nccl",
                        "bootstrap-slurm-nodes"),
                commands);
        // the health check drains a failing node before the NCCL gate picks its nodes (slurm-nodes,
        // which the health stage waits for, is then implied)
        assertTrue(resource(plan, "bootstrap-health").dependsOn().contains("bootstrap-slurm-nodes"));
        assertTrue(resource(plan, "bootstrap-slurm-nccl").dependsOn().contains("bootstrap-health"));
        assertEquals("[unknown]", plan.outputs().path("health").asText());
        assertEquals("[unknown]", plan.outputs().path("slurm").asText());
        assertEquals("[unknown]", plan.outputs().path("nccl").asText());
        assertFalse(Mode.CLUSTER_NETWORK.plan().outputs().has("slurm"), "no slurm output without Slurm");
    }

    @Test
    void stagesStartAfterBothTheBastionAndTheNodes() {
        // the order among the stages is ChainOrderTest's
        Plan plan = Mode.CLUSTER_NETWORK.plan();
        assertTrue(
                resource(plan, "bootstrap-bastion-setup")
                        .dependsOn()
                        .containsAll(List.of("bastion-instance", "gpu-cluster-network")),
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
