package ocigpucluster.settings;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;


/**
 * The whole config surface: the union of the groups' keys, each declared once in its group's
 * class ({@link ClusterKeys}, ...). The unknown-key check reads it; docs/configuration.md and
 * Pulumi.yaml's key list are generated from it ({@code oci-gpu-cluster docs --write}).
 */
public final class ConfigKeys {
    public static final String PROJECT = "oci-gpu-cluster";

    /** NFS options for shared homes ({@link StorageKeys#HOME_MOUNT_OPTIONS}). */
    public static final String HOME_MOUNT_OPTIONS = StorageKeys.HOME_MOUNT_OPTIONS;

    /** Every key, group by group, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL = union(TopLevelKeys.ALL, NetworkKeys.ALL, BastionKeys.ALL, ClusterKeys.ALL,
            StorageKeys.ALL, BootstrapKeys.ALL, SchedulerKeys.ALL, UsersKeys.ALL, DirectoryKeys.ALL, OnDemandKeys.ALL, IamKeys.ALL);

    private static final Map<String, ConfigKey> BY_KEY = new LinkedHashMap<>();

    static {
        for (ConfigKey k : ALL) {
            BY_KEY.put(k.key(), k);
        }
    }

    private ConfigKeys() {
    }

    public static Optional<ConfigKey> find(String key) {
        return Optional.ofNullable(BY_KEY.get(key));
    }

    /** Structured-config groups ({@code network}, {@code bastion}, ...), in declaration order. */
    public static Set<String> groups() {
        Set<String> groups = new java.util.LinkedHashSet<>();
        for (ConfigKey k : ALL) {
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
    public static boolean isSubgroup(String dotted) {
        return dotted.indexOf('.') > 0 && ALL.stream().anyMatch(k -> k.key().startsWith(dotted + "."));
    }

    /** The known key closest to a misspelt one, for "did you mean" hints. */
    public static Optional<String> closest(String key) {
        return Spelling.closest(key, new TreeSet<>(BY_KEY.keySet()), Math.max(2, key.length() / 3));
    }

    /**
     * The README's configuration table (ConfigReferenceDocTest keeps the README equal to it).
     * A secret or required key without default shows how it must be set instead.
     */
    public static String markdownTable() {
        StringBuilder out = new StringBuilder("| key | type | default | range | meaning |\n|---|---|---|---|---|\n");
        for (ConfigKey k : ALL) {
            out.append("| `").append(k.key()).append("` | ").append(k.type().pulumiType()).append(" | ")
                    .append(k.secret() ? (k.group() == null ? "(secret, required)" : "(secret)") : k.defaultValue() == null ? "—" : docValue(k.defaultValue()))
                    .append(" | ").append(k.range() == null ? "" : k.range().text())
                    .append(" | ").append(k.description().replace("|", "\\|")).append(" |\n");
        }
        return out.toString();
    }

    private static String docValue(Object v) {
        return v instanceof List<?> l ? "[" + String.join(", ", l.stream().map(String::valueOf).toList()) + "]" : String.valueOf(v);
    }

    @SafeVarargs
    private static List<ConfigKey> union(List<ConfigKey>... groups) {
        List<ConfigKey> all = new java.util.ArrayList<>();
        for (List<ConfigKey> g : groups) {
            all.addAll(g);
        }
        return List.copyOf(all);
    }
}
