package ocigpucluster.settings;

import java.math.BigDecimal;

/**
 * One config key of the project: its dotted name ({@code cluster.nodeCount}), kind, default
 * (null when the key has none), range (numeric keys only) and what it means. {@link ConfigKeys}
 * lists them all; the reader, the checks, Pulumi.yaml and the README's table all follow it.
 */
public record ConfigKey(String key, ValueType type, Object defaultValue, boolean secret, Range range, String description) {

    /**
     * The values a numeric key accepts: min (exclusive when {@code minExclusive}) to max, both
     * inclusive otherwise. A value below it is reported under {@code belowId}, above it under
     * {@code aboveId} (the ids of the checks that owned these bounds before they moved here).
     */
    public record Range(BigDecimal min, boolean minExclusive, BigDecimal max, String belowId, String aboveId) {
        public static Range of(long min, long max, String checkId) {
            return new Range(BigDecimal.valueOf(min), false, BigDecimal.valueOf(max), checkId, checkId);
        }

        public static Range of(long min, long max, String belowId, String aboveId) {
            return new Range(BigDecimal.valueOf(min), false, BigDecimal.valueOf(max), belowId, aboveId);
        }

        public static Range above(long min, long max, String checkId) {
            return new Range(BigDecimal.valueOf(min), true, BigDecimal.valueOf(max), checkId, checkId);
        }

        public boolean contains(BigDecimal v) {
            int lo = v.compareTo(min);
            return (minExclusive ? lo > 0 : lo >= 0) && v.compareTo(max) <= 0;
        }

        /** {@code 1 to 720}, {@code above 0 to 10000}. */
        public String text() {
            return (minExclusive ? "above " : "") + plain(min) + " to " + plain(max);
        }

        private static String plain(BigDecimal d) {
            return d.stripTrailingZeros().toPlainString();
        }
    }

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
