package ocigpucluster.program;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.ConfigKeys;
import ocigpucluster.settings.ValueType;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Pulumi.yaml declares the same config surface as ConfigKeys (the one place it is defined). The
 * structured groups' key list in its comment is generated (GeneratedDocsTest keeps it current).
 */
class PulumiYamlTest {
    private static final Path FILE = Path.of("Pulumi.yaml");
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final ObjectMapper JSON = new ObjectMapper();
    private static String text;
    private static JsonNode project;

    @BeforeAll
    static void read() throws IOException {
        if (!Files.isRegularFile(FILE)) {
            fail("Pulumi.yaml is missing at the repository root: the Pulumi CLI needs it to run the program");
        }
        text = Files.readString(FILE);
        project = YAML.readTree(text);
    }

    private static JsonNode declaration(String key) {
        JsonNode config = project.path("config");
        JsonNode d = config.get(key);
        return d != null ? d : config.get(ConfigKeys.PROJECT + ":" + key);
    }

    @Test
    void nameAndRuntime() {
        assertEquals(ConfigKeys.PROJECT, project.path("name").asText());
        JsonNode runtime = project.path("runtime");
        String name =
                runtime.isTextual() ? runtime.asText() : runtime.path("name").asText();
        assertEquals("java", name, "runtime: " + runtime);
    }

    @Test
    void everyTopLevelKeyIsDeclaredWithItsTypeAndDefault() {
        List<String> problems = new ArrayList<>();
        for (ConfigKey k : Features.KEYS.all()) {
            if (k.group() != null) {
                continue;
            }
            JsonNode d = declaration(k.key());
            if (d == null) {
                problems.add(k.key() + ": not declared");
                continue;
            }
            if (!k.type().pulumiType().equals(d.path("type").asText())) {
                problems.add(k.key() + ": type " + d.path("type") + ", ConfigKeys says "
                        + k.type().pulumiType());
            }
            if (k.type() == ValueType.STRING_LIST
                    && !"string".equals(d.path("items").path("type").asText())) {
                problems.add(k.key() + ": items must be of type string");
            }
            JsonNode declared = d.get("default");
            if (k.defaultValue() == null) {
                // Pulumi requires a value for a declared key without default: an optional key may say "" or []
                boolean empty = declared == null
                        || declared.isNull()
                        || (declared.isTextual() && declared.asText().isEmpty())
                        || (declared.isArray() && declared.isEmpty());
                if (!empty) {
                    problems.add(k.key() + ": default " + declared + ", ConfigKeys has none");
                }
            } else if (declared == null || !sameValue(JSON.valueToTree(k.defaultValue()), declared)) {
                problems.add(k.key() + ": default " + declared + ", ConfigKeys says " + k.defaultValue());
            }
            if (k.secret() && !d.path("secret").asBoolean(false)) {
                problems.add(k.key() + ": must be declared secret: true");
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void nothingIsDeclaredThatTheProgramDoesNotRead() {
        Set<String> known = new TreeSet<>(Features.KEYS.groups());
        Features.KEYS.all().stream().filter(k -> k.group() == null).forEach(k -> known.add(k.key()));
        Set<String> extra = new TreeSet<>();
        project.path("config").fieldNames().forEachRemaining(name -> {
            String bare =
                    name.startsWith(ConfigKeys.PROJECT + ":") ? name.substring(ConfigKeys.PROJECT.length() + 1) : name;
            if (!bare.contains(":") && !known.contains(bare)) {
                extra.add(name);
            }
        });
        assertTrue(extra.isEmpty(), "declared in Pulumi.yaml but unknown to ConfigKeys: " + extra);
    }

    private static boolean sameValue(JsonNode a, JsonNode b) {
        if (a.isNumber() && b.isNumber()) {
            return a.decimalValue().compareTo(b.decimalValue()) == 0;
        }
        return a.equals(b);
    }
}
