package ocigpucluster;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.library.dependencies.SliceRule;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * No two packages of the program use each other, directly or around a longer loop: each package
 * can be read, tested and changed on top of the ones it uses. A package is {@code ocigpucluster.X}
 * with its subpackages. Checked twice: on the compiled classes with ArchUnit's slice rule
 * ("Slices", ArchUnit User Guide, https://www.archunit.org/userguide/html/000_Index.html#_slices),
 * which sees types used without being named, and on the sources ({@link PackageSources}), which
 * see the constants javac copies out of the class files.
 */
class PackageCyclesTest {
    static final SliceRule NO_CYCLES =
            slices().matching("ocigpucluster.(*)..").should().beFreeOfCycles();

    /** Cycles allowed, each as its packages, sorted: none; any cycle fails. */
    private static final Set<List<String>> ALLOWED = Set.of();

    /** A package of a cycle ArchUnit reports: it names it {@code Slice <name>}. */
    private static final Pattern SLICE = Pattern.compile("Slice (\\w+)");

    @Test
    void theCompiledPackagesFormNoCycle() {
        JavaClasses classes = MainClasses.get();
        assertTrue(
                classes.containPackage("ocigpucluster.bootstrap") && classes.containPackage("ocigpucluster.preview"),
                "expected the program's classes, found " + classes.size());
        List<String> unexpected = new ArrayList<>();
        for (String cycle : NO_CYCLES.evaluate(classes).getFailureReport().getDetails()) {
            if (!ALLOWED.contains(cycleSlices(cycle))) {
                unexpected.add(cycle);
            }
        }
        assertEquals(
                List.of(), unexpected, () -> "package cycles in the class files:\n" + String.join("\n\n", unexpected));
    }

    @Test
    void theSourcesFormNoCycle() {
        SortedMap<String, SortedMap<String, SortedSet<String>>> uses = PackageSources.uses();
        assertTrue(
                uses.keySet().containsAll(List.of("bootstrap", "preview", "settings")), "packages: " + uses.keySet());
        List<String> unexpected = new ArrayList<>();
        for (List<String> cycle : cycles(uses)) {
            if (!ALLOWED.contains(cycle)) {
                StringBuilder edges = new StringBuilder("cycle " + cycle + ":");
                for (String from : cycle) {
                    uses.get(from).forEach((to, files) -> {
                        if (cycle.contains(to)) {
                            edges.append("\n  ")
                                    .append(from)
                                    .append(" -> ")
                                    .append(to)
                                    .append(": ")
                                    .append(files);
                        }
                    });
                }
                unexpected.add(edges.toString());
            }
        }
        assertEquals(List.of(), unexpected, () -> "package cycles in the sources:\n" + String.join("\n", unexpected));
    }

    /**
     * The packages of one cycle ArchUnit reports, sorted: the slices it names before it lists the
     * dependencies behind each step; empty when the text is not a cycle.
     */
    static List<String> cycleSlices(String detail) {
        if (!detail.startsWith("Cycle detected: ")) {
            return List.of();
        }
        int deps = detail.indexOf("Dependencies of");
        Matcher m = SLICE.matcher(deps < 0 ? detail : detail.substring(0, deps));
        Set<String> names = new TreeSet<>();
        while (m.find()) {
            names.add(m.group(1));
        }
        return List.copyOf(names);
    }

    /** The packages that lie on a cycle of {@code uses}: one sorted list per group that all reach each other. */
    static Set<List<String>> cycles(Map<String, ? extends Map<String, ?>> uses) {
        Map<String, Set<String>> reach = new TreeMap<>();
        for (String p : uses.keySet()) {
            Set<String> seen = new TreeSet<>();
            Deque<String> todo = new ArrayDeque<>(uses.get(p).keySet());
            while (!todo.isEmpty()) {
                String q = todo.pop();
                if (seen.add(q) && uses.get(q) != null) {
                    todo.addAll(uses.get(q).keySet());
                }
            }
            reach.put(p, seen);
        }
        Set<List<String>> cycles = new LinkedHashSet<>();
        reach.forEach((p, reached) -> {
            if (reached.contains(p)) {
                cycles.add(reached.stream()
                        .filter(q -> reach.getOrDefault(q, Set.of()).contains(p))
                        .sorted()
                        .toList());
            }
        });
        return cycles;
    }

    @Test
    void cyclesAreFoundAndNamedByTheirPackages() {
        assertEquals(
                Set.of(List.of("a", "b")),
                cycles(Map.of("a", Map.of("b", 1), "b", Map.of("a", 1), "c", Map.of("a", 1))));
        assertEquals(
                Set.of(List.of("a", "b", "c")),
                cycles(Map.of("a", Map.of("b", 1), "b", Map.of("c", 1), "c", Map.of("a", 1))));
        assertEquals(Set.of(), cycles(Map.of("a", Map.of("b", 1), "b", Map.of(), "c", Map.of("a", 1, "b", 1))));
        // the form ArchUnit 1.4 reports a cycle in; if it changes, the allow-list matches nothing and this fails
        assertEquals(
                List.of("bootstrap", "ondemand"),
                cycleSlices(
                        "Cycle detected: Slice bootstrap -> \n                Slice ondemand -> \n                Slice bootstrap\n"
                                + "  1. Dependencies of Slice bootstrap\n    - Method <ocigpucluster.bootstrap.A.b()> calls ..."));
        assertEquals(List.of(), cycleSlices("Rule 'slices matching ...' was violated (1 times):"));
    }
}
