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
            "RDMA_CIDR", "TIMEZONE", "BASTION_HOST", "SHAPE_IB_WRITE_BW_GBPS", "SHAPE_FABRIC_MANAGER",
            "NODE_TIMEOUT_SECONDS", "STAGE_TIMEOUT_SECONDS")),
    CONTAINER_RUNTIME("container-runtime", "container-runtime.sh", List.of("NODES", "NODE_USER", "SHAPE_GPUS",
            "NODE_TIMEOUT_SECONDS", "STAGE_TIMEOUT_SECONDS")),
    NCCL_TEST("nccl-test", "nccl-test.sh", List.of("NODES", "NODE_USER", "SHAPE_GPUS", "NCCL_ENV",
            "NCCL_PASS_LINE_GBPS", "NCCL_FAIL_BELOW_PASS_LINE", "NCCL_MIN_BYTES", "NCCL_MAX_BYTES", "NCCL_EXTRA_SIZES",
            "NODE_TIMEOUT_SECONDS", "STAGE_TIMEOUT_SECONDS")),
    TENSORFLOW_SAMPLE("tensorflow-sample", "tensorflow-sample.sh", List.of("NODES", "NODE_USER",
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
