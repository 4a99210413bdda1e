package ocigpucluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The mutation run (docs/development.md, "Mutation testing") works from PIT's working directory,
 * {@code program/}, where surefire's is the root: the tests of the mutated packages, and the test
 * helpers they import, read the repository's files through {@link Repo}, never by a path relative
 * to the working directory (a test that does fails PIT's first run, "did not pass without
 * mutation", before any mutant).
 */
class MutationScopePathsTest {
    /** The packages the mutation profile mutates and whose tests it runs (program/pom.xml, pit.tests). */
    static final List<String> MUTATED = List.of("nccl", "validation", "plandiff", "cost", "shapes");

    private static final Pattern RELATIVE = Pattern.compile("(Path\\.of|Paths\\.get|new File)\\(\"(?!/)[^\"]*\"");
    /**
     * A file named by a relative path as the value of a command-line option ({@code "--config",
     * "Pulumi.dev.yaml"}): the command resolves it against the working directory too. A value with
     * a file extension after an option literal, across line breaks as a formatter leaves them.
     */
    private static final Pattern RELATIVE_OPTION_VALUE =
            Pattern.compile("\"--[a-z][a-z0-9-]*\"\\s*,\\s*\"(?!/)[^\"\\s=]*\\.(?:ya?ml|json|log|txt|csv|md|sh)\"");

    private static final Pattern BLANKS = Pattern.compile("\\s+");
    private static final Pattern IMPORT = Pattern.compile("(?m)^import (?:static )?(ocigpucluster(?:\\.\\w+)+);");

    /** The test sources of the mutated packages and every test class they import, transitively. */
    static Set<Path> scope() throws IOException {
        Path tests = Repo.path("tests/java");
        Set<Path> seen = new TreeSet<>();
        Deque<Path> todo = new ArrayDeque<>();
        for (String p : MUTATED) {
            try (Stream<Path> files = Files.list(tests.resolve("ocigpucluster").resolve(p))) {
                files.filter(f -> f.toString().endsWith(".java")).forEach(todo::add);
            }
        }
        while (!todo.isEmpty()) {
            Path f = todo.pop();
            if (!seen.add(f)) {
                continue;
            }
            Matcher m = IMPORT.matcher(Files.readString(f));
            while (m.find()) {
                // a class or a static member: the longest prefix that is a test source
                String name = m.group(1);
                for (String n = name; n.contains("."); n = n.substring(0, n.lastIndexOf('.'))) {
                    Path source = tests.resolve(n.replace('.', '/') + ".java");
                    if (Files.isRegularFile(source)) {
                        todo.add(source);
                        break;
                    }
                }
            }
        }
        return seen;
    }

    @Test
    void theMutatedPackagesTestsAndTheirHelpersReadFilesFromTheRepositoryRoot() throws IOException {
        Set<Path> scope = scope();
        assertTrue(
                scope.contains(Repo.path("tests/java/ocigpucluster/preview/PreviewRuns.java")),
                "the helpers the cost and validation tests import are in scope: " + scope);
        List<String> relative = new ArrayList<>();
        for (Path f : scope) {
            List<String> lines = Files.readAllLines(f);
            for (int i = 0; i < lines.size(); i++) {
                if (RELATIVE.matcher(lines.get(i)).find()) {
                    relative.add(Repo.ROOT.relativize(f) + ":" + (i + 1) + ": "
                            + lines.get(i).strip());
                }
            }
            String text = Files.readString(f);
            Matcher option = RELATIVE_OPTION_VALUE.matcher(text);
            while (option.find()) {
                long line = text.substring(0, option.start())
                                .chars()
                                .filter(c -> c == '\n')
                                .count()
                        + 1;
                relative.add(Repo.ROOT.relativize(f) + ":" + line + ": "
                        + BLANKS.matcher(option.group()).replaceAll(" "));
            }
        }
        assertEquals(
                List.of(),
                relative,
                "a path relative to the working directory, in a test the mutation run runs from program/:"
                        + " use Repo.path(\"...\")");
    }

    @Test
    void theRootIsFoundFromTheClassesAndAPathMustBeRelativeToIt() {
        assertTrue(Files.isRegularFile(Repo.path("program/pom.xml")), Repo.ROOT.toString());
        assertTrue(Repo.ROOT.isAbsolute(), Repo.ROOT.toString());
        assertThrows(IllegalArgumentException.class, () -> Repo.path("/etc/passwd"));
        assertTrue(RELATIVE.matcher("x = Path.of(\"tests/resources\");").find(), "the check sees a relative path");
        assertTrue(!RELATIVE.matcher("x = Path.of(\"/usr/bin\");").find(), "an absolute one is not relative");
        assertTrue(
                RELATIVE_OPTION_VALUE
                        .matcher("List.of(\"preview\",\n        \"--config\",\n        \"Pulumi.dev.yaml\", \"--out\")")
                        .find(),
                "the check sees a relative file given as an option's value, across lines");
        assertTrue(
                !RELATIVE_OPTION_VALUE
                        .matcher("cli(\"preview\", \"--config\", \"/tmp/Pulumi.dev.yaml\", \"--set\", \"a.b=c.yaml\")")
                        .find(),
                "an absolute file, or a --set key=value, is not a relative path");
    }
}
