package ocigpucluster.settings;

/**
 * One config key of the project: its dotted name ({@code cluster.nodeCount}), kind, default
 * (null when the key has none) and what it means. {@link ConfigKeys} lists them all.
 */
public record ConfigKey(String key, ValueType type, Object defaultValue, boolean secret, String description) {

    /** The structured-config group ({@code cluster}) or null for a top-level key. */
    public String group() {
        int dot = key.indexOf('.');
        return dot < 0 ? null : key.substring(0, dot);
    }

    /** The name inside its group ({@code nodeCount}), or the key itself at top level. */
    public String leaf() {
        int dot = key.indexOf('.');
        return dot < 0 ? key : key.substring(dot + 1);
    }
}
