package ocigpucluster.monitoring;

import ocigpucluster.settings.Secret;
import ocigpucluster.settings.Settings;

/**
 * The monitoring settings (config group {@code monitoring}, {@link MonitoringKeys}) and the
 * retention size they imply.
 *
 * @param alertReceiver the webhook URL alerts are delivered to (a secret), or null: none
 */
public record Monitoring(boolean enabled, String host, int retentionDays, Secret alertReceiver) {
    /** Prometheus on the bastion: the port its tunnel forwards (it listens on 127.0.0.1 only). */
    public static final int PROMETHEUS_PORT = 9090;
    /** Alertmanager on the bastion (127.0.0.1 only), its default port. */
    public static final int ALERTMANAGER_PORT = 9093;
    /** Grafana on the bastion (127.0.0.1 only). */
    public static final int GRAFANA_PORT = 3000;
    /** Seconds between two scrapes of a target (oci-hpc's prometheus.yml.j2 and Prometheus' examples: 15 s). */
    public static final int SCRAPE_INTERVAL_SECONDS = 15;
    /**
     * Series one node exposes, an upper estimate: node_exporter on a bare-metal GPU shape (CPU
     * series per core, 18 interfaces, file systems) about 3000; dcgm-exporter's default counters
     * (26) per GPU, 8 GPUs; the RDMA textfile about 25 per port, 16 ports; the health textfile.
     */
    public static final int SERIES_PER_HOST = 5000;
    /** Bytes per sample on disk, the upper end of Prometheus' "Storage" docs (1-2 bytes). */
    public static final int BYTES_PER_SAMPLE = 2;

    /**
     * Alerts are delivered: monitoring is on and a receiver is set (an encrypted value the offline
     * preview cannot read counts as set; an empty one as unset).
     */
    public boolean deliversAlerts() {
        return enabled
                && alertReceiver != null
                && alertReceiver.value().map(v -> !v.isBlank()).orElse(true);
    }

    /** The monitoring group's record in these settings. */
    public static Monitoring of(Settings s) {
        return s.get(MonitoringKeys.GROUP);
    }

    /**
     * The size bound of Prometheus' data for {@code nodes} nodes and the bastion, whole GB, at
     * least 1: Prometheus' sizing rule (docs "Storage", operational aspects): retention seconds ×
     * samples per second × bytes per sample, with SERIES_PER_HOST series per host scraped every
     * SCRAPE_INTERVAL_SECONDS.
     */
    public long retentionSizeGb(int nodes) {
        double samplesPerSecond = (double) (nodes + 1) * SERIES_PER_HOST / SCRAPE_INTERVAL_SECONDS;
        double bytes = samplesPerSecond * 86400.0 * retentionDays * BYTES_PER_SAMPLE;
        return Math.max(1, (long) Math.ceil(bytes / 1e9));
    }
}
