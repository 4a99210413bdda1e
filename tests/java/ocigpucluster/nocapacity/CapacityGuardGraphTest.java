package ocigpucluster.nocapacity;

import java.util.Set;
import ocigpucluster.preview.FeatureGraph;
import ocigpucluster.settings.Settings;

/** The capacity guard's two local Commands, before and beside a cluster network it creates (docs/no-capacity.md). */
class CapacityGuardGraphTest implements FeatureGraph {
    @Override
    public Set<String> claims(Settings s) {
        if (s.cluster().mode() != Settings.Mode.CLUSTER_NETWORK || !s.get(CapacityGuardKeys.GROUP)) {
            return Set.of();
        }
        return Set.of(
                "command:local:Command gpu-capacity-preflight gpu", "command:local:Command gpu-capacity-watch gpu");
    }
}
