package ocigpucluster.plandiff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;
import ocigpucluster.preview.Plan;
import org.junit.jupiter.api.Test;

/**
 * The machines a destroyed resource runs, counted as the OCI API defines each type (an instance:
 * one; an instance pool: its {@code size}; a cluster network: the sum of its pools' sizes), their
 * shape from the instance configuration the pool input names, and how the plan diff words them.
 * The fixture's dev plan runs BM.GPU4.8, 8 GPUs per node (shapes.yaml).
 */
class InstancesTest {
    private static final String POOL = "oci:Core/instancePool:InstancePool";

    private static Optional<Instances> of(ObjectNode plan, String name) {
        Plan p = Plan.parse(plan, "PLAN.json");
        return Instances.of(p, p.byName().get(name));
    }

    private static ArrayNode pools(ObjectNode plan) {
        return (ArrayNode) PlanDiffTest.inputs(plan, "gpu-cluster-network").get("instancePools");
    }

    /** An instance pool of {@code size} that names its configuration as the input it takes the id from. */
    private static ObjectNode withPool(ObjectNode plan, int size, boolean propertyDependencies) {
        ObjectNode pool = ((ArrayNode) plan.get("resources")).addObject();
        pool.put("type", POOL)
                .put("name", "extra-pool")
                .put("parent", "gpu-compute")
                .put("custom", true);
        pool.putObject("inputs")
                .put("instanceConfigurationId", "gpu-instance-configuration_id")
                .put("size", size);
        pool.putArray("dependsOn");
        if (propertyDependencies) {
            pool.putObject("propertyDependencies")
                    .putArray("instanceConfigurationId")
                    .add("gpu-instance-configuration");
        }
        return plan;
    }

    @Test
    void aDescriptionSaysHowManyMachinesOfWhatShapeAndTheirGpus() {
        assertEquals("2 GPU nodes (`BM.GPU4.8`, 16 GPUs)", new Instances(2, "BM.GPU4.8", 8).describe());
        assertEquals("1 GPU node (`BM.GPU4.8`, 8 GPUs)", new Instances(1, "BM.GPU4.8", 8).describe());
        assertEquals("0 GPU nodes (`BM.GPU4.8`, 0 GPUs)", new Instances(0, "BM.GPU4.8", 8).describe());
        assertEquals("every GPU node of its pools (`BM.GPU4.8`)", new Instances(-1, "BM.GPU4.8", 8).describe());
        assertEquals("1 instance (`VM.Standard.E5.Flex`)", new Instances(1, "VM.Standard.E5.Flex", 0).describe());
        assertEquals("0 instances", new Instances(0, null, 0).describe());
        // not in the catalog: a GPU shape by its name, its GPU count unknown
        assertEquals("3 GPU nodes (`BM.GPU.X9.8`)", new Instances(3, "BM.GPU.X9.8", 0).describe());
    }

    @Test
    void aGpuShapeIsOneTheCatalogCountsGpusForOrOneNamedSo() {
        assertTrue(new Instances(1, null, 1).gpu());
        assertTrue(new Instances(1, "BM.GPU.H100.8", 0).gpu());
        assertFalse(new Instances(1, "VM.Standard.E5.Flex", 0).gpu());
        assertFalse(new Instances(1, null, 0).gpu());
    }

    @Test
    void anInstanceIsOneMachineAndANetworkResourceNone() {
        ObjectNode plan = PlanDiffTest.fixture();
        assertEquals(Optional.of(new Instances(1, "VM.Standard.E5.Flex", 0)), of(plan, "bastion-instance"));
        assertEquals(Optional.empty(), of(plan, "vcn"));
    }

    @Test
    void aClusterNetworkRunsTheSumOfItsPoolsAndAnUnknownSizeIsEvery() {
        ObjectNode plan = PlanDiffTest.fixture();
        assertEquals(Optional.of(new Instances(2, "BM.GPU4.8", 8)), of(plan, "gpu-cluster-network"));
        pools(plan)
                .addObject()
                .put("instanceConfigurationId", "gpu-instance-configuration_id")
                .put("size", 0);
        assertEquals(Optional.of(new Instances(2, "BM.GPU4.8", 8)), of(plan, "gpu-cluster-network"));
        pools(plan)
                .addObject()
                .put("instanceConfigurationId", "gpu-instance-configuration_id")
                .put("size", 3);
        assertEquals(Optional.of(new Instances(5, "BM.GPU4.8", 8)), of(plan, "gpu-cluster-network"));
        // a size the preview cannot know (an output) makes the count unknown, whatever else is known
        pools(plan)
                .addObject()
                .put("instanceConfigurationId", "gpu-instance-configuration_id")
                .put("size", "[unknown]");
        assertEquals(Optional.of(new Instances(-1, "BM.GPU4.8", 8)), of(plan, "gpu-cluster-network"));
    }

    @Test
    void aPoolRunsItsSizeOfTheShapeItsConfigurationInputNames() {
        assertEquals(
                Optional.of(new Instances(0, "BM.GPU4.8", 8)),
                of(withPool(PlanDiffTest.fixture(), 0, true), "extra-pool"));
        assertEquals(
                Optional.of(new Instances(4, "BM.GPU4.8", 8)),
                of(withPool(PlanDiffTest.fixture(), 4, true), "extra-pool"));
        // without property dependencies (an older plan) and nothing in dependsOn: the shape is not known
        assertEquals(
                Optional.of(new Instances(4, null, 0)), of(withPool(PlanDiffTest.fixture(), 4, false), "extra-pool"));
        assertEquals(
                Optional.of(new Instances(-1, "BM.GPU4.8", 8)),
                of(withPool(PlanDiffTest.fixture(), -2, true), "extra-pool"));
    }
}
