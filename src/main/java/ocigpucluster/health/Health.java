package ocigpucluster.health;

import java.util.List;
import ocigpucluster.settings.Settings;
import ocigpucluster.slurm.Scheduler;
import ocigpucluster.slurm.SlurmConf;

/**
 * The node health check (config group {@code health}, {@link HealthKeys}). Slurm runs it, so it
 * is on only with scheduler.type slurm ({@link #on}); its slurm.conf lines are its own
 * ({@link SlurmConf.Extension}).
 */
public record Health(boolean enabled, int intervalSeconds) implements SlurmConf.Extension {
    /** Where the health stage installs the program on every node; slurmd runs it as root. */
    public static final String PROGRAM = "/usr/local/sbin/oci-gpu-cluster-healthcheck";

    /** The health group's record in these settings. */
    public static Health of(Settings s) {
        return s.get(HealthKeys.GROUP);
    }

    /** Whether these settings install the check: its own key, and Slurm to run it. */
    public static boolean on(Settings s) {
        return of(s).enabled() && Scheduler.of(s).slurm();
    }

    /**
     * slurmd runs it as root every interval on every node whatever its state (slurm.conf(5)
     * HealthCheckNodeState=ANY): it only reads the node, and a drain lets running jobs finish
     * (scontrol(1) State=DRAIN); it drains and resumes the node itself (node/health-check.sh).
     */
    @Override
    public List<String> slurmConfLines() {
        if (!enabled) {
            return List.of();
        }
        return List.of(
                "HealthCheckProgram=" + PROGRAM, "HealthCheckInterval=" + intervalSeconds, "HealthCheckNodeState=ANY");
    }
}
