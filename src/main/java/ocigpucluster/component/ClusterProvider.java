package ocigpucluster.component;

import com.pulumi.Context;
import com.pulumi.core.Output;
import com.pulumi.core.internal.Internal;
import com.pulumi.core.internal.OutputData;
import com.pulumi.deployment.Deployment;
import com.pulumi.deployment.internal.DeploymentInternal;
import com.pulumi.provider.internal.Provider;
import com.pulumi.provider.internal.models.ConstructRequest;
import com.pulumi.provider.internal.models.ConstructResponse;
import com.pulumi.provider.internal.models.GetSchemaRequest;
import com.pulumi.provider.internal.models.GetSchemaResponse;
import com.pulumi.provider.internal.properties.PropertyValue;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import ocigpucluster.program.ClusterProgram;
import ocigpucluster.program.Features;
import ocigpucluster.release.Version;
import ocigpucluster.validation.Diagnostic;
import ocigpucluster.validation.Validation;

/**
 * The component provider: the schema derived from the configuration's declarations
 * ({@link ComponentSchema}), and {@code Construct} of the cluster — its inputs read and validated
 * as the stack's config is ({@link Validation}, the same reader and checks as {@code validate} and
 * {@code pulumi up}), refused with every error before anything is registered, then the stack
 * program itself ({@link ClusterProgram#define}) with the component as the parent of everything.
 * Served to the engine over gRPC by the SDK's {@code ResourceProviderService}
 * ({@link ProviderHost}).
 */
public final class ClusterProvider implements Provider {

    /** Bad inputs: every error line, then that nothing was registered. The engine shows the message. */
    public static final class InputsRefused extends RuntimeException {
        InputsRefused(String message) {
            super(message, null, false, false); // no stack trace: the message is the whole story
        }
    }

    @Override
    public CompletableFuture<GetSchemaResponse> getSchema(GetSchemaRequest request) {
        return CompletableFuture.completedFuture(
                new GetSchemaResponse(ComponentSchema.text(Features.KEYS, Version.current())));
    }

    @Override
    public CompletableFuture<ConstructResponse> construct(ConstructRequest request) {
        if (!ComponentSchema.CLUSTER_TYPE.equals(request.getType())) {
            return CompletableFuture.failedFuture(new InputsRefused("unknown component type " + request.getType()
                    + "; this package has one: " + ComponentSchema.CLUSTER_TYPE));
        }
        Deployment deployment = Deployment.getInstance();
        String region = DeploymentInternal.getInstance().getConfig("oci:region").orElse(null);
        ComponentInputs.Read read = ComponentInputs.read(request.getInputs(), region);
        Validation v = Validation.of(read.raw(), deployment.getStackName(), Features.RULES);
        List<String> errors = new ArrayList<>(read.problems());
        if (v.hasErrors()) {
            v.diagnostics().stream().filter(Diagnostic::isError).forEach(d -> errors.add(d.line()));
        }
        if (!errors.isEmpty()) {
            return CompletableFuture.failedFuture(new InputsRefused(refusal(request.getName(), errors)));
        }
        ClusterComponent cluster = new ClusterComponent(request.getName(), request.getOptions());
        if (DeploymentInternal.getInstance() instanceof com.pulumi.deployment.internal.DeploymentImpl engine) {
            // the warnings validate prints, on the component (as the stack program logs them)
            v.diagnostics().forEach(d -> engine.getLog().warn(d.line(), cluster));
        }
        Map<String, Output<?>> outputs = new LinkedHashMap<>();
        ClusterProgram.define(exportsTo(outputs), v.settings(), cluster);
        cluster.outputs(outputs);
        return state(outputs)
                .thenCompose(state -> Internal.of(cluster.urn())
                        .getValueNullable()
                        .thenApply(urn -> new ConstructResponse(urn, state, Map.of())));
    }

    /** The refusal's text: each error on its line, then what was not done. */
    static String refusal(String name, List<String> errors) {
        return "the cluster " + name + "'s inputs are refused (each input is the stack configuration key of its name,"
                + " checked as `oci-gpu-cluster validate` checks it):\n" + String.join("\n", errors) + "\n"
                + errors.size()
                + " error" + (errors.size() == 1 ? "" : "s") + " in the inputs; nothing was registered.";
    }

    /**
     * The context the stack program exports through: here its exports are the component's
     * outputs. The program uses nothing else of it; anything else is a new use, refused loudly.
     */
    static Context exportsTo(Map<String, Output<?>> outputs) {
        return (Context) Proxy.newProxyInstance(
                Context.class.getClassLoader(), new Class<?>[] {Context.class}, (proxy, method, args) -> {
                    if (method.getName().equals("export") && args != null && args.length == 2) {
                        outputs.put((String) args[0], args[1] instanceof Output<?> o ? o : Output.ofNullable(args[1]));
                        return proxy;
                    }
                    if (method.getDeclaringClass() == Object.class) {
                        return switch (method.getName()) {
                            case "hashCode" -> System.identityHashCode(proxy);
                            case "equals" -> proxy == args[0];
                            default -> "component outputs";
                        };
                    }
                    throw new UnsupportedOperationException(
                            "the cluster component gives the stack program its outputs only, not Context."
                                    + method.getName());
                });
    }

    /** The outputs' values as the engine's property values: unknown stays unknown, a secret stays secret. */
    static CompletableFuture<Map<String, PropertyValue>> state(Map<String, Output<?>> outputs) {
        Map<String, CompletableFuture<PropertyValue>> each = new LinkedHashMap<>();
        outputs.forEach(
                (name, o) -> each.put(name, Internal.of(o).getDataAsync().thenApply(ClusterProvider::value)));
        return CompletableFuture.allOf(each.values().toArray(CompletableFuture[]::new))
                .thenApply(x -> {
                    Map<String, PropertyValue> all = new LinkedHashMap<>();
                    each.forEach((name, f) -> all.put(name, f.join()));
                    return Map.of(ComponentSchema.OUTPUTS, PropertyValue.of(all));
                });
    }

    private static PropertyValue value(OutputData<?> d) {
        if (!d.isKnown()) {
            return PropertyValue.COMPUTED;
        }
        PropertyValue v = plain(d.getValueNullable());
        return d.isSecret() ? PropertyValue.ofSecret(v) : v;
    }

    /** A plain Java value (text, number, boolean, list, map) as a property value. */
    static PropertyValue plain(Object o) {
        if (o == null) {
            return PropertyValue.NULL;
        }
        if (o instanceof String s) {
            return PropertyValue.of(s);
        }
        if (o instanceof Boolean b) {
            return PropertyValue.of(b);
        }
        if (o instanceof Number n) {
            return PropertyValue.of(n.doubleValue());
        }
        if (o instanceof List<?> l) {
            return PropertyValue.of(l.stream().map(ClusterProvider::plain).toList());
        }
        if (o instanceof Map<?, ?> m) {
            Map<String, PropertyValue> out = new LinkedHashMap<>();
            m.forEach((k, v) -> out.put(String.valueOf(k), plain(v)));
            return PropertyValue.of(out);
        }
        if (o instanceof Output<?> inner) {
            // an output inside a value: resolved, as the stack's export resolves it
            return value(Internal.of(inner).getDataAsync().join());
        }
        throw new IllegalStateException(
                "an output value of type " + o.getClass().getName()
                        + " has no property-value form; give StackOutputs a text, number, boolean, list or map");
    }
}
