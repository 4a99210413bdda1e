package ocigpucluster.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import ocigpucluster.program.Features;
import org.junit.jupiter.api.Test;

/**
 * A config key's name is written once in the program's sources, as the string of its declaration
 * in its group's class ({@code "cluster.nodeCount"} in ClusterKeys, {@code "users.accounts"} in the users
 * feature's UsersKeys); every other use goes through
 * the constant, so renaming a key is one edit and a typo is a compile error.
 */
class ConfigKeyNamedOnceTest {
    private static final Path ROOT = Path.of("src/main/java");

    /**
     * Known other occurrences, by file (relative to src/main/java/ocigpucluster) and key. Each is
     * to be removed when its file goes through the constants; a listed one that no longer occurs fails.
     */
    private static final Map<String, Set<String>> ALLOWED = Map.of(
            // OCI resource properties of the mock engine that share the top-level keys' names (not the keys)
            "preview/PreviewMocks.java", Set.of("compartmentId", "availabilityDomain"));

    /** Source text without comments, so a comment that names a key is not a use. */
    private static String code(Path file) {
        try {
            return Files.readString(file).replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("(?m)^\\s*//[^\n]*", "");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static Map<String, String> sources() throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> s = Files.walk(ROOT)) {
            s.filter(p -> p.toString().endsWith(".java"))
                    .forEach(p ->
                            out.put(ROOT.resolve("ocigpucluster").relativize(p).toString(), code(p)));
        }
        return out;
    }

    private static int count(String text, String needle) {
        int n = 0;
        for (int i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) {
            n++;
        }
        return n;
    }

    @Test
    void everyKeyNameIsWrittenOnlyInItsDeclaration() throws IOException {
        Map<String, String> sources = sources();
        assertTrue(sources.size() > 50, "expected the program's sources under " + ROOT + ", found " + sources.size());
        List<String> problems = new ArrayList<>();
        for (ConfigKey k : Features.KEYS.all()) {
            String literal = "\"" + k.key() + "\"";
            List<String> declarations = new ArrayList<>();
            sources.forEach((file, text) -> {
                int n = count(text, literal);
                if (n == 0 || ALLOWED.getOrDefault(file, Set.of()).contains(k.key())) {
                    return;
                }
                // a group class: a shared group's in settings, a feature's in its package (users/UsersKeys.java)
                if (file.endsWith("Keys.java") && n == 1) {
                    declarations.add(file);
                } else {
                    problems.add(
                            file + " writes " + literal + (n > 1 ? " " + n + " times" : "") + ": use the constant");
                }
            });
            if (declarations.size() != 1) {
                problems.add(k.key() + " is declared in " + declarations + ", not in exactly one group class");
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void everyAllowedOccurrenceStillOccurs() throws IOException {
        Map<String, String> sources = sources();
        List<String> stale = new ArrayList<>();
        ALLOWED.forEach((file, keys) -> keys.forEach(key -> {
            if (count(sources.getOrDefault(file, ""), "\"" + key + "\"") == 0) {
                stale.add(file + " no longer writes \"" + key + "\": remove it from ALLOWED");
            }
        }));
        assertEquals(List.of(), stale);
    }
}
