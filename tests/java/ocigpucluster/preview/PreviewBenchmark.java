package ocigpucluster.preview;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Wall time of the offline preview as a user waits for it (JVM start included), side by side in
 * one run: the baseline jar (commit de2267f, built by tests/benchmark/build-baseline-jar.sh) and
 * this build's launcher (bin/oci-gpu-cluster), 2 nodes each, plus this build at 512 nodes and
 * the node-groups example (Pulumi.groups.yaml: three groups, two login nodes, a monitoring VM).
 * The commands run in rotating order, round after round, so that a change of machine load hits
 * all of them alike; the ratios are medians of the per-round ratios. Not a test (surefire
 * excludes *Benchmark*): docs/development.md says how to run it and CHANGELOG.md records its numbers.
 *
 * <p>Targets: new 2-node / baseline 2-node at most 0.4; new 512-node / new 2-node at most 1.15;
 * groups example / new 2-node (the dev stack) at most 1.5.
 * Exit 1 when a target is missed.
 */
public final class PreviewBenchmark {
    private static final double TARGET_SPEEDUP = 0.4;
    private static final double TARGET_SCALING = 1.15;
    private static final double TARGET_GROUPS = 1.5;

    private PreviewBenchmark() {}

    /** args: [rounds] [baseline jar]; without a jar, the script builds it (offline Maven). */
    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        Path baseline = args.length > 1 ? Path.of(args[1]) : buildBaseline();
        Path launcher = Path.of("bin/oci-gpu-cluster").toAbsolutePath();
        if (!Files.isRegularFile(Path.of("target/oci-gpu-cluster.jsa"))) {
            System.out.println(
                    "note: no target/oci-gpu-cluster.jsa (mvn package makes it): the new build runs without its archive");
        }
        Map<String, List<String>> commands = new LinkedHashMap<>();
        commands.put(
                "baseline 2 nodes",
                List.of(
                        "java",
                        "-jar",
                        baseline.toString(),
                        "preview",
                        "--stack",
                        "dev",
                        "--set",
                        "cluster.nodeCount=2"));
        commands.put(
                "new 2 nodes",
                List.of(launcher.toString(), "preview", "--stack", "dev", "--set", "cluster.nodeCount=2"));
        commands.put(
                "new 512 nodes",
                List.of(launcher.toString(), "preview", "--stack", "dev", "--set", "cluster.nodeCount=512"));
        commands.put("new groups example", List.of(launcher.toString(), "preview", "--stack", "groups"));
        var names = new ArrayList<>(commands.keySet());

        System.out.printf("load average before: %s%n", loadAverage());
        for (var name : names) {
            wallSeconds(commands.get(name)); // one unmeasured run each: page cache, archive mapped once
        }
        Map<String, List<Double>> times = new LinkedHashMap<>();
        names.forEach(n -> times.put(n, new ArrayList<>()));
        List<Double> speedup = new ArrayList<>();
        List<Double> scaling = new ArrayList<>();
        List<Double> groups = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            Map<String, Double> t = new LinkedHashMap<>();
            for (int i = 0; i < names.size(); i++) {
                var name = names.get((round + i) % names.size()); // rotate the order
                t.put(name, wallSeconds(commands.get(name)));
            }
            t.forEach((n, s) -> times.get(n).add(s));
            speedup.add(t.get("new 2 nodes") / t.get("baseline 2 nodes"));
            scaling.add(t.get("new 512 nodes") / t.get("new 2 nodes"));
            groups.add(t.get("new groups example") / t.get("new 2 nodes"));
            System.out.printf("round %d: %s; load %s%n", round + 1, t, loadAverage());
        }
        System.out.printf("load average after: %s%n", loadAverage());
        times.forEach((n, s) -> System.out.printf("median %-16s %.2f s  %s%n", n, median(s), s));
        double sp = median(speedup);
        double sc = median(scaling);
        double gr = median(groups);
        System.out.printf(
                "ratio new/baseline, 2 nodes: %.2f (median of %d rounds; target <= %.2f) %s%n",
                sp, rounds, TARGET_SPEEDUP, sp <= TARGET_SPEEDUP ? "MET" : "MISSED");
        System.out.printf(
                "ratio 512/2 nodes, new build: %.2f (median of %d rounds; target <= %.2f) %s%n",
                sc, rounds, TARGET_SCALING, sc <= TARGET_SCALING ? "MET" : "MISSED");
        System.out.printf(
                "ratio groups example/dev, new build: %.2f (median of %d rounds; target <= %.2f) %s%n",
                gr, rounds, TARGET_GROUPS, gr <= TARGET_GROUPS ? "MET" : "MISSED");
        if (sp > TARGET_SPEEDUP || sc > TARGET_SCALING || gr > TARGET_GROUPS) {
            System.exit(1);
        }
    }

    private static Path buildBaseline() throws IOException, InterruptedException {
        var p = new ProcessBuilder("tests/benchmark/build-baseline-jar.sh", "de2267f", "-o")
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        var out = new String(p.getInputStream().readAllBytes()).strip();
        if (p.waitFor() != 0) {
            throw new IllegalStateException("building the baseline jar failed");
        }
        return Path.of(out).toAbsolutePath();
    }

    private static double wallSeconds(List<String> command) throws IOException, InterruptedException {
        Path out = Files.createTempDirectory("bench-preview");
        var cmd = new ArrayList<>(command);
        cmd.addAll(List.of("--out", out.toString()));
        long start = System.nanoTime();
        Process p = new ProcessBuilder(cmd)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        if (p.waitFor() != 0) {
            throw new IllegalStateException(String.join(" ", command) + " exited " + p.exitValue());
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        try (Stream<Path> files = Files.walk(out)) {
            for (var f : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(f);
            }
        }
        return Math.round(seconds * 1000) / 1000.0;
    }

    private static double median(List<Double> values) {
        var s = new ArrayList<>(values);
        s.sort(null);
        int n = s.size();
        return n % 2 == 1 ? s.get(n / 2) : (s.get(n / 2 - 1) + s.get(n / 2)) / 2;
    }

    private static String loadAverage() {
        try {
            var parts = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return parts[0] + " " + parts[1] + " " + parts[2] + " ("
                    + Runtime.getRuntime().availableProcessors() + " cores)";
        } catch (IOException e) {
            return "unknown";
        }
    }
}
