package ocigpucluster.accounting;

import static ocigpucluster.validation.Config.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import ocigpucluster.preview.FeatureGraph;
import ocigpucluster.preview.PreviewRuns.Mode;
import ocigpucluster.program.Features;
import ocigpucluster.settings.Settings;
import ocigpucluster.slurm.SlurmConf;
import ocigpucluster.validation.Config;
import ocigpucluster.validation.Diagnostic;
import ocigpucluster.validation.Validation;
import org.junit.jupiter.api.Test;

/** The accounting group's keys, its check, its slurm.conf lines and where its stage runs. */
class AccountingFeatureTest {
    private static Config slurm() {
        return Config.seedLike()
                .set("scheduler.type", "slurm")
                .set("scheduler.allowUnpinnedDownloads", "true")
                .set("health.enabled", false);
    }

    private static Settings settings(Config c) {
        assertEquals(List.of(), c.validate());
        return Validation.of(c.raw(), "test", Features.RULES).settings();
    }

    @Test
    void offByDefault_onItWritesSlurmdbdLinesWithTheBastionsNameAndGpus() {
        Settings off = settings(slurm());
        assertEquals(List.of(), SlurmConf.lines(off));
        assertFalse(AccountingFeature.ACCOUNTING.enabled(off));

        Settings on = settings(slurm().set("accounting.enabled", true).set("bastion.hostname", "login1"));
        assertEquals(
                List.of(
                        "AccountingStorageType=accounting_storage/slurmdbd",
                        "AccountingStorageHost=login1",
                        "AccountingStorageTRES=gres/gpu"),
                SlurmConf.lines(on));
        assertTrue(AccountingFeature.ACCOUNTING.enabled(on));
        assertTrue(Features.STAGES.all().contains(AccountingFeature.ACCOUNTING), "registered in Features.ALL");
    }

    @Test
    void slurmdbdIsUpBeforeSlurmctldStarts() {
        // slurmctld with AccountingStorageType slurmdbd needs slurmdbd to answer: in the production
        // example's plan the controller's stage waits for the accounting stage
        assertTrue(
                FeatureGraph.order(Mode.PRODUCTION.plan()).contains("accounting < slurm-controller"),
                FeatureGraph.order(Mode.PRODUCTION.plan()).toString());
    }

    @Test
    void withoutSlurmItIsRefusedNamingBothKeysAndTheFixValidates() {
        Config c = Config.seedLike().set("accounting.enabled", true);
        Diagnostic d = only(c.validate(), "ACCOUNTING_NEEDS_SLURM", "accounting.enabled");
        assertTrue(d.line().contains("scheduler.type"), d.line());
        assertTrue(d.line().contains("set scheduler.type to slurm, or accounting.enabled to false"), d.line());
        assertEquals(List.of(), c.set("accounting.enabled", false).validate(), "the fix validates");
    }

    @Test
    void theRetentionIsMonthsInRangeAndTheStageGetsIt() {
        Diagnostic d = only(
                slurm().set("accounting.enabled", true)
                        .set("accounting.retentionMonths", 0)
                        .validate(),
                "ACCOUNTING_RETENTION_RANGE",
                "accounting.retentionMonths");
        assertTrue(d.line().contains("accounting.retentionMonths"), d.line());
        Settings s = settings(slurm().set("accounting.enabled", true).set("accounting.retentionMonths", 6));
        assertEquals(6, Accounting.of(s).retentionMonths());
        assertTrue(AccountingFeature.ACCOUNTING.takes(AccountingFeature.ACCOUNTING_RETENTION_MONTHS));
    }
}
