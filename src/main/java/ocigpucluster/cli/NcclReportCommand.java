package ocigpucluster.cli;

import ocigpucluster.nccl.NcclReport;
import ocigpucluster.shapes.ShapeCatalog;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code nccl-report FILE}: reads nccl-tests output and prints the verdict as JSON. */
@Command(name = "nccl-report",
        description = {
                "Reads the text output of nccl-tests (all_reduce_perf and friends, as printed by mpirun, "
                        + "srun or pdsh, NCCL INFO lines and all) and prints a JSON report: every result row, "
                        + "peak busbw, busbw at the largest size, the printed average, wrong and out-of-bounds "
                        + "counts, ranks, hosts, and whether the run passed.",
                "The pass line is compared with the out-of-place busbw of the largest message size. "
                        + "Without --pass-line or --shape only correctness is judged."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
                "0:a report was produced; whether the run passed is the JSON's \"passed\" field",
                "2:bad input: the file cannot be read, holds no nccl-tests result rows, or an option is invalid"})
public final class NcclReportCommand implements Callable<Integer> {
    private static final int BAD_INPUT = 2;

    @Spec
    private CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "show this help and exit")
    private boolean help;

    @Parameters(index = "0", paramLabel = "FILE", description = "nccl-tests output (a log file or saved stdout)")
    private Path file;

    @Option(names = "--pass-line", paramLabel = "GBPS",
            description = "busbw in GB/s the largest size must reach to pass")
    private Double passLineGBps;

    @Option(names = "--shape", paramLabel = "SHAPE",
            description = "use the pass line the shape catalog gives SHAPE")
    private String shape;

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
        if (Files.isDirectory(file)) {
            return fail("cannot read " + file + ": it is a directory, give the nccl-tests log file");
        }
        String text;
        try {
            // Malformed bytes become U+FFFD instead of failing: a binary file just has no rows.
            text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return fail("cannot read " + file + ": " + describe(e));
        }
        NcclReport report = NcclReport.parse(text, passLine);
        if (report.rows().isEmpty()) {
            return fail("no nccl-tests result rows in " + file
                    + "; expected the table all_reduce_perf prints (a 'size count type ...' header and rows under it)");
        }
        spec.commandLine().getOut().println(report.toJson());
        spec.commandLine().getOut().flush();
        return 0;
    }

    private int fail(String message) {
        spec.commandLine().getErr().println("nccl-report: " + message);
        spec.commandLine().getErr().flush();
        return BAD_INPUT;
    }

    private static String describe(Exception e) {
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
