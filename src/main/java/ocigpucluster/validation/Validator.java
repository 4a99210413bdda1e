package ocigpucluster.validation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import ocigpucluster.settings.Settings;
import ocigpucluster.settings.Spelling;
import ocigpucluster.settings.TopLevelKeys;

/**
 * Runs every check in one pass and reports everything at once, after what the reader reported.
 * One problem, one line: a finding that involves a key the reader could not use (its own key, or
 * another of the keys it carries, {@link Diagnostic#keys()}) is dropped, since it would only
 * repeat the reader's line with the stand-in default. Values that arrived as secrets are
 * replaced by [secret] in every line.
 * Suppression applies to warnings only: an error id in {@code suppressWarnings} is itself an error.
 */
public final class Validator {
    /** A value as findings quote it. */
    private static final Pattern QUOTED = Pattern.compile("'[^']*'");

    /** The order diagnostics are printed in: errors first, then by key, id and text. */
    static final Comparator<Diagnostic> ORDER = Comparator.comparing(
                    (Diagnostic d) -> d.level().ordinal())
            .thenComparing(Diagnostic::key)
            .thenComparing(Diagnostic::id)
            .thenComparing(Diagnostic::message);

    private Validator() {}

    public static List<Diagnostic> validate(SettingsReader.Result read) {
        Settings settings = read.settings();
        List<Diagnostic> all = new ArrayList<>(read.diagnostics());
        for (Check check : read.rules().checks()) {
            for (Diagnostic d : check.run(settings)) {
                if (!involves(d, read.unreadableKeys())) {
                    all.add(d);
                }
            }
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
            Optional<CheckCatalog.Entry> entry = read.rules().catalog().find(id);
            if (entry.isEmpty()) {
                String hint = Spelling.closest(
                                id,
                                read.rules().catalog().all().stream()
                                        .map(CheckCatalog.Entry::id)
                                        .toList(),
                                3)
                        .map(m -> "did you mean " + m + "? ")
                        .orElse("");
                kept.add(Diagnostic.warning(
                        "SUPPRESS_UNKNOWN_ID",
                        TopLevelKeys.SUPPRESS_WARNINGS,
                        "'" + id + "' is not a check id",
                        hint + "use one of the ids printed in [brackets] by validate"));
            } else if (entry.get().level() == Diagnostic.Level.ERROR) {
                kept.add(Diagnostic.error(
                        "SUPPRESS_ERROR_REFUSED",
                        TopLevelKeys.SUPPRESS_WARNINGS,
                        "'" + id + "' is an error and cannot be suppressed",
                        "fix the configuration instead"));
            }
        }
        List<Diagnostic> out = new ArrayList<>();
        for (Diagnostic d : kept) {
            out.add(redact(d, read.secretValues()));
        }
        out.sort(ORDER);
        return List.copyOf(out);
    }

    public static boolean hasErrors(List<Diagnostic> diagnostics) {
        return diagnostics.stream().anyMatch(Diagnostic::isError);
    }

    /** The keys a diagnostic is about: its own and those it carries ({@link Diagnostic#keys()}). */
    static Set<String> keysOf(Diagnostic d) {
        Set<String> keys = new java.util.LinkedHashSet<>();
        keys.add(d.key());
        d.keys().forEach(k -> keys.add(k.key()));
        return keys;
    }

    /** True when the diagnostic is about a key the reader could not use, or one of a group it could not read. */
    private static boolean involves(Diagnostic d, Set<String> unreadable) {
        return !unreadable.isEmpty()
                && keysOf(d).stream().anyMatch(k -> unreadable.contains(k) || unreadable.contains(group(k)));
    }

    /** Replaces every secret value a diagnostic could show; on a secret key, also every quoted value. */
    private static Diagnostic redact(Diagnostic d, Map<String, List<String>> secrets) {
        if (secrets.isEmpty()) {
            return d;
        }
        String message = d.message();
        String fix = d.fix();
        Set<String> named = keysOf(d);
        for (Map.Entry<String, List<String>> e : secrets.entrySet()) {
            if (!named.contains(e.getKey()) && !named.contains(group(e.getKey()))) {
                continue;
            }
            if (e.getKey().equals(d.key()) || group(e.getKey()).equals(d.key())) {
                message = QUOTED.matcher(message).replaceAll("'[secret]'");
                fix = QUOTED.matcher(fix == null ? "" : fix).replaceAll("'[secret]'");
                // a value derived from the secret (a cleaned-up DNS label, ...) would show most of it
                if (d.suggestion() != null && d.suggestion().value() != null) {
                    String derived = String.valueOf(d.suggestion().value());
                    if (e.getValue().stream().anyMatch(v -> sharesRun(v, derived))) {
                        fix = fix.replace(derived, "[a value derived from the secret]");
                    }
                }
            }
            for (String value : e.getValue()) {
                Pattern p = Pattern.compile("(?<![A-Za-z0-9.])" + Pattern.quote(value) + "(?![A-Za-z0-9])");
                message = p.matcher(message).replaceAll("[secret]");
                fix = fix == null ? null : p.matcher(fix).replaceAll("[secret]");
            }
        }
        if (message.equals(d.message()) && java.util.Objects.equals(fix, d.fix())) {
            return d;
        }
        // a suggestion derived from a secret would print it back: keep the text, drop the value
        return new Diagnostic(d.level(), d.id(), d.key(), message, fix, null, d.keys());
    }

    /** True when the two texts have a run of 5 characters in common, ignoring case. */
    static boolean sharesRun(String a, String b) {
        String x = a.toLowerCase(java.util.Locale.ROOT);
        String y = b.toLowerCase(java.util.Locale.ROOT);
        for (int i = 0; i + 5 <= y.length(); i++) {
            if (x.contains(y.substring(i, i + 5))) {
                return true;
            }
        }
        return false;
    }

    private static String group(String key) {
        int dot = key.indexOf('.');
        return dot < 0 ? key : key.substring(0, dot);
    }
}
