package ocigpucluster.nccl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import ocigpucluster.shapes.ShapeCatalog;
import org.junit.jupiter.api.Test;

/**
 * The nccl-tests output quoted in three published pages, copied byte for byte (docs/development.md "Sources"):
 * Oracle's on-demand GPU cluster tutorial §3-4 (seed-001-*), the IIJ Engineers Blog's
 * 「マルチノードGPU通信をやってみた」 (seed-003-*) and the Zenn article 「AWS ParallelCluster ハンズオン」
 * (seed-004-*).
 */
class SeedLogsTest {
    private static final double EXACT = 1e-9;

    private static String seed(String name) {
        return TestLogs.text("/nccl-logs/" + name);
    }

    @Test
    void seed001TwoBmGpu48NodesReach225GBpsAt10GiB() {
        // Quoted inside a markdown list, so every line is indented by three blanks.
        NcclReport report = NcclReport.parse(seed("seed-001-bm-gpu4-8-2node-allreduce-10g.log"), null);
        assertEquals(1, report.rows().size());
        NcclRow row = report.rows().get(0);
        assertEquals(10737418240L, row.sizeBytes());
        assertEquals(new NcclResult(89649, 119.77, 224.57, 0L, null), row.outOfPlace());
        assertEquals(new NcclResult(89528, 119.93, 224.87, 0L, null), row.inPlace());
        assertEquals(224.57, report.largestSizeBusbwGBps(), EXACT);
        assertEquals(224.87, report.peakBusbwGBps(), EXACT);
        assertEquals(0L, report.wrongTotal());
        assertNull(report.avgBusbwGBps(), "grep -A2 cut the footer");
        assertNull(report.outOfBounds());
        assertNull(report.ranks());
        assertTrue(report.passed(), "no pass line: correctness only");
    }

    @Test
    void seed001CannotBeJudgedOnAPassLineWithoutItsPrintedAverage() {
        // the quote kept one row and no "# Avg bus bandwidth" line: a pass line (Oracle's threshold,
        // compared with that average) cannot be judged, however high the row (as Oracle's check says
        // "Avg bus bandwidth could not be found"); without a pass line it is correct output
        String log = seed("seed-001-bm-gpu4-8-2node-allreduce-10g.log");
        NcclReport judged =
                NcclReport.parse(log, ShapeCatalog.get().require("BM.GPU4.8").passLineGBps());
        assertFalse(judged.passed());
        assertEquals(
                List.of(
                        "no '# Avg bus bandwidth' line: the figure the pass line is judged on is missing (the log ends early)"),
                judged.failures());
        assertTrue(NcclReport.parse(log, null).passed());
    }

    @Test
    void seed003TwoA100PcieNodesOverRoceReachOnly2point8GBps() {
        NcclReport report = NcclReport.parse(seed("seed-003-a100-pcie-2node-roce-allreduce-10g.log"), 185.0);
        assertEquals(1, report.rows().size());
        NcclRow row = report.rows().get(0);
        assertEquals(10737418240L, row.sizeBytes());
        assertEquals(new NcclResult(3825027, 2.81, 2.81, 0L, null), row.outOfPlace());
        assertEquals(new NcclResult(3825795, 2.81, 2.81, 0L, null), row.inPlace());
        assertEquals(2.80687, report.avgBusbwGBps(), EXACT);
        assertEquals(0L, report.outOfBounds());
        assertEquals(0L, report.wrongTotal());
        assertEquals(2, report.ranks());
        assertEquals(List.of("gpu-pod0", "gpu-pod1"), report.hosts());
        assertEquals("2.18.5", report.ncclVersion());
        assertFalse(report.passed(), "2.81 GB/s is far below 185");
    }

    @Test
    void seed004P5OutOfPlaceOnlyTableWithElidedRows() {
        NcclReport report = NcclReport.parse(seed("seed-004-p5-2node-allreduce-elided.log"), 440.0);
        assertEquals(
                List.of(
                        8L,
                        16L,
                        67108864L,
                        134217728L,
                        268435456L,
                        536870912L,
                        1073741824L,
                        2147483648L,
                        4294967296L,
                        8589934592L,
                        17179869184L),
                report.rows().stream().map(NcclRow::sizeBytes).toList(),
                "the '...' line is not a row");
        report.rows().forEach(row -> assertNull(row.inPlace(), "no in-place columns"));
        assertEquals(
                new NcclResult(66132.0, 259.78, 487.09, 0L, null),
                report.rows().get(10).outOfPlace());
        assertEquals(17179869184L, report.largestSizeBytes());
        assertEquals(487.09, report.largestSizeBusbwGBps(), EXACT);
        assertEquals(487.09, report.peakBusbwGBps(), EXACT);
        assertEquals(0L, report.wrongTotal());
        assertNull(report.avgBusbwGBps(), "the quote elided the footer");
        assertFalse(report.passed(), "487.09 at the largest size, but no printed average to judge");
        assertTrue(NcclReport.parse(seed("seed-004-p5-2node-allreduce-elided.log"), null)
                .passed());
    }
}
