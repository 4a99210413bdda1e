package ocigpucluster.nocapacity;

import java.util.List;
import ocigpucluster.feature.Feature;
import ocigpucluster.settings.ConfigGroup;

/**
 * No capacity, said plainly and early: its config group. Its resources are not added after the
 * pool like other features' but around the cluster network's create, through the pool's guard
 * ({@link CapacityGuard#of}, handed to the pool by the program).
 */
public final class NoCapacityFeature implements Feature {
    @Override
    public List<ConfigGroup<?>> config() {
        return List.of(CapacityGuardKeys.GROUP);
    }

    @Override
    public List<ocigpucluster.iam.IamStatement> iam() {
        return CapacityGuardIam.ALL;
    }
}
