package ocigpucluster.kubernetes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
 *   <li>a strategic merge patch ({@code kubectl cordon}, {@code uncordon}, {@code taint}) as a JSON
 *       merge patch (RFC 7386: a null removes the field): the same result for the fields these
 *       commands set, {@code spec.unschedulable} and the whole {@code spec.taints} list (Node's
 *       taints declare no patch strategy, so a strategic merge replaces the list, as a merge patch
 *       does);
 *   <li>an apply patch ({@code kubectl apply --server-side}: {@code application/apply-patch+yaml})
 *       creates the object when it does not exist, as server-side apply does, and is merged into
 *       it (JSON merge patch) when it does. Not modelled: field ownership and conflicts (a
 *       field another manager owns), and removal of fields the applier stopped setting.
 * </ul>
 *
 * Both merges are made here and stored with a PUT of the result: fabric8's own merge keeps a null
 * instead of removing the field.
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
        boolean strategic = type.startsWith("application/strategic-merge-patch+json");
        boolean apply = type.startsWith("application/apply-patch+yaml");
        if (!strategic && !apply) {
            return super.dispatch(request);
        }
        String path = request.getPath();
        String bare = path.contains("?") ? path.substring(0, path.indexOf('?')) : path;
        String json = json(request.getUtf8Body());
        MockResponse existing = super.dispatch(with(request, HttpMethod.GET, bare, null, ""));
        if (!existing.getStatus().contains(" 200")) {
            return apply
                    ? super.dispatch(with(
                            request,
                            HttpMethod.POST,
                            bare.substring(0, bare.lastIndexOf('/')),
                            "application/json",
                            json))
                    : existing;
        }
        // the merge as RFC 7386 defines it (a null removes the field), stored by a PUT of the result
        try {
            JsonNode merged = mergePatch(JSON.readTree(existing.getBody().readUtf8()), JSON.readTree(json));
            return super.dispatch(
                    with(request, HttpMethod.PUT, bare, "application/json", JSON.writeValueAsString(merged)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** JSON Merge Patch (RFC 7386): objects merged key by key, a null removes, anything else replaces. */
    static JsonNode mergePatch(JsonNode target, JsonNode patch) {
        if (!patch.isObject()) {
            return patch;
        }
        ObjectNode result =
                target != null && target.isObject() ? ((ObjectNode) target).deepCopy() : JSON.createObjectNode();
        patch.fields().forEachRemaining(e -> {
            if (e.getValue().isNull()) {
                result.remove(e.getKey());
            } else {
                result.set(e.getKey(), mergePatch(result.get(e.getKey()), e.getValue()));
            }
        });
        return result;
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
