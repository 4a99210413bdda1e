package ocigpucluster.health;

import static ocigpucluster.settings.ValueType.BOOLEAN;
import static ocigpucluster.settings.ValueType.INTEGER;

import java.util.List;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.ConfigKey.Range;
import ocigpucluster.settings.KeyReader;

/**
 * The {@code health} group: the node health check Slurm runs on every node. Each key is declared
 * here once; the reader, the checks and the generated docs use the constants.
 */
public final class HealthKeys {
    public static final ConfigKey ENABLED = ConfigKey.of(
            "health.enabled",
            BOOLEAN,
            true,
            "With scheduler.type slurm: install the node health check (the readiness gate's passive checks plus Xid, ECC and row-remap errors) on every node and have Slurm run it as HealthCheckProgram; a failing node is drained with oci-gpu-cluster:<CODE>: <detail>, resumed once healthy. No effect without Slurm.");

    // Oracle's oci-hpc runs its check every 300 s (slurm.conf.j2 HealthCheckInterval=300), as
    // DeepOps runs NHC; the check reads the node only, so a shorter interval costs little.
    public static final ConfigKey INTERVAL_SECONDS = ConfigKey.number(
            "health.intervalSeconds",
            INTEGER,
            300,
            Range.of(5, 86400, "HEALTH_INTERVAL_RANGE"),
            "Seconds between two runs of the health check on a node (Slurm's HealthCheckInterval).");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL = List.of(ENABLED, INTERVAL_SECONDS);

    private HealthKeys() {}

    /** The group as the reader reads it; {@code Health.of(settings)} gives its record. */
    public static final ConfigGroup<Health> GROUP = ConfigGroup.of("health", 60, ALL, HealthKeys::read);

    private static Health read(KeyReader read) {
        return new Health(read.bool(ENABLED), read.integer(INTERVAL_SECONDS));
    }
}
