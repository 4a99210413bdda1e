package ocigpucluster.monitoring;

import static ocigpucluster.settings.ValueType.BOOLEAN;
import static ocigpucluster.settings.ValueType.INTEGER;

import java.util.List;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.ConfigKey.Range;
import ocigpucluster.settings.KeyReader;
import ocigpucluster.settings.Settings;

/**
 * The {@code monitoring} group: exporters on every node, Prometheus and Grafana on the bastion.
 * Each key is declared here once; the reader, the checks and the generated docs use the constants.
 */
public final class MonitoringKeys {
    public static final ConfigKey ENABLED = ConfigKey.of(
            "monitoring.enabled",
            BOOLEAN,
            false,
            "Install node_exporter, NVIDIA's dcgm-exporter and the RDMA counter textfile on every node, and Prometheus and Grafana on the bastion or a VM of their own (monitoring.host; reached through SSH tunnels, no public port; the stack outputs prometheusTunnel and grafanaTunnel).");

    // Prometheus' own default retention is 15 days ("Storage", operational aspects).
    public static final ConfigKey RETENTION_DAYS = ConfigKey.number(
            "monitoring.retentionDays",
            INTEGER,
            15,
            Range.of(1, 3650, "MONITORING_RETENTION_RANGE"),
            "Days Prometheus keeps samples (--storage.tsdb.retention.time); its size bound (--storage.tsdb.retention.size) is computed from these days and the node count (docs/monitoring.md, \"Retention\").");

    public static final ConfigKey ALERT_RECEIVER = ConfigKey.secret(
            "monitoring.alertReceiver",
            "Where firing and resolved alerts are delivered: a webhook URL (Alertmanager's webhook_configs: Slack, Teams, PagerDuty and Opsgenie relays take it), https://, or http:// to a loopback or private (VCN) address written as Alertmanager (Go) reads one: a.b.c.d without leading zeros or [IPv6]; a port from 1 to 65535. A secret, as such URLs carry a token (`pulumi config set --secret --path monitoring.alertReceiver`); written only to /etc/alertmanager/alertmanager.yml (0640 root:prometheus) on the bastion, where Alertmanager listens on 127.0.0.1:9093 (the stack output alertmanagerTunnel). Unset: no Alertmanager, alerts are seen in Prometheus' and Grafana's pages only.");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL = List.of(ENABLED, RETENTION_DAYS, ALERT_RECEIVER);

    private MonitoringKeys() {}

    /** The group as the reader reads it; {@code Monitoring.of(settings)} gives its record. */
    public static final ConfigGroup<Monitoring> GROUP =
            ConfigGroup.reading("monitoring", 65, ALL, MonitoringKeys::read);

    /** The host is the shared monitoring.host (settings' monitoringHost: the role's VM is the program's). */
    private static Monitoring read(KeyReader read, Settings shared) {
        return new Monitoring(
                read.bool(ENABLED),
                shared.monitoringHost().own() ? "own" : "bastion",
                read.integer(RETENTION_DAYS),
                read.secret(ALERT_RECEIVER));
    }
}
