package ocigpucluster.validation;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ocigpucluster.settings.ConfigKeys;
import ocigpucluster.settings.RawConfig;
import ocigpucluster.settings.Spelling;

/**
 * What a stack file holds beyond this program's own keys: the provider's keys ({@code oci:*}),
 * checked against the provider's configuration schema and OCI's region list by the reader (so
 * under {@code pulumi up} as offline); the ESC environments it imports, which the offline tools
 * cannot open; and, before a deployment ({@code validate --for-deploy}, {@code pulumi up}), the
 * placeholders of the example stacks.
 */
public final class StackFileChecks {
    /** The reference provider schema on the class path; {@code schema.ReferenceSchema} reads the same file. */
    public static final String SCHEMA_RESOURCE = "ocigpucluster/pulumi-oci-command-schema.json";

    static final String PROVIDER = "oci";
    static final String REGION = "oci:region";

    public static final String PROVIDER_KEY_UNKNOWN = "PROVIDER_KEY_UNKNOWN";
    public static final String PROVIDER_VALUE_INVALID = "PROVIDER_VALUE_INVALID";
    public static final String REGION_UNKNOWN = "REGION_UNKNOWN";
    public static final String REGION_NOT_LISTED = "REGION_NOT_LISTED";
    public static final String ESC_ENVIRONMENT_UNRESOLVED = "ESC_ENVIRONMENT_UNRESOLVED";
    public static final String ESC_VALUE_UNRESOLVED = "ESC_VALUE_UNRESOLVED";
    public static final String PLACEHOLDER_VALUE = "PLACEHOLDER_VALUE";

    /** The ids these checks report, for the catalog ({@code validate --list-checks}) and {@code suppressWarnings}. */
    static final List<CheckCatalog.Entry> ENTRIES = List.of(
            new CheckCatalog.Entry(
                    PROVIDER_KEY_UNKNOWN,
                    Diagnostic.Level.ERROR,
                    "an oci:* key the oci provider does not read (its configuration schema; with a did-you-mean)"),
            new CheckCatalog.Entry(
                    PROVIDER_VALUE_INVALID,
                    Diagnostic.Level.ERROR,
                    "an oci:* value of the wrong type or outside the values the provider's schema lists (oci:auth)"),
            new CheckCatalog.Entry(
                    REGION_UNKNOWN,
                    Diagnostic.Level.ERROR,
                    "oci:region is no region name, or a misspelt one (ap-tokio-1; with a did-you-mean)"),
            new CheckCatalog.Entry(
                    REGION_NOT_LISTED,
                    Diagnostic.Level.WARNING,
                    "oci:region is shaped like a region but not in this version's list of OCI regions"),
            new CheckCatalog.Entry(
                    ESC_ENVIRONMENT_UNRESOLVED,
                    Diagnostic.Level.WARNING,
                    "offline: the stack imports ESC environments (environment:), whose values were not read"),
            new CheckCatalog.Entry(
                    ESC_VALUE_UNRESOLVED,
                    Diagnostic.Level.WARNING,
                    "offline: a required key is not in the stack file and may come from an imported ESC environment"),
            new CheckCatalog.Entry(
                    PLACEHOLDER_VALUE,
                    Diagnostic.Level.ERROR,
                    "--for-deploy and pulumi up: a placeholder of the example stacks (an OCID with 'example',"
                            + " a value or secret with 'placeholder')"));

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern REGION_SHAPE = Pattern.compile("[a-z]{2,3}(-[a-z]+)+-[0-9]+");
    /** An OCID-shaped token: ocid1.<type>.<realm>.[region][.future].<unique> (AccessChecks.OCID, any unique part). */
    private static final Pattern OCID_TOKEN =
            Pattern.compile("ocid1\\.[a-z0-9_]+\\.[a-z0-9]+\\.[a-z0-9-]*(?:\\.[a-z0-9-]+)?\\.([A-Za-z0-9_<>-]+)");

    private static volatile Map<String, JsonNode> providerKeys;

    private StackFileChecks() {}

    // ---- the provider's keys (run by the reader) ---------------------------------------------

    /** Every {@code oci:*} key and value of {@code raw} against the provider's configuration schema and the region list. */
    static List<Diagnostic> provider(RawConfig raw) {
        List<Diagnostic> out = new ArrayList<>();
        Map<String, JsonNode> schema = providerKeys();
        for (Map.Entry<String, String> e : raw.values().entrySet()) {
            String key = e.getKey();
            if (!key.startsWith(PROVIDER + ":") || key.length() == PROVIDER.length() + 1) {
                continue;
            }
            JsonNode spec = schema.get(key);
            if (spec == null) {
                out.add(unknownKey(key, schema));
                continue;
            }
            if (raw.unreadableSecrets().contains(key)) {
                continue; // encrypted: its value is not known offline
            }
            boolean secret = raw.secretKeys().contains(key);
            String value = e.getValue() == null ? "" : e.getValue().trim();
            if (key.equals(REGION)) {
                region(value, secret).ifPresent(out::add);
            } else {
                typeOrChoice(key, value, spec, secret).ifPresent(out::add);
            }
        }
        return out;
    }

    private static Diagnostic unknownKey(String key, Map<String, JsonNode> schema) {
        String name = key.substring(PROVIDER.length() + 1);
        List<String> names = schema.keySet().stream()
                .map(k -> k.substring(PROVIDER.length() + 1))
                .sorted()
                .toList();
        Optional<String> near = Spelling.closest(name, names, Math.max(2, name.length() / 4));
        String fix = near.map(n -> "did you mean " + PROVIDER + ":" + n + "? rename it (`pulumi config rm " + key
                        + "`, then `pulumi config set " + PROVIDER + ":" + n + " ...`)")
                .orElse("remove it (`pulumi config rm " + key + "`); the provider reads " + String.join(", ", names));
        return Diagnostic.error(
                PROVIDER_KEY_UNKNOWN,
                key,
                "is not a configuration key of the oci provider (pulumi-oci's schema); nothing would read it",
                fix);
    }

    /** An unknown region name: a typo of a known one is an error; a name shaped like a region only a warning. */
    static Optional<Diagnostic> region(String value, boolean secret) {
        if (value.isEmpty() || Regions.identifier(value).isPresent()) {
            return Optional.empty();
        }
        String t = value.toLowerCase(Locale.ROOT);
        String shown = secret ? "[secret]" : value;
        Optional<String> near = Spelling.closest(t, Regions.identifiers(), 3);
        String setIt = near.map(n -> "did you mean " + n + "? `pulumi config set " + REGION + " " + n + "`")
                .orElse("give a region identifier such as ap-tokyo-1 or us-ashburn-1");
        if (!REGION_SHAPE.matcher(t).matches()) {
            return Optional.of(Diagnostic.error(
                    REGION_UNKNOWN,
                    REGION,
                    "'" + shown + "' is not an OCI region identifier (<area>-<city>-<n>, e.g. ap-tokyo-1)",
                    setIt));
        }
        String location = t.substring(0, t.lastIndexOf('-'));
        boolean knownCity = Regions.identifiers().stream().anyMatch(r -> r.startsWith(location + "-"));
        if (!knownCity && near.isPresent() && Spelling.distance(t, near.get()) <= 2) {
            return Optional.of(Diagnostic.error(REGION_UNKNOWN, REGION, "'" + shown + "' is not an OCI region", setIt));
        }
        // The SDK looks a name it does not know up in ~/.oci/regions-config.json and OCI_REGION_METADATA
        // (oci-go-sdk common/common.go, StringToRegion): a region newer than this list can still work.
        return Optional.of(Diagnostic.warning(
                REGION_NOT_LISTED,
                REGION,
                "'" + shown + "' is not in this version's list of OCI regions (" + Regions.RESOURCE
                        + ", from oci-go-sdk v65.117.1 of 2026-06-09)",
                "check the spelling; a region newer than the list works only where the OCI SDK can resolve it"
                        + " (~/.oci/regions-config.json or OCI_REGION_METADATA)"));
    }

    private static Optional<Diagnostic> typeOrChoice(String key, String value, JsonNode spec, boolean secret) {
        String type = spec.path("type").asText("string");
        String shown = secret ? "[secret]" : value;
        if (type.equals("boolean") && !value.equals("true") && !value.equals("false")) {
            return Optional.of(Diagnostic.error(
                    PROVIDER_VALUE_INVALID,
                    key,
                    "must be true or false, got '" + shown + "'",
                    "`pulumi config set " + key + " true` (or false)"));
        }
        if (type.equals("integer") && !value.matches("-?[0-9]{1,18}")) {
            return Optional.of(Diagnostic.error(
                    PROVIDER_VALUE_INVALID,
                    key,
                    "must be a whole number, got '" + shown + "'",
                    "`pulumi config set " + key + " <number>`"));
        }
        JsonNode values = spec.path("values");
        if (values.isArray() && !values.isEmpty()) {
            List<String> allowed = new ArrayList<>();
            values.forEach(v -> allowed.add(v.asText()));
            if (!allowed.contains(value)) {
                String near = Spelling.closest(value, allowed, 3)
                        .map(n -> "did you mean " + n + "? ")
                        .orElse("");
                return Optional.of(Diagnostic.error(
                        PROVIDER_VALUE_INVALID,
                        key,
                        "'" + shown + "' is not one of " + String.join(", ", allowed),
                        near + "`pulumi config set " + key + " " + allowed.get(0) + "` (or another of those)"));
            }
        }
        return Optional.empty();
    }

    /**
     * The provider's configuration keys ({@code oci:region} ...) from the reference schema's
     * {@code providerConfig} (pulumi-oci's {@code config.variables}), read once by streaming over
     * the file: the rest of it is the resources' schema, which validation does not need.
     */
    static Map<String, JsonNode> providerKeys() {
        Map<String, JsonNode> local = providerKeys;
        if (local != null) {
            return local;
        }
        try (InputStream in = StackFileChecks.class.getClassLoader().getResourceAsStream(SCHEMA_RESOURCE)) {
            providerKeys = local = providerKeys(in, SCHEMA_RESOURCE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return local;
    }

    /** The {@code oci:*} keys of a schema's {@code providerConfig}, read from {@code in} (named {@code name} in an error). */
    static Map<String, JsonNode> providerKeys(InputStream in, String name) throws IOException {
        if (in == null) {
            throw new IllegalStateException(name + " is not on the class path");
        }
        Map<String, JsonNode> out = new LinkedHashMap<>();
        try (JsonParser p = new JsonFactory(JSON).createParser(in)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new IllegalStateException(name + " is not a JSON object");
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                p.nextToken();
                if (field.equals("providerConfig")) {
                    JsonNode config = p.readValueAsTree();
                    config.fields().forEachRemaining(f -> {
                        if (f.getKey().startsWith(PROVIDER + ":")) {
                            out.put(f.getKey(), f.getValue());
                        }
                    });
                } else {
                    p.skipChildren();
                }
            }
        }
        if (out.isEmpty()) {
            throw new IllegalStateException(name + " has no providerConfig keys of " + PROVIDER);
        }
        return java.util.Collections.unmodifiableMap(out);
    }

    // ---- ESC environments (offline only) -------------------------------------------------------

    /**
     * The validation of a stack file that imports ESC environments: a warning naming them and what
     * could not be checked, and each "required and not set" about a key of this program turned into
     * a warning that the environment may set it (Pulumi's CLI resolves the environments and hands
     * their {@code pulumiConfig} to the program under {@code pulumi up}, where it is checked).
     * {@code keepRequired}: the preview, which cannot run without the values, keeps those errors.
     */
    public static Validation withEscImports(
            Validation v, List<String> environments, String stackFile, boolean keepRequired) {
        if (environments.isEmpty()) {
            return v;
        }
        boolean suppressed = v.settings().suppressWarnings().contains(ESC_ENVIRONMENT_UNRESOLVED);
        List<Diagnostic> out = new ArrayList<>();
        List<String> unresolved = new ArrayList<>();
        for (Diagnostic d : v.diagnostics()) {
            if (!keepRequired && d.id().equals("REQUIRED_MISSING")) {
                unresolved.add(d.key());
                if (!v.settings().suppressWarnings().contains(ESC_VALUE_UNRESOLVED)) {
                    out.add(new Diagnostic(
                            Diagnostic.Level.WARNING,
                            ESC_VALUE_UNRESOLVED,
                            d.key(),
                            "is not set in " + stackFile + "; it may come from the ESC environment"
                                    + (environments.size() == 1 ? " " : "s ") + String.join(", ", environments)
                                    + ", which offline tools cannot open, so it was not checked",
                            "give it with --set " + d.key() + "=VALUE to check it offline; `pulumi up` checks it"
                                    + " with the environments' values; if no environment sets it: " + d.fix(),
                            null,
                            d.keys()));
                }
            } else {
                out.add(d);
            }
        }
        if (!suppressed) {
            out.add(Diagnostic.warning(
                    ESC_ENVIRONMENT_UNRESOLVED,
                    "environment",
                    stackFile + " imports the ESC environment" + (environments.size() == 1 ? " " : "s ")
                            + String.join(", ", environments)
                            + "; offline tools cannot open them, so the values their pulumiConfig gives were not"
                            + " read: the checks saw " + stackFile + "'s values and the defaults in their place"
                            + (unresolved.isEmpty() ? "" : ", and " + String.join(", ", unresolved) + " not at all"),
                    "to check the values they give, pass them with --set KEY=VALUE (`esc env get <env>` shows them),"
                            + " or run `pulumi preview`, which opens the environments"));
        }
        return new Validation(v.settings(), sorted(out));
    }

    // ---- placeholders (before a deployment) ----------------------------------------------------

    /**
     * The example stacks' placeholders in {@code raw}: an OCID whose unique part has "example", a
     * plain value with "placeholder", an encrypted value ({@code ciphertexts}: key to the
     * {@code secure:} text) with "placeholder". Each is an error before a deployment.
     */
    public static List<Diagnostic> placeholders(RawConfig raw, Map<String, String> ciphertexts) {
        List<Diagnostic> out = new ArrayList<>();
        String prefix = ConfigKeys.PROJECT + ":";
        for (Map.Entry<String, String> e : raw.values().entrySet()) {
            String name = e.getKey().startsWith(prefix) ? e.getKey().substring(prefix.length()) : e.getKey();
            boolean secret = raw.secretKeys().contains(e.getKey());
            JsonNode node = parse(e.getValue());
            walk(name, node, secret, out);
        }
        ciphertexts.forEach((key, text) -> {
            if (text != null && text.toLowerCase(Locale.ROOT).contains("placeholder")) {
                out.add(placeholder(
                        key.startsWith(prefix) ? key.substring(prefix.length()) : key,
                        "holds the example stack's placeholder secret, not a value your secrets provider encrypted",
                        true,
                        "..."));
            }
        });
        return sorted(out);
    }

    /** The validation with the placeholders found added (a deployment refuses them). */
    public static Validation forDeploy(Validation v, RawConfig raw, Map<String, String> ciphertexts) {
        List<Diagnostic> found = placeholders(raw, ciphertexts);
        if (found.isEmpty()) {
            return v;
        }
        List<Diagnostic> all = new ArrayList<>(v.diagnostics());
        all.addAll(found);
        return new Validation(v.settings(), sorted(all));
    }

    private static void walk(String where, JsonNode node, boolean secret, List<Diagnostic> out) {
        if (node.isObject()) {
            node.fields().forEachRemaining(f -> walk(where + "." + f.getKey(), f.getValue(), secret, out));
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                walk(where + "[" + i + "]", node.get(i), secret, out);
            }
        } else if (node.isTextual()) {
            String text = node.asText();
            Matcher m = OCID_TOKEN.matcher(text);
            while (m.find()) {
                if (m.group(1).toLowerCase(Locale.ROOT).contains("example")) {
                    out.add(placeholder(
                            where,
                            (secret ? "[secret]" : "'" + m.group() + "'") + " is a placeholder OCID of the example"
                                    + " stacks ('example' in its unique part), not a resource of yours",
                            false,
                            "ocid1.<type>.oc1.<region>.<unique>"));
                    return;
                }
            }
            if (text.toLowerCase(Locale.ROOT).contains("placeholder")) {
                out.add(placeholder(
                        where, "holds a placeholder of the example stacks ('placeholder' in its value)", false, "..."));
            }
        }
    }

    /** A placeholder found at {@code key}, and the command that sets a value of yours. */
    private static Diagnostic placeholder(String key, String message, boolean secret, String value) {
        return Diagnostic.error(
                PLACEHOLDER_VALUE,
                key,
                message,
                "set yours: `pulumi config set " + (secret ? "--secret " : "") + (key.contains(".") ? "--path " : "")
                        + key + " " + value + "`"
                        + (key.endsWith("imageId")
                                ? " (finding the image: docs/operators-guide.md#finding-the-gpu-image)"
                                : ""));
    }

    private static JsonNode parse(String text) {
        if (text == null) {
            return JSON.nullNode();
        }
        String t = text.trim();
        if (t.startsWith("{") || t.startsWith("[")) {
            try {
                return JSON.readTree(t);
            } catch (IOException e) {
                // not JSON after all: the text itself
            }
        }
        return JSON.getNodeFactory().textNode(text);
    }

    private static List<Diagnostic> sorted(List<Diagnostic> in) {
        List<Diagnostic> out = new ArrayList<>(in);
        out.sort(Validator.ORDER);
        return List.copyOf(out);
    }
}
