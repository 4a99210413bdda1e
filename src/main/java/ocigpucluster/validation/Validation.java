package ocigpucluster.validation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import ocigpucluster.settings.ConfigKeys;
import ocigpucluster.settings.RawConfig;
import ocigpucluster.settings.Settings;

/**
 * Reads and validates settings, and prints the diagnostics the same way everywhere: the one
 * entry point of the offline commands and of {@code pulumi up}. A fix that names a value is
 * tried before it is printed (the config is read and checked again with it): if it would not
 * clear its error or would raise another, the line gives the rule without the value.
 */
public record Validation(Settings settings, List<Diagnostic> diagnostics) {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PREFIX = ConfigKeys.PROJECT + ":";
    /** How many suggested fixes are tried (each costs one validation of the whole config). */
    static final int MAX_SUGGESTION_TRIALS = 32;
    /** A suggestion's key for a field of an item of a top-level list: {@code nodeGroups[1].count}. */
    private static final java.util.regex.Pattern ITEM =
            java.util.regex.Pattern.compile("([A-Za-z]+)\\[(\\d+)]\\.([A-Za-z.]+)");

    /** Reads and checks {@code raw} with the groups and checks of {@code rules} (the program's: {@code Features.RULES}). */
    public static Validation of(RawConfig raw, String stack, Ruleset rules) {
        SettingsReader.Result read = SettingsReader.read(raw, stack, rules);
        List<Diagnostic> diagnostics = Validator.validate(read);
        if (!Validator.hasErrors(diagnostics) && diagnostics.stream().allMatch(d -> d.suggestion() == null)) {
            return new Validation(read.settings(), diagnostics);
        }
        Set<String> before = idKeys(diagnostics);
        List<Diagnostic> checked = new ArrayList<>();
        // Each trial validates the whole config again: bounded, so a list of thousands of bad
        // entries costs a fixed number of trials, not one per entry (quadratic time). Past the
        // bound a line gives its rule without the value, as for a value that did not hold.
        // many entries of one list share one suggested value (the same object): it is tried once
        Map<Object, Map<String, Boolean>> tried = new java.util.IdentityHashMap<>();
        int trials = 0;
        for (Diagnostic d : diagnostics) {
            boolean keep = d.suggestion() == null;
            if (!keep) {
                Map<String, Boolean> byValue = tried.computeIfAbsent(
                        d.suggestion().value() == null
                                ? Validation.class
                                : d.suggestion().value(),
                        v -> new java.util.HashMap<>());
                String trial = d.id() + " " + d.key() + " " + d.suggestion().key();
                Boolean known = byValue.get(trial);
                if (known == null && trials < MAX_SUGGESTION_TRIALS) {
                    trials++;
                    known = holds(raw, stack, rules, d, before);
                    byValue.put(trial, known);
                }
                keep = Boolean.TRUE.equals(known);
            }
            checked.add(keep ? d : d.withoutSuggestion());
        }
        return new Validation(read.settings(), List.copyOf(checked));
    }

    /** Whether applying the suggestion clears the diagnostic and raises nothing that was not there. */
    private static boolean holds(RawConfig raw, String stack, Ruleset rules, Diagnostic d, Set<String> before) {
        Set<String> after = idKeys(Validator.validate(SettingsReader.read(applied(raw, d.suggestion()), stack, rules)));
        return !after.contains(d.id() + " " + d.key()) && before.containsAll(after);
    }

    /** The raw config with one dotted key set to a value (null: removed), as the engine would hand it over. */
    static RawConfig applied(RawConfig raw, Diagnostic.Suggestion s) {
        Map<String, String> values = new LinkedHashMap<>(raw.values());
        Set<String> unreadable = new TreeSet<>(raw.unreadableSecrets());
        java.util.regex.Matcher item = ITEM.matcher(s.key());
        int dot = s.key().indexOf('.');
        if (item.matches()) {
            // a field of an item of a top-level list of objects, nodeGroups[1].count
            String full = PREFIX + item.group(1);
            int index = Integer.parseInt(item.group(2));
            try {
                JsonNode list = values.containsKey(full) ? JSON.readTree(values.get(full)) : null;
                if (list != null
                        && list.isArray()
                        && index < list.size()
                        && list.get(index).isObject()) {
                    ObjectNode fields = (ObjectNode) list.get(index);
                    String[] path = item.group(3).split("\\.");
                    for (int i = 0; i < path.length - 1; i++) {
                        fields = fields.get(path[i]) instanceof ObjectNode o ? o : fields.putObject(path[i]);
                    }
                    if (s.value() == null) {
                        fields.remove(path[path.length - 1]);
                    } else {
                        fields.set(path[path.length - 1], JSON.valueToTree(s.value()));
                    }
                    values.put(full, list.toString());
                }
            } catch (java.io.IOException e) {
                // not a list: the suggestion cannot be applied, and so does not hold
            }
        } else if (dot < 0) {
            String full = PREFIX + s.key();
            unreadable.remove(full);
            if (s.value() == null) {
                values.remove(full);
            } else {
                values.put(
                        full,
                        s.value() instanceof String text
                                ? text
                                : JSON.valueToTree(s.value()).toString());
            }
        } else {
            String full = PREFIX + s.key().substring(0, dot);
            ObjectNode group;
            try {
                JsonNode node = values.containsKey(full) ? JSON.readTree(values.get(full)) : null;
                group = node != null && node.isObject() ? (ObjectNode) node : JSON.createObjectNode();
            } catch (java.io.IOException e) {
                group = JSON.createObjectNode();
            }
            String leaf = s.key().substring(dot + 1);
            if (s.value() == null) {
                group.remove(leaf);
            } else {
                group.set(leaf, JSON.valueToTree(s.value()));
            }
            values.put(full, group.toString());
        }
        return new RawConfig(values, raw.secretKeys(), unreadable);
    }

    private static Set<String> idKeys(List<Diagnostic> diagnostics) {
        Set<String> out = new TreeSet<>();
        diagnostics.forEach(d -> out.add(d.id() + " " + d.key()));
        return out;
    }

    public boolean hasErrors() {
        return Validator.hasErrors(diagnostics);
    }

    /** Prints every diagnostic; with errors, says that nothing was created. */
    public void print(java.io.PrintWriter err) {
        for (Diagnostic d : diagnostics) {
            err.println(d.line());
        }
        if (hasErrors()) {
            long n = diagnostics.stream().filter(Diagnostic::isError).count();
            err.println(n + " error" + (n == 1 ? "" : "s") + " in the configuration; nothing was registered.");
        }
        err.flush();
    }
}
