package ocigpucluster.program;

import com.pulumi.Context;
import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.core.internal.Internal;
import com.pulumi.core.internal.OutputData;
import com.pulumi.core.internal.OutputInternal;
import com.pulumi.resources.InputArgs;
import com.pulumi.resources.Resource;
import com.pulumi.resources.ResourceTransformation;
import java.lang.reflect.Field;
import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.bootstrap.StageContext;
import ocigpucluster.compute.NodePool;
import ocigpucluster.feature.ProgramContext;
import ocigpucluster.preview.SecretRedaction;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.Secrecy;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;
import ocigpucluster.shapes.ShapeCatalog;

/**
 * Secrecy follows the data (Pulumi's rule: whatever is derived from a secret is secret). A value
 * the user marked secret for a key that is not secret by nature ({@link Secrecy}) reaches the
 * program as plain config and is copied into resource inputs: names, CIDRs, Command scripts,
 * cloud-init. Instead of every component tracking which of its inputs came from which key, each
 * registration passes through one resource transformation (installed on the program's top-level
 * options; Pulumi applies a parent's transformations to its children): every input whose value,
 * once known, contains a marked value anywhere (nested objects, lists, maps, base64 runs such as
 * {@code user_data}; the same matching as the preview's redaction, {@link SecretRedaction}) is
 * registered as a secret, so the engine encrypts it in the state and the preview shows
 * {@code [secret]}. Stack outputs get the same check ({@link #context}); values computed from a
 * marked number (a GPU count from the node count) are made secret where they are computed
 * ({@link #derived}). Unknown values stay unknown (a real preview), already secret ones secret.
 * With no marked key nothing is installed: the registrations are exactly those of before.
 */
public final class SecretInputs {
    /** Outputs of a Command are what its script prints: secret whenever its inputs carry a marked value. */
    private static final String COMMAND = "command:remote:Command";

    private final Secrecy secrecy;
    private final Set<String> texts;

    SecretInputs(Secrecy secrecy) {
        this.secrecy = secrecy;
        this.texts = secrecy.allTexts();
    }

    /**
     * The stack's secrecy with the stage parameters computed from a marked number added as texts
     * (NODE_TIMEOUT_SECONDS from bootstrap.nodeTimeoutMinutes): each parameter whose value differs
     * between the settings and their {@link Secrecy#shadow}. Text values need no such step: their
     * copies are found by their text.
     */
    static Secrecy withDerived(Settings s, Shape shape, NodePool pool) {
        Secrecy secrecy = s.secrecy();
        Settings shadow = secrecy.shadow();
        if (shadow == null) {
            return secrecy;
        }
        StageContext real = Features.context(s, shape, pool, null);
        NodeGroup shadowFirst = shadow.staticGroups().get(0);
        StageContext other = Features.context(
                shadow, ShapeCatalog.get().require(shadowFirst.shape()), NodePool.of(shadowFirst), null);
        Map<String, List<String>> derived = new java.util.LinkedHashMap<>();
        for (Param p : Features.STAGES.parameters()) {
            if (p.late()) {
                continue;
            }
            String value = valueOrNull(p, real);
            if (value != null && !value.isBlank() && !value.equals(valueOrNull(p, other))) {
                derived.put("derived:" + p.name(), List.of(value));
            }
        }
        return secrecy.withDerived(derived);
    }

    /** A parameter's value, null where it needs what exists only later (the /home storage). */
    private static String valueOrNull(Param p, StageContext c) {
        try {
            return p.value(c);
        } catch (RuntimeException needsMore) {
            return null;
        }
    }

    /** The transformation for the stack's resources, none when no key is marked secret. */
    static List<ResourceTransformation> transformations(Secrecy secrecy) {
        return secrecy.isEmpty() ? List.of() : List.of(new SecretInputs(secrecy)::transform);
    }

    /** The stack's context, whose exports are secret when their value carries a marked value. */
    static Context context(Context ctx, Secrecy secrecy) {
        if (secrecy.isEmpty()) {
            return ctx;
        }
        SecretInputs s = new SecretInputs(secrecy);
        return (Context) Proxy.newProxyInstance(
                Context.class.getClassLoader(), new Class<?>[] {Context.class}, (proxy, method, args) -> {
                    if (method.getName().equals("export") && args != null && args.length == 2) {
                        // both forms (an Output, a plain value) reach the stack's own export as an Output
                        Output<?> o = args[1] instanceof Output<?> out ? out : Output.ofNullable(args[1]);
                        ctx.export((String) args[0], s.secretWhenMarked(o));
                        return proxy;
                    }
                    try {
                        return method.invoke(ctx, args);
                    } catch (java.lang.reflect.InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    /** A value computed from these keys or groups: a secret when any of them is marked. */
    static <T> Output<T> derived(Secrecy secrecy, T value, String... keysOrGroups) {
        return ProgramContext.derived(secrecy, value, keysOrGroups);
    }

    private Optional<ResourceTransformation.Result> transform(ResourceTransformation.Args args) {
        if (args.args() == null) {
            return Optional.empty();
        }
        for (Field f : importFields(args.args().getClass())) {
            Object value = read(f, args.args());
            if (value instanceof Output<?> o) {
                write(f, args.args(), secretWhenMarked(o));
            }
        }
        var options = args.options();
        if (COMMAND.equals(args.resource().pulumiResourceType())
                && options instanceof com.pulumi.resources.CustomResourceOptions c) {
            // stdout and stderr echo the script's parameters (node names, the partition): kept
            // encrypted in the state, as the inputs are
            List<String> secretOutputs = new ArrayList<>();
            for (String out : List.of("stdout", "stderr")) {
                if (!c.getAdditionalSecretOutputs().contains(out)) {
                    secretOutputs.add(out);
                }
            }
            options = com.pulumi.resources.CustomResourceOptions.merge(
                    c,
                    com.pulumi.resources.CustomResourceOptions.builder()
                            .additionalSecretOutputs(secretOutputs)
                            .build());
        }
        return Optional.of(new ResourceTransformation.Result(args.args(), options));
    }

    /** The same output, secret when its known value carries a marked value; dependencies kept. */
    <T> Output<T> secretWhenMarked(Output<T> o) {
        CompletableFuture<OutputData<T>> data = Internal.of(o).getDataAsync();
        return new OutputInternal<>(data.thenCompose(d -> d.isSecret() || !d.isKnown()
                ? CompletableFuture.completedFuture(d)
                : mentions(d.getValueNullable()).thenApply(m -> m ? d.withIsSecret(true) : d)));
    }

    /** True when the value, or anything inside it, carries a marked value. */
    private CompletableFuture<Boolean> mentions(Object v) {
        if (v == null || v instanceof Boolean || v instanceof Resource) {
            return CompletableFuture.completedFuture(false);
        }
        if (v instanceof Output<?> o) {
            return Internal.of(o)
                    .getDataAsync()
                    .thenCompose(d ->
                            d.isKnown() ? mentions(d.getValueNullable()) : CompletableFuture.completedFuture(false));
        }
        if (v instanceof Number n) {
            String plain = new BigDecimal(n.toString()).stripTrailingZeros().toPlainString();
            return CompletableFuture.completedFuture(texts.contains(n.toString()) || texts.contains(plain));
        }
        if (v instanceof CharSequence || v instanceof Enum<?>) {
            String text = v.toString();
            return CompletableFuture.completedFuture(
                    !SecretRedaction.redact(text, texts).equals(text));
        }
        List<Object> parts = new ArrayList<>();
        if (v instanceof Collection<?> c) {
            parts.addAll(c);
        } else if (v instanceof Map<?, ?> m) {
            parts.addAll(m.keySet());
            parts.addAll(m.values());
        } else if (v instanceof Optional<?> opt) {
            opt.ifPresent(parts::add);
        } else if (v instanceof InputArgs a) {
            for (Field f : importFields(a.getClass())) {
                parts.add(read(f, a));
            }
        } else {
            return CompletableFuture.completedFuture(false); // assets, archives: never built from config
        }
        List<CompletableFuture<Boolean>> each =
                parts.stream().map(this::mentions).toList();
        return CompletableFuture.allOf(each.toArray(CompletableFuture[]::new))
                .thenApply(x -> each.stream().anyMatch(CompletableFuture::join));
    }

    /** The fields an args class hands to the engine ({@code @Import}), its superclasses' too. */
    static List<Field> importFields(Class<?> type) {
        List<Field> out = new ArrayList<>();
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (f.isAnnotationPresent(Import.class)) {
                    f.setAccessible(true);
                    out.add(f);
                }
            }
        }
        return out;
    }

    static Object read(Field f, Object target) {
        try {
            return f.get(target);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot read input " + f.getName(), e);
        }
    }

    static void write(Field f, Object target, Object value) {
        try {
            f.set(target, value);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot mark input " + f.getName() + " secret", e);
        }
    }
}
