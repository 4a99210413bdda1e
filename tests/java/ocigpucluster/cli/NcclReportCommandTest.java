package ocigpucluster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

class NcclReportCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private record Run(int exitCode, String out, String err) {
        JsonNode json() throws Exception {
            return JSON.readTree(out);
        }
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = new CommandLine(new NcclReportCommand());
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int code = cli.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    private static String fixture(String resource) {
        try {
            return Path.of(NcclReportCommandTest.class.getResource(resource).toURI())
                    .toString();
        } catch (URISyntaxException | NullPointerException e) {
            throw new IllegalStateException("test fixture " + resource + " missing from tests/resources", e);
        }
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "seed-001-bm-gpu4-8-2node-allreduce-10g.log",
                "seed-003-a100-pcie-2node-roce-allreduce-10g.log",
                "seed-004-p5-2node-allreduce-elided.log"
            })
    void seedLogsPrintAReport(String log) throws Exception {
        Run run = run(fixture("/nccl-logs/" + log));
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("", run.err());
        JsonNode json = run.json();
        assertTrue(json.get("rows").size() > 0);
        assertTrue(json.get("passed").asBoolean(), "no pass line: correctness only");
        assertTrue(json.get("passLineGBps").isNull());
    }

    @Test
    void jsonHasTheDocumentedFieldsInAStableOrder() throws Exception {
        Run run = run(fixture("/nccl-logs/seed-003-a100-pcie-2node-roce-allreduce-10g.log"), "--pass-line", "185");
        assertEquals(0, run.exitCode(), run.err());
        JsonNode json = run.json();
        List<String> keys = new ArrayList<>();
        json.fieldNames().forEachRemaining(keys::add);
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
        JsonNode row = json.get("rows").get(0);
        assertEquals(10737418240L, row.get("sizeBytes").asLong());
        List<String> cellKeys = new ArrayList<>();
        row.get("outOfPlace").fieldNames().forEachRemaining(cellKeys::add);
        assertEquals(List.of("timeUs", "algbwGBps", "busbwGBps", "wrong", "error"), cellKeys);
        assertEquals(2.81, row.get("inPlace").get("busbwGBps").asDouble());
        assertEquals(0, row.get("inPlace").get("wrong").asInt());
        assertTrue(row.get("inPlace").get("error").isNull());
        assertFalse(json.get("passed").asBoolean(), "2.81 GB/s is below 185");
        assertEquals(2.80687, json.get("avgBusbwGBps").asDouble());
        assertEquals(2, json.get("ranks").asInt());
        assertEquals("gpu-pod1", json.get("hosts").get(1).asText());
        assertEquals("2.18.5", json.get("ncclVersion").asText());
        assertEquals(
                run.out(),
                run(fixture("/nccl-logs/seed-003-a100-pcie-2node-roce-allreduce-10g.log"), "--pass-line", "185")
                        .out(),
                "same input, same bytes");
    }

    @Test
    void failedRunStillExitsZeroAndSaysWhyInTheJson() throws Exception {
        Run run = run(fixture("/nccl-logs/seed-003-a100-pcie-2node-roce-allreduce-10g.log"), "--pass-line", "440");
        assertEquals(0, run.exitCode(), run.err());
        JsonNode json = run.json();
        assertFalse(json.get("passed").asBoolean());
        assertEquals(440.0, json.get("passLineGBps").asDouble());
        assertEquals(
                "average busbw 2.80687 GB/s (# Avg bus bandwidth) is below the pass line 440 GB/s",
                json.get("failures").get(0).asText());
        // both counts the stage checks: 2 ranks on 2 hosts
        assertEquals(2, json.get("ranks").asInt());
        assertEquals(2, json.get("hosts").size());
    }

    @Test
    void tableSaysTheSameForAPerson() {
        Run run = run(
                fixture("/nccl-logs/seed-003-a100-pcie-2node-roce-allreduce-10g.log"), "--pass-line", "440", "--table");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(
                String.join(
                        "\n",
                        "NCCL test: FAILED",
                        "  - average busbw 2.80687 GB/s (# Avg bus bandwidth) is below the pass line 440 GB/s",
                        "",
                        "pass line      440 GB/s, judged on # Avg bus bandwidth",
                        "avg busbw      2.80687 GB/s",
                        "peak busbw     2.81 GB/s",
                        "largest size   10 GiB, busbw 2.81 GB/s out of place",
                        "wrong results  0",
                        "out of bounds  0",
                        "ranks          2 on 2 hosts: gpu-pod0, gpu-pod1",
                        "NCCL           2.18.5",
                        "",
                        "        size  busbw oop GB/s   busbw ip GB/s    #wrong",
                        "      10 GiB            2.81            2.81         0",
                        ""),
                run.out());
    }

    @Test
    void checkSaysPassOrFailInTheExitCode() {
        String log = fixture("/nccl-logs/seed-003-a100-pcie-2node-roce-allreduce-10g.log");
        assertEquals(3, run(log, "--pass-line", "440", "--check").exitCode(), "below the pass line");
        assertEquals(0, run(log, "--pass-line", "2", "--check").exitCode(), "above it");
        assertEquals(0, run(log, "--check").exitCode(), "no pass line: correct results pass");
        Run failed = run(log, "--pass-line", "440", "--check", "--table");
        assertEquals(3, failed.exitCode());
        assertTrue(failed.out().startsWith("NCCL test: FAILED\n"), failed.out());
    }

    @Test
    void shapeTakesThePassLineFromTheCatalog() throws Exception {
        Run run = run(fixture("/nccl-logs/seed-003-a100-pcie-2node-roce-allreduce-10g.log"), "--shape", "BM.GPU4.8");
        assertEquals(0, run.exitCode(), run.err());
        assertEquals(185.0, run.json().get("passLineGBps").asDouble());
        assertFalse(run.json().get("passed").asBoolean());
        assertEquals(
                "average busbw 2.80687 GB/s (# Avg bus bandwidth) is below the pass line 185 GB/s",
                run.json().get("failures").get(0).asText());
    }

    @ParameterizedTest
    @ValueSource(strings = {"empty.log", "binary.bin", "error-page.html"})
    void garbageExitsTwoWithOneLine(String garbage) {
        String path = fixture("/ocigpucluster/nccl/" + garbage);
        Run run = run(path);
        assertEquals(2, run.exitCode());
        assertEquals("", run.out());
        if (garbage.endsWith(".bin")) {
            assertTrue(
                    run.err()
                            .strip()
                            .matches("nccl-report: " + java.util.regex.Pattern.quote(path)
                                    + " is binary \\(a NUL byte at offset \\d+\\), not a text file"),
                    run.err());
        } else {
            assertEquals(
                    "nccl-report: no nccl-tests result rows in " + path
                            + "; expected the table all_reduce_perf prints (a 'size count type ...' header and rows under it)",
                    run.err().strip());
        }
        assertEquals(1, run.err().strip().lines().count());
    }

    @Test
    void missingFileExitsTwo(@TempDir Path dir) {
        Path missing = dir.resolve("nope.log");
        Run run = run(missing.toString());
        assertEquals(2, run.exitCode());
        assertEquals(
                "nccl-report: " + missing + ": no such file; give the nccl-tests log file (or - for standard input)",
                run.err().strip());
    }

    @Test
    void directoryExitsTwo(@TempDir Path dir) {
        Run run = run(dir.toString());
        assertEquals(2, run.exitCode());
        assertTrue(
                run.err().startsWith("nccl-report: " + dir + " is a directory; give the nccl-tests log file"),
                run.err());
    }

    @Test
    void badOptionsExitTwo() {
        String log = fixture("/nccl-logs/seed-001-bm-gpu4-8-2node-allreduce-10g.log");
        Run negative = run(log, "--pass-line", "-5");
        assertEquals(2, negative.exitCode());
        assertEquals(
                "nccl-report: --pass-line must be a number of GB/s >= 0, got -5.0",
                negative.err().strip());

        Run unknownShape = run(log, "--shape", "BM.GPU.NOPE");
        assertEquals(2, unknownShape.exitCode());
        assertTrue(
                unknownShape.err().startsWith("nccl-report: unknown shape BM.GPU.NOPE for --shape; known shapes: "),
                unknownShape.err());
        assertTrue(unknownShape.err().contains("BM.GPU4.8"));

        Run both = run(log, "--shape", "BM.GPU4.8", "--pass-line", "100");
        assertEquals(2, both.exitCode());
        assertEquals(
                "nccl-report: give either --pass-line or --shape, not both",
                both.err().strip());

        assertEquals(2, run(log, "--pass-line", "fast").exitCode(), "picocli refuses a non-number");
        assertEquals(2, run().exitCode(), "FILE is required");
    }

    @Test
    void helpDocumentsTheExitCodes() {
        Run run = run("--help");
        assertEquals(0, run.exitCode());
        assertTrue(
                run.out()
                        .matches(
                                "(?s).*\\n  0 +a report was produced \\(without --check, whether the run passed is the\n.*"),
                run.out());
        assertTrue(run.out().matches("(?s).*\\n  3 +--check: the run failed.*"), run.out());
        assertTrue(run.out().matches("(?s).*\\n  70 +an internal error.*"), run.out());
        assertTrue(run.out().contains("--pass-line=GBPS"), run.out());
        assertTrue(run.out().contains("--shape=SHAPE"), run.out());
    }
}
