package ocigpucluster.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import ocigpucluster.feature.Feature;
import ocigpucluster.program.Features;
import org.junit.jupiter.api.Test;

/**
 * The seam holds: the chain engine (bootstrap) and the seam (feature) name no feature's package,
 * and no feature names the program that registers it. A feature is added by its package and one
 * registry line, never by an edit to the engine. Read from the sources (comments left out), so
 * fully-qualified names count as imports.
 */
class EngineSeamTest {
    private static final Path ROOT = Path.of("src/main/java/ocigpucluster");
    private static final Pattern PROJECT_REF = Pattern.compile("\\bocigpucluster\\.([a-z]+)\\.");

    private static Set<String> featurePackages() {
        Set<String> out = new TreeSet<>();
        for (Feature f : Features.ALL) {
            out.add(f.getClass().getPackageName().substring("ocigpucluster.".length()));
        }
        return out;
    }

    private static Set<String> referenced(String pkg) throws IOException {
        Set<String> out = new TreeSet<>();
        try (Stream<Path> s = Files.list(ROOT.resolve(pkg))) {
            for (Path f : s.filter(p -> p.toString().endsWith(".java")).toList()) {
                String code =
                        Files.readString(f).replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\n]*", "");
                Matcher m = PROJECT_REF.matcher(code);
                while (m.find()) {
                    out.add(m.group(1));
                }
            }
        }
        return out;
    }

    @Test
    void theEngineAndTheSeamNameNoFeature() throws IOException {
        Set<String> features = featurePackages();
        assertTrue(
                features.containsAll(Set.of("readiness", "slurm", "ondemand", "users", "directory")),
                features.toString());
        List<String> problems = new ArrayList<>();
        for (String engine : List.of("bootstrap", "feature")) {
            for (String used : referenced(engine)) {
                if (features.contains(used)) {
                    problems.add(engine + " uses the feature package " + used);
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void noFeatureNamesTheProgram() throws IOException {
        List<String> problems = new ArrayList<>();
        for (String f : featurePackages()) {
            if (referenced(f).contains("program")) {
                problems.add(f + " uses ocigpucluster.program (the registry names features, not the reverse)");
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void theScannerSeesAnImportAndAFullyQualifiedNameButNoComment() {
        String code = "import ocigpucluster.slurm.SlurmFeature;\nObject o = ocigpucluster.users.UsersSpec.class;\n";
        Matcher m = PROJECT_REF.matcher(
                code.replaceAll("//[^\n]*", "") + "// ocigpucluster.directory.X\n".replaceAll("//[^\n]*", ""));
        Set<String> seen = new TreeSet<>();
        while (m.find()) {
            seen.add(m.group(1));
        }
        assertEquals(Set.of("slurm", "users"), seen);
    }
}
