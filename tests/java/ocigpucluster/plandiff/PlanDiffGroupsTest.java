package ocigpucluster.plandiff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import ocigpucluster.Repo;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * plan-diff counts a change per node group, so a reviewer sees which group it touches: the real
 * preview of the groups example (Pulumi.groups.yaml: train in a cluster network, burst on demand,
 * dev of A10 VMs) against the same stack with one group changed, and the real command on the two
 * plan.json files. A change of one group shows that group's row only (and the whole cluster's,
 * whose stages name every node); the other groups have no row.
 */
class PlanDiffGroupsTest {
    @TempDir
    static Path tmp;

    private static Path base;
    private static String example;

    /** plan.json of the groups stack from this stack file's text. */
    private static Path preview(String name, String yaml) throws IOException {
        Path config = tmp.resolve(name + ".yaml");
        Files.writeString(config, yaml);
        PlanDiffCli.Run r = PlanDiffCli.run(
                "preview",
                "--config",
                config.toString(),
                "--stack",
                "groups",
                "--out",
                tmp.resolve(name).toString());
        assertEquals(0, r.exit(), r.err());
        return tmp.resolve(name).resolve("plan.json");
    }

    @BeforeAll
    static void basePlan() throws IOException {
        example = Files.readString(Repo.path("Pulumi.groups.yaml"));
        base = preview("base", example);
    }

    /** The rows of the per-group table, by their first cell. */
    private static List<String> groupRows(String md) {
        return md.lines()
                .filter(l -> l.startsWith("| `") || l.startsWith("| (whole cluster)"))
                .toList();
    }

    private static String changed(String from, String to) {
        String yaml = example.replace(from, to);
        assertTrue(!yaml.equals(example), "the example has " + from);
        return yaml;
    }

    @Test
    void oneMoreDevNodeIsCountedUnderDevOnly() throws IOException {
        Path head = preview(
                "dev3",
                changed(
                        "      placement: instances\n      count: 2\n",
                        "      placement: instances\n      count: 3\n"));
        PlanDiffCli.Run r = PlanDiffCli.run("plan-diff", base.toString(), head.toString());
        assertEquals(1, r.exit(), "changes, nothing replaced: " + r.err());
        List<String> rows = groupRows(r.out());
        assertTrue(rows.stream().anyMatch(l -> l.startsWith("| `dev` | 1 | ") && l.endsWith(" | 0 | 0 |")), r.out());
        assertTrue(rows.stream().noneMatch(l -> l.startsWith("| `train` ") || l.startsWith("| `burst` ")), r.out());
        assertTrue(r.out().contains("**No replacements.**"), r.out());
    }

    @Test
    void aNewImageOfTrainIsTrainsReplacementAndNoOtherGroups() throws IOException {
        Path head = preview(
                "train-image",
                changed(
                        "      placement: clusterNetwork\n      count: 2\n",
                        "      placement: clusterNetwork\n      count: 2\n      imageId:"
                                + " ocid1.image.oc1.ap-tokyo-1.aaaaaaaaexamplegpuclusternetworkingimage000000000000000000001\n"));
        PlanDiffCli.Run r = PlanDiffCli.run("plan-diff", base.toString(), head.toString());
        assertEquals(3, r.exit(), "infrastructure replaced: " + r.err());
        List<String> rows = groupRows(r.out());
        // its instance configuration and the cluster network launched from it
        assertTrue(
                rows.stream().anyMatch(l -> l.startsWith("| `train` | 0 | 0 | ") && l.endsWith(" | **2** | 0 |")),
                r.out());
        assertTrue(rows.stream().noneMatch(l -> l.startsWith("| `dev` ") || l.startsWith("| `burst` ")), r.out());
        assertTrue(rows.stream().noneMatch(l -> l.startsWith("| (whole cluster)") && l.contains("**")), r.out());
    }

    @Test
    void aStackOfOneGroupHasNoGroupTable() throws IOException {
        PlanDiffCli.Run r = PlanDiffCli.run("plan-diff", base.toString(), base.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(List.of(), groupRows(r.out()), "no change: no row");
        Path dev = tmp.resolve("dev");
        assertEquals(
                0,
                PlanDiffCli.run(
                                "preview",
                                "--config",
                                Repo.path("Pulumi.dev.yaml").toString(),
                                "--out",
                                dev.toString())
                        .exit());
        Path dev3 = tmp.resolve("dev3nodes");
        assertEquals(
                0,
                PlanDiffCli.run(
                                "preview",
                                "--config",
                                Repo.path("Pulumi.dev.yaml").toString(),
                                "--set",
                                "cluster.nodeCount=3",
                                "--out",
                                dev3.toString())
                        .exit());
        PlanDiffCli.Run one = PlanDiffCli.run(
                "plan-diff",
                dev.resolve("plan.json").toString(),
                dev3.resolve("plan.json").toString());
        assertTrue(one.out().contains(" to add, "), one.out());
        assertTrue(!one.out().contains("| node group |"), "one group: the counts above say it all: " + one.out());
    }
}
