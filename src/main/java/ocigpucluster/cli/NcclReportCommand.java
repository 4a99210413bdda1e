package ocigpucluster.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import ocigpucluster.bootstrap.StageResults;
import ocigpucluster.nccl.NcclReport;
import ocigpucluster.ncclgate.NcclFabric;
import ocigpucluster.shapes.ShapeCatalog;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code nccl-report FILE}: reads nccl-tests output and prints the verdict as JSON, or as a table. */
@Command(
        name = "nccl-report",
        mixinStandardHelpOptions = true,
        header = "Read an nccl-tests log: did the run pass? (JSON or a table)",
        description = {
            "Reads the text output of nccl-tests (all_reduce_perf and friends, as printed by mpirun, "
                    + "srun or pdsh, NCCL INFO lines and all) and prints a JSON report: every result row, "
                    + "peak busbw, busbw at the largest size, the printed average, wrong and out-of-bounds "
                    + "counts, ranks, hosts, and whether the run passed; --table prints the same for a person.",
            "The pass line is compared with the printed '# Avg bus bandwidth' (the figure of Oracle's health-check thresholds), "
                    + "which must be the mean of the busbw rows above it, as nccl-tests prints it: a summary line that is not, "
                    + "or rows after the last one, fail the run. Without --pass-line or --shape only correctness is judged."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:a report was produced (without --check, whether the run passed is the report's \"passed\"); "
                    + "with --check, the run passed",
            "2:bad input: the file cannot be read, is binary or over 32 MiB, holds no nccl-tests result rows "
                    + "(or more than 10000), or an option is invalid",
            "3:--check: the run failed (wrong results, out-of-bounds values, or below the pass line); "
                    + "the report says why",
            Cli.INTERNAL_ERROR + ":an internal error (one line, no stack trace)"
        })
public final class NcclReportCommand implements Callable<Integer> {
    private static final int BAD_INPUT = 2;
    private static final ObjectMapper JSON = new ObjectMapper();
    /** A 512-node run with NCCL_DEBUG=INFO stays well under this; /dev/zero or a disk image does not. */
    static final long MAX_LOG_BYTES = 32L * 1024 * 1024;
    /** One sweep has a few dozen sizes; this bounds the JSON printed. */
    static final int MAX_ROWS = 10_000;

    @Spec
    private CommandSpec spec;

    /** The exit code of --check when the run failed. */
    static final int CHECK_FAILED = 3;

    @Parameters(
            index = "0",
            paramLabel = "FILE",
            description = "nccl-tests output (a log file or saved stdout; - for standard input)")
    private String file;

    @Option(
            names = "--pass-line",
            paramLabel = "GBPS",
            description = "average busbw in GB/s (# Avg bus bandwidth) the run must reach to pass")
    private Double passLineGBps;

    @Option(names = "--shape", paramLabel = "SHAPE", description = "use the pass line the shape catalog gives SHAPE")
    private String shape;

    @Option(names = "--table", description = "print the report as a table for a person instead of JSON")
    private boolean table;

    @Option(
            names = "--topology",
            paramLabel = "FILE",
            description = "the nodes' recorded host topology (a JSON array of {node, group, shape, host,"
                    + " rdmaTopologyData}: their instance metadata documents): report the fabric level each suspect"
                    + " pair and slow NIC crosses, and the log's hosts in ring order by topology")
    private String topologyFile;

    @Option(
            names = "--gate",
            paramLabel = "FILE",
            description = "the NCCL gate's result (the stack output nccl, or the stage's JSON line) for its"
                    + " suspects and 2-node pairs, when FILE is not the stage's own output")
    private String gateFile;

    @Option(
            names = "--rdma",
            paramLabel = "FILE",
            description = "the per-NIC RDMA check's result (the readiness stack output rdma) for its slow NICs")
    private String rdmaFile;

    @Option(
            names = "--check",
            description = "exit " + CHECK_FAILED + " when the run failed, 0 when it passed (for CI and scripts)")
    private boolean check;

    @Override
    public Integer call() {
        if (passLineGBps != null && shape != null) {
            return fail("give either --pass-line or --shape, not both");
        }
        if (passLineGBps != null && !(passLineGBps >= 0 && Double.isFinite(passLineGBps))) {
            return fail("--pass-line must be a number of GB/s >= 0, got " + passLineGBps);
        }
        Double passLine = passLineGBps;
        if (shape != null) {
            var found = ShapeCatalog.get().find(shape);
            if (found.isEmpty()) {
                return fail("unknown shape " + shape + " for --shape; known shapes: "
                        + String.join(", ", ShapeCatalog.get().names()));
            }
            passLine = found.get().passLineGBps();
        }
        String text;
        try {
            // Malformed UTF-8 becomes U+FFFD: a log with a stray byte still has its rows; a NUL byte means binary.
            text = new String(
                    BoundedInput.readAll(file, MAX_LOG_BYTES, "the nccl-tests log file (or - for standard input)"),
                    StandardCharsets.UTF_8);
        } catch (BoundedInput.BadInputException e) {
            return fail(e.getMessage());
        }
        String name = file.equals("-") ? "standard input" : file;
        NcclReport report = NcclReport.parse(text, passLine);
        if (report.rows().isEmpty()) {
            return fail("no nccl-tests result rows in " + name
                    + "; expected the table all_reduce_perf prints (a 'size count type ...' header and rows under it)");
        }
        if (report.rows().size() > MAX_ROWS) {
            return fail(name + " holds " + report.rows().size() + " result rows, more than " + MAX_ROWS
                    + "; give one run's log (split concatenated logs)");
        }
        Map<String, Object> fabric = null;
        if (topologyFile != null || gateFile != null || rdmaFile != null) {
            try {
                fabric = fabric(text, report);
            } catch (BoundedInput.BadInputException | IllegalArgumentException e) {
                return fail(e.getMessage());
            }
        }
        if (table) {
            spec.commandLine().getOut().print(report.toTable());
            if (fabric != null) {
                spec.commandLine().getOut().print(fabricTable(fabric));
            }
        } else if (fabric == null) {
            spec.commandLine().getOut().println(report.toJson());
        } else {
            try {
                ObjectNode json = (ObjectNode) JSON.readTree(report.toJson());
                json.set("fabric", JSON.valueToTree(fabric));
                spec.commandLine()
                        .getOut()
                        .println(JSON.writerWithDefaultPrettyPrinter().writeValueAsString(json));
            } catch (java.io.IOException e) {
                throw new IllegalStateException("cannot serialise the fabric report", e);
            }
        }
        spec.commandLine().getOut().flush();
        return check && !report.passed() ? CHECK_FAILED : 0;
    }

    /**
     * The fabric levels: the gate's pairs and suspects (from --gate, else the stage's JSON line in
     * the log), the slow NICs (--rdma), and the log's hosts in ring order, against --topology.
     */
    private Map<String, Object> fabric(String logText, NcclReport report) throws BoundedInput.BadInputException {
        NcclFabric topology =
                topologyFile == null ? NcclFabric.none() : NcclFabric.read(read(topologyFile, "--topology"));
        JsonNode gate = gateFile == null ? StageResults.result(logText) : json(read(gateFile, "--gate"), "--gate");
        Map<String, Object> out = new LinkedHashMap<>(topology.gate(gate.get("suspects"), gate.get("pairs")));
        if (rdmaFile != null) {
            out.put("slowNics", topology.slowNics(json(read(rdmaFile, "--rdma"), "--rdma")));
        }
        out.put("ring", topology.ring(report.hosts()));
        return out;
    }

    private static String read(String file, String option) throws BoundedInput.BadInputException {
        return new String(BoundedInput.readAll(file, MAX_LOG_BYTES, "the " + option + " file"), StandardCharsets.UTF_8);
    }

    private static JsonNode json(String text, String option) {
        try {
            return JSON.readTree(text);
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException(option + " is not JSON: "
                    + e.getMessage().lines().findFirst().orElse(""));
        }
    }

    @SuppressWarnings("unchecked")
    private static String fabricTable(Map<String, Object> fabric) {
        StringBuilder out = new StringBuilder("\nFabric levels");
        out.append(Boolean.TRUE.equals(fabric.get("recorded")) ? "" : " (" + NcclFabric.NOT_RECORDED + ")")
                .append('\n');
        for (Map<String, Object> s : (List<Map<String, Object>>) fabric.get("suspects")) {
            out.append("  suspect ").append(s.get("node")).append('\n');
            for (Map<String, Object> p : (List<Map<String, Object>>) s.get("pairs")) {
                out.append("    with ")
                        .append(p.get("with"))
                        .append(": ")
                        .append(p.get("busbwGBps") == null ? "no result" : p.get("busbwGBps") + " GB/s")
                        .append(", ")
                        .append(p.get("crosses"))
                        .append('\n');
            }
        }
        for (Map<String, Object> n : (List<Map<String, Object>>) fabric.getOrDefault("slowNics", List.of())) {
            out.append("  slow NIC ").append(n.get("node")).append(' ').append(n.get("nic"));
            out.append(" (").append(n.get("gbps")).append(" Gb/s)\n");
            for (Map<String, Object> p : (List<Map<String, Object>>) n.get("peers")) {
                out.append("    with ")
                        .append(p.get("node"))
                        .append(": ")
                        .append(p.get("gbps"))
                        .append(" Gb/s, ")
                        .append(p.get("crosses"))
                        .append('\n');
            }
        }
        out.append("  ring order by topology: ")
                .append(String.join(", ", (List<String>) fabric.get("ring")))
                .append('\n');
        return out.toString();
    }

    private int fail(String message) {
        spec.commandLine().getErr().println("nccl-report: " + message);
        spec.commandLine().getErr().flush();
        return BAD_INPUT;
    }
}
