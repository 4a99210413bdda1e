package ocigpucluster.accounting;

import static ocigpucluster.validation.Check.error;

import java.util.List;
import ocigpucluster.settings.Settings;
import ocigpucluster.slurm.Scheduler;
import ocigpucluster.slurm.SchedulerKeys;
import ocigpucluster.validation.Check;
import ocigpucluster.validation.Check.Finding;

/** The {@code accounting} group: accounting needs Slurm, whose jobs it records. */
public final class AccountingChecks {
    private AccountingChecks() {}

    public static final List<Check> ALL = List.of(error(
            "ACCOUNTING_NEEDS_SLURM",
            "accounting.enabled is true but scheduler.type is not slurm",
            AccountingChecks::needsSlurm));

    private static List<Finding> needsSlurm(Settings s) {
        if (!Accounting.of(s).enabled() || Scheduler.of(s).slurm()) {
            return List.of();
        }
        return List.of(new Finding(
                        AccountingKeys.ENABLED,
                        "is true, but job accounting records Slurm's jobs and scheduler.type is "
                                + Scheduler.of(s).type(),
                        "set scheduler.type to slurm, or accounting.enabled to false")
                .naming(SchedulerKeys.TYPE));
    }
}
