package ocigpucluster.settings;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * One item of a list of objects being read ({@code users.accounts[0]}, {@code nodeGroups[1]}):
 * each field of a known type, reported through the {@link KeyReader} under the item's path as
 * {@code pulumi config set --path} names it ({@code nodeGroups[1].count}) when it is missing or of
 * the wrong type; it records whether the item can be used. Field values are never quoted: the
 * list may have been set as a secret.
 */
public final class ConfigItem {
    private final String list;
    private final int index;
    private final String key;
    private final JsonNode node;
    private final KeyReader out;
    private final String missingId;
    private boolean usable = true;

    /**
     * @param list      the list's key ({@code nodeGroups})
     * @param missingId the id a missing required field is reported under
     */
    public ConfigItem(String list, int index, JsonNode node, KeyReader out, String missingId) {
        this(list, index, list + "[" + index + "]", node, out, missingId);
    }

    private ConfigItem(String list, int index, String key, JsonNode node, KeyReader out, String missingId) {
        this.list = list;
        this.index = index;
        this.key = key;
        this.node = node;
        this.out = out;
        this.missingId = missingId;
    }

    /** The item's path, {@code nodeGroups[1]}. */
    public String key() {
        return key;
    }

    public boolean usable() {
        return usable;
    }

    /** True when the field is there (even empty). */
    public boolean has(String field) {
        JsonNode v = node.get(field);
        return v != null && !v.isNull();
    }

    /** True when the item is an object; its fields other than {@code fields} are reported as unknown. */
    public boolean object(Set<String> fields, String example) {
        if (!node.isObject()) {
            // reported on the list itself: an item that is no object has no fields to name
            out.error(
                    "CONFIG_TYPE",
                    list,
                    "item " + index + " must be an object, got " + kind(node),
                    "write each item as a map, " + example);
            usable = false;
            return false;
        }
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String f = names.next();
            if (!fields.contains(f)) {
                String hint = Spelling.closest(f, new java.util.TreeSet<>(fields), Math.max(2, f.length() / 3))
                        .map(m -> "did you mean " + m + "? ")
                        .orElse("");
                out.error(
                        "CONFIG_UNKNOWN_KEY",
                        key + "." + f,
                        "is not a field of " + (key.endsWith("]") ? list + " items" : key),
                        hint + "remove it; the fields are "
                                + String.join(", ", fields.stream().sorted().toList()));
            }
        }
        return true;
    }

    /** Text, trimmed; null when unset (reported when required: {@code example} is the value the fix sets). */
    public String text(String field, boolean required, String example) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull() || (v.isTextual() && v.asText().isBlank())) {
            if (required) {
                missing(field, example);
            }
            return null;
        }
        if (!v.isTextual()) {
            wrong(field, v, "a string");
            return null;
        }
        return plain(field, v.asText().trim());
    }

    /**
     * The text, or null when it holds a control character (then refused: an item's values reach
     * files on the hosts, useradd, authorized_keys, slurm.conf, where a line break would add a line).
     */
    private String plain(String field, String text) {
        int control = PlainText.firstControl(text, "");
        if (control < 0) {
            return text;
        }
        usable = false;
        out.error(
                "CONFIG_CONTROL_CHARACTER",
                key + "." + field,
                "contains a control character; its value reaches files on the hosts (useradd, authorized_keys,"
                        + " slurm.conf), where a line break would add a line",
                "set it again as one line of plain text, without line breaks, tabs or other control characters"
                        + (field.equals("sshPublicKeys") ? " (one public key per item of sshPublicKeys)" : ""));
        return null;
    }

    /** A whole number from 0; null when unset (reported when required). */
    public Integer whole(String field, boolean required, String example) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) {
            if (required) {
                missing(field, example);
            }
            return null;
        }
        BigDecimal d = null;
        if (v.isIntegralNumber()) {
            d = v.decimalValue();
        } else if (v.isTextual() && v.asText().trim().matches("[0-9]{1,10}")) {
            d = new BigDecimal(v.asText().trim()); // `pulumi config set --path` stores numbers as text
        }
        if (d == null || d.compareTo(BigDecimal.valueOf(Integer.MAX_VALUE)) > 0 || d.signum() < 0) {
            wrong(field, v, "a whole number from 0 to " + Integer.MAX_VALUE);
            return null;
        }
        return d.intValueExact();
    }

    /** A number; null when unset. */
    public BigDecimal number(String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) {
            return null;
        }
        if (v.isNumber() && Double.isFinite(v.doubleValue())) {
            return v.decimalValue();
        }
        if (v.isTextual() && v.asText().trim().matches("[-+]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)")) {
            return new BigDecimal(v.asText().trim());
        }
        wrong(field, v, "a number");
        return null;
    }

    /** A list of text; a single value is a list of one; none when unset. */
    public List<String> texts(String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) {
            return List.of();
        }
        if (v.isTextual()) {
            String one = plain(field, v.asText().trim());
            return one == null ? List.of() : List.of(one); // one value is a list of one
        }
        List<String> values = new ArrayList<>();
        if (v.isArray()) {
            for (JsonNode x : v) {
                if (!x.isTextual()) {
                    wrong(field, v, "a list of strings");
                    return List.of();
                }
                String item = plain(field, x.asText().trim());
                if (item == null) {
                    return List.of();
                }
                values.add(item);
            }
            return List.copyOf(values);
        }
        wrong(field, v, "a list of strings");
        return List.of();
    }

    /** true or false; {@code unset} when the field is not there. */
    public boolean flag(String field, boolean unset) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) {
            return unset;
        }
        if (v.isBoolean()) {
            return v.booleanValue();
        }
        if (v.isTextual() && (v.asText().equals("true") || v.asText().equals("false"))) {
            return Boolean.parseBoolean(v.asText());
        }
        wrong(field, v, "true or false");
        return unset;
    }

    /** A nested object field, as an item of its own ({@code nodeGroups[1].onDemand}); null when unset. */
    public ConfigItem nested(String field, Set<String> fields, String example) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isObject()) {
            wrong(field, v, "an object, " + example);
            return null;
        }
        ConfigItem inner = new ConfigItem(key, index, key + "." + field, v, out, missingId);
        inner.object(fields, example);
        return inner;
    }

    private void missing(String field, String example) {
        usable = false;
        out.error(
                missingId,
                key + "." + field,
                "is required",
                "set it: `pulumi config set --path '" + key + "." + field + "' " + example + "`");
    }

    private void wrong(String field, JsonNode v, String expected) {
        usable = false;
        out.error("CONFIG_TYPE", key + "." + field, "must be " + expected + ", got " + kind(v), "set " + expected);
    }

    /** What kind of value it is, never the value itself. */
    public static String kind(JsonNode v) {
        if (v.isObject()) {
            return "an object";
        }
        if (v.isArray()) {
            return "a list";
        }
        if (v.isBoolean()) {
            return "true/false";
        }
        if (v.isNumber()) {
            return "a number";
        }
        return "text";
    }
}
