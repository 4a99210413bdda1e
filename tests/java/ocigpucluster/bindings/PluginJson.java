package ocigpucluster.bindings;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The provider plugin version a provider SDK on the classpath declares in its
 * {@code com/pulumi/<name>/plugin.json} (what Pulumi's plugin discovery reads): the official
 * jars ship one, the stand-in generates the same. The SDKs register with that version.
 */
final class PluginJson {
    private PluginJson() {}

    static String version(String provider) {
        var path = "com/pulumi/" + provider + "/plugin.json";
        try (var in = PluginJson.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("no " + path + " on the classpath");
            }
            return new ObjectMapper().readTree(in).path("version").asText();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
