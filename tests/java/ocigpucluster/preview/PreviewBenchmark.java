package ocigpucluster.preview;

import ocigpucluster.cli.Validation;
import ocigpucluster.program.ClusterProgram;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * How long the offline preview takes, in-process after a warm-up, for a small and the largest
 * accepted cluster. The program's Command count does not grow with the node count, so neither
 * should the time much. Not a test (surefire excludes *Benchmark*): run it by hand, e.g.
 * {@code java -cp target/classes:target/test-classes:$(cat cp.txt) ocigpucluster.preview.PreviewBenchmark}.
 */
public final class PreviewBenchmark {
    private static final int RUNS = 5;

    private PreviewBenchmark() {
    }

    public static void main(String[] args) {
        int[] sizes = args.length == 0 ? new int[]{2, 512} : java.util.Arrays.stream(args).mapToInt(Integer::parseInt).toArray();
        time(sizes[0]); // warm-up: class loading, JIT
        for (int nodes : sizes) {
            List<Double> ms = new ArrayList<>();
            for (int i = 0; i < RUNS; i++) {
                ms.add(time(nodes));
            }
            Collections.sort(ms);
            System.out.printf("nodes=%d median=%.0f ms (runs: %s)%n", nodes, ms.get(RUNS / 2), ms);
        }
    }

    private static double time(int nodes) {
        StackConfig config = PreviewRuns.config(PreviewRuns.DEV_STACK, List.of("cluster.nodeCount=" + nodes), List.of());
        long start = System.nanoTime();
        Validation v = PreviewRuns.validation(config);
        Plan plan = OfflinePreview.run(v.settings(), config.region(), v.diagnostics(), ClusterProgram::define);
        plan.toJsonText();
        double elapsed = (System.nanoTime() - start) / 1e6;
        if (plan.outputs().path("nodeCount").intValue() != nodes) {
            throw new IllegalStateException("the preview did not plan " + nodes + " nodes");
        }
        return Math.round(elapsed * 10) / 10.0;
    }
}
