package ocigpucluster.component;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.pulumi.provider.internal.models.ConstructRequest;
import com.pulumi.provider.internal.models.ConstructResponse;
import com.pulumi.provider.internal.properties.PropertyValue;
import com.pulumi.resources.ComponentResourceOptions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicReference;
import ocigpucluster.preview.OfflinePreview;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.settings.RawConfig;
import ocigpucluster.settings.StackConfig;
import ocigpucluster.validation.Config;
import ocigpucluster.validation.Validation;
import org.junit.jupiter.api.Test;

/**
 * {@code Construct} of the cluster under the SDK's mock engine (the offline preview's, with every
 * registration checked against the provider schema): the resources it registers are the stack
 * program's for the same configuration, each top-level one a child of the component; bad inputs
 * are refused before anything is registered.
 */
class ClusterConstructTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String NAME = "hpc"; // a name no resource of the program has: plan.json links parents by name

    /** A stack file's config as a program in another language would pass it: each key an input. */
    static Map<String, PropertyValue> inputs(RawConfig raw) throws Exception {
        Map<String, PropertyValue> inputs = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : raw.values().entrySet()) {
            if (!e.getKey().startsWith("oci-gpu-cluster:")) {
                continue; // oci:region is the provider's: the calling stack's config
            }
            String text = e.getValue();
            PropertyValue v;
            if (text.startsWith("{") || text.startsWith("[")) {
                JsonNode tree = JSON.readTree(text);
                for (String hidden : raw.unreadableSecrets()) {
                    // a nested encrypted value (users.directory.bindPassword): the engine decrypts it
                    if (hidden.startsWith(e.getKey() + ".")) {
                        String[] path =
                                hidden.substring(e.getKey().length() + 1).split("\\.");
                        JsonNode at = tree;
                        for (int i = 0; i < path.length - 1; i++) {
                            at = at.get(path[i]);
                        }
                        ((com.fasterxml.jackson.databind.node.ObjectNode) at)
                                .put(path[path.length - 1], "example-decrypted-value");
                    }
                }
                v = value(tree);
            } else {
                v = PropertyValue.of(text);
            }
            if (raw.unreadableSecrets().contains(e.getKey())) {
                // an encrypted placeholder offline; the engine hands over the plain text: a key
                // file around the stack's public key (the validator checks the pair)
                v = PropertyValue.of(
                        Config.OpenSshKeys.privateKey(raw.values().get("oci-gpu-cluster:sshPublicKey"), "none"));
            }
            inputs.put(
                    e.getKey().substring("oci-gpu-cluster:".length()),
                    raw.secretKeys().contains(e.getKey()) ? PropertyValue.ofSecret(v) : v);
        }
        return inputs;
    }

    /** JSON as the engine's property values (numbers as JavaScript numbers). */
    private static PropertyValue value(JsonNode n) {
        if (n.isObject()) {
            Map<String, PropertyValue> m = new LinkedHashMap<>();
            n.fields().forEachRemaining(f -> m.put(f.getKey(), value(f.getValue())));
            return PropertyValue.of(m);
        }
        if (n.isArray()) {
            List<PropertyValue> l = new ArrayList<>();
            n.forEach(i -> l.add(value(i)));
            return PropertyValue.of(l);
        }
        if (n.isNumber()) {
            return PropertyValue.of(n.asDouble());
        }
        if (n.isBoolean()) {
            return PropertyValue.of(n.asBoolean());
        }
        return n.isNull() ? PropertyValue.NULL : PropertyValue.of(n.asText());
    }

    /** Runs Construct under the mock engine; {@code result} gets its response or its failure. */
    private static Plan construct(
            StackConfig stack, Map<String, PropertyValue> inputs, AtomicReference<Object> result) {
        Validation v = PreviewRuns.validation(stack);
        return OfflinePreview.run(v.settings(), stack.region(), List.of(), (ctx, s) -> {
            try {
                result.set(new ClusterProvider()
                        .construct(new ConstructRequest(
                                ComponentSchema.CLUSTER_TYPE,
                                NAME,
                                inputs,
                                ComponentResourceOptions.builder().build()))
                        .join());
            } catch (CompletionException e) {
                result.set(e.getCause());
            }
        });
    }

    private static List<String> rows(Plan plan, boolean underComponent) {
        List<String> rows = new ArrayList<>();
        for (PlannedResource r : plan.resources()) {
            if (r.type().equals(ComponentSchema.CLUSTER_TYPE)) {
                continue;
            }
            String parent = r.parent() == null && underComponent ? "(component)" : r.parent();
            if (underComponent && NAME.equals(r.parent())) {
                parent = "(component)";
            }
            rows.add(r.type() + " " + r.name() + " parent=" + parent);
        }
        return new ArrayList<>(new TreeSet<>(rows));
    }

    private static void sameResourcesAsTheStackProgram(Path stackFile) throws Exception {
        StackConfig stack = PreviewRuns.config(stackFile, List.of(), List.of());
        Plan program = PreviewRuns.plan(stackFile);
        AtomicReference<Object> result = new AtomicReference<>();
        Plan component = construct(stack, inputs(stack.toRawConfig()), result);
        assertInstanceOf(ConstructResponse.class, result.get(), "Construct failed: " + result.get());

        // the component itself, at the top of the stack
        List<PlannedResource> clusters = component.ofType(ComponentSchema.CLUSTER_TYPE);
        assertEquals(1, clusters.size());
        assertEquals(NAME, clusters.get(0).name());
        assertEquals(null, clusters.get(0).parent());
        // nothing else at the top: every resource of the program below the component
        for (PlannedResource r : component.resources()) {
            if (r != clusters.get(0)) {
                assertTrue(r.parent() != null, r.type() + " " + r.name() + " is not under the component");
            }
        }
        // the program's top-level resources under the component, every other one where it was
        assertEquals(rows(program, true), rows(component, true));
        assertTrue(rows(program, true).size() > 20, "the dev program registers its ~26 resources");

        // the outputs: the stack program's, by name
        ConstructResponse response = (ConstructResponse) result.get();
        assertEquals(
                new TreeSet<>(iterable(program.outputs().fieldNames())),
                new TreeSet<>(
                        response.getState().get("outputs").getObjectValue().keySet()));
    }

    private static List<String> iterable(java.util.Iterator<String> it) {
        List<String> out = new ArrayList<>();
        it.forEachRemaining(out::add);
        return out;
    }

    @Test
    void devConfigurationGivesTheStackProgramsResources() throws Exception {
        sameResourcesAsTheStackProgram(PreviewRuns.DEV_STACK);
    }

    @Test
    void otherStacksGiveTheirProgramsResources() throws Exception {
        sameResourcesAsTheStackProgram(ocigpucluster.Repo.path("Pulumi.prod.yaml"));
        sameResourcesAsTheStackProgram(PreviewRuns.ONDEMAND_STACK);
        sameResourcesAsTheStackProgram(PreviewRuns.CAPACITY_STACK);
        sameResourcesAsTheStackProgram(ocigpucluster.Repo.path("Pulumi.groups.yaml"));
    }

    @Test
    void badInputsAreRefusedBeforeAnythingIsRegistered() throws Exception {
        StackConfig stack = PreviewRuns.config(PreviewRuns.DEV_STACK, List.of(), List.of());
        Map<String, PropertyValue> inputs = inputs(stack.toRawConfig());
        Map<String, PropertyValue> cluster =
                new LinkedHashMap<>(inputs.get("cluster").getObjectValue());
        cluster.put("nodeCount", PropertyValue.of(0.0));
        inputs.put("cluster", PropertyValue.of(cluster));
        inputs.put("clustr", PropertyValue.of(Map.of()));
        AtomicReference<Object> result = new AtomicReference<>();
        Plan plan = construct(stack, inputs, result);
        assertInstanceOf(ClusterProvider.InputsRefused.class, result.get(), "" + result.get());
        String message = ((Throwable) result.get()).getMessage();
        assertTrue(message.contains("cluster.nodeCount"), message);
        assertTrue(
                message.contains("clustr") && message.contains("cluster"),
                "the misspelt input, and did you mean: " + message);
        assertTrue(message.endsWith("nothing was registered."), message);
        assertEquals(List.of(), plan.resources(), "registered before the refusal");
    }

    @Test
    void anInputNotKnownAtPreviewIsRefusedNamingIt() throws Exception {
        StackConfig stack = PreviewRuns.config(PreviewRuns.DEV_STACK, List.of(), List.of());
        Map<String, PropertyValue> inputs = inputs(stack.toRawConfig());
        inputs.put("compartmentId", PropertyValue.COMPUTED);
        AtomicReference<Object> result = new AtomicReference<>();
        Plan plan = construct(stack, inputs, result);
        String message = ((Throwable) result.get()).getMessage();
        assertTrue(message.contains("input compartmentId is not known yet"), message);
        assertEquals(List.of(), plan.resources());
    }
}
