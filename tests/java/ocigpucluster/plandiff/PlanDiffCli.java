package ocigpucluster.plandiff;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import ocigpucluster.cli.Cli;

/** The whole CLI run in this JVM, as the preview and plan-diff tests call it: its exit and what it printed. */
final class PlanDiffCli {
    record Run(int exit, String out, String err) {}

    private PlanDiffCli() {}

    /** {@code args} through {@link Cli#run}; plan-diff's report goes to System.out, captured too. */
    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        ByteArrayOutputStream sysOut = new ByteArrayOutputStream();
        PrintStream old = System.out;
        int exit;
        try {
            System.setOut(new PrintStream(sysOut, true, StandardCharsets.UTF_8));
            exit = Cli.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        } finally {
            System.setOut(old);
        }
        return new Run(exit, out + sysOut.toString(StandardCharsets.UTF_8), err.toString());
    }
}
