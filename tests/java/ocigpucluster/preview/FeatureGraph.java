package ocigpucluster.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import ocigpucluster.preview.PreviewRuns.Mode;
import ocigpucluster.settings.Settings;
import org.junit.jupiter.api.Test;

/**
 * How a feature's test claims the resources its feature adds to the plan. ResourceGraphTest pins
 * the shared components' resources and one Command per enabled stage, and fails on any other
 * resource that no claim names; a feature's {@code *GraphTest} in its own test package implements
 * this (found on the test classpath, no list to edit), and inherits the test that what it claims
 * is planned.
 */
public interface FeatureGraph {
    /** The resources, each "type name parent" ({@code -} for none), its feature adds under these settings. */
    Set<String> claims(Settings settings);

    @Test
    default void whatItClaimsIsPlannedInEveryMode() {
        for (Mode m : Mode.values()) {
            Set<String> missing = new TreeSet<>(claims(m.settings()));
            missing.removeAll(graph(m.plan()));
            assertEquals(Set.of(), missing, m + ": claimed but not in the plan");
        }
    }

    /** The plan's resources, each "type name parent". */
    static Set<String> graph(Plan plan) {
        return plan.resources().stream()
                .map(r -> r.type() + " " + r.name() + " " + (r.parent() == null ? "-" : r.parent()))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /** Every implementation among the test classes (loaded without initialising the others). */
    static List<FeatureGraph> all() {
        Path root;
        try {
            root = Path.of(FeatureGraph.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        List<FeatureGraph> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f :
                    files.filter(p -> p.toString().endsWith(".class")).sorted().toList()) {
                String name = root.relativize(f).toString().replace('/', '.').replaceAll("\\.class$", "");
                Class<?> c = Class.forName(name, false, FeatureGraph.class.getClassLoader());
                if (FeatureGraph.class.isAssignableFrom(c)
                        && !c.isInterface()
                        && !Modifier.isAbstract(c.getModifiers())) {
                    var ctor = c.getDeclaredConstructor();
                    ctor.setAccessible(true);
                    out.add((FeatureGraph) ctor.newInstance());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
        return out;
    }
}
