package ocigpucluster.cost;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** The dated price table in {@code ocigpucluster/cost/prices.yaml}. */
public record PriceTable(
        String asOf, String currency, int hoursPerMonth, int bootVolumeVpusPerGb, Map<String, Price> items) {
    public static final String RESOURCE = "/ocigpucluster/cost/prices.yaml";

    /** One priced item; {@code unitPrice} is empty when no source gave a number. */
    public record Price(String item, Optional<BigDecimal> unitPrice, String unit, String source, String note) {
        public boolean known() {
            return unitPrice.isPresent();
        }
    }

    public static PriceTable load() {
        return load(RESOURCE);
    }

    /** Loads a table from the classpath (tests use their own fixed table). */
    public static PriceTable load(String resource) {
        try (InputStream in = PriceTable.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("price table " + resource + " missing from the classpath");
            }
            return parse(new ObjectMapper(new YAMLFactory()).readTree(in), resource);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read price table " + resource, e);
        }
    }

    private static PriceTable parse(JsonNode root, String where) {
        Map<String, String> sources = new LinkedHashMap<>();
        root.path("sources")
                .fields()
                .forEachRemaining(e -> sources.put(
                        e.getKey(),
                        e.getValue().path("name").asText() + " <"
                                + e.getValue().path("url").asText() + ">"));
        Map<String, Price> items = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = root.path("items").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode v = e.getValue();
            JsonNode price = v.path("price");
            Optional<BigDecimal> unitPrice;
            if (price.isNumber()) {
                unitPrice = Optional.of(new BigDecimal(price.asText()));
            } else if ("unknown".equals(price.asText())) {
                unitPrice = Optional.empty();
            } else {
                throw new IllegalStateException(
                        where + ": items." + e.getKey() + ".price must be a number or `unknown`");
            }
            String sourceKey = v.path("source").asText(null);
            String source = null;
            if (sourceKey != null) {
                source = sources.get(sourceKey);
                if (source == null) {
                    throw new IllegalStateException(
                            where + ": items." + e.getKey() + " names unknown source " + sourceKey);
                }
            } else if (unitPrice.isPresent()) {
                throw new IllegalStateException(where + ": items." + e.getKey() + " has a price but no source");
            }
            items.put(
                    e.getKey(),
                    new Price(
                            e.getKey(),
                            unitPrice,
                            v.path("unit").asText(),
                            source,
                            v.path("note").asText(null)));
        }
        return new PriceTable(
                root.path("asOf").asText(),
                root.path("currency").asText(),
                root.path("hoursPerMonth").asInt(),
                root.path("bootVolumeVpusPerGb").asInt(),
                Collections.unmodifiableMap(items));
    }

    /** The item, or an explicit unknown when the table does not list it at all. */
    public Price price(String item, String unit) {
        Price p = items.get(item);
        return p != null ? p : new Price(item, Optional.empty(), unit, null, "not in the price table");
    }
}
