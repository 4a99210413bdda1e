package ocigpucluster.preview;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.pulumi.Log;
import com.pulumi.resources.Resource;
import com.pulumi.test.Mocks;
import com.pulumi.test.internal.MockMonitor;
import pulumirpc.Resource.RegisterResourceOutputsRequest;
import pulumirpc.Resource.RegisterResourceRequest;
import pulumirpc.Resource.RegisterResourceResponse;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;

/**
 * The SDK's mock monitor, plus a record of every registration request exactly as the SDK sends
 * it to the engine (secret markers, dependencies, options), which the mock callback never sees.
 */
final class RecordingMonitor extends MockMonitor {
    private final List<PlannedResource> resources = new ArrayList<>();
    private ObjectNode stackOutputs = JsonNodeFactory.instance.objectNode();

    RecordingMonitor(Mocks mocks, Log log) {
        super(mocks, log);
    }

    @Override
    public CompletableFuture<RegisterResourceResponse> registerResourceAsync(Resource resource, RegisterResourceRequest request) {
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
        if (r.hasCustomTimeouts() && !r.getCustomTimeouts().equals(RegisterResourceRequest.CustomTimeouts.getDefaultInstance())) {
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
            options.putPOJO("additionalSecretOutputs", new TreeSet<>(r.getAdditionalSecretOutputsList()));
        }
        if (r.getReplaceOnChangesCount() > 0) {
            options.putPOJO("replaceOnChanges", new TreeSet<>(r.getReplaceOnChangesList()));
        }
        if (r.getIgnoreChangesCount() > 0) {
            options.putPOJO("ignoreChanges", new TreeSet<>(r.getIgnoreChangesList()));
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
        PlannedResource p = new PlannedResource(r.getType(), r.getName(), parent, r.getCustom(),
                WireValues.struct(r.getObject()), List.copyOf(deps), options);
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
