package ocigpucluster.validation;

import ocigpucluster.settings.Settings;

import java.util.List;
import java.util.function.Function;

/**
 * A named rule over the settings. The id is stable (docs, tests and {@code suppressWarnings}
 * refer to it); {@code level} is what its findings are.
 */
public record Check(String id, Diagnostic.Level level, String summary, Function<Settings, List<Diagnostic>> rule) {

    public List<Diagnostic> run(Settings settings) {
        return rule.apply(settings);
    }
}
