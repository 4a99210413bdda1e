package ocigpucluster.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bastion's copy of the generator ({@code src/main/bootstrap/slurm/lib/slurm_topology.py}, run by
 * the Slurm controller stage where the nodes' places are) against the same hand-written
 * {@code expected-topology.yaml} files as {@link TopologyGoldenTest}: each node's place written as
 * the readiness stage records it (networkBlock, localBlock, rack, shape), a node without documents
 * with no file (the placeholder).
 */
@Tag("process")
class SlurmTopologyScriptTest {
    private static final Path SCRIPT = Path.of("src/main/bootstrap/slurm/lib/slurm_topology.py");

    @TempDir
    Path dir;

    @Test
    void h100FromRdmaTopologyData() throws Exception {
        assertGolden("h100", Fixtures.h100());
    }

    @Test
    void gb200FromHostDocumentsWithEmbeddedRdmaTopologyData() throws Exception {
        assertGolden("gb200", Fixtures.gb200());
    }

    @Test
    void a100FromTheHostFallback() throws Exception {
        assertGolden("a100", Fixtures.a100());
    }

    @Test
    void aNodeListedTwiceIsRefusedNamingIt() throws Exception {
        Result r = run("gpu-1 gpu\ngpu-1 gpu\n");
        assertEquals(1, r.exit, r.out);
        assertTrue(r.err.contains("node gpu-1 is listed twice"), r.err);
    }

    private void assertGolden(String family, List<HostTopology> hosts) throws Exception {
        ObjectMapper json = new ObjectMapper();
        StringBuilder nodes = new StringBuilder();
        for (HostTopology h : hosts) {
            nodes.append(h.node()).append(' ').append(h.group()).append('\n');
            if (h.source() == HostTopology.Source.NONE) {
                continue; // no documents: no place recorded
            }
            Map<String, Object> place = new LinkedHashMap<>();
            place.put("networkBlock", h.value(FabricLevel.NETWORK_BLOCK));
            place.put("localBlock", h.value(FabricLevel.LOCAL_BLOCK));
            place.put("rack", h.value(FabricLevel.RACK));
            place.put("shape", h.shape());
            Files.writeString(dir.resolve(h.node() + ".json"), json.writeValueAsString(place));
        }
        Result r = run(nodes.toString());
        assertEquals(0, r.exit, r.err);
        String expected = Files.readString(Fixtures.DIR.resolve(family).resolve("expected-topology.yaml"))
                .lines()
                .filter(l -> !l.startsWith("#"))
                .collect(Collectors.joining("\n", "", "\n"));
        String got = r.out.lines().filter(l -> !l.startsWith("#")).collect(Collectors.joining("\n", "", "\n"));
        assertEquals(expected, got);
    }

    private record Result(int exit, String out, String err) {}

    private Result run(String stdin) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("python3", SCRIPT.toString(), dir.toString()).start();
        p.getOutputStream().write(stdin.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "slurm_topology.py did not end");
        return new Result(p.exitValue(), out, err);
    }
}
