package ocigpucluster.kubernetes;

import static ocigpucluster.preview.PreviewRuns.resource;
import static ocigpucluster.preview.PreviewRuns.wireInputs;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.schema.ReferenceSchema;
import org.junit.jupiter.api.Test;

/**
 * Pulumi.k8s.yaml as planned offline: the OKE cluster, its system pool, the two NVIDIA add-ons
 * and the join policy, every input a wire name and type of the providers' schema (as
 * SchemaConformanceTest checks the stock plans), and the node group's nodes beside them.
 */
class KubernetesPlanTest {
    static final Path K8S = Path.of("Pulumi.k8s.yaml");
    private static final ReferenceSchema SCHEMA = ReferenceSchema.get();

    private static Plan plan() {
        return PreviewRuns.plan(K8S);
    }

    @Test
    void theStackPlansAnEnhancedClusterWithItsSystemPoolAddOnsAndJoinPolicy() {
        Plan plan = plan();
        List<String> mine = plan.resources().stream()
                .filter(r -> "kubernetes".equals(r.parent()))
                .map(r -> r.type() + " " + r.name())
                .sorted()
                .toList();
        assertEquals(
                List.of(
                        "oci:ContainerEngine/addon:Addon kubernetes-gpu-operator",
                        "oci:ContainerEngine/addon:Addon kubernetes-network-operator",
                        "oci:ContainerEngine/cluster:Cluster kubernetes-cluster",
                        "oci:ContainerEngine/nodePool:NodePool kubernetes-system-pool",
                        "oci:Identity/dynamicGroup:DynamicGroup kubernetes-nodes-dynamic-group",
                        "oci:Identity/policy:Policy kubernetes-join-policy",
                        "pulumi:providers:oci kubernetes-home-region"),
                mine);
        JsonNode cluster = resource(plan, "kubernetes-cluster").inputs();
        assertEquals("ENHANCED_CLUSTER", cluster.path("type").asText());
        assertEquals("v1.35.2", cluster.path("kubernetesVersion").asText());
        assertEquals(
                "FLANNEL_OVERLAY",
                cluster.path("clusterPodNetworkOptions").path(0).path("cniType").asText());
        assertFalse(cluster.path("endpointConfig").path("isPublicIpEnabled").asBoolean(true));
        JsonNode net = cluster.path("options").path("kubernetesNetworkConfig");
        assertEquals("10.240.0.0/12", net.path("podsCidr").asText());
        assertEquals("10.96.0.0/16", net.path("servicesCidr").asText());

        JsonNode pool = resource(plan, "kubernetes-system-pool").inputs();
        assertEquals("VM.Standard.E5.Flex", pool.path("nodeShape").asText());
        assertEquals(3, pool.path("nodeConfigDetails").path("size").asInt());
        assertEquals("IMAGE", pool.path("nodeSourceDetails").path("sourceType").asText());
        assertTrue(resource(plan, "kubernetes-system-pool").dependsOn().contains("kubernetes-cluster"));

        JsonNode gpu = resource(plan, "kubernetes-gpu-operator").inputs();
        assertEquals("NvidiaGpuOperator", gpu.path("addonName").asText());
        assertEquals("v25.10.1", gpu.path("version").asText());
        JsonNode network = resource(plan, "kubernetes-network-operator").inputs();
        assertEquals("NvidiaNetworkOperator", network.path("addonName").asText());
        assertEquals("v25.10.0", network.path("version").asText());
        assertEquals(
                "sriovNetworkOperator.enabled",
                network.path("configurations").path(0).path("key").asText());
        assertEquals(
                "true", network.path("configurations").path(0).path("value").asText());

        JsonNode policy = resource(plan, "kubernetes-join-policy").inputs();
        assertEquals(
                "Allow dynamic-group oci-gpu-cluster-dev-oke-nodes to {CLUSTER_JOIN} in compartment id"
                        + " ocid1.compartment.oc1..aaaaaaaaexamplek8scompartment0000000000000000000000000000000",
                policy.path("statements").path(0).asText());
        assertEquals(
                "ANY {instance.compartment.id = 'ocid1.compartment.oc1..aaaaaaaaexamplek8scompartment0000000000000000000000000000000'}",
                resource(plan, "kubernetes-nodes-dynamic-group")
                        .inputs()
                        .path("matchingRule")
                        .asText());
        // the RDMA GPU group: the program's cluster network, as in every mode
        assertEquals(
                "oci:Core/clusterNetwork:ClusterNetwork",
                resource(plan, "train-cluster-network").type());
        assertEquals("v1.35.2", plan.outputs().path("kubernetesVersion").asText());
    }

    /**
     * The group's nodes join the cluster at first boot (cloud-init/oke-join.part): their
     * instance configuration waits for the cluster and its user_data writes the private API host
     * and the CA of the cluster's kubeconfig where oci-hpc-oke v26.7.0's nodes have them, then runs
     * {@code oke bootstrap}. The offline preview's cluster has its private endpoint at .3 of the
     * private subnet (10.0.4.0/24 in Pulumi.k8s.yaml) and its kubeconfig a placeholder CA.
     */
    @Test
    void theGroupsNodesJoinTheClusterAtFirstBootWithItsPrivateHostAndCa() throws Exception {
        Plan plan = plan();
        PlannedResource config = resource(plan, "train-instance-configuration");
        assertTrue(config.dependsOn().contains("kubernetes-cluster"), config.dependsOn()::toString);
        String text = userData(config);
        JsonNode yaml = new com.fasterxml.jackson.databind.ObjectMapper(
                        new com.fasterxml.jackson.dataformat.yaml.YAMLFactory())
                .readTree(text);
        JsonNode files = yaml.path("write_files");
        assertEquals("/etc/oke/oke-apiserver", files.path(0).path("path").asText());
        assertEquals("10.0.4.3", files.path(0).path("content").asText());
        assertEquals("/etc/kubernetes/ca.crt", files.path(1).path("path").asText());
        assertEquals("b64", files.path(1).path("encoding").asText());
        assertEquals(
                "offline-preview-placeholder CA\n",
                new String(
                        java.util.Base64.getDecoder()
                                .decode(files.path(1).path("content").asText()),
                        java.nio.charset.StandardCharsets.UTF_8));
        JsonNode runcmd = yaml.path("runcmd");
        String last = runcmd.path(runcmd.size() - 1).asText();
        assertTrue(last.contains("until oke bootstrap; do"), last);
        // the template's own steps come first, unchanged: the first is still `set -eu`
        assertEquals("set -eu", runcmd.path(0).asText());
    }

    @Test
    void theDevStacksNodesDoNotJoinAnything() {
        PlannedResource config = resource(PreviewRuns.plan(), "gpu-instance-configuration");
        String text = userData(config);
        assertFalse(text.contains("oke bootstrap") || text.contains("write_files"), text);
    }

    /** An instance configuration's cloud-config, decoded from its launch metadata's user_data. */
    private static String userData(PlannedResource config) {
        String b64 = config.inputs()
                .path("instanceDetails")
                .path("launchDetails")
                .path("metadata")
                .path("user_data")
                .asText();
        return new String(java.util.Base64.getDecoder().decode(b64), java.nio.charset.StandardCharsets.UTF_8);
    }

    @Test
    void everyResourceOfTheStackMatchesTheReferenceSchema() {
        List<String> problems = new ArrayList<>();
        int oke = 0;
        for (PlannedResource r : plan().resources()) {
            if (r.type().startsWith("oci-gpu-cluster:index:")) {
                continue;
            }
            problems.addAll(SCHEMA.checkInputs(r.type(), wireInputs(r)).stream()
                    .map(p -> r.name() + ": " + p)
                    .toList());
            oke += r.type().startsWith("oci:ContainerEngine/") ? 1 : 0;
        }
        assertEquals(4, oke, "the cluster, its pool and two add-ons are checked");
        assertEquals(List.of(), problems);
    }

    @Test
    void theSchemaCheckRefusesAnUnknownClusterFieldAndAWrongAddonType() {
        Plan plan = plan();
        Map<String, Object> cluster = new LinkedHashMap<>(wireInputs(resource(plan, "kubernetes-cluster")));
        cluster.put("kubernetes_version", cluster.remove("kubernetesVersion")); // Terraform's name, not the wire name
        List<String> problems = SCHEMA.checkInputs("oci:ContainerEngine/cluster:Cluster", cluster);
        assertTrue(problems.stream().anyMatch(p -> p.contains("kubernetes_version")), problems.toString());
        Map<String, Object> addon = new LinkedHashMap<>(wireInputs(resource(plan, "kubernetes-gpu-operator")));
        addon.put("removeAddonResourcesOnDelete", "yes");
        problems = SCHEMA.checkInputs("oci:ContainerEngine/addon:Addon", addon);
        assertTrue(problems.stream().anyMatch(p -> p.contains("removeAddonResourcesOnDelete")), problems.toString());
    }

    /** The bootstrap Commands of a plan, by name, in plan order. */
    private static List<String> stageCommands(Plan plan) {
        return plan.resources().stream()
                .filter(r ->
                        r.type().equals("command:remote:Command") && r.name().startsWith("bootstrap-"))
                .map(PlannedResource::name)
                .toList();
    }

    @Test
    void theStacksNcclGateIsTheMpiJobAfterTheBastionsKubernetesSetup() {
        Plan plan = plan();
        List<String> stages = stageCommands(plan);
        assertTrue(stages.contains("bootstrap-kubernetes-setup"), stages.toString());
        // one NCCL gate per RDMA group (the stack's one group, train), and no host-side one
        assertTrue(stages.contains("bootstrap-kubernetes-nccl-train"), stages.toString());
        assertTrue(stages.stream().noneMatch(n -> n.startsWith("bootstrap-nccl-test")), stages.toString());
        assertTrue(stages.stream().noneMatch(n -> n.startsWith("bootstrap-slurm")), stages.toString());
        List<String> gateWaitsFor = PreviewRuns.transitiveDependencies(plan, "bootstrap-kubernetes-nccl-train");
        assertTrue(gateWaitsFor.contains("bootstrap-kubernetes-setup"), gateWaitsFor.toString());
        assertTrue(gateWaitsFor.contains("bootstrap-readiness-gate-train"), gateWaitsFor.toString());
        List<String> setupWaitsFor = PreviewRuns.transitiveDependencies(plan, "bootstrap-kubernetes-setup");
        assertTrue(setupWaitsFor.contains("bootstrap-readiness-gate-train"), setupWaitsFor.toString());
        // the kubeconfig is the stack's cluster's: the setup Command waits for the cluster
        assertTrue(setupWaitsFor.contains("kubernetes-cluster"), setupWaitsFor.toString());
    }

    @Test
    void theSetupStageGetsTheStacksVersionAndItsQueuesAndPoliciesButNotTheGateJob() throws Exception {
        String create = resource(plan(), "bootstrap-kubernetes-setup")
                .inputs()
                .path("create")
                .asText();
        assertTrue(create.contains("KUBERNETES_VERSION='v1.35.2'"), create);
        assertTrue(create.contains("OKE_CLUSTER_ID="), create);
        int start = create.indexOf("KUBERNETES_OBJECTS='") + "KUBERNETES_OBJECTS='".length();
        String objects = create.substring(start, create.indexOf("' ", start)).replace("'\\''", "'");
        List<String> kinds = new ArrayList<>();
        for (JsonNode o : new com.fasterxml.jackson.databind.ObjectMapper(
                        new com.fasterxml.jackson.dataformat.yaml.YAMLFactory())
                .readerFor(JsonNode.class)
                .<JsonNode>readValues(objects)
                .readAll()) {
            kinds.add(o.path("kind").asText() + " "
                    + o.path("metadata").path("name").asText());
        }
        assertEquals(
                List.of(
                        "SriovNetworkNodePolicy bm-gpu-h100-8",
                        "ResourceFlavor train",
                        "ClusterQueue train-nccl",
                        "LocalQueue train-nccl"),
                kinds);
    }

    @Test
    void aStackWithoutASchedulerKeepsTheHostSideGateAndASlurmStackItsSlurmJob() {
        List<String> none = stageCommands(PreviewRuns.plan());
        assertTrue(none.stream().anyMatch(n -> n.startsWith("bootstrap-nccl-test")), none.toString());
        assertTrue(none.stream().noneMatch(n -> n.startsWith("bootstrap-kubernetes")), none.toString());
        List<String> slurm = stageCommands(PreviewRuns.plan(Path.of("Pulumi.prod.yaml")));
        assertTrue(slurm.stream().anyMatch(n -> n.startsWith("bootstrap-slurm-nccl")), slurm.toString());
        assertTrue(
                slurm.stream()
                        .noneMatch(n -> n.startsWith("bootstrap-nccl-test") || n.startsWith("bootstrap-kubernetes")),
                slurm.toString());
    }

    @Test
    void withoutTheTenancyAndHomeRegionTheStackPlansNoJoinPolicyAndDoesNotFail() {
        // the program stopped with a NullPointerException (no home region for the provider)
        Plan plan = PreviewRuns.plan(K8S, "iam.tenancyOcid=", "iam.homeRegion=");
        assertTrue(plan.find("kubernetes-cluster").isPresent());
        assertTrue(plan.find("kubernetes-join-policy").isEmpty(), "an administrator's to create (docs/kubernetes.md)");
        assertTrue(plan.find("kubernetes-home-region").isEmpty());
    }

    @Test
    void theDevStackPlansNoOkeResource() {
        assertTrue(PreviewRuns.plan().resources().stream()
                .noneMatch(r ->
                        r.type().startsWith("oci:ContainerEngine/") || r.type().equals(OkeCluster.TYPE)));
    }
}
