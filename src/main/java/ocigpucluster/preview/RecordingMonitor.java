package ocigpucluster.preview;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableMap;
import com.google.protobuf.Struct;
import com.pulumi.Log;
import com.pulumi.core.internal.OutputData;
import com.pulumi.resources.Resource;
import com.pulumi.serialization.internal.Deserializer;
import com.pulumi.serialization.internal.Serializer;
import com.pulumi.test.Mocks;
import com.pulumi.test.internal.MockMonitor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import pulumirpc.Resource.RegisterResourceOutputsRequest;
import pulumirpc.Resource.RegisterResourceRequest;
import pulumirpc.Resource.RegisterResourceResponse;
import pulumirpc.Resource.ResourceInvokeRequest;
import pulumirpc.Resource.ResourceInvokeResponse;

/**
 * The SDK's mock monitor, plus a record of every registration request exactly as the SDK sends
 * it to the engine (secret markers, dependencies, options), which the mock callback never sees.
 */
final class RecordingMonitor extends MockMonitor {
    /** The engine's own invoke (a registered resource's state), answered by the SDK's monitor. */
    private static final String GET_RESOURCE = "pulumi:pulumi:getResource";

    private final List<PlannedResource> resources = new ArrayList<>();
    private ObjectNode stackOutputs = JsonNodeFactory.instance.objectNode();

    private final Mocks mocks;
    private final Deserializer deserializer;
    private final Serializer serializer;

    RecordingMonitor(Mocks mocks, Log log) {
        super(mocks, log);
        this.mocks = mocks;
        this.deserializer = new Deserializer(log);
        this.serializer = new Serializer(log);
    }

    /**
     * As the SDK's mock monitor answers an invoke (the arguments as it passes them to the mock,
     * the mock's result as the wire struct), but a plain result (text, numbers, booleans, lists,
     * maps) becomes the struct directly ({@link PlainStruct}): the SDK's serializer chains a
     * future per value, which was a third of the extra CPU time of 512 nodes' three lists.
     * Anything else, and the engine's own {@code getResource}, takes the SDK's way.
     */
    @Override
    public CompletableFuture<ResourceInvokeResponse> invokeAsync(ResourceInvokeRequest request) {
        if (GET_RESOURCE.equals(request.getTok())) {
            return super.invokeAsync(request);
        }
        var args = ImmutableMap.<String, Object>builder();
        request.getArgs().getFieldsMap().forEach((name, value) -> {
            // MockMonitor.deserializeToMap: known, present values only
            OutputData<Object> d = deserializer.deserialize(value);
            if (d.isKnown() && d.getValueOptional().isPresent()) {
                args.put(name, d.getValueOptional().get());
            }
        });
        return mocks.callAsync(new Mocks.CallArgs(request.getTok(), args.build(), request.getProvider()))
                .thenCompose(this::struct)
                .thenApply(s -> ResourceInvokeResponse.newBuilder().setReturn(s).build());
    }

    @SuppressWarnings("unchecked")
    private CompletableFuture<Struct> struct(Map<String, Object> result) {
        Struct plain = PlainStruct.of(result);
        if (plain != null) {
            return CompletableFuture.completedFuture(plain);
        }
        // MockMonitor.serializeToStruct
        return serializer
                .serializeAsync("MockMonitor", ImmutableMap.copyOf(result), true)
                .thenApply(o -> Serializer.createStruct(ImmutableMap.copyOf((Map<String, Object>) o)));
    }

    @Override
    public CompletableFuture<RegisterResourceResponse> registerResourceAsync(
            Resource resource, RegisterResourceRequest request) {
        if (!"pulumi:pulumi:Stack".equals(request.getType())) {
            record(request);
        }
        return super.registerResourceAsync(resource, request);
    }

    @Override
    public CompletableFuture<Void> registerResourceOutputsAsync(RegisterResourceOutputsRequest request) {
        if (Urns.isStack(request.getUrn())) {
            synchronized (this) {
                stackOutputs = WireValues.struct(request.getOutputs());
            }
        }
        return super.registerResourceOutputsAsync(request);
    }

    private void record(RegisterResourceRequest r) {
        TreeSet<String> deps = new TreeSet<>();
        r.getDependenciesList().forEach(u -> deps.add(Urns.name(u)));
        r.getPropertyDependenciesMap().values().forEach(pd -> pd.getUrnsList().forEach(u -> deps.add(Urns.name(u))));
        String parent = r.getParent().isEmpty() || Urns.isStack(r.getParent()) ? null : Urns.name(r.getParent());
        deps.remove(parent == null ? "" : parent); // waiting for the parent is implied by the tree
        ObjectNode options = JsonNodeFactory.instance.objectNode();
        if (r.getProtect()) {
            options.put("protect", true);
        }
        if (!r.getVersion().isEmpty()) {
            options.put("version", r.getVersion());
        }
        if (!r.getProvider().isEmpty()) {
            // an explicit provider ("urn...::<name>::<id>"): its name, as the plan names resources
            String ref = r.getProvider();
            options.put("provider", Urns.name(ref.substring(0, ref.lastIndexOf("::"))));
        }
        if (r.hasCustomTimeouts()
                && !r.getCustomTimeouts().equals(RegisterResourceRequest.CustomTimeouts.getDefaultInstance())) {
            ObjectNode t = options.putObject("customTimeouts");
            if (!r.getCustomTimeouts().getCreate().isEmpty()) {
                t.put("create", r.getCustomTimeouts().getCreate());
            }
            if (!r.getCustomTimeouts().getUpdate().isEmpty()) {
                t.put("update", r.getCustomTimeouts().getUpdate());
            }
            if (!r.getCustomTimeouts().getDelete().isEmpty()) {
                t.put("delete", r.getCustomTimeouts().getDelete());
            }
        }
        if (r.getAdditionalSecretOutputsCount() > 0) {
            new TreeSet<>(r.getAdditionalSecretOutputsList()).forEach(options.putArray("additionalSecretOutputs")::add);
        }
        if (r.getReplaceOnChangesCount() > 0) {
            new TreeSet<>(r.getReplaceOnChangesList()).forEach(options.putArray("replaceOnChanges")::add);
        }
        if (r.getIgnoreChangesCount() > 0) {
            new TreeSet<>(r.getIgnoreChangesList()).forEach(options.putArray("ignoreChanges")::add);
        }
        if (r.getDeleteBeforeReplace()) {
            options.put("deleteBeforeReplace", true);
        }
        if (r.getRetainOnDelete()) {
            options.put("retainOnDelete", true);
        }
        if (!r.getImportId().isEmpty()) {
            options.put("import", r.getImportId());
        }
        // which resources each input takes a value from: what plan-diff follows when one is replaced
        java.util.TreeMap<String, List<String>> propertyDeps = new java.util.TreeMap<>();
        r.getPropertyDependenciesMap().forEach((property, urns) -> {
            TreeSet<String> names = new TreeSet<>();
            urns.getUrnsList().forEach(u -> names.add(Urns.name(u)));
            if (!names.isEmpty()) {
                propertyDeps.put(property, List.copyOf(names));
            }
        });
        PlannedResource p = new PlannedResource(
                r.getType(),
                r.getName(),
                parent,
                r.getCustom(),
                WireValues.struct(r.getObject()),
                List.copyOf(deps),
                options,
                java.util.Collections.unmodifiableMap(propertyDeps));
        synchronized (this) {
            resources.add(p);
        }
    }

    synchronized List<PlannedResource> resources() {
        return List.copyOf(resources);
    }

    synchronized ObjectNode stackOutputs() {
        return stackOutputs;
    }
}
