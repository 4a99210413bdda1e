package ocigpucluster.slurm;

import java.util.Optional;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.settings.Settings;

/**
 * Slurm's node health check (slurm.conf(5) HealthCheckProgram, HealthCheckInterval,
 * HealthCheckNodeState): slurm-controller.sh writes the lines from these parameters, so slurm.conf
 * keeps one owner. The feature that installs the program implements {@link Program} in its config
 * record, so Slurm reads it from the settings without depending on that feature (which depends on Slurm).
 */
public final class NodeHealthCheck {
    /** What slurm.conf needs of the health check. */
    public interface Program {
        /** Its own key says on (Slurm must be on too). */
        boolean enabled();

        /** Where the program is installed on every node (root-owned, run by slurmd as root). */
        String path();

        /** Slurm's HealthCheckInterval, seconds. */
        int intervalSeconds();
    }

    /** The program slurmd runs; empty: no health check (slurm-controller.sh writes no line). */
    public static final Param HEALTH_CHECK_PROGRAM = Param.of(
            "HEALTH_CHECK_PROGRAM",
            "where the node health check is installed on every node (slurm.conf HealthCheckProgram); empty without it (`health.enabled`, Slurm only)",
            c -> of(c.settings()).map(Program::path).orElse(""));

    /** Slurm's HealthCheckInterval in seconds; empty without a health check. */
    public static final Param HEALTH_CHECK_INTERVAL_SECONDS = Param.of(
            "HEALTH_CHECK_INTERVAL_SECONDS",
            "Slurm's HealthCheckInterval (`health.intervalSeconds`); empty without the health check",
            c -> of(c.settings())
                    .map(p -> Integer.toString(p.intervalSeconds()))
                    .orElse(""));

    private NodeHealthCheck() {}

    /** The health check these settings switch on, if any: Slurm runs it, so none without Slurm. */
    public static Optional<Program> of(Settings s) {
        if (!Scheduler.of(s).slurm()) {
            return Optional.empty();
        }
        return s.features().values().stream()
                .filter(Program.class::isInstance)
                .map(Program.class::cast)
                .filter(Program::enabled)
                .findFirst();
    }
}
