package ocigpucluster.preview;

import com.google.protobuf.ListValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Value;
import java.util.List;
import java.util.Map;

/**
 * A mock's plain answer (text, booleans, numbers, lists, maps with text keys) as the wire struct,
 * built directly: the struct the SDK's serializer makes of the same values
 * ({@code PlainStructTest} compares them), without its future per value.
 */
final class PlainStruct {
    private PlainStruct() {}

    /** The struct, or null when a value is not plain (null, an Output, a resource, an asset...). */
    static Struct of(Map<String, Object> map) {
        Struct.Builder b = Struct.newBuilder();
        for (Map.Entry<String, Object> e : map.entrySet()) {
            Value v = value(e.getValue());
            if (v == null) {
                return null;
            }
            b.putFields(e.getKey(), v);
        }
        return b.build();
    }

    private static Value value(Object o) {
        if (o instanceof String s) {
            return Value.newBuilder().setStringValue(s).build();
        }
        if (o instanceof Boolean bool) {
            return Value.newBuilder().setBoolValue(bool).build();
        }
        if (o instanceof Integer || o instanceof Double) { // the SDK refuses Long and the rest
            return Value.newBuilder().setNumberValue(((Number) o).doubleValue()).build();
        }
        if (o instanceof List<?> list) {
            ListValue.Builder lb = ListValue.newBuilder();
            for (Object item : list) {
                Value v = value(item);
                if (v == null) {
                    return null;
                }
                lb.addValues(v);
            }
            return Value.newBuilder().setListValue(lb).build();
        }
        if (o instanceof Map<?, ?> map) {
            Struct.Builder sb = Struct.newBuilder();
            for (Map.Entry<?, ?> e : map.entrySet()) {
                Value v = e.getKey() instanceof String ? value(e.getValue()) : null;
                if (v == null) {
                    return null;
                }
                sb.putFields((String) e.getKey(), v);
            }
            return Value.newBuilder().setStructValue(sb).build();
        }
        return null;
    }
}
