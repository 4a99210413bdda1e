package ocigpucluster.validation;

import java.util.List;
import java.util.function.Function;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.ConfigKeys;
import ocigpucluster.settings.Settings;

/**
 * A named rule over the settings. The id is stable (docs, tests and {@code suppressWarnings}
 * refer to it); {@code level} is what its findings are.
 */
public record Check(String id, Diagnostic.Level level, String summary, Function<Settings, List<Diagnostic>> rule) {

    /**
     * What a rule found: where (the config key, or an item of one: {@code users.accounts[0].uid}),
     * what is wrong, how to fix it and, when the fix names a value, that value as a
     * {@link Diagnostic.Suggestion}; {@code keys} are the config keys it is about (its own first,
     * then each other one its text names), so the validator can drop a finding about a key the
     * reader could not use, and hide every secret among them. The check adds its id and level.
     */
    public record Finding(
            String key, String message, String fix, Diagnostic.Suggestion suggestion, List<ConfigKey> keys) {
        public Finding {
            keys = List.copyOf(keys);
        }

        /** A finding about a key given by name (a shared key is looked up; a feature's key or an item of one is about no other key). */
        public Finding(String key, String message, String fix) {
            this(key, message, fix, null);
        }

        public Finding(String key, String message, String fix, Diagnostic.Suggestion suggestion) {
            this(
                    key,
                    message,
                    fix,
                    suggestion,
                    ConfigKeys.SHARED.find(key).map(List::of).orElse(List.of()));
        }

        public Finding(ConfigKey key, String message, String fix) {
            this(key, message, fix, null);
        }

        public Finding(ConfigKey key, String message, String fix, Diagnostic.Suggestion suggestion) {
            this(key.key(), message, fix, suggestion, List.of(key));
        }

        /** A finding about an item of a list key ({@code users.accounts[0].uid} of {@code users.accounts}). */
        public static Finding at(String where, ConfigKey key, String message, String fix) {
            return new Finding(where, message, fix, null, List.of(key));
        }

        /** A finding whose fix is to set {@code key} to {@code value} (null: remove it). */
        public static Finding suggesting(ConfigKey key, String message, String fix, Object value) {
            return new Finding(key, message, fix, new Diagnostic.Suggestion(key.key(), value));
        }

        /** The same finding, also about the other keys its text names. */
        public Finding naming(ConfigKey... others) {
            List<ConfigKey> all = new java.util.ArrayList<>(keys);
            for (ConfigKey k : others) {
                if (!all.contains(k)) {
                    all.add(k);
                }
            }
            return new Finding(key, message, fix, suggestion, all);
        }
    }

    public List<Diagnostic> run(Settings settings) {
        return rule.apply(settings);
    }

    /** A check whose findings are errors; the id and level come from the check, so they cannot drift. */
    public static Check error(String id, String summary, Function<Settings, List<Finding>> rule) {
        return of(id, Diagnostic.Level.ERROR, summary, rule);
    }

    /** A check whose findings are warnings (these can be listed in {@code suppressWarnings}). */
    public static Check warning(String id, String summary, Function<Settings, List<Finding>> rule) {
        return of(id, Diagnostic.Level.WARNING, summary, rule);
    }

    private static Check of(String id, Diagnostic.Level level, String summary, Function<Settings, List<Finding>> rule) {
        return new Check(
                id,
                level,
                summary,
                s -> rule.apply(s).stream()
                        .map(f -> new Diagnostic(level, id, f.key(), f.message(), f.fix(), f.suggestion(), f.keys()))
                        .toList());
    }
}
