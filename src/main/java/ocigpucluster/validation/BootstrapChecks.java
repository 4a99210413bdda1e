package ocigpucluster.validation;

import static ocigpucluster.validation.Check.error;
import static ocigpucluster.validation.Check.warning;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import ocigpucluster.nccl.NcclSweep;
import ocigpucluster.settings.BootstrapKeys;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.ShapeCatalog;
import ocigpucluster.validation.Check.Finding;

/** The bootstrap chain: switched on, its parts in an order that can work, its numbers sane. */
public final class BootstrapChecks {
    private BootstrapChecks() {}

    public static final List<Check> ALL = List.of(
            warning(
                    "BOOTSTRAP_DISABLED",
                    "bootstrap.enabled is false: nothing proves the cluster healthy",
                    BootstrapChecks::disabled),
            error(
                    "TENSORFLOW_NEEDS_CONTAINER_RUNTIME",
                    "bootstrap.tensorflowSample runs in a container but bootstrap.containerRuntime is false",
                    BootstrapChecks::tensorflowNeedsContainers),
            error(
                    "NCCL_SIZE_INVALID",
                    "bootstrap.ncclMinBytes/ncclMaxBytes is not a size like 1G, or min > max",
                    BootstrapChecks::ncclSizes),
            warning(
                    "NCCL_SIZE_EXCEEDS_GPU_MEMORY",
                    "bootstrap.ncclMaxBytes needs more GPU memory than the shape has",
                    BootstrapChecks::sizeFitsGpu));
    // bootstrap.ncclPassLineGBps (NCCL_PASS_LINE_INVALID) and bootstrap.nodeTimeoutMinutes
    // (TIMEOUT_INVALID) are refused outside their ranges by the reader (ConfigKeys).

    private static List<Finding> disabled(Settings s) {
        if (s.bootstrap().enabled()) {
            return List.of();
        }
        return List.of(new Finding(
                BootstrapKeys.ENABLED,
                "is false: no readiness gate, container runtime or NCCL test runs, so nothing proves the cluster healthy",
                "set bootstrap.enabled to true, or suppress BOOTSTRAP_DISABLED if you set the nodes up yourself"));
    }

    private static List<Finding> tensorflowNeedsContainers(Settings s) {
        Settings.Bootstrap b = s.bootstrap();
        if (b.enabled() && b.tensorflowSample() && !b.containerRuntime()) {
            return List.of(new Finding(
                            BootstrapKeys.CONTAINER_RUNTIME,
                            "is false, but bootstrap.tensorflowSample runs in the TensorFlow container",
                            "set bootstrap.containerRuntime to true, or bootstrap.tensorflowSample to false")
                    .naming(BootstrapKeys.TENSORFLOW_SAMPLE));
        }
        return List.of();
    }

    /** The top of the sweep the stage will run: the configured size, else the shape's default; empty if unreadable. */
    private static OptionalLong effectiveMax(Settings s) {
        String max = s.bootstrap().ncclMaxBytes();
        if (max != null) {
            return NcclSweep.bytes(max);
        }
        return ShapeCatalog.get()
                .find(s.cluster().shape())
                .map(shape -> OptionalLong.of(NcclSweep.defaultMaxBytes(shape)))
                .orElse(OptionalLong.of(Long.MAX_VALUE));
    }

    private static List<Finding> ncclSizes(Settings s) {
        Settings.Bootstrap b = s.bootstrap();
        List<Finding> out = new ArrayList<>();
        OptionalLong min = NcclSweep.bytes(b.ncclMinBytes());
        OptionalLong max = effectiveMax(s);
        if (min.isEmpty()) {
            String suggested =
                    max.isEmpty() || max.getAsLong() >= NcclSweep.GIB ? "1G" : NcclSweep.humanBytes(max.getAsLong());
            out.add(badSize(BootstrapKeys.NCCL_MIN_BYTES, b.ncclMinBytes(), suggested));
        }
        if (max.isEmpty()) {
            // removing it falls back to the shape's default, if the minimum fits under that
            OptionalLong fallback = ShapeCatalog.get()
                    .find(s.cluster().shape())
                    .map(shape -> OptionalLong.of(NcclSweep.defaultMaxBytes(shape)))
                    .orElse(OptionalLong.empty());
            boolean removable = fallback.isPresent() && (min.isEmpty() || min.getAsLong() <= fallback.getAsLong());
            Finding f = badSize(BootstrapKeys.NCCL_MAX_BYTES, b.ncclMaxBytes(), null);
            out.add(
                    removable
                            ? new Finding(
                                    f.key(),
                                    f.message(),
                                    f.fix() + ", or remove it to use " + NcclSweep.humanBytes(fallback.getAsLong()),
                                    new Diagnostic.Suggestion(f.key(), null))
                            : f);
        }
        if (min.isPresent() && max.isPresent() && min.getAsLong() > max.getAsLong()) {
            String top = b.ncclMaxBytes() != null
                    ? "bootstrap.ncclMaxBytes '" + b.ncclMaxBytes() + "'"
                    : "the sweep's top " + NcclSweep.humanBytes(max.getAsLong()) + " (the default for "
                            + s.cluster().shape() + ")";
            Finding f = Finding.suggesting(
                    BootstrapKeys.NCCL_MIN_BYTES,
                    "'" + b.ncclMinBytes() + "' is larger than " + top,
                    "make ncclMinBytes at most " + NcclSweep.humanBytes(max.getAsLong()),
                    NcclSweep.humanBytes(max.getAsLong()));
            out.add(b.ncclMaxBytes() != null ? f.naming(BootstrapKeys.NCCL_MAX_BYTES) : f);
        }
        return out;
    }

    private static List<Finding> sizeFitsGpu(Settings s) {
        OptionalLong max = s.bootstrap().ncclMaxBytes() == null
                ? OptionalLong.empty()
                : NcclSweep.bytes(s.bootstrap().ncclMaxBytes());
        var shape = ShapeCatalog.get().find(s.cluster().shape());
        if (max.isEmpty() || shape.isEmpty() || NcclSweep.fits(max.getAsLong(), shape.get())) {
            return List.of();
        }
        long fallback = NcclSweep.defaultMaxBytes(shape.get());
        OptionalLong min = NcclSweep.bytes(s.bootstrap().ncclMinBytes());
        boolean removable = min.isEmpty() || min.getAsLong() <= fallback;
        String message =
                "'" + s.bootstrap().ncclMaxBytes() + "' needs three buffers of that size per GPU, more than the "
                        + shape.get().gpuMemoryGb() + " GB of a " + shape.get().name()
                        + " GPU (all_reduce_perf would run out of memory)";
        String fix = "remove it to use " + NcclSweep.humanBytes(fallback) + ", the largest size that fits"
                + (removable ? "" : ", and lower bootstrap.ncclMinBytes to at most that");
        Finding f = new Finding(
                BootstrapKeys.NCCL_MAX_BYTES,
                message,
                fix,
                removable ? new Diagnostic.Suggestion(BootstrapKeys.NCCL_MAX_BYTES, null) : null);
        return List.of(removable ? f : f.naming(BootstrapKeys.NCCL_MIN_BYTES));
    }

    private static Finding badSize(ConfigKey key, String value, String suggested) {
        return new Finding(
                key,
                "'" + value + "' is not a message size",
                "write a positive number of bytes, optionally with K, M or G (powers of 1024), e.g. "
                        + (suggested == null ? "1G, 512M or 1073741824" : suggested),
                suggested == null ? null : new Diagnostic.Suggestion(key, suggested));
    }
}
