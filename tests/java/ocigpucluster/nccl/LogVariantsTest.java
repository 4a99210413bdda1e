package ocigpucluster.nccl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Small hand-written logs, one per variant, in tests/resources/ocigpucluster/nccl/. */
class LogVariantsTest {
    private static final double EXACT = 1e-9;

    private static NcclReport report(String fixture, Double passLine) {
        return TestLogs.synthetic(fixture).report(passLine);
    }

    @Test
    void aStageLogSplitsOnItsRunMarkers() {
        String log = "prelude\n# oci-gpu-cluster run 1: all_reduce_perf -b 1G -e 8G\nrow a\n"
                + "# oci-gpu-cluster run 2: all_reduce_perf -b 10G -e 10G\nrow b\n";
        List<String> runs = NcclLogParser.runs(log);
        assertEquals(2, runs.size(), runs.toString());
        assertTrue(
                runs.get(0).startsWith("# oci-gpu-cluster run 1:")
                        && runs.get(0).contains("row a")
                        && !runs.get(0).contains("row b"),
                runs.get(0));
        assertTrue(
                runs.get(1).startsWith("# oci-gpu-cluster run 2:")
                        && runs.get(1).contains("row b"),
                runs.get(1));
        // a log without markers is one run; null is one empty run
        assertEquals(List.of("no markers\n"), NcclLogParser.runs("no markers\n"));
        assertEquals(List.of(""), NcclLogParser.runs(null));
    }

    @Test
    void tableWithoutRootColumnIsRead() {
        NcclReport report = report(
                "no-root.log",
                34.0); // judged on the average, 34.435 (the mean of its six busbw cells, as nccl-tests prints it)
        assertEquals(List.of(1048576L, 2097152L, 4194304L), sizes(report));
        assertEquals(
                new NcclResult(98.30, 42.67, 42.67, 0L, null),
                report.rows().get(2).outOfPlace());
        assertEquals(
                new NcclResult(97.71, 42.93, 42.93, 0L, null),
                report.rows().get(2).inPlace());
        assertEquals(34.435, report.avgBusbwGBps(), EXACT);
        assertEquals(2, report.ranks());
        assertEquals(List.of("gpu-1"), report.hosts());
        assertTrue(report.passed());
    }

    @Test
    void headerLinesWithoutHashAreRead() {
        NcclReport report = report("no-hash.log", null);
        assertEquals(List.of(1073741824L, 2147483648L), sizes(report));
        assertEquals(119.97, report.largestSizeBusbwGBps(), EXACT);
        assertEquals(120.04, report.peakBusbwGBps(), EXACT);
        assertEquals(119.62, report.avgBusbwGBps(), EXACT);
        assertEquals(0L, report.outOfBounds());
        assertEquals(List.of("node-a", "node-b"), report.hosts());
    }

    @Test
    void launcherPrefixesAndInterleavedInfoWarnMpiUcxLinesAreIgnored() {
        NcclReport report = report("launcher-prefixes-info.log", 140.0);
        assertEquals(List.of(4294967296L, 8589934592L), sizes(report));
        assertEquals(
                new NcclResult(89649, 95.82, 143.73, 0L, null),
                report.rows().get(1).outOfPlace());
        assertEquals(143.73, report.largestSizeBusbwGBps(), EXACT);
        assertEquals(143.92, report.peakBusbwGBps(), EXACT);
        assertEquals(143.533, report.avgBusbwGBps(), EXACT);
        assertEquals(0L, report.outOfBounds());
        assertEquals(4, report.ranks());
        assertEquals(List.of("gpu-node-1", "gpu-node-2"), report.hosts());
        assertEquals("2.30.3", report.ncclVersion(), "from nccl-library=23003");
        assertTrue(report.passed());
    }

    @Test
    void notAvailableWrongCellsAreNullAndDoNotFail() {
        NcclReport report = report("not-available.log", 180.0); // judged on the average, 183.138
        assertEquals(2, report.rows().size());
        report.rows().forEach(row -> {
            assertNull(row.outOfPlace().wrong());
            assertNull(row.inPlace().wrong());
            assertNull(row.outOfPlace().error());
        });
        assertNull(report.wrongTotal(), "no integer #wrong cell");
        assertEquals(213.19, report.largestSizeBusbwGBps(), EXACT);
        assertTrue(report.passed());
    }

    @Test
    void truncatedLastRowIsIgnored() {
        NcclReport report = report("truncated-last-row.log", null);
        assertEquals(List.of(1073741824L, 2147483648L), sizes(report));
        assertEquals(2147483648L, report.largestSizeBytes());
        assertEquals(350.12, report.largestSizeBusbwGBps(), EXACT);
        assertTrue(report.passed());
        // cut off before its "# Avg bus bandwidth": a pass line cannot be judged
        assertEquals(
                List.of(
                        "no '# Avg bus bandwidth' line: the figure the pass line is judged on is missing (the log ends early)"),
                report("truncated-last-row.log", 350.0).failures());
    }

    @Test
    void wrongResultsFailEvenAboveThePassLine() {
        NcclReport report = report("wrong-results.log", null);
        assertEquals(3L, report.rows().get(1).outOfPlace().wrong());
        assertEquals(12L, report.rows().get(1).inPlace().wrong());
        assertEquals(15L, report.wrongTotal());
        assertFalse(report.passed());
        assertEquals(List.of("15 wrong results (#wrong): the collective corrupted data"), report.failures());
    }

    @Test
    void outOfBoundsFailedFailsEvenAboveThePassLine() {
        NcclReport report = report("out-of-bounds-failed.log", 300.0);
        assertEquals(2L, report.outOfBounds());
        assertEquals(0L, report.wrongTotal());
        assertFalse(report.passed());
        assertEquals(List.of("2 out-of-bounds values: the collective corrupted data"), report.failures());
    }

    @ParameterizedTest
    @ValueSource(strings = {"empty.log", "binary.bin", "error-page.html"})
    void garbageGivesAnEmptyFailedReport(String fixture) {
        NcclReport report = NcclReport.parse(new String(TestLogs.bytes(fixture), StandardCharsets.UTF_8), 185.0);
        assertEquals(List.of(), report.rows());
        assertNull(report.peakBusbwGBps());
        assertNull(report.largestSizeBusbwGBps());
        assertNull(report.largestSizeBytes());
        assertNull(report.wrongTotal());
        assertNull(report.ranks());
        assertFalse(report.passed());
        assertEquals(List.of("no result rows: the log holds no nccl-tests table"), report.failures());
    }

    @Test
    void nullTextIsAnEmptyReport() {
        assertEquals(List.of(), NcclLogParser.parse(null).rows());
    }

    @Test
    void randomBytesNeverThrow() {
        Random random = new Random(42);
        String header = TestLogs.text("/nccl-logs/06-a3mega-h100-2node.log")
                .lines()
                .limit(23)
                .reduce("", (a, b) -> a + b + "\n");
        for (int i = 0; i < 300; i++) {
            byte[] noise = new byte[random.nextInt(2048)];
            random.nextBytes(noise);
            String text = new String(noise, StandardCharsets.ISO_8859_1);
            // half of the samples follow a real column header, so the row reader sees the noise too
            NcclLog log = NcclLogParser.parse(i % 2 == 0 ? text : header + text);
            assertEquals(List.of(), log.rows(), "noise sample " + i + " read as a row");
        }
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "/nccl-logs/09-dgx2-v100-allgather-old-error-oob-failed.log",
                "/nccl-logs/04-awsome-p4de-a100-2node-srun-prefix.log"
            })
    void aLogCutOffMidwayYieldsAPrefixOfItsRows(String resource) {
        String full = TestLogs.text(resource);
        List<NcclRow> all = NcclLogParser.parse(full).rows();
        for (int cut : cutPoints(full)) {
            List<NcclRow> rows = NcclLogParser.parse(full.substring(0, cut)).rows();
            assertTrue(rows.size() <= all.size(), "cut at " + cut);
            assertEquals(all.subList(0, rows.size()), rows, "cut at " + cut);
        }
    }

    @Test
    void windowsLineEndingsReadTheSame() {
        String log = TestLogs.text("/nccl-logs/05-eks-efa-t4-2node-mpi-prefix-ncclinfo.log");
        assertEquals(NcclReport.parse(log, 3.0), NcclReport.parse(log.replace("\n", "\r\n"), 3.0));
    }

    @Test
    void aSecondRunInTheSameLogAddsItsRowsAndTheLastAverageWins() {
        String one = TestLogs.text("no-hash.log");
        NcclReport twice = NcclReport.parse(one + one, null);
        assertEquals(4, twice.rows().size());
        assertEquals(0L, twice.outOfBounds());
        assertEquals(119.62, twice.avgBusbwGBps(), EXACT);
        assertEquals(2, twice.ranks(), "ranks are counted once per rank number");
    }

    /** Every few characters, and every character around each line end, where cuts matter most. */
    private static java.util.SortedSet<Integer> cutPoints(String text) {
        java.util.SortedSet<Integer> cuts = new java.util.TreeSet<>();
        for (int i = 0; i <= text.length(); i += 23) {
            cuts.add(i);
        }
        for (int nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', nl + 1)) {
            for (int i = Math.max(0, nl - 3); i <= Math.min(text.length(), nl + 2); i++) {
                cuts.add(i);
            }
        }
        cuts.add(text.length());
        return cuts;
    }

    private static List<Long> sizes(NcclReport report) {
        return report.rows().stream().map(NcclRow::sizeBytes).toList();
    }
}
