package ocigpucluster.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import ocigpucluster.Repo;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The formatter may never change what bash executes. Every shell file Spotless formats (its
 * {@code <shell>} includes in pom.xml) is formatted with the pinned shfmt, and bash's own reading
 * of it (tests/resources/ocigpucluster/ops/bash-reading.sh: the file as a function body, printed
 * back by {@code declare -f}, so layout and comments are gone) must be the same before and after.
 *
 * <p>That comparison cannot see a change the formatter has already made: shfmt parses an unquoted
 * array subscript as arithmetic, so {@code M[grafana-server]} is printed {@code M[grafana - server]},
 * which bash, for an associative array, reads as the key "grafana - server" (mvdan/sh README,
 * "Caveats": "When indexing Bash associative arrays, always use quotes"). Once formatted, the file
 * is its own fixed point. So shfmt's syntax tree ({@code --to-json}) is searched too: a subscript
 * of an array declared associative ({@code declare -A}, {@code local -A}) that shfmt holds as an
 * arithmetic expression is refused, in whichever file it is declared.
 */
@Tag("process")
class FormatterSafetyTest {
    private static final Path POM = Repo.path("pom.xml");
    private static final Path READING = Repo.path("tests/resources/ocigpucluster/ops/bash-reading.sh");
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Shell files outside the formatter's set, each with why. */
    private static final Map<String, String> NOT_FORMATTED =
            Map.of("mvnw", "the Maven Wrapper's own script, as Apache Maven publishes it");

    @TempDir
    Path tmp;

    private static String shfmt() {
        return Tools.require("shfmt", null, "bash .ci/install-test-tools");
    }

    /** Spotless's shell includes and excludes in pom.xml: the files the formatter rewrites. */
    static List<String> formattedShellFiles() throws IOException {
        Matcher shell = Pattern.compile("(?s)<shell>(.*?)</shell>").matcher(Files.readString(POM));
        assertTrue(shell.find(), "pom.xml has no Spotless <shell> section");
        List<Pattern> includes = patterns(shell.group(1), "includes");
        List<Pattern> excludes = patterns(shell.group(1), "excludes");
        assertFalse(includes.isEmpty(), "pom.xml's Spotless <shell> includes nothing");
        List<String> out = new ArrayList<>();
        Files.walkFileTree(Repo.ROOT, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                String name = dir.getFileName().toString();
                return !dir.equals(Repo.ROOT) && (name.equals(".git") || name.equals("target"))
                        ? FileVisitResult.SKIP_SUBTREE
                        : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                String rel = Repo.ROOT.relativize(file).toString();
                if (attrs.isRegularFile()
                        && includes.stream().anyMatch(p -> p.matcher(rel).matches())
                        && excludes.stream().noneMatch(p -> p.matcher(rel).matches())) {
                    out.add(rel);
                }
                return FileVisitResult.CONTINUE;
            }
        });
        return out.stream().sorted().toList();
    }

    private static List<Pattern> patterns(String section, String list) {
        Matcher block =
                Pattern.compile("(?s)<" + list + ">(.*?)</" + list + ">").matcher(section);
        List<Pattern> out = new ArrayList<>();
        if (block.find()) {
            Matcher m = Pattern.compile("<(?:include|exclude)>([^<]+)</").matcher(block.group(1));
            while (m.find()) {
                out.add(antGlob(m.group(1).trim()));
            }
        }
        return out;
    }

    /** An Ant-style pattern as Spotless reads it: {@code **} any directories (none too), {@code *} within one name. */
    static Pattern antGlob(String glob) {
        StringBuilder re = new StringBuilder();
        for (int i = 0; i < glob.length(); i++) {
            char c = glob.charAt(i);
            if (glob.startsWith("**/", i)) {
                re.append("(?:.*/)?");
                i += 2;
            } else if (glob.startsWith("**", i)) {
                re.append(".*");
                i += 1;
            } else if (c == '*') {
                re.append("[^/]*");
            } else if (c == '?') {
                re.append("[^/]");
            } else {
                re.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return Pattern.compile(re.toString());
    }

    /** bash's reading of a file (bash-reading.sh), or an AssertionError saying why bash could not read it. */
    private static String reading(Path file, String name) {
        Tools.Result r = Tools.run(List.of("bash", READING.toString(), file.toString()), Map.of(), 60);
        if (r.exit() != 0) {
            throw new AssertionError(name + ": bash cannot parse it (exit " + r.exit() + "):\n" + r.err());
        }
        return r.out();
    }

    /** The file as the formatter writes it: shfmt with the .editorconfig settings of its path below {@code root}. */
    private static String formatted(Path root, String rel) {
        Tools.Result r = Tools.run(List.of(shfmt(), "--filename", rel), Map.of(), 60, root, root.resolve(rel));
        if (r.exit() != 0) {
            throw new AssertionError(rel + ": shfmt cannot format it:\n" + r.err());
        }
        return r.out();
    }

    /** The files (below {@code root}) whose bash reading the formatter changes, each with the first lines that differ. */
    private static List<String> meaningChanges(Path root, Collection<String> files, Path scratch) {
        return files.parallelStream()
                .map(rel -> {
                    try {
                        Path copy = Files.createTempFile(scratch, "formatted", ".sh");
                        Files.writeString(copy, formatted(root, rel));
                        String before = reading(root.resolve(rel), rel);
                        String after = reading(copy, rel + " (formatted)");
                        return before.equals(after) ? null : rel + ":\n" + firstDifference(before, after);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                })
                .filter(d -> d != null)
                .sorted()
                .toList();
    }

    private static String firstDifference(String before, String after) {
        String[] a = before.split("\n", -1);
        String[] b = after.split("\n", -1);
        for (int i = 0; i < Math.max(a.length, b.length); i++) {
            String x = i < a.length ? a[i] : "";
            String y = i < b.length ? b[i] : "";
            if (!x.equals(y)) {
                return "  bash reads   " + x.strip() + "\n  formatted:   " + y.strip();
            }
        }
        return "  (same lines, different length)";
    }

    /** shfmt's syntax tree of each file (below {@code root}). */
    private static Map<String, JsonNode> trees(Path root, Collection<String> files) {
        return files.parallelStream().collect(Collectors.toMap(rel -> rel, rel -> {
            Tools.Result r =
                    Tools.run(List.of(shfmt(), "--to-json", "--filename", rel), Map.of(), 60, root, root.resolve(rel));
            if (r.exit() != 0) {
                throw new AssertionError(rel + ": shfmt cannot parse it:\n" + r.err());
            }
            try {
                return JSON.readTree(r.out());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }));
    }

    /**
     * Subscripts of associative arrays that shfmt holds as arithmetic (an operator in an unquoted
     * key), as "file:line: NAME[key as shfmt prints it]"; arrays are associative if any of the
     * files declares them so (a library declares, a script uses).
     */
    static List<String> arithmeticKeys(Path root, Map<String, JsonNode> trees) throws IOException {
        Set<String> associative = new TreeSet<>();
        trees.values().forEach(t -> associativeNames(t, associative));
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : new java.util.TreeMap<>(trees).entrySet()) {
            byte[] text = Files.readAllBytes(root.resolve(e.getKey()));
            subscripts(e.getValue(), null, (name, index) -> {
                if (associative.contains(name)
                        && !"Word".equals(index.path("Type").asText())) {
                    int from = index.path("Pos").path("Offset").asInt();
                    int to = index.path("End").path("Offset").asInt();
                    out.add(e.getKey() + ":" + index.path("Pos").path("Line").asInt() + ": " + name + "["
                            + new String(text, from, to - from, StandardCharsets.UTF_8) + "]");
                }
            });
        }
        return out;
    }

    /** Names a {@code declare}/{@code local}/{@code typeset} with an {@code -A} flag declares. */
    private static void associativeNames(JsonNode n, Set<String> out) {
        if (n.isObject() && "DeclClause".equals(n.path("Type").asText())) {
            boolean assoc = false;
            for (JsonNode arg : n.path("Args")) {
                String flag =
                        arg.path("Value").path("Parts").path(0).path("Value").asText();
                if (arg.path("Naked").asBoolean() && flag.matches("-[A-Za-z]*A[A-Za-z]*")) {
                    assoc = true;
                }
            }
            if (assoc) {
                for (JsonNode arg : n.path("Args")) {
                    if (arg.has("Name")) {
                        out.add(arg.path("Name").path("Value").asText());
                    }
                }
            }
        }
        n.forEach(c -> associativeNames(c, out));
    }

    private interface SubscriptVisitor {
        void visit(String array, JsonNode index);
    }

    /** Each subscript with its array's name: an assignment's, an array literal's element's, a parameter expansion's. */
    private static void subscripts(JsonNode n, String array, SubscriptVisitor visitor) {
        if (n.isObject()) {
            String name = array;
            if (n.has("Name") && n.path("Name").has("Value")) {
                name = n.path("Name").path("Value").asText(); // an assignment (its Array's elements too)
            } else if (n.has("Param") && n.path("Param").has("Value")) {
                name = n.path("Param").path("Value").asText(); // ${NAME[...]}
            }
            if (n.has("Index") && !n.path("Index").isNull() && name != null) {
                visitor.visit(name, n.path("Index"));
            }
            String inner = name;
            n.fields().forEachRemaining(f -> subscripts(f.getValue(), inner, visitor));
        } else if (n.isArray()) {
            n.forEach(c -> subscripts(c, array, visitor));
        }
    }

    @Test
    void theFormatterChangesNoShellFilesMeaningAsBashReadsIt() throws IOException {
        List<String> files = formattedShellFiles();
        assertTrue(files.size() > 100, "the formatter's shell files: " + files);
        assertEquals(
                List.of(),
                meaningChanges(Repo.ROOT, files, tmp),
                "shfmt changes what bash executes in these files: write the construct so that its formatted form"
                        + " means the same (an associative array's key in quotes)");
    }

    @Test
    void noAssociativeArrayKeyIsOneTheFormatterReadsAsArithmetic() throws IOException {
        List<String> files = formattedShellFiles();
        assertEquals(
                List.of(),
                arithmeticKeys(Repo.ROOT, trees(Repo.ROOT, files)),
                "an associative array's unquoted key with an operator: shfmt prints it spaced (\"a - b\") and bash"
                        + " then reads the spaced text as the key; quote the key, e.g. M[\"grafana-server\"]"
                        + " (mvdan/sh README, Caveats)");
    }

    @Test
    void bothChecksFindTheGrafanaKeyAndPassItQuoted() throws IOException {
        // what was written, what shfmt 3.6.0 made of it (monitoring.sh before the fix), and the fix
        Map<String, String> fixtures = Map.of(
                "written.sh", "declare -A DIRTY=()\nDIRTY[grafana-server]=1\necho \"${DIRTY[grafana-server]}\"\n",
                "formatted.sh", "declare -A DIRTY=()\nDIRTY[grafana - server]=1\n",
                "quoted.sh",
                        "declare -A DIRTY=()\nDIRTY[\"grafana-server\"]=1\necho \"${DIRTY[\"grafana-server\"]}\"\n",
                "indexed.sh", "declare -a list=()\ni=0\nlist[i + 1]=x\necho \"${list[i + 1]}\"\n");
        Path root = Files.createDirectories(tmp.resolve("root"));
        for (Map.Entry<String, String> f : fixtures.entrySet()) {
            Files.writeString(root.resolve(f.getKey()), f.getValue());
        }
        List<String> changed = meaningChanges(root, new TreeSet<>(fixtures.keySet()), tmp);
        assertEquals(1, changed.size(), "only the unquoted key as written changes under the formatter: " + changed);
        assertTrue(changed.get(0).startsWith("written.sh:"), changed.toString());
        assertTrue(changed.get(0).contains("DIRTY[grafana - server]=1"), changed.get(0));
        assertEquals(
                List.of(
                        "formatted.sh:2: DIRTY[grafana - server]",
                        "written.sh:2: DIRTY[grafana-server]",
                        "written.sh:3: DIRTY[grafana-server]"),
                arithmeticKeys(root, trees(root, fixtures.keySet())),
                "the key bash reads differently in both forms; not the quoted key, not an indexed array's arithmetic");
    }

    @Test
    void everyShellFileOfTheRepositoryIsInTheFormattersSet() throws IOException {
        Tools.Result ls = Tools.run(List.of("git", "-C", Repo.ROOT.toString(), "ls-files", "-z"), Map.of(), 60);
        assertEquals(0, ls.exit(), ls.err());
        Set<String> formatted = new TreeSet<>(formattedShellFiles());
        List<String> outside = new ArrayList<>();
        for (String rel : ls.out().split("\0")) {
            Path f = Repo.path(rel);
            if (rel.isEmpty() || !Files.isRegularFile(f) || formatted.contains(rel) || NOT_FORMATTED.containsKey(rel)) {
                continue;
            }
            byte[] head = Files.readAllBytes(f);
            String start = new String(head, 0, Math.min(head.length, 400), StandardCharsets.UTF_8);
            if (start.matches("(?s)#![^\n]*\\b(bash|sh)\\b.*") || start.contains("# shellcheck shell=")) {
                outside.add(rel);
            }
        }
        assertEquals(
                List.of(),
                outside,
                "shell files Spotless does not format (and this test does not check): add them to the <shell>"
                        + " includes in pom.xml and to .editorconfig's shell sections");
        NOT_FORMATTED.keySet().forEach(rel -> assertTrue(Files.isRegularFile(Repo.path(rel)), rel + " is gone"));
    }
}
