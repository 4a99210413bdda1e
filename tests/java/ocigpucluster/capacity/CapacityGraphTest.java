package ocigpucluster.capacity;

import java.util.Set;
import ocigpucluster.preview.FeatureGraph;
import ocigpucluster.settings.Settings;

/** The capacity reservation, only when the stack creates it (an existing one is named by id). */
class CapacityGraphTest implements FeatureGraph {
    @Override
    public Set<String> claims(Settings s) {
        return Capacity.of(s).create()
                ? Set.of("oci:Core/computeCapacityReservation:ComputeCapacityReservation capacity-reservation -")
                : Set.of();
    }
}
