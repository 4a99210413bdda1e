package ocigpucluster.capacity;

import java.util.Set;
import java.util.TreeSet;
import ocigpucluster.preview.FeatureGraph;
import ocigpucluster.settings.Settings;

/**
 * The capacity reservation, only when the stack creates it (an existing one is named by id); the
 * Compute Management service's policy and the home region's provider it goes through, when a
 * cluster network launches into a reservation and the program creates IAM (iam.tenancyOcid).
 */
class CapacityGraphTest implements FeatureGraph {
    @Override
    public Set<String> claims(Settings s) {
        Set<String> out = new TreeSet<>();
        if (Capacity.of(s).create()) {
            out.add("oci:Core/computeCapacityReservation:ComputeCapacityReservation capacity-reservation -");
        }
        if (CapacityIam.SERVICE.neededBy(s) && Capacity.createsServicePolicy(s)) {
            out.add("pulumi:providers:oci capacity-home-region -");
            out.add("oci:Identity/policy:Policy capacity-service-policy -");
        }
        return out;
    }
}
