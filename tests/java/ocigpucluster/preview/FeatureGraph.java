package ocigpucluster.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import ocigpucluster.Repo;
import ocigpucluster.feature.Example;
import ocigpucluster.feature.Feature;
import ocigpucluster.preview.PreviewRuns.Mode;
import ocigpucluster.program.Features;
import org.junit.jupiter.api.Test;

/**
 * A feature's rows of the plan, written out by hand: each resource the feature adds (its stages'
 * Commands too), as "type name parent", and each order pair of its stages ("a < b": stage b waits
 * for stage a), with the stock plans ({@link Mode}) each is planned in. Nothing here is computed
 * from the feature's own rules ({@code enabledWhen}, {@code after}, its settings): a row is a fact
 * someone checked against the stack files and the docs.
 *
 * <p>A feature's {@code *GraphTest} in its own test package implements this (found on the test
 * classpath, no list to edit) and inherits its tests: each row and order is planned in exactly the
 * plans it names, and the feature's example plan ({@link Mode#EXAMPLE_BASE} with
 * {@link Feature#example()} and {@link #exampleSets()}) adds exactly {@link #exampleRows()} and
 * places its stages as {@link #exampleOrders()} says. The shared {@code program/ResourceGraphTest}
 * pins the shared components' rows and fails on a planned resource or order no table has, on a
 * row that is not planned, on a row two tables claim, and on a feature or stage no table covers.
 */
public interface FeatureGraph {
    String COMMAND = "command:remote:Command";

    /** A resource and the stock plans it is planned in. */
    record Row(String resource, Set<Mode> modes) {
        public Row {
            modes = Set.copyOf(modes);
        }
    }

    /** This feature's rows in the stock plans (none in a plan it adds nothing to). */
    List<Row> rows();

    /** The feature whose example plan {@link #exampleRows()} describes; null for a shared component's strategy. */
    default Class<? extends Feature> feature() {
        return null;
    }

    /** What the feature's example plan plans beyond {@link Mode#EXAMPLE_BASE}, written out. */
    default Set<String> exampleRows() {
        return Set.of();
    }

    /**
     * What the feature's example plan drops from {@link Mode#EXAMPLE_BASE}, written out: none, but
     * for a feature whose example replaces the base's scheduler (Kubernetes: the Slurm stages).
     */
    default Set<String> exampleDrops() {
        return Set.of();
    }

    /** Overrides the example plan adds to {@link Feature#example()}: what the feature's example leaves out. */
    default List<String> exampleSets() {
        return List.of();
    }

    /**
     * This feature's rows of the chain's order in the stock plans, each {@link #order(String,
     * String)}: a pair of stages that involves one of its stages, or that exists only because of
     * its stage (a stage run {@code before} another makes every stage after that one wait for it).
     */
    default List<Row> orders() {
        return List.of();
    }

    /**
     * Order rows of the feature's example plan that {@link Mode#EXAMPLE_BASE} lacks, written out:
     * at least every stage its own stages wait for there (a stage only the example plans has no
     * stock row), and any other pair of its stage worth pinning.
     */
    default Set<String> exampleOrders() {
        return Set.of();
    }

    /** Stage {@code then} waits for stage {@code first}, directly or through other stages (stage ids). */
    static String order(String first, String then) {
        return first + " < " + then;
    }

    static Row row(String resource, Set<Mode> modes) {
        return new Row(resource, modes);
    }

    /** A stage's Command, a child of the Bootstrap component: {@code bootstrap-<id>}. */
    static String stage(String id) {
        return COMMAND + " bootstrap-" + id + " bootstrap";
    }

    static Set<Mode> in(Mode... modes) {
        return Set.of(modes);
    }

    static Set<Mode> allBut(Mode... modes) {
        Set<Mode> out = EnumSet.allOf(Mode.class);
        List.of(modes).forEach(out::remove);
        return out;
    }

    @Test
    default void eachRowIsPlannedInExactlyTheStockPlansItNames() {
        assertEquals(
                List.of(),
                plannedElsewhere(rows(), FeatureGraph::graph),
                getClass().getSimpleName() + ": rows planned elsewhere than they say");
    }

    @Test
    default void eachOrderIsPlannedInExactlyTheStockPlansItNames() {
        assertEquals(
                List.of(),
                plannedElsewhere(orders(), FeatureGraph::order),
                getClass().getSimpleName() + ": stage orders planned elsewhere than they say");
    }

    /** The rows found in other stock plans than they name ({@code read}: a plan's resources, or its orders). */
    static List<String> plannedElsewhere(List<Row> rows, java.util.function.Function<Plan, Set<String>> read) {
        List<String> wrong = new ArrayList<>();
        for (Row r : rows) {
            Set<Mode> planned = EnumSet.noneOf(Mode.class);
            for (Mode m : Mode.values()) {
                if (read.apply(m.plan()).contains(r.resource())) {
                    planned.add(m);
                }
            }
            if (!planned.equals(r.modes())) {
                wrong.add(r.resource() + ": the table says " + new TreeSet<>(r.modes()) + ", planned in " + planned);
            }
        }
        return wrong;
    }

    @Test
    default void itsExamplePlanAddsExactlyItsExampleRows() {
        if (feature() == null) {
            assertEquals(Set.of(), exampleRows(), "example rows without a feature");
            assertEquals(Set.of(), exampleOrders(), "example orders without a feature");
            return;
        }
        Set<String> base = graph(Mode.EXAMPLE_BASE.plan());
        Set<String> example = graph(examplePlan(registered(feature()), exampleSets()));
        Set<String> added = new TreeSet<>(example);
        added.removeAll(base);
        Set<String> removed = new TreeSet<>(base);
        removed.removeAll(example);
        assertEquals(
                new TreeSet<>(exampleRows()),
                added,
                feature().getSimpleName() + "'s example plan adds other resources than "
                        + getClass().getSimpleName() + " says");
        assertEquals(
                new TreeSet<>(exampleDrops()),
                removed,
                feature().getSimpleName() + "'s example plan drops other resources of the base than "
                        + getClass().getSimpleName() + " says");
        // the pairs the example adds: each listed one planned, and every one that places one of the
        // feature's own stages after another listed (a pair with its stage first may come from a
        // stage another feature adds later: that feature's table has it in the stock plans)
        Set<String> baseOrder = order(Mode.EXAMPLE_BASE.plan());
        Set<String> exampleOrder = order(examplePlan(registered(feature()), exampleSets()));
        Set<String> moreOrder = new TreeSet<>(exampleOrder);
        moreOrder.removeAll(baseOrder);
        Set<String> lessOrder = new TreeSet<>(baseOrder);
        lessOrder.removeAll(exampleOrder);
        Set<String> unplanned = new TreeSet<>(exampleOrders());
        unplanned.removeAll(moreOrder);
        assertEquals(Set.of(), unplanned, getClass().getSimpleName() + ": example orders not planned in the example");
        Set<String> own =
                registered(feature()).stages().stream().map(st -> st.id()).collect(Collectors.toSet());
        Set<String> unlisted = new TreeSet<>();
        moreOrder.stream()
                .filter(o -> own.contains(o.substring(o.indexOf(" < ") + 3))
                        && !exampleOrders().contains(o))
                .forEach(unlisted::add);
        assertEquals(
                Set.of(),
                unlisted,
                feature().getSimpleName() + "'s example plan places its stages after others than "
                        + getClass().getSimpleName() + " says");
        // only the orders of a stage the example drops (exampleDrops) may go
        Set<String> droppedStages = exampleDrops().stream()
                .filter(r -> r.startsWith(COMMAND + " bootstrap-"))
                .map(r -> r.substring((COMMAND + " bootstrap-").length(), r.lastIndexOf(' ')))
                .collect(Collectors.toSet());
        lessOrder.removeIf(o -> List.of(o.split(" < ")).stream().anyMatch(droppedStages::contains));
        assertEquals(
                Set.of(),
                lessOrder,
                feature().getSimpleName() + "'s example plan drops orders of the base between stages it keeps");
    }

    /** The registry's instance of a feature class. */
    static Feature registered(Class<? extends Feature> type) {
        return Features.ALL.stream()
                .filter(type::isInstance)
                .findFirst()
                .orElseThrow(() -> new AssertionError(type.getSimpleName() + " is not in Features.ALL"));
    }

    /** {@link Mode#EXAMPLE_BASE} with the feature's example configuration and these further overrides. */
    static Plan examplePlan(Feature feature, List<String> moreSets) {
        Example e = feature.example();
        List<String> sets = new ArrayList<>(Mode.EXAMPLE_BASE.sets());
        // a key the example sets replaces the base's (Kubernetes: scheduler.type)
        sets.removeIf(b -> e.plain().keySet().stream().anyMatch(k -> b.startsWith(k.key() + "=")));
        e.plain().forEach((k, v) -> sets.add(k.key() + "=" + v));
        sets.addAll(moreSets);
        List<String> secrets = new ArrayList<>();
        e.secret().forEach((k, v) -> secrets.add(k.key() + "=" + v));
        return PreviewRuns.plan(
                Mode.EXAMPLE_BASE.stack(),
                sets.stream().sorted().toList(),
                secrets.stream().sorted().toList());
    }

    /**
     * The plan's chain order: {@code "a < b"} for each stage Command b (a Command of the Bootstrap
     * component) and each stage Command a it waits for, directly or through other resources.
     */
    static Set<String> order(Plan plan) {
        Set<String> stages = plan.resources().stream()
                .filter(r -> r.type().equals(COMMAND) && "bootstrap".equals(r.parent()))
                .map(PlannedResource::name)
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> out = new TreeSet<>();
        for (String then : stages) {
            for (String first : PreviewRuns.waitsFor(plan, then)) {
                if (stages.contains(first)) {
                    out.add(order(first.substring("bootstrap-".length()), then.substring("bootstrap-".length())));
                }
            }
        }
        return out;
    }

    /** The plan's resources, each "type name parent". */
    static Set<String> graph(Plan plan) {
        return plan.resources().stream()
                .map(r -> r.type() + " " + r.name() + " " + (r.parent() == null ? "-" : r.parent()))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /** Every implementation among the test classes (loaded without initialising the others). */
    static List<FeatureGraph> all() {
        Path root = Repo.TEST_CLASSES;
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
