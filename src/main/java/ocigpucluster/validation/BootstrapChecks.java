package ocigpucluster.validation;

import ocigpucluster.settings.Settings;
import ocigpucluster.validation.Check.Finding;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static ocigpucluster.validation.Check.error;
import static ocigpucluster.validation.Check.warning;

/** The bootstrap chain: switched on, its parts in an order that can work, its numbers sane. */
public final class BootstrapChecks {
    /** Sizes as nccl-tests' -b/-e take them: bytes, or a number with K, M or G (powers of 1024). */
    static final Pattern NCCL_SIZE = Pattern.compile("([0-9]{1,15})([KMG]?)", Pattern.CASE_INSENSITIVE);

    private BootstrapChecks() {
    }

    public static final List<Check> ALL = List.of(
            warning("BOOTSTRAP_DISABLED", "bootstrap.enabled is false: nothing proves the cluster healthy", BootstrapChecks::disabled),
            error("NCCL_NEEDS_CONTAINER_RUNTIME", "bootstrap.nccl runs in a container but bootstrap.containerRuntime is false",
                    BootstrapChecks::ncclNeedsContainers),
            error("TENSORFLOW_NEEDS_CONTAINER_RUNTIME",
                    "bootstrap.tensorflowSample runs in a container but bootstrap.containerRuntime is false",
                    BootstrapChecks::tensorflowNeedsContainers),
            error("NCCL_PASS_LINE_INVALID", "bootstrap.ncclPassLineGBps is not a positive number", BootstrapChecks::passLine),
            error("NCCL_SIZE_INVALID", "bootstrap.ncclMinBytes/ncclMaxBytes is not a size like 1G, or min > max",
                    BootstrapChecks::ncclSizes),
            warning("NCCL_SIZE_EXCEEDS_GPU_MEMORY", "bootstrap.ncclMaxBytes needs more GPU memory than the shape has",
                    BootstrapChecks::sizeFitsGpu),
            error("TIMEOUT_INVALID", "bootstrap.nodeTimeoutMinutes is below 1", BootstrapChecks::timeout));

    /** Bytes of an nccl-tests size (1G, 512M, 1073741824), or empty if it is not one. */
    public static OptionalLong ncclBytes(String size) {
        Matcher m = size == null ? null : NCCL_SIZE.matcher(size.trim());
        if (m == null || !m.matches()) {
            return OptionalLong.empty();
        }
        long n = Long.parseLong(m.group(1));
        int shift = switch (m.group(2).toUpperCase(Locale.ROOT)) {
            case "K" -> 10;
            case "M" -> 20;
            case "G" -> 30;
            default -> 0;
        };
        return n == 0 || n > (Long.MAX_VALUE >> shift) ? OptionalLong.empty() : OptionalLong.of(n << shift);
    }

    private static List<Finding> disabled(Settings s) {
        if (s.bootstrap().enabled()) {
            return List.of();
        }
        return List.of(new Finding("bootstrap.enabled",
                "is false: no readiness gate, container runtime or NCCL test runs, so nothing proves the cluster healthy",
                "set bootstrap.enabled to true, or suppress BOOTSTRAP_DISABLED if you set the nodes up yourself"));
    }

    private static List<Finding> ncclNeedsContainers(Settings s) {
        Settings.Bootstrap b = s.bootstrap();
        // with Slurm the NCCL gate runs in Enroot through Pyxis, not in containerd
        if (b.enabled() && b.nccl() && !b.containerRuntime() && !s.scheduler().slurm()) {
            return List.of(new Finding("bootstrap.containerRuntime",
                    "is false, but bootstrap.nccl builds and runs nccl-tests inside a container",
                    "set bootstrap.containerRuntime to true, or bootstrap.nccl to false"));
        }
        return List.of();
    }

    private static List<Finding> tensorflowNeedsContainers(Settings s) {
        Settings.Bootstrap b = s.bootstrap();
        if (b.enabled() && b.tensorflowSample() && !b.containerRuntime()) {
            return List.of(new Finding("bootstrap.containerRuntime",
                    "is false, but bootstrap.tensorflowSample runs in the TensorFlow container",
                    "set bootstrap.containerRuntime to true, or bootstrap.tensorflowSample to false"));
        }
        return List.of();
    }

    private static List<Finding> passLine(Settings s) {
        Double v = s.bootstrap().ncclPassLineGBps();
        if (v == null || (v > 0 && Double.isFinite(v))) {
            return List.of();
        }
        return List.of(new Finding("bootstrap.ncclPassLineGBps", "is " + java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString()
                        + "; a bus-bandwidth pass line must be above 0 GB/s",
                "set a positive GB/s value, or remove it to use the shape's pass line"));
    }

    private static List<Finding> ncclSizes(Settings s) {
        Settings.Bootstrap b = s.bootstrap();
        List<Finding> out = new ArrayList<>();
        OptionalLong min = ncclBytes(b.ncclMinBytes());
        // unset: the sweep's default, sized from the shape (NcclSweep)
        OptionalLong max = b.ncclMaxBytes() == null ? OptionalLong.of(Long.MAX_VALUE) : ncclBytes(b.ncclMaxBytes());
        if (min.isEmpty()) {
            out.add(badSize("bootstrap.ncclMinBytes", b.ncclMinBytes()));
        }
        if (max.isEmpty()) {
            out.add(badSize("bootstrap.ncclMaxBytes", b.ncclMaxBytes()));
        }
        if (min.isPresent() && max.isPresent() && min.getAsLong() > max.getAsLong()) {
            out.add(new Finding("bootstrap.ncclMinBytes", "'" + b.ncclMinBytes() + "' is larger than bootstrap.ncclMaxBytes '"
                    + b.ncclMaxBytes() + "'", "make ncclMinBytes at most ncclMaxBytes"));
        }
        return out;
    }

    private static List<Finding> sizeFitsGpu(Settings s) {
        OptionalLong max = s.bootstrap().ncclMaxBytes() == null ? OptionalLong.empty() : ncclBytes(s.bootstrap().ncclMaxBytes());
        var shape = ocigpucluster.shapes.ShapeCatalog.get().find(s.cluster().shape());
        if (max.isEmpty() || shape.isEmpty() || ocigpucluster.bootstrap.NcclSweep.fits(max.getAsLong(), shape.get())) {
            return List.of();
        }
        return List.of(new Finding("bootstrap.ncclMaxBytes", "'" + s.bootstrap().ncclMaxBytes() + "' needs three buffers of that size per GPU, more than the "
                + shape.get().gpuMemoryGb() + " GB of a " + shape.get().name() + " GPU (all_reduce_perf would run out of memory)",
                "remove it to use " + ocigpucluster.bootstrap.NcclSweep.humanBytes(ocigpucluster.bootstrap.NcclSweep.defaultMaxBytes(shape.get()))
                        + ", the largest size that fits"));
    }

    private static Finding badSize(String key, String value) {
        return new Finding(key, "'" + value + "' is not a message size",
                "write a positive number of bytes, optionally with K, M or G (powers of 1024), e.g. 1G, 512M or 1073741824");
    }

    private static List<Finding> timeout(Settings s) {
        int minutes = s.bootstrap().nodeTimeoutMinutes();
        if (minutes >= 1) {
            return List.of();
        }
        return List.of(new Finding("bootstrap.nodeTimeoutMinutes", "is " + minutes + "; every per-node wait needs at least 1 minute",
                "set it to 1 or more (default 30: RDMA addresses alone take about 10 minutes after boot)"));
    }
}
