package ocigpucluster.plandiff;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A parsed plan.json, as written by {@code preview --out DIR}. */
public record Plan(String project, String stack, Map<String, Resource> resources, JsonNode outputs) {

    /** One resource of the plan; {@code inputs} are the wire-name maps with secrets already "[secret]". */
    public record Resource(String type, String name, String parent, boolean custom, JsonNode inputs,
                           List<String> dependsOn, List<String> replaceOnChanges) {

        public Resource(String type, String name, String parent, boolean custom, JsonNode inputs, List<String> dependsOn) {
            this(type, name, parent, custom, inputs, dependsOn, List.of());
        }
    }

    /**
     * @param label names the file in error messages (e.g. "HEAD.json")
     * @throws PlanFormatException naming the first thing that is wrong
     */
    public static Plan parse(JsonNode root, String label) {
        if (root == null || !root.isObject()) {
            throw new PlanFormatException(label + ": top level must be a JSON object with \"resources\"; "
                    + "give the plan.json written by `preview --out DIR`");
        }
        JsonNode list = root.get("resources");
        if (list == null || !list.isArray()) {
            throw new PlanFormatException(label + ": \"resources\" must be an array; "
                    + "give the plan.json written by `preview --out DIR`");
        }
        Map<String, Resource> resources = new LinkedHashMap<>();
        for (int i = 0; i < list.size(); i++) {
            JsonNode r = list.get(i);
            String where = label + ": resources[" + i + "]";
            if (!r.isObject()) {
                throw new PlanFormatException(where + " must be an object");
            }
            String type = requireText(r, "type", where);
            String name = requireText(r, "name", where);
            JsonNode parent = r.path("parent");
            if (!parent.isMissingNode() && !parent.isNull() && !parent.isTextual()) {
                throw new PlanFormatException(where + ".parent must be a resource name or null");
            }
            JsonNode inputs = r.path("inputs");
            if (inputs.isMissingNode() || inputs.isNull()) {
                inputs = JsonNodeFactory.instance.objectNode();
            } else if (!inputs.isObject()) {
                throw new PlanFormatException(where + ".inputs must be an object of wire-name inputs");
            }
            List<String> dependsOn = new ArrayList<>();
            JsonNode deps = r.path("dependsOn");
            if (!deps.isMissingNode() && !deps.isNull()) {
                if (!deps.isArray()) {
                    throw new PlanFormatException(where + ".dependsOn must be an array of resource names");
                }
                deps.forEach(d -> dependsOn.add(d.asText()));
            }
            if (resources.containsKey(name)) {
                throw new PlanFormatException(label + ": resource name \"" + name + "\" appears twice; names must be unique");
            }
            List<String> replaceOnChanges = new ArrayList<>();
            r.path("options").path("replaceOnChanges").forEach(p -> replaceOnChanges.add(p.asText()));
            resources.put(name, new Resource(type, name, parent.isTextual() ? parent.asText() : null,
                    r.path("custom").asBoolean(true), inputs, Collections.unmodifiableList(dependsOn),
                    List.copyOf(replaceOnChanges)));
        }
        JsonNode outputs = root.path("outputs");
        return new Plan(root.path("project").asText(""), root.path("stack").asText(""),
                Collections.unmodifiableMap(resources),
                outputs.isObject() ? outputs : JsonNodeFactory.instance.objectNode());
    }

    private static String requireText(JsonNode r, String field, String where) {
        JsonNode v = r.get(field);
        if (v == null || !v.isTextual() || v.asText().isBlank()) {
            throw new PlanFormatException(where + "." + field + " must be a non-empty string");
        }
        return v.asText();
    }
}
