package ocigpucluster.ncclgate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The NCCL gate's stdout (the raw nccl-tests log, then the stage's JSON line) as its stack output. */
class NcclGateResultTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path SEED_LOG =
            Path.of("tests/resources/nccl-logs/seed-001-bm-gpu4-8-2node-allreduce-10g.log");

    @Test
    void ncclFromARealLogFollowedByTheStageLine() throws Exception {
        // a published 2-node H100 log (its printed average 70.742 GB/s is what a pass line judges)
        String log =
                Files.readString(Path.of("tests/resources/nccl-logs/06-a3mega-h100-2node.log"), StandardCharsets.UTF_8);
        String stdout = log + (log.endsWith("\n") ? "" : "\n") + stageLine(true, 70.0, 70.742);

        Map<String, Object> pass = NcclGate.result(stdout, 70.0);
        assertEquals(70.742, ((Number) pass.get("avgBusbwGBps")).doubleValue(), 1e-9);
        assertEquals(338.82, ((Number) pass.get("largestSizeBusbwGBps")).doubleValue(), 1e-9);
        assertEquals(338.82, ((Number) pass.get("peakBusbwGBps")).doubleValue(), 1e-9);
        assertEquals(8589934592L, ((Number) pass.get("largestSizeBytes")).longValue());
        assertEquals(70.0, ((Number) pass.get("passLineGBps")).doubleValue(), 1e-9);
        assertEquals(
                true, pass.get("passed"), "an average of 70.742 GB/s passes a 70 GB/s line: " + pass.get("failures"));
        assertEquals(List.of(), pass.get("failures"));
        // what the stage says about its run rides along
        assertEquals(16, pass.get("stageRanks"));
        assertEquals("2.25.1", pass.get("stageNcclVersion"));
        assertEquals(true, pass.get("stageFailBelowPassLine"));

        // a stage that judged the same log against 185 GB/s failed it, though its largest size
        // reaches 338.82 GB/s: the average is the figure
        String stdout185 = log + (log.endsWith("\n") ? "" : "\n") + stageLine(false, 185.0, 70.742);
        Map<String, Object> fail = NcclGate.result(stdout185, 185.0);
        assertEquals(false, fail.get("passed"), "an average of 70.742 GB/s does not pass a 185 GB/s line");
        assertTrue(
                fail.get("failures").toString().contains("pass line 185"),
                "the failure names the pass line: " + fail.get("failures"));
        assertEquals(338.82, ((Number) fail.get("largestSizeBusbwGBps")).doubleValue(), 1e-9);

        String tail = (String) pass.get("logTail");
        assertFalse(
                tail.lines().anyMatch(l -> l.trim().startsWith("{")), "the JSON line is not part of the log: " + tail);
        // a long log keeps its last 25 lines (the footer with the average among them)
        assertEquals(25, tail.lines().count(), tail);
        assertTrue(tail.contains("# Avg bus bandwidth    : 70.742"), tail);
    }

    /**
     * The stage judges run 1 (the sweep, here up to 8 GiB, below the line); the extra 10 GiB run
     * after it is above the line. The stack output must carry the stage's verdict on the same
     * data, not the largest row anywhere in the log.
     */
    @Test
    void ncclPassedIsTheStagesVerdictOnTheSweepNotTheLargestRowAnywhere() throws Exception {
        String stdout = "# oci-gpu-cluster run 1: all_reduce_perf -b 1G -e 8G -f 2 -t 1 -g 1 (16 ranks on 2 node(s))\n"
                + table(new long[] {1L << 30, 1L << 31, 1L << 32, 1L << 33}, new double[] {120.5, 150.25, 170.0, 180.75
                })
                + "# oci-gpu-cluster run 2: all_reduce_perf -b 10G -e 10G -f 2 -t 1 -g 1 (16 ranks on 2 node(s))\n"
                + table(new long[] {10737418240L}, new double[] {224.57})
                + stageLine(false, 185.0, 180.75) + "\n";
        Map<String, Object> out = NcclGate.result(stdout, 185.0);
        assertEquals(false, out.get("passed"), "the stage failed the sweep's average, 155.375 GB/s: " + out);
        assertEquals(
                155.375, ((Number) out.get("avgBusbwGBps")).doubleValue(), 1e-9, "judged on run 1's printed average");
        assertEquals(8589934592L, ((Number) out.get("largestSizeBytes")).longValue(), "run 1's largest size");
        assertEquals(180.75, ((Number) out.get("largestSizeBusbwGBps")).doubleValue(), 1e-9);
        assertEquals(out.get("stagePassed"), out.get("passed"), "one verdict");
        assertTrue(
                out.get("failures").toString().contains("155.375"),
                out.get("failures").toString());
        // the parser alone, on the same log, judges the same run
        assertEquals(false, ocigpucluster.nccl.NcclReport.parse(stdout, 185.0).passed());
    }

    /** nccl-tests' table of out-of-place/in-place rows with the given busbw (both placements). */
    private static String table(long[] sizes, double[] busbw) {
        StringBuilder sb =
                new StringBuilder("#       size         count      type   redop    root     time   algbw   busbw #wrong"
                        + "     time   algbw   busbw #wrong\n#        (B)    (elements)                               (us)  (GB/s)"
                        + "  (GB/s)            (us)  (GB/s)  (GB/s)       \n");
        double sum = 0;
        for (int i = 0; i < sizes.length; i++) {
            sum += busbw[i];
            double alg = busbw[i] / 1.875;
            double us = sizes[i] / (alg * 1e3);
            sb.append(String.format(
                    java.util.Locale.ROOT,
                    "%12d  %12d     float     sum      -1  %7.0f  %6.2f  %6.2f      0  %7.0f  %6.2f  %6.2f      0%n",
                    sizes[i],
                    sizes[i] / 4,
                    us,
                    alg,
                    busbw[i],
                    us,
                    alg,
                    busbw[i]));
        }
        // nccl-tests' average: the mean busbw over every row and both placements (src/common.cu)
        return sb.append("# Out of bounds values : 0 OK\n# Avg bus bandwidth    : ")
                .append(String.format(java.util.Locale.ROOT, "%g", sum / sizes.length))
                .append(" \n#\n")
                .toString();
    }

    @Test
    void logTailKeepsTheLastLinesOfALongLog() throws Exception {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= 40; i++) {
            sb.append("# progress line ").append(i).append('\n');
        }
        sb.append(Files.readString(SEED_LOG, StandardCharsets.UTF_8));
        String stdout = sb.toString().stripTrailing() + "\n" + stageLine(false) + "\n";
        String tail = (String) NcclGate.result(stdout, 185.0).get("logTail");
        List<String> lines = tail.lines().toList();
        assertEquals(25, lines.size(), tail);
        assertTrue(lines.get(lines.size() - 1).contains("10737418240"), "ends with the log's last row: " + tail);
        assertFalse(tail.contains("\"stage\""), tail);
    }

    @Test
    void aSkippedSlurmNcclRunSaysWhyInTheStackOutput() {
        String stdout = "{\"stage\":\"nccl\",\"ok\":true,\"passed\":false,\"nodes\":[],\"launcher\":\"slurm\","
                + "\"skipped\":\"jobs run on gpu-1 gpu-2 and no idle node is left to validate\"}\n";
        Map<String, Object> out = NcclGate.result(stdout, 185.0);
        assertEquals(
                "jobs run on gpu-1 gpu-2 and no idle node is left to validate", out.get("skipped"), out.toString());
        assertFalse(NcclGate.result("{\"stage\":\"nccl\",\"ok\":true,\"passed\":true}\n", 185.0)
                .containsKey("skipped"));
    }

    @Test
    void theRingsHostOrderReachesTheStackOutput() {
        String stdout = "{\"stage\":\"nccl\",\"ok\":true,\"passed\":true,\"nodes\":[],"
                + "\"ring\":[\"gpu-3\",\"gpu-1\"],\"ringOrder\":\"topology\"}\n";
        Map<String, Object> out = NcclGate.result(stdout, 185.0);
        assertEquals(List.of("gpu-3", "gpu-1"), out.get("ring"), out.toString());
        assertEquals("topology", out.get("ringOrder"), out.toString());
    }

    @Test
    void aLogWithoutRowsNeverPasses() {
        for (String garbage : new String[] {null, "", "not a log", "{broken json\n", "\u0000\u0001binary{"}) {
            assertEquals(false, NcclGate.result(garbage, 185.0).get("passed"), "no rows never passes: " + garbage);
        }
    }

    /** The NCCL stage's last line, with the keys nccl-test.sh prints. */
    private static String stageLine(boolean ok) throws Exception {
        return stageLine(ok, 185.0, 224.57);
    }

    private static String stageLine(boolean ok, double passLine, double busbw) throws Exception {
        ObjectNode n = JSON.createObjectNode();
        n.put("stage", "nccl");
        n.put("ok", ok);
        n.putArray("nodes")
                .addObject()
                .put("name", "inst-aaaaa-gpu")
                .put("ip", "10.0.4.10")
                .put("ok", true)
                .putArray("failed");
        n.put("passed", ok);
        n.put("passLineGBps", passLine);
        n.put("belowPassLine", false);
        n.put("failBelowPassLine", true);
        n.put("nodeCount", 2);
        n.put("ranks", 16);
        n.put("gpusPerNode", 8);
        n.put("image", "nvcr.io/nvidia/tensorflow:25.02-tf2-py3");
        n.put("ncclTestsRef", "v2.17.6");
        n.put("busbwGBps", busbw);
        n.put("ncclVersion", "2.25.1");
        n.putObject("env").put("NCCL_IB_HCA", "mlx5_0");
        return JSON.writeValueAsString(n);
    }
}
