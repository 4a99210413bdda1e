package ocigpucluster.bootstrap;

import java.util.List;

/**
 * The stages of the bootstrap chain, in order, with the script each runs on the bastion and the
 * parameters it takes. A stage gets only its own parameters, so changing, say, the NCCL pass line
 * re-runs the NCCL stage and nothing before it.
 */
public enum Stage {
    BASTION_SETUP("bastion-setup", "bastion-setup.sh", List.of("NODES", "NODE_USER", "VCN_CIDR", "STAGE_TIMEOUT_SECONDS")),
    READINESS_GATE("readiness-gate", "readiness-gate.sh", List.of("NODES", "NODE_USER", "SHAPE_GPUS", "SHAPE_RDMA_NICS",
            "RDMA_CIDR", "TIMEZONE", "BASTION_HOST", "ON_NODE_FAILURE", "NODE_TIMEOUT_SECONDS", "STAGE_TIMEOUT_SECONDS")),
    CONTAINER_RUNTIME("container-runtime", "container-runtime.sh", List.of("NODES", "NODE_USER", "SHAPE_GPUS",
            "NODE_TIMEOUT_SECONDS", "STAGE_TIMEOUT_SECONDS")),
    NCCL_TEST("nccl-test", "nccl-test.sh", List.of("NODES", "NODE_USER", "SHAPE_GPUS", "NCCL_ENV",
            "NCCL_PASS_LINE_GBPS", "NCCL_FAIL_BELOW_PASS_LINE", "NCCL_MIN_BYTES", "NCCL_MAX_BYTES", "NCCL_EXTRA_SIZES",
            "NODE_TIMEOUT_SECONDS", "STAGE_TIMEOUT_SECONDS")),
    TENSORFLOW_SAMPLE("tensorflow-sample", "tensorflow-sample.sh", List.of("NODES", "NODE_USER",
            "NODE_TIMEOUT_SECONDS", "STAGE_TIMEOUT_SECONDS")),
    /** Slurm controller on the bastion: munge key, slurmctld (configless), Pyxis for srun. */
    SLURM_CONTROLLER("slurm-controller", "slurm-controller.sh", List.of("NODES", "NODE_USER", "SLURM_CLUSTER_NAME",
            "SLURM_PARTITION", "SHAPE_GPUS", "SLURM_GPU_TYPE", "SLURM_SOCKETS", "SLURM_CORES_PER_SOCKET",
            "SLURM_THREADS_PER_CORE", "SLURM_REAL_MEMORY_MB", "STAGE_TIMEOUT_SECONDS")),
    /** Slurm on the nodes: munge, slurmd, Enroot, Pyxis; the node failure policy (drain or fail). */
    SLURM_NODES("slurm-nodes", "slurm-nodes.sh", List.of("NODES", "NODE_USER", "SLURM_PARTITION", "SHAPE_GPUS",
            "SHAPE_RDMA_NICS", "RDMA_CIDR", "TIMEZONE", "BASTION_HOST", "ON_NODE_FAILURE", "NODE_TIMEOUT_SECONDS",
            "STAGE_TIMEOUT_SECONDS")),
    /** The NCCL gate submitted to Slurm (seed 001's sbatch job). */
    SLURM_NCCL("slurm-nccl", "slurm-nccl.sh", List.of("NODES", "NODE_USER", "SLURM_PARTITION", "SHAPE_GPUS", "NCCL_ENV",
            "NCCL_PASS_LINE_GBPS", "NCCL_FAIL_BELOW_PASS_LINE", "NCCL_MIN_BYTES", "NCCL_MAX_BYTES", "NCCL_EXTRA_SIZES",
            "NODE_TIMEOUT_SECONDS", "STAGE_TIMEOUT_SECONDS"));

    private final String id;
    private final String script;
    private final List<String> parameters;

    Stage(String id, String script, List<String> parameters) {
        this.id = id;
        this.script = script;
        this.parameters = parameters;
    }

    public String id() {
        return id;
    }

    public String script() {
        return script;
    }

    public List<String> parameters() {
        return parameters;
    }
}
