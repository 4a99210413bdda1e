package ocigpucluster.kubernetes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;
import ocigpucluster.settings.Settings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every generated manifest, as the YAML an apply would send, passes strict validation against the
 * official schema of its kind (ManifestSchemas: Kubernetes 1.35's OpenAPI document, the CRDs'
 * openAPIV3Schema); for every kind, an unknown field and a wrong type injected into the generated
 * object are refused, the validator's message naming the path.
 */
class ManifestsSchemaTest {

    static Settings settings() {
        return KubernetesChecksTest.k8s().settings();
    }

    /** The generated objects read back from the YAML stream Manifests writes. */
    static List<JsonNode> generated() throws IOException {
        return ManifestsTest.parse(Manifests.yaml(Manifests.all(settings())));
    }

    static JsonNode first(String kind) throws IOException {
        return generated().stream()
                .filter(o -> kind.equals(o.path("kind").asText()))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no " + kind + " generated"));
    }

    @Test
    void everyGeneratedManifestPassesStrictValidationAndEveryKeptKindIsGenerated() throws IOException {
        List<JsonNode> all = generated();
        TreeSet<String> kinds = new TreeSet<>();
        for (JsonNode o : all) {
            kinds.add(o.path("kind").asText());
            List<String> errors = ManifestSchemas.validate(o);
            assertTrue(errors.isEmpty(), o.path("kind").asText() + " " + o.at("/metadata/name") + ": " + errors);
        }
        assertEquals(new TreeSet<>(ManifestSchemas.kinds()), kinds);
    }

    /** kind, where an unknown field goes (an object of the generated manifest), a field, a wrong value. */
    static Stream<Arguments> injections() {
        JsonNodeFactory f = JsonNodeFactory.instance;
        return Stream.of(
                Arguments.of(
                        "MPIJob",
                        "/spec/mpiReplicaSpecs/Worker/template/spec/containers/0",
                        "/spec/slotsPerWorker",
                        TextNode.valueOf("eight")),
                Arguments.of(
                        "MPIJob",
                        "/spec/runPolicy",
                        "/spec/mpiReplicaSpecs/Worker/template/spec/hostNetwork",
                        TextNode.valueOf("yes")),
                Arguments.of("ResourceFlavor", "/spec", "/spec/nodeLabels", TextNode.valueOf("BM.GPU4.8")),
                Arguments.of(
                        "ClusterQueue",
                        "/spec/resourceGroups/0/flavors/0",
                        "/spec/resourceGroups/0/coveredResources",
                        TextNode.valueOf("nvidia.com/gpu")),
                Arguments.of("LocalQueue", "/spec", "/spec/clusterQueue", IntNode.valueOf(7)),
                Arguments.of("SriovNetworkNodePolicy", "/spec/nicSelector", "/spec/numVfs", TextNode.valueOf("one")),
                Arguments.of("Job", "/spec/template/spec/containers/0", "/spec/completions", TextNode.valueOf("two")),
                Arguments.of("Job", "/metadata", "/spec/template/spec/volumes/0/hostPath/path", f.arrayNode()),
                Arguments.of("Service", "/spec/ports/0", "/spec/ports/0/port", TextNode.valueOf("twelve")),
                Arguments.of("ConfigMap", "/metadata", "/data", IntNode.valueOf(5)));
    }

    @ParameterizedTest(name = "{0}: unknown field under {1}, wrong type at {2}")
    @MethodSource("injections")
    void anUnknownFieldAndAWrongTypeAreRefusedNamingThePath(String kind, String parent, String field, JsonNode wrong)
            throws IOException {
        JsonNode valid = first(kind);
        assertEquals(List.of(), ManifestSchemas.validate(valid));
        assertTrue(valid.at(field).isValueNode() || valid.at(field).isContainerNode(), field + " is generated");

        ObjectNode unknown = (ObjectNode) valid.deepCopy();
        ((ObjectNode) unknown.at(parent)).put("bogusField", "x");
        String unknownAt = path(parent) + ": property 'bogusField' is not defined in the schema";
        List<String> errors = ManifestSchemas.validate(unknown);
        assertTrue(errors.stream().anyMatch(m -> m.startsWith(unknownAt)), unknownAt + " not in " + errors);

        ObjectNode typed = (ObjectNode) valid.deepCopy();
        int slash = field.lastIndexOf('/');
        JsonNode holder = typed.at(field.substring(0, slash));
        String leaf = field.substring(slash + 1);
        if (holder instanceof ArrayNode a) {
            a.set(Integer.parseInt(leaf), wrong);
        } else {
            ((ObjectNode) holder).set(leaf, wrong);
        }
        String typedPath = path(field);
        errors = ManifestSchemas.validate(typed);
        assertFalse(errors.isEmpty(), field + " = " + wrong + " accepted");
        assertTrue(errors.stream().anyMatch(m -> m.contains(typedPath)), typedPath + " not named in " + errors);
    }

    @Test
    void aWrongApiVersionOrKindIsRefused() throws IOException {
        ObjectNode job = (ObjectNode) first("MPIJob").deepCopy();
        job.put("apiVersion", "kubeflow.org/v1");
        assertTrue(
                ManifestSchemas.validate(job).stream().anyMatch(m -> m.contains("$.apiVersion")),
                ManifestSchemas.validate(job).toString());
    }

    /** A JSON pointer as the validator writes the path: /a/0/b as $.a[0].b. */
    static String path(String pointer) {
        StringBuilder out = new StringBuilder("$");
        for (String part : pointer.substring(1).split("/")) {
            out.append(part.matches("\\d+") ? "[" + part + "]" : "." + part);
        }
        return out.toString();
    }

    /** The OpenAPI documents are the pinned minor's: PROVENANCE names their source path. */
    @Test
    void theOpenApiDocumentsAreOfThePinnedKubernetesMinor() throws IOException {
        String pinned = Oke.VERSIONS.get(0);
        String minor = pinned.substring(1, pinned.lastIndexOf('.'));
        String provenance = resource("PROVENANCE");
        for (String file : List.of("k8s-" + minor + "-api-v1.json", "k8s-" + minor + "-apis-batch-v1.json")) {
            String line = provenance
                    .lines()
                    .filter(l -> l.startsWith(file + "\t"))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError(file + " missing from PROVENANCE for " + pinned));
            assertTrue(line.contains("/builtins/" + minor + "/"), line);
        }
    }

    /** Each kept file is the one PROVENANCE names: its sha256 is the one update.sh recorded. */
    @Test
    void everySchemaFileMatchesTheSha256ItsProvenanceRecords() throws Exception {
        String provenance = resource("PROVENANCE");
        List<String> rows = provenance.lines().filter(l -> !l.startsWith("#")).toList();
        assertEquals(7, rows.size(), provenance);
        for (String row : rows) {
            String[] f = row.split("\t");
            byte[] bytes;
            try (InputStream in = getClass().getClassLoader().getResourceAsStream(ManifestSchemas.DIR + f[0])) {
                bytes = in.readAllBytes();
            }
            String sha = HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
            assertEquals(f[6], sha, f[0]);
        }
    }

    private String resource(String name) throws IOException {
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(ManifestSchemas.DIR + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
