package ocigpucluster.generator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Writes the stand-in for the official Pulumi Java SDKs ({@code com.pulumi:oci}, {@code :command},
 * {@code :tls}) from the reference schema {@code pulumi-oci-command-schema.json}: the official
 * packages and class names ({@code com.pulumi.oci.Core.Vcn}, {@code ...Core.inputs.*Args},
 * {@code ...Core.outputs.*}, {@code CoreFunctions}, {@code com.pulumi.oci.Provider}) and the official
 * generated code's API (pulumi-java's "Java SDK generation": {@code @Export} outputs, {@code Output<Optional<T>>}
 * for outputs the provider may leave unset, {@code XArgs} builders with the schema's defaults,
 * {@code @CustomType} results whose builders refuse a missing required property), so that the program
 * compiles unchanged against either. {@code official-api/official-api.txt} is the official API
 * this must equal ({@code OfficialApiTest}).
 *
 * <p>Run by the build in {@code generate-sources}: {@code BindingGenerator <schema.json> <optional-outputs.json> <output dir>}.
 * Output is a pure function of the schema (sorted maps only, no clock), and files whose content
 * did not change are not rewritten, so the compiler's incremental check sees nothing new.
 */
public final class BindingGenerator {
    static final String HEADER =
            "// Stand-in generated from the reference schema (pulumi-oci-command-schema.json); the official Pulumi Java SDK's API.\n";
    private static final String PROVIDERS = "ocigpucluster.standin.Providers";

    private final JsonNode types;
    /** relative path (a/b/C.java) -> source */
    private final SortedMap<String, String> files = new TreeMap<>();
    /** module package -> invoke token -> nothing; the Functions class per module */
    private final SortedMap<String, SortedMap<String, JsonNode>> functionsByModule = new TreeMap<>();

    private BindingGenerator(JsonNode schema) {
        this.types = schema.path("types");
        for (var e : fields(schema.path("resources"))) {
            resource(e.getKey(), e.getValue());
        }
        for (var e : fields(schema.path("functions"))) {
            function(e.getKey(), e.getValue());
        }
        for (var e : functionsByModule.entrySet()) {
            functionsClass(e.getKey(), e.getValue());
        }
        if (schema.has("providerConfig")) {
            provider(schema.path("providerConfig"));
        }
    }

    /** Every generated file, keyed by its path relative to the source root; sorted, deterministic. */
    public static SortedMap<String, String> generate(JsonNode schema) {
        return new BindingGenerator(schema).files;
    }

    /**
     * The reference schema (kept byte for byte as the shared reference has it) with the official
     * SDKs' Output<Optional<T>> outputs laid over its resources: {@code optional-outputs.json}'s
     * {@code resources} (token → output names) become each resource's {@code optionalOutputs}.
     */
    public static JsonNode load(Path schema, Path optionalOutputs) throws IOException {
        var mapper = new ObjectMapper();
        var tree = mapper.readTree(schema.toFile());
        var overlay = mapper.readTree(optionalOutputs.toFile()).path("resources");
        overlay.fields().forEachRemaining(e -> {
            var r = tree.path("resources").path(e.getKey());
            if (!(r instanceof com.fasterxml.jackson.databind.node.ObjectNode o)) {
                throw new IllegalArgumentException(
                        optionalOutputs + " names " + e.getKey() + ", which " + schema + " has no resource of");
            }
            o.set("optionalOutputs", e.getValue());
        });
        return tree;
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println(
                    "usage: BindingGenerator <pulumi-oci-command-schema.json> <optional-outputs.json> <output source root>");
            System.exit(2);
        }
        var out = Path.of(args[2]);
        var files = generate(load(Path.of(args[0]), Path.of(args[1])));
        int written = write(files, out);
        System.out.println("[stand-in] " + files.size() + " files in " + out + ", " + written + " rewritten");
    }

    /**
     * Writes the files under {@code out}, touching only those whose bytes differ, and removes
     * .java files under {@code out} that the schema no longer yields (that directory belongs to
     * this generator alone). Returns how many files were written.
     */
    public static int write(SortedMap<String, String> files, Path out) throws IOException {
        int written = 0;
        for (var e : files.entrySet()) {
            var path = out.resolve(e.getKey());
            var bytes = e.getValue().getBytes(StandardCharsets.UTF_8);
            if (Files.isRegularFile(path) && java.util.Arrays.equals(Files.readAllBytes(path), bytes)) {
                continue;
            }
            Files.createDirectories(path.getParent());
            Files.write(path, bytes);
            written++;
        }
        var own = out;
        if (Files.isDirectory(own)) {
            List<Path> stale;
            try (Stream<Path> walk = Files.walk(own)) {
                stale = walk.filter(p -> p.toString().endsWith(".java"))
                        .filter(p -> !files.containsKey(out.relativize(p)
                                .toString()
                                .replace(p.getFileSystem().getSeparator(), "/")))
                        .toList();
            }
            for (var p : stale) {
                Files.delete(p);
                written++;
            }
        }
        return written;
    }

    // ---- names ---------------------------------------------------------------------------------

    /** The stand-in class of an official class: the same name (com.pulumi.oci.Core.Vcn). */
    static String binding(String officialClass) {
        return officialClass;
    }

    /** The output-side class of a nested input type: ...inputs.FooArgs -> ...outputs.Foo. */
    static String outputBinding(String officialClass) {
        var b = binding(officialClass);
        if (b.contains(".inputs.") && b.endsWith("Args")) {
            var o = b.replace(".inputs.", ".outputs.");
            return o.substring(0, o.length() - "Args".length());
        }
        return b;
    }

    /** Official package of a token's module: oci:Core/vcn:Vcn -> com.pulumi.oci.Core; command:remote:X -> com.pulumi.command.remote; tls:index/x:X -> com.pulumi.tls. */
    private static String modulePackage(String token) {
        var parts = token.split(":");
        var module = parts[1].contains("/") ? parts[1].substring(0, parts[1].indexOf('/')) : parts[1];
        return "com.pulumi." + parts[0] + ("index".equals(module) ? "" : "." + module);
    }

    private static String lastSegment(String token) {
        return token.substring(token.lastIndexOf(':') + 1);
    }

    private static String simple(String qualified) {
        return qualified.substring(qualified.lastIndexOf('.') + 1);
    }

    private static String pkg(String qualified) {
        return qualified.substring(0, qualified.lastIndexOf('.'));
    }

    private static String capitalize(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    // ---- Java types ----------------------------------------------------------------------------

    /** A Java type: qualified raw class and type arguments. */
    private record JType(String qualified, List<JType> args) {
        static JType of(String qualified, JType... args) {
            return new JType(qualified, List.of(args));
        }

        String render() {
            var s = simple(qualified);
            if (args.isEmpty()) {
                return s;
            }
            var inner = new ArrayList<String>();
            for (var a : args) {
                inner.add(a.render());
            }
            return s + "<" + String.join(",", inner) + ">";
        }

        void collectImports(TreeSet<String> into) {
            if (qualified.contains(".") && !qualified.startsWith("java.lang.")) {
                into.add(qualified);
            }
            for (var a : args) {
                a.collectImports(into);
            }
        }

        boolean isList() {
            return qualified.equals("java.util.List");
        }

        boolean isMap() {
            return qualified.equals("java.util.Map");
        }
    }

    private static final JType STRING = JType.of("java.lang.String");

    /** The Java type of a schema property; input side uses XArgs for nested objects, output side X. */
    private JType javaType(JsonNode p, boolean inputSide) {
        var type = p.path("type").asText();
        return switch (type) {
            case "array" -> JType.of("java.util.List", element(p, inputSide));
            case "map" -> JType.of("java.util.Map", STRING, element(p, inputSide));
            default -> scalar(type, p.path("ref").asText(null), inputSide);
        };
    }

    private JType element(JsonNode p, boolean inputSide) {
        var items = p.path("items").asText();
        return scalar(items, "object".equals(items) ? p.path("ref").asText(null) : null, inputSide);
    }

    private JType scalar(String type, String ref, boolean inputSide) {
        return switch (type) {
            case "string" -> ref != null && isEnum(ref) ? JType.of(enumClass(ref)) : STRING;
            case "integer" -> JType.of("java.lang.Integer");
            case "number" -> JType.of("java.lang.Double");
            case "boolean" -> JType.of("java.lang.Boolean");
            case "any" -> JType.of("java.lang.Object");
            case "asset" -> JType.of("com.pulumi.asset.Asset");
            case "archive" -> JType.of("com.pulumi.asset.Archive");
            case "assetOrArchive" -> JType.of("com.pulumi.asset.AssetOrArchive");
            case "object" -> {
                // both sides of a nested type exist officially, whichever side the schema uses it on
                var official = types.path(ref).path("javaClass").asText();
                if (official.contains(".inputs.")) {
                    inputType(ref);
                }
                outputType(ref);
                yield JType.of(inputSide ? binding(official) : outputBinding(official));
            }
            default -> throw new IllegalArgumentException("schema type '" + type + "' has no Java mapping");
        };
    }

    private boolean isEnum(String ref) {
        return "enum".equals(types.path(ref).path("kind").asText());
    }

    private String enumClass(String ref) {
        var cls = modulePackage(ref) + ".enums." + lastSegment(ref);
        var path = path(cls);
        if (!files.containsKey(path)) {
            files.put(path, enumSource(cls, types.path(ref)));
        }
        return cls;
    }

    // ---- TypeShape refs/tree of an @Export -----------------------------------------------------

    /** refs={...} and tree="[...]" as the official SDK writes them for a field's generic type. */
    private static String[] shape(JType t) {
        var refs = new ArrayList<String>();
        var tree = tree(t, refs);
        var classes = new ArrayList<String>();
        for (var r : refs) {
            classes.add(simple(r) + ".class");
        }
        return new String[] {String.join(",", classes), t.args().isEmpty() ? "[" + tree + "]" : tree};
    }

    /** Pre-order: each distinct class gets the next index; a generic type is [raw, args...]. */
    private static String tree(JType t, List<String> refs) {
        int idx = refs.indexOf(t.qualified());
        if (idx < 0) {
            refs.add(t.qualified());
            idx = refs.size() - 1;
        }
        if (t.args().isEmpty()) {
            return String.valueOf(idx);
        }
        var parts = new ArrayList<String>();
        parts.add(String.valueOf(idx));
        for (var a : t.args()) {
            parts.add(tree(a, refs));
        }
        return "[" + String.join(",", parts) + "]";
    }

    // ---- resources -----------------------------------------------------------------------------

    private void resource(String token, JsonNode r) {
        var cls = binding(r.path("javaClass").asText());
        var name = simple(cls);
        var inputs = r.path("inputs");
        var outputTypes = resourceOutputs(r);

        var imports = new TreeSet<String>(List.of(
                "com.pulumi.core.Output",
                "com.pulumi.core.annotations.ResourceType",
                "com.pulumi.resources.CustomResource",
                "com.pulumi.resources.CustomResourceOptions",
                "java.util.List",
                PROVIDERS));
        // a resource named Export (FileStorage) would shadow the annotation: qualify it there
        var export = "Export".equals(name) ? "com.pulumi.core.annotations.Export" : "Export";
        if (!"Export".equals(name)) {
            imports.add("com.pulumi.core.annotations.Export");
        }
        var optional = new TreeSet<String>();
        r.path("optionalOutputs").forEach(n -> optional.add(n.asText()));
        var body = exports(outputTypes, optional, export, imports);
        var secrets = new ArrayList<String>();
        for (var s : r.has("additionalSecretOutputs") ? r.path("additionalSecretOutputs") : r.path("secretOutputs")) {
            secrets.add("\"" + s.asText() + "\"");
        }
        var doc = r.path("doc").asText() + (r.path("deprecated").asBoolean() ? " (Deprecated by the provider.)" : "");
        var src = new StringBuilder(HEADER)
                .append("package ")
                .append(pkg(cls))
                .append(";\n\n")
                .append(importBlock(imports, pkg(cls)))
                .append("/** ")
                .append(doc)
                .append(" */\n")
                .append("@ResourceType(type=\"")
                .append(token)
                .append("\")\n")
                .append("public class ")
                .append(name)
                .append(" extends CustomResource {\n")
                .append("    private static final String PROVIDER = \"")
                .append(token, 0, token.indexOf(':'))
                .append("\";\n\n")
                .append(body);
        // every resource has it officially, required inputs or not (the engine then refuses the registration)
        src.append("    public ")
                .append(name)
                .append("(String name) {\n")
                .append("        this(name, ")
                .append(name)
                .append("Args.Empty);\n")
                .append("    }\n\n");
        src.append("    public ")
                .append(name)
                .append("(String name, ")
                .append(name)
                .append("Args args) {\n")
                .append("        this(name, args, null);\n")
                .append("    }\n\n")
                .append("    public ")
                .append(name)
                .append("(String name, ")
                .append(name)
                .append("Args args, CustomResourceOptions options) {\n")
                .append("        super(\"")
                .append(token)
                .append("\", name, args == null ? ")
                .append(name)
                .append("Args.Empty : args,\n")
                .append("                Providers.resourceOptions(PROVIDER, options, List.of(")
                .append(String.join(", ", secrets))
                .append(")), false);\n")
                .append("    }\n")
                .append("}\n");
        files.put(path(cls), src.toString());
        files.put(
                path(cls + "Args"),
                argsSource(
                        cls + "Args",
                        inputs,
                        "com.pulumi.resources.ResourceArgs",
                        "Input properties for " + name + " (" + token + ")."));
    }

    private static boolean anyRequired(JsonNode props) {
        for (var e : fields(props)) {
            if (e.getValue().path("required").asBoolean()) {
                return true;
            }
        }
        return false;
    }

    /**
     * The {@code @Export} fields and getters of a resource: {@code Output<T>}, or
     * {@code Output<Optional<T>>} for an output the provider may leave unset (the field and its
     * refs/tree stay T, as the official generated code has them).
     */
    private StringBuilder exports(
            Map<String, JsonNode> outputTypes, Set<String> optional, String export, TreeSet<String> imports) {
        var body = new StringBuilder();
        for (var e : outputTypes.entrySet()) {
            var t = javaType(e.getValue(), false);
            t.collectImports(imports);
            var sh = shape(t);
            var n = e.getKey();
            body.append("    @")
                    .append(export)
                    .append("(name=\"")
                    .append(n)
                    .append("\", refs={")
                    .append(sh[0])
                    .append("}, tree=\"")
                    .append(sh[1])
                    .append("\")\n")
                    .append("    private Output<")
                    .append(t.render())
                    .append("> ")
                    .append(n)
                    .append(";\n\n");
            if (optional.contains(n)) {
                imports.add("java.util.Optional");
                imports.add("com.pulumi.core.internal.Codegen");
                body.append("    public Output<Optional<")
                        .append(t.render())
                        .append(">> ")
                        .append(n)
                        .append("() {\n")
                        .append("        return Codegen.optional(this.")
                        .append(n)
                        .append(");\n");
            } else {
                body.append("    public Output<")
                        .append(t.render())
                        .append("> ")
                        .append(n)
                        .append("() {\n")
                        .append("        return this.")
                        .append(n)
                        .append(";\n");
            }
            body.append("    }\n\n");
        }
        return body;
    }

    /**
     * The explicit provider of the schema's providerConfig (pulumi:providers:oci):
     * {@code com.pulumi.oci.Provider} / {@code ProviderArgs}. Non-string settings travel
     * JSON-encoded ({@code @Import(json=true)}); the string ones are the provider's outputs.
     */
    private void provider(JsonNode config) {
        var inputs = new ObjectMapper().createObjectNode();
        var outputs = new LinkedHashMap<String, JsonNode>();
        var secrets = new ArrayList<String>();
        var names = new TreeMap<String, JsonNode>();
        for (var e : fields(config)) {
            names.put(e.getKey().substring(e.getKey().indexOf(':') + 1), e.getValue());
        }
        var provider = config.fieldNames()
                .next()
                .substring(0, config.fieldNames().next().indexOf(':'));
        for (var e : names.entrySet()) {
            inputs.set(e.getKey(), e.getValue());
            if ("string".equals(e.getValue().path("type").asText())) {
                outputs.put(e.getKey(), e.getValue());
            }
            if (e.getValue().path("secret").asBoolean()) {
                secrets.add("\"" + e.getKey() + "\"");
            }
        }
        var cls = "com.pulumi." + provider + ".Provider";
        var imports = new TreeSet<String>(List.of(
                "com.pulumi.core.Output",
                "com.pulumi.core.annotations.Export",
                "com.pulumi.core.annotations.ResourceType",
                "com.pulumi.resources.CustomResourceOptions",
                "com.pulumi.resources.ProviderResource",
                "java.util.List",
                PROVIDERS));
        var body = exports(outputs, outputs.keySet(), "Export", imports);
        var src = new StringBuilder(HEADER)
                .append("package ")
                .append(pkg(cls))
                .append(";\n\n")
                .append(importBlock(imports, pkg(cls)))
                .append("/** The ")
                .append(provider)
                .append(" provider (pulumi:providers:")
                .append(provider)
                .append("), for resources that need other settings than the default provider's. */\n")
                .append("@ResourceType(type=\"pulumi:providers:")
                .append(provider)
                .append("\")\n")
                .append("public class Provider extends ProviderResource {\n")
                .append(body)
                .append("    public Provider(String name) {\n")
                .append("        this(name, ProviderArgs.Empty);\n")
                .append("    }\n\n")
                .append("    public Provider(String name, ProviderArgs args) {\n")
                .append("        this(name, args, null);\n")
                .append("    }\n\n")
                .append("    public Provider(String name, ProviderArgs args, CustomResourceOptions options) {\n")
                .append("        super(\"")
                .append(provider)
                .append("\", name, args == null ? ProviderArgs.Empty : args,\n")
                .append("                Providers.resourceOptions(\"")
                .append(provider)
                .append("\", options, List.of(")
                .append(String.join(", ", secrets))
                .append(")), false);\n")
                .append("    }\n")
                .append("}\n");
        files.put(path(cls), src.toString());
        files.put(
                path(cls + "Args"),
                argsSource(
                        cls + "Args",
                        inputs,
                        "com.pulumi.resources.ResourceArgs",
                        "Settings of the " + provider + " provider (its schema's config keys)."));
    }

    /** Typed outputs; a resource without outputTypes has its inputs' types, string otherwise. */
    private static Map<String, JsonNode> resourceOutputs(JsonNode r) {
        var out = new LinkedHashMap<String, JsonNode>();
        if (r.has("outputTypes")) {
            for (var e : fields(r.path("outputTypes"))) {
                out.put(e.getKey(), e.getValue());
            }
            return out;
        }
        var string = new ObjectMapper().createObjectNode().put("type", "string");
        for (var n : r.path("outputs")) {
            var in = r.path("inputs").path(n.asText());
            out.put(n.asText(), in.isMissingNode() ? string : in);
        }
        return out;
    }

    // ---- invokes -------------------------------------------------------------------------------

    private void function(String token, JsonNode f) {
        var argsCls = binding(f.path("javaArgsClass").asText());
        var resultCls = binding(f.path("javaResultClass").asText());
        files.put(
                path(argsCls),
                argsSource(
                        argsCls,
                        f.path("inputs"),
                        "com.pulumi.resources.InvokeArgs",
                        "Arguments of the " + token + " invoke."));
        files.put(
                path(resultCls),
                customTypeSource(resultCls, f.path("outputs"), f.path("doc").asText()));
        functionsByModule
                .computeIfAbsent(modulePackage(token), k -> new TreeMap<>())
                .put(token, f);
    }

    private void functionsClass(String pkg, SortedMap<String, JsonNode> functions) {
        var module = pkg.substring(pkg.lastIndexOf('.') + 1);
        var name = capitalize(module) + "Functions";
        var imports = new TreeSet<String>(List.of(
                "com.pulumi.core.Output",
                "com.pulumi.core.TypeShape",
                "com.pulumi.deployment.Deployment",
                "com.pulumi.deployment.InvokeOptions",
                PROVIDERS));
        var byMethod = new TreeMap<String, String>();
        for (var e : functions.entrySet()) {
            var token = e.getKey();
            var f = e.getValue();
            var args = binding(f.path("javaArgsClass").asText());
            var result = binding(f.path("javaResultClass").asText());
            imports.add(args);
            imports.add(result);
            var method = lastSegment(token);
            var a = simple(args);
            var r = simple(result);
            var doc = "    /** " + f.path("doc").asText() + " */\n";
            // without a required argument the official class also has the no-argument form
            var noArgs = anyRequired(f.path("inputs"))
                    ? ""
                    : doc
                            + "    public static Output<" + r + "> " + method + "() {\n"
                            + "        return " + method + "(" + a + ".Empty, InvokeOptions.Empty);\n"
                            + "    }\n\n";
            byMethod.put(
                    method,
                    noArgs + doc
                            + "    public static Output<" + r + "> " + method + "(" + a + " args) {\n"
                            + "        return " + method + "(args, InvokeOptions.Empty);\n"
                            + "    }\n\n"
                            + doc
                            + "    public static Output<" + r + "> " + method + "(" + a
                            + " args, InvokeOptions options) {\n"
                            + "        return Deployment.getInstance().invoke(\"" + token + "\", TypeShape.of(" + r
                            + ".class), args,\n"
                            + "                Providers.invokeOptions(\"" + token.substring(0, token.indexOf(':'))
                            + "\", options));\n"
                            + "    }\n");
        }
        var cls = pkg + "." + name;
        var src = new StringBuilder(HEADER)
                .append("package ")
                .append(pkg)
                .append(";\n\n")
                .append(importBlock(imports, pkg))
                .append("/** Output-form invokes of the ")
                .append(module)
                .append(" module, shaped like the official SDK. */\n")
                .append("public final class ")
                .append(name)
                .append(" {\n")
                .append("    private ")
                .append(name)
                .append("() {}\n");
        for (var m : byMethod.values()) {
            src.append("\n").append(m);
        }
        src.append("}\n");
        files.put(path(cls), src.toString());
    }

    // ---- nested types --------------------------------------------------------------------------

    private String nestedDoc(String ref) {
        var t = types.path(ref);
        if (t.has("doc")) {
            return t.path("doc").asText();
        }
        return "Nested object " + lastSegment(ref) + " (used by "
                + t.path("usedBy").path(0).asText() + ").";
    }

    private void inputType(String ref) {
        var cls = binding(types.path(ref).path("javaClass").asText());
        var path = path(cls);
        if (files.containsKey(path)) {
            return;
        }
        files.put(path, ""); // placeholder: breaks cycles while the properties are walked
        files.put(
                path,
                argsSource(
                        cls, types.path(ref).path("properties"), "com.pulumi.resources.ResourceArgs", nestedDoc(ref)));
    }

    private void outputType(String ref) {
        var cls = outputBinding(types.path(ref).path("javaClass").asText());
        var path = path(cls);
        if (files.containsKey(path)) {
            return;
        }
        files.put(path, "");
        files.put(path, customTypeSource(cls, types.path(ref).path("properties"), nestedDoc(ref)));
    }

    // ---- class bodies --------------------------------------------------------------------------

    /** An input class: @Import fields, Optional getters for optional inputs, a builder that checks required ones. */
    private String argsSource(String cls, JsonNode props, String base, String doc) {
        var name = simple(cls);
        var imports = new TreeSet<String>(List.of(
                "com.pulumi.core.Output",
                "com.pulumi.core.annotations.Import",
                base,
                "java.util.Objects",
                "java.util.Optional"));
        var fields = new StringBuilder();
        var copy = new StringBuilder();
        var setters = new StringBuilder();
        var checks = new StringBuilder();
        for (var e : fields(props)) {
            var n = e.getKey();
            var p = e.getValue();
            var t = javaType(p, true);
            t.collectImports(imports);
            var ty = t.render();
            boolean required = p.path("required").asBoolean();
            boolean json = p.path("jsonEncodedOnProvider").asBoolean();
            fields.append("    @Import(name=\"")
                    .append(n)
                    .append("\"")
                    .append(required ? ", required=true" : "")
                    .append(json ? ", json=true" : "")
                    .append(")\n")
                    .append("    private Output<")
                    .append(ty)
                    .append("> ")
                    .append(n)
                    .append(";\n\n");
            if (required) {
                fields.append("    public Output<")
                        .append(ty)
                        .append("> ")
                        .append(n)
                        .append("() {\n")
                        .append("        return this.")
                        .append(n)
                        .append(";\n");
                imports.add("com.pulumi.exceptions.MissingRequiredPropertyException");
                checks.append("            if ($.")
                        .append(n)
                        .append(" == null) {\n")
                        .append("                throw new MissingRequiredPropertyException(\"")
                        .append(name)
                        .append("\", \"")
                        .append(n)
                        .append("\");\n")
                        .append("            }\n");
            } else {
                fields.append("    public Optional<Output<")
                        .append(ty)
                        .append(">> ")
                        .append(n)
                        .append("() {\n")
                        .append("        return Optional.ofNullable(this.")
                        .append(n)
                        .append(");\n");
            }
            if (p.has("default")) {
                // the official builders fill the provider schema's default when the caller set none
                imports.add("com.pulumi.core.internal.Codegen");
                checks.append("            $.")
                        .append(n)
                        .append(" = Codegen.")
                        .append(propKind(t))
                        .append("Prop(\"")
                        .append(n)
                        .append("\").output().arg($.")
                        .append(n)
                        .append(").def(")
                        .append(literal(t, p.path("default")))
                        .append(").getNullable();\n");
            }
            fields.append("    }\n\n");
            copy.append("        this.").append(n).append(" = $.").append(n).append(";\n");
            setters.append("        public Builder ")
                    .append(n)
                    .append("(Output<")
                    .append(ty)
                    .append("> ")
                    .append(n)
                    .append(") {\n")
                    .append("            $.")
                    .append(n)
                    .append(" = ")
                    .append(n)
                    .append(";\n")
                    .append("            return this;\n")
                    .append("        }\n\n")
                    .append("        public Builder ")
                    .append(n)
                    .append("(")
                    .append(ty)
                    .append(" ")
                    .append(n)
                    .append(") {\n")
                    .append("            return ")
                    .append(n)
                    .append("(Output.of(")
                    .append(n)
                    .append("));\n")
                    .append("        }\n\n");
            setters.append(listVarargs(n, t));
        }
        return HEADER + "package " + pkg(cls) + ";\n\n"
                + importBlock(imports, pkg(cls))
                + "/** " + doc + " */\n"
                + "public final class " + name + " extends " + simple(base) + " {\n\n"
                + "    public static final " + name + " Empty = new " + name + "();\n\n"
                + fields
                + "    private " + name + "() {}\n\n"
                + "    private " + name + "(" + name + " $) {\n"
                + copy
                + "    }\n\n"
                + builderFactories(name)
                + "    public static final class Builder {\n"
                + "        private final " + name + " $;\n\n"
                + "        public Builder() {\n"
                + "            $ = new " + name + "();\n"
                + "        }\n\n"
                + "        public Builder(" + name + " defaults) {\n"
                + "            $ = new " + name + "(Objects.requireNonNull(defaults));\n"
                + "        }\n\n"
                + setters
                + "        public " + name + " build() {\n"
                + checks
                + "            return $;\n"
                + "        }\n"
                + "    }\n"
                + "}\n";
    }

    /** An output class: @CustomType with plain getters (Optional / empty collection when not always present) and a builder. */
    private String customTypeSource(String cls, JsonNode props, String doc) {
        var name = simple(cls);
        var imports = new TreeSet<String>(List.of("com.pulumi.core.annotations.CustomType", "java.util.Objects"));
        var decls = new StringBuilder();
        var getters = new StringBuilder();
        var copy = new StringBuilder();
        var setters = new StringBuilder();
        var assign = new StringBuilder();
        for (var e : fields(props)) {
            var n = e.getKey();
            var p = e.getValue();
            var t = javaType(p, false);
            t.collectImports(imports);
            var ty = t.render();
            boolean required = p.path("required").asBoolean();
            decls.append("    private ").append(ty).append(" ").append(n).append(";\n");
            if (required) {
                getters.append("    public ")
                        .append(ty)
                        .append(" ")
                        .append(n)
                        .append("() {\n")
                        .append("        return this.")
                        .append(n)
                        .append(";\n");
            } else if (t.isList() || t.isMap()) {
                getters.append("    public ")
                        .append(ty)
                        .append(" ")
                        .append(n)
                        .append("() {\n")
                        .append("        return this.")
                        .append(n)
                        .append(" == null ? ")
                        .append(t.isList() ? "List" : "Map")
                        .append(".of() : this.")
                        .append(n)
                        .append(";\n");
            } else {
                imports.add("java.util.Optional");
                getters.append("    public Optional<")
                        .append(ty)
                        .append("> ")
                        .append(n)
                        .append("() {\n")
                        .append("        return Optional.ofNullable(this.")
                        .append(n)
                        .append(");\n");
            }
            getters.append("    }\n\n");
            copy.append("            this.")
                    .append(n)
                    .append(" = defaults.")
                    .append(n)
                    .append(";\n");
            setters.append("        @CustomType.Setter\n")
                    .append("        public Builder ")
                    .append(n)
                    .append("(")
                    .append(ty)
                    .append(" ")
                    .append(n)
                    .append(") {\n");
            if (required) {
                // as the official result builders: a required property the provider did not send is an error, not a
                // null
                imports.add("com.pulumi.exceptions.MissingRequiredPropertyException");
                setters.append("            if (")
                        .append(n)
                        .append(" == null) {\n")
                        .append("                throw new MissingRequiredPropertyException(\"")
                        .append(name)
                        .append("\", \"")
                        .append(n)
                        .append("\");\n")
                        .append("            }\n");
            }
            setters.append("            this.")
                    .append(n)
                    .append(" = ")
                    .append(n)
                    .append(";\n")
                    .append("            return this;\n")
                    .append("        }\n\n");
            setters.append(listVarargs(n, t));
            assign.append("            _resultValue.")
                    .append(n)
                    .append(" = ")
                    .append(n)
                    .append(";\n");
        }
        return HEADER + "package " + pkg(cls) + ";\n\n"
                + importBlock(imports, pkg(cls))
                + "/** " + doc + " */\n"
                + "@CustomType\n"
                + "public final class " + name + " {\n"
                + decls + "\n"
                + "    private " + name + "() {}\n\n"
                + getters
                + builderFactories(name)
                + "    @CustomType.Builder\n"
                + "    public static final class Builder {\n"
                + decls.toString().replace("    private ", "        private ") + "\n"
                + "        public Builder() {}\n\n"
                + "        public Builder(" + name + " defaults) {\n"
                + "            Objects.requireNonNull(defaults);\n"
                + copy
                + "        }\n\n"
                + setters
                + "        public " + name + " build() {\n"
                + "            final var _resultValue = new " + name + "();\n"
                + assign
                + "            return _resultValue;\n"
                + "        }\n"
                + "    }\n"
                + "}\n";
    }

    /** Codegen's property builder for a scalar type (integerProp, doubleProp, booleanProp, stringProp). */
    private static String propKind(JType t) {
        return switch (t.qualified()) {
            case "java.lang.Integer" -> "integer";
            case "java.lang.Double" -> "double";
            case "java.lang.Boolean" -> "boolean";
            case "java.lang.String" -> "string";
            default -> throw new IllegalArgumentException("no default for a property of type " + t.qualified());
        };
    }

    /** A schema default as a Java literal of the property's type (port 22 -> 22.0 for a Double). */
    private static String literal(JType t, JsonNode value) {
        return switch (t.qualified()) {
            case "java.lang.Integer" -> String.valueOf(value.asInt());
            case "java.lang.Double" -> String.valueOf(value.asDouble());
            case "java.lang.Boolean" -> String.valueOf(value.asBoolean());
            default -> "\"" + value.asText().replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
        };
    }

    /** For a list property, the varargs overload of its builder setter, as the official SDK has. */
    private static String listVarargs(String n, JType t) {
        if (!t.isList()) {
            return "";
        }
        return "        public Builder " + n + "(" + t.args().get(0).render() + "... " + n + ") {\n"
                + "            return " + n + "(List.of(" + n + "));\n"
                + "        }\n\n";
    }

    private static String builderFactories(String name) {
        return "    public static Builder builder() {\n"
                + "        return new Builder();\n"
                + "    }\n\n"
                + "    public static Builder builder(" + name + " defaults) {\n"
                + "        return new Builder(defaults);\n"
                + "    }\n\n";
    }

    private static String enumSource(String cls, JsonNode t) {
        var name = simple(cls);
        var constants = new ArrayList<String>();
        for (var v : t.path("values")) {
            constants.add("    " + capitalize(v.asText()) + "(\"" + v.asText() + "\")");
        }
        return HEADER + "package " + pkg(cls) + ";\n\n"
                + "import com.pulumi.core.annotations.EnumType;\n"
                + "import java.util.Objects;\n"
                + "import java.util.StringJoiner;\n\n"
                + "/** " + t.path("doc").asText() + " */\n"
                + "@EnumType\n"
                + "public enum " + name + " {\n"
                + String.join(",\n", constants) + ";\n\n"
                + "    private final String value;\n\n"
                + "    " + name + "(String value) {\n"
                + "        this.value = Objects.requireNonNull(value);\n"
                + "    }\n\n"
                + "    @EnumType.Converter\n"
                + "    public String getValue() {\n"
                + "        return this.value;\n"
                + "    }\n\n"
                + "    @Override\n"
                + "    public String toString() {\n"
                + "        return new StringJoiner(\", \", \"" + name
                + "[\", \"]\").add(\"value='\" + this.value + \"'\").toString();\n"
                + "    }\n"
                + "}\n";
    }

    // ---- helpers -------------------------------------------------------------------------------

    private static String importBlock(TreeSet<String> imports, String ownPackage) {
        var sb = new StringBuilder();
        for (var i : imports) {
            if (!pkg(i).equals(ownPackage)) {
                sb.append("import ").append(i).append(";\n");
            }
        }
        return sb.append("\n").toString();
    }

    private static String path(String cls) {
        return cls.replace('.', '/') + ".java";
    }

    private static Iterable<Map.Entry<String, JsonNode>> fields(JsonNode node) {
        return () -> {
            Iterator<Map.Entry<String, JsonNode>> it = node.fields();
            return it;
        };
    }
}
