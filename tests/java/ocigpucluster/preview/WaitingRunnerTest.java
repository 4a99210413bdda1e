package ocigpucluster.preview;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.pulumi.Context;
import com.pulumi.core.Output;
import com.pulumi.tls.PrivateKey;
import com.pulumi.tls.PrivateKeyArgs;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import ocigpucluster.settings.Settings;
import org.junit.jupiter.api.Test;

/**
 * The offline preview's task runner: it waits for every output of the program (also ones that
 * resolve late and register resources then), reports every way a program fails as the SDK's
 * runner does, and does not burn a core while it waits.
 */
class WaitingRunnerTest {
    private static final Settings SETTINGS = PreviewRuns.validation(
                    PreviewRuns.config(PreviewRuns.DEV_STACK, List.of(), List.of()))
            .settings();

    private static Plan run(BiConsumer<Context, Settings> program) {
        return OfflinePreview.run(SETTINGS, "ap-tokyo-1", List.of(), program);
    }

    private static PrivateKey key(String name) {
        return new PrivateKey(
                name, PrivateKeyArgs.builder().algorithm("ED25519").build());
    }

    /** A value that arrives after the program has returned, computed off the common pool. */
    private static <T> Output<T> late(long millis, java.util.function.Supplier<T> value) {
        return Output.of(CompletableFuture.supplyAsync(
                value,
                CompletableFuture.delayedExecutor(
                        millis, TimeUnit.MILLISECONDS, r -> new Thread(r, "late-output").start())));
    }

    @Test
    void waitsForResourcesRegisteredWhenALateOutputResolves() {
        Plan plan = run((ctx, s) -> {
            key("early");
            late(300, () -> "x").applyValue(v -> key("late-" + v));
            late(300, () -> "y").apply(v -> late(200, () -> v + "z")).applyValue(v -> key("later-" + v));
        });
        var names = plan.resources().stream().map(PlannedResource::name).toList();
        assertTrue(names.containsAll(List.of("early", "late-x", "later-yz")), names.toString());
    }

    @Test
    void anExceptionInTheProgramFailsThePreview() {
        var e = assertThrows(
                OfflinePreview.ProgramFailedException.class,
                () -> run((ctx, s) -> {
                    key("before");
                    throw new IllegalStateException("program bug in the body");
                }));
        assertTrue(e.getMessage().contains("program bug in the body"), e.getMessage());
    }

    @Test
    void anExceptionInALateApplyFailsThePreview() {
        var e = assertThrows(
                OfflinePreview.ProgramFailedException.class,
                () -> run((ctx, s) -> late(200, () -> "x").applyValue(v -> {
                    throw new IllegalArgumentException("program bug in an apply of " + v);
                })));
        assertTrue(e.getMessage().contains("program bug in an apply of x"), e.getMessage());
    }

    /**
     * While nothing but a pending output is left, the process must sit idle. The SDK's runner
     * re-submits itself to the pool in a loop (with one pool thread, as here on 2 cores, on a
     * new thread per pass) and, given a core, spends the whole wait on it; under a machine load
     * of L on 2 cores still about 2/L of a core. The JVM's own threads (JIT compilers and GC,
     * busy with work left over from earlier tests in the same fork) are not the runner: their CPU
     * is taken out (a whole verify on a busy machine saw 500 ms of it in the wait). The limit (a
     * quarter of the wait) stays far below a spinning runner's.
     */
    @Test
    void doesNotSpinWhileAnOutputIsPending() {
        long settleMillis = 300; // the program's own work and its compilation are over by then
        long waitMillis = 2000;
        long[] cpuNanos = new long[1];
        Plan plan = run((ctx, s) -> late(settleMillis, () -> {
                    long before = processCpuNanos() - JvmThreadsCpu.nanos();
                    sleep(waitMillis);
                    cpuNanos[0] = processCpuNanos() - JvmThreadsCpu.nanos() - before;
                    return "done";
                })
                .applyValue(v -> key("after-" + v)));
        assertTrue(plan.find("after-done").isPresent(), "the output that resolved late was not waited for");
        long limit = TimeUnit.MILLISECONDS.toNanos(waitMillis) / 4;
        assertTrue(
                cpuNanos[0] < limit,
                "the process used " + cpuNanos[0] / 1_000_000 + " ms of CPU while the program only waited " + waitMillis
                        + " ms for an output (limit " + limit / 1_000_000 + " ms)");
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
