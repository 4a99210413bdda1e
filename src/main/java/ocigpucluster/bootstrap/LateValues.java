package ocigpucluster.bootstrap;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The values of late parameters ({@link Param#late()}) besides NODES, keyed by their declaration:
 * what the features learn once their resources exist (the on-demand compute cluster, subnet...).
 */
public final class LateValues {
    public static final LateValues NONE = new LateValues(Map.of());

    private final Map<Param, String> values;

    private LateValues(Map<Param, String> values) {
        this.values = values;
    }

    public static LateValues of(Map<Param, String> values) {
        values.keySet().forEach(p -> {
            if (!p.late()) {
                throw new IllegalArgumentException(
                        p.name() + " is not a late parameter: its value comes from the settings");
            }
        });
        return new LateValues(Map.copyOf(values));
    }

    /** Both sets of values (a parameter is declared by one feature, so they never overlap). */
    public LateValues plus(LateValues other) {
        Map<Param, String> all = new LinkedHashMap<>(values);
        all.putAll(other.values);
        return new LateValues(Map.copyOf(all));
    }

    /** The value of {@code p}, or null where the program provided none. */
    public String get(Param p) {
        return values.get(p);
    }
}
