package ocigpucluster.preview;

import com.pulumi.core.annotations.ResourceType;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Type tokens read from the bindings' own {@code @ResourceType} annotation, so the preview, the
 * diagram and plan-diff name a resource type the way the program registers it, never by a copy
 * of the string.
 */
public final class TypeTokens {
    private static final Map<Class<?>, String> CACHE = new ConcurrentHashMap<>();

    private TypeTokens() {}

    /** The token of a resource class, e.g. {@code oci:Core/instance:Instance} for {@code Instance.class}. */
    public static String of(Class<?> resourceClass) {
        return CACHE.computeIfAbsent(resourceClass, c -> {
            ResourceType t = c.getAnnotation(ResourceType.class);
            if (t == null) {
                throw new IllegalArgumentException(c.getName() + " has no @ResourceType: not a resource binding");
            }
            return t.type();
        });
    }
}
