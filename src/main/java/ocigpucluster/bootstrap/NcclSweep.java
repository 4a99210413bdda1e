package ocigpucluster.bootstrap;

import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;

/**
 * The NCCL message-size sweep. all_reduce_perf with result checking holds three buffers of the
 * largest size on every GPU (send, receive, expected), so the default top of the sweep is 16 GiB
 * only where that fits; a 40 GB A100 gets 8 GiB.
 */
public final class NcclSweep {
    static final long GIB = 1L << 30;
    static final long PREFERRED_MAX = 16 * GIB;
    /** Share of GPU memory the buffers may take (the CUDA context and NCCL need the rest). */
    static final double USABLE = 0.9;

    private NcclSweep() {
    }

    public static boolean fits(long bytes, Shape shape) {
        return 3.0 * bytes <= USABLE * shape.gpuMemoryGb() * 1e9;
    }

    public static long defaultMaxBytes(Shape shape) {
        long size = PREFERRED_MAX;
        while (size > GIB && !fits(size, shape)) {
            size /= 2;
        }
        return size;
    }

    /** The sweep's top as nccl-tests reads it: the configured value, or the shape's default. */
    public static String maxBytes(Settings.Bootstrap b, Shape shape) {
        return b.ncclMaxBytes() != null ? b.ncclMaxBytes() : humanBytes(defaultMaxBytes(shape));
    }

    public static String humanBytes(long bytes) {
        return bytes % GIB == 0 ? (bytes / GIB) + "G" : Long.toString(bytes);
    }
}
