package ocigpucluster.shapes;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The one table of per-shape facts (GPUs, RDMA NICs, NVMe, NCCL settings, pass lines), each fact
 * with its source. Loading refuses a shape that lacks a fact or a fact's source (the catalog's
 * own contract: a new shape cannot be half-described).
 */
public final class ShapeCatalog {
    private static final String RESOURCE = "/ocigpucluster/shapes/shapes.yaml";
    /** A fact no source gives: the text says why and what the value stands for then. */
    public static final String UNPUBLISHED = "unpublished:";

    private static final ShapeCatalog DEFAULT = load();

    private final Map<String, Shape> shapes;
    private final Map<String, String> sources;

    private ShapeCatalog(Map<String, Shape> shapes, Map<String, String> sources) {
        this.shapes = Collections.unmodifiableMap(shapes);
        this.sources = Collections.unmodifiableMap(sources);
    }

    public static ShapeCatalog get() {
        return DEFAULT;
    }

    public Optional<Shape> find(String name) {
        return Optional.ofNullable(shapes.get(name));
    }

    public Shape require(String name) {
        return find(name)
                .orElseThrow(() -> new IllegalArgumentException(
                        "unknown shape " + name + "; known shapes: " + String.join(", ", names())));
    }

    public Set<String> names() {
        return shapes.keySet();
    }

    /** The citations the shapes' sources name, by id. */
    public Map<String, String> sources() {
        return sources;
    }

    private static ShapeCatalog load() {
        try (InputStream in = ShapeCatalog.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("shape catalog " + RESOURCE + " missing from the classpath");
            }
            return read(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read shape catalog " + RESOURCE, e);
        }
    }

    /**
     * Reads a catalog in the format of {@code shapes.yaml}.
     *
     * @throws IllegalStateException for a shape without a fact, a fact without a source, a source
     *                               id the table does not list, or an "unpublished" fact whose
     *                               value is neither the "not known" one nor an assumption it states
     */
    static ShapeCatalog read(InputStream in) throws IOException {
        ObjectMapper yaml =
                new ObjectMapper(new YAMLFactory()).configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);
        JsonNode root = yaml.readTree(in);
        Map<String, String> sources = new LinkedHashMap<>();
        root.path("sources")
                .fields()
                .forEachRemaining(e -> sources.put(e.getKey(), e.getValue().asText()));
        JsonNode all = root.get("shapes");
        List<String> problems = new ArrayList<>();
        Map<String, Shape> shapes = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = all.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            ObjectNode node = (ObjectNode) e.getValue().deepCopy();
            String name = e.getKey();
            Map<String, String> cited = new LinkedHashMap<>();
            JsonNode from = node.remove("sourcesFrom");
            if (from != null) {
                JsonNode base = all.path(from.asText()).path("sources");
                if (base.isMissingNode()) {
                    problems.add(name + ": sourcesFrom names " + from.asText() + ", which has no sources");
                }
                base.fields()
                        .forEachRemaining(
                                f -> cited.put(f.getKey(), f.getValue().asText()));
            }
            node.path("sources")
                    .fields()
                    .forEachRemaining(f -> cited.put(f.getKey(), f.getValue().asText()));
            node.set("sources", yaml.valueToTree(cited));
            problems.addAll(problems(name, node, cited, sources));
            node.put("name", name);
            shapes.put(name, yaml.treeToValue(node, Shape.class));
        }
        if (!problems.isEmpty()) {
            throw new IllegalStateException("shape catalog: " + String.join("; ", problems));
        }
        return new ShapeCatalog(shapes, sources);
    }

    /** The facts every shape states, each with a source ({@code slurm} as its three cited parts). */
    public static List<String> requiredFacts(JsonNode shape) {
        List<String> facts = new ArrayList<>();
        for (RecordComponent c : Shape.class.getRecordComponents()) {
            switch (c.getName()) {
                case "name", "sources" -> {}
                case "slurm" -> facts.addAll(List.of("slurm.cpus", "slurm.memoryGb", "slurm.gpuType"));
                case "gpuMemoryFabricHosts" -> {
                    if (placements(shape).contains("gpuMemoryCluster")) {
                        facts.add(c.getName());
                    }
                }
                default -> facts.add(c.getName());
            }
        }
        return facts;
    }

    private static List<String> problems(
            String name, JsonNode shape, Map<String, String> cited, Map<String, String> table) {
        List<String> out = new ArrayList<>();
        for (String fact : requiredFacts(shape)) {
            String field = fact.startsWith("slurm.") ? "slurm" : fact;
            if (!shape.has(field)) {
                out.add(name + " lacks " + fact);
                continue;
            }
            String source = cited.get(fact);
            if (source == null || source.isBlank()) {
                out.add(name + "." + fact + " cites no source");
            } else if (source.startsWith(UNPUBLISHED)) {
                JsonNode value = switch (fact) {
                    // a CPU layout is always declared: only what it is taken as can stand in
                    case "slurm.cpus" -> shape.path("slurm").path("sockets");
                    case "slurm.memoryGb", "slurm.gpuType" ->
                        shape.path("slurm").path(fact.substring(6));
                    default -> shape.get(field);
                };
                if (!notKnown(value) && !source.contains("taken as")) {
                    out.add(name + "." + fact + " is marked unpublished but has the value " + value
                            + "; give its source, or 0/[]/null, or say what it is taken as");
                }
            } else if (!table.containsKey(source)) {
                out.add(name + "." + fact + " cites " + source + ", which the sources table does not list");
            }
        }
        if (shape.path("slurm").isObject()) {
            for (String part : List.of("sockets", "coresPerSocket", "threadsPerCore", "memoryGb", "gpuType")) {
                if (!shape.path("slurm").has(part)) {
                    out.add(name + " lacks slurm." + part);
                }
            }
        }
        if (!placements(shape).contains("gpuMemoryCluster")
                && shape.path("gpuMemoryFabricHosts").asInt(0) != 0) {
            out.add(name + " states gpuMemoryFabricHosts but no gpuMemoryCluster placement");
        }
        return out;
    }

    private static List<String> placements(JsonNode shape) {
        List<String> out = new ArrayList<>();
        shape.path("placements").forEach(p -> out.add(p.asText()));
        return out;
    }

    /** 0, an empty list or map, or null: what a fact no source gives stands for. */
    private static boolean notKnown(JsonNode v) {
        return v == null || v.isNull() || (v.isNumber() && v.asDouble() == 0) || (v.isContainerNode() && v.isEmpty());
    }
}
