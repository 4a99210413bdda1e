package ocigpucluster.topology;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Time to turn the nodes' instance metadata documents into topology.yaml (parse every document,
 * build, render), as the program would once per run: each measurement in a fresh JVM, so that the
 * first call's class loading and interpretation are counted, 32 and 512 nodes in rotating order,
 * round after round. Also the median of 20 further calls in the same JVM (warm). Not a test
 * (surefire excludes *Benchmark*): docs/development.md says how to run it, CHANGELOG.md records it.
 *
 * <p>Target: 512 nodes, first call, under one second. Exit 1 when missed.
 */
public final class TopologyBenchmark {
    private static final double TARGET_MS = 1000;

    private TopologyBenchmark() {}

    /** args: [rounds]; or {@code --once N}: one measurement of N nodes, printed as "cold warm cold-CPU" in ms. */
    public static void main(String[] args) throws Exception {
        if (args.length == 2 && args[0].equals("--once")) {
            once(Integer.parseInt(args[1]));
            return;
        }
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        List<double[]> small = new ArrayList<>();
        List<double[]> large = new ArrayList<>();
        for (int r = 0; r < rounds; r++) {
            if (r % 2 == 0) {
                small.add(child(32));
                large.add(child(512));
            } else {
                large.add(child(512));
                small.add(child(32));
            }
        }
        double coldSmall = median(small, 0);
        double coldLarge = median(large, 0);
        double warmSmall = median(small, 1);
        double warmLarge = median(large, 1);
        double cpuSmall = median(small, 2);
        double cpuLarge = median(large, 2);
        System.out.printf("load average: %s%n", loadAverage());
        System.out.printf(
                "32 nodes: first call %.1f ms (its thread's CPU %.1f ms), warm %.2f ms (medians of %d JVMs)%n",
                coldSmall, cpuSmall, warmSmall, rounds);
        System.out.printf(
                "512 nodes: first call %.1f ms (its thread's CPU %.1f ms), warm %.2f ms%n",
                coldLarge, cpuLarge, warmLarge);
        System.out.printf(
                "ratio 512/32: first call %.2f (CPU %.2f), warm %.2f; 512 first call target < %.0f ms: %s%n",
                coldLarge / coldSmall,
                cpuLarge / cpuSmall,
                warmLarge / warmSmall,
                TARGET_MS,
                coldLarge < TARGET_MS ? "MET" : "MISSED");
        if (coldLarge >= TARGET_MS) {
            System.exit(1);
        }
    }

    private static double[] child(int nodes) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(
                        java,
                        "-cp",
                        System.getProperty("java.class.path"),
                        TopologyBenchmark.class.getName(),
                        "--once",
                        "" + nodes)
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        String out = new String(p.getInputStream().readAllBytes()).strip();
        if (p.waitFor() != 0) {
            throw new IllegalStateException("the measurement of " + nodes + " nodes exited " + p.exitValue());
        }
        String[] f = out.split(" ");
        return new double[] {Double.parseDouble(f[0]), Double.parseDouble(f[1]), Double.parseDouble(f[2])};
    }

    private static void once(int nodes) {
        List<String[]> documents = documents(nodes);
        var threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long cpuStart = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        int size = generate(documents);
        double cold = (System.nanoTime() - start) / 1e6;
        double coldCpu = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e6;
        List<Double> warm = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            long s = System.nanoTime();
            size += generate(documents);
            warm.add((System.nanoTime() - s) / 1e6);
        }
        warm.sort(null);
        if (size == 0) {
            throw new IllegalStateException("nothing generated");
        }
        System.out.printf("%.3f %.3f %.3f%n", cold, (warm.get(9) + warm.get(10)) / 2, coldCpu);
    }

    private static int generate(List<String[]> documents) {
        List<HostTopology> hosts = new ArrayList<>(documents.size());
        for (String[] d : documents) {
            hosts.add(InstanceMetadata.read(d[0], "gpu", "BM.GPU.H100.8", d[1], d[2]));
        }
        return SlurmTopology.of(hosts).toYaml().length();
    }

    /**
     * The documents of N H100 nodes: 16 nodes a local block, 4 local blocks a network block (sizes
     * of the project's choosing: Oracle publishes none), the last node without documents.
     */
    private static List<String[]> documents(int nodes) {
        List<String[]> docs = new ArrayList<>();
        for (int i = 0; i < nodes; i++) {
            String node = "gpu-" + (i + 1);
            if (i == nodes - 1) {
                docs.add(new String[] {node, null, null});
                continue;
            }
            String rdma = String.format(
                    "{\"customerHPCIslandId\":\"ocid1.hpcisland.oc1.iad.aaaaisland0001\","
                            + "\"customerHostId\":\"ocid1.computebaremetalhost.oc1.iad.aaaahost%05d\","
                            + "\"customerLocalBlock\":\"ocid1.computelocalblock.oc1.iad.aaaalb%05d\","
                            + "\"customerNetworkBlock\":\"ocid1.computenetworkblock.oc1.iad.aaaanb%05d\"}",
                    i, i / 16, i / 64);
            String host = String.format("{\"id\":\"ocid1.instance.oc1.iad.aaaa%05d\",\"rackId\":\"%064x\"}", i, i / 8);
            docs.add(new String[] {node, host, rdma});
        }
        return docs;
    }

    private static String loadAverage() {
        try {
            return java.nio.file.Files.readString(Path.of("/proc/loadavg")).strip();
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static double median(List<double[]> runs, int column) {
        List<Double> v = new ArrayList<>();
        runs.forEach(r -> v.add(r[column]));
        v.sort(null);
        int n = v.size();
        return n % 2 == 1 ? v.get(n / 2) : (v.get(n / 2 - 1) + v.get(n / 2)) / 2;
    }
}
