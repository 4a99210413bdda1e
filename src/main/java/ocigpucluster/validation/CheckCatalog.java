package ocigpucluster.validation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.ConfigKeys;
import ocigpucluster.settings.NodeGroupKeys;

/**
 * Every diagnostic id a {@link Ruleset} can print, with its level and a one-line summary: the config
 * reader's, every check's and the validator's own. For docs and {@code validate --list-checks}.
 */
public final class CheckCatalog {
    public record Entry(String id, Diagnostic.Level level, String summary) {
        /** {@code NODE_COUNT_RANGE  error    cluster.nodeCount is below 1 ...} */
        public String line() {
            return String.format("%-42s %-8s %s", id, level.label(), summary);
        }
    }

    /** Reported by {@code SettingsReader} while it reads raw config. */
    private static final List<Entry> READER = List.of(
            new Entry(
                    "CONFIG_UNKNOWN_KEY",
                    Diagnostic.Level.ERROR,
                    "a config key this program does not know (with a did-you-mean)"),
            new Entry(
                    "CONFIG_KEY_MALFORMED",
                    Diagnostic.Level.ERROR,
                    "a config key with an empty namespace or name (:key, key:)"),
            new Entry(
                    "CONFIG_NAMESPACE_UNUSED",
                    Diagnostic.Level.WARNING,
                    "a config key in a namespace neither this project nor its providers (oci, tls, command) read"),
            new Entry(
                    "CONFIG_TYPE",
                    Diagnostic.Level.ERROR,
                    "a config value of the wrong type (text for a number, yes for true, ...)"),
            new Entry(
                    "CONFIG_CONTROL_CHARACTER",
                    Diagnostic.Level.ERROR,
                    "a text value holds a line break, tab or other control character (line breaks only where a key takes several lines)"),
            new Entry(
                    "CONFIG_INVALID_VALUE",
                    Diagnostic.Level.ERROR,
                    "a config value outside its allowed set (cluster.mode)"),
            new Entry(
                    NodeGroupKeys.INCOMPLETE,
                    Diagnostic.Level.ERROR,
                    "a nodeGroups item without its name, shape, or count (or onDemand bounds)"),
            new Entry(
                    NodeGroupKeys.PLACEMENT_INVALID,
                    Diagnostic.Level.ERROR,
                    "a nodeGroups item's placement is not a placement"),
            new Entry(
                    NodeGroupKeys.WITH_CLUSTER_KEYS,
                    Diagnostic.Level.ERROR,
                    "cluster.mode, shape, nodeCount or poolName set while nodeGroups declares the groups"));

    /** Reported by {@link Validator} about {@code suppressWarnings} itself. */
    private static final List<Entry> VALIDATOR = List.of(
            new Entry("SUPPRESS_UNKNOWN_ID", Diagnostic.Level.WARNING, "suppressWarnings names an id no check has"),
            new Entry(
                    "SUPPRESS_ERROR_REFUSED",
                    Diagnostic.Level.ERROR,
                    "suppressWarnings names an error, which cannot be suppressed"));

    private final List<Entry> all;

    CheckCatalog(ConfigKeys keys, List<Check> checks) {
        List<Entry> all = new ArrayList<>(READER);
        all.addAll(StackFileChecks.ENTRIES);
        // the reader refuses each secret-by-nature key stored in plain text under its own id
        keys.all().stream()
                .filter(ConfigKey::secret)
                .forEach(k -> all.add(new Entry(
                        k.notSecretId(),
                        Diagnostic.Level.ERROR,
                        k.key() + " is stored in plain text, not as a secret")));
        // what a feature group's own reading reports (users.accounts' items)
        keys.featureGroups()
                .forEach(g -> g.readErrors().forEach((id, summary) -> {
                    if (all.stream().noneMatch(e -> e.id().equals(id))) {
                        all.add(new Entry(id, Diagnostic.Level.ERROR, summary));
                    }
                }));
        all.addAll(rangeEntries(keys, checks));
        all.addAll(choiceEntries(keys, checks, all));
        for (Check c : checks) {
            if (all.stream().noneMatch(e -> e.id().equals(c.id()))) {
                all.add(new Entry(c.id(), c.level(), c.summary()));
            }
        }
        all.addAll(VALIDATOR);
        this.all = List.copyOf(all);
    }

    /**
     * The reader checks every numeric key against its range (ConfigKeys) and reports a value
     * outside it under the range's ids; one entry per id, naming its keys and bounds. A check
     * that also reports under such an id (NODE_COUNT_RANGE against maxNodeCount) says so here.
     */
    private static List<Entry> rangeEntries(ConfigKeys keys, List<Check> checks) {
        Map<String, List<String>> byId = new LinkedHashMap<>();
        for (ConfigKey k : keys.all()) {
            ConfigKey.Range r = k.range();
            if (r == null) {
                continue;
            }
            boolean same = r.belowId().equals(r.aboveId());
            byId.computeIfAbsent(r.belowId(), id -> new ArrayList<>())
                    .add(k.key() + (same ? " outside " + r.text() : " below " + plain(r)));
            if (!same) {
                byId.computeIfAbsent(r.aboveId(), id -> new ArrayList<>())
                        .add(k.key() + " above " + r.max().toPlainString());
            }
        }
        List<Entry> out = new ArrayList<>();
        byId.forEach((id, parts) -> {
            String extra = byId(checks, id).map(c -> "; " + c.summary()).orElse("");
            out.add(new Entry(id, Diagnostic.Level.ERROR, String.join(", ", parts) + extra));
        });
        return out;
    }

    /**
     * The reader refuses a word outside a key's choices under the choices' id; an id that is
     * neither listed above nor a check's gets its entry here ({@code SCHEDULER_TYPE_INVALID}).
     */
    private static List<Entry> choiceEntries(ConfigKeys keys, List<Check> checks, List<Entry> listed) {
        List<Entry> out = new ArrayList<>();
        for (ConfigKey k : keys.all()) {
            ConfigKey.Choices c = k.choices();
            if (c != null
                    && byId(checks, c.id()).isEmpty()
                    && java.util.stream.Stream.concat(listed.stream(), out.stream())
                            .noneMatch(e -> e.id().equals(c.id()))) {
                out.add(new Entry(c.id(), Diagnostic.Level.ERROR, k.key() + " is not " + c.text()));
            }
        }
        return out;
    }

    private static Optional<Check> byId(List<Check> checks, String id) {
        return checks.stream().filter(c -> c.id().equals(id)).findFirst();
    }

    private static String plain(ConfigKey.Range r) {
        return (r.minExclusive() ? "or at " : "") + r.min().toPlainString();
    }

    public List<Entry> all() {
        return all;
    }

    public Optional<Entry> find(String id) {
        return all.stream().filter(e -> e.id().equals(id)).findFirst();
    }

    /** The catalog as printed by {@code validate --list-checks}. */
    public List<String> lines() {
        return all.stream().map(Entry::line).toList();
    }

    /** The catalog as a Markdown table, for the README's list of checks. */
    public String markdown() {
        StringBuilder out = new StringBuilder("| id | level | finds |\n|---|---|---|\n");
        for (Entry e : all) {
            out.append("| `")
                    .append(e.id())
                    .append("` | ")
                    .append(e.level().label())
                    .append(" | ")
                    .append(e.summary().replace("|", "\\|"))
                    .append(" |\n");
        }
        return out.toString();
    }
}
