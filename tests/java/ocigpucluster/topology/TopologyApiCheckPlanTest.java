package ocigpucluster.topology;

import static ocigpucluster.preview.PreviewRuns.resource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.PreviewRuns;
import org.junit.jupiter.api.Test;

/** The topology API check's wiring under the mock engine: after its group's readiness gate, where pulumi up runs. */
class TopologyApiCheckPlanTest {
    private static final String CHECK = "oci-gpu-cluster-dev-gpu-topology-api-check";

    @Test
    void itRunsWherePulumiUpRunsAfterItsGroupsReadinessGateWithTheStacksCompartmentAndRegion() {
        Plan plan = PreviewRuns.plan("topology.apiCheck=true");
        PlannedResource check = resource(plan, CHECK);
        assertEquals("command:local:Command", check.type());
        assertEquals(
                List.of("/bin/bash", "-c"), PreviewRuns.toMap(check.inputs()).get("interpreter"));
        assertTrue(
                PreviewRuns.transitiveDependencies(plan, CHECK).contains("bootstrap-readiness-gate"),
                "it reads the gate's result: " + PreviewRuns.transitiveDependencies(plan, CHECK));
        String create = check.inputs().path("create").asText();
        assertTrue(create.contains("bash \"$dir/topology-api-check.sh\""), create);
        assertTrue(create.contains("cat > \"$dir/lib/oci-lib.sh\""), create);
        assertTrue(create.contains("GROUP='gpu'"), create);
        assertTrue(create.contains("STACK_REGION='ap-tokyo-1'"), "the CLI calls the stack's region: " + create);
        assertTrue(create.contains("COMPARTMENT_ID='ocid1.compartment."), create);
    }

    @Test
    void offByDefault() {
        assertTrue(PreviewRuns.plan().ofType("command:local:Command").stream()
                .noneMatch(r -> r.name().endsWith("topology-api-check")));
    }

    /** What the check reads: each node's name and recorded topology, nothing else of the gate's result. */
    @Test
    void itsInputIsEachNodesNameAndTopologyFromTheGatesLastJsonLine() {
        String stdout = "2026-11-29T21:00:00Z readiness-gate {not the result}\n"
                + "{\"stage\":\"readiness\",\"ok\":true,\"nodes\":[{\"name\":\"gpu-1\",\"ip\":\"10.0.0.5\","
                + "\"topology\":{\"source\":\"none\",\"instanceId\":\"ocid1.instance.oc1..a\"}},{\"name\":\"gpu-2\"}],"
                + "\"rdma\":{\"floorGbps\":100}}\n";
        assertEquals(
                "[{\"name\":\"gpu-1\",\"topology\":{\"source\":\"none\",\"instanceId\":\"ocid1.instance.oc1..a\"}},"
                        + "{\"name\":\"gpu-2\",\"topology\":null}]",
                TopologyFeature.records(stdout));
    }
}
