package ocigpucluster.settings;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The config the Pulumi language host hands to the program: PULUMI_CONFIG (a JSON object of
 * full keys to values) and PULUMI_CONFIG_SECRET_KEYS (a JSON array). Read directly, because the
 * SDK's public Config API can neither list keys (needed to catch typos) nor say which are secret.
 */
public final class EngineConfig {
    private static final ObjectMapper JSON = new ObjectMapper();

    private EngineConfig() {}

    public static boolean runByEngine() {
        return System.getenv("PULUMI_MONITOR") != null && System.getenv("PULUMI_ENGINE") != null;
    }

    public static String stack() {
        String s = System.getenv("PULUMI_STACK");
        return s == null ? "unknown" : s;
    }

    public static RawConfig fromEnvironment() {
        return parse(System.getenv("PULUMI_CONFIG"), System.getenv("PULUMI_CONFIG_SECRET_KEYS"));
    }

    static RawConfig parse(String config, String secretKeys) {
        try {
            Map<String, String> values = config == null || config.isBlank()
                    ? Map.of()
                    : JSON.readValue(config, new TypeReference<Map<String, String>>() {});
            Set<String> secrets = secretKeys == null || secretKeys.isBlank()
                    ? Set.of()
                    : new HashSet<>(JSON.readValue(secretKeys, new TypeReference<List<String>>() {}));
            return new RawConfig(values, secrets);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(
                    "the Pulumi engine passed config this program cannot read: " + e.getMessage(), e);
        }
    }
}
