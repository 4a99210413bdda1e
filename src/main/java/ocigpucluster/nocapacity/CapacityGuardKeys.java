package ocigpucluster.nocapacity;

import static ocigpucluster.settings.ValueType.BOOLEAN;

import java.util.List;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.settings.ConfigKey;

/**
 * The {@code capacityGuard} group: the capacity preflight and watch around a cluster network. Each
 * key is declared here once; the reader and the generated docs use the constants.
 */
public final class CapacityGuardKeys {
    public static final ConfigKey ENABLED = ConfigKey.of(
            "capacityGuard.enabled",
            BOOLEAN,
            true,
            "With cluster.mode clusterNetwork: before the cluster network is created or grown, ask OCI's capacity report for the shape and refuse with OUT_OF_HOST_CAPACITY when the availability domain has too few hosts; while it is created, terminate it as soon as OCI reports \"Out of host capacity\" (nothing left billing). Runs the OCI CLI where pulumi up runs, with the provider's credentials; false: only the provider's create timeout bounds a cluster network OCI cannot fill.");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL = List.of(ENABLED);

    private CapacityGuardKeys() {}

    /** The group as the reader reads it. */
    public static final ConfigGroup<Boolean> GROUP = ConfigGroup.of("capacityGuard", 75, ALL, r -> r.bool(ENABLED));
}
