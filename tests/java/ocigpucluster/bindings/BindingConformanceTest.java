package ocigpucluster.bindings;

import com.pulumi.asset.Archive;
import com.pulumi.asset.AssetOrArchive;
import com.pulumi.core.Output;
import com.pulumi.core.TypeShape;
import com.pulumi.core.annotations.CustomType;
import com.pulumi.core.annotations.EnumType;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.Import;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.deployment.InvokeOptions;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.InvokeArgs;
import com.pulumi.resources.ResourceArgs;
import ocigpucluster.schema.ReferenceSchema;
import ocigpucluster.schema.ReferenceSchema.Property;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Static conformance of every binding class with the reference schema: tokens, wire names,
 * required flags and wire types of inputs (recursively through nested args), output names and
 * types, invoke args and results. Reflection only; no engine.
 */
class BindingConformanceTest {
    private static final ReferenceSchema SCHEMA = ReferenceSchema.get();

    private final List<String> problems = new ArrayList<>();
    /** Every binding class the schema walk reached; compared with what is on the classpath. */
    private final Set<String> reached = new TreeSet<>();

    @Test
    void everyResourceAndInvokeIsBoundExactlyAsTheSchemaSays() throws Exception {
        for (var token : SCHEMA.resourceTokens()) {
            checkResource(token);
        }
        for (var token : SCHEMA.functionTokens()) {
            checkFunction(token);
        }
        assertTrue(problems.isEmpty(), () -> problems.size() + " conformance problems:\n" + String.join("\n", problems));
        // sanity: the walk really covered the schema (25 resources, 15 invokes and their nested types)
        assertEquals(25, SCHEMA.resourceTokens().size());
        assertEquals(15, SCHEMA.functionTokens().size());
        assertTrue(reached.size() > 200, "only " + reached.size() + " classes reached");
    }

    @Test
    void noBindingClassOutsideTheSchema() throws Exception {
        for (var token : SCHEMA.resourceTokens()) {
            checkResource(token);
        }
        for (var token : SCHEMA.functionTokens()) {
            checkFunction(token);
        }
        var onClasspath = bindingClassesOnClasspath();
        var stray = new TreeSet<String>();
        for (var name : onClasspath) {
            var cls = Class.forName(name);
            if (cls.isAnnotationPresent(ResourceType.class)) {
                var token = cls.getAnnotation(ResourceType.class).type();
                if (!SCHEMA.resourceTokens().contains(token)) {
                    stray.add(name + " registers unknown token " + token);
                }
            }
            var isBinding = cls.isAnnotationPresent(ResourceType.class) || cls.isAnnotationPresent(CustomType.class)
                    || ResourceArgs.class.isAssignableFrom(cls) || InvokeArgs.class.isAssignableFrom(cls);
            if (isBinding && !reached.contains(name)) {
                stray.add(name + " is not reachable from any schema resource or invoke");
            }
        }
        assertTrue(stray.isEmpty(), () -> String.join("\n", stray));
        assertTrue(onClasspath.containsAll(reached), "reached classes missing from the classpath scan");
    }

    // ---- resources -----------------------------------------------------------------------------

    private void checkResource(String token) throws Exception {
        var official = SCHEMA.javaClass(token).orElseThrow();
        var cls = load(BindingNames.binding(official), token);
        if (cls == null) {
            return;
        }
        reached.add(cls.getName());
        var rt = cls.getAnnotation(ResourceType.class);
        if (rt == null || !rt.type().equals(token)) {
            problems.add(cls.getName() + ": @ResourceType is " + (rt == null ? "missing" : rt.type()) + ", want " + token);
        }
        if (!CustomResource.class.isAssignableFrom(cls)) {
            problems.add(cls.getName() + " does not extend CustomResource");
        }
        var argsCls = load(cls.getName() + "Args", token);
        if (argsCls == null) {
            return;
        }
        requireConstructor(cls, String.class, argsCls);
        requireConstructor(cls, String.class, argsCls, CustomResourceOptions.class);
        checkArgs(argsCls, SCHEMA.inputs(token), token, ResourceArgs.class);

        var exports = new TreeMap<String, Field>();
        for (var f : cls.getDeclaredFields()) {
            var ex = f.getAnnotation(Export.class);
            if (ex != null) {
                exports.put(ex.name(), f);
                checkExportShape(cls, f, ex);
            }
        }
        var outputs = SCHEMA.resourceOutputs(token);
        if (!exports.keySet().equals(new TreeSet<>(outputs.keySet()))) {
            problems.add(token + ": @Export names " + exports.keySet() + " != schema outputs " + new TreeSet<>(outputs.keySet()));
        }
        for (var e : exports.entrySet()) {
            var p = outputs.get(e.getKey());
            if (p != null) {
                var inner = outputParameter(e.getValue());
                checkType(token + " output " + e.getKey(), inner, p, p.type(), false);
                requireGetter(cls, e.getKey(), e.getValue().getGenericType());
            }
        }
    }

    /** The refs/tree the SDK uses to fill an output must describe exactly the field's generic type. */
    private void checkExportShape(Class<?> cls, Field f, Export ex) {
        var shape = TypeShape.fromTree(ex.refs(), ex.tree());
        var declared = outputParameter(f);
        if (declared != null && !shape.toGSON().getType().getTypeName().equals(declared.getTypeName())) {
            problems.add(cls.getName() + "." + f.getName() + ": @Export refs/tree describe " + shape.toGSON().getType().getTypeName()
                    + " but the field holds " + declared.getTypeName());
        }
    }

    // ---- invokes -------------------------------------------------------------------------------

    private void checkFunction(String token) throws Exception {
        var argsName = BindingNames.binding(SCHEMA.javaClass(token).orElseThrow());
        var resultName = BindingNames.binding(SCHEMA.javaResultClass(token).orElseThrow());
        var argsCls = load(argsName, token);
        var resultCls = load(resultName, token);
        if (argsCls == null || resultCls == null) {
            return;
        }
        checkArgs(argsCls, SCHEMA.inputs(token), token, InvokeArgs.class);
        checkCustomType(resultCls, SCHEMA.functionOutputs(token), token + " result");

        var functions = load(BindingNames.functionsClass(argsName), token);
        if (functions == null) {
            return;
        }
        var method = token.substring(token.lastIndexOf(':') + 1);
        for (var params : List.of(new Class<?>[]{argsCls}, new Class<?>[]{argsCls, InvokeOptions.class})) {
            try {
                Method m = functions.getMethod(method, params);
                var ret = m.getGenericReturnType();
                if (!Modifier.isStatic(m.getModifiers()) || !(ret instanceof ParameterizedType pt)
                        || pt.getRawType() != Output.class || pt.getActualTypeArguments()[0] != resultCls) {
                    problems.add(functions.getName() + "." + method + " must be static and return Output<" + resultCls.getSimpleName() + ">");
                }
            } catch (NoSuchMethodException e) {
                problems.add(functions.getName() + " lacks " + method + "(" + params.length + " params) for " + token);
            }
        }
    }

    // ---- nested classes ------------------------------------------------------------------------

    private void checkArgs(Class<?> cls, Map<String, Property> spec, String where, Class<?> base) {
        if (!reached.add(cls.getName())) {
            return;
        }
        if (!base.isAssignableFrom(cls)) {
            problems.add(cls.getName() + " must extend " + base.getSimpleName());
        }
        var imports = new TreeMap<String, Field>();
        for (var f : cls.getDeclaredFields()) {
            var im = f.getAnnotation(Import.class);
            if (im != null) {
                imports.put(im.name(), f);
                var p = spec.get(im.name());
                if (p != null && p.required() != im.required()) {
                    problems.add(where + ": " + cls.getSimpleName() + "." + im.name() + " required=" + im.required()
                            + " but the schema says " + p.required());
                }
            }
        }
        if (!imports.keySet().equals(new TreeSet<>(spec.keySet()))) {
            var missing = new TreeSet<>(spec.keySet());
            missing.removeAll(imports.keySet());
            var unknown = new TreeSet<>(imports.keySet());
            unknown.removeAll(spec.keySet());
            problems.add(where + ": " + cls.getName() + " unbound inputs " + missing + ", unknown wire names " + unknown);
        }
        for (var e : imports.entrySet()) {
            var p = spec.get(e.getKey());
            if (p != null) {
                checkType(where + " input " + cls.getSimpleName() + "." + e.getKey(), outputParameter(e.getValue()), p, p.type(), true);
            }
        }
    }

    private void checkCustomType(Class<?> cls, Map<String, Property> spec, String where) {
        if (!reached.add(cls.getName())) {
            return;
        }
        if (!cls.isAnnotationPresent(CustomType.class)) {
            problems.add(cls.getName() + " lacks @CustomType");
        }
        Class<?> builder = null;
        for (var inner : cls.getDeclaredClasses()) {
            if (inner.isAnnotationPresent(CustomType.Builder.class)) {
                builder = inner;
            }
        }
        if (builder == null) {
            problems.add(cls.getName() + " has no @CustomType.Builder");
            return;
        }
        var setters = new TreeMap<String, Method>();
        for (var m : builder.getDeclaredMethods()) {
            var s = m.getAnnotation(CustomType.Setter.class);
            if (s != null) {
                setters.put(s.value().isEmpty() ? m.getName() : s.value(), m);
            }
        }
        if (!setters.keySet().equals(new TreeSet<>(spec.keySet()))) {
            problems.add(where + ": " + cls.getName() + " setters " + setters.keySet() + " != schema " + new TreeSet<>(spec.keySet()));
        }
        for (var e : setters.entrySet()) {
            var p = spec.get(e.getKey());
            if (p != null) {
                checkType(where + " " + cls.getSimpleName() + "." + e.getKey(), e.getValue().getGenericParameterTypes()[0], p, p.type(), false);
            }
        }
    }

    /** Java type vs schema wire type; nested object classes are checked recursively. */
    private void checkType(String where, Type actual, Property p, String type, boolean inputSide) {
        if (actual == null) {
            problems.add(where + ": field is not an Output<T>");
            return;
        }
        switch (type) {
            case "string" -> {
                if (p.ref() != null && "string".equals(type) && p.items() == null && isEnumRef(p)) {
                    if (!(actual instanceof Class<?> c) || !c.isEnum() || !c.isAnnotationPresent(EnumType.class)
                            || !c.getSimpleName().equals(p.ref().substring(p.ref().lastIndexOf(':') + 1))) {
                        problems.add(where + ": want @EnumType enum for " + p.ref() + ", got " + actual.getTypeName());
                    }
                } else {
                    expectClass(where, actual, String.class);
                }
            }
            case "integer" -> expectClass(where, actual, Integer.class);
            case "number" -> expectClass(where, actual, Double.class);
            case "boolean" -> expectClass(where, actual, Boolean.class);
            case "any" -> expectClass(where, actual, Object.class);
            case "assetOrArchive" -> expectClass(where, actual, AssetOrArchive.class);
            case "archive" -> expectClass(where, actual, Archive.class);
            case "array", "map" -> {
                var raw = "array".equals(type) ? List.class : Map.class;
                if (!(actual instanceof ParameterizedType pt) || pt.getRawType() != raw) {
                    problems.add(where + ": want " + raw.getSimpleName() + " for schema " + type + ", got " + actual.getTypeName());
                    return;
                }
                var args = pt.getActualTypeArguments();
                if (raw == Map.class) {
                    expectClass(where + " key", args[0], String.class);
                }
                var element = new Property(p.name(), p.items(), null, "object".equals(p.items()) ? p.ref() : null,
                        false, false, false, false);
                checkType(where + "[]", args[args.length - 1], element, p.items(), inputSide);
            }
            case "object" -> {
                var official = SCHEMA.javaClass(p.ref()).orElse(null);
                if (official == null) {
                    problems.add(where + ": schema type " + p.ref() + " has no javaClass");
                    return;
                }
                var want = inputSide ? BindingNames.binding(official) : BindingNames.outputBinding(official);
                if (!(actual instanceof Class<?> c) || !c.getName().equals(want)) {
                    problems.add(where + ": want " + want + " for " + p.ref() + ", got " + actual.getTypeName());
                    return;
                }
                if (inputSide) {
                    checkArgs(c, SCHEMA.typeProperties(p.ref()), p.ref(), ResourceArgs.class);
                } else {
                    checkCustomType(c, SCHEMA.typeProperties(p.ref()), p.ref());
                }
            }
            default -> problems.add(where + ": schema type " + type + " not understood by this test");
        }
    }

    private static boolean isEnumRef(Property p) {
        return SCHEMA.typeKeys().contains(p.ref()) && SCHEMA.javaClass(p.ref()).isEmpty();
    }

    private void expectClass(String where, Type actual, Class<?> want) {
        if (actual != want) {
            problems.add(where + ": want " + want.getSimpleName() + ", got " + actual.getTypeName());
        }
    }

    private static Type outputParameter(Field f) {
        if (f.getGenericType() instanceof ParameterizedType pt && pt.getRawType() == Output.class) {
            return pt.getActualTypeArguments()[0];
        }
        return null;
    }

    private void requireConstructor(Class<?> cls, Class<?>... params) {
        try {
            cls.getConstructor(params);
        } catch (NoSuchMethodException e) {
            problems.add(cls.getName() + " lacks public constructor " + List.of(params));
        }
    }

    private void requireGetter(Class<?> cls, String name, Type type) {
        try {
            var m = cls.getMethod(name);
            if (!m.getGenericReturnType().equals(type)) {
                problems.add(cls.getName() + "." + name + "() returns " + m.getGenericReturnType() + ", want " + type);
            }
        } catch (NoSuchMethodException e) {
            problems.add(cls.getName() + " lacks getter " + name + "()");
        }
    }

    private Class<?> load(String name, String forToken) {
        try {
            return Class.forName(name);
        } catch (ClassNotFoundException e) {
            problems.add(forToken + ": binding class " + name + " does not exist");
            return null;
        }
    }

    /** Binding classes compiled into target/classes (top-level classes only). */
    private static Set<String> bindingClassesOnClasspath() throws IOException, URISyntaxException {
        var url = Providers.class.getResource("Providers.class");
        var root = Path.of(url.toURI()).getParent();
        var base = root.getParent().getParent(); // .../classes
        try (var files = Files.walk(root)) {
            return files.filter(f -> f.toString().endsWith(".class") && !f.getFileName().toString().contains("$"))
                    .map(f -> base.relativize(f).toString().replace(f.getFileSystem().getSeparator(), ".").replaceAll("\\.class$", ""))
                    .collect(Collectors.toCollection(HashSet::new));
        }
    }
}
