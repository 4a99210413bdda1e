package ocigpucluster.plandiff;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import ocigpucluster.plandiff.PlanDiff.Affected;
import ocigpucluster.plandiff.PlanDiff.Effect;
import ocigpucluster.plandiff.PlanDiff.PropertyChange;
import ocigpucluster.plandiff.PlanDiff.ResourceChange;
import ocigpucluster.preview.PlannedResource;

/**
 * The PR comment of a {@link PlanDiff}: the summary first — what is destroyed, in bold, before
 * anything else — then the sections from the most severe to the mildest. Every text that comes
 * from a plan goes through {@link SafeText}: into a code span, or escaped. Sections are built per
 * resource, so a later split by node group only has to group them.
 */
final class MarkdownReport {
    private static final int INLINE_LIMIT = 60;

    private final PlanDiff diff;

    MarkdownReport(PlanDiff diff) {
        this.diff = diff;
    }

    String render(int maxChars) {
        StringBuilder head = new StringBuilder();
        head.append("### Plan diff: `")
                .append(code(diff.head().project().isEmpty() ? "?" : diff.head().project()))
                .append("` stack `")
                .append(code(diff.head().stack().isEmpty() ? "?" : diff.head().stack()))
                .append("`\n\n");
        // What the change costs comes first: a reviewer decides on it before reading resource rows.
        head.append(diff.costLine()).append("\n\n");
        if (!diff.base().stack().equals(diff.head().stack())) {
            head.append(":warning: **The two plans are from different stacks** (base `")
                    .append(code(diff.base().stack()))
                    .append("`, head `")
                    .append(code(diff.head().stack()))
                    .append("`): every difference below may be the other stack's configuration, not this change.\n\n");
        }
        if (!diff.hasChanges()) {
            head.append(
                    diff.notes().isEmpty()
                            ? "No changes.\n"
                            : "No changes in what the plans record (see below for what they do not).\n");
            if (!diff.ignored().isEmpty()) {
                head.append("\n_")
                        .append(diff.ignored().size())
                        .append(diff.ignored().size() == 1 ? " change is" : " changes are")
                        .append(" kept out by the resources' `ignoreChanges`: the deployed values stay._\n");
            }
            diff.notes().forEach(n -> head.append("\n_").append(n).append("_\n"));
            return cut(head.toString(), maxChars);
        }
        List<ResourceChange> replacedInfra = diff.changed().stream()
                .filter(c -> c.effect() == Effect.REPLACE)
                .sorted((a, b) -> Boolean.compare(
                        a.replacedBecauseOf().isEmpty(), b.replacedBecauseOf().isEmpty()))
                .toList();
        List<ResourceChange> reruns =
                diff.changed().stream().filter(c -> c.effect() == Effect.RERUN).toList();
        List<ResourceChange> inPlace = diff.changed().stream()
                .filter(c -> c.effect() == Effect.IN_PLACE)
                .toList();
        List<String> risk = diff.dataAtRisk();
        head.append(
                        diff.hasReplacements()
                                ? ":warning: **Resources will be replaced or deleted.** "
                                : "**No replacements.** ")
                .append(diff.added().size())
                .append(" to add, ")
                .append(inPlace.size())
                .append(" to update in place, ")
                .append(reruns.size())
                .append(reruns.size() == 1 ? " stage to re-run, " : " stages to re-run, ")
                .append(replacedInfra.size())
                .append(" to replace, ")
                .append(diff.removed().size())
                .append(" to remove.\n");
        groups(head);
        destroyed(head, replacedInfra);
        if (!risk.isEmpty()) {
            head.append("\n:rotating_light: **Data at risk: ")
                    .append(String.join(
                            ", ", risk.stream().map(n -> "`" + code(n) + "`").toList()))
                    .append(".**\n");
        }
        if (!diff.secretChanges().isEmpty()) {
            head.append("\n:key: **Secrets changed** (values are never shown): ");
            head.append(String.join(
                    "; ",
                    diff.secretChanges().stream()
                            .map(s -> "`" + code(s.key()) + "` " + SafeText.prose(s.what()))
                            .toList()));
            head.append(".\n");
        }
        diff.notes().forEach(n -> head.append("\n_").append(n).append("_\n"));

        List<String> sections = new ArrayList<>();
        if (!risk.isEmpty()) {
            sections.add(dataAtRisk(risk));
        }
        if (!replacedInfra.isEmpty()) {
            StringBuilder md = new StringBuilder("\n#### Replaced (deleted and created again)\n");
            replacedInfra.forEach(c -> appendChange(md, c));
            sections.add(md.toString());
        }
        if (!diff.removed().isEmpty()) {
            StringBuilder md = new StringBuilder("\n#### Removed\n\n| resource | type | effect |\n|---|---|---|\n");
            diff.removed()
                    .forEach(r -> md.append("| `")
                            .append(code(r.name()))
                            .append("` | `")
                            .append(code(r.type()))
                            .append("` | ")
                            .append(
                                    diff.isInfrastructure(r)
                                            ? "**deleted**"
                                            : PlanDiff.COMMANDS.contains(r.type())
                                                    ? "stage no longer runs"
                                                    : "component")
                            .append(" |\n"));
            sections.add(md.toString());
        }
        if (!inPlace.isEmpty()) {
            StringBuilder md = new StringBuilder("\n#### Updated in place\n");
            inPlace.forEach(c -> appendChange(md, c));
            sections.add(md.toString());
        }
        if (!reruns.isEmpty()) {
            StringBuilder md = new StringBuilder("\n#### Stages that re-run\n\n")
                    .append("Their triggers changed (e.g. the node set), so the stage runs again on the same ")
                    .append("infrastructure; nothing in the cloud is deleted.\n");
            reruns.forEach(c -> appendChange(md, c));
            sections.add(md.toString());
        }
        if (!diff.added().isEmpty()) {
            StringBuilder md = new StringBuilder("\n#### Added\n\n| resource | type | parent |\n|---|---|---|\n");
            diff.added()
                    .forEach(r -> md.append("| `")
                            .append(code(r.name()))
                            .append("` | `")
                            .append(code(r.type()))
                            .append("` | ")
                            .append(r.parent() == null ? "—" : "`" + code(r.parent()) + "`")
                            .append(" |\n"));
            sections.add(md.toString());
        }
        if (!diff.affected().isEmpty()) {
            StringBuilder md = new StringBuilder("\n#### Possibly affected by the replacements\n\n")
                    .append("These wait for a replaced resource; none of their inputs is known to take its ")
                    .append("outputs, so the plan shows no change of theirs.\n\n");
            for (Affected a : diff.affected()) {
                md.append("- `")
                        .append(code(a.name()))
                        .append("` (`")
                        .append(code(a.type()))
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
        if (!diff.ignored().isEmpty()) {
            StringBuilder md = new StringBuilder("\n#### Changes kept out by `ignoreChanges`\n\n")
                    .append("The deployed value stays; the plan's new value is not applied.\n\n");
            diff.ignored()
                    .forEach(i -> md.append("- `")
                            .append(code(i.resource()))
                            .append("` `")
                            .append(code(i.path()))
                            .append("` (option `")
                            .append(code(i.option()))
                            .append("`)\n"));
            sections.add(md.toString());
        }
        if (!diff.changedOutputs().isEmpty()) {
            StringBuilder md = new StringBuilder("\n#### Stack outputs changed\n\n");
            diff.changedOutputs().forEach(o -> md.append("- `").append(code(o)).append("`\n"));
            sections.add(md.toString());
        }
        StringBuilder md = new StringBuilder(cut(head.toString(), maxChars));
        for (String section : sections) {
            int room = maxChars - md.length() - PlanDiff.TRUNCATION_NOTE_ROOM;
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

    /**
     * The lines a reviewer must not miss, in bold, right under the counts: each resource replaced
     * because another is (first), then each other replaced or removed resource that runs machines,
     * each with the machines destroyed; each boot volume replaced in place.
     */
    /** With two node groups or more: the counts per group, so a reviewer sees which group a change touches. */
    private void groups(StringBuilder head) {
        List<GroupSummary.Row> rows = GroupSummary.of(diff);
        if (rows.isEmpty()) {
            return;
        }
        head.append("\n| node group | add | update | re-run | replace | remove |\n|---|---|---|---|---|---|\n");
        for (GroupSummary.Row r : rows) {
            if (r.added() + r.inPlace() + r.reruns() + r.replaced() + r.removed() == 0) {
                continue;
            }
            head.append("| ")
                    .append(r.group().equals(GroupSummary.CLUSTER) ? "(whole cluster)" : "`" + code(r.group()) + "`")
                    .append(" | ")
                    .append(r.added())
                    .append(" | ")
                    .append(r.inPlace())
                    .append(" | ")
                    .append(r.reruns())
                    .append(" | ")
                    .append(r.replaced() > 0 ? "**" + r.replaced() + "**" : "0")
                    .append(" | ")
                    .append(r.removed())
                    .append(" |\n");
        }
    }

    private void destroyed(StringBuilder head, List<ResourceChange> replacedInfra) {
        List<String> lines = new ArrayList<>();
        for (ResourceChange c : replacedInfra) {
            List<String> because = c.replacedBecauseOf();
            Optional<Instances> machines = diff.destroyedInstances(c.name());
            if (because.isEmpty() && machines.isEmpty()) {
                continue;
            }
            StringBuilder line = new StringBuilder("- :rotating_light: **`")
                    .append(code(c.name()))
                    .append("` is replaced");
            if (!because.isEmpty()) {
                line.append(" because ")
                        .append(String.join(
                                " and ",
                                because.stream().map(n -> "`" + code(n) + "`").toList()))
                        .append(because.size() == 1 ? " is" : " are");
                c.changes().stream()
                        .filter(p -> p.replaces() && !p.causes().isEmpty())
                        .findFirst()
                        .ifPresent(p -> line.append(" (`")
                                .append(code(p.path()))
                                .append("` takes its new ")
                                .append(p.path().endsWith("Id") || p.path().endsWith("id") ? "id" : "output")
                                .append(p.reason().contains("replaceOnChanges") ? "; `replaceOnChanges`" : "")
                                .append(')'));
            }
            machines.ifPresent(m -> line.append(": ")
                    .append(m.describe())
                    .append(m.count() == 1 ? " is" : " are")
                    .append(" destroyed"));
            PlannedResource now = diff.head().byName().get(c.name());
            if (now != null && now.deleteBeforeReplace()) {
                line.append(", deleted before the replacement is created (`deleteBeforeReplace`)");
            }
            lines.add(line.append(".**").toString());
        }
        for (PlannedResource r : diff.removed()) {
            diff.destroyedInstances(r.name())
                    .ifPresent(m -> lines.add("- :rotating_light: **`" + code(r.name()) + "` is removed: "
                            + m.describe() + (m.count() == 1 ? " is" : " are") + " destroyed.**"));
        }
        for (ResourceChange c : diff.bootVolumesReplaced()) {
            PlannedResource now = diff.head().byName().get(c.name());
            boolean kept = now != null
                    && now.inputs()
                            .at("/sourceDetails/isPreserveBootVolumeEnabled")
                            .asBoolean(false);
            lines.add("- :rotating_light: **`" + code(c.name()) + "` keeps its instance but its boot volume is "
                    + "replaced (a new `sourceDetails` source): the old boot volume is "
                    + (kept ? "kept, detached (`isPreserveBootVolumeEnabled`)" : "deleted") + ".**");
        }
        if (!lines.isEmpty()) {
            head.append('\n');
            lines.forEach(l -> head.append(l).append('\n'));
        }
    }

    private String dataAtRisk(List<String> risk) {
        StringBuilder md = new StringBuilder("\n#### :rotating_light: Data at risk\n");
        Map<String, PlannedResource> baseByName = diff.base().byName();
        Map<String, PlannedResource> headByName = diff.head().byName();
        for (String name : risk) {
            boolean gone = !headByName.containsKey(name);
            PlannedResource r = gone ? baseByName.get(name) : headByName.get(name);
            md.append("\n- **`")
                    .append(code(name))
                    .append("` (`")
                    .append(code(r.type()))
                    .append("`) will ");
            boolean bootVolumeOnly = !gone
                    && diff.bootVolumesReplaced().stream()
                            .anyMatch(c -> c.name().equals(name));
            if (bootVolumeOnly) {
                md.append("have its boot volume replaced: ").append(dataNote(r)).append(". Back it up first.**\n");
            } else if (PlanDiff.retained(gone ? r : baseByName.getOrDefault(name, r))) {
                // retainOnDelete: the cloud resource stays, but this stack lets go of it.
                md.append("be ")
                        .append(gone ? "removed from the stack" : "replaced by a new, empty one")
                        .append(
                                ": it is kept in the compartment (`retainOnDelete`) with its files, but no node of "
                                        + "this stack mounts it any more. Reattach it (`pulumi import`) or move the homes first.**\n");
            } else {
                md.append("be ")
                        .append(gone ? "deleted" : "replaced (deleted and created again)")
                        .append(": ")
                        .append(dataNote(r))
                        .append(". Back it up or keep it (`protect`, `retainOnDelete`) first.**\n");
            }
        }
        return md.toString();
    }

    private static String dataNote(PlannedResource r) {
        return PlanDiff.DATA_TYPES.contains(r.type())
                ? "a file system: its files are deleted"
                : "the bastion: its boot volume holds /home, exported to every node";
    }

    /**
     * Cuts at {@code maxChars}, marked "…": at a line end where one is near, and never inside a
     * code span (plan text in an unclosed span would render as Markdown and HTML).
     */
    static String cut(String s, int maxChars) {
        if (s.length() <= maxChars) {
            return s;
        }
        String kept = s.substring(0, Math.max(0, maxChars - 1));
        if (!kept.isEmpty() && Character.isHighSurrogate(kept.charAt(kept.length() - 1))) {
            kept = kept.substring(0, kept.length() - 1) + " "; // half a character is none
        }
        long ticks = kept.substring(kept.lastIndexOf('\n') + 1)
                .chars()
                .filter(ch -> ch == '`')
                .count();
        if (ticks % 2 == 1) {
            // close the span the cut leaves open (or drop the backtick that opened it)
            kept = kept.substring(0, kept.length() - 1) + (kept.endsWith("`") ? "" : "`");
        }
        return kept + "…";
    }

    private static void appendChange(StringBuilder md, ResourceChange c) {
        md.append("\n**`")
                .append(code(c.name()))
                .append("`** (`")
                .append(code(c.type()))
                .append("`)");
        for (String reason : c.resourceReasons()) {
            md.append("\n- replaced: ").append(SafeText.mixed(reason));
        }
        if (!c.causes().isEmpty()) {
            md.append("\n- ")
                    .append(c.replaces() ? "changes" : "changes in place")
                    .append(" because ")
                    .append(String.join(
                            " and ",
                            c.causes().stream().map(n -> "`" + code(n) + "`").toList()))
                    .append(c.causes().size() == 1 ? " is" : " are")
                    .append(" replaced: the inputs that take ")
                    .append(c.causes().size() == 1 ? "its" : "their")
                    .append(" outputs get new values");
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
                    .append(p.causes().isEmpty() ? value(p.after(), p.before()) : "_new value_")
                    .append(" | ")
                    .append(!p.replaces() ? "in place" : c.effect() == Effect.RERUN ? "re-run" : "**replace**")
                    .append(": ")
                    .append(SafeText.mixed(p.reason()))
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

    private static String code(String s) {
        return SafeText.code(s);
    }
}
