package ocigpucluster.feature;

import com.pulumi.core.Output;
import java.util.Map;
import ocigpucluster.bootstrap.LateValues;

/**
 * What a feature adds to the program once its resources exist.
 *
 * @param late    the values its stages' late parameters get, or null (it has none)
 * @param outputs its stack outputs, by name
 */
public record Contribution(Output<LateValues> late, Map<String, Output<?>> outputs) {
    public static final Contribution NONE = new Contribution(null, Map.of());

    public Contribution {
        outputs = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(outputs));
    }

    public static Contribution outputs(Map<String, ? extends Output<?>> outputs) {
        return new Contribution(null, new java.util.LinkedHashMap<>(outputs));
    }
}
