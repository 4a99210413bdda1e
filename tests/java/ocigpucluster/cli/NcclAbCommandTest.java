package ocigpucluster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code nccl-ab}: its parser and writer on a recorded nccl-tests log, its schema, and its refusals.
 * The log is a published 2-node H100 sweep from 8 B to 8 GiB (tests/resources/nccl-logs/
 * 06-a3mega-h100-2node.log: the 8 GiB row's out-of-place busbw 338.82 GB/s, the 8 B row's
 * out-of-place time 135.8 us), its two hosts renamed to the nodes of each arm; for the across arm
 * those two cells are edited to 169.41 and 271.6 (half the bandwidth, twice the time), so that the
 * expected comparison is -50 % and +100 %. The nodes' blocks: the record of
 * tests/resources/ocigpucluster/nccl/fabric (gpu-1, gpu-2 one local block; gpu-3, gpu-4 two network
 * blocks of one island).
 */
class NcclAbCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TOPOLOGY = ocigpucluster.Repo.path(
                    "tests/resources/ocigpucluster/nccl/fabric/topology.json")
            .toString();

    @TempDir
    Path dir;

    private record Run(int exitCode, String out, String err) {}

    private Run run(String path, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        NcclAbCommand command = new NcclAbCommand();
        command.searchPath = path;
        CommandLine cli = new CommandLine(command);
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        return new Run(cli.execute(args), out.toString(), err.toString());
    }

    private Path recordedLogs() throws Exception {
        String log = Files.readString(ocigpucluster.Repo.path("tests/resources/nccl-logs/06-a3mega-h100-2node.log"));
        Path logs = Files.createDirectories(dir.resolve("logs"));
        for (int i = 1; i <= 5; i++) {
            Files.writeString(
                    logs.resolve("same-" + i + ".log"),
                    log.replace("ztan-mig-235z", "gpu-1").replace("ztan-mig-gq73", "gpu-2"));
            Files.writeString(
                    logs.resolve("across-" + i + ".log"),
                    log.replace("ztan-mig-235z", "gpu-3")
                            .replace("ztan-mig-gq73", "gpu-4")
                            .replace("180.71  338.82", "180.71  169.41")
                            .replace("-1    135.8    0.00", "-1    271.6    0.00"));
        }
        return logs;
    }

    @Test
    void theRecordedLogsBecomeAResultFileWithTheRowsAndTheComparison() throws Exception {
        Path out = dir.resolve("result.json");
        Run r = run(
                "",
                "--same",
                "gpu-1,gpu-2",
                "--across",
                "gpu-3,gpu-4",
                "--topology",
                TOPOLOGY,
                "--logs",
                recordedLogs().toString(),
                "--out",
                out.toString());
        assertEquals(0, r.exitCode(), r.err());
        JsonNode result = JSON.readTree(out.toFile());
        assertEquals("oci-gpu-cluster/nccl-ab-result/v1", result.get("schema").asText());
        assertEquals("within one local block", result.at("/same/crosses").asText());
        assertEquals(
                "across network blocks of one HPC island",
                result.at("/across/crosses").asText());
        assertEquals(5, result.at("/same/runs").size());
        assertEquals(338.82, result.at("/same/busbwGBps/mean").asDouble(), 1e-9);
        assertEquals(0.0, result.at("/same/busbwGBps/stdev").asDouble(), 1e-9);
        assertEquals(135.8, result.at("/same/smallTimeUs/mean").asDouble(), 1e-9);
        assertEquals(169.41, result.at("/across/busbwGBps/max").asDouble(), 1e-9);
        assertEquals(271.6, result.at("/across/smallTimeUs/min").asDouble(), 1e-9);
        assertEquals(-50.0, result.at("/acrossVersusSame/busbwPercent").asDouble(), 1e-9);
        assertEquals(100.0, result.at("/acrossVersusSame/smallTimePercent").asDouble(), 1e-9);
        assertEquals(70.742, result.at("/same/runs/0/avgBusbwGBps").asDouble(), 1e-9);

        var schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                .getSchema(JSON.readTree(
                        ocigpucluster.Repo.path("src/main/resources/ocigpucluster/nccl/nccl-ab-result.schema.json")
                                .toFile()));
        assertEquals(java.util.Set.of(), schema.validate(result), "the file is what its schema says");
        ((com.fasterxml.jackson.databind.node.ObjectNode) result.get("same")).remove("runs");
        assertFalse(schema.validate(result).isEmpty(), "and the schema can refuse");

        // a result is never overwritten
        Run again = run(
                "",
                "--same",
                "gpu-1,gpu-2",
                "--across",
                "gpu-3,gpu-4",
                "--topology",
                TOPOLOGY,
                "--logs",
                dir.resolve("logs").toString(),
                "--out",
                out.toString());
        assertEquals(2, again.exitCode());
        assertTrue(again.err().contains("exists: give a new file for --out"), again.err());
    }

    @Test
    void offTheClusterItRefusesBeforeRunningOrWritingAnything() throws Exception {
        Path bin = Files.createDirectories(dir.resolve("bin")); // no srun in it
        Path out = dir.resolve("result.json");
        Run r = run(
                bin.toString(),
                "--same",
                "gpu-1,gpu-2",
                "--across",
                "gpu-3,gpu-4",
                "--topology",
                TOPOLOGY,
                "--shape",
                "BM.GPU.H100.8",
                "--all-reduce-perf",
                "/opt/nccl-tests/build/all_reduce_perf",
                "--out",
                out.toString());
        assertEquals(2, r.exitCode(), r.out());
        assertEquals(
                "nccl-ab: not on a Slurm cluster: srun is not on PATH. Run nccl-ab on the cluster's login node (it runs"
                        + " srun there); to read the logs of an earlier run, give --logs DIR\n",
                r.err());
        try (var left = Files.list(dir)) {
            assertEquals(List.of(bin), left.toList(), "nothing written");
        }
    }

    @Test
    void pairsOfTheWrongLevelsAndTooFewRunsAreRefused() throws Exception {
        Path logs = recordedLogs();
        String out = dir.resolve("r.json").toString();
        Run notSame = run(
                "",
                "--same",
                "gpu-1,gpu-3",
                "--across",
                "gpu-3,gpu-4",
                "--topology",
                TOPOLOGY,
                "--logs",
                logs.toString(),
                "--out",
                out);
        assertEquals(2, notSame.exitCode());
        assertTrue(
                notSame.err()
                        .startsWith("nccl-ab: --same gpu-1,gpu-3 is across local blocks of one network block,"
                                + " not within one local block"),
                notSame.err());
        Run notAcross = run(
                "",
                "--same",
                "gpu-1,gpu-2",
                "--across",
                "gpu-1,gpu-5",
                "--topology",
                TOPOLOGY,
                "--logs",
                logs.toString(),
                "--out",
                out);
        assertEquals(2, notAcross.exitCode());
        assertTrue(
                notAcross.err().startsWith("nccl-ab: --across gpu-1,gpu-5 is unknown: no topology data for gpu-5,"),
                notAcross.err());
        Run few = run(
                "",
                "--same",
                "gpu-1,gpu-2",
                "--across",
                "gpu-3,gpu-4",
                "--topology",
                TOPOLOGY,
                "--logs",
                logs.toString(),
                "--runs",
                "3",
                "--out",
                out);
        assertEquals(2, few.exitCode());
        assertTrue(few.err().contains("the method needs at least 5 runs per arm"), few.err());
        // logs of other nodes than the arm's
        Run swapped = run(
                "",
                "--same",
                "gpu-1,gpu-2",
                "--across",
                "gpu-3,gpu-6",
                "--topology",
                TOPOLOGY,
                "--logs",
                logs.toString(),
                "--out",
                out);
        assertEquals(2, swapped.exitCode());
        assertTrue(
                swapped.err()
                        .contains("across run 1: its ranks ran on gpu-3, gpu-4, not on the arm's nodes gpu-3, gpu-6"),
                swapped.err());
        assertFalse(Files.exists(Path.of(out)), "nothing written");
    }
}
