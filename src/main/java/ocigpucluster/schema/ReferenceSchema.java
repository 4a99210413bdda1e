package ocigpucluster.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The reference provider schema (OCI 4.20.0, Command 1.2.1, TLS 5.5.1) as a checker: are the
 * inputs a resource or invoke receives on the wire known, of the right type, complete; which
 * property changes update in place and which replace. Pure Java + Jackson so any tool can use it.
 */
public final class ReferenceSchema {
    /** Classpath location of the schema file. */
    public static final String RESOURCE = ocigpucluster.validation.StackFileChecks.SCHEMA_RESOURCE;
    /** Stands for a secret value of any type (how secrets appear once their plaintext is hidden). */
    public static final String SECRET = "[secret]";

    // Pulumi's wire signature for assets/archives (kept in maps when not deserialized to SDK objects).
    private static final String SIG_KEY = "4dabf18193072939515e22adb298388d";
    private static final String ASSET_SIG = "c44067f5952c0a294b673a41bacd8c17";
    private static final String ARCHIVE_SIG = "0def7320c3a5731c473e5ecbe6d01bc7";

    /** One property of a resource, invoke or nested type, as the schema states it. */
    public record Property(
            String name,
            String type,
            String items,
            String ref,
            boolean required,
            boolean updatable,
            boolean replaceOnChanges,
            boolean secret) {
        /** True when the property holds one nested object or a list/map of them. */
        public boolean isObject() {
            return "object".equals(type) || "object".equals(items);
        }
    }

    /** How a provider decides update-in-place versus replace. */
    private enum ChangePolicy {
        /** OCI: a property without "updatable" forces replacement. */
        UPDATABLE_FLAG,
        /** Command: everything updates in place except replaceOnChanges properties. */
        REPLACE_ON_CHANGES_FLAG,
        /** TLS PrivateKey: every input change generates a new key. */
        ALWAYS_REPLACE
    }

    private static volatile ReferenceSchema instance;

    private final JsonNode resources;
    private final JsonNode types;
    private final JsonNode functions;
    private final Set<String> providers;
    private final JsonNode providerConfig;
    /** typeProperties by type key: a mock's answer and its check ask once per list item. */
    private final Map<String, Map<String, Property>> typePropertiesCache = new ConcurrentHashMap<>();

    private ReferenceSchema(JsonNode root) {
        this.providerConfig = root.path("providerConfig");
        this.resources = root.path("resources");
        this.types = root.path("types");
        this.functions = root.path("functions");
        this.providers = new LinkedHashSet<>();
        root.path("providers").fieldNames().forEachRemaining(providers::add);
    }

    /** The schema shipped on the classpath (parsed once). */
    public static ReferenceSchema get() {
        var local = instance;
        if (local == null) {
            synchronized (ReferenceSchema.class) {
                local = instance;
                if (local == null) {
                    instance = local = load();
                }
            }
        }
        return local;
    }

    private static ReferenceSchema load() {
        try (InputStream in = ReferenceSchema.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("reference schema " + RESOURCE + " is not on the classpath");
            }
            return new ReferenceSchema(new ObjectMapper().readTree(in));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot parse " + RESOURCE, e);
        }
    }

    // ---- read access --------------------------------------------------------------------------

    /** Resource type tokens, e.g. oci:Core/vcn:Vcn. */
    public Set<String> resourceTokens() {
        return names(resources);
    }

    /** Invoke (function) tokens, e.g. oci:Core/getServices:getServices. */
    public Set<String> functionTokens() {
        return names(functions);
    }

    /** Nested type keys (never on the wire), e.g. command:remote:Connection. */
    public Set<String> typeKeys() {
        return names(types);
    }

    /** Input properties of a resource or invoke. */
    public Map<String, Property> inputs(String token) {
        return properties(definition(token).path("inputs"));
    }

    /** Output property names of a resource (id and urn are implicit) or an invoke result. */
    public Set<String> outputNames(String token) {
        var def = definition(token);
        if (resources.has(token)) {
            var out = new TreeSet<String>();
            def.path("outputs").forEach(n -> out.add(n.asText()));
            return out;
        }
        return names(def.path("outputs"));
    }

    /**
     * Typed output properties of a resource. TLS PrivateKey lists output names only: those that are
     * inputs keep the input type, the rest (keys, fingerprints) are strings.
     */
    public Map<String, Property> resourceOutputs(String token) {
        if (!resources.has(token)) {
            throw new IllegalArgumentException("unknown resource token '" + token + "'");
        }
        var def = resources.path(token);
        if (def.has("outputTypes")) {
            return properties(def.path("outputTypes"));
        }
        var inputs = inputs(token);
        var out = new LinkedHashMap<String, Property>();
        for (var name : outputNames(token)) {
            out.put(
                    name,
                    inputs.containsKey(name)
                            ? inputs.get(name)
                            : new Property(name, "string", null, null, false, false, false, false));
        }
        return Collections.unmodifiableMap(out);
    }

    /** Result properties of an invoke. */
    public Map<String, Property> functionOutputs(String token) {
        if (!functions.has(token)) {
            throw new IllegalArgumentException("unknown invoke token '" + token + "'");
        }
        return properties(functions.path(token).path("outputs"));
    }

    /** Properties of a nested object type. */
    public Map<String, Property> typeProperties(String typeKey) {
        var cached = typePropertiesCache.get(typeKey);
        if (cached != null) {
            return cached;
        }
        var t = types.path(typeKey);
        if (t.isMissingNode()) {
            throw new IllegalArgumentException("unknown type '" + typeKey + "'");
        }
        var properties = properties(t.path("properties"));
        typePropertiesCache.put(typeKey, properties);
        return properties;
    }

    /** The official Java class name the schema records for a resource or nested type (javaArgsClass for invokes). */
    public Optional<String> javaClass(String tokenOrTypeKey) {
        JsonNode def = resources.has(tokenOrTypeKey)
                ? resources.path(tokenOrTypeKey)
                : types.has(tokenOrTypeKey) ? types.path(tokenOrTypeKey) : null;
        if (def != null) {
            return text(def, "javaClass");
        }
        return text(functions.path(tokenOrTypeKey), "javaArgsClass");
    }

    /** The official Java result class of an invoke. */
    public Optional<String> javaResultClass(String functionToken) {
        return text(functions.path(functionToken), "javaResultClass");
    }

    /** Outputs the provider always marks secret (additionalSecretOutputs / secretOutputs). */
    public Set<String> secretOutputs(String resourceToken) {
        var def = definition(resourceToken);
        var out = new TreeSet<String>();
        def.path("additionalSecretOutputs").forEach(n -> out.add(n.asText()));
        def.path("secretOutputs").forEach(n -> out.add(n.asText()));
        return out;
    }

    /** Secret input paths: top-level names and nested ones as dotted paths (e.g. connection.privateKey). */
    public Set<String> secretInputs(String token) {
        var out = new TreeSet<String>();
        collectSecrets("", inputs(token), out, new LinkedHashSet<>());
        return out;
    }

    private void collectSecrets(String prefix, Map<String, Property> props, Set<String> out, Set<String> seen) {
        for (var p : props.values()) {
            var path = prefix + p.name();
            if (p.secret()) {
                out.add(path);
            }
            if (p.isObject() && p.ref() != null && seen.add(p.ref())) {
                collectSecrets(path + ".", typeProperties(p.ref()), out, seen);
                seen.remove(p.ref());
            }
        }
    }

    // ---- wire checks -----------------------------------------------------------------------------

    /**
     * Problems with the inputs a resource registration or invoke carries on the wire, as the mock
     * engine delivers them (String, Double/Integer, Boolean, List, Map; {@value #SECRET} for any
     * secret). Empty when everything is known, well typed and complete. Each problem names the token
     * and the property path.
     */
    public List<String> checkInputs(String token, Map<String, Object> wireInputs) {
        var problems = new ArrayList<String>();
        if (token.startsWith(PROVIDER_RESOURCE)) {
            checkProviderInputs(token.substring(PROVIDER_RESOURCE.length()), wireInputs, problems);
            return problems;
        }
        if (!resources.has(token) && !functions.has(token)) {
            problems.add("unknown token '" + token + "' (not a resource or invoke of the reference schema)");
            return problems;
        }
        checkObject(token, "", "inputs of " + token, inputs(token), wireInputs, true, problems);
        return problems;
    }

    /** The type token of an explicit provider resource: {@code pulumi:providers:<package>}. */
    static final String PROVIDER_RESOURCE = "pulumi:providers:";

    /**
     * An explicit provider's inputs are the package's providerConfig keys without the
     * {@code <package>:} prefix; strings are sent as is, other types JSON-encoded (providerConfigNotes).
     */
    private void checkProviderInputs(String pkg, Map<String, Object> wireInputs, List<String> problems) {
        if (!providers.contains(pkg)) {
            problems.add("unknown provider package '" + pkg + "' (not a provider of the reference schema)");
            return;
        }
        wireInputs.forEach((key, value) -> {
            JsonNode spec = providerConfig.path(pkg + ":" + key);
            if (spec.isMissingNode()) {
                problems.add("'" + key + "' is not a providerConfig key of " + pkg);
            } else if (!(value instanceof String)) {
                problems.add("'" + key + "' must be sent as a string (JSON-encoded when its type is "
                        + spec.path("type").asText() + ")");
            }
        });
    }

    /** Problems with an invoke result map (e.g. a mock's canned answer): unknown names, wrong types, missing fields. */
    public List<String> checkFunctionResult(String token, Map<String, Object> result) {
        return checkFunctionResult(token, result, true);
    }

    /**
     * Like {@link #checkFunctionResult(String, Map)}; with {@code requireAll} false, fields the
     * provider always sends may be left out (a mock answering only what the program reads).
     */
    public List<String> checkFunctionResult(String token, Map<String, Object> result, boolean requireAll) {
        var problems = new ArrayList<String>();
        checkObject(token, "", "result of " + token, functionOutputs(token), result, requireAll, problems);
        return problems;
    }

    /** True when the token belongs to a provider this schema describes (oci, command, tls), known or not. */
    public boolean coversProvider(String token) {
        var colon = token.indexOf(':');
        return colon > 0 && providers.contains(token.substring(0, colon));
    }

    private void checkObject(
            String token,
            String prefix,
            String where,
            Map<String, Property> spec,
            Map<?, ?> values,
            boolean requireAll,
            List<String> problems) {
        for (var e : values.entrySet()) {
            var name = String.valueOf(e.getKey());
            var p = spec.get(name);
            if (p == null) {
                problems.add(token + ": unknown property '" + prefix + name + "' (not in " + where + "; known: "
                        + String.join(", ", new TreeSet<>(spec.keySet())) + ")");
                continue;
            }
            checkValue(token, prefix + name, p, p.type(), e.getValue(), requireAll, problems);
        }
        for (var p : spec.values()) {
            if (requireAll && p.required() && values.get(p.name()) == null) {
                problems.add(token + ": missing required property '" + prefix + p.name() + "'");
            }
        }
    }

    private void checkValue(
            String token,
            String path,
            Property p,
            String type,
            Object value,
            boolean requireAll,
            List<String> problems) {
        if (value == null || SECRET.equals(value)) {
            return; // unknown during preview, or a secret whose type cannot be seen
        }
        switch (type) {
            case "string" -> {
                if (!(value instanceof String s)) {
                    problems.add(mismatch(token, path, "string", value));
                } else if (p.ref() != null
                        && "enum".equals(types.path(p.ref()).path("kind").asText())) {
                    var allowed = new ArrayList<String>();
                    types.path(p.ref()).path("values").forEach(v -> allowed.add(v.asText()));
                    if (!allowed.contains(s)) {
                        problems.add(token + ": " + path + ": '" + s + "' is not one of " + allowed);
                    }
                }
            }
            case "integer" -> {
                if (!isInteger(value)) {
                    problems.add(mismatch(token, path, "integer", value));
                }
            }
            case "number" -> {
                if (!(value instanceof Number)) {
                    problems.add(mismatch(token, path, "number", value));
                }
            }
            case "boolean" -> {
                if (!(value instanceof Boolean)) {
                    problems.add(mismatch(token, path, "boolean", value));
                }
            }
            case "any" -> {
                /* anything goes */
            }
            case "array" -> {
                if (!(value instanceof List<?> list)) {
                    problems.add(mismatch(token, path, "array of " + p.items(), value));
                    return;
                }
                for (int i = 0; i < list.size(); i++) {
                    checkElement(token, path + "[" + i + "]", p, list.get(i), requireAll, problems);
                }
            }
            case "map" -> {
                if (!(value instanceof Map<?, ?> map)) {
                    problems.add(mismatch(token, path, "map of " + p.items(), value));
                    return;
                }
                for (var e : map.entrySet()) {
                    checkElement(token, path + "[\"" + e.getKey() + "\"]", p, e.getValue(), requireAll, problems);
                }
            }
            case "object" -> {
                if (!(value instanceof Map<?, ?> map)) {
                    problems.add(mismatch(token, path, "object " + p.ref(), value));
                    return;
                }
                checkObject(token, path + ".", p.ref(), typeProperties(p.ref()), map, requireAll, problems);
            }
            case "asset", "archive", "assetOrArchive" -> {
                if (!isAssetKind(type, value)) {
                    problems.add(mismatch(token, path, type, value));
                }
            }
            default ->
                problems.add(token + ": " + path + ": schema type '" + type + "' is not understood by the checker");
        }
    }

    private void checkElement(
            String token, String path, Property p, Object value, boolean requireAll, List<String> problems) {
        if ("object".equals(p.items())) {
            checkValue(token, path, p, "object", value, requireAll, problems);
        } else {
            // element properties never carry the container's enum ref
            var element = new Property(p.name(), p.items(), null, null, false, false, false, false);
            checkValue(token, path, element, p.items(), value, requireAll, problems);
        }
    }

    private static boolean isInteger(Object value) {
        if (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte) {
            return true;
        }
        // the wire carries every number as a double
        return (value instanceof Double || value instanceof Float)
                && ((Number) value).doubleValue() == Math.rint(((Number) value).doubleValue())
                && !Double.isInfinite(((Number) value).doubleValue());
    }

    private static boolean isAssetKind(String type, Object value) {
        boolean asset;
        boolean archive;
        if (value instanceof Map<?, ?> map && map.containsKey(SIG_KEY)) {
            asset = ASSET_SIG.equals(map.get(SIG_KEY));
            archive = ARCHIVE_SIG.equals(map.get(SIG_KEY));
        } else {
            // SDK asset objects (com.pulumi.asset.FileAsset, FileArchive, ...) without a compile-time dependency
            var cls = value.getClass();
            var name = cls.getName();
            asset = name.startsWith("com.pulumi.asset.") && name.endsWith("Asset");
            archive = name.startsWith("com.pulumi.asset.") && name.endsWith("Archive");
        }
        return switch (type) {
            case "asset" -> asset;
            case "archive" -> archive;
            default -> asset || archive;
        };
    }

    private static String mismatch(String token, String path, String expected, Object value) {
        var shown = value instanceof String s ? "'" + s + "'" : String.valueOf(value);
        if (shown.length() > 60) {
            shown = shown.substring(0, 57) + "...";
        }
        return token + ": " + path + ": expected " + expected + ", got "
                + value.getClass().getSimpleName() + " " + shown;
    }

    // ---- change semantics ----------------------------------------------------------------------

    /**
     * Whether changing the property at {@code propertyPath} (names from the resource inputs down
     * through nested objects; list indices such as "0" or "[0]" are skipped) updates the resource in
     * place. OCI: the top-level "updatable" flag decides, unless a nested type carries its own
     * flags, in which case the innermost such level decides. Command: in place unless
     * replaceOnChanges. TLS: never (every change makes a new key).
     */
    public boolean isUpdatable(String token, List<String> propertyPath) {
        return !replacesOnChange(token, propertyPath);
    }

    /** Whether changing the property at {@code propertyPath} replaces the resource; see {@link #isUpdatable}. */
    public boolean replacesOnChange(String token, List<String> propertyPath) {
        return decide(token, propertyPath, true).replaces();
    }

    /**
     * The effect of a change, with the reason a reviewer reads ({@code `instanceDetails` is not
     * updatable}). The same rule as {@link #replacesOnChange}, but lenient where a plan may hold
     * what the schema does not: an unknown type or property is assumed to replace, and a path
     * below a map or scalar list is decided by that property.
     */
    public ChangeVerdict changeVerdict(String token, List<String> propertyPath) {
        try {
            return decide(token, propertyPath, false);
        } catch (IllegalArgumentException e) {
            return new ChangeVerdict(true, e.getMessage() + "; replacement assumed");
        }
    }

    /** Replace or update in place, and why. */
    public record ChangeVerdict(boolean replaces, String reason) {}

    private ChangeVerdict decide(String token, List<String> propertyPath, boolean strict) {
        if (!resources.has(token)) {
            throw new IllegalArgumentException(
                    "unknown resource token '" + token + "'" + (strict ? "" : ": type not in the reference schema"));
        }
        var path = new ArrayList<String>();
        for (var element : propertyPath) {
            if (!element.matches("\\[?\\d+]?|\\[\\*]|\\*")) {
                path.add(element);
            }
        }
        if (path.isEmpty()) {
            throw new IllegalArgumentException("empty property path for " + token);
        }
        Map<String, Property> level = inputs(token);
        boolean topLevel = true;
        boolean updatableByFlag = false;
        String decidedBy = null;
        String replaceOnChangesAt = null;
        for (int i = 0; i < path.size(); i++) {
            var name = path.get(i);
            var p = level.get(name);
            String here = String.join(".", path.subList(0, i + 1));
            if (p == null) {
                throw new IllegalArgumentException(
                        token + ": no input property '" + here + "' in the reference schema");
            }
            if (topLevel || hasFlags(level)) {
                updatableByFlag = p.updatable();
                decidedBy = here;
            }
            if (p.replaceOnChanges() && replaceOnChangesAt == null) {
                replaceOnChangesAt = here;
            }
            topLevel = false;
            if (i + 1 < path.size()) {
                if (!p.isObject() || p.ref() == null) {
                    if (!strict) {
                        break; // a map or scalar list: its own flag covers every key below it
                    }
                    throw new IllegalArgumentException(token + ": '" + here
                            + "' is not a nested object, cannot descend to '" + path.get(i + 1) + "'");
                }
                level = typeProperties(p.ref());
            }
        }
        return switch (policy(token)) {
            case UPDATABLE_FLAG ->
                replaceOnChangesAt != null
                        ? new ChangeVerdict(true, "`" + replaceOnChangesAt + "` has replaceOnChanges")
                        : new ChangeVerdict(
                                !updatableByFlag,
                                "`" + decidedBy + "` is " + (updatableByFlag ? "" : "not ") + "updatable");
            case REPLACE_ON_CHANGES_FLAG ->
                replaceOnChangesAt != null
                        ? new ChangeVerdict(true, "`" + replaceOnChangesAt + "` has replaceOnChanges")
                        // pulumi-command's docs (Command.create): "If an update command isn't provided, then
                        // create will also be run when the resource's inputs are modified"
                        : new ChangeVerdict(
                                false,
                                "command inputs update in place (it runs `update`, or `create` again where none is set)");
            case ALWAYS_REPLACE -> new ChangeVerdict(true, "every tls key input forces a new key");
        };
    }

    private boolean hasFlags(Map<String, Property> level) {
        // a nested level "has its own flags" when any of its properties is marked (the schema writes only true)
        return level.values().stream().anyMatch(p -> p.updatable() || p.replaceOnChanges());
    }

    private ChangePolicy policy(String token) {
        var provider = token.substring(0, token.indexOf(':'));
        if (!providers.contains(provider)) {
            throw new IllegalArgumentException(
                    "provider '" + provider + "' of " + token + " is not in the reference schema");
        }
        return switch (provider) {
            case "oci" -> ChangePolicy.UPDATABLE_FLAG;
            case "tls" -> ChangePolicy.ALWAYS_REPLACE;
            default -> ChangePolicy.REPLACE_ON_CHANGES_FLAG;
        };
    }

    // ---- helpers ---------------------------------------------------------------------------------

    private JsonNode definition(String token) {
        if (resources.has(token)) {
            return resources.path(token);
        }
        if (functions.has(token)) {
            return functions.path(token);
        }
        throw new IllegalArgumentException(
                "unknown token '" + token + "' (not a resource or invoke of the reference schema)");
    }

    private static Map<String, Property> properties(JsonNode node) {
        var out = new LinkedHashMap<String, Property>();
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            var e = it.next();
            var p = e.getValue();
            out.put(
                    e.getKey(),
                    new Property(
                            e.getKey(),
                            p.path("type").asText(),
                            text(p, "items").orElse(null),
                            text(p, "ref").orElse(null),
                            p.path("required").asBoolean(false),
                            p.path("updatable").asBoolean(false),
                            p.path("replaceOnChanges").asBoolean(false),
                            p.path("secret").asBoolean(false)));
        }
        return Collections.unmodifiableMap(out);
    }

    private static Set<String> names(JsonNode node) {
        var out = new TreeSet<String>();
        node.fieldNames().forEachRemaining(out::add);
        return Collections.unmodifiableSet(out);
    }

    private static Optional<String> text(JsonNode node, String field) {
        var v = node.path(field);
        return v.isTextual() ? Optional.of(v.asText()) : Optional.empty();
    }
}
