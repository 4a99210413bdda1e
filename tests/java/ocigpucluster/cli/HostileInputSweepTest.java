package ocigpucluster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Writer;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command of the CLI against a corpus of bad inputs, each in its own small JVM (128 MB of
 * heap, so reading a huge file whole fails here as it would on a small machine): the exit code is
 * the documented one, and nothing printed names a Java exception or shows a stack trace.
 */
@Tag("process")
class HostileInputSweepTest {
    /** A Java exception or error class, a stack frame, or the JVM's own out-of-memory report. */
    private static final Pattern JAVA_LEAK = Pattern.compile(
            "Exception|\\w+Error\\b|\\n\\s*at [\\w.$]+\\(|\\tat |java\\.(lang|io|nio|util)\\.|picocli\\.|com\\.fasterxml");

    private static final List<String> SMALL_HEAP = List.of("-Xmx128m", "-XX:TieredStopAtLevel=1");

    @TempDir
    static Path dir;

    private static final Map<String, Path> BAD = new LinkedHashMap<>();
    private static Path validPlan;
    private static Path validLog;

    @BeforeAll
    static void corpus() throws IOException, URISyntaxException {
        validPlan = Path.of(HostileInputSweepTest.class
                .getResource("/ocigpucluster/plandiff/base-plan.json")
                .toURI());
        validLog = Path.of(HostileInputSweepTest.class
                .getResource("/nccl-logs/seed-001-bm-gpu4-8-2node-allreduce-10g.log")
                .toURI());
        BAD.put("missing file", dir.resolve("missing.json"));
        BAD.put("a directory", Files.createDirectories(dir.resolve("a-directory")));
        BAD.put("/dev/null", Path.of("/dev/null"));
        BAD.put("/dev/zero", Path.of("/dev/zero"));
        byte[] binary = new byte[4096];
        new java.util.Random(7).nextBytes(binary);
        binary[10] = 0;
        BAD.put("binary", Files.write(dir.resolve("binary.bin"), binary));
        BAD.put("empty", Files.writeString(dir.resolve("empty.txt"), ""));
        BAD.put("malformed JSON", Files.writeString(dir.resolve("bad.json"), "{\"resources\": [ {not json"));
        BAD.put("malformed YAML", Files.writeString(dir.resolve("bad.yaml"), "config: [unclosed\n  - : :\n"));
        BAD.put("JSON of the wrong shape", Files.writeString(dir.resolve("list.json"), "[1, 2, 3]"));
        BAD.put("deeply nested JSON", Files.writeString(dir.resolve("deep.json"), "[".repeat(200_000)));
        Path huge = dir.resolve("huge.txt");
        try (Writer w = Files.newBufferedWriter(huge, StandardCharsets.UTF_8)) {
            String line =
                    "node-1:1234:1234 [0] NCCL INFO Channel 00/32 : 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 via P2P/IPC\n";
            for (long written = 0; written < 60L * 1024 * 1024; written += line.length()) {
                w.write(line);
            }
        }
        BAD.put("60 MB of text", huge);
    }

    private static void check(String what, int expectedExit, CliProcess run) {
        String printed = run.stdout() + run.stderr();
        assertTrue(
                !JAVA_LEAK.matcher(printed).find(),
                what + ": prints Java internals:\n" + printed.substring(0, Math.min(printed.length(), 3000)));
        assertEquals(
                expectedExit, run.exitCode(), what + ":\n" + printed.substring(0, Math.min(printed.length(), 3000)));
        if (expectedExit == 2) {
            assertTrue(!run.stderr().isBlank() || run.stdout().contains("error"), what + ": says nothing");
        }
        assertTrue(
                run.stdout().length() < 4 * 1024 * 1024,
                what + ": printed " + run.stdout().length() + " chars");
    }

    private static CliProcess cli(String... args) {
        return CliProcess.runWith(SMALL_HEAP, null, null, args);
    }

    @Test
    void everyCommandRefusesEveryBadFileCleanly() {
        List<String> failures = new ArrayList<>();
        int n = 0;
        for (Map.Entry<String, Path> bad : BAD.entrySet()) {
            String file = bad.getValue().toString();
            Map<String, String[]> runs = new LinkedHashMap<>();
            runs.put("nccl-report " + bad.getKey(), new String[] {"nccl-report", file});
            runs.put("plan-diff BASE=" + bad.getKey(), new String[] {"plan-diff", file, validPlan.toString()});
            runs.put("plan-diff HEAD=" + bad.getKey(), new String[] {"plan-diff", validPlan.toString(), file});
            runs.put("validate --config " + bad.getKey(), new String[] {"validate", "--config", file});
            runs.put("preview --config " + bad.getKey(), new String[] {
                "preview", "--config", file, "--out", dir.resolve("out-" + n++).toString()
            });
            for (Map.Entry<String, String[]> r : runs.entrySet()) {
                try {
                    check(r.getKey(), 2, cli(r.getValue()));
                } catch (AssertionError e) {
                    failures.add(e.getMessage());
                }
            }
        }
        assertEquals(List.of(), failures, failures.size() + " runs fell short");
    }

    @Test
    void badFlagsHelpAndVersion() {
        List<String> failures = new ArrayList<>();
        Map<String, Integer> cases = new LinkedHashMap<>();
        cases.put("", 2);
        cases.put("--help", 0);
        cases.put("--version", 0);
        cases.put("no-such-command", 2);
        cases.put("--bogus", 2);
        for (String command : List.of("preview", "validate", "plan-diff", "nccl-report")) {
            cases.put(command + " --help", 0);
            cases.put(command + " --bogus", 2);
        }
        cases.put("plan-diff", 2);
        cases.put("plan-diff " + validPlan, 2);
        cases.put("plan-diff " + validPlan + " " + validPlan + " --max-chars 12", 2);
        cases.put("plan-diff " + validPlan + " " + validPlan + " --max-chars lots", 2);
        cases.put("plan-diff " + validPlan + " " + validPlan + " --output " + dir.resolve("a-directory"), 2);
        cases.put("nccl-report", 2);
        cases.put("nccl-report " + validLog + " --pass-line abc", 2);
        cases.put("nccl-report " + validLog + " --pass-line -1", 2);
        cases.put("nccl-report " + validLog + " --pass-line NaN", 2);
        cases.put("nccl-report " + validLog + " --pass-line 1e400", 2);
        cases.put("nccl-report " + validLog + " --shape BM.NOPE", 2);
        cases.put("validate --set noequals", 2);
        cases.put("validate --set cluster.nodeCount=", 2);
        cases.put("validate --set =3", 2);
        cases.put("validate --stack ../../etc/passwd", 2);
        cases.put("validate --set-secret sshPrivateKey", 2);
        cases.put("preview --out", 2);
        for (Map.Entry<String, Integer> c : cases.entrySet()) {
            String[] args = c.getKey().isEmpty() ? new String[0] : c.getKey().split(" ");
            try {
                check("`" + c.getKey() + "`", c.getValue(), cli(args));
            } catch (AssertionError e) {
                failures.add(e.getMessage());
            }
        }
        assertEquals(List.of(), failures, failures.size() + " runs fell short");
    }

    @Test
    void ncclReportReadsStandardInputUnderTheSameBounds() {
        CliProcess ok = CliProcess.runWith(SMALL_HEAP, null, validLog, "nccl-report", "-");
        check("nccl-report - < log", 0, ok);
        assertTrue(ok.stdout().contains("\"rows\""), ok.stdout());
        check(
                "nccl-report - < /dev/zero",
                2,
                CliProcess.runWith(SMALL_HEAP, null, Path.of("/dev/zero"), "nccl-report", "-"));
        check(
                "nccl-report - < huge",
                2,
                CliProcess.runWith(SMALL_HEAP, null, BAD.get("60 MB of text"), "nccl-report", "-"));
    }
}
