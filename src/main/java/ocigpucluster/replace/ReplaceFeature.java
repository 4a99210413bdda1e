package ocigpucluster.replace;

import static ocigpucluster.bootstrap.CommonParams.NODE_USER;
import static ocigpucluster.bootstrap.CommonParams.STAGE_TIMEOUT_SECONDS;
import static ocigpucluster.slurm.SlurmFeature.ALLOW_UNPINNED_DOWNLOADS;

import java.util.List;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.feature.Feature;
import ocigpucluster.settings.Settings;
import ocigpucluster.slurm.Scheduler;

/**
 * Replacing one bad node of the static pool (docs/replace-node.md): the stage installs, on the
 * bastion, the operator's command {@code oci-gpu-cluster-replace-node}, which lists the nodes the
 * project drained ({@code --drained}) and replaces one: drains it in Slurm, detaches it from the
 * cluster network's instance pool with auto-terminate and without decrementing the size (OCI
 * "DetachInstancePoolInstance": the pool then launches a replacement from its instance
 * configuration), and waits, bounded, for the replacement to run. The next {@code pulumi up}
 * reads the pool's new node list and the chain gates the new node like a resize's.
 */
public final class ReplaceFeature implements Feature {
    /** Where the command and its libraries are installed (root-owned). */
    static final String INSTALL_DIR = "/usr/local/lib/oci-gpu-cluster/replace";
    /**
     * The bound on the replacement reaching RUNNING: a cluster network's per-batch bound
     * (ClusterNetworkPool, 30 minutes per 20 nodes), one node being one batch.
     */
    static final int WAIT_SECONDS = 1800;

    public static final Param REPLACE_COMPARTMENT_ID = Param.of(
            "REPLACE_COMPARTMENT_ID",
            "compartment of the static pool's instance pool (`compartmentId`)",
            c -> c.settings().compartmentId());
    public static final Param REPLACE_POOL_NAME = Param.of(
            "REPLACE_POOL_NAME",
            "display name of the cluster network's instance pool, which the command looks up (`cluster.poolName`)",
            c -> c.settings().cluster().poolName());
    public static final Param REPLACE_WAIT_SECONDS = Param.of(
            "REPLACE_WAIT_SECONDS",
            "bound on the replacement instance reaching RUNNING: the cluster network's per-batch bound, 1800",
            c -> Integer.toString(WAIT_SECONDS));
    public static final Param REPLACE_INSTALL_DIR = Param.of(
            "REPLACE_INSTALL_DIR",
            "where the replace stage installs the operator's command and its libraries on the bastion",
            c -> INSTALL_DIR);

    /** On the bastion, after the controller: the command drains through Slurm. */
    public static final StageSpec REPLACE_SETUP = StageSpec.stage("replace-setup", "replace-setup.sh")
            .enabledWhen(ReplaceFeature::enabled)
            .params(
                    NODE_USER,
                    REPLACE_COMPARTMENT_ID,
                    REPLACE_POOL_NAME,
                    REPLACE_WAIT_SECONDS,
                    REPLACE_INSTALL_DIR,
                    // read by lib/slurm-lib.sh, whose install helpers the stage uses
                    ALLOW_UNPINNED_DOWNLOADS,
                    STAGE_TIMEOUT_SECONDS)
            .after("slurm-controller")
            .build();

    /** A cluster network's pool (the only static pool that can launch a replacement) under Slurm. */
    static boolean enabled(Settings s) {
        return s.cluster().mode() == Settings.Mode.CLUSTER_NETWORK
                && Scheduler.of(s).slurm();
    }

    @Override
    public List<StageSpec> stages() {
        return List.of(REPLACE_SETUP);
    }

    @Override
    public List<ocigpucluster.iam.IamStatement> iam() {
        return ReplaceIam.ALL;
    }
}
