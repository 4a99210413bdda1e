package ocigpucluster.health;

import java.util.List;
import ocigpucluster.settings.Settings;
import ocigpucluster.slurm.SlurmConf;

/**
 * The node health check (config group {@code health}, {@link HealthKeys}). With Slurm, slurmd runs
 * it (its slurm.conf lines are its own, {@link SlurmConf.Extension}); without, a systemd timer on
 * every node does, and it only records its verdict.
 */
public record Health(boolean enabled, int intervalSeconds, int circuitBreakerPercent) implements SlurmConf.Extension {
    /** Where the health stage installs the program on every node; slurmd runs it as root. */
    public static final String PROGRAM = "/usr/local/sbin/oci-gpu-cluster-healthcheck";

    /**
     * The node_exporter textfile the program writes after every run (ok, failing codes, last run,
     * duration): the monitoring reads this directory with node_exporter's textfile collector.
     */
    public static final String METRICS_FILE = ocigpucluster.bootstrap.CommonParams.METRICS_DIRECTORY + "/health.prom";

    /** The systemd timer (and its service) that runs the program without Slurm. */
    public static final String TIMER = "oci-gpu-cluster-healthcheck.timer";

    /** The health group's record in these settings. */
    public static Health of(Settings s) {
        return s.get(HealthKeys.GROUP);
    }

    /** Whether these settings install the check: its own key (Slurm or a timer runs it). */
    public static boolean on(Settings s) {
        return of(s).enabled();
    }

    /**
     * Slurm's bound on the Prolog, in seconds: the program bounds itself first (its probes 25 s
     * together, each of its at most three Slurm calls 8 s: node/health-check.sh), under slurmd's
     * 60 s kill of a HealthCheckProgram; this is the backstop for a program that hangs anyway.
     * Without it Slurm waits for a Prolog forever (slurm.conf(5) PrologEpilogTimeout: "The default
     * behavior is to wait indefinitely"); when it runs out, "the job is requeued if possible and the
     * node is drained". PrologEpilogTimeout is in Slurm 22.05 and 25.11 (25.11 also has
     * PrologTimeout, which 22.05 lacks); it also bounds the Epilog, which this project does not set.
     */
    public static final int PROLOG_TIMEOUT_SECONDS = 90;

    /**
     * slurmd runs it as root every interval on every node whatever its state (slurm.conf(5)
     * HealthCheckNodeState=ANY), spread over the interval rather than on every node in the same
     * second (CYCLE, as oci-hpc's IDLE,CYCLE: slurmctld asks at least 10 nodes, or 2 x nodes /
     * interval, each round; slurm: src/slurmctld/ping_nodes.c run_health_check). It only reads the
     * node, and a drain lets running jobs finish (scontrol(1) State=DRAIN); it drains and resumes
     * the node itself (node/health-check.sh). The same program is the Prolog: a failing node drains
     * with its code and the prolog's non-zero exit requeues the job (slurm.conf(5) Prolog), not held
     * (SchedulerParameters nohold_on_prolog_fail, as oci-hpc's slurm.conf sets it), the Prolog
     * bounded by {@link #PROLOG_TIMEOUT_SECONDS}. HealthCheckNodeState's CYCLE and
     * PrologEpilogTimeout are in slurm.conf(5) of Slurm 22.05 and 25.11 (SchedMD/slurm tags
     * slurm-22-05-9-1, slurm-25-11-6-1).
     */
    @Override
    public List<String> slurmConfLines() {
        if (!enabled) {
            return List.of();
        }
        return List.of(
                "HealthCheckProgram=" + PROGRAM,
                "HealthCheckInterval=" + intervalSeconds,
                "HealthCheckNodeState=ANY,CYCLE",
                "Prolog=" + PROGRAM,
                "PrologEpilogTimeout=" + PROLOG_TIMEOUT_SECONDS,
                "SchedulerParameters=nohold_on_prolog_fail");
    }
}
