package ocigpucluster.nccl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The A/B result itself, without the command around it. The logs are the published 2-node H100
 * sweep (tests/resources/nccl-logs/06-a3mega-h100-2node.log: 8 GiB out-of-place busbw 338.82 GB/s,
 * 8 B out-of-place time 135.8 us, "Avg bus bandwidth : 70.742"), its hosts renamed to each arm's
 * nodes; the across arm's two cells edited to 169.41 GB/s (half) and 200.0 us, so the comparison is
 * -50 % and (200 - 135.8) / 135.8 = +47.275 %. The first same run carries the line NCCL prints
 * after the rank list ("NCCL version 2.18.5+cuda12.2", as in seed-003's log), the second another
 * version.
 */
class AbResultTest {
    private static final String LOG = TestLogs.text("/nccl-logs/06-a3mega-h100-2node.log");
    private static final String LAST_RANK =
            "#  Rank 15 Group  0 Pid   6740 on ztan-mig-gq73 device  7 [0000:8c:00] NVIDIA H100 80GB HBM3\n";

    private static String on(String log, String first, String second) {
        return log.replace("ztan-mig-235z", first).replace("ztan-mig-gq73", second);
    }

    private static String withVersion(String log, String version) {
        assertTrue(log.contains(LAST_RANK));
        return log.replace(LAST_RANK, LAST_RANK + "NCCL version " + version + "\n");
    }

    private static List<String> sameLogs(int n) {
        List<String> logs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String log =
                    i == 0 ? withVersion(LOG, "2.18.5+cuda12.2") : i == 1 ? withVersion(LOG, "2.21.5+cuda12.4") : LOG;
            logs.add(on(log, "gpu-1", "gpu-2"));
        }
        return logs;
    }

    private static String acrossLog() {
        return on(LOG, "gpu-3", "gpu-4")
                .replace("180.71  338.82", "180.71  169.41")
                .replace("-1    135.8    0.00", "-1    200.0    0.00");
    }

    private static List<String> acrossLogs() {
        return new ArrayList<>(List.of(acrossLog(), acrossLog(), acrossLog(), acrossLog(), acrossLog()));
    }

    private static AbResult.Arm same(List<String> logs) {
        return new AbResult.Arm(List.of("gpu-1", "gpu-2"), "within one local block", logs);
    }

    private static AbResult.Arm across(List<String> logs) {
        return new AbResult.Arm(List.of("gpu-3", "gpu-4"), "across network blocks", logs);
    }

    private static Map<String, Object> context() {
        Map<String, Object> c = new LinkedHashMap<>();
        c.put("shape", "BM.GPU.H100.8");
        return c;
    }

    private static String refusal(AbResult.Arm same, AbResult.Arm across) {
        return assertThrows(IllegalArgumentException.class, () -> AbResult.of(same, across, context()))
                .getMessage();
    }

    @Test
    void fiveRunsPerArmBecomeTheRowsTheirStatisticsAndTheComparison() throws Exception {
        Map<String, Object> result = AbResult.of(same(sameLogs(5)), across(acrossLogs()), context());
        JsonNode r = new ObjectMapper().readTree(AbResult.toJson(result));
        assertEquals(
                List.of("schema", "context", "largeBytes", "smallBytes", "same", "across", "acrossVersusSame"),
                List.copyOf(result.keySet()));
        assertEquals("oci-gpu-cluster/nccl-ab-result/v1", r.get("schema").asText());
        assertEquals("BM.GPU.H100.8", r.at("/context/shape").asText());
        assertEquals(8589934592L, r.get("largeBytes").asLong());
        assertEquals(8, r.get("smallBytes").asLong());

        assertEquals("[\"gpu-1\",\"gpu-2\"]", r.at("/same/nodes").toString());
        assertEquals("within one local block", r.at("/same/crosses").asText());
        assertEquals("2.18.5", r.at("/same/ncclVersion").asText(), "the first run's version");
        assertTrue(r.at("/across/ncclVersion").isNull(), "no run of the across arm names one");
        assertEquals(5, r.at("/same/runs").size());
        for (JsonNode run : r.at("/same/runs")) {
            assertEquals(338.82, run.get("busbwGBps").asDouble(), 1e-9);
            assertEquals(135.8, run.get("smallTimeUs").asDouble(), 1e-9);
            assertEquals(70.742, run.get("avgBusbwGBps").asDouble(), 1e-9);
        }
        assertEquals(
                "{\"n\":5,\"mean\":338.82,\"stdev\":0.0,\"min\":338.82,\"max\":338.82}",
                r.at("/same/busbwGBps").toString());
        assertEquals(
                "{\"n\":5,\"mean\":135.8,\"stdev\":0.0,\"min\":135.8,\"max\":135.8}",
                r.at("/same/smallTimeUs").toString());
        assertEquals(169.41, r.at("/across/busbwGBps/mean").asDouble(), 1e-9);
        assertEquals(200.0, r.at("/across/smallTimeUs/mean").asDouble(), 1e-9);
        assertEquals(-50.0, r.at("/acrossVersusSame/busbwPercent").asDouble(), 1e-9);
        assertEquals(47.275, r.at("/acrossVersusSame/smallTimePercent").asDouble(), 1e-9);
    }

    @Test
    void theStatisticsAreTheSampleOnesRoundedToThreePlaces() {
        // 1, 2, 3, 4, 10: mean 4; squares 9 + 4 + 1 + 0 + 36 = 50; sample variance 50 / 4; stdev 3.5355...
        Map<String, Object> s = AbResult.stats(List.of(1.0, 2.0, 3.0, 4.0, 10.0));
        assertEquals(List.of("n", "mean", "stdev", "min", "max"), List.copyOf(s.keySet()));
        assertEquals(5, s.get("n"));
        assertEquals(4.0, (Double) s.get("mean"), 0);
        assertEquals(3.536, (Double) s.get("stdev"), 0);
        assertEquals(1.0, (Double) s.get("min"), 0);
        assertEquals(10.0, (Double) s.get("max"), 0);
        // 0.1234 and 0.1237: mean 0.12355, rounded to 0.124; one value has no sample deviation
        assertEquals(0.124, (Double) AbResult.stats(List.of(0.1234, 0.1237)).get("mean"), 0);
        // large, close values: the squares of the differences from the mean, not a difference of
        // large squares (sum v^2 - n mean^2 cancels to nothing, or below 0, in doubles):
        // deviations -0.1333, -0.0333, +0.1667; squares 0.04667 / 2; stdev 0.15275
        assertEquals(
                0.153,
                (Double)
                        AbResult.stats(List.of(1e9 + 0.1, 1e9 + 0.2, 1e9 + 0.4)).get("stdev"),
                0);
        Map<String, Object> one = AbResult.stats(List.of(2.5));
        assertNull(one.get("stdev"));
        assertEquals(2.5, (Double) one.get("mean"), 0);
    }

    @Test
    void fewerThanFiveRunsAreRefusedNamingTheArm() {
        assertEquals(
                "same: 4 run(s); the method needs at least 5 per arm",
                refusal(same(sameLogs(4)), across(acrossLogs())));
        List<String> four = acrossLogs();
        four.remove(0);
        assertEquals("across: 4 run(s); the method needs at least 5 per arm", refusal(same(sameLogs(5)), across(four)));
    }

    @Test
    void aRunOnOtherHostsIsRefusedNamingTheRun() {
        List<String> logs = acrossLogs();
        logs.set(2, acrossLog().replace("gpu-4", "gpu-9"));
        assertEquals(
                "across run 3: its ranks ran on gpu-3, gpu-9, not on the arm's nodes gpu-3, gpu-4",
                refusal(same(sameLogs(5)), across(logs)));
    }

    @Test
    void aSweepWithoutTheSmallOrTheLargeRowIsRefused() {
        List<String> logs = sameLogs(5);
        String tiny =
                "           8             2     float     sum      -1    135.8    0.00    0.00      0    123.5    0.00    0.00      0\n";
        assertTrue(LOG.contains(tiny));
        logs.set(1, logs.get(1).replace(tiny, ""));
        assertEquals(
                "same run 2: no 8 B row; the sweep must run from 8 B to 8 GiB (all_reduce_perf -b 8 -e 8G -f 2)",
                refusal(same(logs), across(acrossLogs())));
    }

    @Test
    void aRunThatFailsIsRefusedWithItsFailures() {
        List<String> logs = sameLogs(5);
        // a wrong result in the 8 GiB row's out-of-place #wrong column
        logs.set(3, logs.get(3).replace("180.71  338.82      0", "180.71  338.82      3"));
        String message = refusal(same(logs), across(acrossLogs()));
        assertTrue(message.startsWith("same run 4: "), message);
    }
}
