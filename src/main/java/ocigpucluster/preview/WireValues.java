package ocigpucluster.preview;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import java.util.Map;
import java.util.TreeMap;

/**
 * Converts the protobuf values of a registration request into JSON, the way a reviewer should
 * see them: secrets become {@code "[secret]"} (whatever their type), values the engine only knows
 * after deployment become {@code "[unknown]"}, and map keys are sorted for stable output.
 */
final class WireValues {
    static final String SECRET = "[secret]";
    static final String UNKNOWN = "[unknown]";

    // Signatures of the Pulumi wire protocol (sdk/proto): special objects are marked by this key.
    private static final String SIG_KEY = "4dabf18193072939515e22adb298388d";
    private static final String SIG_SECRET = "1b47061264138c4ac30d75fd1eb44270";
    private static final String SIG_OUTPUT = "d0e6a833031e9bbcd3f4e8bde6ca49a4";
    private static final String SIG_RESOURCE = "5cf8f73096256a8f31e491e813e4eb8e";
    private static final String SIG_ASSET = "c44067f5952c0a294b673a41bacd8c17";
    private static final String SIG_ARCHIVE = "0def7320c3a5731c473e5ecbe6d01bc7";
    private static final String UNKNOWN_VALUE = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";

    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private WireValues() {}

    static ObjectNode struct(Struct struct) {
        ObjectNode out = F.objectNode();
        Map<String, Value> sorted = new TreeMap<>(struct.getFieldsMap());
        for (Map.Entry<String, Value> e : sorted.entrySet()) {
            out.set(e.getKey(), value(e.getValue()));
        }
        return out;
    }

    static JsonNode value(Value v) {
        switch (v.getKindCase()) {
            case NULL_VALUE:
            case KIND_NOT_SET:
                return F.nullNode();
            case BOOL_VALUE:
                return F.booleanNode(v.getBoolValue());
            case NUMBER_VALUE: {
                double d = v.getNumberValue();
                // integral numbers print as integers: 200, not 200.0
                return d == Math.rint(d) && Math.abs(d) < 1e15 ? F.numberNode((long) d) : F.numberNode(d);
            }
            case STRING_VALUE:
                return UNKNOWN_VALUE.equals(v.getStringValue()) ? F.textNode(UNKNOWN) : F.textNode(v.getStringValue());
            case LIST_VALUE: {
                ArrayNode a = F.arrayNode();
                for (Value item : v.getListValue().getValuesList()) {
                    a.add(value(item));
                }
                return a;
            }
            case STRUCT_VALUE:
                return special(v.getStructValue());
            default:
                throw new IllegalStateException("unexpected wire value kind " + v.getKindCase());
        }
    }

    private static JsonNode special(Struct s) {
        Value sig = s.getFieldsMap().get(SIG_KEY);
        if (sig == null) {
            return struct(s);
        }
        String kind = sig.getStringValue();
        if (SIG_SECRET.equals(kind)) {
            return F.textNode(SECRET);
        }
        if (SIG_OUTPUT.equals(kind)) {
            Map<String, Value> f = s.getFieldsMap();
            if (f.containsKey("secret") && f.get("secret").getBoolValue()) {
                return F.textNode(SECRET);
            }
            return f.containsKey("value") ? value(f.get("value")) : F.textNode(UNKNOWN);
        }
        if (SIG_RESOURCE.equals(kind)) {
            String urn = s.getFieldsMap()
                    .getOrDefault("urn", Value.getDefaultInstance())
                    .getStringValue();
            return F.textNode(Urns.name(urn));
        }
        if (SIG_ASSET.equals(kind) || SIG_ARCHIVE.equals(kind)) {
            return F.textNode("[asset]");
        }
        return struct(s);
    }
}
