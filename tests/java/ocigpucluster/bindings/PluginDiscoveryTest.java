package ocigpucluster.bindings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pulumi.bootstrap.internal.Main;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Runs the SDK's own plugin discovery (what the Java language host calls as
 * {@code com.pulumi.bootstrap.internal.Main packages}) and checks it reports our three providers
 * as required resource plugins at the pinned versions.
 */
class PluginDiscoveryTest {

    @Test
    void sdkDiscoveryReportsEveryProviderPluginAtItsPinnedVersion() throws Exception {
        var plugins = discover();
        var expected = Map.of("oci", "4.20.0", "command", "1.2.1", "tls", "5.5.1");
        for (var e : expected.entrySet()) {
            var plugin = plugins.get(e.getKey());
            assertNotNull(plugin, "discovery did not report plugin " + e.getKey() + "; got " + plugins.keySet());
            assertEquals(e.getValue(), plugin.path("version").asText(), e.getKey() + " version");
            assertTrue(plugin.path("resource").asBoolean(), e.getKey() + " must be a resource plugin");
            // the SDK on the classpath declares the very same version (and registers with it)
            assertEquals(e.getValue(), PluginJson.version(e.getKey()));
        }
    }

    /** Main.main prints the discovered plugins as a JSON array on stdout. */
    private static Map<String, JsonNode> discover() throws Exception {
        var out = new ByteArrayOutputStream();
        var original = System.out;
        synchronized (System.class) {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            try {
                Main.main(new String[] {"packages"});
            } finally {
                System.setOut(original);
            }
        }
        var json = new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8));
        assertTrue(json.isArray(), "discovery output is not a JSON array: " + json);
        var byName = new HashMap<String, JsonNode>();
        json.forEach(p -> byName.put(p.path("name").asText(), p));
        return byName;
    }
}
