package ocigpucluster.slurm;

import static ocigpucluster.validation.Config.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Function;
import ocigpucluster.bootstrap.StageContext;
import ocigpucluster.program.Features;
import ocigpucluster.settings.Settings;
import ocigpucluster.validation.Config;
import ocigpucluster.validation.Validation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every config key that ends in a 16-bit slurm.conf field, at the top of its range, writes a value
 * slurmctld reads, and one above is refused before anything is created. Slurm 25.11.7
 * (SchedMD/slurm tag slurm-25-11-7-1) reads HealthCheckInterval and ResumeTimeout into uint16_t
 * fields of slurm_conf_t (slurm/slurm.h) with s_p_get_uint16 (src/common/read_config.c), whose
 * s_p_handle_uint16 (src/common/parse_value.c) fails the whole file on "value (%s) is greater than
 * 65535"; 0xfffe and 0xffff are NO_VAL16 and INFINITE16 (slurm/slurm.h), and slurm.conf(5) gives
 * ResumeTimeout's maximum as "either 65533 or INFINITE". So 65533 is the largest plain value.
 */
class SlurmConfFieldBoundsTest {
    /** The largest plain value of a uint16_t slurm.conf field (slurm.conf(5), ResumeTimeout). */
    static final long SLURM_UINT16_MAX = 65533;

    private static Config onDemand() {
        return Config.seedLike()
                .set("scheduler.type", "slurm")
                .set("scheduler.allowUnpinnedDownloads", true)
                .set("onDemand.enabled", true)
                .set("iam.existingDynamicGroup", "gpu-admins-bastion");
    }

    private static StageContext context(Settings s) {
        return StageContext.of(Features.STAGES, s, null);
    }

    /** The value slurm.conf gets for {@code field}: from the lines features add, or a stage parameter. */
    private static long written(Settings s, String field) {
        for (String line : SlurmConf.lines(s)) {
            if (line.startsWith(field + "=")) {
                return Long.parseLong(line.substring(field.length() + 1));
            }
        }
        throw new AssertionError(field + " is not in " + SlurmConf.lines(s));
    }

    static List<Arguments> uint16Fields() {
        Function<Settings, Long> healthInterval = s -> written(s, "HealthCheckInterval");
        Function<Settings, Long> resumeTimeout =
                s -> Long.parseLong(PowerSaving.ONDEMAND_RESUME_TIMEOUT_SECONDS.value(context(s)));
        return List.of(
                Arguments.of(
                        "health.intervalSeconds",
                        65533L,
                        "HEALTH_INTERVAL_RANGE",
                        "HealthCheckInterval",
                        healthInterval),
                // ResumeTimeout is written in seconds: 1092 minutes is 65520 s, 1093 would be 65580
                Arguments.of(
                        "onDemand.resumeTimeoutMinutes",
                        1092L,
                        "ONDEMAND_RESUME_TIMEOUT_RANGE",
                        "ResumeTimeout",
                        resumeTimeout));
    }

    @ParameterizedTest(name = "{0} -> {3}")
    @MethodSource("uint16Fields")
    void theTopOfTheRangeFitsTheFieldAndOneMoreIsRefused(
            String key, long top, String id, String field, Function<Settings, Long> value) {
        Config atTop = onDemand().set(key, top);
        assertEquals(List.of(), atTop.validate(), key + "=" + top + " is valid");
        long written =
                value.apply(Validation.of(atTop.raw(), "test", Features.RULES).settings());
        assertTrue(written <= SLURM_UINT16_MAX, field + "=" + written + " is past what slurmctld reads");
        var refused = only(onDemand().set(key, top + 1).validate(), id, key);
        assertTrue(refused.line().contains("to " + top), refused.line());
        assertEquals(List.of(), onDemand().apply(refused.suggestion()).validate(), "the fix validates");
    }
}
