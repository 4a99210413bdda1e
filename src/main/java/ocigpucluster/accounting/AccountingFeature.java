package ocigpucluster.accounting;

import static ocigpucluster.bootstrap.CommonParams.NODE_USER;
import static ocigpucluster.bootstrap.CommonParams.STAGE_TIMEOUT_SECONDS;
import static ocigpucluster.slurm.SlurmFeature.ALLOW_UNPINNED_DOWNLOADS;

import java.util.List;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.bootstrap.StageResults;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.feature.Feature;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.validation.Check;

/**
 * Job accounting: MariaDB and slurmdbd on the bastion (its slurm.conf lines:
 * {@link Accounting#slurmConfLines}), so sacct and sreport show every job with its GPUs.
 */
public final class AccountingFeature implements Feature {
    public static final Param ACCOUNTING_RETENTION_MONTHS = Param.of(
            "ACCOUNTING_RETENTION_MONTHS",
            "months slurmdbd keeps job, step, event, reservation, suspend and transaction records (slurmdbd.conf Purge*After; `accounting.retentionMonths`)",
            c -> Integer.toString(Accounting.of(c.settings()).retentionMonths()));

    /**
     * Before slurm-controller: slurmctld started with AccountingStorageType slurmdbd and no
     * slurmdbd to answer stops (Slurm 22.05) or waits (25.11); the first slurmctld that reaches
     * it registers the cluster (slurmdbd's proc_req.c, _register_ctld, adds a missing one). It
     * builds Slurm's RPMs when none are there (slurm-controller then finds them built).
     */
    public static final StageSpec ACCOUNTING = StageSpec.stage("accounting", "accounting.sh")
            .enabledWhen(Accounting::on)
            .params(NODE_USER, ACCOUNTING_RETENTION_MONTHS, ALLOW_UNPINNED_DOWNLOADS, STAGE_TIMEOUT_SECONDS)
            .after("bastion-setup", "users")
            .before("slurm-controller")
            .output("accounting", (out, c) -> StageResults.asMap(out))
            .build();

    @Override
    public List<ConfigGroup<?>> config() {
        return List.of(AccountingKeys.GROUP);
    }

    @Override
    public List<Check> checks() {
        return AccountingChecks.ALL;
    }

    @Override
    public List<StageSpec> stages() {
        return List.of(ACCOUNTING);
    }
}
