package ocigpucluster.settings;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A feature's config group as a value: its name, its keys (each declared once, in the feature's
 * own keys class) and how its typed record is read. The reader reads the groups it is handed
 * after the shared ones, so a group may default a value from them (on-demand's shape from
 * cluster.shape); {@link Settings#get(ConfigGroup)} gives the record back. Compared by identity:
 * one constant per group.
 *
 * @param <T> the group's record
 */
public final class ConfigGroup<T> {
    /** How a group's record is read: its keys through {@code read}, the shared groups' records from {@code shared}. */
    @FunctionalInterface
    public interface Reader<T> {
        T read(KeyReader read, Settings shared);
    }

    private final String name;
    private final int referenceRank;
    private final List<ConfigKey> keys;
    private final Reader<T> reader;
    private final Map<String, String> readErrors;
    private final java.util.function.BiFunction<T, Settings, List<NodeGroup>> nodeGroups;

    private ConfigGroup(
            String name,
            int referenceRank,
            List<ConfigKey> keys,
            Reader<T> reader,
            Map<String, String> readErrors,
            java.util.function.BiFunction<T, Settings, List<NodeGroup>> nodeGroups) {
        this.name = name;
        this.referenceRank = referenceRank;
        this.keys = List.copyOf(keys);
        this.reader = reader;
        this.readErrors = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(readErrors));
        this.nodeGroups = nodeGroups;
    }

    /**
     * A group read from its keys alone. {@code referenceRank}: its place among the features'
     * groups in the configuration reference (lower first), which stays put whatever the registry's order.
     */
    public static <T> ConfigGroup<T> of(
            String name, int referenceRank, List<ConfigKey> keys, Function<KeyReader, T> read) {
        return new ConfigGroup<>(name, referenceRank, keys, (r, shared) -> read.apply(r), Map.of(), noGroups());
    }

    /** A group whose reading also looks at the shared groups' records. */
    public static <T> ConfigGroup<T> reading(String name, int referenceRank, List<ConfigKey> keys, Reader<T> read) {
        return new ConfigGroup<>(name, referenceRank, keys, read, Map.of(), noGroups());
    }

    /**
     * The same group, whose reading also reports errors under {@code id} ({@link KeyReader#error}):
     * the check catalog lists it with this summary.
     */
    public ConfigGroup<T> reporting(String id, String summary) {
        Map<String, String> errors = new LinkedHashMap<>(readErrors);
        errors.put(id, summary);
        return new ConfigGroup<>(name, referenceRank, keys, reader, errors, nodeGroups);
    }

    /**
     * The same group, whose keys declare node groups of their own (the on-demand partition's
     * {@code onDemand.*}, the group it always was): added to the settings' groups once read.
     */
    public ConfigGroup<T> definingNodeGroups(java.util.function.BiFunction<T, Settings, List<NodeGroup>> declared) {
        return new ConfigGroup<>(name, referenceRank, keys, reader, readErrors, declared);
    }

    /** The node groups its record declares in these settings (none for most groups). */
    public List<NodeGroup> nodeGroups(Object record, Settings shared) {
        @SuppressWarnings("unchecked")
        T t = (T) record;
        return nodeGroups.apply(t, shared);
    }

    private static <T> java.util.function.BiFunction<T, Settings, List<NodeGroup>> noGroups() {
        return (t, s) -> List.of();
    }

    /** The ids its reading reports under, with their summaries. */
    public Map<String, String> readErrors() {
        return readErrors;
    }

    public String name() {
        return name;
    }

    public int referenceRank() {
        return referenceRank;
    }

    public List<ConfigKey> keys() {
        return keys;
    }

    public T read(KeyReader read, Settings shared) {
        return reader.read(read, shared);
    }

    @Override
    public String toString() {
        return "config group " + name;
    }
}
