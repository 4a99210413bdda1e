package ocigpucluster.validation;

import ocigpucluster.settings.Spelling;
import ocigpucluster.settings.Settings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Runs every check in one pass and reports everything at once, after what the reader reported.
 * Suppression applies to warnings only: an error id in {@code suppressWarnings} is itself an error.
 */
public final class Validator {
    private Validator() {
    }

    public static List<Diagnostic> validate(Settings settings, List<Diagnostic> readDiagnostics) {
        List<Diagnostic> all = new ArrayList<>(readDiagnostics);
        for (Check check : Checks.ALL) {
            all.addAll(check.run(settings));
        }
        Set<String> suppressed = settings.suppressWarnings();
        List<Diagnostic> kept = new ArrayList<>();
        for (Diagnostic d : all) {
            if (d.level() == Diagnostic.Level.WARNING && suppressed.contains(d.id())) {
                continue;
            }
            kept.add(d);
        }
        for (String id : suppressed) {
            Optional<CheckCatalog.Entry> entry = CheckCatalog.find(id);
            if (entry.isEmpty()) {
                String hint = Spelling.closest(id, CheckCatalog.all().stream().map(CheckCatalog.Entry::id).toList(), 3)
                        .map(m -> "did you mean " + m + "? ").orElse("");
                kept.add(Diagnostic.warning("SUPPRESS_UNKNOWN_ID", "suppressWarnings",
                        "'" + id + "' is not a check id", hint + "use one of the ids printed in [brackets] by validate"));
            } else if (entry.get().level() == Diagnostic.Level.ERROR) {
                kept.add(Diagnostic.error("SUPPRESS_ERROR_REFUSED", "suppressWarnings",
                        "'" + id + "' is an error and cannot be suppressed", "fix the configuration instead"));
            }
        }
        kept.sort(Comparator.comparing((Diagnostic d) -> d.level().ordinal())
                .thenComparing(Diagnostic::key).thenComparing(Diagnostic::id).thenComparing(Diagnostic::message));
        return List.copyOf(kept);
    }

    public static boolean hasErrors(List<Diagnostic> diagnostics) {
        return diagnostics.stream().anyMatch(Diagnostic::isError);
    }
}
