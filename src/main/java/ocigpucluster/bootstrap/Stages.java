package ocigpucluster.bootstrap;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.Settings;

/**
 * Every stage the features declare, in an order where a stage comes after those it waits for
 * (the features' order otherwise): what the chain creates, the test bed runs and the contract
 * test reads.
 */
public final class Stages {
    private final List<StageSpec> all;
    private final Map<String, StageSpec> byId = new LinkedHashMap<>();
    private final Map<String, List<String>> after = new LinkedHashMap<>();

    private final BiFunction<Settings, NodeGroup, NodeImage> nodeImage;

    public Stages(List<StageSpec> declared) {
        this(declared, (s, g) -> NodeImage.NONE);
    }

    /** @param nodeImage what a group's nodes must find in their image ({@link NodeImage}), from the features */
    public Stages(List<StageSpec> declared, BiFunction<Settings, NodeGroup, NodeImage> nodeImage) {
        this.nodeImage = nodeImage;
        for (StageSpec s : declared) {
            if (byId.put(s.id(), s) != null) {
                throw new IllegalArgumentException("two stages named " + s.id());
            }
        }
        for (StageSpec s : declared) {
            after.put(s.id(), new ArrayList<>(s.after()));
        }
        for (StageSpec s : declared) {
            for (String a : s.after()) {
                if (!byId.containsKey(a)) {
                    throw new IllegalArgumentException(
                            "stage " + s.id() + " waits for " + a + ", which no feature declares");
                }
            }
            for (String b : s.before()) {
                if (!byId.containsKey(b)) {
                    throw new IllegalArgumentException(
                            "stage " + s.id() + " runs before " + b + ", which no feature declares");
                }
                after.get(b).add(s.id());
            }
        }
        List<StageSpec> ordered = new ArrayList<>();
        Set<String> placed = new LinkedHashSet<>();
        while (ordered.size() < declared.size()) {
            StageSpec next = declared.stream()
                    .filter(s -> !placed.contains(s.id()) && placed.containsAll(after(s)))
                    .findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("the stages wait for each other in a circle"));
            ordered.add(next);
            placed.add(next.id());
        }
        this.all = List.copyOf(ordered);
    }

    /** What the nodes of group {@code g} must find in the image they boot from. */
    public NodeImage nodeImage(Settings settings, NodeGroup g) {
        return nodeImage.apply(settings, g);
    }

    /**
     * The ids of the stages {@code s} waits for: its own {@code after} and every stage declared
     * {@code before} it.
     */
    public List<String> after(StageSpec s) {
        return List.copyOf(after.get(s.id()));
    }

    public List<StageSpec> all() {
        return all;
    }

    public StageSpec get(String id) {
        StageSpec s = byId.get(id);
        if (s == null) {
            throw new IllegalArgumentException("no stage " + id);
        }
        return s;
    }

    /** The stages enabled by these settings, in order. */
    public List<StageSpec> enabledBy(Settings settings) {
        return all.stream().filter(s -> s.enabled(settings)).toList();
    }

    /** Every parameter any stage takes, once each, in stage order. */
    public List<Param> parameters() {
        Map<String, Param> out = new LinkedHashMap<>();
        for (StageSpec s : all) {
            for (Param p : s.params()) {
                Param seen = out.putIfAbsent(p.name(), p);
                if (seen != null && seen != p) {
                    throw new IllegalStateException("two declarations of parameter " + p.name());
                }
            }
        }
        return List.copyOf(out.values());
    }

    /**
     * The stage-parameter table (src/main/bootstrap/README.md): every parameter the stages get,
     * the stages that take it, and its doc, in the order the stages first take them.
     */
    public String parameterTable() {
        StringBuilder out = new StringBuilder("| variable | stages | meaning |\n|---|---|---|\n");
        for (Param p : parameters()) {
            String stages = all.stream()
                    .filter(s -> s.params().contains(p))
                    .map(StageSpec::id)
                    .collect(java.util.stream.Collectors.joining(", "));
            out.append("| `")
                    .append(p.name())
                    .append("` | ")
                    .append(stages)
                    .append(" | ")
                    .append(p.doc().replace("|", "\\|"))
                    .append(" |\n");
        }
        return out.toString();
    }

    /**
     * What {@code stage} waits for among {@code enabled}: a disabled stage is replaced by what it
     * waits for, and a stage another one already waits for (transitively) is left out.
     */
    public List<StageSpec> waitsFor(StageSpec stage, Set<StageSpec> enabled) {
        Set<StageSpec> direct = new LinkedHashSet<>();
        for (String id : after(stage)) {
            StageSpec s = get(id);
            if (enabled.contains(s)) {
                direct.add(s);
            } else {
                direct.addAll(waitsFor(s, enabled));
            }
        }
        List<StageSpec> minimal = new ArrayList<>();
        for (StageSpec s : direct) {
            boolean implied = direct.stream().anyMatch(o -> o != s && reaches(o, s, enabled));
            if (!implied) {
                minimal.add(s);
            }
        }
        return List.copyOf(minimal);
    }

    private boolean reaches(StageSpec from, StageSpec target, Set<StageSpec> enabled) {
        for (StageSpec s : waitsFor(from, enabled)) {
            if (s == target || reaches(s, target, enabled)) {
                return true;
            }
        }
        return false;
    }
}
