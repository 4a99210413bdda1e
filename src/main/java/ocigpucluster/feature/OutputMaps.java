package ocigpucluster.feature;

import com.pulumi.core.Output;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Maps of Pulumi outputs, as the stack outputs keyed by group are built. */
public final class OutputMaps {
    private OutputMaps() {}

    /** A map of outputs as one output of their values, in the same order. */
    public static <T> Output<Map<String, T>> resolved(Map<String, Output<T>> m) {
        List<String> keys = new ArrayList<>(m.keySet());
        List<Output<T>> values = keys.stream().map(m::get).toList();
        return Output.all(values).applyValue(vs -> {
            Map<String, T> out = new LinkedHashMap<>();
            for (int i = 0; i < keys.size(); i++) {
                out.put(keys.get(i), vs.get(i));
            }
            return out;
        });
    }
}
