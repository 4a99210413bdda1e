package ocigpucluster.validation;

import ocigpucluster.settings.Settings;

import java.util.List;
import java.util.function.Function;

/**
 * A named rule over the settings. The id is stable (docs, tests and {@code suppressWarnings}
 * refer to it); {@code level} is what its findings are.
 */
public record Check(String id, Diagnostic.Level level, String summary, Function<Settings, List<Diagnostic>> rule) {

    /**
     * What a rule found: the config key, what is wrong, how to fix it and, when the fix names a
     * value, that value as a {@link Diagnostic.Suggestion}. The check adds its id and level.
     */
    public record Finding(String key, String message, String fix, Diagnostic.Suggestion suggestion) {
        public Finding(String key, String message, String fix) {
            this(key, message, fix, null);
        }

        /** A finding whose fix is to set {@code key} to {@code value} (null: remove it). */
        public static Finding suggesting(String key, String message, String fix, Object value) {
            return new Finding(key, message, fix, new Diagnostic.Suggestion(key, value));
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
        return new Check(id, level, summary, s -> rule.apply(s).stream()
                .map(f -> new Diagnostic(level, id, f.key(), f.message(), f.fix(), f.suggestion()))
                .toList());
    }
}
