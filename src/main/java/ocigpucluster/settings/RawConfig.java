package ocigpucluster.settings;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Config as the Pulumi engine hands it to a program: full keys ({@code oci-gpu-cluster:cluster})
 * to string values (structured values as JSON text), and the set of keys that are secret.
 * Under {@code pulumi up} it comes from the environment (PULUMI_CONFIG, PULUMI_CONFIG_SECRET_KEYS);
 * offline it is read from the stack file.
 */
public record RawConfig(Map<String, String> values, Set<String> secretKeys, Set<String> unreadableSecrets) {

    public RawConfig {
        values = java.util.Collections.unmodifiableMap(new TreeMap<>(values));
        secretKeys = java.util.Collections.unmodifiableSet(new TreeSet<>(secretKeys));
        unreadableSecrets = java.util.Collections.unmodifiableSet(new TreeSet<>(unreadableSecrets));
    }

    public RawConfig(Map<String, String> values, Set<String> secretKeys) {
        this(values, secretKeys, Set.of());
    }
}
