package ocigpucluster.plandiff;

import com.fasterxml.jackson.databind.JsonNode;
import com.pulumi.oci.Core.ClusterNetwork;
import com.pulumi.oci.Core.Instance;
import com.pulumi.oci.Core.InstanceConfiguration;
import com.pulumi.oci.Core.InstancePool;
import java.util.List;
import java.util.Optional;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.TypeTokens;
import ocigpucluster.shapes.ShapeCatalog;

/**
 * The machines a resource runs, which deleting or replacing it destroys. By the OCI API's own
 * meaning of each type: an instance is one machine; an instance pool runs {@code size} instances
 * and a cluster network runs each of its {@code instancePools}' {@code size} (OCI API reference,
 * "InstancePool" and "ClusterNetwork"), launched from the instance configuration the pool names,
 * whose {@code instanceDetails.launchDetails.shape} is their shape. A shape in the shape catalog
 * is a GPU shape with its GPU count; so is one whose name has OCI's {@code .GPU} infix (OCI docs,
 * "Compute Shapes": every GPU shape is named {@code BM.GPU…} or {@code VM.GPU…}).
 *
 * @param count the number of machines; -1 when the plan does not say (an unknown size)
 * @param shape their shape, or null when the plan does not say
 * @param gpusPerNode from the shape catalog, 0 when the shape is not in it
 */
record Instances(int count, String shape, int gpusPerNode) {
    private static final String CLUSTER_NETWORK = TypeTokens.of(ClusterNetwork.class);
    private static final String INSTANCE_POOL = TypeTokens.of(InstancePool.class);
    private static final String INSTANCE = TypeTokens.of(Instance.class);
    private static final String INSTANCE_CONFIGURATION = TypeTokens.of(InstanceConfiguration.class);

    /** What {@code r} (as {@code plan} has it) runs; empty for a resource that runs no machine. */
    static Optional<Instances> of(Plan plan, PlannedResource r) {
        if (INSTANCE.equals(r.type())) {
            return Optional.of(of(1, text(r.inputs().path("shape"))));
        }
        if (INSTANCE_POOL.equals(r.type())) {
            return Optional.of(of(size(r.inputs().path("size")), poolShape(plan, r, "instanceConfigurationId")));
        }
        if (CLUSTER_NETWORK.equals(r.type())) {
            int total = 0;
            for (JsonNode pool : r.inputs().path("instancePools")) {
                int n = size(pool.path("size"));
                total = n < 0 || total < 0 ? -1 : total + n;
            }
            return Optional.of(of(total, poolShape(plan, r, "instancePools")));
        }
        return Optional.empty();
    }

    private static Instances of(int count, String shape) {
        int gpus = shape == null
                ? 0
                : ShapeCatalog.get().find(shape).map(s -> s.gpus()).orElse(0);
        return new Instances(count, shape, gpus);
    }

    boolean gpu() {
        return gpusPerNode > 0 || shape != null && shape.contains(".GPU");
    }

    /** "2 GPU nodes (`BM.GPU4.8`, 16 GPUs)", "1 instance (`VM.Standard.E5.Flex`)", "every GPU node of its pools". */
    String describe() {
        String noun = gpu() ? "GPU node" : "instance";
        StringBuilder out = new StringBuilder(
                count < 0 ? "every " + noun + " of its pools" : count + " " + noun + (count == 1 ? "" : "s"));
        if (shape != null) {
            out.append(" (`").append(SafeText.code(shape)).append('`');
            if (gpusPerNode > 0 && count >= 0) {
                out.append(", ").append((long) count * gpusPerNode).append(" GPUs");
            }
            out.append(')');
        }
        return out.toString();
    }

    /** The shape of the instance configuration the pool input takes its id from (one pool's, if several). */
    private static String poolShape(Plan plan, PlannedResource r, String input) {
        List<String> from = r.propertyDependencies() != null
                ? r.propertyDependencies().getOrDefault(input, List.of())
                : r.dependsOn();
        for (String name : from) {
            PlannedResource config = plan.byName().get(name);
            if (config != null && INSTANCE_CONFIGURATION.equals(config.type())) {
                String shape = text(config.inputs().at("/instanceDetails/launchDetails/shape"));
                if (shape != null) {
                    return shape;
                }
            }
        }
        return null;
    }

    private static int size(JsonNode n) {
        return n.isIntegralNumber() && n.canConvertToInt() && n.intValue() >= 0 ? n.intValue() : -1;
    }

    private static String text(JsonNode n) {
        return n.isTextual() && !n.asText().startsWith("[") ? n.asText() : null;
    }
}
