package ocigpucluster.kubernetes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.server.mock.KubernetesMockServer;
import io.fabric8.mockwebserver.ServerRequest;
import io.fabric8.mockwebserver.ServerResponse;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.TimeUnit;
import ocigpucluster.Repo;
import ocigpucluster.bootstrap.CommonParams;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.bootstrap.ShippedBootstrap;
import ocigpucluster.bootstrap.StageContext;
import ocigpucluster.settings.Settings;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The kubernetes-nccl stage, the real script with the real kubectl of the pinned minor
 * ({@code tests/testbed/features/kubernetes/prepare.sh}), against fabric8's mock API server in
 * CRUD mode: kubectl's apply is stored there as a real API server stores it and read back here.
 * The mock serves no discovery or OpenAPI (its CRUD dispatcher answers every GET with stored
 * objects), so this test serves what a 1.35 API server does for the MPI Operator's CRD, derived
 * from the CRD file itself (the kept mpi-operator v0.8.0 CRD): the legacy discovery documents
 * (Kubernetes docs, "Discovery API": /api, /apis, APIResourceList per group version) and the
 * OpenAPI v3 root and group document (Kubernetes docs, "OpenAPI V3": /openapi/v3 lists
 * serverRelativeURL per group version), whose PATCH operation names the fieldValidation query
 * parameter (what kubectl checks before asking the server for strict field validation;
 * Kubernetes API concepts, "Field validation").
 *
 * <p>The test plays the MPI Operator's part (mpi-operator v0.8.0 pkg/controller
 * mpi_job_controller.go: the launcher pod labelled training.kubeflow.org/job-name and
 * job-role=launcher, the MPIJob's Succeeded condition through the status subresource), and the
 * kubelet's: the launcher pod's log is a recorded nccl-tests log behind the marker line the
 * generated launcher prints. No Kueue, no scheduler, no pod runs: docs/kubernetes.md says what
 * that leaves unproven.
 */
@Tag("process")
class KubernetesNcclStageTest {
    /** Where prepare.sh installs the pinned kubectl. */
    static final Path KUBECTL = Path.of("/usr/local/lib/oci-gpu-cluster-testbed/kubectl-v1.35.2/kubectl");

    static final Path CRD = Repo.path("tests/resources/ocigpucluster/kubernetes/schemas/kubeflow.org_mpijobs.yaml");
    /**
     * Published nccl-tests output of 8 H100 ranks on one host (nccl-logs/README.md: log 06 with
     * its second host's rank lines removed), 70.742 GB/s: one BM.GPU.H100.8 node's run.
     */
    static final Path ONE_NODE_LOG =
            Repo.path("tests/resources/nccl-logs/12-edited-06-h100-one-host-ranks-missing.log");
    /** Published 2-node H100 output (16 ranks, 70.742 GB/s), run without NCCL_DEBUG=INFO. */
    static final Path TWO_NODE_LOG = Repo.path("tests/resources/nccl-logs/06-a3mega-h100-2node.log");
    /** Published 2-node A10G output edited so its second host found no IB device (nccl-logs/README.md, log 13). */
    static final Path ONE_NODE_NO_IB_LOG =
            Repo.path("tests/resources/nccl-logs/13-edited-11-a10g-one-host-no-ib-device.log");

    static final String LAUNCHER_POD = "nccl-gpu-launcher-7xk2p";
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path home;

    private final Map<ServerRequest, Queue<ServerResponse>> responses = new HashMap<>();
    private KubernetesMockServer server;
    private KubernetesClient client;
    private Path kubeconfig;

    @BeforeEach
    void startTheMockApiServer() throws Exception {
        server = MockApi.started(responses);
        client = server.createClient();
        // the MPI Operator's install: its CRD
        try (InputStream in = Files.newInputStream(CRD)) {
            client.load(in).create();
        }
        serveDiscovery(true);
        kubeconfig = home.resolve("kubeconfig");
        Files.writeString(kubeconfig, MockApi.kubeconfig(client, "mock", "mock", "gate"));
    }

    @AfterEach
    void stop() {
        if (client != null) {
            client.close();
        }
        if (server != null) {
            server.destroy();
        }
    }

    /**
     * What a real API server answers for discovery and OpenAPI v3, for core/v1 pods and, with the
     * MPI Operator installed, the CRD's group.
     */
    private void serveDiscovery(boolean mpiOperator) throws Exception {
        JsonNode crd = new YAMLMapper().readTree(CRD.toFile());
        String group = crd.at("/spec/group").asText();
        String version = crd.at("/spec/versions/0/name").asText();
        JsonNode names = crd.at("/spec/names");
        String groupVersion = group + "/" + version;
        serve(
                "/api",
                Map.of(
                        "kind",
                        "APIVersions",
                        "versions",
                        List.of("v1"),
                        "serverAddressByClientCIDRs",
                        List.of(Map.of("clientCIDR", "0.0.0.0/0", "serverAddress", "127.0.0.1"))));
        serve(
                "/api/v1",
                Map.of(
                        "kind",
                        "APIResourceList",
                        "groupVersion",
                        "v1",
                        "resources",
                        List.of(
                                resource("pods", "pod", "Pod", List.of("create", "delete", "get", "list", "watch")),
                                resource("pods/log", "", "Pod", List.of("get")),
                                // cluster-scoped (Kubernetes API reference, Node): what kubectl
                                // cordon and kubectl taint GET and PATCH
                                resource(
                                        "nodes",
                                        "node",
                                        "Node",
                                        false,
                                        List.of("get", "list", "patch", "update", "watch")))));
        if (!mpiOperator) {
            serve("/apis", Map.of("kind", "APIGroupList", "apiVersion", "v1", "groups", List.of()));
            serve("/openapi/v3", Map.of("paths", Map.of()));
            return;
        }
        Map<String, Object> gv = Map.of("groupVersion", groupVersion, "version", version);
        serve(
                "/apis",
                Map.of(
                        "kind",
                        "APIGroupList",
                        "apiVersion",
                        "v1",
                        "groups",
                        List.of(Map.of("name", group, "versions", List.of(gv), "preferredVersion", gv))));
        serve(
                "/apis/" + groupVersion,
                Map.of(
                        "kind",
                        "APIResourceList",
                        "apiVersion",
                        "v1",
                        "groupVersion",
                        groupVersion,
                        "resources",
                        List.of(
                                resource(
                                        names.path("plural").asText(),
                                        names.path("singular").asText(),
                                        names.path("kind").asText(),
                                        List.of(
                                                "delete",
                                                "deletecollection",
                                                "get",
                                                "list",
                                                "patch",
                                                "create",
                                                "update",
                                                "watch")),
                                resource(
                                        names.path("plural").asText() + "/status",
                                        "",
                                        names.path("kind").asText(),
                                        List.of("get", "patch", "update")))));
        String groupDoc = "/openapi/v3/apis/" + groupVersion + "?hash=0123456789ABCDEF";
        serve("/openapi/v3", Map.of("paths", Map.of("apis/" + groupVersion, Map.of("serverRelativeURL", groupDoc))));
        Map<String, Object> patch = Map.of(
                "x-kubernetes-group-version-kind",
                Map.of(
                        "group",
                        group,
                        "version",
                        version,
                        "kind",
                        names.path("kind").asText()),
                "parameters",
                List.of(Map.of("name", "fieldValidation", "in", "query", "schema", Map.of("type", "string"))),
                "responses",
                Map.of());
        String doc = JSON.writeValueAsString(Map.of(
                "openapi",
                "3.0.0",
                "info",
                Map.of("title", "Kubernetes", "version", "v1.35.2"),
                "paths",
                Map.of(
                        "/apis/" + groupVersion + "/namespaces/{namespace}/"
                                + names.path("plural").asText() + "/{name}",
                        Map.of("patch", patch))));
        for (String query : TIMEOUTS) {
            server.expect().get().withPath(groupDoc + query).andReturn(200, doc).always();
        }
    }

    private static Map<String, Object> resource(String name, String singular, String kind, List<String> verbs) {
        return resource(name, singular, kind, true, verbs);
    }

    private static Map<String, Object> resource(
            String name, String singular, String kind, boolean namespaced, List<String> verbs) {
        return Map.of("name", name, "singularName", singular, "namespaced", namespaced, "kind", kind, "verbs", verbs);
    }

    /** As {@link MockApi#serve}. */
    private void serve(String path, Object body) throws Exception {
        MockApi.serve(server, path, body);
    }

    private static final List<String> TIMEOUTS = MockApi.TIMEOUTS;

    /** The MPI Operator and the kubelet, once kubectl's MPIJob is stored: launcher pod, its log, the final condition. */
    private Thread operator(String job, String log, String condition) {
        Thread t = new Thread(() -> {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            try {
                while (mpiJob(job) == null) {
                    if (System.nanoTime() > deadline) {
                        return;
                    }
                    Thread.sleep(100);
                }
                client.pods()
                        .inNamespace(Manifests.NAMESPACE)
                        .resource(new PodBuilder()
                                .withNewMetadata()
                                .withName(LAUNCHER_POD)
                                .withNamespace(Manifests.NAMESPACE)
                                .addToLabels("training.kubeflow.org/operator-name", "mpi-operator")
                                .addToLabels("training.kubeflow.org/job-name", job)
                                .addToLabels("training.kubeflow.org/job-role", "launcher")
                                .endMetadata()
                                .withNewSpec()
                                .addNewContainer()
                                .withName("launcher")
                                .withImage(Oke.NCCL_TESTS_IMAGE)
                                .endContainer()
                                .endSpec()
                                .build())
                        .create();
                // kubectl logs names the pod's one container (?container=launcher, kubectl -v=6)
                for (String query : List.of("", "?container=launcher", "?container=launcher&timeout=30s")) {
                    server.expect()
                            .get()
                            .withPath("/api/v1/namespaces/" + Manifests.NAMESPACE + "/pods/" + LAUNCHER_POD + "/log"
                                    + query)
                            .andReturn(200, log)
                            .always();
                }
                GenericKubernetesResource r = mpiJob(job);
                List<Map<String, Object>> conditions = new ArrayList<>();
                conditions.add(Map.of("type", "Created", "status", "True", "reason", "MPIJobCreated"));
                conditions.add(Map.of("type", "Running", "status", "False", "reason", "MPIJobRunning"));
                conditions.add(Map.of(
                        "type", condition, "status", "True", "reason", "MPIJob" + condition, "message", "launcher"));
                r.setAdditionalProperty("status", Map.of("conditions", conditions));
                client.genericKubernetesResources("kubeflow.org/v2beta1", "MPIJob")
                        .inNamespace(Manifests.NAMESPACE)
                        .resource(r)
                        .updateStatus();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        t.setDaemon(true);
        t.start();
        return t;
    }

    private GenericKubernetesResource mpiJob(String name) {
        return client.genericKubernetesResources("kubeflow.org/v2beta1", "MPIJob")
                .inNamespace(Manifests.NAMESPACE)
                .withName(name)
                .get();
    }

    record Run(int exit, String stdout, String stderr, Map<String, Object> output) {}

    /** The stage's Command as the chain renders its parameters, for the first RDMA group of {@code s}. */
    private Run runStage(Settings s, Map<String, String> overrides) throws Exception {
        StageContext.Group g = Manifests.rdmaGroups(s).get(0);
        StageContext c = new StageContext(null, s, g, List.of(g), null, StageContext.BASTION);
        ProcessBuilder pb = new ProcessBuilder(
                "bash", ShippedBootstrap.root().resolve("kubernetes-nccl.sh").toString());
        Map<String, String> env = pb.environment();
        for (Param p : KubernetesFeature.KUBERNETES_NCCL.params()) {
            if (p != CommonParams.NODES) {
                env.put(p.name(), p.value(c));
            }
        }
        List<String> nodes = new ArrayList<>();
        for (int i = 1; i <= g.group().count(); i++) {
            nodes.add("gpu-" + i + "=10.0.3." + (16 + i));
        }
        env.put("NODES", String.join(" ", nodes));
        env.put("HOME", home.toString());
        env.put("KUBECONFIG", kubeconfig.toString());
        env.put("PATH", KUBECTL.getParent() + ":" + System.getenv("PATH"));
        env.put("RETRY_DELAY_SECONDS", "1");
        env.putAll(overrides);
        MockApi.Ran ran = MockApi.run(pb, home, 120);
        @SuppressWarnings("unchecked")
        Map<String, Object> output = (Map<String, Object>)
                KubernetesFeature.KUBERNETES_NCCL.outputs().get(0).reader().apply(ran.stdout(), c);
        return new Run(ran.exit(), ran.stdout(), ran.stderr(), output);
    }

    /** The stage of {@code s}'s first group, the operator playing its part with this launcher log and final condition. */
    private Run runWithOperator(Settings s, String log, String condition) throws Exception {
        String job = Manifests.ncclGates(s).get(0).job().metadata().name();
        Thread operator = operator(job, log, condition);
        Run run = runStage(s, Map.of());
        operator.join(5000);
        return run;
    }

    /** One BM.GPU.H100.8 node in an RDMA cluster network, Kubernetes mode. */
    static Settings oneH100(Double passLine) {
        var config =
                KubernetesChecksTest.k8s().set("cluster.shape", "BM.GPU.H100.8").set("cluster.nodeCount", 1);
        if (passLine != null) {
            config = config.set("bootstrap.ncclPassLineGBps", passLine);
        }
        return config.settings();
    }

    /** The launcher's first line for one BM.GPU.H100.8 node, as its script prints it (ManifestsTest checks the script). */
    private static final String MARKER =
            "# oci-gpu-cluster run 1: all_reduce_perf -b 1G -e 16G -f 2 -t 1 -g 1 (8 ranks)\n";

    /** The MPIJob as stored, less what the API server adds (uid, versions, time, kubectl's last-applied annotation). */
    private ObjectNode stored(String name) {
        ObjectNode o = JSON.valueToTree(mpiJob(name));
        o.remove("status");
        ObjectNode meta = (ObjectNode) o.get("metadata");
        for (String server : List.of("uid", "resourceVersion", "creationTimestamp", "generation", "managedFields")) {
            meta.remove(server);
        }
        ObjectNode annotations = (ObjectNode) meta.get("annotations");
        annotations.remove("kubectl.kubernetes.io/last-applied-configuration");
        if (annotations.isEmpty()) {
            meta.remove("annotations");
        }
        return o;
    }

    private List<String> requests() throws InterruptedException {
        return MockApi.requests(server);
    }

    @Test
    void theTypedMpiJobIsAppliedAndItsLaunchersLogPassesAtTheStacksPassLine() throws Exception {
        Settings s = oneH100(70.0);
        JsonNode generated = Manifests.tree(Manifests.ncclGates(s).get(0).job());
        String job = generated.at("/metadata/name").asText();
        assertEquals("nccl-gpu", job);
        String log = MARKER + Files.readString(ONE_NODE_LOG);
        Thread operator = operator(job, log, "Succeeded");

        Run run = runStage(s, Map.of());
        operator.join(5000);

        assertEquals(0, run.exit(), run.stderr());
        // what kubectl applied is the typed manifest, field for field (both read as JSON text:
        // a number's Java type is not the object's)
        assertEquals(
                JSON.readTree(generated.toString()), JSON.readTree(stored(job).toString()));
        List<String> requests = requests();
        assertTrue(
                requests.stream()
                        .anyMatch(r -> r.startsWith("POST /apis/kubeflow.org/v2beta1/namespaces/default/mpijobs?")
                                && r.contains("fieldValidation=Strict")),
                "kubectl created the MPIJob asking for strict field validation: " + requests);
        // the launcher's log on stdout, then the stage JSON; the stack output as the Slurm gate's
        assertTrue(run.stdout().startsWith(log), run.stdout());
        Map<String, Object> out = run.output();
        assertEquals(true, out.get("passed"), out.toString());
        assertEquals(70.742, ((Number) out.get("avgBusbwGBps")).doubleValue(), 1e-9);
        assertEquals(70.0, ((Number) out.get("passLineGBps")).doubleValue(), 1e-9);
        assertEquals(8, ((Number) out.get("stageRanks")).intValue());
        assertEquals(List.of(), out.get("stageFailed"));
        assertEquals(List.of(), out.get("suspects"));
        assertTrue(out.get("logTail").toString().contains("# Avg bus bandwidth    : 70.742"), out.toString());
    }

    @Test
    void theSameLogBelowTheShapesPassLineFailsTheStage() throws Exception {
        Run run = runWithOperator(oneH100(null), MARKER + Files.readString(ONE_NODE_LOG), "Succeeded");

        assertEquals(1, run.exit(), run.stderr());
        assertTrue(run.stderr().contains("FAIL cluster NCCL_BELOW_PASS_LINE average busbw 70.742 GB/s"), run.stderr());
        Map<String, Object> out = run.output();
        assertEquals(false, out.get("passed"), out.toString());
        assertEquals(70.742, ((Number) out.get("avgBusbwGBps")).doubleValue(), 1e-9);
        // BM.GPU.H100.8's pass line from the shape catalog: above the log's figure
        assertTrue(((Number) out.get("passLineGBps")).doubleValue() > 70.742, out.toString());
        assertEquals(List.of(Map.of("node", "cluster", "code", "NCCL_BELOW_PASS_LINE")), out.get("stageFailed"));
    }

    @Test
    void aLauncherThatNeverFinishesTimesOutNamingTheJob() throws Exception {
        Settings s = oneH100(70.0);
        String job = Manifests.ncclGates(s).get(0).job().metadata().name();
        // no operator: the MPIJob is stored and nothing ever runs it (Kueue never admits it)
        long started = System.nanoTime();
        Run run = runStage(s, Map.of("STAGE_TIMEOUT_SECONDS", "26"));
        long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - started);

        assertEquals(1, run.exit(), run.stderr());
        assertTrue(
                run.stderr()
                        .matches("(?s).*FAIL cluster KUBERNETES_JOB_TIMEOUT MPIJob default/" + job
                                + " did not finish within [1-6]s \\(conditions: none; launcher pod: none\\).*"),
                run.stderr());
        assertTrue(seconds < 40, "bounded by the stage's 26 s, took " + seconds + " s");
        Map<String, Object> out = run.output();
        assertEquals(false, out.get("passed"), out.toString());
        assertEquals(List.of(Map.of("node", "cluster", "code", "KUBERNETES_JOB_TIMEOUT")), out.get("stageFailed"));
        // it was applied, and left for its own activeDeadlineSeconds to end
        assertFalse(mpiJob(job) == null);
    }

    @Test
    void twoNodesWhoseLogNeverSaysRdmaFailAsNotUsingRdma() throws Exception {
        Settings s = KubernetesChecksTest.k8s()
                .set("cluster.shape", "BM.GPU.H100.8")
                .set("bootstrap.ncclPassLineGBps", 70)
                .settings();
        String marker = "# oci-gpu-cluster run 1: all_reduce_perf -b 1G -e 16G -f 2 -t 1 -g 1 (16 ranks)\n";
        Run run = runWithOperator(s, marker + Files.readString(TWO_NODE_LOG), "Succeeded");

        assertEquals(1, run.exit(), run.stderr());
        // the published run had no NCCL_DEBUG=INFO: nothing says it used RDMA, so it does not pass
        assertTrue(run.stderr().contains("FAIL cluster NCCL_NOT_USING_RDMA"), run.stderr());
        Map<String, Object> out = run.output();
        assertEquals(false, out.get("passed"), out.toString());
        assertEquals(16, ((Number) out.get("stageRanks")).intValue());
    }

    @Test
    void aFailedJobFailsTheStageWithItsConditionAndStillJudgesTheLog() throws Exception {
        Settings s = oneH100(70.0);
        String job = Manifests.ncclGates(s).get(0).job().metadata().name();
        Run run = runWithOperator(s, MARKER + Files.readString(ONE_NODE_LOG), "Failed");

        assertEquals(1, run.exit(), run.stderr());
        assertTrue(
                run.stderr()
                        .contains("FAIL cluster KUBERNETES_JOB_FAILED MPIJob default/" + job
                                + " failed (MPIJobFailed: launcher); launcher pod: " + LAUNCHER_POD),
                run.stderr());
        Map<String, Object> out = run.output();
        assertEquals(false, out.get("passed"), out.toString());
        assertEquals(70.742, ((Number) out.get("avgBusbwGBps")).doubleValue(), 1e-9);
    }

    /**
     * A run of two nodes where one found no RDMA device (the edited published log 13, two A10G
     * hosts, one GPU each): the shared verdict blames that node, and the stage cordons it and
     * taints it with the code; the other node is left as it was. The nodes are registered under
     * their private IPs, as OKE nodes joined without --hostname-override are.
     */
    @Test
    void aNodeTheVerdictBlamesIsCordonedAndTaintedWithItsCode() throws Exception {
        Settings s = KubernetesChecksTest.k8s()
                .set("cluster.shape", "BM.GPU.H100.8")
                .set("bootstrap.ncclPassLineGBps", 70)
                .settings();
        for (String ip : List.of("10.0.139.244", "10.0.142.242")) {
            client.nodes()
                    .resource(new io.fabric8.kubernetes.api.model.NodeBuilder()
                            .withNewMetadata()
                            .withName(ip)
                            .endMetadata()
                            .build())
                    .create();
        }
        String job = Manifests.ncclGates(s).get(0).job().metadata().name();
        String marker = "# oci-gpu-cluster run 1: all_reduce_perf -b 1G -e 16G -f 2 -t 1 -g 1 (2 ranks)\n";
        Thread operator = operator(job, marker + Files.readString(ONE_NODE_NO_IB_LOG), "Succeeded");
        Run run = runStage(
                s,
                Map.of(
                        "NODES", "ip-10-0-139-244=10.0.139.244 ip-10-0-142-242=10.0.142.242",
                        // the log's hosts have one GPU each
                        "SHAPE_GPUS", "1"));
        operator.join(5000);

        assertEquals(1, run.exit(), run.stderr());
        assertTrue(run.stderr().contains("FAIL ip-10-0-142-242 NCCL_NOT_USING_RDMA"), run.stderr());
        assertEquals(
                List.of(Map.of("node", "ip-10-0-142-242", "code", "NCCL_NOT_USING_RDMA")),
                run.output().get("stageFailed"),
                run.stderr());
        // read back with kubectl, as an operator would
        assertEquals(
                "true oci-gpu-cluster/failure=NCCL_NOT_USING_RDMA:NoSchedule",
                kubectl(
                        "get",
                        "node",
                        "10.0.142.242",
                        "-o",
                        "jsonpath={.spec.unschedulable} {range .spec.taints[*]}{.key}={.value}:{.effect}{end}"));
        assertEquals(
                " ",
                kubectl(
                        "get",
                        "node",
                        "10.0.139.244",
                        "-o",
                        "jsonpath={.spec.unschedulable} {range .spec.taints[*]}{.key}={.value}:{.effect}{end}"),
                "the node that found its devices is not touched");
    }

    /**
     * A node this gate cordoned and tainted earlier is returned to scheduling by a passing run (its
     * taint removed, uncordoned), as slurm-nodes resumes only the project's own drains.
     */
    @Test
    void aPassingRunReturnsTheNodeTheGateHadCordoned() throws Exception {
        Settings s = oneH100(70.0);
        // the stage's NODES for one node: gpu-1=10.0.3.17 (runStage)
        client.nodes()
                .resource(new io.fabric8.kubernetes.api.model.NodeBuilder()
                        .withNewMetadata()
                        .withName("10.0.3.17")
                        .endMetadata()
                        .withNewSpec()
                        .withUnschedulable(true)
                        .addNewTaint()
                        .withKey("oci-gpu-cluster/failure")
                        .withValue("NCCL_NOT_USING_RDMA")
                        .withEffect("NoSchedule")
                        .endTaint()
                        .endSpec()
                        .build())
                .create();

        Run run = runWithOperator(s, MARKER + Files.readString(ONE_NODE_LOG), "Succeeded");

        assertEquals(0, run.exit(), run.stderr());
        assertEquals(
                " ",
                kubectl(
                        "get",
                        "node",
                        "10.0.3.17",
                        "-o",
                        "jsonpath={.spec.unschedulable} {range .spec.taints[*]}{.key}={.value}:{.effect}{end}"),
                run.stderr());
        assertTrue(
                run.stderr()
                        .contains(
                                "node 10.0.3.17 passed: its oci-gpu-cluster/failure=NCCL_NOT_USING_RDMA taint removed, uncordoned"),
                run.stderr());
    }

    /** kubectl against the mock, its stdout (fails on a non-zero exit). */
    private String kubectl(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(KUBECTL.toString(), "--kubeconfig", kubeconfig.toString()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "kubectl did not end");
        assertEquals(0, p.exitValue(), out);
        return out;
    }

    @Test
    void withoutTheMpiJobKindTheApplyFailsSayingSo() throws Exception {
        Settings s = oneH100(70.0);
        // an API server without the MPI Operator: no kubeflow.org group
        server.clearExpectations();
        serveDiscovery(false);
        Run run = runStage(s, Map.of());

        assertEquals(1, run.exit(), run.stderr());
        assertTrue(
                run.stderr()
                        .contains("FAIL cluster KUBERNETES_APPLY_FAILED the cluster has no MPIJob kind"
                                + " (mpijobs.kubeflow.org): the MPI Operator is not installed"),
                run.stderr());
        assertEquals(false, run.output().get("passed"));
        assertFalse(requests().stream().anyMatch(r -> r.startsWith("POST /apis/kubeflow.org")), "nothing applied");
    }
}
