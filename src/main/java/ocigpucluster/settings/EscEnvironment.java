package ocigpucluster.settings;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The ESC environments a stack file imports: its {@code environment:} key, either a list of
 * environment names or an inline environment definition with {@code imports:} (each a name, or a
 * one-key map of the name to its options) and {@code values:} (Pulumi's ProjectStack.Environment
 * and its Imports(), pulumi/pulumi sdk/go/common/workspace/project.go; the syntax: Pulumi docs, "Use
 * Pulumi ESC with Pulumi IaC" and the ESC syntax reference). The Pulumi CLI opens them and merges
 * their {@code pulumiConfig} into the stack's config; offline tools cannot.
 */
public final class EscEnvironment {
    /** What an inline definition with {@code values:} is called where its name would be. */
    static final String INLINE = "the inline environment of the stack file (environment.values)";

    private EscEnvironment() {}

    /** The names of the imported environments, in order; empty when there is no {@code environment:}. */
    static List<String> imports(Object environment) {
        List<String> out = new ArrayList<>();
        if (environment instanceof List<?> list) {
            list.forEach(e -> addImport(e, out));
        } else if (environment instanceof Map<?, ?> map) {
            if (map.get("imports") instanceof List<?> imports) {
                imports.forEach(e -> addImport(e, out));
            }
            if (map.get("values") instanceof Map<?, ?> values && !values.isEmpty()) {
                out.add(INLINE);
            }
        } else if (environment != null) {
            out.add(String.valueOf(environment));
        }
        return List.copyOf(out);
    }

    private static void addImport(Object entry, List<String> out) {
        if (entry instanceof Map<?, ?> m && m.size() == 1) {
            out.add(String.valueOf(m.keySet().iterator().next()));
        } else if (entry != null) {
            out.add(String.valueOf(entry));
        }
    }
}
