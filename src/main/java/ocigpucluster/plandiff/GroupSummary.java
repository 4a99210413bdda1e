package ocigpucluster.plandiff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.plandiff.PlanDiff.Effect;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;

/**
 * The diff counted per node group: each changed, added or removed resource under the group it
 * belongs to — below the group's component ({@code oci-gpu-cluster:index:GpuCompute}, named by the
 * group), tagged with its group ({@code oci-gpu-cluster-group}), or a stage Command of the group
 * ({@code bootstrap-<stage>-<group>}) — and the rest under "(cluster)": the network, the
 * bastion, the roles, the stages of the whole cluster.
 */
final class GroupSummary {
    static final String GPU_COMPUTE = "oci-gpu-cluster:index:GpuCompute";
    static final String GROUP_TAG = "oci-gpu-cluster-group";
    static final String CLUSTER = "(cluster)";

    /** A group's counts: added, updated in place, stages re-run, replaced, removed. */
    record Row(String group, int added, int inPlace, int reruns, int replaced, int removed) {}

    private GroupSummary() {}

    /** The rows, groups in plan order then (cluster); empty when neither plan has two groups. */
    static List<Row> of(PlanDiff diff) {
        List<String> groups = groups(diff.base(), diff.head());
        if (groups.size() < 2) {
            return List.of();
        }
        Map<String, int[]> counts = new LinkedHashMap<>();
        groups.forEach(g -> counts.put(g, new int[5]));
        counts.put(CLUSTER, new int[5]);
        Map<String, PlannedResource> head = diff.head().byName();
        diff.added().forEach(r -> counts.get(groupOf(r, diff.head(), groups))[0]++);
        for (PlanDiff.ResourceChange c : diff.changed()) {
            int column = c.effect() == Effect.IN_PLACE ? 1 : c.effect() == Effect.RERUN ? 2 : 3;
            counts.get(groupOf(head.get(c.name()), diff.head(), groups))[column]++;
        }
        diff.removed().forEach(r -> counts.get(groupOf(r, diff.base(), groups))[4]++);
        List<Row> rows = new ArrayList<>();
        counts.forEach((g, n) -> rows.add(new Row(g, n[0], n[1], n[2], n[3], n[4])));
        return rows;
    }

    /** The groups of both plans (their GpuCompute components), head's order first. */
    static List<String> groups(Plan base, Plan head) {
        List<String> out = new ArrayList<>();
        for (Plan p : List.of(head, base)) {
            p.resources().stream()
                    .filter(r -> r.type().equals(GPU_COMPUTE))
                    .map(PlannedResource::name)
                    .filter(n -> !out.contains(n))
                    .forEach(out::add);
        }
        return out;
    }

    /** The group a resource belongs to in its plan, or (cluster). */
    static String groupOf(PlannedResource r, Plan plan, List<String> groups) {
        Map<String, PlannedResource> byName = plan.byName();
        for (PlannedResource at = r; at != null; at = at.parent() == null ? null : byName.get(at.parent())) {
            if (at.type().equals(GPU_COMPUTE)) {
                return at.name();
            }
        }
        String tag = r.inputs().path("freeformTags").path(GROUP_TAG).asText("");
        if (groups.contains(tag)) {
            return tag;
        }
        if (PlanDiff.COMMANDS.contains(r.type())) {
            // the longest group name the Command's name ends with (bootstrap-nccl-test-h100-burst)
            return groups.stream()
                    .filter(g -> r.name().endsWith("-" + g))
                    .max(java.util.Comparator.comparingInt(String::length))
                    .orElse(CLUSTER);
        }
        return CLUSTER;
    }
}
