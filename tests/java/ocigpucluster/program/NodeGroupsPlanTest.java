package ocigpucluster.program;

import static ocigpucluster.preview.PreviewRuns.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.schema.ReferenceSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The node-groups example stacks as planned: one fabric resource per RDMA group (a cluster
 * network, a compute cluster, a GPU memory cluster) and none for a group of plain instances, the
 * login pool, the controller on its own VM where configured, the tags on every taggable resource,
 * and the stage Commands counted by groups, never by nodes.
 */
class NodeGroupsPlanTest {
    static final Path GROUPS = Path.of("Pulumi.groups.yaml");
    static final Path NVL72 = Path.of("Pulumi.nvl72.yaml");

    private static final String GPU = "oci-gpu-cluster:index:GpuCompute";
    private static final String INSTANCE = "oci:Core/instance:Instance";
    private static final String CLUSTER_NETWORK = "oci:Core/clusterNetwork:ClusterNetwork";
    private static final String COMPUTE_CLUSTER = "oci:Core/computeCluster:ComputeCluster";
    private static final String GPU_MEMORY_CLUSTER = "oci:Core/computeGpuMemoryCluster:ComputeGpuMemoryCluster";
    private static final Set<String> FABRICS = Set.of(CLUSTER_NETWORK, COMPUTE_CLUSTER, GPU_MEMORY_CLUSTER);

    /** Each group's component and the fabric resources below it, by group. */
    private static Map<String, List<String>> fabrics(Plan plan) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        plan.resources().stream().filter(r -> r.type().equals(GPU)).forEach(g -> out.put(g.name(), new ArrayList<>()));
        plan.resources().stream()
                .filter(r -> FABRICS.contains(r.type()) && out.containsKey(r.parent()))
                .forEach(r -> out.get(r.parent()).add(r.type() + " " + r.name()));
        return out;
    }

    @Test
    void theGroupsExampleHasOneFabricPerRdmaGroupAndNoneForItsVms() {
        Plan plan = PreviewRuns.plan(GROUPS);
        assertEquals(
                Map.of(
                        "train", List.of(CLUSTER_NETWORK + " train-cluster-network"),
                        "burst", List.of(COMPUTE_CLUSTER + " burst-compute-cluster"),
                        "dev", List.of()),
                fabrics(plan));
        // the dev partition: two A10 VMs launched one by one, in no fabric
        for (String vm : List.of("dev-instance-1", "dev-instance-2")) {
            PlannedResource r = resource(plan, vm);
            assertEquals(INSTANCE, r.type());
            assertEquals("dev", r.parent());
            assertEquals("VM.GPU.A10.2", r.inputs().path("shape").asText());
            assertTrue(r.inputs().path("computeClusterId").isMissingNode(), vm + " is in no compute cluster");
        }
        assertEquals("BM.GPU.H100.8", instanceShape(resource(plan, "train-instance-configuration")));
    }

    @Test
    void theNvl72ExampleIsOneGpuMemoryClusterOnItsFabricInsideAComputeCluster() {
        Plan plan = PreviewRuns.plan(NVL72);
        assertEquals(
                Map.of(
                        "rack1",
                        List.of(
                                COMPUTE_CLUSTER + " rack1-compute-cluster",
                                GPU_MEMORY_CLUSTER + " rack1-gpu-memory-cluster")),
                sorted(fabrics(plan)));
        JsonNode gmc = resource(plan, "rack1-gpu-memory-cluster").inputs();
        assertEquals("18", gmc.path("size").asText());
        assertTrue(gmc.path("gpuMemoryFabricId").asText().startsWith("ocid1.computegpumemoryfabric."), gmc.toString());
        assertTrue(
                resource(plan, "rack1-gpu-memory-cluster").dependsOn().contains("rack1-compute-cluster")
                        || gmc.path("computeClusterId").isTextual(),
                "the memory cluster is launched into the compute cluster");
        assertEquals("BM.GPU.GB200.4", instanceShape(resource(plan, "rack1-instance-configuration")));
    }

    @Test
    void theGroupsExampleHasItsLoginPoolAndItsMonitoringHostAndKeepsTheControllerOnTheBastion() {
        Plan plan = PreviewRuns.plan(GROUPS);
        assertEquals("oci-gpu-cluster:index:LoginPool", resource(plan, "login").type());
        for (String vm : List.of("login-1", "login-2")) {
            assertEquals(INSTANCE, resource(plan, vm).type());
            assertEquals("login", resource(plan, vm).parent());
        }
        assertEquals(
                "oci-gpu-cluster:index:RoleHost",
                resource(plan, "monitoring-host").type());
        assertEquals(
                "monitoring-host", resource(plan, "monitoring-host-instance").parent());
        assertFalse(plan.find("controller").isPresent(), "controller.host is the bastion's");
        // the monitoring stage runs on its VM, through the bastion
        assertTrue(
                resource(plan, "bootstrap-monitoring")
                        .inputs()
                        .path("connection")
                        .path("proxy")
                        .isObject(),
                "bootstrap-monitoring reaches its VM through the bastion");
        assertTrue(resource(plan, "bootstrap-slurm-controller")
                .inputs()
                .path("connection")
                .path("proxy")
                .isMissingNode());
    }

    @Test
    void aControllerOfItsOwnIsAVmTheSlurmStagesRunOn() {
        Plan plan = PreviewRuns.plan(
                "scheduler.type=slurm",
                "scheduler.allowUnpinnedDownloads=true",
                "bootstrap.containerRuntime=false",
                "controller.host=own");
        assertEquals(
                "oci-gpu-cluster:index:RoleHost", resource(plan, "controller").type());
        assertEquals("controller", resource(plan, "controller-instance").parent());
        for (String stage : List.of("bootstrap-slurm-controller", "bootstrap-slurm-nodes")) {
            assertTrue(
                    resource(plan, stage)
                            .inputs()
                            .path("connection")
                            .path("proxy")
                            .isObject(),
                    stage + " runs on the controller's VM, through the bastion");
        }
    }

    @Test
    void everyTaggableResourceCarriesTheProjectsTagsAndTheConfiguredOnes() {
        ReferenceSchema schema = ReferenceSchema.get();
        for (Path stack : List.of(GROUPS, NVL72)) {
            Plan plan = PreviewRuns.plan(stack);
            List<String> untagged = new ArrayList<>();
            int taggable = 0;
            for (PlannedResource r : plan.resources()) {
                if (!r.custom()
                        || !schema.resourceTokens().contains(r.type())
                        || !schema.inputs(r.type()).containsKey("freeformTags")) {
                    continue;
                }
                taggable++;
                JsonNode t = r.inputs().path("freeformTags");
                boolean own = t.path("oci-gpu-cluster-project").asText().equals("oci-gpu-cluster")
                        && t.path("oci-gpu-cluster-stack").asText().startsWith("oci-gpu-cluster-")
                        && (t.has("oci-gpu-cluster-group") || t.has("oci-gpu-cluster-component"));
                if (!own || !t.path("costCenter").asText().equals("ml-research")) {
                    untagged.add(r.name() + " " + t);
                }
            }
            assertTrue(taggable >= 14, stack + ": " + taggable + " taggable resources");
            assertEquals(List.of(), untagged, stack + ": taggable resources without the tags");
        }
        // a group's resources carry its name: the cost report splits by group
        Plan plan = PreviewRuns.plan(GROUPS);
        for (String[] r : List.of(
                new String[] {"train-cluster-network", "train"},
                new String[] {"burst-compute-cluster", "burst"},
                new String[] {"dev-instance-1", "dev"})) {
            assertEquals(
                    r[1],
                    resource(plan, r[0])
                            .inputs()
                            .path("freeformTags")
                            .path("oci-gpu-cluster-group")
                            .asText());
        }
        // and the nodes a group launches carry it too
        assertEquals(
                "train",
                resource(plan, "train-instance-configuration")
                        .inputs()
                        .path("instanceDetails")
                        .path("launchDetails")
                        .path("freeformTags")
                        .path("oci-gpu-cluster-group")
                        .asText());
    }

    @Test
    void stageCommandsGrowWithGroupsNeverWithNodes(@TempDir Path dir) throws IOException {
        String text = Files.readString(GROUPS);
        Path bigger = dir.resolve("Pulumi.groups.yaml");
        Files.writeString(
                bigger,
                text.replace(
                                "      placement: clusterNetwork\n      count: 2",
                                "      placement: clusterNetwork\n      count: 16")
                        .replace(
                                "      placement: instances\n      count: 2",
                                "      placement: instances\n      count: 8"));
        assertEquals(
                commands(PreviewRuns.plan(GROUPS)),
                commands(PreviewRuns.plan(bigger)),
                "more nodes, the same Commands");
        Path rack = dir.resolve("Pulumi.nvl72.yaml");
        Files.writeString(rack, Files.readString(NVL72).replace("count: 18", "count: 9"));
        assertEquals(commands(PreviewRuns.plan(NVL72)), commands(PreviewRuns.plan(rack)));
        // a group more: its own Commands (the stages of the nodes), the same whole-cluster ones
        assertTrue(commands(PreviewRuns.plan(GROUPS)).contains("bootstrap-slurm-nodes-dev"));
        assertTrue(commands(PreviewRuns.plan(GROUPS)).contains("bootstrap-slurm-nodes-train"));
        assertTrue(commands(PreviewRuns.plan(GROUPS)).contains("bootstrap-slurm-nccl-train"));
        assertFalse(
                commands(PreviewRuns.plan(GROUPS)).contains("bootstrap-slurm-nccl-dev"),
                "no NCCL where there is no RDMA");
    }

    private static Set<String> commands(Plan plan) {
        Set<String> out = new TreeSet<>();
        plan.resources().stream().filter(r -> r.type().startsWith("command:")).forEach(r -> out.add(r.name()));
        return out;
    }

    private static String instanceShape(PlannedResource config) {
        return config.inputs()
                .path("instanceDetails")
                .path("launchDetails")
                .path("shape")
                .asText();
    }

    private static Map<String, List<String>> sorted(Map<String, List<String>> m) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        m.forEach((k, v) -> out.put(k, v.stream().sorted().toList()));
        return out;
    }
}
