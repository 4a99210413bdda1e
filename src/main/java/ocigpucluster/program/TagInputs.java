package ocigpucluster.program;

import com.pulumi.core.Output;
import com.pulumi.resources.ResourceTransformation;
import java.lang.reflect.Field;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The tags every taggable resource carries: one resource transformation, installed on a
 * component's options (Pulumi applies a parent's transformations to its children), that adds the
 * given freeform and defined tags to every registration whose args take {@code freeformTags} /
 * {@code definedTags} (OCI's taggable resources; a Command, a TLS key take none). A tag the
 * resource sets itself (the on-demand instances' role) is kept. Top-level tags are updatable on
 * every taggable resource the program creates (reference schema): adding them never replaces one.
 */
final class TagInputs {
    private static final String FREEFORM = "freeformTags";
    private static final String DEFINED = "definedTags";

    private TagInputs() {}

    /** The transformation adding {@code freeform} and {@code defined} (none when both are empty). */
    static List<ResourceTransformation> of(Map<String, String> freeform, Map<String, String> defined) {
        if (freeform.isEmpty() && defined.isEmpty()) {
            return List.of();
        }
        Map<String, String> f = sorted(freeform);
        Map<String, String> d = sorted(defined);
        return List.of(args -> transform(args, f, d));
    }

    private static Optional<ResourceTransformation.Result> transform(
            ResourceTransformation.Args args, Map<String, String> freeform, Map<String, String> defined) {
        if (args.args() == null) {
            return Optional.empty();
        }
        for (Field field : SecretInputs.importFields(args.args().getClass())) {
            Map<String, String> ours = field.getName().equals(FREEFORM)
                    ? freeform
                    : field.getName().equals(DEFINED) ? defined : null;
            if (ours == null || ours.isEmpty()) {
                continue;
            }
            Object value = SecretInputs.read(field, args.args());
            SecretInputs.write(field, args.args(), merged(value, ours));
        }
        return Optional.of(new ResourceTransformation.Result(args.args(), args.options()));
    }

    /** Ours, then the resource's own (which win). */
    @SuppressWarnings("unchecked")
    private static Output<Map<String, String>> merged(Object own, Map<String, String> ours) {
        if (!(own instanceof Output<?> o)) {
            return Output.of(ours);
        }
        return ((Output<Map<String, String>>) o).applyValue(m -> {
            Map<String, String> all = new LinkedHashMap<>(ours);
            if (m != null) {
                all.putAll(m);
            }
            return sorted(all);
        });
    }

    /** In key order: the plan and the state show them the same on every run. */
    private static Map<String, String> sorted(Map<String, String> m) {
        return java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(m));
    }
}
