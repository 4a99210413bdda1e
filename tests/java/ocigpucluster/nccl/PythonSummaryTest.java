package ocigpucluster.nccl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import ocigpucluster.Repo;
import ocigpucluster.bootstrap.ShippedBootstrap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The NCCL stage decides pass/fail on the node with src/main/bootstrap/ncclgate/lib/nccl_log_summary.py,
 * the CLI's nccl-report with the Java parser. Both run here over every published log in
 * tests/resources/nccl-logs/: the Python summary must match what a person read off each log
 * (expected.json) and must agree with the Java parser on every log, the logs quoted from published pages (seed-*) included.
 */
@Tag("process")
class PythonSummaryTest {
    private static final Path LOGS = Repo.path("tests/resources/nccl-logs");
    private static final Path SCRIPT = ShippedBootstrap.source("lib/nccl_log_summary.py");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final double EXACT = 1e-9;

    static Stream<String> publishedLogs() throws IOException {
        JsonNode expected = JSON.readTree(LOGS.resolve("expected.json").toFile());
        List<String> names = new java.util.ArrayList<>();
        expected.fieldNames().forEachRemaining(names::add);
        return names.stream();
    }

    static Stream<String> everyLog() throws IOException {
        try (Stream<Path> files = Files.list(LOGS)) {
            List<String> names = files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".log"))
                    .sorted()
                    .toList();
            assertTrue(names.size() >= 11, "the published logs are in " + LOGS + ": " + names);
            return names.stream();
        }
    }

    private static JsonNode summary(String log) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(
                        "python3", SCRIPT.toString(), LOGS.resolve(log).toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "nccl_log_summary.py did not finish on " + log);
        assertEquals(0, p.exitValue(), "nccl_log_summary.py failed on " + log + ": " + out);
        return JSON.readTree(out);
    }

    private static JsonNode onlyRun(JsonNode summary, String log) {
        assertEquals(1, summary.get("runs").size(), log + " is one run: " + summary);
        return summary.get("runs").get(0);
    }

    private static Double nullable(JsonNode n) {
        return n == null || n.isNull() ? null : n.asDouble();
    }

    @ParameterizedTest
    @MethodSource("publishedLogs")
    void matchesWhatAPersonReadOffTheLog(String log) throws Exception {
        JsonNode want = JSON.readTree(LOGS.resolve("expected.json").toFile()).get(log);
        JsonNode run = onlyRun(summary(log), log);
        assertEquals(want.get("rows").asInt(), run.get("rows").asInt(), "rows of " + log);
        assertEquals(
                want.get("peakBusbwGBps").asDouble(), run.get("peakBusbwGBps").asDouble(), EXACT, "peak of " + log);
        assertEquals(
                want.get("largestSizeBusbwGBps").asDouble(),
                run.get("largestSizeBusbwGBps").asDouble(),
                EXACT,
                "largest-size busbw of " + log);
        long largestSize = 0;
        for (JsonNode row : want.get("rowDetails")) {
            largestSize = Math.max(largestSize, row.get("sizeBytes").asLong());
        }
        assertEquals(largestSize, run.get("largestSizeBytes").asLong(), "largest size of " + log);
        assertEquals(nullable(want.get("avgBusbwGBps")), nullable(run.get("avgBusbwGBps")), "avg of " + log);
        assertEquals(nullable(want.get("outOfBounds")), nullable(run.get("outOfBounds")), "out of bounds of " + log);
        assertEquals(nullable(want.get("wrongTotal")), nullable(run.get("wrongTotal")), "#wrong total of " + log);
    }

    @ParameterizedTest
    @MethodSource("everyLog")
    void agreesWithTheJavaParser(String log) throws Exception {
        JsonNode summary = summary(log);
        JsonNode run = onlyRun(summary, log);
        NcclReport java = NcclReport.parse(Files.readString(LOGS.resolve(log), StandardCharsets.UTF_8), null);
        assertEquals(java.rows().size(), run.get("rows").asInt(), "rows of " + log);
        assertEquals(java.largestSizeBytes(), run.get("largestSizeBytes").asLong(), "largest size of " + log);
        assertEquals(
                java.largestSizeBusbwGBps(), nullable(run.get("largestSizeBusbwGBps")), "largest-size busbw of " + log);
        assertEquals(java.peakBusbwGBps(), nullable(run.get("peakBusbwGBps")), "peak of " + log);
        assertEquals(java.avgBusbwGBps(), nullable(run.get("avgBusbwGBps")), "avg of " + log);
        assertEquals(
                java.outOfBounds() == null ? null : java.outOfBounds().doubleValue(),
                nullable(run.get("outOfBounds")),
                "out of bounds of " + log);
        assertEquals(
                java.wrongTotal() == null ? null : java.wrongTotal().doubleValue(),
                nullable(run.get("wrongTotal")),
                "#wrong total of " + log);
        // the Rank lines: how many ranks and which hosts (the stage's NCCL_RANKS_MISSING check)
        assertEquals(
                java.ranks() == null ? null : java.ranks().doubleValue(),
                nullable(run.get("ranks")),
                "ranks of " + log);
        List<String> hosts = new java.util.ArrayList<>();
        run.get("hosts").forEach(h -> hosts.add(h.asText()));
        assertEquals(java.hosts(), hosts, "hosts of " + log);
        JsonNode version = summary.get("ncclVersion");
        assertEquals(java.ncclVersion(), version.isNull() ? null : version.asText(), "NCCL version of " + log);
    }
}
