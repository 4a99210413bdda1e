package ocigpucluster.program;

import static ocigpucluster.preview.PreviewRuns.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.schema.ReferenceSchema;
import org.junit.jupiter.api.Test;

/**
 * Growing the cluster from 2 to 3 nodes touches only the pool size and the bootstrap stages
 * (whose node list changed): no replacement of the network, bastion, key or instance configuration.
 */
class ResizeTest {
    private static final String CLUSTER_NETWORK = "gpu-cluster-network";

    private static Plan two() {
        return PreviewRuns.plan("cluster.nodeCount=2");
    }

    private static Plan three() {
        return PreviewRuns.plan("cluster.nodeCount=3");
    }

    @Test
    void thePoolSizeFollowsTheNodeCount() {
        assertEquals(
                2,
                resource(two(), CLUSTER_NETWORK)
                        .inputs()
                        .path("instancePools")
                        .get(0)
                        .path("size")
                        .intValue());
        assertEquals(
                3,
                resource(three(), CLUSTER_NETWORK)
                        .inputs()
                        .path("instancePools")
                        .get(0)
                        .path("size")
                        .intValue());
    }

    @Test
    void onlyThePoolSizeAndTheStageCommandsChange() {
        List<PlannedResource> a = two().resources();
        List<PlannedResource> b = three().resources();
        assertEquals(
                a.stream().map(PlannedResource::name).toList(),
                b.stream().map(PlannedResource::name).toList());
        for (int i = 0; i < a.size(); i++) {
            PlannedResource x = a.get(i);
            PlannedResource y = b.get(i);
            String n = x.name();
            assertEquals(x.type(), y.type(), n);
            assertEquals(x.parent(), y.parent(), n);
            assertEquals(x.custom(), y.custom(), n);
            assertEquals(x.options(), y.options(), n + " options (e.g. timeouts sized by the node count)");
            assertEquals(x.dependsOn(), y.dependsOn(), n + " dependsOn");
            ObjectNode xi = x.inputs().deepCopy();
            ObjectNode yi = y.inputs().deepCopy();
            if (n.equals(CLUSTER_NETWORK)) {
                ((ObjectNode) xi.path("instancePools").get(0)).remove("size");
                ((ObjectNode) yi.path("instancePools").get(0)).remove("size");
            } else if (x.type().equals("command:remote:Command") || x.type().equals("command:local:Command")) {
                // a stage that takes the node list re-runs for the new node; any Command whose
                // script changes re-runs with it (the capacity guard's own test: it asks again)
                if (takesTheNodeList(x)) {
                    assertNotEquals(
                            x.inputs().path("create"), y.inputs().path("create"), n + " must re-run for the new node");
                }
                if (!x.inputs().path("create").equals(y.inputs().path("create"))) {
                    assertNotEquals(x.inputs().path("triggers"), y.inputs().path("triggers"), n + " must re-run");
                }
                xi.remove(List.of("create", "triggers"));
                yi.remove(List.of("create", "triggers"));
            }
            assertEquals(xi, yi, n + " inputs change with the node count");
        }
    }

    /** A stage's Command whose stage is given NODES. */
    private static boolean takesTheNodeList(PlannedResource c) {
        return "bootstrap".equals(c.parent())
                && Features.STAGES
                        .get(c.name().substring("bootstrap-".length()))
                        .parameters()
                        .contains("NODES");
    }

    @Test
    void aPoolSizeChangeUpdatesTheClusterNetworkInPlace() {
        assertFalse(ReferenceSchema.get()
                .replacesOnChange("oci:Core/clusterNetwork:ClusterNetwork", List.of("instancePools", "size")));
    }
}
