package ocigpucluster.schema;

import com.pulumi.test.Mocks;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * Wraps another mock engine and checks, against the reference schema, every registration and
 * invoke of the schema's providers (oci, command, tls) on its way through: wire names, wire types,
 * required inputs, and the shape of canned invoke results (which may leave fields out). Component
 * resources of the program itself pass unchecked. Read {@link #problems()} after the run.
 */
public final class SchemaCheckingMocks implements Mocks {
    private final Mocks delegate;
    private final ReferenceSchema schema;
    private final List<String> problems = Collections.synchronizedList(new ArrayList<>());

    public SchemaCheckingMocks(Mocks delegate) {
        this(delegate, ReferenceSchema.get());
    }

    public SchemaCheckingMocks(Mocks delegate, ReferenceSchema schema) {
        this.delegate = delegate;
        this.schema = schema;
    }

    @Override
    public CompletableFuture<ResourceResult> newResourceAsync(ResourceArgs args) {
        if (args.type != null && schema.coversProvider(args.type)) {
            var inputs = args.inputs == null ? Map.<String, Object>of() : args.inputs;
            schema.checkInputs(args.type, inputs).forEach(p -> problems.add("resource '" + args.name + "': " + p));
        }
        return delegate.newResourceAsync(args);
    }

    @Override
    public CompletableFuture<Map<String, Object>> callAsync(CallArgs args) {
        if (args.token == null || !schema.coversProvider(args.token)) {
            return delegate.callAsync(args);
        }
        schema.checkInputs(args.token, args.args == null ? Map.of() : args.args)
                .forEach(p -> problems.add("invoke args: " + p));
        return delegate.callAsync(args).thenApply(result -> {
            if (schema.functionTokens().contains(args.token)) {
                schema.checkFunctionResult(args.token, result, false).forEach(p -> problems.add("mock result: " + p));
            }
            return result;
        });
    }

    /** Everything found so far, each naming the resource or invoke and the property path. */
    public List<String> problems() {
        synchronized (problems) {
            return List.copyOf(problems);
        }
    }
}
