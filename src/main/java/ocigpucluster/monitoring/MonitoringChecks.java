package ocigpucluster.monitoring;

import static ocigpucluster.validation.Check.error;
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

    public static final List<Check> ALL = List.of(
            warning(
                    "MONITORING_RETENTION_DISK",
                    "Prometheus' data, sized for the node count and monitoring.retentionDays, takes more than half the bastion's boot volume",
                    MonitoringChecks::disk),
            error(
                    "MONITORING_ALERT_RECEIVER_INVALID",
                    "monitoring.alertReceiver is not an https:// URL (nor http:// to a loopback or private address), or not one Alertmanager reads as meant (a numeric host in another form than a.b.c.d, a port outside 1 to 65535)",
                    MonitoringChecks::receiver));

    /** How to set the receiver; the value is never quoted back (it carries a token). */
    static final String RECEIVER_FIX =
            "set it to the webhook's https:// URL (an address as four decimal numbers, a.b.c.d, a port from 1 to 65535), as a secret:"
                    + " `pulumi config set --secret --path monitoring.alertReceiver` (it prompts for the value), or remove it";

    /**
     * Alertmanager posts to the URL with the token in it: over the Internet only with TLS. Plain
     * http:// is accepted only to an address that stays on the bastion or in the VCN (loopback,
     * RFC 1918 private ranges, IPv6 unique-local), given as a literal address Alertmanager (Go)
     * reads as one ({@link WebhookUrl}), since a name could resolve anywhere. The value is never
     * part of the finding.
     */
    private static List<Finding> receiver(Settings s) {
        Monitoring m = Monitoring.of(s);
        if (m.alertReceiver() == null || m.alertReceiver().value().isEmpty()) {
            return List.of(); // unset, or encrypted and unreadable offline
        }
        String problem = receiverProblem(m.alertReceiver().value().get());
        return problem == null ? List.of() : List.of(new Finding(MonitoringKeys.ALERT_RECEIVER, problem, RECEIVER_FIX));
    }

    /** What is wrong with a receiver URL, in words that never quote it; null when it is fine. */
    static String receiverProblem(String url) {
        return url.isBlank() ? null : WebhookUrl.problem(url); // empty: no delivery
    }

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
