package ocigpucluster.health;

import ocigpucluster.settings.Settings;
import ocigpucluster.slurm.NodeHealthCheck;

/**
 * The node health check (config group {@code health}, {@link HealthKeys}). Slurm runs it, so it
 * is on only with scheduler.type slurm ({@link NodeHealthCheck#of}).
 */
public record Health(boolean enabled, int intervalSeconds) implements NodeHealthCheck.Program {
    /** Where the health stage installs the program on every node; slurmd runs it as root. */
    public static final String PROGRAM = "/usr/local/sbin/oci-gpu-cluster-healthcheck";

    /** The health group's record in these settings. */
    public static Health of(Settings s) {
        return s.get(HealthKeys.GROUP);
    }

    @Override
    public String path() {
        return PROGRAM;
    }
}
