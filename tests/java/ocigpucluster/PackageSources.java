package ocigpucluster;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The program's packages as its sources name each other: an import or a fully-qualified name in
 * code (comments left out). Read from the sources because javac copies a constant into the class
 * that uses it, so a use of another package's constant leaves no trace in the class files.
 */
public final class PackageSources {
    public static final Path ROOT = Repo.path("src/main/java/ocigpucluster");
    /** Any use of a project package {@code ocigpucluster.X}: an import or a fully-qualified name in code. */
    public static final Pattern PROJECT_REF = Pattern.compile("\\bocigpucluster\\.([a-z]+)\\.");

    private PackageSources() {}

    /** The Java sources of package {@code ocigpucluster.<pkg>} and its subpackages. */
    public static List<Path> sources(String pkg) throws IOException {
        try (Stream<Path> s = Files.walk(ROOT.resolve(pkg))) {
            return s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
    }

    /** Source text without comments, so a comment that names a package is not a dependency. */
    public static String code(Path file) throws IOException {
        return Files.readString(file).replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\n]*", "");
    }

    /** Package X -> each other package Y its sources name -> the files of X that name Y. */
    public static SortedMap<String, SortedMap<String, SortedSet<String>>> uses() {
        SortedMap<String, SortedMap<String, SortedSet<String>>> uses = new TreeMap<>();
        try (Stream<Path> dirs = Files.list(ROOT)) {
            for (Path dir : dirs.filter(Files::isDirectory).sorted().toList()) {
                String pkg = dir.getFileName().toString();
                SortedMap<String, SortedSet<String>> used = uses.computeIfAbsent(pkg, k -> new TreeMap<>());
                for (Path f : sources(pkg)) {
                    Matcher m = PROJECT_REF.matcher(code(f));
                    while (m.find()) {
                        if (!m.group(1).equals(pkg)) {
                            used.computeIfAbsent(m.group(1), k -> new TreeSet<>())
                                    .add(ROOT.relativize(f).toString());
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return uses;
    }
}
