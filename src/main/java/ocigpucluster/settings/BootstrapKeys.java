package ocigpucluster.settings;

import static ocigpucluster.settings.ValueType.BOOLEAN;
import static ocigpucluster.settings.ValueType.INTEGER;
import static ocigpucluster.settings.ValueType.NUMBER;
import static ocigpucluster.settings.ValueType.STRING;

import java.math.BigDecimal;
import java.util.List;
import ocigpucluster.settings.ConfigKey.Range;

/**
 * The {@code bootstrap} group: which stages of the chain run, and the NCCL gate's bounds.
 * Each key is declared here once; the reader, the checks and the generated docs use the constants.
 */
public final class BootstrapKeys {
    public static final ConfigKey ENABLED = ConfigKey.of(
            "bootstrap.enabled",
            BOOLEAN,
            true,
            "Run the bootstrap chain (bastion setup, readiness gate, container runtime, NCCL).");

    public static final ConfigKey CONTAINER_RUNTIME = ConfigKey.of(
            "bootstrap.containerRuntime",
            BOOLEAN,
            true,
            "Install containerd and the NVIDIA Container Toolkit on the nodes.");

    public static final ConfigKey NCCL =
            ConfigKey.of("bootstrap.nccl", BOOLEAN, true, "Run the NCCL all_reduce test across all nodes.");

    public static final ConfigKey NCCL_PASS_LINE_GBPS = ConfigKey.number(
            "bootstrap.ncclPassLineGBps",
            NUMBER,
            null,
            Range.above(0, 10000, "NCCL_PASS_LINE_INVALID"),
            "Override of the shape's NCCL bus-bandwidth pass line (GB/s).");

    public static final ConfigKey NCCL_FAIL_BELOW_PASS_LINE = ConfigKey.of(
            "bootstrap.ncclFailBelowPassLine",
            BOOLEAN,
            true,
            "Fail the update when NCCL is below the pass line (false: warn only).");

    public static final ConfigKey NCCL_MIN_BYTES =
            ConfigKey.of("bootstrap.ncclMinBytes", STRING, "1G", "Smallest message size of the NCCL sweep.");

    public static final ConfigKey NCCL_MAX_BYTES = ConfigKey.of(
            "bootstrap.ncclMaxBytes",
            STRING,
            null,
            "Largest message size of the NCCL sweep; default 16G, or the largest power of two whose three test buffers fit in the shape's GPU memory (8G on 40 GB A100s).");

    public static final ConfigKey TENSORFLOW_SAMPLE = ConfigKey.of(
            "bootstrap.tensorflowSample", BOOLEAN, false, "Also run the TensorFlow multi-worker MNIST sample.");

    public static final ConfigKey NODE_TIMEOUT_MINUTES = ConfigKey.number(
            "bootstrap.nodeTimeoutMinutes",
            INTEGER,
            30,
            Range.of(1, 720, "TIMEOUT_INVALID"),
            "Bound on every per-node wait of the readiness gate.");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL = List.of(
            ENABLED,
            CONTAINER_RUNTIME,
            NCCL,
            NCCL_PASS_LINE_GBPS,
            NCCL_FAIL_BELOW_PASS_LINE,
            NCCL_MIN_BYTES,
            NCCL_MAX_BYTES,
            TENSORFLOW_SAMPLE,
            NODE_TIMEOUT_MINUTES);

    private BootstrapKeys() {}

    public static Settings.Bootstrap read(KeyReader read) {
        BigDecimal passLine = read.number(NCCL_PASS_LINE_GBPS);
        return new Settings.Bootstrap(
                read.bool(ENABLED),
                read.bool(CONTAINER_RUNTIME),
                read.bool(NCCL),
                passLine == null ? null : passLine.doubleValue(),
                read.bool(NCCL_FAIL_BELOW_PASS_LINE),
                read.string(NCCL_MIN_BYTES),
                read.string(NCCL_MAX_BYTES),
                read.bool(TENSORFLOW_SAMPLE),
                read.integer(NODE_TIMEOUT_MINUTES));
    }
}
