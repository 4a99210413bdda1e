package ocigpucluster.kubernetes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinition;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.server.mock.KubernetesMockServer;
import io.fabric8.mockwebserver.ServerRequest;
import io.fabric8.mockwebserver.ServerResponse;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.stream.Stream;
import ocigpucluster.Repo;
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
 * The kubernetes-setup stage, the real script with the real kubectl 1.35.2 (the stack's version,
 * so the script installs none) against fabric8's mock API server in CRUD mode
 * ({@link ApiServerDispatcher}: server-side apply as an API server does it), and a fake OCI CLI
 * that writes the mock's kubeconfig (its contract: oracle/oci-cli v3.89.3
 * containerengine_cli_extended.py create_kubeconfig; unknown options refused as click refuses
 * them, "Error: No such option", exit 2).
 *
 * <p>The operators' files are stand-ins in the layout of the real ones, pinned in a copy of the
 * shipped tree whose versions.env carries their digests: the MPI Operator's single file (a
 * Namespace, mpi-operator v0.8.0's own MPIJob CRD, its Deployment) and Kueue's source archive
 * (config/default → components/crd with Kueue v0.18.2's own three queue CRDs, and
 * components/manager with its manager.yaml's Namespace and Deployment and its images entry, as
 * at the tag), so the stage's kustomize build and image override run for real. The real files
 * are not here (the archive is megabytes); that the real pins match the real downloads is not
 * proven by any test. The test plays the controllers: the API server's CRD controller
 * (Established) and the Deployment controller (Available). No Kueue or MPI Operator pod runs.
 */
@Tag("process")
class KubernetesSetupStageTest {
    static final Path KUBECTL = KubernetesNcclStageTest.KUBECTL;
    static final Path SCHEMAS = Repo.path("tests/resources/ocigpucluster/kubernetes/schemas");
    static final List<String> KUEUE_CRDS = List.of(
            "kueue.x-k8s.io_resourceflavors.yaml",
            "kueue.x-k8s.io_clusterqueues.yaml",
            "kueue.x-k8s.io_localqueues.yaml");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final YAMLMapper YAML = new YAMLMapper();
    private static final List<String> TIMEOUTS = MockApi.TIMEOUTS;

    @TempDir
    Path home;

    private final Map<ServerRequest, Queue<ServerResponse>> responses = new HashMap<>();
    private KubernetesMockServer server;
    private KubernetesClient client;
    private Path kubeconfigText;
    private Thread controllers;
    private volatile boolean stop;

    @BeforeEach
    void start() throws Exception {
        server = MockApi.started(responses);
        client = server.createClient();
        // the Network Operator add-on's SR-IOV operator: its CRD is the add-on's, there before the stage
        try (InputStream in =
                Files.newInputStream(SCHEMAS.resolve("sriovnetwork.openshift.io_sriovnetworknodepolicies.yaml"))) {
            client.load(in).create();
        }
        serveApi();
        // what the fake OCI CLI writes: the cluster's kubeconfig, the mock's address
        kubeconfigText = home.resolve("mock-kubeconfig");
        Files.writeString(
                kubeconfigText, MockApi.kubeconfig(client, "cluster-c4example", "context-c4example", "user-c4example"));
        controllers = new Thread(this::playControllers);
        controllers.setDaemon(true);
        controllers.start();
    }

    @AfterEach
    void stop() throws InterruptedException {
        stop = true;
        if (controllers != null) {
            controllers.join(5000);
        }
        if (client != null) {
            client.close();
        }
        if (server != null) {
            server.destroy();
        }
    }

    /** The API server's CRD controller and the Deployment controller: Established, Available. */
    private void playControllers() {
        while (!stop) {
            try {
                for (CustomResourceDefinition crd : client.apiextensions()
                        .v1()
                        .customResourceDefinitions()
                        .list()
                        .getItems()) {
                    if (crd.getStatus() == null
                            || crd.getStatus().getConditions().isEmpty()) {
                        crd.setStatus(
                                new io.fabric8.kubernetes.api.model.apiextensions.v1
                                                .CustomResourceDefinitionStatusBuilder()
                                        .addNewCondition()
                                        .withType("Established")
                                        .withStatus("True")
                                        .endCondition()
                                        .build());
                        // the mock serves no status subresource for CRDs: the object is replaced whole
                        client.apiextensions()
                                .v1()
                                .customResourceDefinitions()
                                .resource(crd)
                                .updateStatus();
                    }
                }
                for (Deployment d :
                        client.apps().deployments().inAnyNamespace().list().getItems()) {
                    if (d.getStatus() == null || d.getStatus().getConditions().isEmpty()) {
                        d.setStatus(new io.fabric8.kubernetes.api.model.apps.DeploymentStatusBuilder()
                                .addNewCondition()
                                .withType("Available")
                                .withStatus("True")
                                .endCondition()
                                .build());
                        client.apps().deployments().resource(d).updateStatus();
                    }
                }
                Thread.sleep(200);
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) {
                // a list between kubectl's writes: try again
            }
        }
    }

    /** One kind the mock serves: group version, plural, kind, namespaced. */
    record Kind(String groupVersion, String plural, String kind, boolean namespaced) {}

    /** The built-in kinds of the stand-ins, and each kept CRD's kind in every served version. */
    private static List<Kind> kinds() throws Exception {
        List<Kind> out = new ArrayList<>(List.of(
                new Kind("v1", "namespaces", "Namespace", false),
                new Kind("apiextensions.k8s.io/v1", "customresourcedefinitions", "CustomResourceDefinition", false),
                new Kind("apps/v1", "deployments", "Deployment", true)));
        List<String> crds = new ArrayList<>(KUEUE_CRDS);
        crds.add("kubeflow.org_mpijobs.yaml");
        crds.add("sriovnetwork.openshift.io_sriovnetworknodepolicies.yaml");
        for (String f : crds) {
            JsonNode crd = YAML.readTree(SCHEMAS.resolve(f).toFile());
            for (JsonNode v : crd.at("/spec/versions")) {
                if (v.path("served").asBoolean()) {
                    out.add(new Kind(
                            crd.at("/spec/group").asText() + "/"
                                    + v.path("name").asText(),
                            crd.at("/spec/names/plural").asText(),
                            crd.at("/spec/names/kind").asText(),
                            "Namespaced".equals(crd.at("/spec/scope").asText())));
                }
            }
        }
        return out;
    }

    /**
     * What a 1.35 API server answers for discovery (Kubernetes docs, "Discovery API"), /version,
     * and OpenAPI v3 (root and one document per group version, whose PATCH operations name the
     * fieldValidation parameter kubectl looks for before asking for strict validation).
     */
    private void serveApi() throws Exception {
        Map<String, List<Kind>> byGv = new LinkedHashMap<>();
        for (Kind k : kinds()) {
            byGv.computeIfAbsent(k.groupVersion(), g -> new ArrayList<>()).add(k);
        }
        serve("/version", Map.of("major", "1", "minor", "35", "gitVersion", "v1.35.2"));
        serve("/api", Map.of("kind", "APIVersions", "versions", List.of("v1")));
        List<Object> groups = new ArrayList<>();
        Map<String, List<String>> versionsOfGroup = new LinkedHashMap<>();
        byGv.keySet().stream()
                .filter(gv -> gv.contains("/"))
                .forEach(gv -> versionsOfGroup
                        .computeIfAbsent(gv.substring(0, gv.indexOf('/')), g -> new ArrayList<>())
                        .add(gv));
        versionsOfGroup.forEach((group, gvs) -> {
            List<Map<String, String>> versions = gvs.stream()
                    .map(gv -> Map.of("groupVersion", gv, "version", gv.substring(gv.indexOf('/') + 1)))
                    .toList();
            groups.add(
                    Map.of("name", group, "versions", versions, "preferredVersion", versions.get(versions.size() - 1)));
        });
        serve("/apis", Map.of("kind", "APIGroupList", "apiVersion", "v1", "groups", groups));
        Map<String, Object> roots = new LinkedHashMap<>();
        for (Map.Entry<String, List<Kind>> e : byGv.entrySet()) {
            String gv = e.getKey();
            String base = gv.contains("/") ? "apis/" + gv : "api/" + gv;
            List<Object> resources = new ArrayList<>();
            Map<String, Object> paths = new LinkedHashMap<>();
            for (Kind k : e.getValue()) {
                resources.add(Map.of(
                        "name", k.plural(),
                        "singularName", k.kind().toLowerCase(java.util.Locale.ROOT),
                        "namespaced", k.namespaced(),
                        "kind", k.kind(),
                        "verbs", List.of("create", "delete", "get", "list", "patch", "update", "watch")));
                resources.add(Map.of(
                        "name", k.plural() + "/status",
                        "singularName", "",
                        "namespaced", k.namespaced(),
                        "kind", k.kind(),
                        "verbs", List.of("get", "patch", "update")));
                String group = gv.contains("/") ? gv.substring(0, gv.indexOf('/')) : "";
                String version = gv.substring(gv.indexOf('/') + 1);
                paths.put(
                        "/" + base + (k.namespaced() ? "/namespaces/{namespace}/" : "/") + k.plural() + "/{name}",
                        Map.of(
                                "patch",
                                Map.of(
                                        "x-kubernetes-group-version-kind",
                                        Map.of("group", group, "version", version, "kind", k.kind()),
                                        "parameters",
                                        List.of(Map.of(
                                                "name",
                                                "fieldValidation",
                                                "in",
                                                "query",
                                                "schema",
                                                Map.of("type", "string"))),
                                        "responses",
                                        Map.of())));
            }
            serve("/" + base, Map.of("kind", "APIResourceList", "groupVersion", gv, "resources", resources));
            String doc = "/openapi/v3/" + base + "?hash="
                    + Integer.toHexString(gv.hashCode()).toUpperCase();
            roots.put(base, Map.of("serverRelativeURL", doc));
            String body = JSON.writeValueAsString(Map.of(
                    "openapi", "3.0.0", "info", Map.of("title", "Kubernetes", "version", "v1.35.2"), "paths", paths));
            for (String query : TIMEOUTS) {
                server.expect().get().withPath(doc + query).andReturn(200, body).always();
            }
        }
        serve("/openapi/v3", Map.of("paths", roots));
    }

    private void serve(String path, Object body) throws Exception {
        MockApi.serve(server, path, body);
    }

    // ---- the stand-in release files, in the layout of the real ones ----

    /** mpi-operator.yaml: its Namespace, the v0.8.0 MPIJob CRD (kept), its Deployment (deploy/v2beta1). */
    private static String mpiOperatorYaml() throws Exception {
        return String.join(
                "\n---\n",
                "apiVersion: v1\nkind: Namespace\nmetadata:\n  name: mpi-operator\n",
                Files.readString(SCHEMAS.resolve("kubeflow.org_mpijobs.yaml")),
                "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: mpi-operator\n  namespace: mpi-operator\n"
                        + "spec:\n  replicas: 1\n  selector:\n    matchLabels:\n      app: mpi-operator\n"
                        + "  template:\n    metadata:\n      labels:\n        app: mpi-operator\n"
                        + "    spec:\n      containers:\n      - name: mpi-operator\n"
                        + "        image: mpioperator/mpi-operator:0.8.0\n");
    }

    /** kueue-0.18.2.tar.gz: config/default, components/crd and components/manager as at the tag. */
    private Path kueueArchive() throws Exception {
        Path src = home.resolve("kueue-src");
        Path top = src.resolve("kueue-0.18.2/config");
        Files.createDirectories(top.resolve("default"));
        Files.createDirectories(top.resolve("components/crd/bases"));
        Files.createDirectories(top.resolve("components/manager"));
        Files.writeString(
                top.resolve("default/kustomization.yaml"),
                "namespace: kueue-system\nnamePrefix: kueue-\nresources:\n- ../components/crd\n- ../components/manager\n");
        StringBuilder crds = new StringBuilder("resources:\n");
        for (String f : KUEUE_CRDS) {
            Files.copy(SCHEMAS.resolve(f), top.resolve("components/crd/bases/" + f));
            crds.append("- bases/").append(f).append('\n');
        }
        Files.writeString(top.resolve("components/crd/kustomization.yaml"), crds.toString());
        // Kueue v0.18.2 config/components/manager/kustomization.yaml's images entry
        Files.writeString(
                top.resolve("components/manager/kustomization.yaml"),
                "resources:\n- manager.yaml\napiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n"
                        + "images:\n- name: controller\n"
                        + "  newName: us-central1-docker.pkg.dev/k8s-staging-images/kueue/kueue\n  newTag: main\n");
        Files.writeString(
                top.resolve("components/manager/manager.yaml"),
                "apiVersion: v1\nkind: Namespace\nmetadata:\n  name: system\n---\n"
                        + "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: controller-manager\n"
                        + "  namespace: system\nspec:\n  replicas: 1\n  template:\n    spec:\n      containers:\n"
                        + "      - command:\n        - /manager\n        image: controller:latest\n        name: manager\n");
        Path archive = home.resolve("kueue.tar.gz");
        Process p = new ProcessBuilder("tar", "-czf", archive.toString(), "-C", src.toString(), "kueue-0.18.2")
                .inheritIO()
                .start();
        assertEquals(0, p.waitFor());
        return archive;
    }

    private static String sha256(Path f) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(f)));
    }

    /** The shipped tree, copied; with {@code pinStandIns}, its versions.env pins the stand-ins' digests. */
    private Path shipped(Map<String, String> pins) throws Exception {
        Path root = home.resolve("bootstrap");
        try (Stream<Path> all = Files.walk(ShippedBootstrap.root())) {
            for (Path p : (Iterable<Path>) all::iterator) {
                Path to = root.resolve(ShippedBootstrap.root().relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
        Path versions = root.resolve("versions.env");
        String text = Files.readString(versions);
        for (Map.Entry<String, String> pin : pins.entrySet()) {
            String line = text.lines()
                    .filter(l -> l.startsWith(pin.getKey() + "="))
                    .findFirst()
                    .orElseThrow();
            text = text.replace(line, pin.getKey() + "=" + pin.getValue());
        }
        Files.writeString(versions, text);
        return root;
    }

    /** The cache the stage reads its pinned files from, seeded. */
    private Path cache() throws Exception {
        Path cache = home.resolve(".oci-gpu-cluster/kubernetes");
        Files.createDirectories(cache);
        return cache;
    }

    /** The fake OCI CLI: create-kubeconfig with the options the real one knows, its argv recorded. */
    private Path fakeOci() throws Exception {
        Path bin = home.resolve("bin");
        Files.createDirectories(bin);
        Path oci = bin.resolve("oci");
        Files.writeString(
                oci,
                String.join(
                        "\n",
                        "#!/usr/bin/env bash",
                        "printf '%s\\n' \"$*\" >>\"$HOME/oci-calls\"",
                        "file=\"$HOME/.kube/config\"",
                        "[[ \"$1 $2\" == '--auth instance_principal' ]] && shift 2",
                        "[[ \"$1 $2 $3\" == 'ce cluster create-kubeconfig' ]] || { echo \"Error: No such command\" >&2; exit 2; }",
                        "shift 3",
                        "while (($#)); do",
                        "  case $1 in",
                        "    --cluster-id|--token-version|--kube-endpoint) shift 2 ;;",
                        "    --file) file=$2; shift 2 ;;",
                        "    --with-auth-context|--overwrite) shift ;;",
                        "    *) echo \"Error: No such option: $1\" >&2; exit 2 ;;",
                        "  esac",
                        "done",
                        "mkdir -p \"$(dirname \"$file\")\"",
                        "cp \"" + kubeconfigText + "\" \"$file\"",
                        "echo \"New config written to the Kubeconfig file $file\"",
                        ""));
        Files.setPosixFilePermissions(oci, PosixFilePermissions.fromString("rwxr-xr-x"));
        return bin;
    }

    record Run(int exit, String stdout, String stderr) {}

    private Run runStage(Settings s, Path root, Map<String, String> overrides) throws Exception {
        StageContext.Group g = Manifests.rdmaGroups(s).get(0);
        StageContext c = new StageContext(null, s, g, List.of(g), null, StageContext.BASTION);
        ProcessBuilder pb =
                new ProcessBuilder("bash", root.resolve("kubernetes-setup.sh").toString());
        Map<String, String> env = pb.environment();
        for (Param p : KubernetesFeature.KUBERNETES_SETUP.params()) {
            if (!p.late()) {
                env.put(p.name(), p.value(c));
            }
        }
        env.put(KubernetesFeature.OKE_CLUSTER_ID.name(), "ocid1.cluster.oc1.ap-tokyo-1.aaaaaaaac4example");
        env.put("HOME", home.toString());
        env.remove("KUBECONFIG");
        env.put("PATH", fakeOci() + ":" + KUBECTL.getParent() + ":" + System.getenv("PATH"));
        env.put("RETRY_DELAY_SECONDS", "1");
        env.putAll(overrides);
        MockApi.Ran ran = MockApi.run(pb, home, 150);
        return new Run(ran.exit(), ran.stdout(), ran.stderr());
    }

    /** The stack's objects as stored, less what the API server adds, each as JSON text. */
    private List<JsonNode> stored(List<JsonNode> generated) throws Exception {
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode g : generated) {
            var op = client.genericKubernetesResources(
                    g.path("apiVersion").asText(), g.path("kind").asText());
            String ns = g.at("/metadata/namespace").asText(null);
            GenericKubernetesResource r = ns == null
                    ? op.withName(g.at("/metadata/name").asText()).get()
                    : op.inNamespace(ns)
                            .withName(g.at("/metadata/name").asText())
                            .get();
            assertTrue(r != null, "not stored: " + g);
            ObjectNode o = JSON.valueToTree(r);
            ObjectNode meta = (ObjectNode) o.get("metadata");
            for (String added : List.of("uid", "resourceVersion", "creationTimestamp", "generation", "managedFields")) {
                meta.remove(added);
            }
            out.add(JSON.readTree(o.toString()));
        }
        return out;
    }

    private List<String> requests() throws InterruptedException {
        return MockApi.requests(server);
    }

    private Map<String, String> standInPins() throws Exception {
        Path mpi = cache().resolve("mpi-operator-0.8.0.yaml");
        Files.writeString(mpi, mpiOperatorYaml());
        Path kueue = cache().resolve("kueue-0.18.2.tar.gz");
        Files.copy(kueueArchive(), kueue, StandardCopyOption.REPLACE_EXISTING);
        return Map.of("MPI_OPERATOR_SHA256", sha256(mpi), "KUEUE_SOURCE_SHA256", sha256(kueue));
    }

    @Test
    void theOperatorsAndTheStacksQueuesAndPoliciesAreAppliedAndTheirControllersWaitedFor() throws Exception {
        Settings s = KubernetesNcclStageTest.oneH100(70.0);
        Path root = shipped(standInPins());

        Run run = runStage(s, root, Map.of());

        assertEquals(0, run.exit(), run.stderr());
        JsonNode result =
                JSON.readTree(run.stdout().strip().lines().reduce((a, b) -> b).orElseThrow());
        assertEquals("kubernetes-setup", result.path("stage").asText());
        assertTrue(result.path("ok").asBoolean(), result.toString());
        // the kubeconfig: the OCI CLI with the private endpoint and the instance principal's auth
        String calls = Files.readString(home.resolve("oci-calls"));
        assertEquals(
                "--auth instance_principal ce cluster create-kubeconfig --cluster-id"
                        + " ocid1.cluster.oc1.ap-tokyo-1.aaaaaaaac4example --file " + home.resolve(".kube/config")
                        + " --token-version 2.0.0 --kube-endpoint PRIVATE_ENDPOINT --with-auth-context",
                calls.strip());
        assertEquals(
                "rw-------",
                PosixFilePermissions.toString(Files.getPosixFilePermissions(home.resolve(".kube/config"))));
        // the controllers, as their files declare them; Kueue's with the release's image
        assertTrue(client.apiextensions()
                        .v1()
                        .customResourceDefinitions()
                        .withName("mpijobs.kubeflow.org")
                        .get()
                != null);
        assertTrue(client.apps()
                        .deployments()
                        .inNamespace("mpi-operator")
                        .withName("mpi-operator")
                        .get()
                != null);
        Deployment kueue = client.apps()
                .deployments()
                .inNamespace("kueue-system")
                .withName("kueue-controller-manager")
                .get();
        assertTrue(kueue != null, "Kueue's controller as config/default names it");
        assertEquals(
                "registry.k8s.io/kueue/kueue:v0.18.2",
                kueue.getSpec().getTemplate().getSpec().getContainers().get(0).getImage());
        for (String crd : List.of("resourceflavors", "clusterqueues", "localqueues")) {
            assertTrue(
                    client.apiextensions()
                                    .v1()
                                    .customResourceDefinitions()
                                    .withName(crd + ".kueue.x-k8s.io")
                                    .get()
                            != null,
                    crd);
        }
        // the stack's objects, field for field as generated, applied server-side with strict validation
        List<JsonNode> generated = new ArrayList<>();
        for (Object o : Manifests.setupObjects(s)) {
            generated.add(JSON.readTree(Manifests.tree(o).toString()));
        }
        assertEquals(4, generated.size(), "one SR-IOV policy, one group's flavor and two queues");
        assertEquals(generated, stored(generated));
        List<String> requests = requests();
        for (String path : List.of(
                "/apis/kueue.x-k8s.io/v1beta2/clusterqueues/",
                "/apis/kueue.x-k8s.io/v1beta2/namespaces/default/localqueues/",
                "/apis/sriovnetwork.openshift.io/v1/namespaces/nvidia-network-operator/sriovnetworknodepolicies/")) {
            assertTrue(
                    requests.stream()
                            .anyMatch(r -> r.startsWith("PATCH " + path)
                                    && r.contains("fieldManager=oci-gpu-cluster")
                                    && r.contains("fieldValidation=Strict")),
                    "server-side apply, strictly validated, of " + path + ": " + requests);
        }
        // nothing of the gate's: its MPIJob is kubernetes-nccl's
        assertTrue(
                requests.stream().noneMatch(r -> r.contains(" /apis/kubeflow.org/v2beta1/") && r.contains("mpijobs")),
                requests.toString());
    }

    @Test
    void aSecondRunConvergesOnTheSameObjects() throws Exception {
        Settings s = KubernetesNcclStageTest.oneH100(70.0);
        Path root = shipped(standInPins());
        assertEquals(0, runStage(s, root, Map.of()).exit());

        Run again = runStage(s, root, Map.of());

        assertEquals(0, again.exit(), again.stderr());
        assertEquals(
                2, Files.readString(home.resolve("oci-calls")).lines().count(), "the kubeconfig is written each run");
    }

    @Test
    void aCachedFileThatIsNotThePinnedOneIsFetchedAgainAndNothingIsAppliedWhenThatFails() throws Exception {
        Settings s = KubernetesNcclStageTest.oneH100(70.0);
        standInPins(); // seeds the cache with the stand-ins: not what the real pins name
        Path root = shipped(Map.of());

        requests(); // the test's own set-up requests
        // no route to GitHub from here: a closed local port as the proxy makes that so everywhere
        Run run = runStage(s, root, Map.of("https_proxy", "http://127.0.0.1:9", "HTTPS_PROXY", "http://127.0.0.1:9"));

        assertEquals(1, run.exit(), run.stderr());
        assertTrue(
                run.stderr()
                        .contains(
                                "FAIL bastion KUBERNETES_DOWNLOAD_FAILED cannot download"
                                        + " https://raw.githubusercontent.com/kubeflow/mpi-operator/v0.8.0/deploy/v2beta1/mpi-operator.yaml"),
                run.stderr());
        assertTrue(
                requests().stream().noneMatch(r -> r.startsWith("PATCH ") || r.startsWith("POST ")), "nothing applied");
        assertFalse(run.stdout().contains("\"ok\":true"), run.stdout());
    }
}
