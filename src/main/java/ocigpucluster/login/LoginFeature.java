package ocigpucluster.login;

import static ocigpucluster.bootstrap.CommonParams.HOME_NFS_PATH;
import static ocigpucluster.bootstrap.CommonParams.HOME_NFS_SERVER;
import static ocigpucluster.bootstrap.CommonParams.NODES;
import static ocigpucluster.bootstrap.CommonParams.NODE_TIMEOUT_SECONDS;
import static ocigpucluster.bootstrap.CommonParams.NODE_USER;
import static ocigpucluster.bootstrap.CommonParams.STAGE_TIMEOUT_SECONDS;
import static ocigpucluster.slurm.SlurmFeature.ALLOW_UNPINNED_DOWNLOADS;
import static ocigpucluster.slurm.SlurmFeature.SLURM_DEFAULT_PARTITION;

import java.util.List;
import java.util.Map;
import ocigpucluster.bootstrap.StageResults;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.feature.Example;
import ocigpucluster.feature.Feature;
import ocigpucluster.settings.RoleKeys;
import ocigpucluster.slurm.Scheduler;
import ocigpucluster.slurm.SchedulerKeys;

/**
 * Login nodes apart from the controller (the pool {@code login.*} declares): each gets the Slurm
 * client through sackd in configless mode, munge with the controller's key, Enroot and Pyxis,
 * from the controller's host, after the controller is up and the accounts exist there. Their
 * /home is the cluster's (cloud-init mounts it, as on the nodes; the stage checks it).
 */
public final class LoginFeature implements Feature {
    public static final StageSpec LOGIN = StageSpec.stage("login", "login.sh")
            .enabledWhen(s -> s.login().count() > 0 && Scheduler.of(s).slurm())
            .params(
                    NODES,
                    NODE_USER,
                    SLURM_DEFAULT_PARTITION,
                    HOME_NFS_SERVER,
                    HOME_NFS_PATH,
                    ALLOW_UNPINNED_DOWNLOADS,
                    NODE_TIMEOUT_SECONDS,
                    STAGE_TIMEOUT_SECONDS)
            .nodes(StageSpec.Nodes.LOGIN)
            .after("slurm-controller", "users")
            .output("login", (out, c) -> StageResults.asMap(out))
            .build();

    @Override
    public List<StageSpec> stages() {
        return List.of(LOGIN);
    }

    /** Planned with two login nodes and Slurm. */
    @Override
    public Example example() {
        return new Example(
                Map.of(
                        RoleKeys.LOGIN_COUNT,
                        "2",
                        SchedulerKeys.TYPE,
                        "slurm",
                        SchedulerKeys.ALLOW_UNPINNED_DOWNLOADS,
                        "true"),
                Map.of());
    }
}
