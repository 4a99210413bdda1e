package ocigpucluster.monitoring;

import static ocigpucluster.validation.Check.warning;

import java.util.List;
import ocigpucluster.settings.BastionKeys;
import ocigpucluster.settings.Settings;
import ocigpucluster.validation.Check;
import ocigpucluster.validation.Check.Finding;

/** The monitoring group's checks beyond the keys' own types and ranges. */
public final class MonitoringChecks {
    private MonitoringChecks() {}

    /** Prometheus' data may take at most this share of the bastion's boot volume (the OS, /home and Slurm need the rest). */
    static final double DISK_SHARE = 0.5;

    public static final List<Check> ALL = List.of(warning(
            "MONITORING_RETENTION_DISK",
            "Prometheus' data, sized for the node count and monitoring.retentionDays, takes more than half the bastion's boot volume",
            MonitoringChecks::disk));

    private static List<Finding> disk(Settings s) {
        Monitoring m = Monitoring.of(s);
        if (!m.enabled()) {
            return List.of();
        }
        long need = m.retentionSizeGb(s.cluster().nodeCount());
        int volume = s.bastion().bootVolumeSizeInGbs();
        if (need <= volume * DISK_SHARE) {
            return List.of();
        }
        long days = Math.max(1, (long) Math.floor(m.retentionDays() * volume * DISK_SHARE / need));
        return List.of(new Finding(
                        MonitoringKeys.RETENTION_DAYS,
                        "keeps " + m.retentionDays() + " days of " + s.cluster().nodeCount() + " nodes: about " + need
                                + " GB, more than half of the bastion's " + volume + " GB boot volume",
                        "set monitoring.retentionDays to " + days + " or less, or raise bastion.bootVolumeSizeInGbs to "
                                + (long) Math.ceil(need / DISK_SHARE) + " or more")
                .naming(BastionKeys.BOOT_VOLUME_SIZE_IN_GBS));
    }
}
