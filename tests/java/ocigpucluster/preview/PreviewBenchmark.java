package ocigpucluster.preview;

import ocigpucluster.settings.StackConfig;
import ocigpucluster.validation.Validation;
import ocigpucluster.program.ClusterProgram;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * How long the offline preview takes for a small and the largest accepted cluster: the wall
 * time of the real command ({@code java -jar target/oci-gpu-cluster.jar preview}, JVM start
 * included, what a user waits for) and the in-process time after a warm-up. Not a test
 * (surefire excludes *Benchmark*): the README says how to run it and records its numbers.
 */
public final class PreviewBenchmark {
    private static final int RUNS = 5;

    private PreviewBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        // as App.main does for the real command
        System.setProperty(ocigpucluster.App.POOL_PROPERTY, ocigpucluster.App.POOL_PARALLELISM);
        int[] sizes = args.length == 0 ? new int[]{2, 512} : java.util.Arrays.stream(args).mapToInt(Integer::parseInt).toArray();
        java.nio.file.Path jar = java.nio.file.Path.of("target/oci-gpu-cluster.jar");
        if (java.nio.file.Files.isRegularFile(jar)) {
            for (int nodes : sizes) {
                List<Double> s = new ArrayList<>();
                for (int i = 0; i < RUNS; i++) {
                    s.add(wallSeconds(jar, nodes));
                }
                Collections.sort(s);
                System.out.printf("wall (java -jar ... preview): nodes=%d median=%.2f s (runs: %s)%n", nodes, s.get(RUNS / 2), s);
            }
        } else {
            System.out.println("no " + jar + ": run `mvn -q package -DskipTests` first for the wall-time figures");
        }
        time(sizes[0]); // warm-up: class loading, JIT
        for (int nodes : sizes) {
            List<Double> ms = new ArrayList<>();
            for (int i = 0; i < RUNS; i++) {
                ms.add(time(nodes));
            }
            Collections.sort(ms);
            System.out.printf("in-process: nodes=%d median=%.0f ms (runs: %s)%n", nodes, ms.get(RUNS / 2), ms);
        }
    }

    private static double wallSeconds(java.nio.file.Path jar, int nodes) throws Exception {
        java.nio.file.Path out = java.nio.file.Files.createTempDirectory("bench-preview");
        long start = System.nanoTime();
        Process p = new ProcessBuilder("java", "-jar", jar.toString(), "preview", "--stack", "dev",
                "--set", "cluster.nodeCount=" + nodes, "--out", out.toString())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        if (p.waitFor() != 0) {
            throw new IllegalStateException("preview of " + nodes + " nodes exited " + p.exitValue());
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        try (var files = java.nio.file.Files.walk(out)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        }
        return Math.round(seconds * 100) / 100.0;
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
