package ocigpucluster.nccl;

import java.util.Locale;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;

/**
 * The NCCL message-size sweep. all_reduce_perf with result checking holds three buffers of the
 * largest size on every GPU (send, receive, expected), so the default top of the sweep is 16 GiB
 * only where that fits; a 40 GB A100 gets 8 GiB. Pure: the checks and the bootstrap both size from here.
 */
public final class NcclSweep {
    public static final long GIB = 1L << 30;
    static final long PREFERRED_MAX = 16 * GIB;
    /** Share of GPU memory the buffers may take (the CUDA context and NCCL need the rest). */
    static final double USABLE = 0.9;
    /** Sizes as nccl-tests' -b/-e take them: bytes, or a number with K, M or G (powers of 1024). */
    private static final Pattern SIZE = Pattern.compile("([0-9]{1,15})([KMG]?)", Pattern.CASE_INSENSITIVE);

    private NcclSweep() {}

    /** Bytes of an nccl-tests size (1G, 512M, 1073741824), or empty if it is not one. */
    public static OptionalLong bytes(String size) {
        Matcher m = size == null ? null : SIZE.matcher(size.trim());
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
