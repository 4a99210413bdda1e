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
    static final String SHARED_REFERENCE_SHA256 = "76698f596b261d0a60692b4e3e86665edfcf7902c4ee6783986893909f80c016";

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
