package ocigpucluster.settings;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;

/**
 * One config key of the project: its dotted name ({@code cluster.nodeCount}), kind, default
 * (null when the key has none), range (numeric keys only), the values it may take (a key that
 * is one of a few words, null otherwise), what it means and whether its text may hold line breaks
 * ({@link #multiLine()}). Each is declared once, as a
 * constant of its group's class ({@link ClusterKeys#NODE_COUNT}); {@link ConfigKeys#ALL} is
 * their union, and the reader, the checks, Pulumi.yaml and docs/configuration.md follow it.
 */
public record ConfigKey(
        String key,
        ValueType type,
        Object defaultValue,
        boolean secret,
        Range range,
        Choices choices,
        String description,
        boolean lineBreaks) {

    /** A key of the given type without range or choices. */
    public static ConfigKey of(String key, ValueType type, Object def, String description) {
        return new ConfigKey(key, type, def, false, null, null, description, false);
    }

    /** A numeric key with the range its values must lie in. */
    public static ConfigKey number(String key, ValueType type, Number def, Range range, String description) {
        return new ConfigKey(key, type, def, false, range, null, description, false);
    }

    /** A text key that is a secret by nature (it must be set with {@code --secret}); no default. */
    public static ConfigKey secret(String key, String description) {
        return new ConfigKey(key, ValueType.STRING, null, true, null, null, description, false);
    }

    /** A text key that must be one of {@code choices.values()}; the reader refuses any other. */
    public static ConfigKey oneOf(String key, String def, Choices choices, String description) {
        return new ConfigKey(key, ValueType.STRING, def, false, null, choices, description, false);
    }

    /**
     * The same key, whose text may hold line breaks (several public keys, a PEM block): the reader
     * refuses every other control character in it, and any at all in a key without this
     * ({@link PlainText}).
     */
    public ConfigKey multiLine() {
        return new ConfigKey(key, type, defaultValue, secret, range, choices, description, true);
    }

    /**
     * The words a key accepts, and how the reader refuses any other: under {@code id}, with
     * {@code message} ({@code %s} is the value as quoted) and {@code fix}, e.g. {@code 'x' is not a
     * mode; use clusterNetwork or singleInstance [CONFIG_INVALID_VALUE]}.
     */
    public record Choices(List<String> values, String id, String message, String fix) {
        public Choices {
            values = List.copyOf(values);
        }

        /** The words of a config enum, refused as {@code 'x' is not <noun>; use a, b or c [CONFIG_INVALID_VALUE]}. */
        public static Choices of(String noun, ConfigWord[] words) {
            List<String> values =
                    Arrays.stream(words).map(ConfigWord::configValue).toList();
            return new Choices(values, "CONFIG_INVALID_VALUE", "%s is not " + noun, "use " + text(values));
        }

        /** {@code clusterNetwork or singleInstance}, {@code bastion, fileStorage or external}. */
        public String text() {
            return text(values);
        }

        private static String text(List<String> values) {
            return values.size() == 1
                    ? values.get(0)
                    : String.join(", ", values.subList(0, values.size() - 1)) + " or " + values.get(values.size() - 1);
        }
    }

    /** An enum whose constants are config words ({@code CLUSTER_NETWORK} is {@code clusterNetwork}). */
    public interface ConfigWord {
        String configValue();
    }

    /**
     * The values a numeric key accepts: min (exclusive when {@code minExclusive}) to max, both
     * inclusive otherwise. A value below it is reported under {@code belowId}, above it under
     * {@code aboveId} (the ids of the checks that owned these bounds before they moved here).
     */
    public record Range(BigDecimal min, boolean minExclusive, BigDecimal max, String belowId, String aboveId) {
        public static Range of(long min, long max, String checkId) {
            return new Range(BigDecimal.valueOf(min), false, BigDecimal.valueOf(max), checkId, checkId);
        }

        public static Range of(long min, long max, String belowId, String aboveId) {
            return new Range(BigDecimal.valueOf(min), false, BigDecimal.valueOf(max), belowId, aboveId);
        }

        public static Range above(long min, long max, String checkId) {
            return new Range(BigDecimal.valueOf(min), true, BigDecimal.valueOf(max), checkId, checkId);
        }

        public boolean contains(BigDecimal v) {
            int lo = v.compareTo(min);
            return (minExclusive ? lo > 0 : lo >= 0) && v.compareTo(max) <= 0;
        }

        /** {@code 1 to 720}, {@code above 0 to 10000}. */
        public String text() {
            return (minExclusive ? "above " : "") + plain(min) + " to " + plain(max);
        }

        private static String plain(BigDecimal d) {
            return d.stripTrailingZeros().toPlainString();
        }
    }

    /**
     * The id under which the reader refuses a secret-by-nature key stored in plain text: its name
     * inside its group in upper snake case ({@code SSH_PRIVATE_KEY_NOT_SECRET},
     * {@code DIRECTORY_BIND_PASSWORD_NOT_SECRET}, {@code ALERT_RECEIVER_NOT_SECRET}).
     */
    public String notSecretId() {
        return leaf().replace('.', '_').replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(java.util.Locale.ROOT)
                + "_NOT_SECRET";
    }

    /** The structured-config group ({@code cluster}) or null for a top-level key. */
    public String group() {
        int dot = key.indexOf('.');
        return dot < 0 ? null : key.substring(0, dot);
    }

    /** The name inside its group ({@code nodeCount}), or the key itself at top level. */
    public String leaf() {
        int dot = key.indexOf('.');
        return dot < 0 ? key : key.substring(dot + 1);
    }
}
