package ocigpucluster.ncclgate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import ocigpucluster.bootstrap.ShippedBootstrap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The NCCL gate's host order (nccl-lib.sh, nccl_ring_by_topology): the ranks' ring runs rack by
 * rack, block by block, as Oracle's rack-aware ordering lists hosts (oci-hpc
 * playbooks/roles/rack-aware/files/node_ordering_by_rack.py), from the places the readiness gate
 * kept on the bastion ({@code ~/.oci-gpu-cluster/state/topology/<node>.json}). The places below
 * are written by hand: two network blocks, racks r1 and r2 in nb-a, r3 in nb-b.
 */
@Tag("process")
class RingByTopologyTest {
    private static final Path BOOTSTRAP = ShippedBootstrap.root();
    private static final String DRIVER = """
            set -euo pipefail
            NODE_USER=opc STAGE_TIMEOUT_SECONDS=60
            source "$1/lib/common.sh"
            source "$1/lib/nccl-lib.sh"
            read -r -a NODE_NAMES <<<"$2"
            read -r -a NODE_IPS <<<"$3"
            nccl_ring_by_topology
            echo "$RING_ORDER"
            echo "${NODE_NAMES[*]}"
            echo "${NODE_IPS[*]}"
            """;

    private static void place(Path home, String node, String island, String block, String rack) throws Exception {
        Path dir = home.resolve(".oci-gpu-cluster/state/topology");
        Files.createDirectories(dir);
        Files.writeString(
                dir.resolve(node + ".json"),
                "{\"source\": \"/opc/v2/host/rdmaTopologyData\", \"shape\": \"BM.GPU.H100.8\", \"hpcIsland\": \""
                        + island + "\", \"networkBlock\": \"" + block + "\", \"localBlock\": \"" + block
                        + "-lb\", \"rack\": \"" + rack + "\"}");
    }

    private static List<String> ring(Path home, String names, String ips) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", DRIVER, "driver", BOOTSTRAP.toString(), names, ips)
                .redirectError(ProcessBuilder.Redirect.INHERIT);
        pb.environment().put("HOME", home.toString());
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the ordering did not finish");
        assertEquals(0, p.exitValue(), out);
        return out.lines().toList();
    }

    @Test
    void theRingRunsRackByRackAndBlockByBlockWithUnplacedNodesLast(@TempDir Path home) throws Exception {
        place(home, "gpu-1", "island-1", "nb-a", "r1");
        place(home, "gpu-2", "island-1", "nb-b", "r3");
        place(home, "gpu-3", "island-1", "nb-a", "r2");
        place(home, "gpu-4", "island-1", "nb-a", "r1");
        place(home, "gpu-6", "island-1", "nb-b", "r3");
        // gpu-5: no kept place (its metadata had none): last, where it was among the unplaced
        assertEquals(
                List.of(
                        "topology",
                        "gpu-1 gpu-4 gpu-3 gpu-2 gpu-6 gpu-5",
                        "10.0.0.1 10.0.0.4 10.0.0.3 10.0.0.2 10.0.0.6 10.0.0.5"),
                ring(
                        home,
                        "gpu-1 gpu-2 gpu-3 gpu-4 gpu-5 gpu-6",
                        "10.0.0.1 10.0.0.2 10.0.0.3 10.0.0.4 10.0.0.5 10.0.0.6"));
    }

    @Test
    void withoutAnyKeptPlaceTheGivenOrderStands(@TempDir Path home) throws Exception {
        assertEquals(
                List.of("given", "gpu-2 gpu-1", "10.0.0.2 10.0.0.1"), ring(home, "gpu-2 gpu-1", "10.0.0.2 10.0.0.1"));
    }

    @Test
    void aPlaceThatIsNotJsonCountsAsNone(@TempDir Path home) throws Exception {
        place(home, "gpu-2", "island-1", "nb-a", "r2");
        Path dir = home.resolve(".oci-gpu-cluster/state/topology");
        Files.writeString(dir.resolve("gpu-1.json"), "{not json");
        assertEquals(
                List.of("topology", "gpu-2 gpu-1", "10.0.0.2 10.0.0.1"),
                ring(home, "gpu-1 gpu-2", "10.0.0.1 10.0.0.2"));
    }
}
