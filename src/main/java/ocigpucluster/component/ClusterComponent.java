package ocigpucluster.component;

import com.pulumi.core.Output;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import java.util.Map;

/**
 * The cluster as one component resource ({@link ComponentSchema#CLUSTER_TYPE}): the parent of
 * everything the stack program registers, its outputs the stack program's outputs.
 */
final class ClusterComponent extends ComponentResource {
    ClusterComponent(String name, ComponentResourceOptions options) {
        super(ComponentSchema.CLUSTER_TYPE, name, options);
    }

    /** Records the outputs in the component's state (Pulumi's registerOutputs). */
    void outputs(Map<String, Output<?>> outputs) {
        registerOutputs(Map.of(ComponentSchema.OUTPUTS, Output.of(Map.copyOf(outputs))));
    }
}
