package ocigpucluster.cli;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import ocigpucluster.nccl.AbResult;
import ocigpucluster.ncclgate.NcclFabric;
import ocigpucluster.shapes.Shape;
import ocigpucluster.shapes.ShapeCatalog;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nccl-ab}: what topology-aware placement is worth, measured. On the cluster's login node,
 * the same nccl-tests all_reduce sweep (8 B to 8 GiB) runs n times on a pair of nodes in one local
 * block and n times on a pair across network blocks, alternating, as the NCCL gate's Slurm job runs
 * it (src/main/bootstrap/slurm/slurm-nccl.sh: srun --mpi=pmix, one task per node, -g the shape's
 * GPUs, the shape's NCCL settings); the logs are kept and the result file written
 * ({@link AbResult}). With --logs the recorded logs of such a run are read instead.
 */
@Command(
        name = "nccl-ab",
        mixinStandardHelpOptions = true,
        header = "Measure NCCL in one local block against across network blocks.",
        description = {
            "On the cluster's login node: runs nccl-tests all_reduce_perf -b 8 -e 8G -f 2 through srun, n times on a pair of"
                    + " nodes in one local block (--same) and n times on a pair across network blocks (--across),"
                    + " alternating, and writes a result file (schema oci-gpu-cluster/nccl-ab-result/v1): per arm the"
                    + " 8 GiB row's busbw and the 8 B row's time, each run and their mean, stdev, min and max.",
            "The pairs are checked against the nodes' recorded host topology (--topology) before anything runs."
                    + " Off the cluster (no srun) it refuses; --logs DIR reads the recorded logs of an earlier run"
                    + " (DIR/same-1.log ... DIR/across-N.log) instead. docs/topology.md."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the result file was written",
            "2:bad input or not on a cluster: an option, the topology, the pairs' levels, a log without the 8 GiB or"
                    + " 8 B row, or no srun on PATH (nothing is run, nothing written)",
            "3:a run failed (srun's exit status, the log kept); no result file",
            Cli.INTERNAL_ERROR + ":an internal error (one line, no stack trace)"
        })
public final class NcclAbCommand implements Callable<Integer> {
    private static final int BAD_INPUT = 2;
    static final int RUN_FAILED = 3;
    /** One 2-node sweep to 8 GiB takes about a minute; a run stuck past this is cut. */
    static final long RUN_SECONDS = 900;

    @Spec
    private CommandSpec spec;

    @Option(
            names = "--same",
            required = true,
            split = ",",
            paramLabel = "A,B",
            description = "two nodes in one local block")
    private List<String> same;

    @Option(
            names = "--across",
            required = true,
            split = ",",
            paramLabel = "C,D",
            description = "two nodes in different network blocks")
    private List<String> across;

    @Option(
            names = "--topology",
            required = true,
            paramLabel = "FILE",
            description = "the nodes' recorded host topology (as nccl-report --topology)")
    private String topologyFile;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "the result file (JSON) to write")
    private Path out;

    @Option(names = "--runs", paramLabel = "N", description = "runs per arm, at least 5 (default: 5)")
    private int runs = AbResult.MIN_RUNS;

    @Option(
            names = "--logs",
            paramLabel = "DIR",
            description = "read recorded logs (same-1.log ...) instead of running")
    private Path logs;

    @Option(names = "--shape", paramLabel = "SHAPE", description = "the nodes' shape: GPUs and NCCL settings")
    private String shape;

    @Option(
            names = "--all-reduce-perf",
            paramLabel = "PATH",
            description = "nccl-tests' all_reduce_perf as the nodes (or the container) see it")
    private String allReducePerf;

    @Option(
            names = "--container-image",
            paramLabel = "IMAGE",
            description = "run in this container (Pyxis --container-image), as the NCCL gate does")
    private String containerImage;

    @Option(names = "--partition", paramLabel = "NAME", description = "the Slurm partition of the nodes")
    private String partition;

    /** The PATH srun is looked up in (the environment's; tests set another). */
    String searchPath = System.getenv("PATH");

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (same.size() != 2 || across.size() != 2) {
            return fail("--same and --across each take two node names, A,B");
        }
        if (runs < AbResult.MIN_RUNS) {
            return fail("--runs " + runs + ": the method needs at least " + AbResult.MIN_RUNS + " runs per arm");
        }
        String problem = SafeWrite.problem(out);
        if (problem != null) {
            return fail(problem);
        }
        if (Files.exists(out)) {
            return fail(out + " exists: give a new file for --out (a result is never overwritten)");
        }
        NcclFabric topology;
        try {
            topology = NcclFabric.read(new String(
                    BoundedInput.readAll(topologyFile, NcclReportCommand.MAX_LOG_BYTES, "the --topology file"),
                    StandardCharsets.UTF_8));
        } catch (BoundedInput.BadInputException | IllegalArgumentException e) {
            return fail(e.getMessage());
        }
        String sameLevel = topology.level(same.get(0), same.get(1));
        String acrossLevel = topology.level(across.get(0), across.get(1));
        if (!sameLevel.equals("within one local block")) {
            return fail("--same " + String.join(",", same) + " is " + sameLevel
                    + ", not within one local block: choose two nodes of one local block (nccl-report --topology"
                    + " lists them in ring order, neighbours first)");
        }
        if (!acrossLevel.startsWith("across network blocks")) {
            return fail("--across " + String.join(",", across) + " is " + acrossLevel
                    + ", not across network blocks: choose two nodes of different network blocks of the island");
        }
        List<String> sameLogs = new ArrayList<>();
        List<String> acrossLogs = new ArrayList<>();
        String command;
        if (logs != null) {
            for (int i = 1; i <= runs; i++) {
                for (String arm : List.of("same", "across")) {
                    Path log = logs.resolve(arm + "-" + i + ".log");
                    if (!Files.isRegularFile(log)) {
                        return fail("no " + log + ": --logs DIR holds same-1.log ... same-" + runs
                                + ".log and across-1.log" + " ... across-" + runs + ".log");
                    }
                    (arm.equals("same") ? sameLogs : acrossLogs).add(Files.readString(log, StandardCharsets.UTF_8));
                }
            }
            command = "nccl-ab --logs " + logs;
        } else {
            String srun = onPath("srun");
            if (srun == null) {
                return fail(
                        "not on a Slurm cluster: srun is not on PATH. Run nccl-ab on the cluster's login node (it runs"
                                + " srun there); to read the logs of an earlier run, give --logs DIR");
            }
            if (shape == null || allReducePerf == null) {
                return fail(
                        "--shape and --all-reduce-perf are needed to run: the shape gives the GPUs per node and NCCL"
                                + " settings, all_reduce_perf is the nccl-tests binary the nodes run");
            }
            var found = ShapeCatalog.get().find(shape);
            if (found.isEmpty()) {
                return fail("unknown shape " + shape + " for --shape");
            }
            Path kept = out.resolveSibling(out.getFileName() + ".logs");
            Files.createDirectories(kept);
            for (int i = 1; i <= runs; i++) {
                // alternating, so that a drift of the fabric over the hour falls on both arms
                for (String arm : List.of("same", "across")) {
                    List<String> nodes = arm.equals("same") ? same : across;
                    Path log = kept.resolve(arm + "-" + i + ".log");
                    int rc = srun(srun, found.get(), nodes, log);
                    if (rc != 0) {
                        return failed(arm + " run " + i + " on " + String.join(",", nodes) + ": srun exited " + rc
                                + "; its output is in " + log);
                    }
                    (arm.equals("same") ? sameLogs : acrossLogs).add(Files.readString(log, StandardCharsets.UTF_8));
                }
            }
            command =
                    "nccl-ab --shape " + shape + (containerImage == null ? "" : " --container-image " + containerImage);
        }
        Map<String, Object> context = new LinkedHashMap<>();
        context.put("command", command);
        context.put("measuredAt", Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
        context.put("shape", shape);
        Map<String, Object> result;
        try {
            result = AbResult.of(
                    new AbResult.Arm(same, sameLevel, sameLogs),
                    new AbResult.Arm(across, acrossLevel, acrossLogs),
                    context);
        } catch (IllegalArgumentException e) {
            return fail(e.getMessage());
        }
        SafeWrite.replace(out, AbResult.toJson(result));
        spec.commandLine().getOut().println("nccl-ab: wrote " + out);
        spec.commandLine().getOut().flush();
        return 0;
    }

    /** One sweep on two nodes, as the NCCL gate's Slurm job runs it; its stdout into {@code log}. */
    private int srun(String srun, Shape s, List<String> nodes, Path log) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(srun, "--mpi=pmix", "-N", "2", "-w", String.join(",", nodes)));
        if (partition != null) {
            cmd.addAll(List.of("-p", partition));
        }
        cmd.addAll(List.of("--ntasks-per-node=1", "--gpus-per-node=" + s.gpus(), "--exclusive"));
        if (containerImage != null) {
            cmd.add("--container-image=" + containerImage);
        }
        cmd.addAll(
                List.of(allReducePerf, "-b", "8", "-e", "8G", "-f", "2", "-t", "1", "-g", Integer.toString(s.gpus())));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        // srun propagates its environment to the tasks (srun(1) --export: ALL by default); a value such as
        // NCCL_IB_HCA's list holds commas, which --export=NAME=VALUE would split
        pb.environment().put("NCCL_DEBUG", "INFO");
        pb.environment().put("NCCL_DEBUG_SUBSYS", "INIT,NET");
        pb.environment().putAll(s.nccl());
        Process p = pb.redirectOutput(log.toFile())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        if (!p.waitFor(RUN_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return 124;
        }
        return p.exitValue();
    }

    /** The executable's path on {@link #searchPath}, or null. */
    String onPath(String name) {
        if (searchPath == null) {
            return null;
        }
        for (String dir : searchPath.split(File.pathSeparator)) {
            if (!dir.isEmpty()) {
                File f = new File(dir, name);
                if (f.isFile() && f.canExecute()) {
                    return f.getPath();
                }
            }
        }
        return null;
    }

    private int failed(String message) {
        spec.commandLine().getErr().println("nccl-ab: " + message);
        spec.commandLine().getErr().flush();
        return RUN_FAILED;
    }

    private int fail(String message) {
        spec.commandLine().getErr().println("nccl-ab: " + message);
        spec.commandLine().getErr().flush();
        return BAD_INPUT;
    }
}
