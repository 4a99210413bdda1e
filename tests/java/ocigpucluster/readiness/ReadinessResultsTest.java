package ocigpucluster.readiness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import ocigpucluster.bootstrap.Shell;
import ocigpucluster.bootstrap.ShippedBootstrap;
import ocigpucluster.bootstrap.StageResults;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The readiness gate's stdout, as the scripts really print it, turned into its two stack outputs. */
@Tag("process")
class ReadinessResultsTest {
    @Test
    void nodesFromTheReadinessLineTheScriptsPrint(@TempDir Path tmp) throws Exception {
        // the scripts' own node_result / collect_records / emit_result produce the fixture
        Shell.Result r = Shell.run(
                tmp,
                Map.of("NODE_USER", "opc", "STAGE_TIMEOUT_SECONDS", "60"),
                null,
                List.of(
                        "bash",
                        Path.of("tests/resources/ocigpucluster/bootstrap/readiness-harness.sh")
                                .toAbsolutePath()
                                .toString(),
                        ShippedBootstrap.root().toString(),
                        tmp.toString()));
        assertEquals(0, r.exit(), "the harness failed (python3 is needed: apt-get install -y python3): " + r.stderr());
        String stdout = r.stdout();
        assertTrue(stdout.lines().reduce((a, b) -> b).orElse("").startsWith("{\"stage\":\"readiness\""), stdout);

        List<Map<String, Object>> nodes = ReadinessFeature.nodes(stdout);
        assertEquals(
                List.of(
                        Map.of(
                                "name",
                                "inst-aaaaa-gpu",
                                "privateIp",
                                "10.0.4.10",
                                "ready",
                                true,
                                "failedChecks",
                                List.of()),
                        Map.of(
                                "name",
                                "inst-bbbbb-gpu",
                                "privateIp",
                                "10.0.4.11",
                                "ready",
                                false,
                                "failedChecks",
                                List.of("GPU_MISSING: 7 of 8 GPUs")),
                        Map.of(
                                "name",
                                "inst-ccccc-gpu",
                                "privateIp",
                                "10.0.4.12",
                                "ready",
                                false,
                                "failedChecks",
                                List.of(
                                        "TIMEOUT: no result from inst-ccccc-gpu (10.0.4.12) within 1770s (+30s grace)"))),
                nodes);
        // the key order of a node is the output's
        assertEquals(
                List.of("name", "privateIp", "ready", "failedChecks"),
                List.copyOf(nodes.get(0).keySet()));
        assertEquals(false, StageResults.asMap(stdout).get("ok"));
    }

    @Test
    void rdmaIsTheReadinessLinesPerNicCheck() {
        String stdout = "12:00:01Z per-NIC RDMA check, round 1 of 1\n"
                + "{\"stage\":\"readiness\",\"ok\":false,\"nodes\":[],\"rdma\":{\"floorGbps\":96,\"rounds\":1,"
                + "\"pairs\":[[\"a\",\"b\"]],\"nodes\":[{\"name\":\"a\",\"ok\":false,\"nics\":[{\"nic\":\"rdma3\","
                + "\"device\":\"mlx5_9\",\"gbps\":41.0,\"peers\":{\"b\":41.0},\"ok\":false}]}]}}\n";
        Map<String, Object> rdma = ReadinessFeature.rdma(stdout);
        assertEquals(96, rdma.get("floorGbps"));
        assertEquals(List.of(List.of("a", "b")), rdma.get("pairs"));
        @SuppressWarnings("unchecked")
        Map<String, Object> nic = ((List<Map<String, List<Map<String, Object>>>>) rdma.get("nodes"))
                .get(0)
                .get("nics")
                .get(0);
        assertEquals("mlx5_9", nic.get("device"));
        assertEquals(41.0, nic.get("gbps"));
        assertEquals(false, nic.get("ok"));
        assertEquals(
                Map.of(),
                ReadinessFeature.rdma("{\"stage\":\"readiness\",\"ok\":true,\"nodes\":[]}"),
                "a readiness line without the check (older script) gives no rdma output");
    }

    @Test
    void garbageGivesNoNodesAndNoRdmaCheck() {
        for (String garbage : new String[] {
            null,
            "",
            "no json here\nat all",
            "{broken json\n",
            "[1, 2, 3]",
            "{\"a\": 1} trailing",
            "\u0000\u0001binary{"
        }) {
            assertEquals(List.of(), ReadinessFeature.nodes(garbage), "nodes(" + garbage + ")");
            assertEquals(Map.of(), ReadinessFeature.rdma(garbage), "rdma(" + garbage + ")");
        }
    }
}
