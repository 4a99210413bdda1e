package ocigpucluster.preview;

import com.pulumi.Context;
import com.pulumi.deployment.internal.DeploymentImpl;
import com.pulumi.test.TestOptions;
import com.pulumi.test.TestResult;
import com.pulumi.test.internal.PulumiTestInternal;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.logging.Level;
import java.util.logging.Logger;
import ocigpucluster.schema.SchemaCheckingMocks;
import ocigpucluster.settings.Settings;
import ocigpucluster.validation.Diagnostic;

/**
 * Runs the real program under the SDK's mock engine and records what it registers. This is the
 * offline counterpart of {@code pulumi preview}: same code path as {@code pulumi up}, fake cloud.
 */
public final class OfflinePreview {

    /** The program failed while being defined (a bug, not bad config): the SDK's own message. */
    public static final class ProgramFailedException extends RuntimeException {
        public ProgramFailedException(String message) {
            super(message);
        }
    }

    private OfflinePreview() {}

    /**
     * The plan as a reviewer reads it: every value the mocks made up is "[unknown]" or marked
     * "[simulated:...]" ({@link Simulated}). {@link #run} keeps them, for tests of the program.
     */
    public static Plan review(
            Settings settings, String region, List<Diagnostic> diagnostics, BiConsumer<Context, Settings> program) {
        PreviewMocks mocks = new PreviewMocks(settings, region);
        Plan plan = run(settings, mocks, diagnostics, program);
        return Simulated.mark(plan, mocks.simulated());
    }

    public static Plan run(
            Settings settings, String region, List<Diagnostic> diagnostics, BiConsumer<Context, Settings> program) {
        return run(settings, new PreviewMocks(settings, region), diagnostics, program);
    }

    /** As {@link #run(Settings, String, List, BiConsumer)}, with mocks a test has set (a newer image, a short reservation). */
    public static Plan run(
            Settings settings,
            PreviewMocks previewMocks,
            List<Diagnostic> diagnostics,
            BiConsumer<Context, Settings> program) {
        // Every registration and invoke is checked against the provider schema on its way through,
        // so the offline preview refuses inputs the real providers would reject.
        SchemaCheckingMocks mocks = new SchemaCheckingMocks(previewMocks);
        RecordingMonitor[] monitor = new RecordingMonitor[1];
        Logger quiet = Logger.getLogger("ocigpucluster.preview");
        quiet.setLevel(Level.SEVERE);
        quiet.setUseParentHandlers(false);
        TestResult result = PulumiTestInternal.builder()
                .options(TestOptions.builder()
                        .projectName(settings.project())
                        .stackName(settings.stack())
                        .preview(true)
                        .build())
                .mocks(mocks)
                .standardLogger(quiet)
                // the SDK's own runner polls (WaitingRunner says why); the engine logger reads
                // state.runner when it logs, so it uses this one too
                .deploymentFactory(state -> {
                    state.runner = new WaitingRunner(state.logger);
                    return new DeploymentImpl(state);
                })
                .monitorDecorator(m -> monitor[0] = new RecordingMonitor(mocks, PulumiTestInternal.mockLog(quiet)))
                .build()
                .runTest(ctx -> program.accept(ctx, settings));
        if (result.exitCode() != 0 || !result.exceptions().isEmpty()) {
            String why = result.exceptions().isEmpty()
                    ? String.join("; ", result.errors())
                    : result.exceptions().get(0).toString();
            throw new ProgramFailedException("the program failed under the mock engine: " + why);
        }
        if (!mocks.problems().isEmpty()) {
            throw new ProgramFailedException(
                    "inputs the provider schema refuses: " + String.join("; ", mocks.problems()));
        }
        return Plan.of(
                settings.project(), settings.stack(), monitor[0].resources(), monitor[0].stackOutputs(), diagnostics);
    }
}
