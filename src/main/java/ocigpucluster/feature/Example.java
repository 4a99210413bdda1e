package ocigpucluster.feature;

import java.util.Map;
import ocigpucluster.settings.ConfigKey;

/**
 * A configuration under which every stage of a feature is planned, as overrides of a stack: its
 * plain keys and its secret keys (given as with {@code --set-secret}). A secret's value is an
 * obvious fake (an {@code .invalid} host, RFC 2606): it is planned as a secret and shown nowhere.
 */
public record Example(Map<ConfigKey, String> plain, Map<ConfigKey, String> secret) {
    public Example {
        plain = Map.copyOf(plain);
        secret = Map.copyOf(secret);
    }
}
