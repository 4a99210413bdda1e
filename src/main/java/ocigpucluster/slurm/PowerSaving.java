package ocigpucluster.slurm;

import java.util.Optional;
import java.util.function.BiFunction;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.bootstrap.ShapeParams;
import ocigpucluster.bootstrap.StageContext;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.ShapeCatalog;

/**
 * A partition beside the static one whose nodes Slurm's power saving starts and stops (the
 * on-demand partition): slurm-controller.sh declares it in slurm.conf from these parameters. The
 * feature that adds it implements {@link Partition} in its config record, so Slurm reads it from
 * the settings without depending on that feature (which depends on Slurm).
 */
public final class PowerSaving {
    /** What slurm.conf needs of such a partition. */
    public interface Partition {
        boolean enabled();

        String partition();

        int maxNodes();

        String shape();

        int idleMinutes();

        int resumeTimeoutMinutes();
    }

    /** Slurm's SuspendTimeout: terminating a bare-metal instance takes minutes; suspend.sh waits 30 s less. */
    public static final int SUSPEND_TIMEOUT_SECONDS = 600;
    /** Where the ondemand stage installs the bootstrap tree slurmctld runs the programs from (root-owned). */
    public static final String INSTALL_DIR = "/opt/oci-gpu-cluster/bootstrap";

    /** The on-demand partition's name; empty without on-demand nodes (slurm-controller.sh then declares none). */
    public static final Param ONDEMAND_PARTITION = Param.of(
            "ONDEMAND_PARTITION",
            "the on-demand partition's name (`onDemand.partition`); empty without on-demand nodes",
            c -> of(c.settings()).map(Partition::partition).orElse(""));

    public static final Param ONDEMAND_MAX_NODES = param(
            "ONDEMAND_MAX_NODES",
            "most on-demand nodes at once (`onDemand.maxNodes`)",
            (c, o) -> Integer.toString(o.maxNodes()));
    /** The on-demand shape's facts (shape catalog), as SHAPE_* and SLURM_* are the static shape's; always RDMA. */
    public static final ShapeParams ONDEMAND_FACTS = new ShapeParams(
            "ONDEMAND_",
            "ONDEMAND_",
            "the on-demand shape (`onDemand.shape`)",
            c -> of(c.settings())
                    .map(o -> new ShapeParams.Facts(ShapeCatalog.get().require(o.shape()), true))
                    .orElse(null));
    /** Slurm's SuspendTime: onDemand.idleMinutes. */
    public static final Param ONDEMAND_SUSPEND_TIME_SECONDS = param(
            "ONDEMAND_SUSPEND_TIME_SECONDS",
            "idle time before Slurm suspends (terminates) an on-demand node (`onDemand.idleMinutes` × 60)",
            (c, o) -> Integer.toString(o.idleMinutes() * 60));
    /** Slurm's ResumeTimeout: onDemand.resumeTimeoutMinutes. */
    public static final Param ONDEMAND_RESUME_TIMEOUT_SECONDS = param(
            "ONDEMAND_RESUME_TIMEOUT_SECONDS",
            "Slurm's `ResumeTimeout` for the partition (`onDemand.resumeTimeoutMinutes` × 60)",
            (c, o) -> Integer.toString(o.resumeTimeoutMinutes() * 60));

    public static final Param ONDEMAND_SUSPEND_TIMEOUT_SECONDS = param(
            "ONDEMAND_SUSPEND_TIMEOUT_SECONDS",
            "Slurm's `SuspendTimeout` for the partition",
            (c, o) -> Integer.toString(SUSPEND_TIMEOUT_SECONDS));
    public static final Param ONDEMAND_PROGRAM_DIR = param(
            "ONDEMAND_PROGRAM_DIR",
            "where the resume, suspend and resume-fail programs are installed on the bastion",
            (c, o) -> INSTALL_DIR + "/ondemand");

    private PowerSaving() {}

    /** The power-saved partition these settings switch on, if any. */
    public static Optional<Partition> of(Settings s) {
        return s.features().values().stream()
                .filter(Partition.class::isInstance)
                .map(Partition.class::cast)
                .filter(Partition::enabled)
                .findFirst();
    }

    /** A value of the partition; empty without one. */
    public static Param param(String name, String doc, BiFunction<StageContext, Partition, String> f) {
        return Param.of(name, doc, c -> of(c.settings()).map(o -> f.apply(c, o)).orElse(""));
    }
}
