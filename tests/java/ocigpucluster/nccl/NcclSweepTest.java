package ocigpucluster.nccl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalLong;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;
import ocigpucluster.shapes.ShapeCatalog;
import org.junit.jupiter.api.Test;

/**
 * Sizes as nccl-tests' -b/-e read them (K, M, G are powers of 1024), and the sweep's top:
 * all_reduce_perf with result checking holds three buffers of the largest size per GPU, which
 * may take 90 % of its memory. Expected values worked out by hand.
 */
class NcclSweepTest {
    private static final long GIB = 1L << 30;

    @Test
    void sizesInBytesOrWithKMG() {
        assertEquals(OptionalLong.of(1024), NcclSweep.bytes("1024"));
        assertEquals(OptionalLong.of(64L << 10), NcclSweep.bytes("64k"));
        assertEquals(OptionalLong.of(512L << 20), NcclSweep.bytes(" 512M "));
        assertEquals(OptionalLong.of(GIB), NcclSweep.bytes("1G"));
        assertEquals(OptionalLong.empty(), NcclSweep.bytes("0"));
        assertEquals(OptionalLong.empty(), NcclSweep.bytes("1.5G"));
        assertEquals(OptionalLong.empty(), NcclSweep.bytes(null));
        // Long.MAX_VALUE is 2^63 - 1: 8589934591 GiB (2^33 - 1) fits, 2^33 GiB does not
        assertEquals(OptionalLong.of(8589934591L << 30), NcclSweep.bytes("8589934591G"));
        assertEquals(OptionalLong.empty(), NcclSweep.bytes("8589934592G"));
    }

    @Test
    void threeBuffersMayTakeNinetyPercentOfTheGpu() {
        var a100x40 = ShapeCatalog.get().require("BM.GPU4.8"); // 40 GB per GPU: 36 GB usable, 12 GB per buffer
        assertEquals(40, a100x40.gpuMemoryGb());
        assertTrue(NcclSweep.fits(12_000_000_000L, a100x40));
        assertFalse(NcclSweep.fits(12_000_000_001L, a100x40));
    }

    @Test
    void theTopIsSixteenGibWhereItFitsElseHalved() {
        // 3 x 16 GiB = 51.5 GB > 36 GB; 3 x 8 GiB = 25.8 GB fits
        assertEquals(8 * GIB, NcclSweep.defaultMaxBytes(ShapeCatalog.get().require("BM.GPU4.8")));
        // 80 GB: 72 GB usable, 3 x 16 GiB fits
        assertEquals(16 * GIB, NcclSweep.defaultMaxBytes(ShapeCatalog.get().require("BM.GPU.A100-v2.8")));
    }

    @Test
    void wholeGibibytesPrintWithGOthersInBytes() {
        assertEquals("8G", NcclSweep.humanBytes(8 * GIB));
        assertEquals("1610612736", NcclSweep.humanBytes(GIB + GIB / 2));
        assertEquals("1023", NcclSweep.humanBytes(1023));
    }

    private static Shape withGpuMemory(int gb) {
        Shape a = ShapeCatalog.get().require("BM.GPU4.8");
        return new Shape(
                a.name(),
                a.kind(),
                a.architecture(),
                a.placements(),
                a.gpuMemoryFabricHosts(),
                a.gpus(),
                a.gpuModel(),
                gb,
                a.rdmaNics(),
                a.rdmaDevices(),
                a.rdmaNicGbps(),
                a.ibWriteBwGbpsPerNic(),
                a.rdmaAddressFamily(),
                a.frontEndNic(),
                a.nvmeDevices(),
                a.nvlinksPerGpu(),
                a.passLineGBps(),
                a.nccl(),
                a.fabricManager(),
                a.gpuPcieLinkWidth(),
                a.slurm(),
                a.sources());
    }

    @Test
    void theDefaultTopIsHalvedUntilItFitsButNeverBelowOneGib() {
        // 3 buffers of 1 GiB need 3.22 GB; 90 % of a GPU's memory holds them from 4 GB (3.6 GB usable)
        assertEquals(GIB, NcclSweep.defaultMaxBytes(withGpuMemory(4)));
        // a GPU too small even for 1 GiB buffers keeps the least top, 1G, rather than a smaller one
        assertEquals(GIB, NcclSweep.defaultMaxBytes(withGpuMemory(1)));
        // 8 GB: 7.2 GB usable holds 3 × 2 GiB (6.44 GB), not 3 × 4 GiB
        assertEquals(2 * GIB, NcclSweep.defaultMaxBytes(withGpuMemory(8)));
    }

    @Test
    void theTopNcclTestsReadsIsTheConfiguredOneOrTheShapesDefault() {
        Shape a100 = ShapeCatalog.get().require("BM.GPU4.8");
        assertEquals("4G", NcclSweep.maxBytes(bootstrap("4G"), a100), "as configured");
        assertEquals("8G", NcclSweep.maxBytes(bootstrap(null), a100), "BM.GPU4.8's default, 8 GiB");
    }

    private static Settings.Bootstrap bootstrap(String maxBytes) {
        return new Settings.Bootstrap(true, true, true, null, false, "8", maxBytes, false, 20);
    }
}
