package ocigpucluster.kubernetes;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.server.mock.KubernetesMockServer;
import io.fabric8.mockwebserver.http.RecordedRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** What the Kubernetes stage tests share about fabric8's mock API server (tests/testbed/features/kubernetes/README.md). */
final class MockApi {

    /**
     * fabric8's mock API server in CRUD mode, kubectl's patches served by {@link ApiServerDispatcher},
     * started; first checks that the bed's kubectl is there (tests/testbed/features/kubernetes/prepare.sh).
     */
    static KubernetesMockServer started(
            java.util.Map<
                            io.fabric8.mockwebserver.ServerRequest,
                            java.util.Queue<io.fabric8.mockwebserver.ServerResponse>>
                    responses) {
        org.junit.jupiter.api.Assertions.assertTrue(
                java.nio.file.Files.isExecutable(KubernetesNcclStageTest.KUBECTL),
                "no kubectl at " + KubernetesNcclStageTest.KUBECTL
                        + ": run 'sudo bash tests/testbed/features/kubernetes/prepare.sh'");
        KubernetesMockServer server = new KubernetesMockServer(
                new io.fabric8.mockwebserver.Context(),
                new io.fabric8.mockwebserver.MockWebServer(),
                responses,
                new ApiServerDispatcher(responses),
                false);
        server.init();
        return server;
    }

    /** What a stage's process left: its exit code, stdout and stderr. */
    record Ran(int exit, String stdout, String stderr) {}

    /**
     * Runs a stage's process with its output in files under {@code dir}, bounded: a stage that
     * outlives {@code seconds} is killed with its children and fails the test with its stderr.
     */
    static Ran run(ProcessBuilder pb, java.nio.file.Path dir, int seconds)
            throws java.io.IOException, InterruptedException {
        java.nio.file.Path out = dir.resolve("stdout");
        java.nio.file.Path err = dir.resolve("stderr");
        Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError(
                    "the stage did not end within " + seconds + " s: " + java.nio.file.Files.readString(err));
        }
        return new Ran(
                p.exitValue(),
                java.nio.file.Files.readString(out, java.nio.charset.StandardCharsets.UTF_8),
                java.nio.file.Files.readString(err, java.nio.charset.StandardCharsets.UTF_8));
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * kubectl's discovery GETs carry ?timeout= its --request-timeout (the stages' 30s) or, without
     * one, its discovery default 32s (seen in kubectl -v=6 against the mock); the mock matches the
     * path with its query exactly, so each form is served.
     */
    static final List<String> TIMEOUTS = List.of("", "&timeout=32s", "&timeout=30s");

    private MockApi() {}

    /** Serves {@code body} as JSON at {@code path}, with each of kubectl's timeout queries. */
    static void serve(KubernetesMockServer server, String path, Object body) throws Exception {
        String json = JSON.writeValueAsString(body);
        for (String query : TIMEOUTS) {
            server.expect()
                    .get()
                    .withPath(path + query.replaceFirst("^&", "?"))
                    .andReturn(200, json)
                    .always();
        }
    }

    /** A kubeconfig of the mock: cluster, context and user of these names, a token that is no secret. */
    static String kubeconfig(KubernetesClient client, String cluster, String context, String user) {
        return String.join(
                "\n",
                "apiVersion: v1",
                "kind: Config",
                "clusters:",
                "- name: " + cluster,
                "  cluster:",
                // by address: kubectl resolves "localhost" through /etc/hosts, which a minimal root
                // (debootstrap minbase) does not have; Java needs none
                "    server: "
                        + client.getMasterUrl().toString().replaceAll("/$", "").replace("//localhost:", "//127.0.0.1:"),
                "contexts:",
                "- name: " + context,
                "  context: {cluster: " + cluster + ", user: " + user + "}",
                "current-context: " + context,
                "users:",
                "- name: " + user,
                "  user: {token: not-a-secret}",
                "");
    }

    /** The requests the mock received since the last call, "METHOD path?query". */
    static List<String> requests(KubernetesMockServer server) throws InterruptedException {
        List<String> out = new ArrayList<>();
        RecordedRequest r;
        while ((r = server.takeRequest(10, TimeUnit.MILLISECONDS)) != null) {
            out.add(r.getMethod() + " " + r.getPath());
        }
        return out;
    }
}
