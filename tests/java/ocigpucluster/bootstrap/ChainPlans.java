package ocigpucluster.bootstrap;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import ocigpucluster.feature.Example;
import ocigpucluster.feature.Feature;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.PreviewRuns;

/**
 * The bootstrap chain as the offline preview plans it (the dev stack plus overrides, through
 * PreviewRuns and its one cache), and helpers to read the stage commands out of a plan.
 * The user's private key is set as a real secret with a recognisable text so that tests can
 * prove it never leaks.
 */
public final class ChainPlans {
    /** A throw-away key pair (ssh-keygen, per run): valid, recognisable, never a real key. */
    static final String USER_KEY = ocigpucluster.ThrowawayKey.get().privateKey();

    public static final String USER_KEY_MARKER =
            ocigpucluster.ThrowawayKey.get().marker();
    /** What the mock engine returns as the generated cluster private key (PreviewMocks). */
    static final String CLUSTER_KEY_PLACEHOLDER = "offline-preview-placeholder";

    static final String COMMAND = "command:remote:Command";

    private ChainPlans() {}

    /**
     * The plan of Pulumi.dev.yaml with {@code key=value} overrides (dotted keys as in --set) and
     * the throw-away key pair, the private half as a secret; run and cached by PreviewRuns.
     */
    public static Plan plan(String... overrides) {
        List<String> sets = new ArrayList<>(List.of(overrides));
        sets.add("sshPublicKey=" + ocigpucluster.ThrowawayKey.get().publicKey());
        return PreviewRuns.plan(PreviewRuns.DEV_STACK, sets, List.of("sshPrivateKey=" + USER_KEY));
    }

    /** The dev stack with Slurm, and as the production example runs it (failing nodes drained, no containerd). */
    public static List<Plan> slurmPlans() {
        return List.of(
                plan("scheduler.type=slurm", "scheduler.allowUnpinnedDownloads=true"),
                plan(
                        "scheduler.type=slurm",
                        "scheduler.allowUnpinnedDownloads=true",
                        "scheduler.onNodeFailure=drain",
                        "bootstrap.containerRuntime=false"));
    }

    /** As {@link #plan(String...)}, with secret overrides too (as with --set-secret). */
    public static Plan plan(List<String> overrides, List<String> secretOverrides) {
        List<String> sets = new ArrayList<>(overrides);
        sets.add("sshPublicKey=" + ocigpucluster.ThrowawayKey.get().publicKey());
        List<String> secrets = new ArrayList<>(secretOverrides);
        secrets.add("sshPrivateKey=" + USER_KEY);
        return PreviewRuns.plan(PreviewRuns.DEV_STACK, sets, secrets);
    }

    /**
     * The dev stack with Slurm and the feature's example configuration ({@code Feature.example()}):
     * every stage of the feature is planned.
     */
    public static Plan examplePlan(Feature feature) {
        Example e = feature.example();
        List<String> sets = new ArrayList<>(PreviewRuns.Mode.EXAMPLE_BASE.sets());
        // a key the example sets replaces the base's (Kubernetes: scheduler.type)
        sets.removeIf(b -> e.plain().keySet().stream().anyMatch(k -> b.startsWith(k.key() + "=")));
        e.plain().forEach((k, v) -> sets.add(k.key() + "=" + v));
        List<String> secrets = new ArrayList<>();
        e.secret().forEach((k, v) -> secrets.add(k.key() + "=" + v));
        return plan(sets.stream().sorted().toList(), secrets.stream().sorted().toList());
    }

    /** The bind password of {@link #directoryPlan}: recognisable, never a real one. */
    static final String BIND_PASSWORD = "bind-" + java.util.UUID.randomUUID();

    /** The dev stack in directory mode (users.directory, the example CA), the bind password as a secret. */
    static Plan directoryPlan() {
        String ca;
        try (var in = ChainPlans.class.getResourceAsStream("/ocigpucluster/directory/example-ca.pem")) {
            ca = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.US_ASCII);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return PreviewRuns.plan(
                PreviewRuns.DEV_STACK,
                List.of(
                        "sshPublicKey=" + ocigpucluster.ThrowawayKey.get().publicKey(),
                        "users.directory.uri=ldaps://ldap.example.org",
                        "users.directory.baseDn=dc=example,dc=org",
                        "users.directory.bindDn=cn=sssd,ou=services,dc=example,dc=org",
                        "users.directory.tlsCaCert=" + ca,
                        "users.directory.allowGroups=ml"),
                List.of("sshPrivateKey=" + USER_KEY, "users.directory.bindPassword=" + BIND_PASSWORD));
    }

    public static List<PlannedResource> commands(Plan plan) {
        return plan.ofType(COMMAND);
    }

    static PlannedResource require(Plan plan, String name) {
        return plan.find(name)
                .orElseThrow(() -> new AssertionError("no resource " + name + " in the plan; have "
                        + plan.resources().stream().map(PlannedResource::name).toList()));
    }

    public static PlannedResource stage(Plan plan, StageSpec stage) {
        return require(plan, "bootstrap-" + stage.id());
    }

    /** The script the stage's Command runs: its create text, or its stdin where create is the loader. */
    public static String create(Plan plan, StageSpec stage) {
        JsonNode c = stage(plan, stage).inputs().get("create");
        if (c == null || !c.isTextual()) {
            throw new AssertionError("stage " + stage.id() + " has no known create text: " + c);
        }
        if (stage.scriptOnStdin()) {
            if (!c.asText().equals(StageCommand.loader(stage))) {
                throw new AssertionError(
                        "stage " + stage.id() + " ships its script on stdin, but create is not its loader: " + c);
            }
            c = stage(plan, stage).inputs().get("stdin");
            if (c == null || !c.isTextual()) {
                throw new AssertionError("stage " + stage.id() + " has no known stdin: " + c);
            }
        }
        return c.asText();
    }

    public static JsonNode triggers(Plan plan, StageSpec stage) {
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
        return PreviewRuns.waitsFor(plan, name);
    }

    /**
     * The stage Commands a stage's Command waits for, directly or through other stages: what a
     * placement means, whatever stages a later feature inserts between.
     */
    public static Set<String> stagesBefore(Plan plan, String command) {
        Set<String> stages = stageCommands(plan);
        Set<String> out = new TreeSet<>(waitsFor(plan, command));
        out.retainAll(stages);
        return out;
    }

    /** The stages' Commands: those of the Bootstrap component. */
    public static Set<String> stageCommands(Plan plan) {
        Set<String> out = new TreeSet<>();
        commands(plan).stream().filter(c -> "bootstrap".equals(c.parent())).forEach(c -> out.add(c.name()));
        return out;
    }

    /** As {@link #stagesBefore(Plan, String)}, for a stage. */
    public static Set<String> stagesBefore(Plan plan, StageSpec stage) {
        return stagesBefore(plan, "bootstrap-" + stage.id());
    }

    static Set<String> names(Plan plan) {
        Set<String> out = new HashSet<>();
        plan.resources().forEach(r -> out.add(r.name()));
        return out;
    }
}
