package ocigpucluster.plandiff;

import com.fasterxml.jackson.databind.JsonNode;
import com.pulumi.command.local.Command;
import com.pulumi.oci.Core.Instance;
import com.pulumi.oci.FileStorage.FileSystem;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import ocigpucluster.bastion.Bastion;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.TypeTokens;
import ocigpucluster.schema.ReferenceSchema;
import ocigpucluster.settings.StackConfig;
import ocigpucluster.storage.HomeStorage;

/**
 * What changes between two offline plans (base branch vs PR head), property by property, and
 * whether each change updates a resource in place or replaces it — for a PR comment. Replace or
 * update follows the resource's {@code replaceOnChanges} option, then
 * {@link ReferenceSchema#changeVerdict} (the providers' schema, the same rule the program's tests
 * use); a change under an {@code ignoreChanges} path is no change, as for the engine.
 *
 * <p>A replacement is followed the way the Pulumi engine follows it (pkg/resource/deploy/
 * step_generator.go, calculateDependentReplacements): every output of a replaced resource is new,
 * so each input of another resource whose property dependencies name it changes too — the
 * values of that input the plan could not know ({@code [unknown]}, {@code [simulated:…]},
 * {@code [secret]}), or the whole input where it shows none — and that change is judged by the
 * same rule. A resource whose provider is replaced is replaced. So the cluster network, whose
 * pool takes the instance configuration's id and names it in {@code replaceOnChanges}, is
 * replaced when a new image or shape replaces the instance configuration.
 *
 * <p>A replaced Command is a stage that runs again, not lost infrastructure; a replaced or removed
 * resource that holds data (a file system, the bastion that serves /home) is listed first.
 * Secrets are already "[secret]" in plan files; a changed secret is named from the plan's
 * fingerprints, never shown. Every plan text is shown through {@link SafeText}.
 */
public final class PlanDiff {
    public static final int NO_CHANGES = 0;
    public static final int CHANGES = 1;
    public static final int BAD_INPUT = 2;
    public static final int REPLACEMENTS = 3;

    /** GitHub refuses a comment body over 65536 characters; leave room for the comment's frame. */
    public static final int DEFAULT_MAX_CHARS = 60_000;

    private static final ReferenceSchema SCHEMA = ReferenceSchema.get();
    static final Set<String> COMMANDS =
            Set.of(TypeTokens.of(Command.class), TypeTokens.of(com.pulumi.command.remote.Command.class));
    /** Types whose deletion deletes data a person keeps. */
    static final Set<String> DATA_TYPES = Set.of(TypeTokens.of(FileSystem.class));

    private static final String INSTANCE = TypeTokens.of(Instance.class);

    public enum Kind {
        ADDED,
        REMOVED,
        MODIFIED
    }

    /** What happens to a changed resource, mildest first. */
    public enum Effect {
        IN_PLACE,
        RERUN,
        REPLACE
    }

    /**
     * One changed input value; {@code path} like {@code instanceDetails.launchDetails.shape}.
     * {@code causes} names the replaced resources whose new outputs change it (empty when the
     * plan's own value changed).
     */
    public record PropertyChange(
            String path,
            Kind kind,
            JsonNode before,
            JsonNode after,
            boolean replaces,
            String reason,
            List<String> causes) {}

    /**
     * A resource present in both plans whose type, parent or inputs differ, or whose inputs take
     * outputs of a replaced resource. {@code causes}: the replaced resources that make it change
     * (its provider included).
     */
    public record ResourceChange(
            String name,
            String type,
            boolean replaces,
            List<String> resourceReasons,
            List<PropertyChange> changes,
            List<String> causes) {
        /** A replaced Command only runs its script again: no cloud resource is deleted. */
        public Effect effect() {
            return !replaces ? Effect.IN_PLACE : COMMANDS.contains(type) ? Effect.RERUN : Effect.REPLACE;
        }

        /** The replaced resources because of which this one is replaced (empty when its own change replaces it). */
        public List<String> replacedBecauseOf() {
            if (!replaces
                    || !resourceReasons.stream()
                            .filter(r -> !r.startsWith(PROVIDER_REPLACED))
                            .toList()
                            .isEmpty()
                    || changes.stream().anyMatch(p -> p.replaces() && p.causes().isEmpty())) {
                return List.of();
            }
            return causes;
        }
    }

    private static final String PROVIDER_REPLACED = "its provider ";

    /** A resource not changed itself that waits for (dependsOn) one that is replaced. */
    public record Affected(String name, String type, List<String> replacedDependencies, boolean direct) {}

    /** A change the resource's {@code ignoreChanges} option keeps out of the update. */
    public record IgnoredChange(String resource, String path, String option) {}

    /** A secret config value whose fingerprint differs, appears or goes; never its value. */
    public record SecretChange(String key, String what) {}

    private final Plan base;
    private final Plan head;
    private final List<PlannedResource> added = new ArrayList<>();
    private final List<PlannedResource> removed = new ArrayList<>();
    private final List<ResourceChange> changed = new ArrayList<>();
    private final List<Affected> affected = new ArrayList<>();
    private final List<String> changedOutputs = new ArrayList<>();
    private final List<IgnoredChange> ignored = new ArrayList<>();
    private final List<SecretChange> secretChanges = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    private PlanDiff(Plan base, Plan head) {
        this.base = base;
        this.head = head;
    }

    public static PlanDiff compare(Plan base, Plan head) {
        PlanDiff diff = new PlanDiff(base, head);
        diff.compute();
        return diff;
    }

    public Plan base() {
        return base;
    }

    public Plan head() {
        return head;
    }

    public List<PlannedResource> added() {
        return Collections.unmodifiableList(added);
    }

    public List<PlannedResource> removed() {
        return Collections.unmodifiableList(removed);
    }

    public List<ResourceChange> changed() {
        return Collections.unmodifiableList(changed);
    }

    public List<Affected> affected() {
        return Collections.unmodifiableList(affected);
    }

    public List<String> changedOutputs() {
        return Collections.unmodifiableList(changedOutputs);
    }

    public List<IgnoredChange> ignored() {
        return Collections.unmodifiableList(ignored);
    }

    public List<SecretChange> secretChanges() {
        return Collections.unmodifiableList(secretChanges);
    }

    /** What the diff could not judge and says so (an older plan format, secrets not comparable). */
    public List<String> notes() {
        return Collections.unmodifiableList(notes);
    }

    public boolean hasChanges() {
        return !added.isEmpty()
                || !removed.isEmpty()
                || !changed.isEmpty()
                || !changedOutputs.isEmpty()
                || !secretChanges.isEmpty();
    }

    /** Whether infrastructure is replaced or deleted (a stage re-run is neither). */
    public boolean hasReplacements() {
        return changed.stream().anyMatch(c -> c.effect() == Effect.REPLACE)
                || removed.stream().anyMatch(this::isInfrastructure)
                || !bootVolumesReplaced().isEmpty();
    }

    /** 0 no changes, 1 changes (in place, re-runs, additions), 3 infrastructure replaced or deleted. */
    public int exitCode() {
        return hasReplacements() ? REPLACEMENTS : hasChanges() ? CHANGES : NO_CHANGES;
    }

    /**
     * Names of the resources whose data is lost: replaced (each is in HEAD), removed, or an
     * instance that holds data whose boot volume is replaced in place; in plan order.
     */
    public List<String> dataAtRisk() {
        List<String> out = new ArrayList<>();
        Map<String, PlannedResource> headByName = head.byName();
        changed.stream()
                .filter(c -> (c.effect() == Effect.REPLACE || bootVolumeReplaced(c))
                        && holdsData(head, headByName.get(c.name())))
                .forEach(c -> out.add(c.name()));
        removed.stream().filter(r -> holdsData(base, r)).forEach(r -> out.add(r.name()));
        return out;
    }

    /** The machines a replaced or removed resource runs, as the base plan (what exists now) has them. */
    public Optional<Instances> destroyedInstances(String name) {
        PlannedResource before = base.byName().get(name);
        return before == null ? Optional.empty() : Instances.of(base, before);
    }

    /**
     * In-place changes of an instance that replace its boot volume: a new {@code sourceDetails}
     * source is applied by OCI's UpdateInstance as a boot volume replacement (OCI API reference,
     * UpdateInstanceSourceDetails: the old boot volume is kept only with
     * {@code isPreserveBootVolumeEnabled}), so the instance stays and its disk does not.
     */
    public List<ResourceChange> bootVolumesReplaced() {
        return changed.stream().filter(PlanDiff::bootVolumeReplaced).toList();
    }

    static boolean bootVolumeReplaced(ResourceChange c) {
        return c.effect() == Effect.IN_PLACE
                && INSTANCE.equals(c.type())
                && c.changes().stream()
                        .anyMatch(p -> p.path().equals("sourceDetails")
                                || p.path().equals("sourceDetails.sourceId")
                                || p.path().equals("sourceDetails.sourceType"));
    }

    boolean isInfrastructure(PlannedResource r) {
        return r.custom() && !COMMANDS.contains(r.type());
    }

    /**
     * A file system, or an instance of the bastion component (its boot volume holds /home) unless
     * the plan's homes live on a shared server (storage.mode fileStorage or external).
     */
    static boolean holdsData(Plan plan, PlannedResource r) {
        if (r == null) {
            return false;
        }
        if (DATA_TYPES.contains(r.type())) {
            return true;
        }
        PlannedResource parent = r.parent() == null ? null : plan.byName().get(r.parent());
        return INSTANCE.equals(r.type())
                && parent != null
                && Bastion.TYPE.equals(parent.type())
                && (plan.outputs() == null
                        || !HomeStorage.SHARED_KIND.equals(
                                plan.outputs().path(HomeStorage.KIND_OUTPUT).asText()));
    }

    /** Registered with {@code retainOnDelete}: Pulumi removes it from the stack but never deletes the cloud resource. */
    static boolean retained(PlannedResource r) {
        return r.options() != null && r.options().path("retainOnDelete").asBoolean(false);
    }

    // ---- computing ----------------------------------------------------------------------------

    /** A resource's own differences: resource-level reasons and property changes. */
    private record Own(List<String> reasons, List<PropertyChange> changes) {}

    private void compute() {
        Map<String, PlannedResource> baseByName = base.byName();
        Map<String, PlannedResource> headByName = head.byName();
        Map<String, Own> own = new LinkedHashMap<>();
        for (PlannedResource r : head.resources()) {
            PlannedResource before = baseByName.get(r.name());
            if (before == null) {
                added.add(r);
            } else {
                Own o = compareResource(before, r);
                if (o != null) {
                    own.put(r.name(), o);
                }
            }
        }
        for (PlannedResource r : base.resources()) {
            if (!headByName.containsKey(r.name())) {
                removed.add(r);
            }
        }
        Map<String, List<PropertyChange>> follow = followReplacements(own, baseByName);
        for (PlannedResource r : head.resources()) {
            Own o = own.get(r.name());
            List<PropertyChange> f = follow.getOrDefault(r.name(), List.of());
            List<String> reasons = new ArrayList<>(o == null ? List.of() : o.reasons());
            String provider = providerCause.get(r.name());
            if (provider != null) {
                reasons.add(PROVIDER_REPLACED + "`" + provider + "` is replaced: what it manages is replaced with it");
            }
            if (o == null && f.isEmpty() && provider == null) {
                continue;
            }
            List<PropertyChange> changes = new ArrayList<>(o == null ? List.of() : o.changes());
            changes.addAll(f);
            Set<String> causes = new LinkedHashSet<>();
            if (provider != null) {
                causes.add(provider);
            }
            f.forEach(p -> causes.addAll(p.causes()));
            boolean replaces = !reasons.isEmpty() || changes.stream().anyMatch(PropertyChange::replaces);
            changed.add(new ResourceChange(
                    r.name(), r.type(), replaces, List.copyOf(reasons), List.copyOf(changes), List.copyOf(causes)));
        }
        computeAffected();
        Set<String> outputNames = new TreeSet<>();
        base.outputs().fieldNames().forEachRemaining(outputNames::add);
        head.outputs().fieldNames().forEachRemaining(outputNames::add);
        for (String name : outputNames) {
            if (!base.outputs().path(name).equals(head.outputs().path(name))) {
                changedOutputs.add(name);
            }
        }
        compareSecrets();
    }

    /** The replaced provider of each resource replaced with it. */
    private final Map<String, String> providerCause = new LinkedHashMap<>();

    /**
     * The changes each resource gets from replaced resources' new outputs, until no further
     * resource is replaced (a replaced dependant replaces its own dependants in turn).
     */
    private Map<String, List<PropertyChange>> followReplacements(
            Map<String, Own> own, Map<String, PlannedResource> baseByName) {
        Set<String> replaced = new LinkedHashSet<>();
        own.forEach((name, o) -> {
            if (!o.reasons().isEmpty() || o.changes().stream().anyMatch(PropertyChange::replaces)) {
                replaced.add(name);
            }
        });
        boolean withoutDependencies = false;
        Map<String, List<PropertyChange>> follow = new LinkedHashMap<>();
        boolean grew = !replaced.isEmpty();
        while (grew) {
            grew = false;
            follow.clear();
            for (PlannedResource r : head.resources()) {
                PlannedResource before = baseByName.get(r.name());
                if (before == null || !r.custom()) {
                    continue; // created anyway; a component has no inputs of its own to change
                }
                String provider = r.options().path("provider").asText("");
                if (!provider.isEmpty()
                        && replaced.contains(provider)
                        && !r.name().equals(provider)) {
                    providerCause.put(r.name(), provider);
                    grew |= replaced.add(r.name());
                }
                if (r.propertyDependencies() == null) {
                    withoutDependencies = true;
                    continue;
                }
                Own o = own.get(r.name());
                List<PropertyChange> f = followed(r, before, replaced, o == null ? List.of() : o.changes());
                if (!f.isEmpty()) {
                    follow.put(r.name(), f);
                    if (f.stream().anyMatch(PropertyChange::replaces)) {
                        grew |= replaced.add(r.name());
                    }
                }
            }
        }
        if (withoutDependencies && !replaced.isEmpty()) {
            notes.add("This plan does not record which inputs take which resource's outputs (an older "
                    + "oci-gpu-cluster wrote it): resources that depend on a replaced one are listed as "
                    + "possibly affected, not judged. Preview both sides with this version for the full answer.");
        }
        return follow;
    }

    /** The changes of {@code r}'s inputs that take outputs of a replaced resource. */
    private List<PropertyChange> followed(
            PlannedResource r, PlannedResource before, Set<String> replaced, List<PropertyChange> ownChanges) {
        List<PropertyChange> out = new ArrayList<>();
        Set<String> ownPaths = new TreeSet<>();
        ownChanges.forEach(p -> ownPaths.add(p.path()));
        List<PropertyPathPattern> ignore =
                r.ignoreChanges().stream().map(PropertyPathPattern::parse).toList();
        for (Map.Entry<String, List<String>> e : r.propertyDependencies().entrySet()) {
            List<String> causes =
                    e.getValue().stream().filter(replaced::contains).toList();
            JsonNode value = r.inputs().get(e.getKey());
            if (causes.isEmpty() || value == null || value.isNull()) {
                continue;
            }
            List<List<PathSegment>> leaves = new ArrayList<>();
            List<PathSegment> start = new ArrayList<>(List.of(PathSegment.key(e.getKey())));
            unknownLeaves(value, start, leaves);
            if (leaves.isEmpty()) {
                leaves.add(start); // the engine's own model: the whole input becomes unknown
            }
            for (List<PathSegment> leaf : leaves) {
                String rendered = PathSegment.render(leaf);
                if (ownPaths.contains(rendered) || ignore.stream().anyMatch(p -> p.covers(leaf))) {
                    continue;
                }
                ReferenceSchema.ChangeVerdict v = verdict(r, leaf);
                out.add(new PropertyChange(
                        rendered,
                        Kind.MODIFIED,
                        at(before.inputs(), leaf),
                        at(r.inputs(), leaf),
                        v.replaces(),
                        "`" + e.getKey() + "` takes outputs of "
                                + String.join(
                                        ", ",
                                        causes.stream().map(c -> "`" + c + "`").toList())
                                + " (replaced), so this value the plan cannot know changes; " + v.reason(),
                        causes));
            }
        }
        return out;
    }

    /** The values the offline plan could not know: there a replaced resource's new output lands. */
    private static void unknownLeaves(JsonNode v, List<PathSegment> path, List<List<PathSegment>> out) {
        if (v.isObject()) {
            for (Map.Entry<String, JsonNode> f : v.properties()) {
                path.add(PathSegment.key(f.getKey()));
                unknownLeaves(f.getValue(), path, out);
                path.remove(path.size() - 1);
            }
        } else if (v.isArray()) {
            for (int i = 0; i < v.size(); i++) {
                path.add(PathSegment.at(i));
                unknownLeaves(v.get(i), path, out);
                path.remove(path.size() - 1);
            }
        } else if (v.isTextual()) {
            String t = v.asText();
            if (t.equals("[unknown]") || t.equals(ReferenceSchema.SECRET) || t.contains("[simulated:")) {
                out.add(List.copyOf(path));
            }
        }
    }

    private static JsonNode at(JsonNode root, List<PathSegment> path) {
        JsonNode n = root;
        for (PathSegment s : path) {
            n = n == null ? null : s.index() ? n.get(s.position()) : n.get(s.name());
        }
        return n == null || n.isMissingNode() ? null : n;
    }

    private Own compareResource(PlannedResource before, PlannedResource after) {
        List<String> reasons = new ArrayList<>();
        if (!before.type().equals(after.type())) {
            reasons.add("type changes from `" + before.type() + "` to `" + after.type() + "`");
        }
        if (!Objects.equals(before.parent(), after.parent())) {
            reasons.add("parent changes from " + named(before.parent()) + " to " + named(after.parent())
                    + " (a new URN: delete and create unless an alias is added)");
        }
        List<PropertyChange> changes = new ArrayList<>();
        List<PropertyPathPattern> ignore =
                after.ignoreChanges().stream().map(PropertyPathPattern::parse).toList();
        diffValues(new ArrayList<>(), before.inputs(), after.inputs(), after, ignore, changes);
        if (reasons.isEmpty() && changes.isEmpty()) {
            return null;
        }
        return new Own(List.copyOf(reasons), List.copyOf(changes));
    }

    private void diffValues(
            List<PathSegment> path,
            JsonNode a,
            JsonNode b,
            PlannedResource resource,
            List<PropertyPathPattern> ignore,
            List<PropertyChange> out) {
        boolean aAbsent = a == null || a.isMissingNode() || a.isNull();
        boolean bAbsent = b == null || b.isMissingNode() || b.isNull();
        if (aAbsent && bAbsent || !aAbsent && a.equals(b)) {
            return;
        }
        for (PropertyPathPattern p : ignore) {
            if (!path.isEmpty() && p.covers(path)) {
                // the engine keeps the deployed value of an ignored property (Pulumi docs, "ignoreChanges")
                ignored.add(new IgnoredChange(resource.name(), PathSegment.render(path), p.text()));
                return;
            }
        }
        if (!aAbsent && !bAbsent && a.isObject() && b.isObject()) {
            Set<String> keys = new TreeSet<>();
            a.fieldNames().forEachRemaining(keys::add);
            b.fieldNames().forEachRemaining(keys::add);
            for (String key : keys) {
                path.add(PathSegment.key(key));
                diffValues(path, a.get(key), b.get(key), resource, ignore, out);
                path.remove(path.size() - 1);
            }
            return;
        }
        if (!aAbsent && !bAbsent && a.isArray() && b.isArray()) {
            for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
                path.add(PathSegment.at(i));
                diffValues(path, a.get(i), b.get(i), resource, ignore, out);
                path.remove(path.size() - 1);
            }
            return;
        }
        Kind kind = aAbsent ? Kind.ADDED : bAbsent ? Kind.REMOVED : Kind.MODIFIED;
        ReferenceSchema.ChangeVerdict verdict = verdict(resource, path);
        out.add(new PropertyChange(
                PathSegment.render(path),
                kind,
                aAbsent ? null : a,
                bAbsent ? null : b,
                verdict.replaces(),
                verdict.reason(),
                List.of()));
    }

    /** Replace or update: the resource's replaceOnChanges option, then the provider's schema. */
    private static ReferenceSchema.ChangeVerdict verdict(PlannedResource resource, List<PathSegment> path) {
        for (String p : resource.replaceOnChanges()) {
            if (PropertyPathPattern.parse(p).covers(path)) {
                return new ReferenceSchema.ChangeVerdict(true, "`" + p + "` is in the resource's replaceOnChanges");
            }
        }
        if (!resource.custom()) {
            return new ReferenceSchema.ChangeVerdict(false, "component: only its children are real cloud resources");
        }
        if (resource.type().startsWith("pulumi:providers:")) {
            return new ReferenceSchema.ChangeVerdict(
                    true, "provider configuration changed; resources it manages may be replaced too");
        }
        return SCHEMA.changeVerdict(
                resource.type(),
                path.stream()
                        .map(seg -> seg.index() ? "[" + seg.position() + "]" : seg.name())
                        .toList());
    }

    /** Everything in HEAD not changed itself that waits (dependsOn) for a replaced resource. */
    private void computeAffected() {
        Set<String> replaced = new LinkedHashSet<>();
        changed.stream().filter(c -> c.effect() == Effect.REPLACE).forEach(c -> replaced.add(c.name()));
        if (replaced.isEmpty()) {
            return;
        }
        Set<String> changedNames = new TreeSet<>();
        changed.forEach(c -> changedNames.add(c.name()));
        Map<String, List<String>> dependents = new LinkedHashMap<>();
        for (PlannedResource r : head.resources()) {
            for (String dep : r.dependsOn()) {
                dependents.computeIfAbsent(dep, k -> new ArrayList<>()).add(r.name());
            }
        }
        Map<String, Set<String>> causes = new LinkedHashMap<>();
        Set<String> direct = new LinkedHashSet<>();
        for (String root : replaced) {
            Deque<String> queue = new ArrayDeque<>(List.of(root));
            Set<String> seen = new LinkedHashSet<>(List.of(root));
            while (!queue.isEmpty()) {
                String current = queue.removeFirst();
                for (String d : dependents.getOrDefault(current, List.of())) {
                    if (seen.add(d)) {
                        queue.addLast(d);
                        causes.computeIfAbsent(d, k -> new TreeSet<>()).add(root);
                        if (current.equals(root)) {
                            direct.add(d);
                        }
                    }
                }
            }
        }
        Map<String, PlannedResource> baseByName = base.byName();
        for (PlannedResource r : head.resources()) {
            Set<String> c = causes.get(r.name());
            if (c != null && !changedNames.contains(r.name()) && baseByName.containsKey(r.name())) {
                affected.add(new Affected(r.name(), r.type(), List.copyOf(c), direct.contains(r.name())));
            }
        }
    }

    /** Secrets whose fingerprint differs between the plans; what cannot be compared is noted. */
    private void compareSecrets() {
        Map<String, String> before = base.secrets();
        Map<String, String> after = head.secrets();
        if (before == null || after == null) {
            if (before != null || after != null) {
                notes.add("The " + (before == null ? "base" : "head") + " plan does not record its secrets "
                        + "(an older oci-gpu-cluster wrote it): whether a secret changed cannot be said.");
            }
            return;
        }
        Set<String> keys = new TreeSet<>(before.keySet());
        keys.addAll(after.keySet());
        boolean commandLine = false;
        for (String key : keys) {
            String b = before.get(key);
            String a = after.get(key);
            if (StackConfig.SET_ON_COMMAND_LINE.equals(a) || StackConfig.SET_ON_COMMAND_LINE.equals(b)) {
                commandLine = true;
            }
            if (b == null) {
                secretChanges.add(new SecretChange(key, "added"));
            } else if (a == null) {
                secretChanges.add(new SecretChange(key, "removed"));
            } else if (!a.equals(b)) {
                secretChanges.add(new SecretChange(
                        key,
                        StackConfig.SET_ON_COMMAND_LINE.equals(a) || StackConfig.SET_ON_COMMAND_LINE.equals(b)
                                ? "now given " + (StackConfig.SET_ON_COMMAND_LINE.equals(a) ? "with" : "without")
                                        + " --set-secret"
                                : "its encrypted value in the stack file differs (a new value, or the same"
                                        + " one encrypted again)"));
            }
        }
        if (commandLine) {
            notes.add("A secret given with --set-secret is not recorded in the plan in any form: "
                    + "whether its value changed cannot be said.");
        }
    }

    // ---- showing ------------------------------------------------------------------------------

    /**
     * The monthly list-price estimate before and after, and the difference: one Markdown line,
     * from each plan's {@code estimatedCost} stack output (the dated price table, cost package).
     */
    public String costLine() {
        return CostLine.of(base, head);
    }

    /** The PR-comment Markdown, at most {@link #DEFAULT_MAX_CHARS} characters. */
    public String toMarkdown() {
        return toMarkdown(DEFAULT_MAX_CHARS);
    }

    /**
     * The PR-comment Markdown: the summary first — every resource replaced because another is,
     * with the machines it destroys, in bold — then the sections from the most severe (data at
     * risk) to the mildest; sections that do not fit in {@code maxChars} are cut with a note.
     */
    public String toMarkdown(int maxChars) {
        return new MarkdownReport(this).render(maxChars);
    }

    /** Kept free for the truncation note (about 170 characters) when a section does not fit. */
    static final int TRUNCATION_NOTE_ROOM = 220;

    /** A table-cell rendering of one value; long or multi-line strings become a size + hash summary. */
    static String value(JsonNode v, JsonNode other) {
        return MarkdownReport.value(v, other);
    }

    private static String named(String s) {
        return s == null ? "none" : "`" + s + "`";
    }
}
