package ocigpucluster.component;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.pulumi.provider.internal.properties.PropertyValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import ocigpucluster.settings.ConfigKeys;
import ocigpucluster.settings.RawConfig;

/**
 * The cluster's inputs as the engine hands config to a program ({@link RawConfig}): each input
 * {@code x} is the key {@code oci-gpu-cluster:x}, a text as it is, anything else as JSON text (the
 * form of PULUMI_CONFIG), and an input that holds a secret anywhere is a secret key, as
 * {@code pulumi config set --secret --path} marks the whole top-level key. So the component reads
 * and checks its inputs with the stack's own reader and validator, nothing in between. A value not
 * known yet (an output of another resource during a preview) cannot be checked: it is refused,
 * naming the input.
 */
final class ComponentInputs {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String PREFIX = ConfigKeys.PROJECT + ":";

    /** The config, and the inputs that cannot be read (each a line naming it and what to do). */
    record Read(RawConfig raw, List<String> problems) {}

    private ComponentInputs() {}

    /** The inputs as config, with {@code oci:region} from the calling stack when it sets one. */
    static Read read(Map<String, PropertyValue> inputs, String region) {
        Map<String, String> values = new LinkedHashMap<>();
        Set<String> secret = new TreeSet<>();
        List<String> problems = new ArrayList<>();
        for (Map.Entry<String, PropertyValue> e : new java.util.TreeMap<>(inputs).entrySet()) {
            boolean[] isSecret = {false};
            List<String> unknown = new ArrayList<>();
            JsonNode v = json(e.getValue(), e.getKey(), isSecret, unknown);
            if (!unknown.isEmpty()) {
                for (String where : unknown) {
                    problems.add("input " + where + " is not known yet (an output of a resource that does not exist"
                            + " before this deployment): the cluster's configuration is checked before anything is"
                            + " registered, so it must be known at preview; pass a plain value [INPUT_NOT_KNOWN]");
                }
                continue;
            }
            if (v == null || v.isNull()) {
                continue; // an input left out or set to null: the key's default, as in a stack file
            }
            String full = PREFIX + e.getKey();
            values.put(full, v.isTextual() ? v.asText() : v.toString());
            if (isSecret[0]) {
                secret.add(full);
            }
        }
        if (region != null) {
            values.put("oci:region", region);
        }
        return new Read(new RawConfig(values, secret), List.copyOf(problems));
    }

    /** A value as JSON; marks a secret found in it; names each unknown part in {@code unknown}. */
    private static JsonNode json(PropertyValue v, String where, boolean[] secret, List<String> unknown) {
        if (v == null || v.isNull()) {
            return NODES.nullNode();
        }
        if (v.isComputed()) {
            unknown.add(where);
            return NODES.nullNode();
        }
        switch (v.getType()) {
            case STRING:
                return NODES.textNode(v.getStringValue());
            case BOOL:
                return NODES.booleanNode(v.getBooleanValue());
            case NUMBER:
                double d = v.getNumberValue();
                // JavaScript and Python hand integers over as numbers: 2 stays 2, as in a stack file
                return d == Math.rint(d) && Math.abs(d) < 1e15 ? NODES.numberNode((long) d) : NODES.numberNode(d);
            case ARRAY: {
                ArrayNode a = NODES.arrayNode();
                List<PropertyValue> items = v.getArrayValue();
                for (int i = 0; i < items.size(); i++) {
                    a.add(json(items.get(i), where + "[" + i + "]", secret, unknown));
                }
                return a;
            }
            case OBJECT: {
                ObjectNode o = NODES.objectNode();
                v.getObjectValue().forEach((k, item) -> o.set(k, json(item, where + "." + k, secret, unknown)));
                return o;
            }
            case SECRET:
                secret[0] = true;
                return json(v.getSecretValue(), where, secret, unknown);
            case OUTPUT: {
                var ref = v.getOutputValue();
                // an output's value (known, or computed: refused above), possibly a secret itself
                if (ref.getValue() == null) {
                    unknown.add(where);
                    return NODES.nullNode();
                }
                return json(ref.getValue(), where, secret, unknown);
            }
            default:
                // an asset, an archive or a resource reference: no config key holds one
                return NODES.textNode(v.toString());
        }
    }
}
