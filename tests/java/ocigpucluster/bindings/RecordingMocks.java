package ocigpucluster.bindings;

import com.pulumi.test.Mocks;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * Mock engine that records what each registration and invoke carries on the wire, answers
 * registrations with their inputs plus a few computed outputs, and invokes with canned results.
 */
final class RecordingMocks implements Mocks {
    record Registration(String type, String name, Map<String, Object> inputs) {}

    record Call(String token, Map<String, Object> args) {}

    final List<Registration> registrations = Collections.synchronizedList(new ArrayList<>());
    final List<Call> calls = Collections.synchronizedList(new ArrayList<>());
    private final Map<String, Map<String, Object>> invokeResults;
    private final Map<String, Map<String, Object>> computedOutputs;

    RecordingMocks(Map<String, Map<String, Object>> invokeResults, Map<String, Map<String, Object>> computedOutputs) {
        this.invokeResults = invokeResults;
        this.computedOutputs = computedOutputs;
    }

    @Override
    public CompletableFuture<ResourceResult> newResourceAsync(ResourceArgs args) {
        var inputs = args.inputs == null ? Map.<String, Object>of() : args.inputs;
        registrations.add(new Registration(args.type, args.name, inputs));
        var state = new HashMap<String, Object>(inputs);
        state.putAll(computedOutputs.getOrDefault(args.type, Map.of()));
        return CompletableFuture.completedFuture(ResourceResult.of(Optional.of(args.name + "-id"), state));
    }

    @Override
    public CompletableFuture<Map<String, Object>> callAsync(CallArgs args) {
        calls.add(new Call(args.token, args.args == null ? Map.of() : Map.copyOf(args.args)));
        var result = invokeResults.get(args.token);
        if (result == null) {
            return CompletableFuture.failedFuture(
                    new IllegalArgumentException("no canned result for invoke " + args.token));
        }
        return CompletableFuture.completedFuture(result);
    }
}
