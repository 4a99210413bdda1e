package ocigpucluster.feature;

import com.pulumi.core.Output;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.Resource;
import com.pulumi.resources.ResourceTransformation;
import java.util.List;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;

/**
 * What a feature that places the static pool (a capacity reservation) gets before the pool
 * exists: the pool's shape and availability domain, the resources' name prefix, the secrecy
 * transformations for the resources it creates, and their parent (null: the stack; the cluster
 * component when the component package constructs it).
 */
public record PoolPlacement(
        Settings settings,
        Shape shape,
        String prefix,
        Output<String> availabilityDomain,
        List<ResourceTransformation> secrecy,
        Resource parent) {

    /** The options of a custom resource the feature creates: its parent and the stack's secrecy. */
    public CustomResourceOptions.Builder customOptions() {
        return CustomResourceOptions.builder().parent(parent).resourceTransformations(secrecy);
    }
}
