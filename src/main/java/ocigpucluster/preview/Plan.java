package ocigpucluster.preview;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import ocigpucluster.validation.Diagnostic;

/**
 * What {@code pulumi up} would create, as recorded offline: the content of {@code plan.json}.
 * Resources are ordered as a tree (parents first, siblings by name) so the file is
 * byte-identical for the same inputs whatever order the SDK's threads registered them in.
 * {@code secrets} names each secret config value and what identifies its version without
 * disclosing it ({@code StackConfig.secretFingerprints}); null when not recorded.
 */
public record Plan(
        String project,
        String stack,
        List<PlannedResource> resources,
        ObjectNode outputs,
        List<Diagnostic> diagnostics,
        Map<String, String> secrets) {

    public Plan(
            String project,
            String stack,
            List<PlannedResource> resources,
            ObjectNode outputs,
            List<Diagnostic> diagnostics) {
        this(project, stack, resources, outputs, diagnostics, null);
    }

    /** This plan recording its secret config values' fingerprints. */
    public Plan withSecrets(Map<String, String> fingerprints) {
        return new Plan(
                project,
                stack,
                resources,
                outputs,
                diagnostics,
                java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(fingerprints)));
    }

    static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    /** Outputs as people read them: a number the wire carried as a double never prints as 2.990529057E7. */
    public Plan {
        outputs = outputs == null ? null : PlainNumbers.of(outputs);
    }

    public static Plan of(
            String project,
            String stack,
            List<PlannedResource> recorded,
            ObjectNode outputs,
            List<Diagnostic> diagnostics) {
        return new Plan(project, stack, treeOrder(recorded), outputs, List.copyOf(diagnostics));
    }

    /** The resources by name, in plan order. */
    public Map<String, PlannedResource> byName() {
        Map<String, PlannedResource> out = new LinkedHashMap<>();
        resources.forEach(r -> out.put(r.name(), r));
        return java.util.Collections.unmodifiableMap(out);
    }

    /**
     * Reads a plan.json back (plan-diff, the diagram): the one model of the plan file.
     * Resources keep the file's order; nothing is re-sorted.
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
            throw new PlanFormatException(
                    label + ": \"resources\" must be an array; " + "give the plan.json written by `preview --out DIR`");
        }
        List<PlannedResource> resources = new ArrayList<>();
        java.util.Set<String> names = new java.util.HashSet<>();
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
                inputs = JSON.createObjectNode();
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
            JsonNode options = r.path("options");
            if (!options.isMissingNode() && !options.isNull() && !options.isObject()) {
                throw new PlanFormatException(where + ".options must be an object");
            }
            Map<String, List<String>> propertyDeps = null;
            JsonNode pd = r.path("propertyDependencies");
            if (!pd.isMissingNode() && !pd.isNull()) {
                if (!pd.isObject()) {
                    throw new PlanFormatException(
                            where + ".propertyDependencies must be an object of input names to resource names");
                }
                propertyDeps = new java.util.TreeMap<>();
                for (Map.Entry<String, JsonNode> e : pd.properties()) {
                    if (!e.getValue().isArray()) {
                        throw new PlanFormatException(
                                where + ".propertyDependencies." + e.getKey() + " must be an array of resource names");
                    }
                    List<String> on = new ArrayList<>();
                    e.getValue().forEach(d -> on.add(d.asText()));
                    propertyDeps.put(e.getKey(), List.copyOf(on));
                }
            }
            if (!names.add(name)) {
                throw new PlanFormatException(
                        label + ": resource name \"" + name + "\" appears twice; names must be unique");
            }
            resources.add(new PlannedResource(
                    type,
                    name,
                    parent.isTextual() ? parent.asText() : null,
                    r.path("custom").asBoolean(true),
                    (ObjectNode) inputs,
                    List.copyOf(dependsOn),
                    options.isObject() ? (ObjectNode) options : JSON.createObjectNode(),
                    propertyDeps == null ? null : java.util.Collections.unmodifiableMap(propertyDeps)));
        }
        JsonNode outputs = root.path("outputs");
        Map<String, String> secrets = null;
        JsonNode s = root.path("secrets");
        if (!s.isMissingNode() && !s.isNull()) {
            if (!s.isObject()) {
                throw new PlanFormatException(label + ": \"secrets\" must be an object of config keys to fingerprints");
            }
            secrets = new java.util.TreeMap<>();
            for (Map.Entry<String, JsonNode> e : s.properties()) {
                secrets.put(e.getKey(), e.getValue().asText());
            }
        }
        List<Diagnostic> diagnostics = new ArrayList<>();
        for (JsonNode d : root.path("diagnostics")) {
            Diagnostic.Level level = switch (d.path("level").asText()) {
                case "error" -> Diagnostic.Level.ERROR;
                case "warning" -> Diagnostic.Level.WARNING;
                default -> Diagnostic.Level.INFO;
            };
            diagnostics.add(new Diagnostic(
                    level,
                    d.path("id").asText(""),
                    d.path("key").asText(""),
                    d.path("message").asText(""),
                    null));
        }
        return new Plan(
                root.path("project").asText(""),
                root.path("stack").asText(""),
                List.copyOf(resources),
                outputs.isObject() ? (ObjectNode) outputs : JSON.createObjectNode(),
                List.copyOf(diagnostics),
                secrets == null ? null : java.util.Collections.unmodifiableMap(secrets));
    }

    private static String requireText(JsonNode r, String field, String where) {
        JsonNode v = r.get(field);
        if (v == null || !v.isTextual() || v.asText().isBlank()) {
            throw new PlanFormatException(where + "." + field + " must be a non-empty string");
        }
        return v.asText();
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
        // which oci-gpu-cluster wrote it (plan-diff compares plans of two versions)
        root.put("version", ocigpucluster.release.Version.current());
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
            if (r.propertyDependencies() != null) {
                ObjectNode pd = n.putObject("propertyDependencies");
                r.propertyDependencies().forEach((property, on) -> {
                    ArrayNode names = pd.putArray(property);
                    on.forEach(names::add);
                });
            }
        }
        root.set("outputs", outputs);
        if (secrets != null) {
            ObjectNode s = root.putObject("secrets");
            secrets.forEach(s::put);
        }
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
            children.computeIfAbsent(r.parent() == null ? "" : r.parent(), k -> new ArrayList<>())
                    .add(r);
        }
        children.values()
                .forEach(l -> l.sort(Comparator.comparing(PlannedResource::name).thenComparing(PlannedResource::type)));
        List<PlannedResource> out = new ArrayList<>();
        walk("", children, out);
        if (out.size() != recorded.size()) {
            // a parent that was never registered: keep its children rather than drop them
            recorded.stream()
                    .filter(r -> !out.contains(r))
                    .sorted(Comparator.comparing(PlannedResource::name))
                    .forEach(out::add);
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
