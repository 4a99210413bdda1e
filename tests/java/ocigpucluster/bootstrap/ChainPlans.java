package ocigpucluster.bootstrap;

import com.fasterxml.jackson.databind.JsonNode;
import ocigpucluster.validation.Validation;
import ocigpucluster.preview.OfflinePreview;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.settings.StackConfig;
import ocigpucluster.program.ClusterProgram;
import ocigpucluster.settings.RawConfig;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Offline previews of the whole program (the dev stack plus overrides) under the SDK's mock
 * engine, shared by every test through a cache: each distinct configuration runs once.
 * The user's private key is set as a real secret with a recognisable text so that tests can
 * prove it never leaks.
 */
final class ChainPlans {
    /** A throw-away key pair (ssh-keygen, per run): valid, recognisable, never a real key. */
    static final String USER_KEY = ocigpucluster.ThrowawayKey.get().privateKey();
    static final String USER_KEY_MARKER = ocigpucluster.ThrowawayKey.get().marker();
    /** What the mock engine returns as the generated cluster private key (PreviewMocks). */
    static final String CLUSTER_KEY_PLACEHOLDER = "offline-preview-placeholder";
    static final String COMMAND = "command:remote:Command";
    private static final String KEY = "oci-gpu-cluster:sshPrivateKey";
    private static final Map<List<String>, Plan> CACHE = new HashMap<>();

    private ChainPlans() {
    }

    /** The plan of Pulumi.dev.yaml with {@code key=value} overrides (dotted keys as in --set). */
    static synchronized Plan plan(String... overrides) {
        return CACHE.computeIfAbsent(List.of(overrides), ChainPlans::run);
    }

    /** A new run, bypassing the cache: to prove that the same inputs give the same plan. */
    static Plan fresh(String... overrides) {
        synchronized (ChainPlans.class) {
            return run(List.of(overrides));
        }
    }

    private static Plan run(List<String> overrides) {
        try {
            StackConfig config = StackConfig.read(Path.of("Pulumi.dev.yaml"));
            for (String o : overrides) {
                config.set(o, false);
            }
            RawConfig raw = config.toRawConfig();
            Map<String, String> values = new LinkedHashMap<>(raw.values());
            values.put(KEY, USER_KEY);
            values.put("oci-gpu-cluster:sshPublicKey", ocigpucluster.ThrowawayKey.get().publicKey());
            Set<String> secret = new LinkedHashSet<>(raw.secretKeys());
            secret.add(KEY);
            Set<String> unreadable = new LinkedHashSet<>(raw.unreadableSecrets());
            unreadable.remove(KEY);
            Validation v = Validation.of(new RawConfig(values, secret, unreadable), "dev");
            if (v.hasErrors()) {
                throw new AssertionError("test config " + overrides + " does not validate: " + v.diagnostics());
            }
            return OfflinePreview.run(v.settings(), config.region(), v.diagnostics(), ClusterProgram::define);
        } catch (StackConfig.ConfigFileException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    static List<PlannedResource> commands(Plan plan) {
        return plan.ofType(COMMAND);
    }

    static PlannedResource require(Plan plan, String name) {
        return plan.find(name).orElseThrow(() -> new AssertionError("no resource " + name + " in the plan; have "
                + plan.resources().stream().map(PlannedResource::name).toList()));
    }

    static PlannedResource stage(Plan plan, Stage stage) {
        return require(plan, "bootstrap-" + stage.id());
    }

    static String create(Plan plan, Stage stage) {
        JsonNode c = stage(plan, stage).inputs().get("create");
        if (c == null || !c.isTextual()) {
            throw new AssertionError("stage " + stage.id() + " has no known create text: " + c);
        }
        return c.asText();
    }

    static JsonNode triggers(Plan plan, Stage stage) {
        JsonNode t = stage(plan, stage).inputs().get("triggers");
        if (t == null || !t.isArray()) {
            throw new AssertionError("stage " + stage.id() + " has no known triggers: " + t);
        }
        return t;
    }

    /**
     * Everything a resource waits for: its dependsOn, transitively, where waiting for a
     * component means waiting for every resource below it (Pulumi's semantics).
     */
    static Set<String> waitsFor(Plan plan, String name) {
        Map<String, List<String>> children = new HashMap<>();
        for (PlannedResource r : plan.resources()) {
            if (r.parent() != null) {
                children.computeIfAbsent(r.parent(), k -> new java.util.ArrayList<>()).add(r.name());
            }
        }
        Set<String> seen = new TreeSet<>();
        Deque<String> todo = new ArrayDeque<>(require(plan, name).dependsOn());
        while (!todo.isEmpty()) {
            String d = todo.pop();
            if (!seen.add(d)) {
                continue;
            }
            plan.find(d).ifPresent(r -> todo.addAll(r.dependsOn()));
            todo.addAll(children.getOrDefault(d, List.of()));
        }
        return seen;
    }

    static Set<String> names(Plan plan) {
        Set<String> out = new HashSet<>();
        plan.resources().forEach(r -> out.add(r.name()));
        return out;
    }
}
