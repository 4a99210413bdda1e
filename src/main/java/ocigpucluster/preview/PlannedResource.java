package ocigpucluster.preview;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;

/**
 * One resource as the engine would receive it: type token, logical name, parent name (null at
 * the stack's top), whether it is a provider resource ({@code custom}), its inputs as wire-name
 * JSON with secrets masked, the names it waits for, the registration options worth reviewing,
 * and which resources each top-level input takes a value from ({@code propertyDependencies} of the
 * engine's RegisterResourceRequest; null in a plan.json written before they were recorded).
 */
public record PlannedResource(
        String type,
        String name,
        String parent,
        boolean custom,
        ObjectNode inputs,
        List<String> dependsOn,
        ObjectNode options,
        Map<String, List<String>> propertyDependencies) {

    /** The property paths of the {@code replaceOnChanges} option, e.g. {@code instancePools[*].size}. */
    public List<String> replaceOnChanges() {
        return texts("replaceOnChanges");
    }

    /** The property paths of the {@code ignoreChanges} option. */
    public List<String> ignoreChanges() {
        return texts("ignoreChanges");
    }

    /** Registered with {@code deleteBeforeReplace}: a replacement deletes it before creating the new one. */
    public boolean deleteBeforeReplace() {
        return options.path("deleteBeforeReplace").asBoolean(false);
    }

    /** The same resource with other inputs (what redaction and marking rewrite). */
    public PlannedResource withInputs(ObjectNode newInputs) {
        return new PlannedResource(type, name, parent, custom, newInputs, dependsOn, options, propertyDependencies);
    }

    private List<String> texts(String option) {
        List<String> out = new java.util.ArrayList<>();
        options.path(option).forEach(p -> out.add(p.asText()));
        return out;
    }
}
