package ocigpucluster.kubernetes;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.fabric8.kubernetes.client.server.mock.KubernetesMixedDispatcher;
import io.fabric8.mockwebserver.ServerRequest;
import io.fabric8.mockwebserver.ServerResponse;
import io.fabric8.mockwebserver.dsl.HttpMethod;
import io.fabric8.mockwebserver.http.Buffer;
import io.fabric8.mockwebserver.http.Headers;
import io.fabric8.mockwebserver.http.MockResponse;
import io.fabric8.mockwebserver.http.RecordedRequest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Queue;

/**
 * fabric8's CRUD mock API server (7.5.2), which stores objects and answers PATCH only as a JSON
 * patch or a JSON merge patch (its PatchHandler refuses any other media type with 415), plus the
 * two PATCH forms the stages' kubectl sends, each served as a Kubernetes API server serves it for
 * what these tests send (Kubernetes API concepts, "Patch operations"; "Server-Side Apply"):
 *
 * <ul>
 *   <li>a strategic merge patch ({@code kubectl cordon}, {@code kubectl taint}) as a JSON merge
 *       patch: the same result for the fields these commands set, {@code spec.unschedulable} and
 *       the whole {@code spec.taints} list (Node's taints declare no patch strategy, so a strategic
 *       merge replaces the list, as a merge patch does);
 *   <li>an apply patch ({@code kubectl apply --server-side}: {@code application/apply-patch+yaml})
 *       creates the object when it does not exist, as server-side apply does, and is merged into
 *       it (JSON merge patch) when it does. Not modelled: field ownership and conflicts (a
 *       field another manager owns), and removal of fields the applier stopped setting.
 * </ul>
 *
 * Everything else is fabric8's: no admission, no defaulting, no controllers.
 */
final class ApiServerDispatcher extends KubernetesMixedDispatcher {
    private static final ObjectMapper JSON = new ObjectMapper();

    ApiServerDispatcher(Map<ServerRequest, Queue<ServerResponse>> responses) {
        super(responses);
    }

    @Override
    public MockResponse dispatch(RecordedRequest request) {
        String type = request.getHeader("Content-Type");
        if (!"PATCH".equals(request.getMethod()) || type == null) {
            return super.dispatch(request);
        }
        if (type.startsWith("application/strategic-merge-patch+json")) {
            return super.dispatch(with(
                    request,
                    HttpMethod.PATCH,
                    request.getPath(),
                    "application/merge-patch+json",
                    request.getUtf8Body()));
        }
        if (type.startsWith("application/apply-patch+yaml")) {
            String json = json(request.getUtf8Body());
            String path = request.getPath();
            String bare = path.contains("?") ? path.substring(0, path.indexOf('?')) : path;
            MockResponse existing = super.dispatch(with(request, HttpMethod.GET, bare, null, ""));
            if (existing.getStatus().contains(" 200")) {
                return super.dispatch(with(request, HttpMethod.PATCH, path, "application/merge-patch+json", json));
            }
            return super.dispatch(
                    with(request, HttpMethod.POST, bare.substring(0, bare.lastIndexOf('/')), "application/json", json));
        }
        return super.dispatch(request);
    }

    private static RecordedRequest with(
            RecordedRequest original, HttpMethod method, String path, String contentType, String body) {
        Headers.Builder headers = original.getHeaders().newBuilder().removeAll("Content-Type");
        if (contentType != null) {
            headers.add("Content-Type", contentType);
        }
        return new RecordedRequest(
                original.getHttpVersion(),
                method,
                path,
                headers.build(),
                new Buffer(body.getBytes(StandardCharsets.UTF_8)));
    }

    /** The apply patch's YAML (kubectl may send JSON, which is YAML too) as JSON. */
    private static String json(String yaml) {
        try {
            return JSON.writeValueAsString(new YAMLMapper().readTree(yaml));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
