package ocigpucluster.plandiff;

import com.fasterxml.jackson.databind.JsonNode;

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
import java.util.Set;
import java.util.TreeSet;

/**
 * What changes between two offline plans (base branch vs PR head), property by property, and
 * whether each change updates a resource in place or replaces it — for a PR comment.
 * Secrets are already "[secret]" in plan files and are shown as such; long strings (scripts,
 * cloud-init) are summarised by length and hash rather than printed.
 */
public final class PlanDiff {
    public static final int NO_CHANGES = 0;
    public static final int CHANGES = 1;
    public static final int BAD_INPUT = 2;
    public static final int REPLACEMENTS = 3;

    private static final int INLINE_LIMIT = 60;
    private static final UpdateRules RULES = UpdateRules.load();

    public enum Kind { ADDED, REMOVED, MODIFIED }

    /** One changed input value; {@code path} like {@code instanceDetails.launchDetails.shape}. */
    public record PropertyChange(String path, Kind kind, JsonNode before, JsonNode after,
                                 boolean replaces, String reason) {
    }

    /** A resource present in both plans whose type, parent or inputs differ. */
    public record ResourceChange(String name, String type, boolean replaces, List<String> resourceReasons,
                                 List<PropertyChange> changes) {
    }

    /** A resource that is not itself replaced but depends on one that is. */
    public record Affected(String name, String type, List<String> replacedDependencies, boolean direct) {
    }

    private final Plan base;
    private final Plan head;
    private final List<Plan.Resource> added = new ArrayList<>();
    private final List<Plan.Resource> removed = new ArrayList<>();
    private final List<ResourceChange> changed = new ArrayList<>();
    private final List<Affected> affected = new ArrayList<>();
    private final List<String> changedOutputs = new ArrayList<>();

    private PlanDiff(Plan base, Plan head) {
        this.base = base;
        this.head = head;
    }

    public static PlanDiff compare(Plan base, Plan head) {
        PlanDiff diff = new PlanDiff(base, head);
        diff.compute();
        return diff;
    }

    public List<Plan.Resource> added() {
        return Collections.unmodifiableList(added);
    }

    public List<Plan.Resource> removed() {
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

    public boolean hasChanges() {
        return !added.isEmpty() || !removed.isEmpty() || !changed.isEmpty() || !changedOutputs.isEmpty();
    }

    public boolean hasReplacements() {
        return changed.stream().anyMatch(ResourceChange::replaces);
    }

    /** 0 no changes, 1 changes without replacement, 3 something would be replaced. */
    public int exitCode() {
        return hasReplacements() ? REPLACEMENTS : hasChanges() ? CHANGES : NO_CHANGES;
    }

    private void compute() {
        for (Plan.Resource r : head.resources().values()) {
            Plan.Resource before = base.resources().get(r.name());
            if (before == null) {
                added.add(r);
            } else {
                ResourceChange change = compareResource(before, r);
                if (change != null) {
                    changed.add(change);
                }
            }
        }
        for (Plan.Resource r : base.resources().values()) {
            if (!head.resources().containsKey(r.name())) {
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

    private static ResourceChange compareResource(Plan.Resource before, Plan.Resource after) {
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
        if (reasons.isEmpty() && changes.isEmpty()) {
            return null;
        }
        boolean replaces = !reasons.isEmpty() || changes.stream().anyMatch(PropertyChange::replaces);
        return new ResourceChange(after.name(), after.type(), replaces, List.copyOf(reasons), List.copyOf(changes));
    }

    private static void diffValues(List<PathSegment> path, JsonNode a, JsonNode b, Plan.Resource resource,
                                   List<PropertyChange> out) {
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
            for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
                path.add(PathSegment.at(i));
                diffValues(path, a.get(i), b.get(i), resource, out);
                path.remove(path.size() - 1);
            }
            return;
        }
        Kind kind = aAbsent ? Kind.ADDED : bAbsent ? Kind.REMOVED : Kind.MODIFIED;
        String rendered = PathSegment.render(path);
        String forced = resource.replaceOnChanges().stream()
                .filter(p -> rendered.matches(java.util.regex.Pattern.quote(p).replace("[*]", "\\E\\[\\d+\\]\\Q") + "(\\..*|\\[.*)?"))
                .findFirst().orElse(null);
        UpdateRules.Verdict verdict = forced != null
                ? new UpdateRules.Verdict(true, "`" + forced + "` is in the resource's replaceOnChanges")
                : resource.custom()
                ? RULES.verdict(resource.type(), List.copyOf(path))
                : new UpdateRules.Verdict(false, "component: only its children are real cloud resources");
        out.add(new PropertyChange(PathSegment.render(path), kind, aAbsent ? null : a, bAbsent ? null : b,
                verdict.replaces(), verdict.reason()));
    }

    /** Everything in HEAD that depends (directly or through others) on a replaced resource. */
    private void computeAffected() {
        Set<String> replaced = new LinkedHashSet<>();
        changed.stream().filter(ResourceChange::replaces).forEach(c -> replaced.add(c.name()));
        if (replaced.isEmpty()) {
            return;
        }
        Map<String, List<String>> dependents = new LinkedHashMap<>();
        for (Plan.Resource r : head.resources().values()) {
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
        for (Plan.Resource r : head.resources().values()) {
            Set<String> c = causes.get(r.name());
            if (c != null && !replaced.contains(r.name()) && base.resources().containsKey(r.name())) {
                affected.add(new Affected(r.name(), r.type(), List.copyOf(c), direct.contains(r.name())));
            }
        }
    }

    /** The PR-comment Markdown. */
    public String toMarkdown() {
        StringBuilder md = new StringBuilder();
        md.append("### Plan diff: `").append(head.project().isEmpty() ? "?" : head.project())
                .append("` stack `").append(head.stack().isEmpty() ? "?" : head.stack()).append("`\n\n");
        long replacedCount = changed.stream().filter(ResourceChange::replaces).count();
        long inPlace = changed.size() - replacedCount;
        if (!hasChanges()) {
            md.append("No changes.\n");
            return md.toString();
        }
        md.append(replacedCount > 0 ? ":warning: **Resources will be replaced.** " : "**No replacements.** ")
                .append(added.size()).append(" to add, ")
                .append(inPlace).append(" to update in place, ")
                .append(replacedCount).append(" to replace, ")
                .append(removed.size()).append(" to remove.\n");
        if (replacedCount > 0) {
            md.append("\n#### Replaced (deleted and created again)\n");
            changed.stream().filter(ResourceChange::replaces).forEach(c -> appendChange(md, c));
        }
        if (inPlace > 0) {
            md.append("\n#### Updated in place\n");
            changed.stream().filter(c -> !c.replaces()).forEach(c -> appendChange(md, c));
        }
        if (!added.isEmpty()) {
            md.append("\n#### Added\n\n| resource | type | parent |\n|---|---|---|\n");
            added.forEach(r -> md.append("| `").append(code(r.name())).append("` | `").append(r.type())
                    .append("` | ").append(r.parent() == null ? "—" : "`" + code(r.parent()) + "`").append(" |\n"));
        }
        if (!removed.isEmpty()) {
            md.append("\n#### Removed\n\n| resource | type |\n|---|---|\n");
            removed.forEach(r -> md.append("| `").append(code(r.name())).append("` | `").append(r.type())
                    .append("` |\n"));
        }
        if (!affected.isEmpty()) {
            md.append("\n#### Possibly affected by the replacements\n\n")
                    .append("These depend on a replaced resource; inputs that take its id (or outputs) get new ")
                    .append("values at apply time, which the offline plan cannot show.\n\n");
            for (Affected a : affected) {
                md.append("- `").append(a.name()).append("` (`").append(a.type()).append("`) ")
                        .append(a.direct() ? "depends on " : "depends indirectly on ")
                        .append(String.join(", ", a.replacedDependencies().stream().map(n -> "`" + n + "`").toList()))
                        .append('\n');
            }
        }
        if (!changedOutputs.isEmpty()) {
            md.append("\n#### Stack outputs changed\n\n");
            changedOutputs.forEach(o -> md.append("- `").append(o).append("`\n"));
        }
        return md.toString();
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
            md.append("| `").append(code(p.path())).append("` | ").append(value(p.before(), null))
                    .append(" | ").append(value(p.after(), p.before())).append(" | ")
                    .append(p.replaces() ? "**replace**" : "in place").append(": ").append(cell(p.reason()))
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
