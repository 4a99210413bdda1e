package ocigpucluster.nccl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The JSON that `nccl-report` prints, and tables the parser must not take for nccl-tests ones. */
class ReportJsonTest {

    @Test
    void jsonHasTheDocumentedKeysInTheirFixedOrder() throws Exception {
        String json = NcclReport.parse(TestLogs.text("/nccl-logs/06-a3mega-h100-2node.log"), 70.0)
                .toJson();
        JsonNode root = new ObjectMapper().readTree(json);
        List<String> keys = new ArrayList<>();
        root.fieldNames().forEachRemaining(keys::add);
        assertEquals(
                List.of(
                        "passed",
                        "failures",
                        "passLineGBps",
                        "largestSizeBytes",
                        "largestSizeBusbwGBps",
                        "peakBusbwGBps",
                        "avgBusbwGBps",
                        "outOfBounds",
                        "wrongTotal",
                        "ranks",
                        "hosts",
                        "ncclVersion",
                        "rows"),
                keys);
        assertTrue(root.get("passed").asBoolean());
        assertEquals(338.82, root.get("largestSizeBusbwGBps").asDouble(), 1e-9);
        assertEquals(8589934592L, root.get("largestSizeBytes").asLong());
        assertEquals(31, root.get("rows").size());
        assertTrue(json.contains("\n  \"passed\" : true"), "indented for people: " + json.substring(0, 40));
    }

    @Test
    void aHeaderWithThreeMeasurementGroupsIsNotAnNcclTestsTable() {
        String log = """
                #  size  count  type  time  algbw  busbw  time  algbw  busbw  time  algbw  busbw
                   1024    256  float  10.0   0.10   0.10  10.0   0.10   0.10  10.0   0.10   0.10
                """;
        assertEquals(List.of(), NcclLogParser.parse(log).rows());
        String two = log.replace("time  algbw  busbw  time  algbw  busbw  time", "time  algbw  busbw  time")
                .replace("0.10   0.10  10.0   0.10   0.10  10.0", "0.10   0.10  10.0");
        assertEquals(1, NcclLogParser.parse(two).rows().size(), two);
    }

    @Test
    void whenTheLargestSizeRepeatsTheFirstRowCounts() {
        String log = """
                #  size  count  type  time  algbw  busbw
                   1024    256  float  10.0   0.10   0.20
                   2048    512  float  10.0   0.30   0.40
                   2048    512  float  10.0   0.50   0.60
                """;
        NcclReport report = NcclReport.parse(log, null);
        assertEquals(2048L, report.largestSizeBytes());
        assertEquals(0.40, report.largestSizeBusbwGBps(), 1e-9);
        assertEquals(0.60, report.peakBusbwGBps(), 1e-9);
    }
}
