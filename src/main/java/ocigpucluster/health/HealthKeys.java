package ocigpucluster.health;

import static ocigpucluster.settings.ValueType.BOOLEAN;
import static ocigpucluster.settings.ValueType.INTEGER;

import java.util.List;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.ConfigKey.Range;
import ocigpucluster.settings.KeyReader;

/**
 * The {@code health} group: the node health check Slurm (or, without it, a systemd timer) runs on every node. Each key is declared
 * here once; the reader, the checks and the generated docs use the constants.
 */
public final class HealthKeys {
    public static final ConfigKey ENABLED = ConfigKey.of(
            "health.enabled",
            BOOLEAN,
            true,
            "Install the node health check (the readiness gate's passive checks plus Xid, ECC, row-remap, PCIe width, RDMA flap and local disk space checks) on every node. With scheduler.type slurm, Slurm runs it as HealthCheckProgram and before every job (Prolog): a failing node is drained with oci-gpu-cluster:<CODE>: <detail> (the job is requeued elsewhere), resumed once healthy. Without Slurm, a systemd timer runs it and it only records its verdict. Either way its result is a node_exporter textfile, "
                    + Health.METRICS_FILE + ".");

    // Oracle's oci-hpc runs its check every 300 s (slurm.conf.j2 HealthCheckInterval=300), as
    // DeepOps runs NHC; the check reads the node only, so a shorter interval costs little.
    // At most 65533: Slurm 25.11 reads HealthCheckInterval into a uint16_t (slurm/slurm.h
    // slurm_conf_t.health_check_interval, read with s_p_get_uint16 in src/common/read_config.c),
    // refuses the whole slurm.conf above 65535 (src/common/parse_value.c) and keeps 0xfffe and
    // 0xffff for NO_VAL16 and INFINITE16 (slurm/slurm.h).
    public static final ConfigKey INTERVAL_SECONDS = ConfigKey.number(
            "health.intervalSeconds",
            INTEGER,
            300,
            Range.of(5, 65533, "HEALTH_INTERVAL_RANGE"),
            "Seconds between two runs of the health check on a node (Slurm's HealthCheckInterval, a 16-bit field: at most 65533; without Slurm, its systemd timer's).");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL = List.of(ENABLED, INTERVAL_SECONDS);

    private HealthKeys() {}

    /** The group as the reader reads it; {@code Health.of(settings)} gives its record. */
    public static final ConfigGroup<Health> GROUP = ConfigGroup.of("health", 60, ALL, HealthKeys::read);

    private static Health read(KeyReader read) {
        return new Health(read.bool(ENABLED), read.integer(INTERVAL_SECONDS));
    }
}
