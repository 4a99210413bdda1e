package ocigpucluster.standin;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;
import ocigpucluster.generator.BindingGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The stand-in is build output: regenerated from the schema by every build, byte-identical each
 * time, and never a file of a source tree. (Whether it has the official API is
 * {@link OfficialApiTest}'s job, by reflection on the compiled classes.)
 */
class BindingGeneratorTest {
    private static final Path SCHEMA = Path.of("schema/pulumi-oci-command-schema.json");
    private static final Path OPTIONAL_OUTPUTS = Path.of("schema/optional-outputs.json");
    /** Where the pom's generate-bindings execution writes (bindings.generated). */
    private static final Path BUILD_OUTPUT = Path.of("target/generated-sources/stand-in");
    /** The first line the generator writes, as a literal here: a file carrying it is generated. */
    private static final String GENERATED_MARK = "// Stand-in generated from the reference schema";

    private static SortedMap<String, String> generate() throws IOException {
        return BindingGenerator.generate(BindingGenerator.load(SCHEMA, OPTIONAL_OUTPUTS));
    }

    @Test
    void regenerationIsByteIdentical(@TempDir Path tmp) throws IOException {
        var first = tmp.resolve("first");
        var second = tmp.resolve("second");
        BindingGenerator.write(generate(), first);
        BindingGenerator.write(generate(), second);
        var a = tree(first);
        var b = tree(second);
        assertEquals(a.keySet(), b.keySet());
        assertTrue(a.size() > 400, "only " + a.size() + " files generated");
        for (var path : a.keySet()) {
            assertArrayEquals(a.get(path), b.get(path), path);
        }
    }

    /** What the build compiled is what the schema yields now, file for file (another JVM wrote it). */
    @Test
    void theBuildCompiledTheBindingsOfTheCurrentSchema() throws IOException {
        var expected = generate();
        var built = tree(BUILD_OUTPUT);
        assertEquals(expected.keySet(), built.keySet(), "generated file set differs from the build's " + BUILD_OUTPUT);
        for (var e : expected.entrySet()) {
            assertArrayEquals(e.getValue().getBytes(StandardCharsets.UTF_8), built.get(e.getKey()), e.getKey());
        }
    }

    @Test
    void theMainSourceTreeHoldsNoGeneratedFile() throws IOException {
        var generated = new ArrayList<String>();
        // this module's sources and the program's (the repository root's src/main/java)
        for (var tree : List.of(Path.of("src/main/java"), Path.of("../src/main/java"))) {
            try (Stream<Path> walk = Files.walk(tree)) {
                for (var f : walk.filter(Files::isRegularFile).toList()) {
                    if (Files.readString(f).startsWith(GENERATED_MARK)) {
                        generated.add(f.toString());
                    }
                }
            }
            for (var rel : generate().keySet()) {
                if (Files.exists(tree.resolve(rel))) {
                    generated.add(tree.resolve(rel).toString());
                }
            }
        }
        assertEquals(List.of(), generated);
    }

    /**
     * The schema is the shared reference extract byte for byte (its README's provenance holds for
     * it); what the stand-in needs beyond it lives apart, in optional-outputs.json. Where the
     * shared reference sits beside the checkout (CI, every developer machine) the copy is compared
     * with it; elsewhere with the digest recorded when it was last taken from there.
     */
    @Test
    void theSchemaIsTheSharedReferenceAndTheOverlayNamesOnlyItsResources() throws IOException {
        var shared = Path.of("../../shared/reference/pulumi-oci-command-schema.json");
        if (Files.exists(shared) && !java.util.Arrays.equals(Files.readAllBytes(shared), Files.readAllBytes(SCHEMA))) {
            // a shared copy taken before this checkout's additions: each of its entries is here
            // unchanged, and each entry added here is named in README.md's provenance
            assertEquals(
                    List.of(), extensionProblems(shared), SCHEMA + " is not " + shared + " plus documented additions");
        }
        assertEquals(
                SHARED_REFERENCE_SHA256,
                sha256(Files.readAllBytes(SCHEMA)),
                SCHEMA + " is not the shared reference it was taken from (with the additions README.md names)");
        var bad = (ObjectNode) new ObjectMapper().readTree(OPTIONAL_OUTPUTS.toFile());
        ((ObjectNode) bad.path("resources"))
                .putArray("oci:Core/nothing:Nothing")
                .add("x");
        var file = Files.createTempFile("optional-outputs", ".json");
        try {
            new ObjectMapper().writeValue(file.toFile(), bad);
            var e = org.junit.jupiter.api.Assertions.assertThrows(
                    IllegalArgumentException.class, () -> BindingGenerator.load(SCHEMA, file));
            assertTrue(e.getMessage().contains("oci:Core/nothing:Nothing"), e.getMessage());
        } finally {
            Files.delete(file);
        }
    }

    /** The entries beyond the shared reference, extracted from the upstream sources (its provenance key says which). */
    private static final Path UPSTREAM_ADDITIONS = Path.of("schema/upstream-additions.json");

    /**
     * Every key path of the schema, with its value, is the shared reference's or the committed
     * upstream extract's: nothing in the stand-in is unconfirmed against the real provider. Where
     * the shared reference is not beside the checkout, the extract's entries must still be the
     * schema's, and the digest above holds the rest as it was when last compared.
     */
    @Test
    void schemaKeyPathsAreSharedReferenceOrUpstreamAdditions() throws IOException {
        var shared = Path.of("../../shared/reference/pulumi-oci-command-schema.json");
        assertEquals(
                List.of(),
                unconfirmedKeyPaths(SCHEMA, Files.exists(shared) ? shared : null, UPSTREAM_ADDITIONS),
                "key paths of " + SCHEMA + " neither in " + shared + " nor in " + UPSTREAM_ADDITIONS
                        + " (add the entry there from the upstream source, extract-upstream-additions.py)");
    }

    /**
     * The check above catches a property nobody confirmed and a confirmed one whose type was
     * changed: with a shared reference (here the schema less the extract's entries, written for the
     * test) anywhere in the schema, without one inside the extract's entries.
     */
    @Test
    void anUnconfirmedOrChangedKeyPathIsReported(@TempDir Path tmp) throws IOException {
        var mapper = new ObjectMapper();
        var schema = (ObjectNode) mapper.readTree(SCHEMA.toFile());
        var base = schema.deepCopy();
        var extract = mapper.readTree(UPSTREAM_ADDITIONS.toFile());
        for (var section : List.of("resources", "types", "functions")) {
            extract.path(section).fieldNames().forEachRemaining(((ObjectNode) base.path(section))::remove);
        }
        var shared = tmp.resolve("shared.json");
        mapper.writeValue(shared.toFile(), base);
        var file = tmp.resolve("schema.json");
        mapper.writeValue(file.toFile(), schema);
        assertEquals(List.of(), unconfirmedKeyPaths(file, shared, UPSTREAM_ADDITIONS));

        var memoryCluster = (ObjectNode) schema.path("resources")
                .path("oci:Core/computeGpuMemoryCluster:ComputeGpuMemoryCluster")
                .path("inputs");
        memoryCluster.putObject("fabricSlot").put("type", "integer");
        ((ObjectNode) memoryCluster.path("size")).put("type", "integer");
        ((ObjectNode) schema.path("resources").path("oci:Core/vcn:Vcn").path("inputs"))
                .putObject("bogus")
                .put("type", "string");
        mapper.writeValue(file.toFile(), schema);
        var gmc = "resources/oci:Core/computeGpuMemoryCluster:ComputeGpuMemoryCluster/inputs/";
        assertEquals(
                List.of(
                        gmc + "fabricSlot/type = \"integer\"",
                        gmc + "size/type = \"integer\"",
                        "resources/oci:Core/vcn:Vcn/inputs/bogus/type = \"string\"",
                        gmc + "size/type = \"string\" is in upstream-additions.json but not in the schema"),
                unconfirmedKeyPaths(file, shared, UPSTREAM_ADDITIONS));
        assertEquals(
                List.of(
                        gmc + "fabricSlot/type = \"integer\"",
                        gmc + "size/type = \"integer\"",
                        gmc + "size/type = \"string\" is in upstream-additions.json but not in the schema"),
                unconfirmedKeyPaths(file, null, UPSTREAM_ADDITIONS));
    }

    /**
     * Leaf key paths ({@code section/name/.../key = value}; a list is one value) of {@code schema}
     * that are neither {@code shared}'s nor {@code additions}'s with the same value (without
     * {@code shared}: only those inside an entry the extract holds), then the extract's leaves the
     * schema lacks.
     */
    static List<String> unconfirmedKeyPaths(Path schema, Path shared, Path additions) throws IOException {
        var mapper = new ObjectMapper();
        var ours = leaves(mapper.readTree(schema.toFile()));
        var extract = mapper.readTree(additions.toFile());
        var added = leaves(extract);
        added.keySet().removeIf(p -> p.startsWith("provenance/"));
        // the extract's entries, as path prefixes (an entry's name has '/' in it: oci:Core/vcn:Vcn)
        List<String> entries = new ArrayList<>();
        for (var section : List.of("resources", "types", "functions")) {
            extract.path(section).fieldNames().forEachRemaining(name -> entries.add(section + "/" + name + "/"));
        }
        var base = shared == null ? null : leaves(mapper.readTree(shared.toFile()));
        List<String> problems = new ArrayList<>();
        ours.forEach((path, value) -> {
            boolean confirmed = value.equals(added.get(path))
                    || (base == null ? entries.stream().noneMatch(path::startsWith) : value.equals(base.get(path)));
            if (!confirmed) {
                problems.add(path + " = " + value);
            }
        });
        added.forEach((path, value) -> {
            if (!value.equals(ours.get(path))) {
                problems.add(path + " = " + value + " is in " + additions.getFileName() + " but not in the schema");
            }
        });
        return problems;
    }

    private static SortedMap<String, String> leaves(com.fasterxml.jackson.databind.JsonNode node) {
        var out = new TreeMap<String, String>();
        leaves(node, "", out);
        return out;
    }

    private static void leaves(
            com.fasterxml.jackson.databind.JsonNode node, String path, SortedMap<String, String> out) {
        if (node.isObject() && node.size() > 0) {
            node.fields()
                    .forEachRemaining(
                            e -> leaves(e.getValue(), path.isEmpty() ? e.getKey() : path + "/" + e.getKey(), out));
        } else {
            out.put(path, node.toString());
        }
    }

    /**
     * What keeps {@code SCHEMA} from being {@code shared} plus documented additions: an entry of
     * the shared copy missing or changed here, or an entry added here that README.md's "Beyond the
     * shared reference" does not name.
     */
    static List<String> extensionProblems(Path shared) throws IOException {
        var mapper = new ObjectMapper();
        var base = mapper.readTree(shared.toFile());
        var ours = mapper.readTree(SCHEMA.toFile());
        String readme = Files.readString(Path.of("README.md"), StandardCharsets.UTF_8);
        String added = readme.substring(Math.max(0, readme.indexOf("## Beyond the shared reference")));
        List<String> problems = new ArrayList<>();
        base.fieldNames().forEachRemaining(section -> {
            var b = base.get(section);
            var o = ours.get(section);
            if (!b.isObject()) {
                if (!b.equals(o)) {
                    problems.add(section + " changed");
                }
                return;
            }
            b.fieldNames().forEachRemaining(name -> {
                if (!b.get(name).equals(o == null ? null : o.get(name))) {
                    problems.add(section + " " + name + " missing or changed");
                }
            });
            if (o != null) {
                o.fieldNames().forEachRemaining(name -> {
                    String shortName = name.substring(name.lastIndexOf(':') + 1);
                    if (!b.has(name) && !added.contains(name) && !added.contains("`" + shortName + "`")) {
                        problems.add(section + " " + name + " added without provenance in README.md");
                    }
                });
            }
        });
        return problems;
    }

    /** sha256sum of schema/pulumi-oci-command-schema.json: the shared reference as taken, plus README.md's additions. */
    static final String SHARED_REFERENCE_SHA256 = "2cdb63c9eb8912c8dbbf41fa44537dc8f652888f2574b74d1d52b066763d4719";

    private static String sha256(byte[] bytes) {
        try {
            return java.util.HexFormat.of()
                    .formatHex(
                            java.security.MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Unchanged files keep their bytes and time stamp (the compiler's incremental check); a type the schema drops disappears. */
    @Test
    void rewritesOnlyWhatChangedAndDropsWhatTheSchemaNoLongerHas(@TempDir Path tmp) throws IOException {
        var schema = (ObjectNode) BindingGenerator.load(SCHEMA, OPTIONAL_OUTPUTS);
        var files = BindingGenerator.generate(schema);
        assertEquals(files.size(), BindingGenerator.write(files, tmp));
        var vcn = tmp.resolve("com/pulumi/oci/Core/Vcn.java");
        var old = FileTime.fromMillis(1_000_000_000_000L);
        Files.setLastModifiedTime(vcn, old);

        assertEquals(0, BindingGenerator.write(files, tmp), "a second run with the same schema must write nothing");
        assertEquals(old, Files.getLastModifiedTime(vcn));

        ((ObjectNode) schema.path("resources")).remove("tls:index/privateKey:PrivateKey");
        var fewer = BindingGenerator.generate(schema);
        assertEquals(2, BindingGenerator.write(fewer, tmp), "PrivateKey and PrivateKeyArgs removed");
        assertFalse(Files.exists(tmp.resolve("com/pulumi/tls/PrivateKey.java")));
        assertEquals(old, Files.getLastModifiedTime(vcn));
    }

    private static SortedMap<String, byte[]> tree(Path root) throws IOException {
        var out = new TreeMap<String, byte[]>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (var f : walk.filter(Files::isRegularFile).toList()) {
                out.put(
                        root.relativize(f).toString().replace(f.getFileSystem().getSeparator(), "/"),
                        Files.readAllBytes(f));
            }
        }
        return out;
    }
}
