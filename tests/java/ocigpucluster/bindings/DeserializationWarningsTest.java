package ocigpucluster.bindings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.pulumi.Context;
import com.pulumi.oci.Core.CoreFunctions;
import com.pulumi.oci.Core.inputs.GetVnicArgs;
import com.pulumi.test.Mocks;
import com.pulumi.test.PulumiTest;
import com.pulumi.test.TestOptions;
import com.pulumi.test.internal.PulumiTestInternal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;
import ocigpucluster.preview.PreviewMocks;
import ocigpucluster.preview.PreviewRuns;
import ocigpucluster.program.ClusterProgram;
import ocigpucluster.schema.SchemaCheckingMocks;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What the mocks answer has the wire types the SDK's result classes expect: the SDK's converter
 * (com.pulumi.serialization.internal.Converter) logs a warning for every value of another type
 * ("GetVnicResult(isPrimary); Expected 'java.lang.Boolean' but got 'java.lang.String' while
 * deserializing."; a real engine shows it, the mock engine drops it, the
 * standard logger gets it too), and the official SDK would do the same. Every preview
 * configuration runs the program without one.
 */
class DeserializationWarningsTest {

    @AfterEach
    void cleanup() {
        PulumiTest.cleanup();
    }

    /** Runs {@code program} under the SDK's mock engine as the offline preview does, with a logger that keeps warnings. */
    private static List<String> conversionWarnings(Mocks mocks, String stack, Consumer<Context> program) {
        var log = Logger.getLogger(DeserializationWarningsTest.class.getName() + "." + stack);
        log.setUseParentHandlers(false);
        log.setLevel(Level.ALL);
        try (var capture = ConversionWarnings.on(log)) {
            try {
                var result = PulumiTestInternal.builder()
                        .options(TestOptions.builder()
                                .projectName("oci-gpu-cluster")
                                .stackName(stack)
                                .preview(true)
                                .build())
                        .mocks(mocks)
                        .standardLogger(log)
                        .build()
                        .runTest(program);
                assertEquals(List.of(), result.exceptions(), "the program failed under the mock engine");
            } finally {
                PulumiTest.cleanup();
            }
            return capture.warnings();
        }
    }

    /** The capture sees the warning: getVnic answered with isPrimary as a string, as a mock once did. */
    @Test
    void aWrongWireTypeIsSeen() {
        var vnic = new HashMap<String, Object>(Map.of("id", "v", "vnicId", "v", "isPrimary", "yes"));
        var warnings = conversionWarnings(
                new Mocks() {
                    @Override
                    public CompletableFuture<ResourceResult> newResourceAsync(ResourceArgs args) {
                        return CompletableFuture.completedFuture(
                                ResourceResult.of(Optional.of(args.name), args.inputs));
                    }

                    @Override
                    public CompletableFuture<Map<String, Object>> callAsync(CallArgs args) {
                        return CompletableFuture.completedFuture(vnic);
                    }
                },
                "control",
                ctx -> CoreFunctions.getVnic(GetVnicArgs.builder().vnicId("v").build())
                        .applyValue(r -> r.isPrimary()));
        assertEquals(1, warnings.size(), warnings::toString);
        assertTrue(warnings.get(0).contains("GetVnicResult(isPrimary)"), warnings::toString);
    }

    /** The configurations that differ in which invokes run and which outputs are read (the others vary only the stage scripts). */
    @ParameterizedTest
    @EnumSource(
            value = PreviewRuns.Mode.class,
            names = {"CLUSTER_NETWORK", "SINGLE_INSTANCE", "EXISTING_VCN", "FILE_STORAGE", "ON_DEMAND", "PRODUCTION"})
    void everyPreviewConfigurationDeserializesWithoutWarnings(PreviewRuns.Mode mode) {
        var config = PreviewRuns.config(mode.stack(), mode.sets(), List.of());
        var settings = PreviewRuns.validation(config).settings();
        var mocks = new SchemaCheckingMocks(new PreviewMocks(settings, config.region()));
        var warnings = conversionWarnings(mocks, settings.stack(), ctx -> ClusterProgram.define(ctx, settings));
        assertEquals(List.of(), mocks.problems());
        assertEquals(List.of(), warnings);
    }
}
