package ocigpucluster.preview;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * One resource as the engine would receive it: type token, logical name, parent name (null at
 * the stack's top), whether it is a provider resource ({@code custom}), its inputs as wire-name
 * JSON with secrets masked, the names it waits for, and the registration options worth reviewing.
 */
public record PlannedResource(
        String type,
        String name,
        String parent,
        boolean custom,
        ObjectNode inputs,
        List<String> dependsOn,
        ObjectNode options) {

    /** The property paths of the {@code replaceOnChanges} option, e.g. {@code instancePools[*].size}. */
    public List<String> replaceOnChanges() {
        List<String> out = new java.util.ArrayList<>();
        options.path("replaceOnChanges").forEach(p -> out.add(p.asText()));
        return out;
    }

    /** The property paths of the {@code ignoreChanges} option: the engine keeps their deployed values. */
    public List<String> ignoreChanges() {
        List<String> out = new java.util.ArrayList<>();
        options.path("ignoreChanges").forEach(p -> out.add(p.asText()));
        return out;
    }
}
