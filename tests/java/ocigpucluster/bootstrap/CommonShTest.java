package ocigpucluster.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs lib/common.sh's fanout and JSON helpers for real, with a stub `ssh` on PATH that runs
 * the remote command locally, and the NCCL log summary on a log shaped like the tutorial's.
 */
@Tag("process")
class CommonShTest {

    static final Path BOOTSTRAP = ShippedBootstrap.root();
    static final ObjectMapper JSON = new ObjectMapper();

    /** Drops ssh options, takes user@host, runs the remote command here; 10.9.9.5 is down. */
    static final String STUB_SSH = """
            #!/usr/bin/env bash
            while (($#)); do case "$1" in -o) shift 2 ;; -*) shift ;; *) break ;; esac; done
            host=${1#*@}
            shift
            if [[ "$host" == 10.9.9.5 ]]; then
              echo "ssh: connect to host $host port 22: No route to host" >&2
              exit 255
            fi
            exec bash -c "$*"
            """;

    static final String NODE_SCRIPT = """
            #!/usr/bin/env bash
            set -euo pipefail
            node_set startedAt "$(date +%s.%N)"
            if [[ "$NODE_NAME" == slow ]]; then exec sleep 30; fi
            sleep 2
            node_set finishedAt "$(date +%s.%N)"
            node_set_str greeting "hello $NODE_NAME"
            node_result
            """;

    static final String DRIVER = """
            #!/usr/bin/env bash
            set -euo pipefail
            source "$1/lib/common.sh"
            NODE_REPORT_GRACE_SECONDS=1
            parse_nodes
            out=$(make_workdir)
            fanout "$out" "$2"
            failed=$(collect_records "$out")
            emit_result probe false "$out/records.json" failedNodes "$failed" \\
              quoted "$(json_str $'say "hi"\\n\\ttab')"
            """;

    record Run(int exit, String stdout, String stderr) {}

    static Run bash(Path dir, Map<String, String> env, String... args) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(args).directory(dir.toFile());
        builder.environment().putAll(env);
        Process process = builder.start();
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(process.getErrorStream()));
        String out = read(process.getInputStream());
        assertTrue(process.waitFor(30, TimeUnit.SECONDS), "the driver did not finish in 30 s");
        return new Run(process.exitValue(), out, err.get());
    }

    static String read(java.io.InputStream in) {
        try {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static String lastLine(String text) {
        String[] lines = text.strip().split("\n");
        return lines[lines.length - 1];
    }

    @Test
    void fanoutRunsNodesInParallelAndBlamesOnlyTheSlowAndTheUnreachableNode(@TempDir Path tmp) throws Exception {
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Files.writeString(bin.resolve("ssh"), STUB_SSH);
        Files.setPosixFilePermissions(bin.resolve("ssh"), PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.writeString(tmp.resolve("node.sh"), NODE_SCRIPT);
        Files.writeString(tmp.resolve("driver.sh"), DRIVER);
        Map<String, String> env = new HashMap<>();
        env.put("PATH", bin + ":" + System.getenv("PATH"));
        env.put("TMPDIR", tmp.toString());
        env.put("NODES", "a=10.9.9.1 b=10.9.9.2 c=10.9.9.3 slow=10.9.9.4 down=10.9.9.5");
        env.put("NODE_USER", "opc");
        // a healthy node's 2 s well inside it, even when a loaded machine starts them late
        env.put("NODE_TIMEOUT_SECONDS", "8");
        env.put("STAGE_TIMEOUT_SECONDS", "60");

        long started = System.nanoTime();
        Run run = bash(
                tmp,
                env,
                "bash",
                "driver.sh",
                BOOTSTRAP.toString(),
                tmp.resolve("node.sh").toString());
        double seconds = (System.nanoTime() - started) / 1e9;

        assertEquals(0, run.exit(), "driver failed:\n" + run.stderr());
        JsonNode result = JSON.readTree(lastLine(run.stdout()));
        assertEquals(2, result.get("failedNodes").asInt(), run.stdout());
        assertEquals("say \"hi\"\n\ttab", result.get("quoted").asText());
        Map<String, JsonNode> byName = new HashMap<>();
        result.get("nodes").forEach(n -> byName.put(n.get("name").asText(), n));
        assertEquals(
                List.of("a", "b", "c", "slow", "down"),
                result.get("nodes").findValuesAsText("name").subList(0, 5),
                "records keep NODES order");

        double latestStart = 0;
        double earliestFinish = Double.MAX_VALUE;
        for (String healthy : List.of("a", "b", "c")) {
            JsonNode node = byName.get(healthy);
            assertTrue(node.get("ok").asBoolean(), healthy + " should be ok: " + node);
            assertEquals("hello " + healthy, node.get("greeting").asText());
            latestStart = Math.max(latestStart, node.get("startedAt").asDouble());
            earliestFinish = Math.min(earliestFinish, node.get("finishedAt").asDouble());
            assertFalse(run.stderr().contains("FAIL " + healthy + " "), "healthy node blamed:\n" + run.stderr());
        }
        assertTrue(
                latestStart < earliestFinish,
                "each healthy node sleeps 2 s; their runs must overlap (parallel), not follow one another");

        JsonNode slow = byName.get("slow").get("failed").get(0);
        assertEquals("TIMEOUT", slow.get("code").asText());
        assertTrue(slow.get("detail").asText().contains("slow"), "the timeout names the node: " + slow);
        JsonNode down = byName.get("down").get("failed").get(0);
        assertEquals("SSH_UNREACHABLE", down.get("code").asText());
        assertTrue(down.get("detail").asText().contains("10.9.9.5"), down.toString());
        assertTrue(run.stderr().contains("FAIL slow TIMEOUT "), run.stderr());
        assertTrue(run.stderr().contains("FAIL down SSH_UNREACHABLE "), run.stderr());
        assertTrue(seconds < 20, "bounded by NODE_TIMEOUT_SECONDS=8 plus grace, took " + seconds + " s");
    }

    /** Node w waits about 3 s for a file; node q finishes at once. */
    static final String WAITING_NODE_SCRIPT = """
            #!/usr/bin/env bash
            set -euo pipefail
            if [[ "$NODE_NAME" == w ]]; then
              flag=$(mktemp -u)
              (sleep 3; touch "$flag") &
              node_wait "the flag file" 1 test -e "$flag"
            fi
            node_result
            """;

    @Test
    void fanoutPrintsProgressWhileNodesWaitNamingTheWaitingNodeAndWhatItWaitsFor(@TempDir Path tmp) throws Exception {
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Files.writeString(bin.resolve("ssh"), STUB_SSH);
        Files.setPosixFilePermissions(bin.resolve("ssh"), PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.writeString(tmp.resolve("node.sh"), WAITING_NODE_SCRIPT);
        Files.writeString(tmp.resolve("driver.sh"), DRIVER);
        Map<String, String> env = new HashMap<>();
        env.put("PATH", bin + ":" + System.getenv("PATH"));
        env.put("TMPDIR", tmp.toString());
        env.put("NODES", "q=10.9.9.1 w=10.9.9.2");
        env.put("NODE_USER", "opc");
        env.put("NODE_TIMEOUT_SECONDS", "20");
        env.put("STAGE_TIMEOUT_SECONDS", "60");
        env.put("PROGRESS_SECONDS", "1");

        Run run = bash(
                tmp,
                env,
                "bash",
                "driver.sh",
                BOOTSTRAP.toString(),
                tmp.resolve("node.sh").toString());

        assertEquals(0, run.exit(), "driver failed:\n" + run.stderr());
        List<String> progress = run.stderr()
                .lines()
                .filter(l -> l.contains(" driver: ") && l.contains(" done; waiting: "))
                .toList();
        assertTrue(progress.size() >= 2, "a progress line every second while w waits about 3 s:\n" + run.stderr());
        assertTrue(
                progress.stream()
                        .anyMatch(l -> l.matches(".* driver: 1/2 done; waiting: w \\(the flag file, \\d+s of 20s\\)$")),
                "names the waiting node, what it waits for and the time used of its bound:\n"
                        + String.join("\n", progress));
        String last = progress.get(progress.size() - 1);
        assertFalse(
                last.contains("waiting: q") || last.contains(", q ("),
                "q finished at once: it is not listed as waiting seconds later:\n" + String.join("\n", progress));
        JsonNode result = JSON.readTree(lastLine(run.stdout()));
        assertEquals(0, result.get("failedNodes").asInt(), run.stdout());
    }

    @Test
    void badNodesParameterIsRefusedWithExitTwoAndAClearLine(@TempDir Path tmp) throws Exception {
        Map<String, String> env = Map.of(
                "NODES",
                "inst-a=10.0.3.17 inst-b",
                "SHAPE_GPUS",
                "8",
                "NODE_USER",
                "opc",
                "STAGE_TIMEOUT_SECONDS",
                "60",
                "SHAPE_RDMA_NICS",
                "16",
                "TIMEZONE",
                "Asia/Tokyo",
                "TMPDIR",
                tmp.toString());
        Run run = bash(tmp, env, "bash", BOOTSTRAP.resolve("readiness-gate.sh").toString());
        assertEquals(2, run.exit(), run.stderr());
        assertTrue(run.stderr().contains("NODES entry 'inst-b' is not name=ipv4"), run.stderr());
    }

    /** Java passes every stage its bound: a stage started without one stops, naming it, instead of taking a default. */
    @Test
    void aStageWithoutItsBoundStopsNamingIt(@TempDir Path tmp) throws Exception {
        Map<String, String> env = Map.of("NODES", "inst-a=10.0.3.17", "NODE_USER", "opc", "TMPDIR", tmp.toString());
        Run run = bash(tmp, env, "bash", BOOTSTRAP.resolve("readiness-gate.sh").toString());
        assertTrue(run.exit() != 0, run.stderr());
        assertTrue(run.stderr().contains("STAGE_TIMEOUT_SECONDS is required"), run.stderr());
        assertEquals("", run.stdout(), "nothing done, nothing reported");
    }

    @Test
    void ncclSummaryReadsTheSeedRowAndCountsWrongResultsAcrossRuns(@TempDir Path tmp) throws Exception {
        String log = """
                # oci-gpu-cluster run 1: all_reduce_perf -b 1G -e 16G -f 2 -t 1 -g 1 (16 ranks on 2 node(s))
                # nccl-tests version 2.17.6 nccl-headers=22501 nccl-library=22501
                #       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong
                #        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)
                 1073741824     268435456     float     sum      -1   9100.1  117.99  221.23      0   9105.2  117.92  221.10      0
                [1,0]<stdout>:10737418240    2684354560     float     sum      -1    89649  119.77  224.57      0    89528  119.93  224.87      0
                # Out of bounds values : 0 OK
                # Avg bus bandwidth    : 222.94
                # oci-gpu-cluster run 2: all_reduce_perf -b 10G -e 10G -f 2 -t 1 -g 1 (16 ranks on 2 node(s))
                10737418240    2684354560     float     sum      -1    91000  118.00  221.25      3    90000  119.30  223.70      0
                # Out of bounds values : 2 FAILED
                """;
        Files.writeString(tmp.resolve("nccl.log"), log);
        Run run = bash(
                tmp,
                Map.of(),
                "python3",
                BOOTSTRAP.resolve("lib/nccl_log_summary.py").toString(),
                "nccl.log");
        assertEquals(0, run.exit(), run.stderr());
        JsonNode summary = JSON.readTree(run.stdout());
        JsonNode sweep = summary.get("runs").get(0);
        assertEquals(2, sweep.get("rows").asInt());
        assertEquals(10737418240L, sweep.get("largestSizeBytes").asLong());
        assertEquals(224.57, sweep.get("largestSizeBusbwGBps").asDouble(), 1e-9);
        assertEquals(224.87, sweep.get("peakBusbwGBps").asDouble(), 1e-9);
        assertEquals(0, sweep.get("wrongTotal").asInt());
        assertEquals(222.94, sweep.get("avgBusbwGBps").asDouble(), 1e-9);
        JsonNode point = summary.get("runs").get(1);
        assertEquals(3, point.get("wrongTotal").asInt());
        assertEquals(2, point.get("outOfBounds").asInt());
        assertEquals("2.25.1", summary.get("ncclVersion").asText());
    }
}
