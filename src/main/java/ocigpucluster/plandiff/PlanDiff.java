package ocigpucluster.plandiff;

import com.fasterxml.jackson.databind.JsonNode;
import com.pulumi.command.local.Command;
import com.pulumi.oci.Core.Instance;
import com.pulumi.oci.FileStorage.FileSystem;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import ocigpucluster.bastion.Bastion;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PlannedResource;
import ocigpucluster.preview.TypeTokens;
import ocigpucluster.schema.ReferenceSchema;
import ocigpucluster.storage.HomeStorage;

/**
 * What changes between two offline plans (base branch vs PR head), property by property, and
 * whether each change updates a resource in place or replaces it — for a PR comment. Replace or
 * update follows {@link ReferenceSchema#changeVerdict}, the same rule the program's tests use.
 * A replaced Command is a stage that runs again, not lost infrastructure; a replaced or removed
 * resource that holds data (a file system, the bastion that serves /home) is listed first.
 * Secrets are already "[secret]" in plan files and are shown as such; long strings (scripts,
 * cloud-init) are summarised by length and hash rather than printed.
 */
public final class PlanDiff {
    public static final int NO_CHANGES = 0;
    public static final int CHANGES = 1;
    public static final int BAD_INPUT = 2;
    public static final int REPLACEMENTS = 3;

    private static final int INLINE_LIMIT = 60;
    /** GitHub refuses a comment body over 65536 characters; leave room for the comment's frame. */
    public static final int DEFAULT_MAX_CHARS = 60_000;

    private static final ReferenceSchema SCHEMA = ReferenceSchema.get();
    private static final Set<String> COMMANDS =
            Set.of(TypeTokens.of(Command.class), TypeTokens.of(com.pulumi.command.remote.Command.class));
    /** Types whose deletion deletes data a person keeps. */
    private static final Set<String> DATA_TYPES = Set.of(TypeTokens.of(FileSystem.class));

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

    /** One changed input value; {@code path} like {@code instanceDetails.launchDetails.shape}. */
    public record PropertyChange(
            String path, Kind kind, JsonNode before, JsonNode after, boolean replaces, String reason) {}

    /** A resource present in both plans whose type, parent or inputs differ. */
    public record ResourceChange(
            String name, String type, boolean replaces, List<String> resourceReasons, List<PropertyChange> changes) {
        /** A replaced Command only runs its script again: no cloud resource is deleted. */
        public Effect effect() {
            return !replaces ? Effect.IN_PLACE : COMMANDS.contains(type) ? Effect.RERUN : Effect.REPLACE;
        }
    }

    /** A resource that is not itself replaced but depends on one that is. */
    public record Affected(String name, String type, List<String> replacedDependencies, boolean direct) {}

    private final Plan base;
    private final Plan head;
    private final List<PlannedResource> added = new ArrayList<>();
    private final List<PlannedResource> removed = new ArrayList<>();
    private final List<ResourceChange> changed = new ArrayList<>();
    private final List<Affected> affected = new ArrayList<>();
    private final List<String> changedOutputs = new ArrayList<>();
    /** Changed inputs the head plan's ignoreChanges covers, "resource: path": the engine keeps the deployed value. */
    private final List<String> ignored = new ArrayList<>();

    private PlanDiff(Plan base, Plan head) {
        this.base = base;
        this.head = head;
    }

    public static PlanDiff compare(Plan base, Plan head) {
        PlanDiff diff = new PlanDiff(base, head);
        diff.compute();
        return diff;
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

    /** Input changes that do not happen (ignoreChanges), as "resource: path". */
    public List<String> ignored() {
        return Collections.unmodifiableList(ignored);
    }

    public boolean hasChanges() {
        return !added.isEmpty() || !removed.isEmpty() || !changed.isEmpty() || !changedOutputs.isEmpty();
    }

    /** Whether infrastructure is replaced or deleted (a stage re-run is neither). */
    public boolean hasReplacements() {
        return changed.stream().anyMatch(c -> c.effect() == Effect.REPLACE)
                || removed.stream().anyMatch(this::isInfrastructure);
    }

    /** 0 no changes, 1 changes (in place, re-runs, additions), 3 infrastructure replaced or deleted. */
    public int exitCode() {
        return hasReplacements() ? REPLACEMENTS : hasChanges() ? CHANGES : NO_CHANGES;
    }

    /** Names of the replaced (each is in HEAD) or removed resources that hold data, in plan order. */
    public List<String> dataAtRisk() {
        List<String> out = new ArrayList<>();
        changed.stream()
                .filter(c -> (c.effect() == Effect.REPLACE || replacesBootVolume(c))
                        && holdsData(head, head.byName().get(c.name())))
                .forEach(c -> out.add(c.name()));
        removed.stream().filter(r -> holdsData(base, r)).forEach(r -> out.add(r.name()));
        return out;
    }

    /**
     * An instance updated in place with a new image: OCI replaces its boot volume
     * (terraform-provider-oci core_instance_resource.go, UpdateInstanceSourceViaImageDetails).
     */
    private static boolean replacesBootVolume(ResourceChange c) {
        return INSTANCE.equals(c.type())
                && c.changes().stream().anyMatch(p -> p.path().equals(Bastion.SOURCE_ID));
    }

    private boolean isInfrastructure(PlannedResource r) {
        return r.custom() && !COMMANDS.contains(r.type());
    }

    /**
     * A file system, or an instance of the bastion component (its boot volume holds /home) unless
     * the plan's homes live on a shared server (storage.mode fileStorage or external).
     */
    private static boolean holdsData(Plan plan, PlannedResource r) {
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
    private static boolean retained(PlannedResource r) {
        return r.options() != null && r.options().path("retainOnDelete").asBoolean(false);
    }

    private static String dataNote(PlannedResource r) {
        return DATA_TYPES.contains(r.type())
                ? "a file system: its files are deleted"
                : "the bastion: its boot volume holds /home, exported to every node";
    }

    private void compute() {
        Map<String, PlannedResource> baseByName = base.byName();
        Map<String, PlannedResource> headByName = head.byName();
        for (PlannedResource r : head.resources()) {
            PlannedResource before = baseByName.get(r.name());
            if (before == null) {
                added.add(r);
            } else {
                ResourceChange change = compareResource(before, r, ignored);
                if (change != null) {
                    changed.add(change);
                }
            }
        }
        for (PlannedResource r : base.resources()) {
            if (!headByName.containsKey(r.name())) {
                removed.add(r);
            }
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
    }

    private static ResourceChange compareResource(
            PlannedResource before, PlannedResource after, List<String> ignoredOut) {
        List<String> reasons = new ArrayList<>();
        if (!before.type().equals(after.type())) {
            reasons.add("type changes from `" + before.type() + "` to `" + after.type() + "`");
        }
        if (!java.util.Objects.equals(before.parent(), after.parent())) {
            reasons.add("parent changes from " + named(before.parent()) + " to " + named(after.parent())
                    + " (a new URN: delete and create unless an alias is added)");
        }
        List<PropertyChange> changes = new ArrayList<>();
        diffValues(new ArrayList<>(), before.inputs(), after.inputs(), after, changes);
        // the engine copies an ignored property's deployed value into the new inputs before it
        // diffs (Pulumi, "ignoreChanges" resource option): such a change does not happen
        List<PropertyChange> kept = new ArrayList<>();
        for (PropertyChange c : changes) {
            if (matches(after.ignoreChanges(), c.path()) != null) {
                ignoredOut.add(after.name() + ": " + c.path());
            } else {
                kept.add(c);
            }
        }
        changes = kept;
        if (reasons.isEmpty() && changes.isEmpty()) {
            return null;
        }
        boolean replaces = !reasons.isEmpty() || changes.stream().anyMatch(PropertyChange::replaces);
        return new ResourceChange(after.name(), after.type(), replaces, List.copyOf(reasons), List.copyOf(changes));
    }

    private static void diffValues(
            List<PathSegment> path, JsonNode a, JsonNode b, PlannedResource resource, List<PropertyChange> out) {
        boolean aAbsent = a == null || a.isMissingNode() || a.isNull();
        boolean bAbsent = b == null || b.isMissingNode() || b.isNull();
        if (aAbsent && bAbsent || !aAbsent && a.equals(b)) {
            return;
        }
        if (!aAbsent && !bAbsent && a.isObject() && b.isObject()) {
            Set<String> keys = new TreeSet<>();
            a.fieldNames().forEachRemaining(keys::add);
            b.fieldNames().forEachRemaining(keys::add);
            for (String key : keys) {
                path.add(PathSegment.key(key));
                diffValues(path, a.get(key), b.get(key), resource, out);
                path.remove(path.size() - 1);
            }
            return;
        }
        if (!aAbsent && !bAbsent && a.isArray() && b.isArray()) {
            // (i <= max would only add a step where both sides are absent, which changes nothing)
            for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
                path.add(PathSegment.at(i));
                diffValues(path, a.get(i), b.get(i), resource, out);
                path.remove(path.size() - 1);
            }
            return;
        }
        Kind kind = aAbsent ? Kind.ADDED : bAbsent ? Kind.REMOVED : Kind.MODIFIED;
        String rendered = PathSegment.render(path);
        String forced = matches(resource.replaceOnChanges(), rendered);
        ReferenceSchema.ChangeVerdict verdict = forced != null
                ? new ReferenceSchema.ChangeVerdict(true, "`" + forced + "` is in the resource's replaceOnChanges")
                : !resource.custom()
                        ? new ReferenceSchema.ChangeVerdict(
                                false, "component: only its children are real cloud resources")
                        : resource.type().startsWith("pulumi:providers:")
                                ? new ReferenceSchema.ChangeVerdict(
                                        true,
                                        "provider configuration changed; resources it manages may be replaced too")
                                : SCHEMA.changeVerdict(
                                        resource.type(),
                                        path.stream()
                                                .map(seg -> seg.index() ? "[" + seg.position() + "]" : seg.name())
                                                .toList());
        out.add(new PropertyChange(
                PathSegment.render(path),
                kind,
                aAbsent ? null : a,
                bAbsent ? null : b,
                verdict.replaces(),
                verdict.reason()));
    }

    /** The first of these option paths ({@code instancePools[*].size}) that covers {@code rendered}, or null. */
    private static String matches(List<String> optionPaths, String rendered) {
        return optionPaths.stream()
                .filter(p -> rendered.matches(
                        java.util.regex.Pattern.quote(p).replace("[*]", "\\E\\[\\d+\\]\\Q") + "(\\..*|\\[.*)?"))
                .findFirst()
                .orElse(null);
    }

    /** Everything in HEAD that depends (directly or through others) on a replaced resource. */
    private void computeAffected() {
        Set<String> replaced = new LinkedHashSet<>();
        changed.stream().filter(c -> c.effect() == Effect.REPLACE).forEach(c -> replaced.add(c.name()));
        if (replaced.isEmpty()) {
            return;
        }
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
            if (c != null && !replaced.contains(r.name()) && baseByName.containsKey(r.name())) {
                affected.add(new Affected(r.name(), r.type(), List.copyOf(c), direct.contains(r.name())));
            }
        }
    }

    /**
     * The monthly list-price estimate before and after, and the difference: one Markdown line,
     * from each plan's {@code estimatedCost} stack output (the dated price table, cost package).
     */
    public String costLine() {
        Optional<Cost> before = Cost.of(base);
        Optional<Cost> after = Cost.of(head);
        String prefix = "**Estimated cost (" + stackLabel() + "):** ";
        if (before.isEmpty() && after.isEmpty()) {
            return prefix + "not in either plan (no `estimatedCost` output).";
        }
        if (before.isEmpty()) {
            return prefix + "before: not in the base plan; after: "
                    + after.get().show() + ".";
        }
        if (after.isEmpty()) {
            return prefix + "before: " + before.get().show() + "; after: not in the head plan.";
        }
        Cost b = before.get();
        Cost a = after.get();
        if (!b.currency().equals(a.currency())) {
            return prefix + "before: " + b.show() + "; after: " + a.show() + " (different currencies, not compared).";
        }
        java.math.BigDecimal delta = a.monthly().subtract(b.monthly());
        String change = delta.signum() == 0
                ? "no change"
                : (delta.signum() > 0 ? "+" : "−") + money(delta.abs()) + " " + a.currency() + "/month"
                        + (b.monthly().signum() == 0
                                ? ""
                                : " (" + (delta.signum() > 0 ? "+" : "−")
                                        + delta.abs()
                                                .multiply(java.math.BigDecimal.valueOf(100))
                                                .divide(b.monthly(), 1, java.math.RoundingMode.HALF_UP)
                                                .toPlainString()
                                        + " %)");
        return prefix + "before " + b.show() + ", after " + a.show() + ": **" + change + "**.";
    }

    private String stackLabel() {
        String h = this.head.stack().isEmpty() ? "?" : this.head.stack();
        return "stack `" + code(h) + "`";
    }

    /** A plan's {@code estimatedCost} output: monthly total, currency, whether some price was unknown. */
    private record Cost(java.math.BigDecimal monthly, String currency, boolean partial) {
        static Optional<Cost> of(Plan plan) {
            JsonNode c = plan.outputs() == null ? null : plan.outputs().get("estimatedCost");
            if (c == null || !c.isObject() || !c.path("monthly").isNumber()) {
                return Optional.empty();
            }
            return Optional.of(new Cost(
                    c.path("monthly").decimalValue(),
                    c.path("currency").asText("USD"),
                    c.path("partial").asBoolean(false)));
        }

        String show() {
            return money(monthly) + " " + currency + "/month" + (partial ? " (partial: some prices unknown)" : "");
        }
    }

    private static String money(java.math.BigDecimal v) {
        return String.format(java.util.Locale.ROOT, "%,.2f", v);
    }

    /** The PR-comment Markdown, at most {@link #DEFAULT_MAX_CHARS} characters. */
    public String toMarkdown() {
        return toMarkdown(DEFAULT_MAX_CHARS);
    }

    /**
     * The PR-comment Markdown: the summary first, then the sections from the most severe (data at
     * risk) to the mildest; sections that do not fit in {@code maxChars} are cut with a note.
     */
    public String toMarkdown(int maxChars) {
        StringBuilder head = new StringBuilder();
        head.append("### Plan diff: `")
                .append(code(this.head.project().isEmpty() ? "?" : this.head.project()))
                .append("` stack `")
                .append(code(this.head.stack().isEmpty() ? "?" : this.head.stack()))
                .append("`\n\n");
        // What the change costs comes first: a reviewer decides on it before reading resource rows.
        head.append(costLine()).append("\n\n");
        if (!base.stack().equals(this.head.stack())) {
            head.append(":warning: **The two plans are from different stacks** (base `")
                    .append(code(base.stack()))
                    .append("`, head `")
                    .append(code(this.head.stack()))
                    .append("`): every difference below may be the other stack's configuration, not this change.\n\n");
        }
        if (!hasChanges()) {
            head.append("No changes.\n");
            if (!ignored.isEmpty()) {
                head.append("\nIgnored (`ignoreChanges`: the deployed value is kept): ")
                        .append(String.join(
                                ", ",
                                ignored.stream().map(i -> "`" + code(i) + "`").toList()))
                        .append(".\n");
            }
            return cut(head.toString(), maxChars);
        }
        List<ResourceChange> replacedInfra =
                changed.stream().filter(c -> c.effect() == Effect.REPLACE).toList();
        List<ResourceChange> reruns =
                changed.stream().filter(c -> c.effect() == Effect.RERUN).toList();
        List<ResourceChange> inPlace =
                changed.stream().filter(c -> c.effect() == Effect.IN_PLACE).toList();
        List<String> risk = dataAtRisk();
        head.append(
                        hasReplacements()
                                ? ":warning: **Resources will be replaced or deleted.** "
                                : "**No replacements.** ")
                .append(added.size())
                .append(" to add, ")
                .append(inPlace.size())
                .append(" to update in place, ")
                .append(reruns.size())
                .append(reruns.size() == 1 ? " stage to re-run, " : " stages to re-run, ")
                .append(replacedInfra.size())
                .append(" to replace, ")
                .append(removed.size())
                .append(" to remove.\n");
        if (!risk.isEmpty()) {
            head.append("\n:rotating_light: **Data at risk: ")
                    .append(String.join(
                            ", ", risk.stream().map(n -> "`" + code(n) + "`").toList()))
                    .append(".**\n");
        }

        List<String> sections = new ArrayList<>();
        if (!risk.isEmpty()) {
            StringBuilder md = new StringBuilder("\n#### :rotating_light: Data at risk\n");
            Map<String, PlannedResource> baseByName = base.byName();
            Map<String, PlannedResource> headByName = this.head.byName();
            for (String name : risk) {
                boolean gone = !headByName.containsKey(name);
                PlannedResource r = gone ? baseByName.get(name) : headByName.get(name);
                md.append("\n- **`")
                        .append(code(name))
                        .append("` (`")
                        .append(r.type())
                        .append("`) will be ");
                if (retained(gone ? r : baseByName.getOrDefault(name, r))) {
                    // retainOnDelete: the cloud resource stays, but this stack lets go of it.
                    md.append(gone ? "removed from the stack" : "replaced by a new, empty one")
                            .append(
                                    ": it is kept in the compartment (`retainOnDelete`) with its files, but no node of "
                                            + "this stack mounts it any more. Reattach it (`pulumi import`) or move the homes first.**\n");
                } else if (!gone && changed.stream().anyMatch(c -> c.name().equals(name) && !c.replaces())) {
                    md.append("updated in place with a new image: OCI replaces its boot volume (")
                            .append(dataNote(r))
                            .append("; with `isPreserveBootVolumeEnabled` the old volume is kept, detached). Copy"
                                    + " /home off it first.**\n");
                } else {
                    md.append(gone ? "deleted" : "replaced (deleted and created again)")
                            .append(": ")
                            .append(dataNote(r))
                            .append(". Back it up or keep it (`protect`, `retainOnDelete`) first.**\n");
                }
            }
            sections.add(md.toString());
        }
        if (!replacedInfra.isEmpty()) {
            StringBuilder md = new StringBuilder("\n#### Replaced (deleted and created again)\n");
            replacedInfra.forEach(c -> appendChange(md, c));
            sections.add(md.toString());
        }
        if (!removed.isEmpty()) {
            StringBuilder md = new StringBuilder("\n#### Removed\n\n| resource | type | effect |\n|---|---|---|\n");
            removed.forEach(r -> md.append("| `")
                    .append(code(r.name()))
                    .append("` | `")
                    .append(r.type())
                    .append("` | ")
                    .append(
                            isInfrastructure(r)
                                    ? "**deleted**"
                                    : COMMANDS.contains(r.type()) ? "stage no longer runs" : "component")
                    .append(" |\n"));
            sections.add(md.toString());
        }
        if (!inPlace.isEmpty()) {
            StringBuilder md = new StringBuilder("\n#### Updated in place\n");
            inPlace.forEach(c -> appendChange(md, c));
            sections.add(md.toString());
        }
        if (!ignored.isEmpty()) {
            StringBuilder md = new StringBuilder("\n#### Ignored (`ignoreChanges`: the deployed value is kept)\n\n");
            ignored.forEach(i -> md.append("- `").append(code(i)).append("`\n"));
            sections.add(md.toString());
        }
        if (!reruns.isEmpty()) {
            StringBuilder md = new StringBuilder("\n#### Stages that re-run\n\n")
                    .append("Their triggers changed (e.g. the node set), so the stage runs again on the same ")
                    .append("infrastructure; nothing in the cloud is deleted.\n");
            reruns.forEach(c -> appendChange(md, c));
            sections.add(md.toString());
        }
        if (!added.isEmpty()) {
            StringBuilder md = new StringBuilder("\n#### Added\n\n| resource | type | parent |\n|---|---|---|\n");
            added.forEach(r -> md.append("| `")
                    .append(code(r.name()))
                    .append("` | `")
                    .append(r.type())
                    .append("` | ")
                    .append(r.parent() == null ? "—" : "`" + code(r.parent()) + "`")
                    .append(" |\n"));
            sections.add(md.toString());
        }
        if (!affected.isEmpty()) {
            StringBuilder md = new StringBuilder("\n#### Possibly affected by the replacements\n\n")
                    .append("These depend on a replaced resource; inputs that take its id (or outputs) get new ")
                    .append("values at apply time, which the offline plan cannot show.\n\n");
            for (Affected a : affected) {
                md.append("- `")
                        .append(code(a.name()))
                        .append("` (`")
                        .append(a.type())
                        .append("`) ")
                        .append(a.direct() ? "depends on " : "depends indirectly on ")
                        .append(String.join(
                                ", ",
                                a.replacedDependencies().stream()
                                        .map(n -> "`" + code(n) + "`")
                                        .toList()))
                        .append('\n');
            }
            sections.add(md.toString());
        }
        if (!changedOutputs.isEmpty()) {
            StringBuilder md = new StringBuilder("\n#### Stack outputs changed\n\n");
            changedOutputs.forEach(o -> md.append("- `").append(code(o)).append("`\n"));
            sections.add(md.toString());
        }
        StringBuilder md = new StringBuilder(cut(head.toString(), maxChars));
        for (String section : sections) {
            int room = maxChars - md.length() - TRUNCATION_NOTE_ROOM;
            if (section.length() <= room) {
                md.append(section);
            } else {
                if (room > 200) {
                    md.append(section, 0, section.lastIndexOf('\n', room) + 1);
                }
                md.append("\n_The rest of this diff is truncated to keep the comment under GitHub's size limit; ")
                        .append("run `plan-diff BASE.json HEAD.json` on the two plans for all of it._\n");
                break;
            }
        }
        // a limit too small even for the note (the summary alone nearly fills it): cut, marked "…"
        return cut(md.toString(), maxChars);
    }

    /** Kept free for the truncation note (about 170 characters) when a section does not fit. */
    static final int TRUNCATION_NOTE_ROOM = 220;

    private static String cut(String s, int maxChars) {
        return s.length() <= maxChars ? s : s.substring(0, Math.max(0, maxChars - 1)) + "…";
    }

    private static void appendChange(StringBuilder md, ResourceChange c) {
        md.append("\n**`").append(c.name()).append("`** (`").append(c.type()).append("`)");
        for (String reason : c.resourceReasons()) {
            md.append("\n- replaced: ").append(reason);
        }
        md.append('\n');
        if (c.changes().isEmpty()) {
            return;
        }
        md.append("\n| property | before | after | effect |\n|---|---|---|---|\n");
        for (PropertyChange p : c.changes()) {
            md.append("| `")
                    .append(code(p.path()))
                    .append("` | ")
                    .append(value(p.before(), null))
                    .append(" | ")
                    .append(value(p.after(), p.before()))
                    .append(" | ")
                    .append(!p.replaces() ? "in place" : c.effect() == Effect.RERUN ? "re-run" : "**replace**")
                    .append(": ")
                    .append(cell(p.reason()))
                    .append(" |\n");
        }
    }

    /** A table-cell rendering of one value; long or multi-line strings become a size + hash summary. */
    static String value(JsonNode v, JsonNode other) {
        if (v == null) {
            return "—";
        }
        if (v.isTextual()) {
            String s = v.asText();
            if (s.length() <= INLINE_LIMIT && s.indexOf('\n') < 0) {
                return "`" + code(s) + "`";
            }
            String summary = s.length() + " chars, " + s.split("\n", -1).length + " lines, sha256 " + sha256(s);
            if (other != null && other.isTextual()) {
                summary += ", " + lineDelta(other.asText(), s);
            }
            return "_" + summary + "_";
        }
        if (v.isContainerNode()) {
            String json = v.toString();
            if (json.length() <= INLINE_LIMIT) {
                return "`" + code(json) + "`";
            }
            return v.isArray() ? "_list of " + v.size() + "_" : "_object with " + v.size() + " keys_";
        }
        return "`" + code(v.asText()) + "`";
    }

    /** Lines of {@code now} not in {@code was} (+) and the reverse (−), as multisets. */
    private static String lineDelta(String was, String now) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (String line : was.split("\n", -1)) {
            counts.merge(line, 1, Integer::sum);
        }
        int addedLines = 0;
        for (String line : now.split("\n", -1)) {
            Integer n = counts.get(line);
            if (n == null || n == 0) {
                addedLines++;
            } else {
                counts.put(line, n - 1);
            }
        }
        int removedLines = 0;
        for (Iterator<Integer> it = counts.values().iterator(); it.hasNext(); ) {
            removedLines += it.next();
        }
        return "+" + addedLines + "/−" + removedLines + " lines";
    }

    private static String sha256(String s) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 4);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    private static String named(String s) {
        return s == null ? "none" : "`" + s + "`";
    }

    /** Escapes what would break a table row. */
    private static String cell(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }

    /** For text inside a code span: a backtick would end the span early. */
    private static String code(String s) {
        return cell(s).replace("`", "'");
    }
}
