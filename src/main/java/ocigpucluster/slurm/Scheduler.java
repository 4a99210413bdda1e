package ocigpucluster.slurm;

import ocigpucluster.settings.Settings;

/**
 * The job scheduler (config group {@code scheduler}, {@link SchedulerKeys}: Slurm with Pyxis and
 * Enroot, an OKE cluster, or none). Values are kept as written; {@link SchedulerChecks} checks them.
 * {@code allowUnpinnedDownloads}: the Slurm stages may install release files versions.env has no SHA256 for.
 * {@code topology}: Slurm's topology.yaml from the nodes' places; {@code blockPartition}: its block partition or null.
 */
public record Scheduler(
        String type,
        String partition,
        String clusterName,
        String onNodeFailure,
        boolean allowUnpinnedDownloads,
        boolean topology,
        String blockPartition) {
    /** The scheduler group's record in these settings. */
    public static Scheduler of(Settings s) {
        return s.get(SchedulerKeys.GROUP);
    }

    public boolean slurm() {
        return "slurm".equals(type);
    }

    /** True when the node groups join an OKE cluster (the {@code kubernetes} feature). */
    public boolean kubernetes() {
        return "kubernetes".equals(type);
    }

    /**
     * True when no scheduler runs the NCCL gate as its own job (Slurm: slurm-nccl; Kubernetes:
     * kubernetes-nccl, an MPIJob), so the host-side gate (nccl-test, mpirun over SSH) does: one
     * NCCL gate per stack, all exporting the same output.
     */
    public boolean hostNcclGate() {
        return "none".equals(type);
    }

    public boolean drain() {
        return "drain".equals(onNodeFailure);
    }
}
