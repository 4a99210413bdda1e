package ocigpucluster.standin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.EnumType;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.Import;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.core.internal.Internal;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The stand-in has the official SDKs' API: every fact of official-api/official-api.txt (extracted
 * from the official generated sources, see its README) is read back from the compiled stand-in by
 * reflection — classes, supertypes, annotations, @Import/@Export facts, public constructors and
 * methods with their generic types, builder defaults and required-property checks (these two by
 * running the builders) — and the two sets must be equal, except for the official members the
 * program does not use and the stand-in leaves out on purpose ({@link #omitted}).
 */
class OfficialApiTest {
    private static final Path EXTRACT = Path.of("official-api/official-api.txt");
    /** Where the build compiled the stand-in's generated classes. */
    private static final Path CLASSES = Path.of("target/classes");

    @Test
    void theStandInHasExactlyTheOfficialApi() throws Exception {
        var official = officialFacts();
        var classes = official.stream()
                .map(l -> l.substring(0, l.indexOf(' ')).replace("$Builder", ""))
                .collect(Collectors.toCollection(TreeSet::new));
        assertTrue(classes.size() > 400, "only " + classes.size() + " classes in the extract");
        var standIn = new TreeSet<String>();
        var problems = new ArrayList<String>();
        for (var name : classes) {
            try {
                standIn.addAll(facts(Class.forName(name)));
            } catch (ClassNotFoundException e) {
                problems.add("stand-in lacks class " + name);
            }
        }
        for (var fact : official) {
            if (!standIn.contains(fact) && !omitted(fact)) {
                problems.add("official, not in the stand-in: " + fact);
            }
        }
        for (var fact : standIn) {
            if (!official.contains(fact)) {
                problems.add("stand-in only:               " + fact);
            }
        }
        assertTrue(
                problems.isEmpty(),
                () -> problems.size() + " differences from the official API:\n" + String.join("\n", problems));
    }

    /** Every class the stand-in generates is in the extract (a stand-in class the official SDKs lack would compile here and nowhere else). */
    @Test
    void theStandInHasNoClassTheOfficialSdksLack() throws IOException {
        var official = officialFacts().stream()
                .map(l -> l.substring(0, l.indexOf(' ')).replace("$Builder", ""))
                .collect(Collectors.toSet());
        var extra = new TreeSet<String>();
        try (Stream<Path> walk = Files.walk(CLASSES.resolve("com/pulumi"))) {
            walk.map(p -> CLASSES.relativize(p)
                            .toString()
                            .replace(p.getFileSystem().getSeparator(), "."))
                    .filter(n -> n.endsWith(".class") && !n.contains("$"))
                    .map(n -> n.substring(0, n.length() - ".class".length()))
                    .filter(n -> !official.contains(n))
                    .forEach(extra::add);
        }
        assertEquals(Set.of(), extra);
    }

    /** The test can fail: a changed default, a changed signature and a dropped required check are each seen. */
    @Test
    void aChangedFactIsADifference() throws Exception {
        var facts = facts(Class.forName("com.pulumi.command.remote.inputs.ConnectionArgs"));
        assertTrue(
                facts.contains("com.pulumi.command.remote.inputs.ConnectionArgs$Builder default dialErrorLimit=10"),
                facts::toString);
        assertTrue(
                facts.contains("com.pulumi.command.remote.inputs.ConnectionArgs$Builder requires host"),
                facts::toString);
        var official = officialFacts();
        assertTrue(
                official.contains("com.pulumi.command.remote.inputs.ConnectionArgs$Builder default dialErrorLimit=10"));
        assertTrue(!official.contains(
                "com.pulumi.command.remote.inputs.ConnectionArgs$Builder default dialErrorLimit=11"));
        assertTrue(official.contains("com.pulumi.command.remote.Command method Output<Optional<String>> create()"));
        assertTrue(!official.contains("com.pulumi.command.remote.Command method Output<String> create()"));
    }

    /**
     * Official members the stand-in leaves out, by kind (official-api/README.md): lookups of
     * existing resources ({@code X.get(name, id, XState, options)}) and the plain and
     * InvokeOutputOptions forms of invokes. The program uses none of them; using one fails its
     * compile against the stand-in, and then the generator gains it.
     */
    static boolean omitted(String fact) {
        return fact.matches("\\S+ method static \\w+ get\\(String,Output<String>,(\\w+State,)?CustomResourceOptions\\)")
                || fact.matches("\\S+Functions method static CompletableFuture<\\w+> \\w+Plain\\(.*")
                || fact.matches("\\S+Functions method static Output<\\w+> \\w+\\(\\w+,InvokeOutputOptions\\)");
    }

    private static Set<String> officialFacts() throws IOException {
        var out = new TreeSet<String>();
        for (var line : Files.readAllLines(EXTRACT)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            var m = java.util.regex.Pattern.compile("^(\\S+ default \\w+)=(.*)$")
                    .matcher(line);
            out.add(m.matches() ? m.group(1) + "=" + literal(m.group(2)) : line);
        }
        return out;
    }

    /** A default's value in one spelling for both sides: "root" stays quoted, 2.2e+01 and 22.0 become 22. */
    private static String literal(String v) {
        if (v.startsWith("\"") || v.equals("true") || v.equals("false")) {
            return v;
        }
        return new BigDecimal(v).stripTrailingZeros().toPlainString();
    }

    // ---- the stand-in's facts, in the extract's format -----------------------------------------

    static Set<String> facts(Class<?> cls) throws Exception {
        var out = new TreeSet<String>();
        var name = cls.getName();
        var sup = cls.isEnum() || cls.getSuperclass() == Object.class
                ? ""
                : cls.getSuperclass().getSimpleName();
        var fin = !cls.isEnum() && Modifier.isFinal(cls.getModifiers());
        out.add(name + " type " + (cls.isEnum() ? "enum" : "class") + " " + (fin ? "final " : "") + "extends=" + sup);
        if (cls.isAnnotationPresent(ResourceType.class)) {
            out.add(name + " annotation @ResourceType(type=\""
                    + cls.getAnnotation(ResourceType.class).type() + "\")");
        }
        if (cls.isAnnotationPresent(CustomType.class)) {
            out.add(name + " annotation @CustomType");
        }
        if (cls.isAnnotationPresent(EnumType.class)) {
            out.add(name + " annotation @EnumType");
            for (var c : cls.getEnumConstants()) {
                out.add(name + " constant " + ((Enum<?>) c).name() + "="
                        + cls.getMethod("getValue").invoke(c));
            }
        }
        for (Field f : cls.getDeclaredFields()) {
            var im = f.getAnnotation(Import.class);
            if (im != null) {
                out.add(name + " import " + im.name() + " required=" + py(im.required()) + " json=" + py(im.json())
                        + " field=" + render(f.getGenericType()));
            }
            var ex = f.getAnnotation(Export.class);
            if (ex != null) {
                var refs = Arrays.stream(ex.refs())
                        .map(c -> c.getSimpleName() + ".class")
                        .collect(Collectors.joining(","));
                out.add(name + " export " + ex.name() + " refs={" + refs + "} tree=" + ex.tree() + " field="
                        + render(f.getGenericType()));
            }
        }
        members(cls, name, out);
        for (var nested : cls.getDeclaredClasses()) {
            if (nested.getSimpleName().equals("Builder") && Modifier.isPublic(nested.getModifiers())) {
                members(nested, name + "$Builder", out);
                builderBehaviour(cls, nested, name + "$Builder", out);
            }
        }
        return out;
    }

    private static void members(Class<?> cls, String owner, Set<String> out) {
        for (var c : cls.getDeclaredConstructors()) {
            if (Modifier.isPublic(c.getModifiers()) && !cls.isEnum()) {
                out.add(owner + " constructor (" + params(c.getGenericParameterTypes(), c.isVarArgs()) + ")");
            }
        }
        for (Method m : cls.getDeclaredMethods()) {
            if (!Modifier.isPublic(m.getModifiers()) || m.isSynthetic() || m.isBridge()) {
                continue;
            }
            if (cls.isEnum() && (m.getName().equals("values") || m.getName().equals("valueOf"))) {
                continue; // implicit in every enum, never written in the source
            }
            out.add(owner + " method " + (Modifier.isStatic(m.getModifiers()) ? "static " : "")
                    + render(m.getGenericReturnType()) + " " + m.getName() + "("
                    + params(m.getGenericParameterTypes(), m.isVarArgs()) + ")");
        }
    }

    /**
     * What only running the builder shows. Args builders: which missing required input build()
     * refuses, and which optional input build() fills with a default (its value). Result
     * builders: which setters refuse null.
     */
    private static void builderBehaviour(Class<?> cls, Class<?> builder, String owner, Set<String> out)
            throws Exception {
        if (cls.isAnnotationPresent(CustomType.class)) {
            for (Method m : builder.getDeclaredMethods()) {
                if (m.isAnnotationPresent(CustomType.Setter.class)) {
                    try {
                        m.invoke(builder.getConstructor().newInstance(), new Object[] {null});
                    } catch (InvocationTargetException e) {
                        if (e.getCause() instanceof MissingRequiredPropertyException) {
                            out.add(owner + " requires " + m.getName());
                        } else {
                            throw e;
                        }
                    }
                }
            }
            return;
        }
        var required = new ArrayList<String>();
        var optional = new ArrayList<String>();
        for (Field f : cls.getDeclaredFields()) {
            var im = f.getAnnotation(Import.class);
            if (im != null) {
                (im.required() ? required : optional).add(f.getName());
            }
        }
        for (var missing : required) {
            var b = builder.getConstructor().newInstance();
            for (var r : required) {
                if (!r.equals(missing)) {
                    builder.getMethod(r, Output.class).invoke(b, Output.of("set"));
                }
            }
            try {
                builder.getMethod("build").invoke(b);
            } catch (InvocationTargetException e) {
                if (e.getCause() instanceof MissingRequiredPropertyException
                        && e.getCause().getMessage().contains(missing)) {
                    out.add(owner + " requires " + missing);
                    continue;
                }
                throw e;
            }
        }
        var b = builder.getConstructor().newInstance();
        for (var r : required) {
            builder.getMethod(r, Output.class).invoke(b, Output.of("set"));
        }
        var built = builder.getMethod("build").invoke(b);
        for (var o : optional) {
            var value = (Optional<?>) cls.getMethod(o).invoke(built);
            if (value.isPresent()) {
                var v = Internal.of((Output<?>) value.get()).getValueNullable().join();
                out.add(owner + " default " + o + "="
                        + (v instanceof String s
                                ? "\"" + s + "\""
                                : v instanceof Number n ? literal(n.toString()) : String.valueOf(v)));
            }
        }
    }

    private static String py(boolean b) {
        return b ? "True" : "False";
    }

    private static String params(Type[] types, boolean varArgs) {
        var out = new ArrayList<String>();
        for (int i = 0; i < types.length; i++) {
            if (varArgs && i == types.length - 1) {
                out.add(render(((Class<?>) types[i]).getComponentType()) + "...");
            } else {
                out.add(render(types[i]));
            }
        }
        return String.join(",", out);
    }

    /** A generic type with simple class names, as the extract spells it: Output<Optional<List<String>>>. */
    static String render(Type t) {
        if (t instanceof Class<?> c) {
            return c.isArray() ? render(c.getComponentType()) + "[]" : c.getSimpleName();
        }
        if (t instanceof ParameterizedType p) {
            return render(p.getRawType()) + "<"
                    + Arrays.stream(p.getActualTypeArguments())
                            .map(OfficialApiTest::render)
                            .collect(Collectors.joining(","))
                    + ">";
        }
        if (t instanceof GenericArrayType g) {
            return render(g.getGenericComponentType()) + "[]";
        }
        return t.getTypeName();
    }
}
