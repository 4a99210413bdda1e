package ocigpucluster.validation;

import java.util.List;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.ConfigKeys;

/**
 * One finding about the configuration: {@code error: <key>: <what is wrong>; <how to fix>}.
 * The id is stable, so a warning can be suppressed by it and tests and docs can name it.
 * {@code keys}: the config keys it is about, as data (its own, then those its text names);
 * empty for a name that is no declared key (an unknown key, a group).
 */
public record Diagnostic(
        Level level, String id, String key, String message, String fix, Suggestion suggestion, List<ConfigKey> keys) {
    public Diagnostic {
        keys = List.copyOf(keys);
    }

    /** A diagnostic about the key of that name, if it is a shared one (a feature's key: pass its declaration). */
    public Diagnostic(Level level, String id, String key, String message, String fix, Suggestion suggestion) {
        this(
                level,
                id,
                key,
                message,
                fix,
                suggestion,
                ConfigKeys.SHARED.find(key).map(List::of).orElse(List.of()));
    }

    /**
     * The value the fix names, machine-readable: set {@code key} to {@code value}, or remove it
     * when the value is null. Tests apply it and validate again, so a hint cannot name a value
     * that is itself refused.
     */
    public record Suggestion(String key, Object value, String fixWithoutValue) {
        public Suggestion(String key, Object value) {
            this(key, value, null);
        }

        public Suggestion(ConfigKey key, Object value) {
            this(key.key(), value, null);
        }
    }

    public Diagnostic(Level level, String id, String key, String message, String fix) {
        this(level, id, key, message, fix, null);
    }

    /** The same finding without its suggested value, and the fix text that does not name it. */
    public Diagnostic withoutSuggestion() {
        String text = suggestion != null && suggestion.fixWithoutValue() != null ? suggestion.fixWithoutValue() : fix;
        return new Diagnostic(level, id, key, message, text, null, keys);
    }

    public enum Level {
        ERROR,
        WARNING,
        INFO;

        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public static Diagnostic error(String id, ConfigKey key, String message, String fix) {
        return error(id, key.key(), message, fix);
    }

    public static Diagnostic warning(String id, ConfigKey key, String message, String fix) {
        return warning(id, key.key(), message, fix);
    }

    public static Diagnostic error(String id, String key, String message, String fix) {
        return new Diagnostic(Level.ERROR, id, key, message, fix);
    }

    public static Diagnostic warning(String id, String key, String message, String fix) {
        return new Diagnostic(Level.WARNING, id, key, message, fix);
    }

    public static Diagnostic info(String id, String key, String message, String fix) {
        return new Diagnostic(Level.INFO, id, key, message, fix);
    }

    public boolean isError() {
        return level == Level.ERROR;
    }

    /** What is wrong and how to fix it, as one sentence pair. */
    public String text() {
        return fix == null || fix.isBlank() ? message : message + "; " + fix;
    }

    /** The line printed for a person: {@code error: cluster.nodeCount: ...; ... [NODE_COUNT_RANGE]}. */
    public String line() {
        return level.label() + ": " + key + ": " + text() + " [" + id + "]";
    }
}
