package ocigpucluster.slurm;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ocigpucluster.bootstrap.StageResults;

/**
 * The {@code nodeStartPhases} stack output: each node's start, phase by phase, from the records of
 * the {@code slurm-nodes} stage (docs/bake.md "Per-phase timings"): per node the epoch seconds of
 * each phase it recorded, the seconds between consecutive phases and the phases it could not
 * tell; per group (one stage run) the p50 and the max of each span over its nodes.
 */
public final class NodeStartPhases {
    /** The stack output's name. */
    public static final String OUTPUT = "nodeStartPhases";

    /**
     * A node's start, in order. The first three the node reads from what it is given (the
     * instance's creation from its metadata, the kernel's boot time, sshd's activation:
     * node/slurm-node.sh start_phases), the next two its node script's start and end, the last two
     * the bastion's first sight of slurmd registered and of the node settled in its partition
     * (slurm-nodes.sh).
     */
    public static final List<String> PHASES =
            List.of("launched", "booted", "sshd", "delta-start", "delta-done", "slurmd-registered", "gate-passed");

    private NodeStartPhases() {}

    /** The output from the stage's stdout (its last JSON line); no nodes when it has none. */
    public static Map<String, Object> result(String slurmNodesStdout) {
        JsonNode r = StageResults.result(slurmNodesStdout);
        List<Map<String, Object>> nodes = new ArrayList<>();
        // per span (index of its first phase): the seconds of each node that has both ends
        List<List<Double>> bySpan = new ArrayList<>();
        for (int i = 0; i + 1 < PHASES.size(); i++) {
            bySpan.add(new ArrayList<>());
        }
        for (JsonNode n : r.path("nodes")) {
            JsonNode recorded = n.path("phases");
            Map<String, Double> at = new LinkedHashMap<>();
            List<String> missing = new ArrayList<>();
            for (String phase : PHASES) {
                if (recorded.path(phase).isNumber()) {
                    at.put(phase, recorded.path(phase).asDouble());
                } else {
                    missing.add(phase);
                }
            }
            List<Map<String, Object>> spans = new ArrayList<>();
            for (int i = 0; i + 1 < PHASES.size(); i++) {
                Double from = at.get(PHASES.get(i));
                Double to = at.get(PHASES.get(i + 1));
                if (from != null && to != null) {
                    double seconds = millis(to - from);
                    bySpan.get(i).add(seconds);
                    spans.add(span(i, Map.of("seconds", seconds)));
                }
            }
            Map<String, Object> node = new LinkedHashMap<>();
            node.put("name", n.path("name").asText());
            node.put("at", at);
            node.put("spans", spans);
            node.put("missing", missing);
            nodes.add(node);
        }
        List<Map<String, Object>> group = new ArrayList<>();
        for (int i = 0; i < bySpan.size(); i++) {
            List<Double> seconds = new ArrayList<>(bySpan.get(i));
            if (seconds.isEmpty()) {
                continue;
            }
            seconds.sort(Double::compare);
            Map<String, Object> stats = new LinkedHashMap<>();
            stats.put("nodes", seconds.size());
            stats.put("p50", p50(seconds));
            stats.put("max", seconds.get(seconds.size() - 1));
            group.add(span(i, stats));
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("phases", PHASES);
        out.put("nodes", nodes);
        out.put("spans", group);
        return out;
    }

    /** The span from phase {@code i} to the next, with {@code values}. */
    private static Map<String, Object> span(int i, Map<String, Object> values) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("from", PHASES.get(i));
        s.put("to", PHASES.get(i + 1));
        s.putAll(values);
        return s;
    }

    /**
     * The median by nearest rank: the ⌈n/2⌉-th smallest value, one a node actually took, never an
     * interpolation between two nodes (of 2 nodes the faster one's; the max shows the other).
     */
    static double p50(List<Double> sorted) {
        return sorted.get((sorted.size() + 1) / 2 - 1);
    }

    /** Seconds to the millisecond: the records' resolution. */
    private static double millis(double seconds) {
        return Math.round(seconds * 1000) / 1000.0;
    }
}
