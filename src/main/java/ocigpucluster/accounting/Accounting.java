package ocigpucluster.accounting;

import java.util.List;
import ocigpucluster.settings.Settings;
import ocigpucluster.slurm.Scheduler;
import ocigpucluster.slurm.SlurmConf;

/**
 * Job accounting (config group {@code accounting}, {@link AccountingKeys}): slurmdbd with MariaDB
 * on the bastion. Slurm writes the records, so it is on only with scheduler.type slurm
 * ({@link #on}); its slurm.conf lines are its own ({@link SlurmConf.Extension}).
 *
 * @param host the bastion's host name (bastion.hostname), where slurmdbd listens
 */
public record Accounting(boolean enabled, int retentionMonths, String host) implements SlurmConf.Extension {
    /** The database slurmdbd keeps its tables in (slurmdbd.conf StorageLoc, its default). */
    public static final String DATABASE = "slurm_acct_db";

    /** The accounting group's record in these settings. */
    public static Accounting of(Settings s) {
        return s.get(AccountingKeys.GROUP);
    }

    /** Whether these settings install accounting: its own key, and Slurm to write the records. */
    public static boolean on(Settings s) {
        return of(s).enabled() && Scheduler.of(s).slurm();
    }

    /**
     * slurmctld sends every job and step to slurmdbd on the bastion (slurm.conf(5)
     * AccountingStorageType, AccountingStorageHost); AccountingStorageTRES adds the GPUs to what
     * is recorded (cpu, mem, energy, node, billing, fs/disk, vmem and pages are always), so
     * {@code sacct -o AllocTRES} shows {@code gres/gpu=N} and sreport counts GPU hours.
     */
    @Override
    public List<String> slurmConfLines() {
        if (!enabled) {
            return List.of();
        }
        return List.of(
                "AccountingStorageType=accounting_storage/slurmdbd",
                "AccountingStorageHost=" + host,
                "AccountingStorageTRES=gres/gpu");
    }
}
