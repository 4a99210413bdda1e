package ocigpucluster.capacity;

import static ocigpucluster.settings.ValueType.BOOLEAN;
import static ocigpucluster.settings.ValueType.INTEGER;
import static ocigpucluster.settings.ValueType.STRING;

import java.util.List;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.ConfigKey.Range;
import ocigpucluster.settings.KeyReader;

/**
 * The {@code capacity} group: the OCI compute capacity reservation the static pool (and, with
 * capacity.onDemand, the on-demand partition) launches into. Each key is declared here once; the reader, the checks and the generated docs use the
 * constants.
 */
public final class CapacityKeys {
    public static final ConfigKey RESERVATION_ID = ConfigKey.of(
            "capacity.reservationId",
            STRING,
            null,
            "OCID of an existing compute capacity reservation (ocid1.capacityreservation...) the static pool's nodes launch into; it must hold cluster.shape in the stack's availabilityDomain. Not with capacity.create.");

    public static final ConfigKey CREATE = ConfigKey.of(
            "capacity.create",
            BOOLEAN,
            false,
            "Create a compute capacity reservation for cluster.shape in the cluster's availability domain (capacity.reservedCount nodes) and launch the static pool into it; it is billed while it exists, used or not (unused capacity at a reduced rate, see the cost estimate).");

    public static final ConfigKey RESERVED_COUNT = ConfigKey.number(
            "capacity.reservedCount",
            INTEGER,
            0,
            Range.of(0, 4096, "CAPACITY_RESERVED_COUNT_RANGE"),
            "Nodes the reservation holds for cluster.shape. With capacity.create: the count to reserve (0: cluster.nodeCount). With capacity.reservationId: what the reservation holds, when you state it, so validate can check cluster.nodeCount against it (0: not stated).");

    public static final ConfigKey SHAPE = ConfigKey.of(
            "capacity.shape",
            STRING,
            null,
            "With capacity.reservationId: the shape the reservation holds, when you state it (validate then requires cluster.shape to equal it).");

    public static final ConfigKey AVAILABILITY_DOMAIN = ConfigKey.of(
            "capacity.availabilityDomain",
            STRING,
            null,
            "With capacity.reservationId: the availability domain the reservation is in, when you state it (validate then requires availabilityDomain to equal it).");

    public static final ConfigKey ON_DEMAND = ConfigKey.of(
            "capacity.onDemand",
            BOOLEAN,
            false,
            "The on-demand partition's nodes (onDemand.enabled) launch into the same reservation as the static pool: onDemand.shape must be the reservation's shape, and the reservation must hold cluster.nodeCount + onDemand.maxNodes (with capacity.create, the default reservedCount).");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL =
            List.of(RESERVATION_ID, CREATE, RESERVED_COUNT, SHAPE, AVAILABILITY_DOMAIN, ON_DEMAND);

    private CapacityKeys() {}

    /** The group as the reader reads it; {@code Capacity.of(settings)} gives its record. */
    public static final ConfigGroup<Capacity> GROUP = ConfigGroup.of("capacity", 80, ALL, CapacityKeys::read);

    private static Capacity read(KeyReader read) {
        return new Capacity(
                read.string(RESERVATION_ID),
                read.bool(CREATE),
                read.integer(RESERVED_COUNT),
                read.string(SHAPE),
                read.string(AVAILABILITY_DOMAIN),
                read.bool(ON_DEMAND));
    }
}
