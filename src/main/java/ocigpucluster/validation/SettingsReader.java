package ocigpucluster.validation;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.TextNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import ocigpucluster.settings.BastionKeys;
import ocigpucluster.settings.BootstrapKeys;
import ocigpucluster.settings.ClusterKeys;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.ConfigKeys;
import ocigpucluster.settings.KeyReader;
import ocigpucluster.settings.NetworkKeys;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.NodeGroupKeys;
import ocigpucluster.settings.PlainText;
import ocigpucluster.settings.RawConfig;
import ocigpucluster.settings.RoleKeys;
import ocigpucluster.settings.Secrecy;
import ocigpucluster.settings.Secret;
import ocigpucluster.settings.Settings;
import ocigpucluster.settings.StorageKeys;
import ocigpucluster.settings.TagKeys;
import ocigpucluster.settings.TopLevelKeys;
import ocigpucluster.settings.ValueType;

/**
 * Turns raw Pulumi config into {@link Settings}, typed by {@link ConfigKeys}. It reports, rather
 * than throws, everything it cannot read (unknown keys, wrong types, numbers outside their key's
 * range, a private key given in plain text) and falls back to the key's default so that the
 * remaining checks still run; the keys it could not read are returned too, so that the validator
 * drops any later finding that would only repeat the problem. Values that arrived as secrets are
 * never quoted.
 */
public final class SettingsReader implements KeyReader {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PREFIX = ConfigKeys.PROJECT + ":";
    /** The provider's region key, read to compare image OCIDs with. */
    public static final String REGION_KEY = "oci:region";

    /**
     * What was read: the settings, the reader's own diagnostics, the keys whose value could not
     * be used (their default stands in), and the value text of every key that is secret.
     */
    public record Result(
            Settings settings,
            List<Diagnostic> diagnostics,
            Set<String> unreadableKeys,
            Map<String, List<String>> secretValues,
            Ruleset rules,
            List<Settings> shadows) {
        public Result(
                Settings settings,
                List<Diagnostic> diagnostics,
                Set<String> unreadableKeys,
                Map<String, List<String>> secretValues,
                Ruleset rules) {
            this(settings, diagnostics, unreadableKeys, secretValues, rules, List.of());
        }
    }

    /** The key under which {@link Result#secretValues()} holds oci:region's forms when it is secret. */
    public static final String REGION_SECRET = REGION_KEY;

    private final RawConfig raw;
    private final Ruleset rules;
    private final ConfigKeys keys;
    private final Map<String, JsonNode> values = new LinkedHashMap<>();
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private final Set<String> unreadable = new LinkedHashSet<>();
    private final Set<String> secret = new LinkedHashSet<>();

    private SettingsReader(RawConfig raw, Ruleset rules) {
        this.raw = raw;
        this.rules = rules;
        this.keys = rules.keys();
    }

    /** Reads the shared groups and the features' groups of {@code rules} (the validator then runs its checks). */
    public static Result read(RawConfig raw, String stack, Ruleset rules) {
        SettingsReader r = new SettingsReader(raw, rules);
        r.flatten();
        r.diagnostics.addAll(StackFileChecks.provider(raw)); // oci:* keys and the region
        Map<String, List<String>> secretValues = new LinkedHashMap<>();
        for (String key : r.secret) {
            JsonNode v = r.values.get(key);
            String rawText = raw.values().get(PREFIX + key);
            List<String> forms = new ArrayList<>();
            if (v != null) {
                forms.add(v.isTextual() ? v.asText() : v.toString());
                forms.add(v.asText().trim());
                if (v.isNumber() || v.isTextual()) {
                    number(v).ifPresent(d -> forms.add(d.stripTrailingZeros().toPlainString()));
                }
                // a list's or an object's own values (an sshAllowedCidrs entry, an account's name or uid)
                JsonNode tree = v.isTextual() ? parseJson(v.asText()) : v;
                if (tree != null && tree.isContainerNode()) {
                    leaves(tree, forms);
                }
            } else if (rawText != null) {
                forms.add(rawText);
            }
            secretValues.put(
                    key, forms.stream().filter(f -> !f.isEmpty()).distinct().toList());
        }
        Secrecy secrecy = r.secrecy(secretValues);
        String region = raw.values().get(REGION_KEY);
        if (raw.secretKeys().contains(REGION_KEY) && region != null && !region.isBlank()) {
            secretValues.put(REGION_SECRET, regionForms(region.trim()));
        }
        Settings up = secrecy.isEmpty() ? null : shadow(raw, stack, secrecy, rules, Shift.UP);
        Settings s = r.build(stack, secrecy.isEmpty() ? secrecy : new Secrecy(secrecy.texts(), up));
        List<Settings> shadows = new ArrayList<>();
        if (up != null) {
            shadows.add(up);
            for (Shift shift : List.of(Shift.DOWN, Shift.FAR)) {
                Settings other = shadow(raw, stack, secrecy, rules, shift);
                if (other != null) {
                    shadows.add(other);
                }
            }
        }
        return new Result(s, List.copyOf(r.diagnostics), Set.copyOf(r.unreadable), secretValues, rules, shadows);
    }

    /** The scalar values inside a list or object, as text. */
    private static void leaves(JsonNode node, List<String> out) {
        if (node.isContainerNode()) {
            node.forEach(n -> leaves(n, out));
        } else if (node.isTextual() || node.isNumber()) {
            out.add(node.asText().trim());
        }
    }

    /**
     * A secret oci:region's spellings: its identifier, its three-letter key and the capitals an
     * availability domain name writes it in (AP-TOKYO-1, and US-ASHBURN for the first regions).
     */
    private static List<String> regionForms(String region) {
        List<String> forms = new ArrayList<>(List.of(region));
        Regions.key(region).ifPresent(forms::add);
        if (region.endsWith("-1")) {
            forms.add(region.substring(0, region.length() - 2));
        }
        return withUpperCase(forms);
    }

    /**
     * The keys marked secret that are not secret by nature, with their value texts (and the
     * upper-case form: OCI writes a region upper-case in availability domain names), and
     * {@code region} when {@code oci:region} is secret. Pulumi reports a value set with
     * {@code --secret --path g.k} by marking the whole group g secret: when g holds a key that is
     * secret by nature (users.directory.bindPassword), the mark is taken to be that key's, so its
     * plain siblings stay plain (the committed prod stack); otherwise every field of g is secret
     * but one left at its default.
     */
    private Secrecy secrecy(Map<String, List<String>> secretValues) {
        Map<String, List<String>> texts = new LinkedHashMap<>();
        for (Map.Entry<String, List<String>> e : secretValues.entrySet()) {
            String key = e.getKey();
            boolean byNature = keys.find(key).map(ConfigKey::secret).orElse(false);
            boolean markedOnItsOwn = raw.secretKeys().contains(PREFIX + key);
            String group = key.contains(".") ? key.substring(0, key.indexOf('.')) : null;
            boolean groupMarkIsAPasswords = group != null
                    && !markedOnItsOwn
                    && secret.stream()
                            .anyMatch(k -> k.startsWith(group + ".")
                                    && keys.find(k).map(ConfigKey::secret).orElse(false));
            // A field marked only through its group and left at its documented default (README's
            // table) is public knowledge: hiding it would hide every text that holds "UTC" or "2".
            boolean publicDefault = !markedOnItsOwn && group != null && isDefault(key, values.get(key));
            if (!byNature
                    && !groupMarkIsAPasswords
                    && !publicDefault
                    && !e.getValue().isEmpty()) {
                texts.put(key, withUpperCase(e.getValue()));
            }
        }
        String region = raw.values().get(REGION_KEY);
        if (raw.secretKeys().contains(REGION_KEY) && region != null && !region.isBlank()) {
            texts.put("region", withUpperCase(List.of(region, region.trim())));
        }
        return texts.isEmpty() ? Secrecy.NONE : new Secrecy(texts, null);
    }

    /**
     * The settings again, each marked number moved ({@link Shift}): what the program computes from a number
     * (seconds from minutes, a count of GPUs) is found derived from it where it differs between
     * the two. Null when no number is marked.
     */
    /**
     * How a shadow moves each marked number: one up (down at the top of its range), one down (up at
     * the bottom), or far: doubled plus one (halved where that is out of range), so that a figure
     * rounded from the number (a number of days that fit a disk) moves too.
     */
    private enum Shift {
        UP,
        DOWN,
        FAR
    }

    private static Settings shadow(RawConfig raw, String stack, Secrecy secrecy, Ruleset rules, Shift shift) {
        SettingsReader r = new SettingsReader(raw, rules);
        r.flatten();
        boolean moved = false;
        for (String key : secrecy.keys()) {
            ConfigKey k = r.keys.find(key).orElse(null);
            JsonNode v = r.values.get(key);
            if (k == null || v == null || (k.type() != ValueType.INTEGER && k.type() != ValueType.NUMBER)) {
                continue;
            }
            java.util.Optional<BigDecimal> d = number(v);
            if (d.isPresent()) {
                BigDecimal up = d.get().add(BigDecimal.ONE);
                BigDecimal down = d.get().subtract(BigDecimal.ONE);
                BigDecimal far = d.get().multiply(BigDecimal.valueOf(2)).add(BigDecimal.ONE);
                BigDecimal half = d.get().divide(BigDecimal.valueOf(2), 0, java.math.RoundingMode.FLOOR);
                BigDecimal other = switch (shift) {
                    case UP -> k.range() == null || k.range().contains(up) ? up : down;
                    case DOWN -> k.range() == null || k.range().contains(down) ? down : up;
                    case FAR -> k.range() == null || k.range().contains(far) ? far : half;
                };
                r.values.put(key, com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.numberNode(other));
                moved = true;
            }
        }
        return moved ? r.build(stack, Secrecy.NONE) : null;
    }

    private boolean isDefault(String key, JsonNode value) {
        Object def = keys.find(key).map(ConfigKey::defaultValue).orElse(null);
        if (def == null || value == null) {
            return false;
        }
        JsonNode d = JSON.valueToTree(def);
        if (d.isNumber() && (value.isNumber() || value.isTextual())) {
            return number(value).map(n -> n.compareTo(d.decimalValue()) == 0).orElse(false);
        }
        return d.equals(value)
                || (d.isValueNode() && value.isValueNode() && d.asText().equals(value.asText()));
    }

    private static List<String> withUpperCase(List<String> forms) {
        List<String> out = new ArrayList<>(forms);
        forms.forEach(f -> out.add(f.toUpperCase(java.util.Locale.ROOT)));
        return out.stream().distinct().toList();
    }

    /** Spreads {@code oci-gpu-cluster:cluster = {"nodeCount": 3}} into {@code cluster.nodeCount = 3}. */
    private void flatten() {
        for (Map.Entry<String, String> e : raw.values().entrySet()) {
            if (!e.getKey().startsWith(PREFIX)) {
                otherNamespace(e.getKey()); // oci:region, ... belong to their providers
                continue;
            }
            String name = e.getKey().substring(PREFIX.length());
            boolean isSecret = raw.secretKeys().contains(e.getKey());
            if (keys.groups().contains(name)) {
                JsonNode node = parseJson(e.getValue());
                if (node == null || !node.isObject()) {
                    unreadable.add(name);
                    diagnostics.add(Diagnostic.error(
                            "CONFIG_TYPE",
                            name,
                            "must be an object of settings, got " + (isSecret ? "[secret]" : describe(e.getValue())),
                            "set its keys with `pulumi config set --path " + name + ".<key> <value>`"));
                    continue;
                }
                putFields(name, node, isSecret);
            } else {
                put(name, new TextNode(e.getValue()), isSecret);
            }
        }
    }

    /** The namespaces of the providers this program uses (oci, tls, command) and Pulumi's own. */
    static final java.util.Set<String> PROVIDER_NAMESPACES = java.util.Set.of("oci", "tls", "command", "pulumi");

    /**
     * A key outside this project's namespace is the provider's, but nothing reads a key whose
     * namespace is empty or belongs to no provider this program uses: said, not silently ignored.
     */
    private void otherNamespace(String key) {
        int colon = key.indexOf(':');
        String ns = colon < 0 ? "" : key.substring(0, colon);
        String name = colon < 0 ? key : key.substring(colon + 1);
        if (ns.isEmpty() || name.isEmpty()) {
            diagnostics.add(Diagnostic.error(
                    "CONFIG_KEY_MALFORMED",
                    shorten(key),
                    "is not a config key (namespace:name, with both parts non-empty)",
                    "write it as " + ConfigKeys.PROJECT + ":<key> or drop the ':'"));
            return;
        }
        if (PROVIDER_NAMESPACES.contains(ns)) {
            return;
        }
        boolean typo = ocigpucluster.settings.Spelling.closest(ns, List.of(ConfigKeys.PROJECT), 3)
                .isPresent();
        diagnostics.add(Diagnostic.warning(
                "CONFIG_NAMESPACE_UNUSED",
                shorten(key),
                "is in namespace '" + shorten(ns) + "', which nothing in this program reads",
                (typo ? "did you mean " + ConfigKeys.PROJECT + ":" + shorten(name) + "? " : "") + "move it to "
                        + ConfigKeys.PROJECT + ": or remove it (or suppress CONFIG_NAMESPACE_UNUSED)"));
    }

    /** The fields of a group; a field that is itself a group ({@code users.directory}) is spread further. */
    private void putFields(String prefix, JsonNode node, boolean isSecret) {
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            String key = prefix + "." + f.getKey();
            if (keys.isSubgroup(key) && f.getValue().isObject()) {
                putFields(key, f.getValue(), isSecret);
            } else {
                put(key, f.getValue(), isSecret);
            }
        }
    }

    private void put(String key, JsonNode value, boolean isSecret) {
        if (keys.find(key).isEmpty()) {
            String hint = keys.closest(key).map(k -> "did you mean " + k + "? ").orElse("");
            diagnostics.add(Diagnostic.error(
                    "CONFIG_UNKNOWN_KEY",
                    key,
                    "is not a config key of " + ConfigKeys.PROJECT,
                    hint + "remove it or see the configuration reference, docs/configuration.md"));
            return;
        }
        values.put(key, value);
        if (isSecret) {
            secret.add(key);
        }
    }

    private Settings build(String stack, Secrecy secrecy) {
        String region = raw.values().get(REGION_KEY);
        Settings.Cluster cluster = ClusterKeys.read(this);
        Settings shared = new Settings(
                ConfigKeys.PROJECT,
                stack,
                region == null || region.isBlank() ? null : region.trim(),
                string(TopLevelKeys.COMPARTMENT_ID),
                string(TopLevelKeys.AVAILABILITY_DOMAIN),
                string(TopLevelKeys.SSH_PUBLIC_KEY),
                secret(TopLevelKeys.SSH_PRIVATE_KEY),
                list(TopLevelKeys.SSH_ALLOWED_CIDRS),
                new LinkedHashSet<>(list(TopLevelKeys.SUPPRESS_WARNINGS)),
                NetworkKeys.read(this),
                BastionKeys.read(this),
                cluster,
                StorageKeys.read(this),
                BootstrapKeys.read(this),
                List.of(),
                RoleKeys.login(this),
                RoleKeys.controller(this),
                RoleKeys.monitoringHost(this),
                TagKeys.read(this),
                secrecy,
                Map.of());
        // cluster.* is the one static group unless nodeGroups declares them
        List<NodeGroup> groups = new ArrayList<>(NodeGroupKeys.read(this, cluster));
        if (groups.isEmpty()) {
            groups.add(NodeGroupKeys.legacy(cluster));
        }
        shared = shared.withGroups(groups);
        Map<ConfigGroup<?>, Object> features = new LinkedHashMap<>();
        for (ConfigGroup<?> g : rules.groups()) {
            Object record = g.read(this, shared);
            features.put(g, record);
            groups.addAll(g.nodeGroups(record, shared));
        }
        return shared.withGroups(groups).withFeatures(features);
    }

    @Override
    public boolean isSet(ConfigKey key) {
        JsonNode v = values.get(key.key());
        return v != null && !v.isNull();
    }

    @Override
    public void error(String id, String where, String message, String fix) {
        diagnostics.add(new Diagnostic(
                Diagnostic.Level.ERROR,
                id,
                where,
                message,
                fix,
                null,
                keys.find(where).map(List::of).orElse(List.of())));
    }

    /** A secret key: a top-level one is checked as its own config entry, a group's one through its group's mark. */
    @Override
    public Secret secret(ConfigKey key) {
        return key.group() == null ? topLevelSecret(key) : groupSecret(key);
    }

    /**
     * A secret inside a group (the directory's bind password, the alert receiver). It must arrive as a secret:
     * `pulumi config set --secret --path` marks the whole group object secret, which is what is checked here.
     */
    private Secret groupSecret(ConfigKey k) {
        String key = k.key();
        if (raw.unreadableSecrets().contains(PREFIX + key)) {
            return Secret.unknown();
        }
        JsonNode v = values.get(key);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!secret.contains(key)) {
            diagnostics.add(Diagnostic.error(
                    k.notSecretId(),
                    key,
                    "is stored in plain text in the stack config",
                    "remove it and set it as a secret: `pulumi config rm --path " + key
                            + "` then `pulumi config set --secret --path " + key + "` (it prompts for the value)"));
        }
        return Secret.of(v.isTextual() ? v.asText() : v.toString());
    }

    /** A top-level secret (the SSH private key), read from its own config entry. */
    private Secret topLevelSecret(ConfigKey k) {
        String full = PREFIX + k.key();
        if (raw.unreadableSecrets().contains(full)) {
            return Secret.unknown();
        }
        String value = raw.values().get(full);
        if (value == null) {
            return null;
        }
        if (!raw.secretKeys().contains(full)) {
            diagnostics.add(Diagnostic.error(
                    k.notSecretId(),
                    k.key(),
                    "is stored in plain text in the stack config",
                    "remove it and set it as a secret: `pulumi config set --secret " + k.key() + " < ~/.ssh/id_rsa`"));
        }
        return Secret.of(value);
    }

    /** One of the key's choices; any other value is reported and the default stands in. */
    @Override
    public String oneOf(ConfigKey k) {
        String value = string(k);
        ConfigKey.Choices choices = k.choices();
        if (choices.values().contains(value)) {
            return value;
        }
        unreadable.add(k.key());
        diagnostics.add(
                Diagnostic.error(choices.id(), k, choices.message().formatted(quote(k.key(), value)), choices.fix()));
        return (String) k.defaultValue();
    }

    /** Null, or a blank value of a key without default: "not set" (Pulumi.yaml declares those with default ""). */
    private boolean unset(ConfigKey k, JsonNode v) {
        return v == null
                || v.isNull()
                || (k.defaultValue() == null && v.isTextual() && v.asText().isBlank());
    }

    @Override
    public String string(ConfigKey k) {
        JsonNode v = values.get(k.key());
        if (unset(k, v)) {
            return (String) k.defaultValue();
        }
        if (v.isTextual() || v.isNumber() || v.isBoolean()) {
            String text = v.asText().trim();
            int control = PlainText.firstControl(text, k.lineBreaks() ? "\n\r" : "");
            return control < 0 ? text : controlCharacter(k, control, (String) k.defaultValue());
        }
        return typeError(k, v, "a string", (String) k.defaultValue());
    }

    /**
     * A text value holding a control character ({@link PlainText}): refused, and the default stands
     * in. Which character is said only for a value that is not secret (it would be a piece of it).
     */
    private <T> T controlCharacter(ConfigKey k, int control, T fallback) {
        unreadable.add(k.key());
        boolean hidden = secret.contains(k.key());
        String plain = "set it again as one line of plain text, without line breaks, tabs or other control characters";
        Object def = k.defaultValue();
        String fix = def != null ? plain + ", or remove it (the default is " + docValue(def) + ")" : plain;
        diagnostics.add(new Diagnostic(
                Diagnostic.Level.ERROR,
                "CONFIG_CONTROL_CHARACTER",
                k.key(),
                "contains " + (hidden ? "a control character" : PlainText.describe(control))
                        + (k.lineBreaks() ? " other than a line break" : "")
                        + "; its value reaches the nodes' scripts and files, where that would change what they hold",
                fix,
                new Diagnostic.Suggestion(k.key(), def, plain),
                List.of(k)));
        return fallback;
    }

    @Override
    public int integer(ConfigKey k) {
        // number() already refuses a fraction for a whole-number key (and returns its default)
        BigDecimal d = number(k);
        return d == null ? ((Number) k.defaultValue()).intValue() : d.intValueExact(); // in range, so it fits an int
    }

    /** A numeric key's value, checked against its range; the default (or null) when unset or unusable. */
    @Override
    public BigDecimal number(ConfigKey k) {
        String key = k.key();
        JsonNode v = values.get(key);
        BigDecimal def = k.defaultValue() == null
                ? null
                : new BigDecimal(k.defaultValue().toString());
        if (unset(k, v)) {
            return def;
        }
        var parsed = v.isBoolean() ? java.util.Optional.<BigDecimal>empty() : number(v);
        if (parsed.isEmpty()) {
            return typeError(k, v, k.type() == ValueType.INTEGER ? "a whole number" : "a number", def);
        }
        BigDecimal d = parsed.get();
        if (k.type() == ValueType.INTEGER && d.stripTrailingZeros().scale() > 0) {
            return typeError(k, v, "a whole number", def);
        }
        ConfigKey.Range r = k.range();
        if (!r.contains(d)) {
            unreadable.add(key);
            boolean below = d.compareTo(r.min()) <= 0;
            String shown = secret.contains(key)
                    ? "[secret]"
                    : shorten(d.stripTrailingZeros().toPlainString());
            String plain = "set it to a value from " + r.text();
            String fix =
                    plain + (k.defaultValue() != null ? ", e.g. the default " + k.defaultValue() : ", or remove it");
            diagnostics.add(new Diagnostic(
                    Diagnostic.Level.ERROR,
                    below ? r.belowId() : r.aboveId(),
                    key,
                    "is " + shown + ", outside its range " + r.text(),
                    fix,
                    new Diagnostic.Suggestion(key, k.defaultValue(), plain)));
            return def;
        }
        return d;
    }

    /** A JSON number, or text that is one (Pulumi may store `--path` numbers as text); never NaN or infinity. */
    private static java.util.Optional<BigDecimal> number(JsonNode v) {
        if (v.isNumber()) {
            return v.isFloatingPointNumber() && !Double.isFinite(v.doubleValue())
                    ? java.util.Optional.empty()
                    : java.util.Optional.of(v.decimalValue());
        }
        if (v.isTextual()) {
            String t = v.asText().trim();
            if (t.matches("[-+]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][-+]?[0-9]{1,4})?")) {
                return java.util.Optional.of(new BigDecimal(t));
            }
        }
        return java.util.Optional.empty();
    }

    @Override
    public boolean bool(ConfigKey k) {
        JsonNode v = values.get(k.key());
        boolean def = (Boolean) k.defaultValue();
        if (v == null || v.isNull()) {
            return def;
        }
        if (v.isBoolean()) {
            return v.booleanValue();
        }
        // the engine hands a top-level boolean over as the text true/false; yes/on are text in YAML 1.2
        if (v.isTextual() && (v.asText().equals("true") || v.asText().equals("false"))) {
            return Boolean.parseBoolean(v.asText());
        }
        return typeError(k, v, "true or false", def);
    }

    @SuppressWarnings("unchecked")
    @Override
    public List<String> list(ConfigKey k) {
        JsonNode v = values.get(k.key());
        List<String> def = (List<String>) k.defaultValue();
        if (v == null || v.isNull()) {
            return def;
        }
        JsonNode node = v.isTextual() ? parseJson(v.asText()) : v;
        if (node == null && v.isTextual()) {
            // a single plain value (`pulumi config set sshAllowedCidrs 1.2.3.4/32`) is a list of one
            return plainItems(k, List.of(v.asText().trim()), def);
        }
        if (node != null && node.isArray()) {
            List<String> out = new ArrayList<>();
            for (JsonNode item : node) {
                if (!item.isTextual()) {
                    return typeError(k, v, "a list of strings", def);
                }
                out.add(item.asText().trim());
            }
            return plainItems(k, List.copyOf(out), def);
        }
        if (node != null && node.isTextual()) {
            return plainItems(k, List.of(node.asText().trim()), def);
        }
        return typeError(k, v, "a list of strings", def);
    }

    /** A map of text to text (tags.freeform): every value as text; the default when unset. */
    @SuppressWarnings("unchecked")
    @Override
    public Map<String, String> map(ConfigKey k) {
        JsonNode v = values.get(k.key());
        Map<String, String> def = (Map<String, String>) k.defaultValue();
        if (v == null || v.isNull()) {
            return def;
        }
        JsonNode node = v.isTextual() ? parseJson(v.asText()) : v;
        if (node == null || !node.isObject()) {
            return typeError(k, v, "a map of keys to values", def);
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!e.getValue().isValueNode() || e.getValue().isNull()) {
                return typeError(k, v, "a map of keys to text values", def);
            }
            out.put(e.getKey(), e.getValue().asText());
        }
        return out;
    }

    /** The items, or the default when one holds a control character (then refused). */
    private List<String> plainItems(ConfigKey k, List<String> items, List<String> def) {
        for (String item : items) {
            int control = PlainText.firstControl(item, "");
            if (control >= 0) {
                return controlCharacter(k, control, def);
            }
        }
        return items;
    }

    /** A list of objects (users.accounts): its items, or none when the value is not a list. */
    @Override
    public List<JsonNode> objects(ConfigKey k) {
        JsonNode v = values.get(k.key());
        if (v == null || v.isNull()) {
            return List.of();
        }
        JsonNode node = v.isTextual() ? parseJson(v.asText()) : v;
        if (node == null || !node.isArray()) {
            return typeError(k, v, "a list of objects", List.of());
        }
        List<JsonNode> out = new ArrayList<>();
        node.forEach(out::add);
        return out;
    }

    private <T> T typeError(ConfigKey k, JsonNode v, String expected, T fallback) {
        unreadable.add(k.key());
        String range = k.range() == null ? "" : " from " + k.range().text();
        String plain = "set " + expected + range;
        String fix = k.defaultValue() != null
                ? plain + ", e.g. the default " + docValue(k.defaultValue())
                : plain + ", or remove it";
        diagnostics.add(new Diagnostic(
                Diagnostic.Level.ERROR,
                "CONFIG_TYPE",
                k.key(),
                "must be " + expected + range + ", got "
                        + (secret.contains(k.key()) ? "[secret]" : describe(v.isTextual() ? v.asText() : v.toString())),
                fix,
                new Diagnostic.Suggestion(k.key(), k.defaultValue(), plain)));
        return fallback;
    }

    private static String docValue(Object v) {
        return v instanceof List<?> l ? l.toString() : String.valueOf(v);
    }

    private String quote(String key, String value) {
        return secret.contains(key) ? "[secret]" : describe(value);
    }

    private static JsonNode parseJson(String text) {
        try {
            return JSON.readTree(text);
        } catch (JsonProcessingException e) {
            return null;
        }
    }

    private static String describe(String value) {
        return "'" + shorten(value) + "'";
    }

    private static String shorten(String value) {
        return value.length() > 40 ? value.substring(0, 37) + "..." : value;
    }
}
