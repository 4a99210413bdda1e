package ocigpucluster.health;

import static ocigpucluster.validation.Config.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import ocigpucluster.program.Features;
import ocigpucluster.settings.Settings;
import ocigpucluster.slurm.SlurmConf;
import ocigpucluster.validation.Config;
import ocigpucluster.validation.Diagnostic;
import ocigpucluster.validation.Validation;
import org.junit.jupiter.api.Test;

/** The health group's keys, and when the health stage and slurm.conf's health check lines are on. */
class HealthFeatureTest {
    private static Config slurm() {
        return Config.seedLike().set("scheduler.type", "slurm").set("scheduler.allowUnpinnedDownloads", "true");
    }

    private static Settings settings(Config c) {
        assertEquals(List.of(), c.validate());
        return Validation.of(c.raw(), "test", Features.RULES).settings();
    }

    @Test
    void onByDefaultWithSlurmEvery300Seconds() {
        Settings s = settings(slurm());
        assertEquals(
                List.of(
                        "HealthCheckProgram=/usr/local/sbin/oci-gpu-cluster-healthcheck",
                        "HealthCheckInterval=300",
                        "HealthCheckNodeState=ANY"),
                SlurmConf.lines(s));
        assertTrue(HealthFeature.HEALTH.enabled(s), "the health stage runs");
        assertTrue(Features.STAGES.all().contains(HealthFeature.HEALTH), "registered in Features.ALL");
        assertTrue(
                Features.STAGES.after(Features.STAGES.get("slurm-nccl")).contains("health"),
                "the NCCL gate's job waits for the check");
    }

    @Test
    void offWithoutSlurmOrWhenSwitchedOff() {
        for (Config c : List.of(Config.seedLike(), slurm().set("health.enabled", false))) {
            Settings s = settings(c);
            assertEquals(List.of(), SlurmConf.lines(s));
            assertFalse(HealthFeature.HEALTH.enabled(s));
        }
    }

    @Test
    void theIntervalIsSlurmsAndOutOfRangeIsRefusedNamingTheKey() {
        assertTrue(SlurmConf.lines(settings(slurm().set("health.intervalSeconds", 60)))
                .contains("HealthCheckInterval=60"));
        Diagnostic d = only(
                slurm().set("health.intervalSeconds", 2).validate(), "HEALTH_INTERVAL_RANGE", "health.intervalSeconds");
        assertTrue(d.line().contains("health.intervalSeconds"), d.line());
        assertEquals(List.of(), slurm().set("health.intervalSeconds", 5).validate(), "5 s is the least");
    }
}
