package ocigpucluster.preview;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import ocigpucluster.validation.Diagnostic;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What {@code pulumi up} would create, as recorded offline: the content of {@code plan.json}.
 * Resources are ordered as a tree (parents first, siblings by name) so the file is
 * byte-identical for the same inputs whatever order the SDK's threads registered them in.
 */
public record Plan(String project, String stack, List<PlannedResource> resources, ObjectNode outputs,
                   List<Diagnostic> diagnostics) {

    static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    public static Plan of(String project, String stack, List<PlannedResource> recorded, ObjectNode outputs,
                          List<Diagnostic> diagnostics) {
        return new Plan(project, stack, treeOrder(recorded), outputs, List.copyOf(diagnostics));
    }

    public Optional<PlannedResource> find(String name) {
        return resources.stream().filter(r -> r.name().equals(name)).findFirst();
    }

    public List<PlannedResource> ofType(String type) {
        return resources.stream().filter(r -> r.type().equals(type)).toList();
    }

    public ObjectNode toJson() {
        ObjectNode root = JSON.createObjectNode();
        root.put("project", project);
        root.put("stack", stack);
        ArrayNode rs = root.putArray("resources");
        for (PlannedResource r : resources) {
            ObjectNode n = rs.addObject();
            n.put("type", r.type());
            n.put("name", r.name());
            if (r.parent() == null) {
                n.putNull("parent");
            } else {
                n.put("parent", r.parent());
            }
            n.put("custom", r.custom());
            n.set("inputs", r.inputs());
            ArrayNode deps = n.putArray("dependsOn");
            r.dependsOn().forEach(deps::add);
            if (!r.options().isEmpty()) {
                n.set("options", r.options());
            }
        }
        root.set("outputs", outputs);
        ArrayNode ds = root.putArray("diagnostics");
        for (Diagnostic d : diagnostics) {
            ObjectNode n = ds.addObject();
            n.put("level", d.level().label());
            n.put("id", d.id());
            n.put("key", d.key());
            n.put("message", d.text());
        }
        return root;
    }

    /** The plan.json text: two-space indent, LF line ends, a final newline. */
    public String toJsonText() {
        try {
            DefaultPrettyPrinter pp = new DefaultPrettyPrinter()
                    .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                    .withArrayIndenter(new DefaultIndenter("  ", "\n"));
            return JSON.writer(pp).writeValueAsString(toJson()) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("plan is not serializable", e);
        }
    }

    private static List<PlannedResource> treeOrder(List<PlannedResource> recorded) {
        Map<String, List<PlannedResource>> children = new LinkedHashMap<>();
        for (PlannedResource r : recorded) {
            children.computeIfAbsent(r.parent() == null ? "" : r.parent(), k -> new ArrayList<>()).add(r);
        }
        children.values().forEach(l -> l.sort(Comparator.comparing(PlannedResource::name).thenComparing(PlannedResource::type)));
        List<PlannedResource> out = new ArrayList<>();
        walk("", children, out);
        if (out.size() != recorded.size()) {
            // a parent that was never registered: keep its children rather than drop them
            recorded.stream().filter(r -> !out.contains(r))
                    .sorted(Comparator.comparing(PlannedResource::name)).forEach(out::add);
        }
        return List.copyOf(out);
    }

    private static void walk(String parent, Map<String, List<PlannedResource>> children, List<PlannedResource> out) {
        for (PlannedResource r : children.getOrDefault(parent, List.of())) {
            out.add(r);
            walk(r.name(), children, out);
        }
    }
}
