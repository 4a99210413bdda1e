package ocigpucluster.preview;

import com.pulumi.core.internal.ContextAwareCompletableFuture;
import com.pulumi.deployment.internal.EngineLogger;
import com.pulumi.deployment.internal.Runner;
import com.pulumi.exceptions.ResourceException;
import com.pulumi.exceptions.RunException;
import java.util.List;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The SDK's task-runner contract ({@link Runner}: run the program, then wait until every
 * registered task is done or one fails) for the offline preview, waiting on completion callbacks.
 * The SDK's own runner (pulumi-java 1.36.1, {@code DeploymentImpl.DefaultRunner}) polls instead:
 * it re-submits itself to the common pool until its task map is empty and formats the whole map
 * with {@code String.format} on every pass, whatever the log level, so it keeps a core busy for
 * as long as the program's outputs resolve, and more so the more of them are in flight. Same
 * results: the program's value, or the failure (its exceptions as the SDK lists them, an error
 * logged to the engine, exit code 32), exit code 1 when the program logged an error.
 */
final class WaitingRunner implements Runner {
    private final EngineLogger engineLogger;
    /** Registered tasks not yet done, plus one for the program's callback while it runs. */
    private final AtomicInteger inFlight = new AtomicInteger();
    /** Completes when inFlight drops to zero, or exceptionally with the first failed task. */
    private final CompletableFuture<Void> drained = new CompletableFuture<>();

    private final Queue<Exception> swallowed = new ConcurrentLinkedQueue<>();

    WaitingRunner(EngineLogger engineLogger) {
        this.engineLogger = engineLogger;
    }

    @Override
    public <T> void registerTask(String description, CompletableFuture<T> task) {
        inFlight.incrementAndGet();
        task.whenComplete((value, failure) -> settle(failure));
    }

    private void settle(Throwable failure) {
        if (failure != null) {
            drained.completeExceptionally(
                    failure instanceof CompletionException ? failure : new CompletionException(failure));
        } else if (inFlight.decrementAndGet() == 0) {
            drained.complete(null);
        }
    }

    @Override
    public <T> CompletableFuture<Result<T>> runAsync(Supplier<T> callback) {
        // The callback counts as a task until it returns, so that tasks it registers and that
        // finish before it does cannot drain the runner early.
        inFlight.incrementAndGet();
        CompletableFuture<T> value = ContextAwareCompletableFuture.supplyAsync(callback);
        value.whenComplete((v, failure) -> settle(failure));
        return value.thenCompose(v -> drained.thenApply(done -> v))
                .handle((v, failure) -> failure != null ? this.<T>failed(failure) : succeeded(v))
                .thenCompose(Function.identity());
    }

    private <T> CompletableFuture<Result<T>> succeeded(T value) {
        int code = engineLogger.hasLoggedErrors()
                ? ProcessExitedBeforeLoggingUserActionableMessage
                : ProcessExitedSuccessfully;
        return CompletableFuture.completedFuture(
                new Outcome<>(code, List.copyOf(swallowed), Optional.ofNullable(value)));
    }

    /** As the SDK's runner: every level of the failure is kept, the innermost one is logged. */
    private <T> CompletableFuture<Result<T>> failed(Throwable failure) {
        Throwable t = failure;
        while (true) {
            Exception e = t instanceof Exception ex ? ex : new RunException("unexpected throwable", t);
            swallowed.add(e);
            if (e instanceof CompletionException && e.getCause() instanceof Exception) {
                t = e.getCause();
                continue;
            }
            String message =
                    e instanceof RunException || e instanceof ResourceException ? e.getMessage() : e.toString();
            return engineLogger
                    .errorAsync(message)
                    .thenApply(logged -> new Outcome<>(
                            ProcessExitedAfterLoggingUserActionableMessage,
                            List.copyOf(swallowed),
                            Optional.<T>empty()));
        }
    }

    /** {@link Runner.Result}'s constructor is protected. */
    private static final class Outcome<T> extends Result<T> {
        Outcome(int exitCode, List<Exception> exceptions, Optional<T> result) {
            super(exitCode, exceptions, result);
        }
    }
}
