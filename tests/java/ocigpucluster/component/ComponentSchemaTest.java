package ocigpucluster.component;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.SpecVersionDetector;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.util.Set;
import ocigpucluster.Repo;
import ocigpucluster.program.Features;
import ocigpucluster.settings.ConfigKey;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The schema the component provider serves: valid against Pulumi's package metaschema (pulumi/pulumi's
 * pkg/codegen/schema/pulumi.json, committed with its source commit beside it), every configuration key
 * an input at its place, with its type.
 */
class ComponentSchemaTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static JsonSchema metaschema;

    @BeforeAll
    static void loadMetaschema() throws IOException {
        JsonNode node = JSON.readTree(
                Repo.path("tests/resources/ocigpucluster/component/pulumi.json").toFile());
        assertEquals(
                SpecVersion.VersionFlag.V202012, SpecVersionDetector.detect(node), "the draft pulumi.json declares");
        metaschema =
                JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(node);
    }

    /** What GetSchema serves, as the engine reads it. */
    private static JsonNode served() throws Exception {
        String text = new ClusterProvider().getSchema(null).get().getSchema();
        return JSON.readTree(text);
    }

    @Test
    void servedSchemaIsValidAgainstPulumisPackageMetaschema() throws Exception {
        Set<ValidationMessage> errors = metaschema.validate(served());
        assertTrue(errors.isEmpty(), "the component schema violates Pulumi's metaschema: " + errors);
    }

    @Test
    void theMetaschemaRefusesABrokenSchema() throws Exception {
        // the check can fail: a package name the metaschema's pattern refuses, a property type it does not know
        ObjectNode broken = (ObjectNode) served();
        broken.put("name", "9-not-a-name");
        ((ObjectNode) broken.at("/resources/oci-gpu-cluster:index:Cluster/inputProperties/compartmentId"))
                .put("type", "text");
        Set<ValidationMessage> errors = metaschema.validate(broken);
        assertTrue(
                errors.stream().anyMatch(e -> e.getInstanceLocation().toString().contains("name")), "" + errors);
        assertTrue(
                errors.stream().anyMatch(e -> e.getInstanceLocation().toString().contains("compartmentId")),
                "" + errors);
    }

    @Test
    void theClusterIsOneComponentWithTheStackOutputs() throws Exception {
        JsonNode schema = served();
        assertEquals("oci-gpu-cluster", schema.path("name").asText());
        JsonNode cluster = schema.at("/resources/oci-gpu-cluster:index:Cluster");
        assertTrue(cluster.path("isComponent").asBoolean(), "" + cluster);
        assertEquals("object", cluster.at("/properties/outputs/type").asText());
        assertEquals(1, schema.path("resources").size(), "one component: " + schema.path("resources"));
    }

    @Test
    void keysAreInputsWithTheirTypes() throws Exception {
        JsonNode schema = served();
        JsonNode inputs = schema.at("/resources/oci-gpu-cluster:index:Cluster/inputProperties");
        // written out by hand from docs/configuration.md
        assertEquals("string", inputs.at("/compartmentId/type").asText());
        assertTrue(inputs.at("/sshPrivateKey/secret").asBoolean(), "sshPrivateKey is a secret input");
        assertEquals("string", inputs.at("/sshAllowedCidrs/items/type").asText());
        assertEquals(
                "#/types/oci-gpu-cluster:index:ClusterSettings",
                inputs.at("/cluster/$ref").asText());
        JsonNode cluster = schema.at("/types/oci-gpu-cluster:index:ClusterSettings/properties");
        assertEquals("integer", cluster.at("/nodeCount/type").asText());
        assertTrue(cluster.at("/mode/description").asText().contains("clusterNetwork or singleInstance"), "" + cluster);
        assertEquals("array", inputs.at("/nodeGroups/type").asText());
        assertEquals(
                "#/types/oci-gpu-cluster:index:UsersDirectorySettings",
                schema.at("/types/oci-gpu-cluster:index:UsersSettings/properties/directory/$ref")
                        .asText());
        assertEquals(
                "object",
                schema.at("/types/oci-gpu-cluster:index:TagsSettings/properties/freeform/type")
                        .asText());
    }

    @Test
    void everyDeclaredKeyIsAnInputAtItsPath() throws Exception {
        JsonNode schema = served();
        for (ConfigKey k : Features.KEYS.all()) {
            JsonNode at = schema.at("/resources/oci-gpu-cluster:index:Cluster/inputProperties");
            String[] parts = k.key().split("\\.");
            String path = "";
            for (int i = 0; i < parts.length - 1; i++) {
                path = path.isEmpty() ? parts[i] : path + "." + parts[i];
                String ref = at.path(parts[i]).path("$ref").asText();
                assertFalse(ref.isEmpty(), k.key() + ": no object input " + path);
                at = schema.at("/types/" + ref.substring("#/types/".length()).replace("/", "~1") + "/properties");
            }
            assertFalse(at.path(parts[parts.length - 1]).isMissingNode(), k.key() + " is not an input");
            assertEquals(
                    k.secret(), at.path(parts[parts.length - 1]).path("secret").asBoolean(), k.key() + " secret");
        }
    }
}
