package ocigpucluster.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * lib/rdma_check.py, the bookkeeping of the readiness gate's per-NIC RDMA check: the pairing
 * rounds stay 2 (3 for an odd count) whatever the node count, every node meets two peers, and
 * a slow NIC is pinned on its node, not on the peers it was measured with.
 */
@Tag("process")
class RdmaCheckTest {
    private static final Path SCRIPT = ShippedBootstrap.source("lib/rdma_check.py");
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void roundsDoNotGrowWithTheNodeCountAndNoNodeIsInTwoPairsOfARound(@TempDir Path tmp) throws Exception {
        for (int n : new int[] {2, 3, 4, 5, 8, 9, 64, 513}) {
            List<String> rounds = run(tmp, "rounds", Integer.toString(n))
                    .stdout()
                    .strip()
                    .lines()
                    .toList();
            assertTrue(rounds.size() <= 3, n + " nodes: " + rounds.size() + " rounds");
            int[] pairsOf = new int[n];
            for (String round : rounds) {
                boolean[] used = new boolean[n];
                for (String pair : round.split(" ")) {
                    for (String end : pair.split(",")) {
                        int i = Integer.parseInt(end);
                        assertTrue(!used[i], n + " nodes: node " + i + " twice in round " + round);
                        used[i] = true;
                        pairsOf[i]++;
                    }
                }
            }
            for (int i = 0; i < n; i++) {
                assertEquals(
                        n == 2 ? 1 : 2, pairsOf[i], n + " nodes: node " + i + " meets two peers (one with 2 nodes)");
            }
        }
    }

    /** The verdicts the Slurm stage reads: a node's RDMA_NIC_* failures, one line each, else OK; other codes do not count. */
    @Test
    void findingsListEachMeasuredNodesNicFailuresOrOk(@TempDir Path tmp) throws Exception {
        Path ready = java.nio.file.Files.createDirectories(tmp.resolve("ready"));
        java.nio.file.Files.writeString(
                ready.resolve("a.json"),
                "{\"failed\":[{\"code\":\"RDMA_NIC_SLOW\",\"detail\":\"rdma3 (mlx5_9)\\n 41 Gb/s < 96\"},{\"code\":\"GPU_MISSING\",\"detail\":\"7 of 8\"}]}");
        java.nio.file.Files.writeString(
                ready.resolve("b.json"), "{\"failed\":[{\"code\":\"GPU_MISSING\",\"detail\":\"7 of 8\"}]}");
        Path names = java.nio.file.Files.writeString(tmp.resolve("names"), "a b\n");
        assertEquals(
                "a\tRDMA_NIC_SLOW\trdma3 (mlx5_9) 41 Gb/s < 96\nb\tOK\n",
                run(tmp, "findings", ready.toString(), names.toString()).stdout());
    }

    @Test
    void aSlowNicIsBlamedOnItsNodeOnlyWhenThePeersAreFastElsewhere(@TempDir Path tmp) throws Exception {
        // ring of 4: rounds (a-b, c-d) and (b-c, d-a); c's rdma3 moves 41 Gb/s
        List<String> names = List.of("a", "b", "c", "d");
        Path ready = ready(tmp, names);
        Path r1 = round(tmp, "r1", Map.of("a", "b", "c", "d"), "c");
        Path r2 = round(tmp, "r2", Map.of("b", "c", "d", "a"), "c");
        JsonNode summary = merge(tmp, ready, names, r1, r2);

        assertEquals(List.of("c rdma3 mlx5_9 41"), Files.readAllLines(tmp.resolve("slow")));
        for (JsonNode node : summary.path("nodes")) {
            assertEquals(
                    !node.path("name").asText().equals("c"), node.path("ok").asBoolean(), node.toString());
            assertEquals(2, node.path("nics").size());
        }
        assertEquals(2, summary.path("rounds").asInt());
    }

    @Test
    void withTwoNodesBothEndsOfASlowLinkAreNamed(@TempDir Path tmp) throws Exception {
        List<String> names = List.of("a", "b");
        Path ready = ready(tmp, names);
        merge(tmp, ready, names, round(tmp, "r1", Map.of("a", "b"), "b"));
        assertEquals(List.of("a rdma3 mlx5_9 41", "b rdma3 mlx5_9 41"), Files.readAllLines(tmp.resolve("slow")));
    }

    @Test
    void aRoundFailureIsAddedToThatNodesReadinessRecord(@TempDir Path tmp) throws Exception {
        List<String> names = List.of("a", "b");
        Path ready = ready(tmp, names);
        Path r1 = Files.createDirectories(tmp.resolve("r1"));
        Files.writeString(
                r1.resolve("a.json"),
                "{\"name\":\"a\",\"rdmaRole\":\"server\",\"rdmaPeer\":\"b\",\"ok\":true,\"failed\":[]}");
        Files.writeString(
                r1.resolve("b.json"),
                "{\"name\":\"b\",\"ok\":false,\"failed\":[{\"code\":\"TIMEOUT\","
                        + "\"detail\":\"no result from b\"}]}");
        merge(tmp, ready, names, r1);
        JsonNode b = JSON.readTree(ready.resolve("b.json").toFile());
        assertEquals(false, b.path("ok").asBoolean());
        assertEquals("TIMEOUT", b.path("failed").get(0).path("code").asText());
        assertTrue(b.path("failed").get(0).path("detail").asText().startsWith("per-NIC RDMA check: "), b.toString());
        assertEquals(
                true, JSON.readTree(ready.resolve("a.json").toFile()).path("ok").asBoolean());
    }

    private static Path ready(Path tmp, List<String> names) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("ready"));
        for (String n : names) {
            Files.writeString(dir.resolve(n + ".json"), "{\"name\":\"" + n + "\",\"ok\":true,\"failed\":[]}");
        }
        return dir;
    }

    /** One round's node records: server -> client pairs, two NICs each; SLOW's rdma3 moves 41 Gb/s. */
    private static Path round(Path tmp, String name, Map<String, String> pairs, String slow) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve(name));
        for (Map.Entry<String, String> p : pairs.entrySet()) {
            String server = p.getKey();
            String client = p.getValue();
            Files.writeString(
                    dir.resolve(server + ".json"),
                    "{\"name\":\"" + server + "\",\"rdmaRole\":\"server\",\"rdmaPeer\":\"" + client
                            + "\",\"rdmaDevice\":{\"rdma0\":\"mlx5_6\",\"rdma3\":\"mlx5_9\"},\"ok\":true,\"failed\":[]}");
            double gbps = server.equals(slow) || client.equals(slow) ? 41.0 : 97.85;
            Files.writeString(
                    dir.resolve(client + ".json"),
                    "{\"name\":\"" + client + "\",\"rdmaRole\":\"client\",\"rdmaPeer\":\""
                            + server + "\",\"rdma\":{\"rdma0\":{\"device\":\"mlx5_6\",\"peer\":\"" + server
                            + "\",\"gbps\":97.85},"
                            + "\"rdma3\":{\"device\":\"mlx5_9\",\"peer\":\"" + server + "\",\"gbps\":" + gbps
                            + "}},\"ok\":true,\"failed\":[]}");
        }
        return dir;
    }

    private static JsonNode merge(Path tmp, Path ready, List<String> names, Path... rounds) throws Exception {
        Files.writeString(tmp.resolve("names"), String.join("\n", names) + "\n");
        List<String> args = new ArrayList<>(List.of(
                "merge",
                "96",
                ready.toString(),
                tmp.resolve("names").toString(),
                tmp.resolve("slow").toString()));
        for (Path r : rounds) {
            args.add(r.toString());
        }
        Shell.Result r = run(tmp, args.toArray(String[]::new));
        return JSON.readTree(r.stdout());
    }

    private static Shell.Result run(Path tmp, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("python3", SCRIPT.toString()));
        cmd.addAll(List.of(args));
        Shell.Result r = Shell.run(tmp, Map.of(), null, cmd);
        assertEquals(0, r.exit(), r.stderr());
        return r;
    }
}
