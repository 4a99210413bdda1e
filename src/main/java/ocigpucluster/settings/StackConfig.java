package ocigpucluster.settings;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.schema.CoreSchema;

/**
 * The offline reader of config: a {@code Pulumi.<stack>.yaml} file plus {@code --set} /
 * {@code --set-secret} overrides, turned into the same {@link RawConfig} the engine hands the
 * program under {@code pulumi up} ({@link EngineConfig}). Pulumi parses stack files with Go's
 * yaml.v3, which follows YAML 1.2: so does this reader (SnakeYAML Engine, core schema), hence
 * {@code yes}/{@code on} are text, {@code 010} is ten, duplicate keys are an error and aliases
 * resolve. Encrypted ({@code secure:}) values cannot be decrypted here, so they become
 * unreadable secrets: known to exist, value unknown.
 */
public final class StackConfig {
    private static final String PREFIX = ConfigKeys.PROJECT + ":";
    /** A stack config is a few kilobytes; anything this large is the wrong file. */
    static final long MAX_FILE_BYTES = 1L << 20;

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** A problem with the stack file or an override, reported as a one-line error (exit 2). */
    public static final class ConfigFileException extends Exception {
        public ConfigFileException(String message) {
            super(message);
        }
    }

    private final Map<String, JsonNode> values = new LinkedHashMap<>();
    private final Set<String> secretKeys = new LinkedHashSet<>();
    private final Set<String> unreadable = new LinkedHashSet<>();
    /** The exact values given with --set-secret, by full dotted key: what the preview hides wherever it shows. */
    private final Map<String, JsonNode> markedSecret = new LinkedHashMap<>();
    /** The ESC environments the file imports ({@link EscEnvironment}). */
    private List<String> escEnvironments = List.of();
    /** The text of each encrypted ({@code secure:}) value, by full dotted key: a placeholder is refused before a deployment. */
    private final Map<String, String> ciphertexts = new LinkedHashMap<>();

    public static StackConfig empty() {
        return new StackConfig();
    }

    /** Reads the {@code config:} map of a stack file. */
    public static StackConfig read(Path file) throws ConfigFileException {
        Object root = load(file, text(file), "");
        StackConfig c = new StackConfig();
        if (root == null) {
            return c; // an empty file: no config, as for Pulumi
        }
        if (root instanceof List<?>) {
            throw new ConfigFileException(file + " is a YAML list; a stack config file is a map with a `config:` key");
        }
        if (!(root instanceof Map<?, ?> top)) {
            throw new ConfigFileException(
                    file + " is a YAML scalar, not a stack config file (a map with a `config:` key)");
        }
        if (top.containsKey("runtime") && top.containsKey("name")) {
            throw new ConfigFileException(
                    file
                            + " is a Pulumi project file (it has name: and runtime:); pass a stack config file, e.g. Pulumi.dev.yaml");
        }
        c.escEnvironments = EscEnvironment.imports(top.get("environment"));
        Object config = top.get("config");
        if (config == null) {
            return c;
        }
        if (!(config instanceof Map<?, ?> entries)) {
            throw new ConfigFileException(file + ": `config:` must be a map of keys to values");
        }
        for (Map.Entry<?, ?> e : entries.entrySet()) {
            String key = fullKey(String.valueOf(e.getKey()));
            JsonNode v = json(e.getValue());
            if (v.isObject() && v.size() == 1 && v.has("secure")) {
                c.secretKeys.add(key);
                c.unreadable.add(key);
                c.ciphertexts.put(key, v.get("secure").asText());
                c.values.put(key, NODES.textNode(""));
            } else {
                if (v.isObject() && hideNestedSecrets(key, (ObjectNode) v, c.unreadable, c.ciphertexts)) {
                    c.secretKeys.add(key); // as Pulumi marks the whole key secret when a --path value is
                }
                c.values.put(key, v);
            }
        }
        return c;
    }

    /**
     * Replaces each nested {@code secure:} value (`pulumi config set --secret --path a.b.c`) with
     * empty text and records its dotted key ({@code project:a.b.c}) as unreadable; true if any.
     */
    private static boolean hideNestedSecrets(
            String path, ObjectNode node, Set<String> unreadable, Map<String, String> ciphertexts) {
        boolean found = false;
        for (Map.Entry<String, JsonNode> f : node.properties()) {
            JsonNode v = f.getValue();
            if (v.isObject() && v.size() == 1 && v.has("secure")) {
                ciphertexts.put(path + "." + f.getKey(), v.get("secure").asText());
                node.set(f.getKey(), NODES.textNode(""));
                unreadable.add(path + "." + f.getKey());
                found = true;
            } else if (v.isObject()) {
                found |= hideNestedSecrets(path + "." + f.getKey(), (ObjectNode) v, unreadable, ciphertexts);
            }
        }
        return found;
    }

    /** The file's text, or what makes it not a stack config file (each kind its own message). */
    private static String text(Path file) throws ConfigFileException {
        if (Files.isDirectory(file)) {
            throw new ConfigFileException(file + " is a directory; pass the stack config file, e.g. --config "
                    + file.resolve("Pulumi.dev.yaml"));
        }
        if (!Files.exists(file)) {
            throw new ConfigFileException("stack config file " + file
                    + " not found; pass --config FILE or create it with `pulumi stack init`");
        }
        if (!Files.isRegularFile(file)) {
            throw new ConfigFileException(
                    file + " is not a regular file (a device or a pipe); pass a Pulumi.<stack>.yaml file");
        }
        try {
            long size = Files.size(file);
            if (size > MAX_FILE_BYTES) {
                throw new ConfigFileException(
                        file + " is " + size + " bytes; a stack config file is a small YAML text file");
            }
            byte[] bytes;
            try (java.io.InputStream in = Files.newInputStream(file)) {
                // bounded even if the file grows after its size was read
                bytes = in.readNBytes((int) MAX_FILE_BYTES + 1);
            }
            if (bytes.length > MAX_FILE_BYTES) {
                throw new ConfigFileException(
                        file + " is over " + MAX_FILE_BYTES + " bytes; a stack config file is a small YAML text file");
            }
            for (int i = 0; i < bytes.length; i++) {
                if (bytes[i] == 0) {
                    throw new ConfigFileException(file + " is not a text file (a NUL byte at offset " + i
                            + "); pass a Pulumi.<stack>.yaml file");
                }
            }
            try {
                return StandardCharsets.UTF_8
                        .newDecoder()
                        .onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT)
                        .decode(ByteBuffer.wrap(bytes))
                        .toString();
            } catch (CharacterCodingException e) {
                throw new ConfigFileException(
                        file + " is not a text file (not UTF-8); pass a Pulumi.<stack>.yaml file");
            }
        } catch (IOException e) {
            throw new ConfigFileException(file + " cannot be read: " + e.getMessage());
        }
    }

    /** YAML 1.2 core schema, duplicate keys refused, aliases resolved (and bounded), as yaml.v3 reads Pulumi's files. */
    private static Load loader() {
        return new Load(LoadSettings.builder()
                .setSchema(new CoreSchema())
                .setAllowDuplicateKeys(false)
                .setMaxAliasesForCollections(50)
                .setLabel("stack config")
                .build());
    }

    /** Stack configs nest three or four levels; Pulumi's own keys never come near this. */
    static final int MAX_DEPTH = 64;
    /** Nodes after every alias is expanded: a stack config has a few hundred. */
    static final long MAX_NODES = 100_000;

    /**
     * Why the YAML text is refused before anything is built from it, or null: nesting deeper than
     * {@link #MAX_DEPTH} (the composer and the converter recurse per level: a StackOverflowError),
     * an alias inside the node it names (a value that contains itself), or more than
     * {@link #MAX_NODES} nodes once aliases are expanded (an alias bomb well inside the alias
     * count limit reaches gigabytes). One pass over the parser's events, which does not recurse.
     */
    static String boundsProblem(String text) {
        Map<String, long[]> anchors = new java.util.HashMap<>(); // anchor -> {expanded nodes, depth below it}
        java.util.ArrayDeque<long[]> open = new java.util.ArrayDeque<>(); // {nodes at start, max depth, anchor index}
        java.util.ArrayDeque<String> openAnchors = new java.util.ArrayDeque<>();
        long nodes = 0;
        int depth = 0;
        for (org.snakeyaml.engine.v2.events.Event e : new org.snakeyaml.engine.v2.api.lowlevel.Parse(
                        LoadSettings.builder().setLabel("stack config").build())
                .parseString(text)) {
            switch (e.getEventId()) {
                case MappingStart, SequenceStart -> {
                    depth++;
                    if (depth > MAX_DEPTH) {
                        return "nests deeper than " + MAX_DEPTH + " levels";
                    }
                    nodes++;
                    open.push(new long[] {nodes - 1, depth});
                    openAnchors.push(((org.snakeyaml.engine.v2.events.NodeEvent) e)
                            .getAnchor()
                            .map(a -> a.getValue())
                            .orElse(""));
                }
                case MappingEnd, SequenceEnd -> {
                    long[] frame = open.pop();
                    String anchor = openAnchors.pop();
                    if (!anchor.isEmpty()) {
                        anchors.put(anchor, new long[] {nodes - frame[0], frame[1] - depth + 1});
                    }
                    depth--;
                    if (!open.isEmpty()) {
                        open.peek()[1] = Math.max(open.peek()[1], frame[1]);
                    }
                }
                case Scalar -> {
                    nodes++;
                    ((org.snakeyaml.engine.v2.events.NodeEvent) e)
                            .getAnchor()
                            .ifPresent(a -> anchors.put(a.getValue(), new long[] {1, 0}));
                }
                case Alias -> {
                    String name = ((org.snakeyaml.engine.v2.events.AliasEvent) e)
                            .getAlias()
                            .getValue();
                    if (openAnchors.contains(name)) {
                        return "has a value that contains itself (alias *" + name + " inside &" + name + ")";
                    }
                    long[] target = anchors.get(name);
                    if (target == null) {
                        return null; // an undefined alias: the loader reports it with its line
                    }
                    nodes += target[0];
                    if (depth + target[1] > MAX_DEPTH) {
                        return "nests deeper than " + MAX_DEPTH + " levels once alias *" + name + " is expanded";
                    }
                    if (!open.isEmpty()) {
                        open.peek()[1] = Math.max(open.peek()[1], depth + target[1]);
                    }
                }
                default -> {}
            }
            if (nodes > MAX_NODES) {
                return "expands to more than " + MAX_NODES + " values (aliases repeating aliases)";
            }
        }
        return null;
    }

    private static Object load(Path file, String text, String what) throws ConfigFileException {
        try {
            String bounds = boundsProblem(text);
            if (bounds != null) {
                throw new ConfigFileException(file + " " + bounds + "; a stack config file is a small map of settings");
            }
            Object root = loader().loadFromString(text);
            json(root); // converted once here too, so a nesting too deep for it is reported like one too deep for
            // the parser
            return root;
        } catch (StackOverflowError e) {
            // the parser and the converter recurse per nesting level; a stack config nests two or three levels
            throw new ConfigFileException(file
                    + " nests deeper than any stack config (thousands of levels); pass a Pulumi.<stack>.yaml file");
        } catch (MarkedYamlEngineException e) {
            String where = e.getProblemMark()
                    .map(m -> " (line " + (m.getLine() + 1) + ", column " + (m.getColumn() + 1) + ")")
                    .orElse("");
            String problem = oneLine(e.getProblem());
            String kind = problem.startsWith("found duplicate key")
                    ? "has a " + problem.replaceFirst("^found ", "")
                    : "is not valid YAML: " + problem;
            throw new ConfigFileException(file + " " + kind + where + what);
        } catch (YamlEngineException e) {
            throw new ConfigFileException(file + " is not valid YAML: " + oneLine(e.getMessage()) + what);
        }
    }

    /** YAML values as the engine passes them on: maps, lists, text, numbers, booleans, null. */
    private static JsonNode json(Object v) {
        if (v == null) {
            return NODES.nullNode();
        }
        if (v instanceof Map<?, ?> m) {
            ObjectNode o = NODES.objectNode();
            m.forEach((k, x) -> o.set(String.valueOf(k), json(x)));
            return o;
        }
        if (v instanceof List<?> l) {
            ArrayNode a = NODES.arrayNode();
            l.forEach(x -> a.add(json(x)));
            return a;
        }
        if (v instanceof Boolean b) {
            return NODES.booleanNode(b);
        }
        if (v instanceof Integer || v instanceof Long) {
            return NODES.numberNode(((Number) v).longValue());
        }
        if (v instanceof BigInteger b) {
            return NODES.numberNode(b);
        }
        if (v instanceof Double d) {
            // .inf and .nan are no JSON numbers: pass them on as the text they were
            return Double.isFinite(d)
                    ? NODES.numberNode(d)
                    : NODES.textNode(d.isNaN() ? ".nan" : d > 0 ? ".inf" : "-.inf");
        }
        return NODES.textNode(String.valueOf(v));
    }

    /** Applies {@code KEY=VALUE}; VALUE is a YAML scalar, KEY may be dotted ({@code cluster.nodeCount}). */
    public void set(String assignment, boolean secret) throws ConfigFileException {
        int eq = assignment.indexOf('=');
        if (eq <= 0) {
            throw new ConfigFileException("--set" + (secret ? "-secret" : "") + " expects KEY=VALUE, got '"
                    + (secret ? "[secret]" : assignment) + "'");
        }
        String key = assignment.substring(0, eq).trim();
        String valueText = assignment.substring(eq + 1);
        if (valueText.length() > MAX_FILE_BYTES) {
            throw new ConfigFileException("--set" + (secret ? "-secret " : " ") + key + ": the value is longer than "
                    + MAX_FILE_BYTES + " characters; no config value is that long");
        }
        JsonNode value;
        try {
            value = scalar(valueText);
        } catch (IllegalArgumentException bounds) {
            // the value itself is never echoed: it may be a secret
            throw new ConfigFileException("--set" + (secret ? "-secret " : " ") + key + ": the value "
                    + bounds.getMessage() + "; give a YAML scalar or a short list");
        }
        String full = fullKey(key);
        String name = full.startsWith(PREFIX) ? full.substring(PREFIX.length()) : null;
        int dot = name == null ? -1 : name.indexOf('.');
        if (dot > 0) {
            String groupKey = PREFIX + name.substring(0, dot);
            JsonNode group = values.get(groupKey);
            ObjectNode obj = group != null && group.isObject() ? (ObjectNode) group : NODES.objectNode();
            values.put(groupKey, obj);
            // a.b.c nests as `pulumi config set --path` does: {"b": {"c": value}} under a
            String[] path = name.substring(dot + 1).split("\\.");
            for (int i = 0; i < path.length - 1; i++) {
                JsonNode inner = obj.get(path[i]);
                obj = inner != null && inner.isObject() ? (ObjectNode) inner : obj.putObject(path[i]);
            }
            obj.set(path[path.length - 1], value);
            unreadable.remove(full);
            ciphertexts.remove(full);
            if (secret) {
                secretKeys.add(groupKey);
            }
        } else {
            values.put(full, value);
            unreadable.remove(full);
            ciphertexts.remove(full);
            if (secret) {
                secretKeys.add(full);
            }
        }
        if (secret) {
            markedSecret.put(full, value);
        } else {
            markedSecret.remove(full);
        }
    }

    /**
     * The text of every value given as a secret here (each scalar of a list), whatever its key:
     * a region or a CIDR given with --set-secret must not show in any preview artefact. Encrypted
     * stack values have no text here; booleans are left out (one bit, and every true/false of a
     * script would read [secret]).
     */
    public Set<String> secretTexts() {
        Set<String> out = new java.util.TreeSet<>();
        for (JsonNode v : markedSecret.values()) {
            java.util.ArrayDeque<JsonNode> todo = new java.util.ArrayDeque<>(List.of(v));
            while (!todo.isEmpty()) {
                JsonNode n = todo.pop();
                if (n.isContainerNode()) {
                    n.forEach(todo::push);
                } else if (!n.isNull() && !n.isBoolean()) {
                    out.add(n.asText());
                    out.add(n.asText().trim());
                    if (n.isNumber()) {
                        out.add(n.decimalValue().stripTrailingZeros().toPlainString());
                    }
                }
            }
        }
        out.removeIf(t -> t.isBlank() || t.equals("true") || t.equals("false"));
        return out;
    }

    /**
     * What tells one version of each secret value from another without disclosing it, by full
     * dotted key, for plan-diff to say that a secret changed: for a stack file's {@code secure:}
     * value, a SHA-256 of its ciphertext (the ciphertext is committed in the stack file already;
     * Pulumi encrypts with a fresh nonce, so setting the same value again also reads as changed);
     * a value given with --set-secret is plain text here and gets no fingerprint at all
     * ({@link #SET_ON_COMMAND_LINE}): a hash of a short secret could be reversed by guessing.
     */
    public Map<String, String> secretFingerprints() {
        Map<String, String> out = new java.util.TreeMap<>();
        ciphertexts.forEach((key, ciphertext) -> out.put(key, "sha256:" + sha256(ciphertext)));
        markedSecret.keySet().forEach(key -> out.put(key, SET_ON_COMMAND_LINE));
        return out;
    }

    /** The fingerprint of a secret given with --set-secret: none, only where it came from. */
    public static final String SET_ON_COMMAND_LINE = "--set-secret";

    private static String sha256(String text) {
        try {
            byte[] d = java.security.MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return java.util.HexFormat.of().formatHex(d, 0, 8);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
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

    /** The ESC environments the stack file imports, in order (empty: none). */
    public List<String> escEnvironments() {
        return escEnvironments;
    }

    /** The {@code secure:} text of each encrypted value still in the config, by full dotted key (never decrypted). */
    public Map<String, String> ciphertexts() {
        Map<String, String> out = new LinkedHashMap<>(ciphertexts);
        out.keySet().retainAll(unreadable);
        return java.util.Collections.unmodifiableMap(out);
    }

    /** The {@code oci:region} value, used to make fake ids look like the real ones. */
    public String region() {
        JsonNode r = values.get("oci:region");
        return r == null || !r.isValueNode() ? "ap-tokyo-1" : r.asText();
    }

    private static String fullKey(String key) {
        return key.contains(":") ? key : PREFIX + key;
    }

    /** A --set value read as a YAML scalar the way a stack file's value would be; anything else is text. */
    private static JsonNode scalar(String text) {
        if (text.isEmpty() || text.contains("\n")) {
            // multi-line text (a PEM key) is never a YAML scalar: YAML would fold its line breaks
            return NODES.textNode(text);
        }
        String bounds;
        try {
            bounds = boundsProblem(text);
        } catch (YamlEngineException e) {
            return NODES.textNode(text);
        }
        if (bounds != null) {
            throw new IllegalArgumentException(bounds);
        }
        try {
            Object v = loader().loadFromString(text);
            // `a: b` reads as a map in YAML; as a config value it is just text
            return v instanceof Map<?, ?> ? NODES.textNode(text) : json(v);
        } catch (YamlEngineException e) {
            return NODES.textNode(text);
        }
    }

    private static String oneLine(String s) {
        if (s == null) {
            return "unreadable";
        }
        return s.replaceAll("\\s*\\n\\s*", " ").trim();
    }
}
