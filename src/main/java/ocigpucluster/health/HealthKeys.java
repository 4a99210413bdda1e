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

    // No public source gives a share: Kubernetes' node lifecycle controller stops evicting when a
    // zone's NotReady share passes --unhealthy-zone-threshold (0.55), the same idea for a whole
    // zone down. A quarter is this project's choice: independent faults seldom hit a quarter of
    // the nodes with the same check within two intervals, a driver update or a changed tool does.
    public static final ConfigKey CIRCUIT_BREAKER_PERCENT = ConfigKey.number(
            "health.circuitBreakerPercent",
            INTEGER,
            25,
            Range.of(1, 100, "HEALTH_BREAKER_RANGE"),
            "The most nodes, as a percent of the cluster's responding nodes (at least one node), one check of the health check may fail within two health.intervalSeconds before it is taken for broken rather than the nodes (a driver update, a tool whose output changed): past it that check drains no node, resumes the nodes it drained in that window and raises one alert naming it (HealthCheckSuspended), and the health stage fails with HEALTH_CHECK_SUSPENDED. 100 turns the breaker off.");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL = List.of(ENABLED, INTERVAL_SECONDS, CIRCUIT_BREAKER_PERCENT);

    private HealthKeys() {}

    /** The group as the reader reads it; {@code Health.of(settings)} gives its record. */
    public static final ConfigGroup<Health> GROUP = ConfigGroup.of("health", 60, ALL, HealthKeys::read);

    private static Health read(KeyReader read) {
        return new Health(read.bool(ENABLED), read.integer(INTERVAL_SECONDS), read.integer(CIRCUIT_BREAKER_PERCENT));
    }
}
