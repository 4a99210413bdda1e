package ocigpucluster.nccl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The eight published logs in tests/resources/nccl-logs/ against what a person reads off them
 * (expected.json, written by hand from the logs, not by this parser).
 */
class PublishedLogsTest {
    private static final double EXACT = 1e-9;
    private static final JsonNode EXPECTED = readExpected();

    private static JsonNode readExpected() {
        try {
            return new ObjectMapper().readTree(TestLogs.bytes("/nccl-logs/expected.json"));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read nccl-logs/expected.json", e);
        }
    }

    static Stream<String> logNames() {
        List<String> names = new ArrayList<>();
        EXPECTED.fieldNames().forEachRemaining(names::add);
        return names.stream();
    }

    private static NcclReport report(String name) {
        return NcclReport.parse(TestLogs.text("/nccl-logs/" + name), null);
    }

    @Test
    void expectedJsonCoversAllEightLogs() {
        assertEquals(8, logNames().count());
    }

    @ParameterizedTest
    @MethodSource("logNames")
    void everyRowIsReadWithItsSizeAndBusbw(String name) {
        JsonNode expected = EXPECTED.get(name);
        NcclReport report = report(name);
        assertEquals(expected.get("rows").asInt(), report.rows().size(), "rows of " + name);
        JsonNode details = expected.get("rowDetails");
        assertEquals(details.size(), report.rows().size(), "rowDetails of " + name);
        for (int i = 0; i < details.size(); i++) {
            JsonNode want = details.get(i);
            NcclRow row = report.rows().get(i);
            String where = name + " row " + i;
            assertEquals(want.get("sizeBytes").asLong(), row.sizeBytes(), where);
            assertEquals(
                    want.get("busbwOutOfPlaceGBps").asDouble(), row.outOfPlace().busbwGBps(), EXACT, where);
            assertNotNull(row.inPlace(), where + " has in-place columns");
            assertEquals(want.get("busbwInPlaceGBps").asDouble(), row.inPlace().busbwGBps(), EXACT, where);
        }
    }

    @ParameterizedTest
    @MethodSource("logNames")
    void summaryMatchesWhatAPersonReadsOff(String name) {
        JsonNode expected = EXPECTED.get(name);
        NcclReport report = report(name);
        assertEquals(expected.get("peakBusbwGBps").asDouble(), report.peakBusbwGBps(), EXACT, "peak of " + name);
        assertEquals(
                expected.get("largestSizeBusbwGBps").asDouble(),
                report.largestSizeBusbwGBps(),
                EXACT,
                "largest-size busbw of " + name);
        assertEquals(nullableDouble(expected.get("avgBusbwGBps")), report.avgBusbwGBps(), "avg of " + name);
        assertEquals(nullableLong(expected.get("outOfBounds")), report.outOfBounds(), "out of bounds of " + name);
        assertEquals(nullableLong(expected.get("wrongTotal")), report.wrongTotal(), "wrongTotal of " + name);
    }

    @Test
    void rankLinesGiveRanksAndHosts() {
        NcclReport efa = report("05-eks-efa-t4-2node-mpi-prefix-ncclinfo.log");
        assertEquals(2, efa.ranks());
        assertEquals(List.of("test-nccl-efa-worker-0", "test-nccl-efa-worker-1"), efa.hosts());

        NcclReport h100 = report("06-a3mega-h100-2node.log");
        assertEquals(16, h100.ranks());
        assertEquals(List.of("ztan-mig-235z", "ztan-mig-gq73"), h100.hosts());

        NcclReport dgx2 = report("09-dgx2-v100-allgather-old-error-oob-failed.log");
        assertEquals(12, dgx2.ranks(), "old device lines without Group");
        assertEquals(List.of("seville"), dgx2.hosts());

        NcclReport srun = report("04-awsome-p4de-a100-2node-srun-prefix.log");
        assertNull(srun.ranks(), "the log starts at the column header");
        assertEquals(List.of(), srun.hosts());
    }

    @Test
    void ncclVersionIsReadWhenPrinted() {
        assertEquals(
                "2.12.7", report("05-eks-efa-t4-2node-mpi-prefix-ncclinfo.log").ncclVersion());
        assertEquals(
                "2.11.4",
                report("11-awsbatch-a10g-2node-old-error-ncclinfo.log").ncclVersion());
        assertNull(report("06-a3mega-h100-2node.log").ncclVersion());
    }

    @Test
    void oldFloatErrorColumnKeepsTheErrorAndLeavesWrongNull() {
        NcclReport report = report("09-dgx2-v100-allgather-old-error-oob-failed.log");
        NcclRow last = report.rows().get(report.rows().size() - 1);
        assertNull(last.outOfPlace().wrong());
        assertEquals(1.0, last.outOfPlace().error(), EXACT);
        assertEquals(0.0, report.rows().get(0).inPlace().error(), EXACT);
        assertEquals(106773, last.outOfPlace().timeUs(), EXACT);
        assertEquals(70089, last.inPlace().timeUs(), EXACT);
        assertEquals(
                201.11,
                report("07-dstack-a3mega-h100-2node-allgather-na-nohash.log")
                        .rows()
                        .get(10)
                        .outOfPlace()
                        .algbwGBps(),
                EXACT);
    }

    @Test
    void outOfBoundsFailsTheRunWithoutAPassLine() {
        NcclReport report = report("09-dgx2-v100-allgather-old-error-oob-failed.log");
        assertFalse(report.passed());
        assertEquals(List.of("4 out-of-bounds values: the collective corrupted data"), report.failures());
    }

    @Test
    void cleanRunPassesAPassLineItsPrintedAverageReachesAndFailsOneItDoesNot() {
        // the pass line is judged on "# Avg bus bandwidth" (70.742 here), the statistic of Oracle's
        // health-check thresholds, not on the largest size's 338.82
        String log = TestLogs.text("/nccl-logs/06-a3mega-h100-2node.log");
        assertTrue(NcclReport.parse(log, 70.742).passed(), "70.742 reaches 70.742");
        NcclReport failed = NcclReport.parse(log, 70.743);
        assertFalse(failed.passed());
        assertEquals(
                List.of("average busbw 70.742 GB/s (# Avg bus bandwidth) is below the pass line 70.743 GB/s"),
                failed.failures());
        assertFalse(NcclReport.parse(log, 338.82).passed(), "the largest size's busbw is not the verdict's figure");
    }

    @Test
    void peakIsNotWhatIsComparedWithThePassLine() {
        // Peak 3.15 at 256 MiB; the largest size (1 GiB) reaches only 3.11, the average less.
        NcclReport report =
                NcclReport.parse(TestLogs.text("/nccl-logs/05-eks-efa-t4-2node-mpi-prefix-ncclinfo.log"), 3.15);
        assertFalse(report.passed());
        assertEquals(1073741824L, report.largestSizeBytes());
    }

    private static Double nullableDouble(JsonNode node) {
        return node == null || node.isNull() ? null : node.asDouble();
    }

    private static Long nullableLong(JsonNode node) {
        return node == null || node.isNull() ? null : node.asLong();
    }
}
