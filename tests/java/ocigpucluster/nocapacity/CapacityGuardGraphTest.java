package ocigpucluster.nocapacity;

import java.util.Set;
import ocigpucluster.preview.FeatureGraph;
import ocigpucluster.settings.Settings;

/**
 * The capacity guard's local Commands around a cluster network (docs/no-capacity.md): the preflight
 * before it and the watch beside it (capacityGuard.enabled), and the pool wait after it, whatever
 * the guard's key (a resize is not awaited by the provider).
 */
class CapacityGuardGraphTest implements FeatureGraph {
    @Override
    public Set<String> claims(Settings s) {
        if (s.cluster().mode() != Settings.Mode.CLUSTER_NETWORK) {
            return Set.of();
        }
        if (!s.get(CapacityGuardKeys.GROUP)) {
            return Set.of("command:local:Command gpu-pool-wait gpu");
        }
        return Set.of(
                "command:local:Command gpu-capacity-preflight gpu",
                "command:local:Command gpu-capacity-watch gpu",
                "command:local:Command gpu-pool-wait gpu");
    }
}
