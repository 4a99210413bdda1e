package ocigpucluster.capacity;

import ocigpucluster.ondemand.Iam;
import ocigpucluster.ondemand.OnDemand;
import ocigpucluster.settings.Settings;

/**
 * The capacity reservation of the static pool (config group {@code capacity}, {@link CapacityKeys}):
 * an existing one by OCID, or one the program creates; at most one of the two (a check refuses both).
 *
 * @param reservationId an existing reservation's OCID, or null
 * @param create        the program creates a reservation for the pool
 * @param reservedCount what the reservation holds (0: not stated; with create, the node count)
 * @param shape         an existing reservation's shape as stated, or null
 * @param availabilityDomain an existing reservation's availability domain as stated, or null
 * @param onDemand      the on-demand partition's nodes launch into the reservation too
 */
public record Capacity(
        String reservationId,
        boolean create,
        int reservedCount,
        String shape,
        String availabilityDomain,
        boolean onDemand) {

    /** The capacity group's record in these settings. */
    public static Capacity of(Settings s) {
        return s.get(CapacityKeys.GROUP);
    }

    /** True when the static pool launches into a reservation. */
    public boolean enabled() {
        return create || reservationId != null;
    }

    /** True when the on-demand partition's nodes launch into the reservation as well. */
    public boolean onDemandIn(Settings s) {
        return enabled() && onDemand && OnDemand.of(s).enabled();
    }

    /** Nodes the reservation's users may hold at once: the static pool's, and the on-demand partition's most. */
    public int usedNodes(Settings s) {
        return s.cluster().nodeCount() + (onDemandIn(s) ? OnDemand.of(s).maxNodes() : 0);
    }

    /**
     * True when the program creates the Compute Management service's policy statement for the
     * reservation (in the tenancy, through the home region: iam.tenancyOcid and iam.homeRegion).
     */
    public static boolean createsServicePolicy(Settings s) {
        Iam iam = Iam.of(s);
        return iam.tenancyOcid() != null && iam.homeRegion() != null && iam.createsIdentity();
    }

    /** Nodes the created reservation holds: reservedCount, else what its users may hold at once. */
    public int reservedNodes(Settings s) {
        return reservedCount > 0 ? reservedCount : usedNodes(s);
    }
}
