package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A feature's bed model lives with the feature: {@code tests/testbed/features/<feature>/} (its
 * {@code packages.tsv} rows, {@code pkg-files/}, {@code bin/}, {@code units/}, {@code downloads.sh},
 * {@code hide.tsv}, the {@code debian-packages} CI installs and the {@code prepare.sh} it runs), where {@code <feature>} is its script folder under
 * {@code src/main/bootstrap/}. bed.sh merges the folders into one model per bed and
 * .ci/install-test-tools reads every {@code debian-packages}, so two owners of one package, a
 * folder no feature has, or a package without its reason would go unnoticed there: this fails
 * on each.
 */
class FeatureBedModelsTest {
    private static final Path TESTBED = Path.of("tests/testbed");
    private static final Path BOOTSTRAP = Path.of("src/main/bootstrap");
    private static final Path INSTALL = Path.of(".ci/install-test-tools");
    /** What a feature's bed folder may hold (tests/testbed/README.md, "A feature's bed model"). */
    private static final Set<String> ENTRIES = Set.of(
            "packages.tsv",
            "pkg-files",
            "bin",
            "units",
            "downloads.sh",
            "hide.tsv",
            "debian-packages",
            "prepare.sh",
            "README.md");
    /** {@code name  # why}: one package, then its reason. */
    private static final Pattern DEBIAN_LINE = Pattern.compile("^([a-z0-9][a-z0-9+.-]*)\\s+#\\s*(\\S.*)$");

    @TempDir
    Path tmp;

    @Test
    void theTreesFeatureModelsAreConsistent() {
        assertEquals(List.of(), problems(TESTBED, BOOTSTRAP, INSTALL));
        assertTrue(Files.isDirectory(TESTBED.resolve("features/slurm")), "the features' models were found");
    }

    @Test
    void aFolderThatIsNoFeatureFails() throws IOException {
        Path testbed = copyOfTree();
        Files.createDirectories(testbed.resolve("features/slrum"));
        assertTrue(
                problems(testbed, BOOTSTRAP, INSTALL).stream().anyMatch(p -> p.contains("features/slrum")),
                problems(testbed, BOOTSTRAP, INSTALL).toString());
        Files.delete(testbed.resolve("features/slrum"));
        Files.createDirectories(testbed.resolve("features/lib"));
        assertTrue(
                problems(testbed, BOOTSTRAP, INSTALL).stream().anyMatch(p -> p.contains("features/lib")),
                "lib/ is the features' shared library, not a feature");
    }

    @Test
    void aPackageInTwoCataloguesFailsAndTwoVersionsInOneAreAllowed() throws IOException {
        Path testbed = copyOfTree();
        Path monitoring = testbed.resolve("features/monitoring/packages.tsv");
        Files.writeString(
                monitoring, "munge\t0.5.13\t13.el9\tol9_appstream\t-\n", java.nio.file.StandardOpenOption.APPEND);
        List<String> found = problems(testbed, BOOTSTRAP, INSTALL);
        assertTrue(found.stream().anyMatch(p -> p.contains("munge") && p.contains("monitoring")), found.toString());

        Path shared = copyOfTree();
        Files.writeString(
                shared.resolve("fakes/lib/packages.tsv"),
                "grafana\t13.1.0\t1\tgrafana\t-\n",
                java.nio.file.StandardOpenOption.APPEND);
        found = problems(shared, BOOTSTRAP, INSTALL);
        assertTrue(found.stream().anyMatch(p -> p.contains("grafana") && p.contains("fakes/lib")), found.toString());

        // a repository holding two versions of one package (dnf installs the pinned one) is one owner's
        Path versions = copyOfTree();
        Path containers = versions.resolve("features/containers/packages.tsv");
        assertTrue(Files.readString(containers).contains("nvidia-container-toolkit\t1.17.8"), "the older toolkit");
        assertEquals(List.of(), problems(versions, BOOTSTRAP, INSTALL));
        Files.writeString(
                containers,
                "nvidia-container-toolkit\t1.17.8\t1\tnvidia-container-toolkit\t-\n",
                java.nio.file.StandardOpenOption.APPEND);
        found = problems(versions, BOOTSTRAP, INSTALL);
        assertTrue(found.stream().anyMatch(p -> p.contains("nvidia-container-toolkit-1.17.8-1")), found.toString());
    }

    @Test
    void aDebianPackageWithoutItsReasonFails() throws IOException {
        Path testbed = copyOfTree();
        Path list = testbed.resolve("features/accounting/debian-packages");
        Files.writeString(list, "libfoo\n", java.nio.file.StandardOpenOption.APPEND);
        List<String> found = problems(testbed, BOOTSTRAP, INSTALL);
        assertTrue(found.stream().anyMatch(p -> p.contains("libfoo")), found.toString());

        Files.writeString(list, Files.readString(list).replace("libfoo\n", "libfoo libbar # two at once\n"));
        found = problems(testbed, BOOTSTRAP, INSTALL);
        assertTrue(found.stream().anyMatch(p -> p.contains("libfoo libbar")), found.toString());

        Files.writeString(list, Files.readString(list).replace("libfoo libbar # two at once\n", "munge # again\n"));
        found = problems(testbed, BOOTSTRAP, INSTALL);
        assertTrue(found.stream().anyMatch(p -> p.contains("munge") && p.contains("slurm")), found.toString());
    }

    @Test
    void packageFilesOfAnotherFeaturesPackageFail() throws IOException {
        Path testbed = copyOfTree();
        Files.writeString(testbed.resolve("features/directory/pkg-files/munge.post"), "true\n");
        List<String> found = problems(testbed, BOOTSTRAP, INSTALL);
        assertTrue(found.stream().anyMatch(p -> p.contains("directory/pkg-files/munge.post")), found.toString());
    }

    @Test
    void aFakeBinaryInTwoFeaturesFails() throws IOException {
        Path testbed = copyOfTree();
        Files.copy(testbed.resolve("features/slurm/bin/enroot"), testbed.resolve("features/containers/bin/enroot"));
        List<String> found = problems(testbed, BOOTSTRAP, INSTALL);
        assertTrue(found.stream().anyMatch(p -> p.contains("bin/enroot")), found.toString());
    }

    @Test
    void downloadsUnderAnotherFeaturesNameFail() throws IOException {
        Path testbed = copyOfTree();
        Path downloads = testbed.resolve("features/monitoring/downloads.sh");
        Files.writeString(downloads, Files.readString(downloads).replace("download_monitoring", "download_slurm"));
        List<String> found = problems(testbed, BOOTSTRAP, INSTALL);
        assertTrue(found.stream().anyMatch(p -> p.contains("download_monitoring")), found.toString());
    }

    /** The bed's shared catalogue and the features' folders, copied (the test changes the copy). */
    private Path copyOfTree() throws IOException {
        Path copy = tmp.resolve("testbed" + System.nanoTime());
        Files.createDirectories(copy.resolve("fakes/lib"));
        Files.copy(TESTBED.resolve("fakes/lib/packages.tsv"), copy.resolve("fakes/lib/packages.tsv"));
        try (Stream<Path> files = Files.walk(TESTBED.resolve("features"))) {
            for (Path f : files.toList()) {
                Path to = copy.resolve(TESTBED.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(f, to);
                }
            }
        }
        return copy;
    }

    /** Everything wrong with the features' bed models under TESTBED, as one line each. */
    static List<String> problems(Path testbed, Path bootstrap, Path install) {
        List<String> problems = new ArrayList<>();
        Map<String, String> owner = new HashMap<>(); // package -> catalogue
        Set<String> rows = new HashSet<>();
        catalogue(testbed.resolve("fakes/lib/packages.tsv"), "fakes/lib", owner, rows, problems);
        Map<String, String> debian = new HashMap<>(); // package -> list
        for (String base : baseDebianPackages(install)) {
            debian.put(base, ".ci/install-test-tools");
        }
        Map<String, String> units = new HashMap<>();
        Map<String, String> bins = new HashMap<>(); // merged into one bin/: one owner per name
        for (Path feature : list(testbed.resolve("features"))) {
            String name = feature.getFileName().toString();
            String where = "features/" + name;
            if (!Files.isDirectory(feature) || name.equals("lib") || !Files.isDirectory(bootstrap.resolve(name))) {
                problems.add(where + " is not a feature's script folder under src/main/bootstrap/");
                continue;
            }
            for (Path entry : list(feature)) {
                if (!ENTRIES.contains(entry.getFileName().toString())) {
                    problems.add(where + "/" + entry.getFileName() + " is none of " + ENTRIES);
                }
            }
            Map<String, String> own = new HashMap<>(); // this feature's packages -> versions
            if (Files.exists(feature.resolve("packages.tsv"))) {
                for (String[] row : catalogue(feature.resolve("packages.tsv"), where, owner, rows, problems)) {
                    own.merge(row[0], row[1], (a, b) -> a + " " + b);
                }
            }
            for (Path f : list(feature.resolve("pkg-files"))) {
                String file = f.getFileName().toString();
                String pkg = file.endsWith(".post") ? file.substring(0, file.length() - 5) : file;
                boolean ownPackage = own.containsKey(pkg)
                        || own.entrySet().stream()
                                .anyMatch(e -> List.of(e.getValue().split(" ")).stream()
                                        .anyMatch(v -> pkg.equals(e.getKey() + "-" + v)));
                if (!ownPackage) {
                    problems.add(where + "/pkg-files/" + file + " is not of a package in " + where + "/packages.tsv");
                }
            }
            for (Path b : list(feature.resolve("bin"))) {
                String before = bins.putIfAbsent(b.getFileName().toString(), where);
                if (before != null) {
                    problems.add(where + "/bin/" + b.getFileName() + " is also " + before + "'s");
                }
            }
            for (Path u : list(feature.resolve("units"))) {
                String unit = u.getFileName().toString();
                String before = units.putIfAbsent(unit, where);
                if (!unit.endsWith(".sh")) {
                    problems.add(where + "/units/" + unit + " is not UNIT.sh");
                } else if (before != null) {
                    problems.add(where + "/units/" + unit + " is also " + before + "'s");
                }
            }
            if (Files.exists(feature.resolve("downloads.sh"))) {
                // curl sources every feature's: another name would replace or miss one
                String text = String.join("\n", lines(feature.resolve("downloads.sh")));
                String fn = "download_" + name;
                if (!text.contains("\n" + fn + "() {") || !text.contains("\ndownloads+=(" + fn + ")")) {
                    problems.add(where + "/downloads.sh does not define and register " + fn);
                }
            }
            if (Files.exists(feature.resolve("debian-packages"))) {
                for (String line : lines(feature.resolve("debian-packages"))) {
                    if (line.isBlank() || line.startsWith("#")) {
                        continue;
                    }
                    Matcher m = DEBIAN_LINE.matcher(line);
                    if (!m.matches()) {
                        problems.add(where + "/debian-packages: '" + line
                                + "' is not one package followed by '# why it is needed'");
                        continue;
                    }
                    String before = debian.putIfAbsent(m.group(1), where);
                    if (before != null) {
                        problems.add(where + "/debian-packages: " + m.group(1) + " is also in " + before);
                    }
                }
            }
        }
        return problems;
    }

    /** The rows of one catalogue; a package another catalogue has, or a row twice, is a problem. */
    private static List<String[]> catalogue(
            Path file, String where, Map<String, String> owner, Set<String> rows, List<String> problems) {
        List<String[]> own = new ArrayList<>();
        for (String line : lines(file)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] row = line.split("\t", -1);
            if (row.length != 5) {
                problems.add(where + "/packages.tsv: '" + line + "' is not name, version, release, repo, binaries");
                continue;
            }
            String before = owner.putIfAbsent(row[0], where);
            if (before != null && !before.equals(where)) {
                problems.add(where + "/packages.tsv: " + row[0] + " is " + before + "'s (one package, one catalogue)");
            }
            if (!rows.add(row[0] + "-" + row[1] + "-" + row[2])) {
                problems.add(where + "/packages.tsv: " + row[0] + "-" + row[1] + "-" + row[2] + " twice");
            }
            own.add(row);
        }
        return own;
    }

    /** The packages=(...) of .ci/install-test-tools: the tools of no one feature. */
    private static List<String> baseDebianPackages(Path install) {
        Matcher m = Pattern.compile("(?m)^packages=\\(([^)]*)\\)").matcher(String.join("\n", lines(install)));
        assertTrue(m.find(), install + " has no packages=(...) list");
        return List.of(m.group(1).trim().split("\\s+"));
    }

    private static List<Path> list(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
