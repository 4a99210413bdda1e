package ocigpucluster.nccl;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The A/B measurement of what topology-aware placement is worth: the same nccl-tests all_reduce
 * sweep, n times on a pair of nodes in one local block ("same") and n times on a pair across
 * network blocks ("across"), compared at two rows: the 8 GiB row's out-of-place busbw (bandwidth)
 * and the 8 B row's out-of-place time (latency of a small message). The result file is
 * {@link #SCHEMA} (src/main/resources/ocigpucluster/nccl/nccl-ab-result.schema.json); docs/topology.md
 * says how it is run and that nothing is claimed until such a file exists.
 */
public final class AbResult {
    /** The result file's schema id, its first field. */
    public static final String SCHEMA = "oci-gpu-cluster/nccl-ab-result/v1";
    /** At least this many runs per arm. */
    public static final int MIN_RUNS = 5;
    /** The bandwidth row: 8 GiB. */
    public static final long LARGE_BYTES = 8L * 1024 * 1024 * 1024;
    /** The latency row: nccl-tests' smallest float all_reduce, 8 B. */
    public static final long SMALL_BYTES = 8;

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS);

    /** One arm: its two nodes, the fabric level between them, and each run's log. */
    public record Arm(List<String> nodes, String crosses, List<String> logs) {
        public Arm {
            nodes = List.copyOf(nodes);
            logs = List.copyOf(logs);
        }
    }

    private AbResult() {}

    /**
     * The result of both arms' logs, as a map in the schema's order.
     *
     * @param context what the file says about where it was measured (shape, NCCL image, when, by
     *     which command): copied as given
     * @throws IllegalArgumentException naming the arm and run: fewer than {@link #MIN_RUNS} runs, a
     *     log without the 8 GiB or the 8 B row, wrong results, or ranks on other hosts than the arm's
     */
    public static Map<String, Object> of(Arm same, Arm across, Map<String, Object> context) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("schema", SCHEMA);
        out.put("context", new LinkedHashMap<>(context));
        out.put("largeBytes", LARGE_BYTES);
        out.put("smallBytes", SMALL_BYTES);
        Map<String, Object> s = arm("same", same);
        Map<String, Object> a = arm("across", across);
        out.put("same", s);
        out.put("across", a);
        Map<String, Object> delta = new LinkedHashMap<>();
        delta.put("busbwPercent", percent(mean(s, "busbwGBps"), mean(a, "busbwGBps")));
        delta.put("smallTimePercent", percent(mean(s, "smallTimeUs"), mean(a, "smallTimeUs")));
        out.put("acrossVersusSame", delta);
        return out;
    }

    private static Map<String, Object> arm(String name, Arm arm) {
        if (arm.logs().size() < MIN_RUNS) {
            throw new IllegalArgumentException(
                    name + ": " + arm.logs().size() + " run(s); the method needs at least " + MIN_RUNS + " per arm");
        }
        List<Double> busbw = new ArrayList<>();
        List<Double> small = new ArrayList<>();
        List<Map<String, Object>> runs = new ArrayList<>();
        String version = null;
        for (int i = 0; i < arm.logs().size(); i++) {
            String run = name + " run " + (i + 1);
            NcclLog log =
                    NcclLogParser.parse(NcclLogParser.runs(arm.logs().get(i)).get(0));
            NcclReport report = log.report(null);
            if (!report.passed()) {
                throw new IllegalArgumentException(run + ": " + String.join("; ", report.failures()));
            }
            if (!log.hosts().isEmpty()
                    && !new java.util.HashSet<>(log.hosts()).equals(new java.util.HashSet<>(arm.nodes()))) {
                throw new IllegalArgumentException(run + ": its ranks ran on " + String.join(", ", log.hosts())
                        + ", not on the arm's nodes " + String.join(", ", arm.nodes()));
            }
            NcclRow large = row(log, LARGE_BYTES, run);
            NcclRow tiny = row(log, SMALL_BYTES, run);
            busbw.add(large.outOfPlace().busbwGBps());
            small.add(tiny.outOfPlace().timeUs());
            version = version == null ? log.ncclVersion() : version;
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("busbwGBps", large.outOfPlace().busbwGBps());
            r.put("smallTimeUs", tiny.outOfPlace().timeUs());
            r.put("avgBusbwGBps", log.avgBusbwGBps());
            runs.add(r);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("nodes", arm.nodes());
        out.put("crosses", arm.crosses());
        out.put("ncclVersion", version);
        out.put("runs", runs);
        out.put("busbwGBps", stats(busbw));
        out.put("smallTimeUs", stats(small));
        return out;
    }

    private static NcclRow row(NcclLog log, long size, String run) {
        return log.rows().stream()
                .filter(r -> r.sizeBytes() == size)
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(run + ": no " + NcclReport.size(size)
                        + " row; the sweep must run from 8 B to 8 GiB (all_reduce_perf -b 8 -e 8G -f 2)"));
    }

    /** n, mean, sample standard deviation, min, max. */
    static Map<String, Object> stats(List<Double> values) {
        double mean = values.stream().mapToDouble(Double::doubleValue).sum() / values.size();
        double ss = values.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("n", values.size());
        out.put("mean", round(mean));
        out.put("stdev", values.size() > 1 ? round(Math.sqrt(ss / (values.size() - 1))) : null);
        out.put("min", values.stream().mapToDouble(Double::doubleValue).min().orElseThrow());
        out.put("max", values.stream().mapToDouble(Double::doubleValue).max().orElseThrow());
        return out;
    }

    @SuppressWarnings("unchecked")
    private static double mean(Map<String, Object> arm, String key) {
        return (Double) ((Map<String, Object>) arm.get(key)).get("mean");
    }

    /** How much larger (positive) or smaller the across arm's figure is than the same arm's, in %. */
    private static double percent(double same, double across) {
        return round((across - same) / same * 100);
    }

    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }

    /** The file's text. */
    public static String toJson(Map<String, Object> result) {
        try {
            return JSON.writeValueAsString(result) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot serialise the A/B result", e);
        }
    }
}
