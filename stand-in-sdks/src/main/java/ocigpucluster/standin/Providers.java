package ocigpucluster.standin;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pulumi.deployment.InvokeOptions;
import com.pulumi.resources.CustomResourceOptions;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Provider defaults every binding applies, like the generated SDKs' {@code Utilities}: the plugin
 * version (read from the same {@code com/pulumi/<name>/plugin.json} that Pulumi's plugin discovery
 * reads, filtered from the pom) on every registration and invoke, plus the provider's secret outputs.
 */
public final class Providers {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Map<String, String> VERSIONS = new ConcurrentHashMap<>();

    private Providers() {}

    /** Classpath location of a provider's plugin.json; the SDK's discovery matches com/<ns>/<name>/plugin.json. */
    public static String pluginJsonPath(String provider) {
        return "com/pulumi/" + provider + "/plugin.json";
    }

    /** The provider plugin version this build pins (e.g. "4.20.0" for oci). */
    public static String version(String provider) {
        return VERSIONS.computeIfAbsent(provider, Providers::readVersion);
    }

    private static String readVersion(String provider) {
        var path = pluginJsonPath(provider);
        try (InputStream in = Providers.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException(
                        "missing " + path + " on the classpath; rebuild with Maven so resources are copied");
            }
            JsonNode node = JSON.readTree(in);
            var version = node.path("version").asText("").strip();
            if (version.isEmpty() || version.contains("${")) {
                throw new IllegalStateException(path + " has no filtered version (got '" + version
                        + "'); build with Maven so the pom's " + provider + ".provider.version is filled in");
            }
            return version;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path, e);
        }
    }

    /** Defaults (version, secret outputs) merged under the caller's options; the caller's scalars win, lists add up. */
    public static CustomResourceOptions resourceOptions(
            String provider, CustomResourceOptions options, List<String> secretOutputs) {
        var defaults = CustomResourceOptions.builder().version(version(provider));
        if (!secretOutputs.isEmpty()) {
            defaults.additionalSecretOutputs(secretOutputs);
        }
        return CustomResourceOptions.merge(defaults.build(), options, null);
    }

    /** The caller's invoke options with the provider version filled in when they carry none. */
    public static InvokeOptions invokeOptions(String provider, InvokeOptions options) {
        if (options == null) {
            return new InvokeOptions(null, null, version(provider));
        }
        if (options.getVersion().isPresent()) {
            return options;
        }
        return new InvokeOptions(
                options.getParent().orElse(null),
                options.getProvider().orElse(null),
                version(provider),
                options.getPluginDownloadURL().orElse(null));
    }
}
