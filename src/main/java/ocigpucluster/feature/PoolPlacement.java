package ocigpucluster.feature;

import com.pulumi.core.Output;
import com.pulumi.resources.ResourceTransformation;
import java.util.List;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;

/**
 * What a feature that places the static pool (a capacity reservation) gets before the pool
 * exists: the pool's shape and availability domain, the resources' name prefix, and the
 * secrecy transformations for the resources it creates.
 */
public record PoolPlacement(
        Settings settings,
        Shape shape,
        String prefix,
        Output<String> availabilityDomain,
        List<ResourceTransformation> secrecy) {}
