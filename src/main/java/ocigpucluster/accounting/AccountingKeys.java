package ocigpucluster.accounting;

import static ocigpucluster.settings.ValueType.BOOLEAN;
import static ocigpucluster.settings.ValueType.INTEGER;

import java.util.List;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.ConfigKey.Range;
import ocigpucluster.settings.KeyReader;
import ocigpucluster.settings.Settings;

/**
 * The {@code accounting} group: Slurm's job accounting (slurmdbd with MariaDB on the bastion).
 * Each key is declared here once; the reader, the checks and the generated docs use the constants.
 */
public final class AccountingKeys {
    // Off unless asked for: it adds a database server and a daemon to the bastion, and slurmctld
    // started with AccountingStorageType=accounting_storage/slurmdbd needs slurmdbd up (Slurm's
    // controller.c: 22.05 stops, "no TRES from it"; 25.11 retries until it answers).
    public static final ConfigKey ENABLED = ConfigKey.of(
            "accounting.enabled",
            BOOLEAN,
            false,
            "With scheduler.type slurm: job accounting, slurmdbd with MariaDB on the bastion, so sacct, sreport and per-job GPU hours (AllocTRES gres/gpu) work. The database password is generated on the bastion and never leaves it.");

    public static final ConfigKey RETENTION_MONTHS = ConfigKey.number(
            "accounting.retentionMonths",
            INTEGER,
            12,
            Range.of(1, 120, "ACCOUNTING_RETENTION_RANGE"),
            "Months the accounting database keeps job, step, event, reservation, suspend and transaction records (slurmdbd.conf Purge*After); the usage sreport reads is kept.");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL = List.of(ENABLED, RETENTION_MONTHS);

    private AccountingKeys() {}

    /** The group as the reader reads it; {@code Accounting.of(settings)} gives its record. */
    public static final ConfigGroup<Accounting> GROUP =
            ConfigGroup.reading("accounting", 70, ALL, AccountingKeys::read);

    private static Accounting read(KeyReader read, Settings shared) {
        // slurmdbd runs on the bastion: the nodes reach it by the name they mount /home from
        return new Accounting(
                read.bool(ENABLED),
                read.integer(RETENTION_MONTHS),
                shared.bastion().hostname());
    }
}
