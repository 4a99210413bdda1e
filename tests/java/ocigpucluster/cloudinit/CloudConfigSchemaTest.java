package ocigpucluster.cloudinit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.SpecVersionDetector;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every rendered cloud-config against cloud-init's own schema, in-process and with cloud-init itself. */
@Tag("process")
class CloudConfigSchemaTest {
    /** Shipped by the Debian package cloud-init (22.4 here). */
    static final Path CLOUD_INIT_SCHEMA =
            Path.of("/usr/lib/python3/dist-packages/cloudinit/config/schemas/schema-cloud-config-v1.json");

    private static final String INSTALL = "install it: apt-get install -y cloud-init";
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final String BROKEN = "#cloud-config\ntimezone: 9\nruncmd: echo not a list\n";

    private static JsonSchema schema;
    private static Set<String> knownKeys;

    @BeforeAll
    static void loadCloudInitSchema() throws IOException {
        if (!Files.isRegularFile(CLOUD_INIT_SCHEMA)) {
            fail("cloud-init's JSON schema " + CLOUD_INIT_SCHEMA + " is missing; " + INSTALL);
        }
        JsonNode node = new ObjectMapper().readTree(CLOUD_INIT_SCHEMA.toFile());
        // The file declares draft-04 (while using $defs, which draft-04 reaches as plain JSON pointers).
        SpecVersion.VersionFlag declared = SpecVersionDetector.detect(node);
        assertEquals(SpecVersion.VersionFlag.V4, declared, "draft declared by " + CLOUD_INIT_SCHEMA);
        schema = JsonSchemaFactory.getInstance(declared).getSchema(node);
        knownKeys = new TreeSet<>();
        node.path("$defs").forEach(def -> def.path("properties").fieldNames().forEachRemaining(knownKeys::add));
        assertTrue(knownKeys.containsAll(List.of("runcmd", "timezone", "packages")), "schema lists " + knownKeys);
    }

    static List<RenderedConfig> all() {
        return RenderedConfig.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("all")
    void renderedConfigIsValidAgainstCloudInitsSchema(RenderedConfig c) {
        Set<ValidationMessage> errors = schema.validate(c.yaml());
        assertTrue(errors.isEmpty(), c.label() + " violates cloud-init's schema: " + errors);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("all")
    void everyTopLevelKeyIsOneCloudInitKnows(RenderedConfig c) {
        // The schema allows unknown keys, so a misspelt module key would pass it silently.
        for (Iterator<String> keys = c.yaml().fieldNames(); keys.hasNext(); ) {
            String key = keys.next();
            assertTrue(knownKeys.contains(key), c.label() + ": cloud-init knows no key " + key);
        }
    }

    @Test
    void theSchemaRejectsABrokenConfig() throws IOException {
        Set<ValidationMessage> errors = schema.validate(YAML.readTree(BROKEN));
        String all = errors.toString();
        assertTrue(all.contains("timezone") && all.contains("runcmd"), "expected both errors, got " + all);
    }

    @Test
    void cloudInitItselfAcceptsEveryRenderedConfig(@TempDir Path dir) throws Exception {
        // Identical renders (shapes with the same NVMe devices) are checked once: the command is the slow part.
        Map<String, String> distinct = new LinkedHashMap<>();
        for (RenderedConfig c : RenderedConfig.all()) {
            distinct.putIfAbsent(c.text(), c.label());
        }
        // Started together, waited for in turn: each run is mostly Python start-up.
        record Run(String label, Path file, Process process) {}
        List<Run> runs = new ArrayList<>();
        for (Map.Entry<String, String> e : distinct.entrySet()) {
            Path file = dir.resolve("config-" + runs.size() + ".yaml");
            Files.writeString(file, e.getKey(), StandardCharsets.UTF_8);
            runs.add(new Run(e.getValue(), file, startCloudInitSchema(file)));
        }
        List<String> failures = new ArrayList<>();
        for (Run run : runs) {
            Result r = finish(run.process(), run.file());
            if (r.exit != 0 || !r.output.contains("Valid cloud-config")) {
                failures.add(run.label() + " (exit " + r.exit + "): " + r.output);
            }
        }
        assertTrue(failures.isEmpty(), "cloud-init schema refused: " + String.join("\n", failures));
        assertTrue(distinct.size() >= 7, "expected at least 7 distinct renders, got " + distinct.size());
    }

    @Test
    void cloudInitItselfRejectsABrokenConfig(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("broken.yaml");
        Files.writeString(file, BROKEN, StandardCharsets.UTF_8);
        Result r = cloudInitSchema(file);
        assertFalse(r.exit == 0, "cloud-init schema accepted a broken config: " + r.output);
        assertTrue(r.output.contains("runcmd"), r.output);
    }

    private record Result(int exit, String output) {}

    private static Result cloudInitSchema(Path file) throws IOException, InterruptedException {
        return finish(startCloudInitSchema(file), file);
    }

    private static Process startCloudInitSchema(Path file) {
        try {
            // Output to a file beside the config, so waiting can be bounded.
            return new ProcessBuilder("cloud-init", "schema", "--config-file", file.toString())
                    .redirectErrorStream(true)
                    .redirectOutput(outputOf(file).toFile())
                    .start();
        } catch (IOException e) {
            throw new AssertionError("cannot run cloud-init (" + e.getMessage() + "); " + INSTALL, e);
        }
    }

    private static Result finish(Process p, Path file) throws IOException, InterruptedException {
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("cloud-init schema --config-file " + file + " did not finish in 60 s");
        }
        return new Result(p.exitValue(), Files.readString(outputOf(file), StandardCharsets.UTF_8));
    }

    private static Path outputOf(Path file) {
        return file.resolveSibling(file.getFileName() + ".out");
    }
}
