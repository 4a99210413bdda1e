package ocigpucluster.health;

import static ocigpucluster.bootstrap.CommonParams.HOME_NFS_PATH;
import static ocigpucluster.bootstrap.CommonParams.HOME_NFS_SERVER;
import static ocigpucluster.bootstrap.CommonParams.NODES;
import static ocigpucluster.bootstrap.CommonParams.NODE_TIMEOUT_SECONDS;
import static ocigpucluster.bootstrap.CommonParams.NODE_USER;
import static ocigpucluster.bootstrap.CommonParams.RDMA_CIDR;
import static ocigpucluster.bootstrap.CommonParams.SHAPE;
import static ocigpucluster.bootstrap.CommonParams.STAGE_TIMEOUT_SECONDS;

import java.util.List;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.bootstrap.StageResults;
import ocigpucluster.bootstrap.StageSpec;
import ocigpucluster.feature.Feature;
import ocigpucluster.settings.ConfigGroup;

/**
 * The node health check: the readiness gate's passive checks (lib/node-checks.sh, one
 * implementation) plus Xid, ECC and row-remap errors, installed on every node and run by Slurm as
 * its HealthCheckProgram (its slurm.conf lines: {@link Health#slurmConfLines}); it drains a failing node with the project's reason and resumes it once healthy.
 */
public final class HealthFeature implements Feature {
    /** Where the program is installed on every node. */
    public static final Param HEALTH_CHECK_PROGRAM = Param.of(
            "HEALTH_CHECK_PROGRAM",
            "where the node health check is installed on every node (slurm.conf HealthCheckProgram)",
            c -> Health.PROGRAM);

    /**
     * Installs the program on every node and runs it once (its verdicts, drains and resumes are
     * the stage's result). After slurm-nodes: slurmd runs and the node's Slurm state is known.
     */
    public static final StageSpec HEALTH = StageSpec.stage("health", "health.sh")
            .enabledWhen(Health::on)
            .params(
                    NODES,
                    NODE_USER,
                    HEALTH_CHECK_PROGRAM,
                    SHAPE.gpus,
                    SHAPE.rdmaNics,
                    RDMA_CIDR,
                    HOME_NFS_SERVER,
                    HOME_NFS_PATH,
                    SHAPE.fabricManager,
                    NODE_TIMEOUT_SECONDS,
                    STAGE_TIMEOUT_SECONDS)
            .after("slurm-nodes")
            // the NCCL gate's Slurm job runs on checked nodes
            .before("slurm-nccl")
            .output("health", (out, c) -> StageResults.asMap(out))
            .build();

    @Override
    public List<ConfigGroup<?>> config() {
        return List.of(HealthKeys.GROUP);
    }

    @Override
    public List<StageSpec> stages() {
        return List.of(HEALTH);
    }
}
