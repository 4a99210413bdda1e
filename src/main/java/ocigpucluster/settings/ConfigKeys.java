package ocigpucluster.settings;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * A config surface: the shared groups' keys (declared in {@link TopLevelKeys}, {@link NetworkKeys},
 * ...), then the keys of the features' groups it is built with ({@link ConfigGroup}), each key
 * declared once in its group's class. The program's whole surface is built from the feature
 * registry ({@code ocigpucluster.program.Features.KEYS}); {@link #SHARED} is the shared groups
 * alone. The unknown-key check reads it; docs/configuration.md and Pulumi.yaml's key list are
 * generated from it ({@code oci-gpu-cluster docs --write}).
 */
public final class ConfigKeys {
    public static final String PROJECT = "oci-gpu-cluster";

    /** NFS options for shared homes ({@link StorageKeys#HOME_MOUNT_OPTIONS}). */
    public static final String HOME_MOUNT_OPTIONS = StorageKeys.HOME_MOUNT_OPTIONS;

    /**
     * The shared groups' keys (the Settings record's own fields), group by group, each with its
     * place in the reference (a feature's group ranks from 10 on, after them).
     */
    private static final Map<Integer, List<ConfigKey>> SHARED_GROUPS = ranked(List.of(
            TopLevelKeys.ALL,
            NetworkKeys.ALL,
            BastionKeys.ALL,
            ClusterKeys.ALL,
            StorageKeys.ALL,
            BootstrapKeys.ALL,
            NodeGroupKeys.ALL,
            RoleKeys.ALL,
            TagKeys.ALL));

    /** The shared groups alone. */
    public static final ConfigKeys SHARED = new ConfigKeys(List.of());

    private final List<ConfigGroup<?>> featureGroups;
    private final List<ConfigKey> all;
    private final Map<String, ConfigKey> byKey = new LinkedHashMap<>();

    /** The shared keys and those of these feature groups, the groups in the reference's order. */
    public ConfigKeys(List<ConfigGroup<?>> featureGroups) {
        List<ConfigGroup<?>> groups = new java.util.ArrayList<>(featureGroups);
        groups.sort(java.util.Comparator.comparingInt(ConfigGroup::referenceRank));
        this.featureGroups = List.copyOf(groups);
        java.util.TreeMap<Integer, List<ConfigKey>> byRank = new java.util.TreeMap<>(SHARED_GROUPS);
        for (ConfigGroup<?> g : this.featureGroups) {
            if (byRank.putIfAbsent(g.referenceRank(), g.keys()) != null) {
                throw new IllegalArgumentException(
                        g + " has the reference rank of another group: " + g.referenceRank());
            }
        }
        this.all = union(List.copyOf(byRank.values()));
        for (ConfigKey k : all) {
            if (byKey.put(k.key(), k) != null) {
                throw new IllegalArgumentException("config key " + k.key() + " is declared twice");
            }
        }
    }

    /** Every key, group by group, in the order of the configuration reference. */
    public List<ConfigKey> all() {
        return all;
    }

    /** The features' groups, in the order of the configuration reference. */
    public List<ConfigGroup<?>> featureGroups() {
        return featureGroups;
    }

    public Optional<ConfigKey> find(String key) {
        return Optional.ofNullable(byKey.get(key));
    }

    /** Structured-config groups ({@code network}, {@code bastion}, ...), in declaration order. */
    public Set<String> groups() {
        Set<String> groups = new java.util.LinkedHashSet<>();
        for (ConfigKey k : all) {
            if (k.group() != null) {
                groups.add(k.group());
            }
        }
        return groups;
    }

    /**
     * True for a group inside a group ({@code users.directory}): an object whose fields are
     * keys themselves ({@code users.directory.uri}), as `pulumi config set --path` nests them.
     */
    public boolean isSubgroup(String dotted) {
        return dotted.indexOf('.') > 0 && all.stream().anyMatch(k -> k.key().startsWith(dotted + "."));
    }

    /** The known key closest to a misspelt one, for "did you mean" hints. */
    public Optional<String> closest(String key) {
        return Spelling.closest(key, new TreeSet<>(byKey.keySet()), Math.max(2, key.length() / 3));
    }

    /**
     * The README's configuration table (ConfigReferenceDocTest keeps the README equal to it).
     * A secret or required key without default shows how it must be set instead.
     */
    public String markdownTable() {
        StringBuilder out = new StringBuilder("| key | type | default | range | meaning |\n|---|---|---|---|---|\n");
        for (ConfigKey k : all) {
            out.append("| `")
                    .append(k.key())
                    .append("` | ")
                    .append(k.type().pulumiType())
                    .append(" | ")
                    .append(
                            k.secret()
                                    ? (k.group() == null ? "(secret, required)" : "(secret)")
                                    : k.defaultValue() == null ? "—" : docValue(k.defaultValue()))
                    .append(" | ")
                    .append(k.range() == null ? "" : k.range().text())
                    .append(" | ")
                    .append(k.description().replace("|", "\\|"))
                    .append(" |\n");
        }
        return out.toString();
    }

    private static String docValue(Object v) {
        if (v instanceof Map<?, ?> m) {
            return m.isEmpty() ? "{}" : m.toString();
        }
        return v instanceof List<?> l
                ? "[" + String.join(", ", l.stream().map(String::valueOf).toList()) + "]"
                : String.valueOf(v);
    }

    private static Map<Integer, List<ConfigKey>> ranked(List<List<ConfigKey>> groups) {
        Map<Integer, List<ConfigKey>> out = new LinkedHashMap<>();
        for (int i = 0; i < groups.size(); i++) {
            out.put(i, groups.get(i));
        }
        return out;
    }

    private static List<ConfigKey> union(List<List<ConfigKey>> groups) {
        List<ConfigKey> all = new java.util.ArrayList<>();
        for (List<ConfigKey> g : groups) {
            all.addAll(g);
        }
        return List.copyOf(all);
    }
}
