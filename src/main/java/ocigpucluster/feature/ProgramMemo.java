package ocigpucluster.feature;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What a feature created once for one run of the program, by its class: a resource made before
 * the groups' nodes (for their first boot) that the feature's {@link Feature#contribute} then
 * exports. One per program run, never shared between runs (the features are singletons).
 */
public final class ProgramMemo {
    private final Map<Class<?>, Object> made = new LinkedHashMap<>();

    /** The value of {@code type} made in this run, made now by {@code make} when there is none yet. */
    public synchronized <T> T once(Class<T> type, Supplier<T> make) {
        Object v = made.get(type);
        if (v == null) {
            v = make.get();
            made.put(type, v);
        }
        return type.cast(v);
    }
}
