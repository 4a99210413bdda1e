package ocigpucluster.shapes;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The one table of per-shape facts (GPUs, RDMA NICs, NVMe, NCCL settings, pass lines). */
public final class ShapeCatalog {
    private static final String RESOURCE = "/ocigpucluster/shapes/shapes.yaml";
    private static final ShapeCatalog DEFAULT = load();

    private final Map<String, Shape> shapes;

    private ShapeCatalog(Map<String, Shape> shapes) {
        this.shapes = Collections.unmodifiableMap(shapes);
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

    private static ShapeCatalog load() {
        ObjectMapper yaml =
                new ObjectMapper(new YAMLFactory()).configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);
        try (InputStream in = ShapeCatalog.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("shape catalog " + RESOURCE + " missing from the classpath");
            }
            JsonNode root = yaml.readTree(in).get("shapes");
            Map<String, Shape> shapes = new LinkedHashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = root.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                ((com.fasterxml.jackson.databind.node.ObjectNode) e.getValue()).put("name", e.getKey());
                shapes.put(e.getKey(), yaml.treeToValue(e.getValue(), Shape.class));
            }
            return new ShapeCatalog(shapes);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read shape catalog " + RESOURCE, e);
        }
    }
}
