package ocigpucluster.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;

/**
 * The generator against topology.yaml files written by hand from recorded metadata documents, one
 * per shape family of Oracle's rule (ShapeLevels): both document kinds, and a node without any.
 */
class TopologyGoldenTest {

    @Test
    void h100FromRdmaTopologyDataDocumentsWithAPlaceholderNode() {
        assertGolden("h100", Fixtures.h100());
    }

    @Test
    void gb200FromHostDocumentsWithEmbeddedRdmaTopologyData() {
        assertGolden("gb200", Fixtures.gb200());
    }

    @Test
    void a100FromTheHostDocumentFallbackWithAPlaceholderNode() {
        assertGolden("a100", Fixtures.a100());
    }

    @Test
    void eachTopologyNamesItselfFirstAsSlurmRequires() {
        List<Object> file = load(SlurmTopology.of(Fixtures.h100()).toYaml());
        assertEquals(2, file.size());
        for (Object t : file) {
            var keys = new ArrayList<>(((Map<?, ?>) t).keySet());
            assertEquals("topology", keys.get(0), "topology.yaml(5): topology \"Must be the first attribute\"");
        }
    }

    @Test
    void theFileStartsWithCommentsSayingWhatWroteIt() {
        String yaml = SlurmTopology.of(Fixtures.gb200()).toYaml();
        assertTrue(yaml.startsWith("# Slurm topology.yaml written by oci-gpu-cluster"), yaml);
    }

    @Test
    void threeGroupsAreThreeRootsWithBlockSizesUpToTheLargestGroup() {
        var all = new ArrayList<HostTopology>();
        all.addAll(Fixtures.h100());
        all.addAll(Fixtures.gb200());
        all.addAll(Fixtures.a100());
        SlurmTopology t = SlurmTopology.of(all);
        List<String> roots = t.switches().stream()
                .filter(s -> !s.name().contains("."))
                .map(SlurmTopology.Switch::name)
                .toList();
        assertEquals(List.of("a100", "gb", "gpu"), roots);
        assertEquals(4 + 2 + 3, t.blocks().size());
        // the smallest block holds 1 node; the largest group (gpu) 7: 1, 2, 4
        assertEquals(List.of(1, 2, 4), t.blockSizes());
    }

    private static void assertGolden(String family, List<HostTopology> hosts) {
        var expected = load(Fixtures.read(Fixtures.DIR.resolve(family).resolve("expected-topology.yaml")));
        var actual = load(SlurmTopology.of(hosts).toYaml());
        assertEquals(expected, actual);
    }

    @SuppressWarnings("unchecked")
    private static List<Object> load(String yaml) {
        return (List<Object>) new Load(LoadSettings.builder().build()).loadFromString(yaml);
    }
}
