package ocigpucluster.settings;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * Builds the engine-shaped {@link RawConfig} offline: a {@code Pulumi.<stack>.yaml} file plus
 * {@code --set}/{@code --set-secret} overrides. Encrypted ({@code secure:}) values cannot be
 * decrypted here, so they become unreadable secrets: known to exist, value unknown.
 */
public final class StackConfig {
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private static final String PREFIX = ConfigKeys.PROJECT + ":";

    /** A problem with the stack file or an override, reported as a one-line error (exit 2). */
    public static final class ConfigFileException extends Exception {
        public ConfigFileException(String message) {
            super(message);
        }
    }

    private final Map<String, JsonNode> values = new LinkedHashMap<>();
    private final Set<String> secretKeys = new LinkedHashSet<>();
    private final Set<String> unreadable = new LinkedHashSet<>();

    public static StackConfig empty() {
        return new StackConfig();
    }

    /** Reads the {@code config:} map of a stack file. */
    public static StackConfig read(Path file) throws ConfigFileException {
        StackConfig c = new StackConfig();
        if (!Files.isRegularFile(file)) {
            throw new ConfigFileException("stack config file " + file + " not found; pass --config FILE or create it with `pulumi stack init`");
        }
        JsonNode root;
        try {
            root = YAML.readTree(file.toFile());
        } catch (IOException e) {
            throw new ConfigFileException(file + " is not valid YAML: " + firstLine(e.getMessage()));
        }
        if (root == null || root.isMissingNode() || root.isNull()) {
            return c;
        }
        JsonNode config = root.get("config");
        if (config == null || config.isNull()) {
            return c;
        }
        if (!config.isObject()) {
            throw new ConfigFileException(file + ": `config:` must be a map of keys to values");
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = config.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String key = fullKey(e.getKey());
            JsonNode v = e.getValue();
            if (v.isObject() && v.size() == 1 && v.has("secure")) {
                c.secretKeys.add(key);
                c.unreadable.add(key);
                c.values.put(key, JsonNodeFactory.instance.textNode(""));
            } else {
                c.values.put(key, v);
            }
        }
        return c;
    }

    /** Applies {@code KEY=VALUE}; VALUE is a YAML scalar, KEY may be dotted ({@code cluster.nodeCount}). */
    public void set(String assignment, boolean secret) throws ConfigFileException {
        int eq = assignment.indexOf('=');
        if (eq <= 0) {
            throw new ConfigFileException("--set" + (secret ? "-secret" : "") + " expects KEY=VALUE, got '"
                    + (secret ? "[secret]" : assignment) + "'");
        }
        String key = assignment.substring(0, eq).trim();
        JsonNode value = scalar(assignment.substring(eq + 1));
        String full = fullKey(key);
        String name = full.startsWith(PREFIX) ? full.substring(PREFIX.length()) : null;
        int dot = name == null ? -1 : name.indexOf('.');
        if (dot > 0) {
            String groupKey = PREFIX + name.substring(0, dot);
            JsonNode group = values.get(groupKey);
            ObjectNode obj = group != null && group.isObject() ? (ObjectNode) group : JsonNodeFactory.instance.objectNode();
            obj.set(name.substring(dot + 1), value);
            values.put(groupKey, obj);
            if (secret) {
                secretKeys.add(groupKey);
            }
        } else {
            values.put(full, value);
            unreadable.remove(full);
            if (secret) {
                secretKeys.add(full);
            }
        }
    }

    public RawConfig toRawConfig() {
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : values.entrySet()) {
            JsonNode v = e.getValue();
            // The engine hands scalars over as their text and structured values as JSON.
            out.put(e.getKey(), v.isValueNode() ? v.asText() : v.toString());
        }
        return new RawConfig(out, secretKeys, unreadable);
    }

    /** The {@code oci:region} value, used to make fake ids look like the real ones. */
    public String region() {
        JsonNode r = values.get("oci:region");
        return r == null || !r.isValueNode() ? "ap-tokyo-1" : r.asText();
    }

    private static String fullKey(String key) {
        return key.contains(":") ? key : PREFIX + key;
    }

    private static JsonNode scalar(String text) throws ConfigFileException {
        if (text.isEmpty() || text.contains("\n")) {
            // multi-line text (a PEM key) is never a YAML scalar: YAML would fold its line breaks
            return JsonNodeFactory.instance.textNode(text);
        }
        try {
            JsonNode node = YAML.readTree(text);
            if (node == null || node.isMissingNode()) {
                return JsonNodeFactory.instance.textNode(text);
            }
            if (!node.isValueNode() && !node.isArray()) {
                // `a: b` reads as a map in YAML; as a config value it is just text
                return JsonNodeFactory.instance.textNode(text);
            }
            return node;
        } catch (IOException e) {
            return JsonNodeFactory.instance.textNode(text);
        }
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "unreadable";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
