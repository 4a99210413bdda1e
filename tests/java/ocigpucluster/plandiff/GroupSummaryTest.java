package ocigpucluster.plandiff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import org.junit.jupiter.api.Test;

/**
 * Which node group a planned resource counts for, on hand-made plans: through its parents, by its
 * group tag, by the longest group name a Command's name ends with, or the whole cluster; and the
 * rows, only where a plan has two groups or more.
 */
class GroupSummaryTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String GPU_COMPUTE = "oci-gpu-cluster:index:GpuCompute";
    private static final String INSTANCE = "oci:Core/instance:Instance";
    private static final String COMMAND =
            PlanDiff.COMMANDS.stream().sorted().findFirst().orElseThrow();

    private static PlannedResource resource(String type, String name, String parent, String groupTag) {
        ObjectNode inputs = JSON.createObjectNode();
        if (groupTag != null) {
            inputs.putObject("freeformTags").put("oci-gpu-cluster-group", groupTag);
        }
        return new PlannedResource(
                type, name, parent, !type.equals(GPU_COMPUTE), inputs, List.of(), JSON.createObjectNode(), Map.of());
    }

    private static Plan plan(PlannedResource... resources) {
        return new Plan("oci-gpu-cluster", "dev", List.of(resources), JSON.createObjectNode(), List.of());
    }

    private static final List<String> GROUPS = List.of("h100", "burst", "h100-burst");

    @Test
    void aResourceCountsForTheGroupAboveItThroughEveryParent() {
        PlannedResource pool = resource(INSTANCE, "pool", "h100", null);
        PlannedResource disk = resource(INSTANCE, "disk", "pool", "burst");
        Plan p = plan(resource(GPU_COMPUTE, "h100", null, null), pool, disk);
        assertEquals("h100", GroupSummary.groupOf(disk, p, GROUPS));
        assertEquals("h100", GroupSummary.groupOf(pool, p, GROUPS));
    }

    @Test
    void withoutAGroupAboveItsGroupTagNamesIt() {
        Plan p = plan();
        assertEquals("burst", GroupSummary.groupOf(resource(INSTANCE, "node-1", null, "burst"), p, GROUPS));
        assertEquals("(cluster)", GroupSummary.groupOf(resource(INSTANCE, "node-1", null, "other"), p, GROUPS));
        assertEquals("(cluster)", GroupSummary.groupOf(resource(INSTANCE, "node-h100", null, null), p, GROUPS));
    }

    @Test
    void aCommandCountsForTheLongestGroupItsNameEndsWith() {
        Plan p = plan();
        assertEquals(
                "h100-burst",
                GroupSummary.groupOf(resource(COMMAND, "bootstrap-nccl-test-h100-burst", null, null), p, GROUPS));
        assertEquals(
                "h100", GroupSummary.groupOf(resource(COMMAND, "bootstrap-nccl-test-h100", null, null), p, GROUPS));
        assertEquals("(cluster)", GroupSummary.groupOf(resource(COMMAND, "bootstrap-slurm", null, null), p, GROUPS));
        assertEquals("(cluster)", GroupSummary.groupOf(resource(COMMAND, "bootstraph100", null, null), p, GROUPS));
    }

    @Test
    void twoGroupsHaveRowsAndOneHasNone() {
        PlannedResource a = resource(GPU_COMPUTE, "a", null, null);
        PlannedResource b = resource(GPU_COMPUTE, "b", null, null);
        Plan base = plan(a, b, resource(INSTANCE, "old-disk", "a", null));
        Plan head = plan(a, b, resource(INSTANCE, "new-disk", "b", null), resource(INSTANCE, "bucket", null, null));
        assertEquals(
                List.of(
                        new GroupSummary.Row("a", 0, 0, 0, 0, 1),
                        new GroupSummary.Row("b", 1, 0, 0, 0, 0),
                        new GroupSummary.Row("(cluster)", 1, 0, 0, 0, 0)),
                GroupSummary.of(PlanDiff.compare(base, head)));
        assertEquals(
                List.of(), GroupSummary.of(PlanDiff.compare(plan(a, resource(INSTANCE, "x", "a", null)), plan(a))));
    }
}
