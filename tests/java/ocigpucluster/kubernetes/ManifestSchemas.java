package ocigpucluster.kubernetes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Strict validation of a generated Kubernetes object against the schema the API server of the
 * pinned minor would use: the official OpenAPI v3 document of Kubernetes 1.35 for the built-in
 * kinds, the CRD's own {@code openAPIV3Schema} for a custom resource (files and provenance in
 * {@code schemas/} beside this class's resources). "Strict" as kubectl's
 * {@code --validate=strict} and the API server's field validation: a field the schema does not
 * declare is refused. The schemas are used as published, with these mechanical changes only:
 * <ul>
 *   <li>every object schema that declares {@code properties} and neither
 *       {@code additionalProperties} nor {@code x-kubernetes-preserve-unknown-fields: true} gets
 *       {@code additionalProperties: false} (OpenAPI leaves unknown fields allowed; the API server
 *       prunes or, with strict field validation, refuses them);
 *   <li>{@code x-kubernetes-int-or-string: true} without a type becomes
 *       {@code anyOf: [integer, string]}, what the extension means (Kubernetes docs, "Custom
 *       Resources", structural schemas);
 *   <li>a custom resource's {@code metadata} (declared only as {@code type: object} in a CRD, the
 *       API server checks it as ObjectMeta) is checked against the OpenAPI document's ObjectMeta;
 *   <li>{@code apiVersion} and {@code kind} must equal the kind's group/version and kind.
 * </ul>
 */
final class ManifestSchemas {
    static final String DIR = "ocigpucluster/kubernetes/schemas/";
    static final String OBJECT_META = "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final JsonSchemaFactory FACTORY = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7);
    private static final Map<String, JsonSchema> CACHE = new HashMap<>();

    /** Where each kind's schema is: a component of an OpenAPI document, or a CRD file. */
    private record Source(String apiVersion, String file, String component) {}

    private static final Map<String, Source> KINDS = Map.of(
            "Job",
            new Source("batch/v1", "k8s-1.35-apis-batch-v1.json", "io.k8s.api.batch.v1.Job"),
            "Service",
            new Source("v1", "k8s-1.35-api-v1.json", "io.k8s.api.core.v1.Service"),
            "ConfigMap",
            new Source("v1", "k8s-1.35-api-v1.json", "io.k8s.api.core.v1.ConfigMap"),
            "MPIJob",
            new Source("kubeflow.org/v2beta1", "kubeflow.org_mpijobs.yaml", null),
            "ResourceFlavor",
            new Source("kueue.x-k8s.io/v1beta2", "kueue.x-k8s.io_resourceflavors.yaml", null),
            "ClusterQueue",
            new Source("kueue.x-k8s.io/v1beta2", "kueue.x-k8s.io_clusterqueues.yaml", null),
            "LocalQueue",
            new Source("kueue.x-k8s.io/v1beta2", "kueue.x-k8s.io_localqueues.yaml", null),
            "SriovNetworkNodePolicy",
            new Source(
                    "sriovnetwork.openshift.io/v1", "sriovnetwork.openshift.io_sriovnetworknodepolicies.yaml", null));

    private ManifestSchemas() {}

    /** The kinds a schema is kept for. */
    static Set<String> kinds() {
        return KINDS.keySet();
    }

    /** The validator's messages for this object; empty when it is valid. */
    static List<String> validate(JsonNode object) {
        String kind = object.path("kind").asText();
        JsonSchema schema;
        synchronized (CACHE) {
            schema = CACHE.computeIfAbsent(kind, ManifestSchemas::schema);
        }
        List<String> out = new ArrayList<>();
        for (ValidationMessage m : schema.validate(object)) {
            out.add(m.getMessage());
        }
        return out;
    }

    private static JsonSchema schema(String kind) {
        Source src = KINDS.get(kind);
        if (src == null) {
            throw new IllegalArgumentException("no schema kept for kind " + kind);
        }
        ObjectNode doc = JsonNodeFactory.instance.objectNode();
        ObjectNode components = openApi("k8s-1.35-api-v1.json").deepCopy();
        if (src.component() != null) {
            components.setAll((ObjectNode) openApi(src.file()).deepCopy());
            doc.put("$ref", "#/components/schemas/" + src.component());
            ObjectNode root = (ObjectNode) components.get(src.component());
            pin((ObjectNode) root.get("properties"), src.apiVersion(), kind);
        } else {
            ObjectNode root = crdSchema(src.file(), src.apiVersion()).deepCopy();
            ObjectNode props = (ObjectNode) root.get("properties");
            props.set("metadata", ref(OBJECT_META));
            pin(props, src.apiVersion(), kind);
            doc.setAll(root);
        }
        doc.putObject("components").set("schemas", components);
        strict(doc);
        return FACTORY.getSchema(doc);
    }

    private static ObjectNode ref(String component) {
        return JsonNodeFactory.instance.objectNode().put("$ref", "#/components/schemas/" + component);
    }

    private static void pin(ObjectNode props, String apiVersion, String kind) {
        props.putObject("apiVersion").put("type", "string").putArray("enum").add(apiVersion);
        props.putObject("kind").put("type", "string").putArray("enum").add(kind);
    }

    /** The component schemas of a kept OpenAPI v3 document. */
    static ObjectNode openApi(String file) {
        return (ObjectNode) read(file).path("components").path("schemas");
    }

    /** The openAPIV3Schema of the CRD's version {@code apiVersion} (group/version). */
    static ObjectNode crdSchema(String file, String apiVersion) {
        JsonNode crd = read(file);
        String group = crd.path("spec").path("group").asText();
        for (JsonNode v : crd.path("spec").path("versions")) {
            if ((group + "/" + v.path("name").asText()).equals(apiVersion)) {
                return (ObjectNode) v.path("schema").path("openAPIV3Schema");
            }
        }
        throw new IllegalStateException(file + " has no version " + apiVersion);
    }

    static JsonNode read(String file) {
        try (InputStream in = ManifestSchemas.class.getClassLoader().getResourceAsStream(DIR + file)) {
            if (in == null) {
                throw new IllegalStateException(DIR + file + " is not on the test classpath");
            }
            return (file.endsWith(".json") ? JSON : YAML).readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The mechanical changes listed above, applied to a schema and every schema inside it
     * (following the keywords that hold schemas; {@code default}, {@code enum}, {@code example}
     * are data and are left alone).
     */
    static void strict(JsonNode node) {
        if (!(node instanceof ObjectNode o)) {
            return;
        }
        if (o.has("properties")
                && o.get("properties").isObject()
                && !o.has("additionalProperties")
                && !o.path("x-kubernetes-preserve-unknown-fields").asBoolean(false)) {
            o.put("additionalProperties", false);
        }
        if (o.path("x-kubernetes-int-or-string").asBoolean(false) && !o.has("type")) {
            ArrayNode any = o.putArray("anyOf");
            any.addObject().put("type", "integer");
            any.addObject().put("type", "string");
        }
        for (String map : List.of("properties", "patternProperties")) {
            o.path(map).forEach(ManifestSchemas::strict);
        }
        o.path("components").path("schemas").forEach(ManifestSchemas::strict);
        for (String one : List.of("additionalProperties", "items", "not")) {
            JsonNode sub = o.get(one);
            if (sub != null && sub.isArray()) {
                sub.forEach(ManifestSchemas::strict);
            } else {
                strict(sub);
            }
        }
        for (String list : List.of("allOf", "anyOf", "oneOf")) {
            o.path(list).forEach(ManifestSchemas::strict);
        }
    }
}
