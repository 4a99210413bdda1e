package ocigpucluster.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.pulumi.test.Mocks;
import com.pulumi.test.PulumiTest;
import com.pulumi.test.TestOptions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import ocigpucluster.program.ClusterProgram;
import ocigpucluster.schema.ReferenceSchema;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The preview's answer to getComputeGpuMemoryClusterInstances, for the NVL72 example stack, is one
 * the provider could give: every field it always sends (the reference schema's result type), and
 * an instance state from the API's enum.
 */
class GpuMemoryClusterInstancesMockTest {
    private static final String TOKEN =
            "oci:Core/getComputeGpuMemoryClusterInstances:getComputeGpuMemoryClusterInstances";
    /**
     * ComputeGpuMemoryClusterInstanceSummaryLifecycleStateEnum, oci-go-sdk v65
     * core/compute_gpu_memory_cluster_instance_summary.go as vendored in terraform-provider-oci v8.23.0.
     */
    private static final Set<String> INSTANCE_STATES = Set.of(
            "MOVING",
            "PROVISIONING",
            "RUNNING",
            "STARTING",
            "STOPPING",
            "STOPPED",
            "SUSPENDING",
            "SUSPENDED",
            "CREATING_IMAGE",
            "TERMINATING",
            "TERMINATED");

    @AfterEach
    void cleanup() {
        PulumiTest.cleanup();
    }

    @Test
    @SuppressWarnings("unchecked")
    void theAnswerHasEveryAlwaysSentFieldAndARealInstanceState() {
        var config = PreviewRuns.config(Path.of("Pulumi.nvl72.yaml"), List.of(), List.of());
        var settings = PreviewRuns.validation(config).settings();
        var preview = new PreviewMocks(settings, config.region());
        List<Map<String, Object>> answers = new ArrayList<>();
        Mocks recording = new Mocks() {
            @Override
            public CompletableFuture<ResourceResult> newResourceAsync(ResourceArgs args) {
                return preview.newResourceAsync(args);
            }

            @Override
            public CompletableFuture<Map<String, Object>> callAsync(CallArgs args) {
                return preview.callAsync(args).thenApply(r -> {
                    if (args.token.equals(TOKEN)) {
                        synchronized (answers) {
                            answers.add(r);
                        }
                    }
                    return r;
                });
            }
        };
        var result = PulumiTest.withOptions(TestOptions.builder()
                        .projectName("oci-gpu-cluster")
                        .stackName(settings.stack())
                        .preview(true)
                        .build())
                .withMocks(recording)
                .runTest(ctx -> ClusterProgram.define(ctx, settings));
        assertEquals(List.of(), result.exceptions());
        assertFalse(answers.isEmpty(), "the NVL72 stack lists its GPU memory cluster's instances");
        for (var answer : answers) {
            assertEquals(List.of(), ReferenceSchema.get().checkFunctionResult(TOKEN, answer, true));
            var items = ((List<Map<String, Object>>) answer.get("computeGpuMemoryClusterInstanceCollections"))
                    .stream()
                            .flatMap(c -> ((List<Map<String, Object>>) c.get("items")).stream())
                            .toList();
            assertFalse(items.isEmpty(), answer::toString);
            for (var item : items) {
                assertTrue(INSTANCE_STATES.contains(item.get("state")), item::toString);
            }
        }
    }
}
