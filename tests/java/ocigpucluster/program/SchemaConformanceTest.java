package ocigpucluster.program;

import static ocigpucluster.preview.PreviewRuns.resource;
import static ocigpucluster.preview.PreviewRuns.wireInputs;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.PreviewRuns.Mode;
import ocigpucluster.schema.ReferenceSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What the program sends to the engine matches the providers' reference schema: every input a
 * known wire name of the right type, every required input present. A wrong wire name would be
 * silently ignored by a real provider, so this is the only place it would show before `pulumi up`.
 */
class SchemaConformanceTest {
    private static final ReferenceSchema SCHEMA = ReferenceSchema.get();

    @ParameterizedTest
    @EnumSource(Mode.class)
    void everyRegisteredResourceMatchesTheReferenceSchema(Mode mode) {
        List<String> problems = new ArrayList<>();
        int checked = 0;
        for (PlannedResource r : mode.plan().resources()) {
            if (r.type().startsWith("oci-gpu-cluster:index:")) {
                continue; // our own components: not provider resources
            }
            problems.addAll(SCHEMA.checkInputs(r.type(), wireInputs(r)).stream()
                    .map(p -> r.name() + ": " + p)
                    .toList());
            checked++;
        }
        assertTrue(checked >= 5, "too few provider resources checked in " + mode + ": " + checked);
        assertEquals(List.of(), problems, mode + ": inputs that a real provider would reject or ignore");
    }

    @Test
    void theCheckCatchesAMisspeltWireName() {
        PlannedResource bastion = resource(Mode.CLUSTER_NETWORK.plan(), "bastion-instance");
        Map<String, Object> inputs = new LinkedHashMap<>(wireInputs(bastion));
        assertEquals(List.of(), SCHEMA.checkInputs(bastion.type(), inputs), "the unmodified inputs are clean");

        @SuppressWarnings("unchecked")
        Map<String, Object> vnic = new LinkedHashMap<>((Map<String, Object>) inputs.get("createVnicDetails"));
        vnic.put("assignPublicIP", vnic.remove("assignPublicIp")); // Java-style capitalisation, not the wire name
        inputs.put("createVnicDetails", vnic);
        List<String> problems = SCHEMA.checkInputs(bastion.type(), inputs);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("createVnicDetails.assignPublicIP"), problems.get(0));
    }

    @Test
    void theCheckCatchesAMissingRequiredInputAndAWrongType() {
        PlannedResource pool = resource(Mode.CLUSTER_NETWORK.plan(), "gpu-cluster-network");
        Map<String, Object> inputs = new LinkedHashMap<>(wireInputs(pool));
        inputs.remove("compartmentId");
        inputs.put("displayName", 42);
        List<String> problems = SCHEMA.checkInputs(pool.type(), inputs);
        assertEquals(2, problems.size(), problems.toString());
        assertTrue(
                problems.stream().anyMatch(p -> p.contains("missing required property 'compartmentId'")),
                problems.toString());
        assertTrue(
                problems.stream().anyMatch(p -> p.contains("displayName") && p.contains("expected string")),
                problems.toString());
    }
}
