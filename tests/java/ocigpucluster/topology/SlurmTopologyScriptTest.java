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
        writePlaces(hosts);
        Result r = run(nodesOf(hosts));
        assertEquals(0, r.exit, r.err);
        String expected = Files.readString(Fixtures.DIR.resolve(family).resolve("expected-topology.yaml"))
                .lines()
                .filter(l -> !l.startsWith("#"))
                .collect(Collectors.joining("\n", "", "\n"));
        String got = r.out.lines().filter(l -> !l.startsWith("#")).collect(Collectors.joining("\n", "", "\n"));
        assertEquals(expected, got);
    }

    // --place: where the on-demand programs move a resumed or suspended node in the installed
    // file. The a100 family: a100-1 and a100-2 in rack ...beef0003, a100-3 in ...beef0004, a100-4
    // without a place (expected-topology.yaml beside the documents, its names written by hand).

    /** The a100 file as the Slurm stage installs it (this script's own output, header included). */
    private Path installedA100() throws Exception {
        writePlaces(Fixtures.a100());
        Result r = run(nodesOf(Fixtures.a100()));
        assertEquals(0, r.exit, r.err);
        Path yaml = dir.resolve("installed-topology.yaml");
        Files.writeString(yaml, r.out);
        return yaml;
    }

    @Test
    void aResumedNodeWhosePlaceHasABlockMovesThere() throws Exception {
        Path yaml = installedA100();
        // a100-4's host is now recorded in rack ...beef0004 (as a100-3)
        Files.writeString(
                dir.resolve("a100-4.json"),
                "{\"networkBlock\": \"" + Fixtures.a100().get(2).value(FabricLevel.NETWORK_BLOCK)
                        + "\", \"rack\": \"" + Fixtures.a100().get(2).value(FabricLevel.RACK)
                        + "\", \"shape\": \"BM.GPU.A100-v2.8\"}");
        Result r = place(yaml, "a100-4", "a100-1");
        assertEquals(0, r.exit, r.err);
        assertEquals("a100-4 a100.nb-a1b2c3d4.rk-beef0004 placed\na100-1 a100.nb-a1b2c3d4.rk-beef0003 same\n", r.out);
    }

    @Test
    void aPlaceWithoutABlockKeepsTheNodeUnderItsGroupsPlaceholder() throws Exception {
        Path yaml = installedA100();
        // a rack the file has no block for: topology/block cannot add one while slurmctld runs
        Files.writeString(
                dir.resolve("a100-4.json"),
                "{\"networkBlock\": \"" + Fixtures.a100().get(0).value(FabricLevel.NETWORK_BLOCK)
                        + "\", \"rack\": \"rack-cafe0009\", \"shape\": \"BM.GPU.A100-v2.8\"}");
        Result r = place(yaml, "a100-4");
        assertEquals(0, r.exit, r.err);
        assertEquals("a100-4 a100.nb-none.rk-none same\n", r.out);
    }

    @Test
    void aNodeWhosePlaceWasRemovedGoesBackToThePlaceholder() throws Exception {
        Path yaml = installedA100();
        Files.delete(dir.resolve("a100-3.json")); // suspended: its host is gone
        Result r = place(yaml, "a100-3");
        assertEquals(0, r.exit, r.err);
        assertEquals("a100-3 a100.nb-none.rk-none placeholder\n", r.out);
    }

    @Test
    void withNoPlaceLeftInItsGroupANodeGoesToTheFilesPlaceholder() throws Exception {
        Path yaml = installedA100();
        // every host of the group gone: a fresh build would make the group one leaf, "a100",
        // which the installed file does not have; its placeholder is still the file's
        for (String n : List.of("a100-1", "a100-2", "a100-3")) {
            Files.delete(dir.resolve(n + ".json"));
        }
        Result r = place(yaml, "a100-1");
        assertEquals(0, r.exit, r.err);
        assertEquals("a100-1 a100.nb-none.rk-none placeholder\n", r.out);
    }

    @Test
    void aNodeOrAFileTheScriptDoesNotKnowMovesNothing() throws Exception {
        Path yaml = installedA100();
        Result r = place(yaml, "gpu-99");
        assertEquals(0, r.exit, r.err);
        assertTrue(r.out.startsWith("gpu-99 - not in "), r.out);
        Path theirs = dir.resolve("theirs.yaml");
        Files.writeString(theirs, "- topology: tree\n  cluster_default: true\n");
        Result refused = place(theirs, "a100-1");
        assertEquals(1, refused.exit, refused.out);
        assertTrue(refused.err.contains("was not written by oci-gpu-cluster: no node is moved"), refused.err);
        // without a file (topology off): nothing to do
        Result none = place(dir.resolve("absent.yaml"), "a100-1");
        assertEquals(0, none.exit, none.err);
        assertEquals("", none.out);
    }

    private void writePlaces(List<HostTopology> hosts) throws Exception {
        ObjectMapper json = new ObjectMapper();
        for (HostTopology h : hosts) {
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
    }

    private static String nodesOf(List<HostTopology> hosts) {
        StringBuilder nodes = new StringBuilder();
        for (HostTopology h : hosts) {
            nodes.append(h.node()).append(' ').append(h.group()).append('\n');
        }
        return nodes.toString();
    }

    private Result place(Path yaml, String... nodes) throws IOException, InterruptedException {
        List<String> cmd = new java.util.ArrayList<>(
                List.of("python3", SCRIPT.toString(), "--place", yaml.toString(), dir.toString()));
        cmd.addAll(List.of(nodes));
        Process p = new ProcessBuilder(cmd).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), "slurm_topology.py did not end");
        return new Result(p.exitValue(), out, err);
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
