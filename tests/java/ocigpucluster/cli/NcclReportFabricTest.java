package ocigpucluster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code nccl-report --topology}: each suspect pair and slow NIC with the fabric level it crosses,
 * and the log's hosts in ring order, against the hand-written record of
 * tests/resources/ocigpucluster/nccl/fabric (its README gives each node's blocks). The log is a
 * published 2-node H100 log (06-a3mega-h100-2node.log, ranks on ztan-mig-235z and ztan-mig-gq73)
 * with the gate's JSON line after it; its hosts are renamed to nodes of the record.
 */
class NcclReportFabricTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path TOPOLOGY =
            ocigpucluster.Repo.path("tests/resources/ocigpucluster/nccl/fabric/topology.json");

    @TempDir
    Path dir;

    private record Run(int exitCode, String out, String err) {}

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = new CommandLine(new NcclReportCommand());
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        return new Run(cli.execute(args), out.toString(), err.toString());
    }

    private Path stageLog() throws Exception {
        String log = Files.readString(ocigpucluster.Repo.path("tests/resources/nccl-logs/06-a3mega-h100-2node.log"))
                .replace("ztan-mig-235z", "gpu-4")
                .replace("ztan-mig-gq73", "gpu-1");
        Path file = dir.resolve("nccl-test.out");
        Files.writeString(
                file,
                log + "\n{\"stage\": \"nccl\", \"passed\": false, \"suspects\": [\"gpu-3\"], \"pairs\": ["
                        + "{\"round\": 1, \"nodes\": [\"gpu-3\", \"gpu-4\"], \"busbwGBps\": 40.25}]}\n");
        return file;
    }

    @Test
    void theJsonNamesEachSuspectsLevelEachSlowNicsAndTheRing() throws Exception {
        Path rdma = dir.resolve("rdma.json");
        Files.writeString(
                rdma,
                "{\"nodes\": [{\"name\": \"gpu-7\", \"nics\": [{\"nic\": \"rdma3\", \"device\": \"mlx5_3\","
                        + " \"gbps\": 88.5, \"peers\": {\"gpu-1\": 88.5}, \"ok\": false}]}]}");
        Run r = run(stageLog().toString(), "--topology", TOPOLOGY.toString(), "--rdma", rdma.toString());
        assertEquals(0, r.exitCode(), r.err());
        JsonNode fabric = JSON.readTree(r.out()).get("fabric");
        assertEquals(
                "across network blocks of one HPC island",
                fabric.at("/suspects/0/pairs/0/crosses").asText(),
                fabric::toString);
        assertEquals("gpu-3", fabric.at("/suspects/0/node").asText());
        assertEquals("gpu-4", fabric.at("/suspects/0/pairs/0/with").asText());
        assertEquals(
                "across HPC islands", fabric.at("/slowNics/0/peers/0/crosses").asText(), fabric::toString);
        // the log's ranks ran on gpu-4 first; by topology gpu-1 (nb000001) comes first
        assertEquals("[\"gpu-1\",\"gpu-4\"]", fabric.get("ring").toString());
    }

    @Test
    void theTableSaysTheSameForAPerson() throws Exception {
        Run r = run(stageLog().toString(), "--topology", TOPOLOGY.toString(), "--table");
        assertEquals(0, r.exitCode(), r.err());
        assertTrue(
                r.out()
                        .contains(
                                "  suspect gpu-3\n    with gpu-4: 40.25 GB/s, across network blocks of one HPC island\n"),
                r.out());
        assertTrue(r.out().contains("  ring order by topology: gpu-1, gpu-4\n"), r.out());
    }

    @Test
    void withoutATopologyEachLevelIsUnknownAndABrokenOneIsRefused() throws Exception {
        Path gate = dir.resolve("gate.json");
        Files.writeString(
                gate,
                "{\"suspects\": [\"gpu-2\"], \"pairs\": [{\"round\": 1, \"nodes\": [\"gpu-2\", \"gpu-1\"],"
                        + " \"busbwGBps\": 3.5}]}");
        Run r = run(
                ocigpucluster.Repo.path("tests/resources/nccl-logs/06-a3mega-h100-2node.log")
                        .toString(),
                "--gate",
                gate.toString());
        assertEquals(0, r.exitCode(), r.err());
        assertEquals(
                "unknown: no host topology recorded",
                JSON.readTree(r.out()).at("/fabric/suspects/0/pairs/0/crosses").asText());

        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "[{\"node\": \"gpu-1\", \"host\": \"not json\"}]");
        Run bad = run(stageLog().toString(), "--topology", broken.toString());
        assertEquals(2, bad.exitCode(), bad.out());
        assertTrue(bad.err().startsWith("nccl-report: gpu-1: /opc/v2/host is not JSON"), bad.err());
    }
}
