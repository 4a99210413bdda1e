package ocigpucluster.plandiff;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * Which input changes replace a resource, read from the reference provider schema.
 * Package-private on purpose: a shared {@code ocigpucluster.schema.ReferenceSchema} is being
 * written elsewhere; this reader stays small until the two are unified.
 *
 * <p>Rules per provider, from the schema's own "conventions" and notes:
 * <ul>
 *   <li>oci: a property without {@code updatable: true} forces replacement; a nested change is
 *       in place only when every property along its path is updatable (a replaced parent block
 *       takes its children with it).</li>
 *   <li>command: changes update in place unless the property has {@code replaceOnChanges}
 *       (Command {@code triggers}).</li>
 *   <li>tls: every input change replaces the key (the schema's note on PrivateKey).</li>
 * </ul>
 */
final class UpdateRules {
    static final String RESOURCE = "/ocigpucluster/pulumi-oci-command-schema.json";

    /** The verdict for one changed path. */
    record Verdict(boolean replaces, String reason) {
    }

    private final JsonNode resources;
    private final JsonNode types;

    private UpdateRules(JsonNode schema) {
        this.resources = schema.path("resources");
        this.types = schema.path("types");
    }

    static UpdateRules load() {
        try (InputStream in = UpdateRules.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("reference schema " + RESOURCE + " missing from the classpath");
            }
            return new UpdateRules(new ObjectMapper().readTree(in));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read reference schema " + RESOURCE, e);
        }
    }

    boolean knows(String token) {
        return resources.has(token);
    }

    /**
     * @param token resource type token
     * @param path  property names from the resource's inputs down to the changed value
     *              (list indices and map keys included as they appear; see {@link PathSegment})
     */
    Verdict verdict(String token, List<PathSegment> path) {
        JsonNode resource = resources.get(token);
        if (token.startsWith("pulumi:providers:")) {
            return new Verdict(true, "provider configuration changed; resources it manages may be replaced too");
        }
        if (resource == null) {
            return new Verdict(true, "type not in the reference schema; replacement assumed");
        }
        String provider = token.substring(0, token.indexOf(':'));
        String top = path.get(0).name();
        JsonNode spec = resource.path("inputs").get(top);
        switch (provider) {
            case "tls":
                return new Verdict(true, "every tls key input forces a new key");
            case "command":
                if (spec != null && spec.path("replaceOnChanges").asBoolean(false)) {
                    return new Verdict(true, "`" + top + "` has replaceOnChanges");
                }
                return new Verdict(false, "command inputs update in place");
            case "oci":
                return ociVerdict(resource.path("inputs"), path);
            default:
                return new Verdict(true, "provider " + provider + " has no known update rules; replacement assumed");
        }
    }

    private Verdict ociVerdict(JsonNode properties, List<PathSegment> path) {
        StringBuilder walked = new StringBuilder();
        for (PathSegment segment : path) {
            if (segment.index()) {
                walked.append(segment);
                continue;
            }
            if (walked.length() > 0) {
                walked.append('.');
            }
            walked.append(segment.name());
            JsonNode spec = properties.get(segment.name());
            if (spec == null) {
                return new Verdict(true, "`" + walked + "` is not in the reference schema; replacement assumed");
            }
            if (!spec.path("updatable").asBoolean(false)) {
                return new Verdict(true, "`" + walked + "` is not updatable");
            }
            boolean objectValued = "object".equals(spec.path("type").asText())
                    || "object".equals(spec.path("items").asText());
            JsonNode nested = types.path(spec.path("ref").asText("")).path("properties");
            if (!objectValued || nested.isMissingNode()) {
                // map, scalar list or any: this property's flag covers everything below it
                return new Verdict(false, "`" + walked + "` is updatable");
            }
            properties = nested;
        }
        return new Verdict(false, "`" + walked + "` is updatable");
    }
}
