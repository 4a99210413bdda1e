package ocigpucluster.cli;

import ocigpucluster.release.Version;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The offline tool: {@code java -jar target/oci-gpu-cluster.jar <command>}. Each command's
 * {@code header} is its one-line summary in the command list of {@code --help} (picocli shows a
 * command's first header line there, else its first description line).
 */
@Command(
        name = "oci-gpu-cluster",
        mixinStandardHelpOptions = true,
        versionProvider = Cli.VersionProvider.class,
        description = {
            "A validated multi-node GPU cluster on Oracle Cloud, as a Pulumi program.",
            "Run by `pulumi up` it deploys; run with a command it works offline."
        },
        footerHeading = "%n",
        footer = {
            "Through the launcher, bin/oci-gpu-cluster pulumi ARGS... runs the Pulumi CLI",
            "with the launcher's JVM settings; `pulumi up` runs `validate --for-deploy` first.",
            "Every command, file and exit code: docs/cli.md."
        },
        subcommands = {
            PreviewCommand.class,
            ValidateCommand.class,
            PlanDiffCommand.class,
            NcclReportCommand.class,
            NcclAbCommand.class,
            DocsCommand.class
        })
public final class Cli {
    /**
     * The exit code of an internal error, every command's: EX_SOFTWARE of sysexits(3) ("an internal
     * software error has been detected"), apart from every code a command gives its results (0-3),
     * so that a crash is never read as plan-diff's 1, "changes, nothing replaced".
     */
    public static final int INTERNAL_ERROR = 70;

    private Cli() {}

    /** The project's version ({@link Version}), for {@code --version} and every command's {@code -V}. */
    public static final class VersionProvider implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {Version.line()};
        }
    }

    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Cli());
        cl.getSubcommands().values().forEach(sub -> sub.getCommandSpec().versionProvider(new VersionProvider()));
        // --out=--help is a directory named --help: a value attached with = is never an option
        cl.setAllowOptionsAsOptionParameters(true);
        // Bad arguments are bad input: one clear line and exit 2, like bad config.
        cl.setParameterExceptionHandler((ex, args) -> {
            ex.getCommandLine().getErr().println("error: " + ex.getMessage());
            // `valdate`: picocli's suggestion of the command (or option) meant, when one is close
            CommandLine.UnmatchedArgumentException.printSuggestions(
                    ex, ex.getCommandLine().getErr());
            ex.getCommandLine()
                    .getErr()
                    .println("(see `" + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help`)");
            return 2;
        });
        cl.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            String what = ex.getMessage() == null
                    ? ex.getClass().getSimpleName()
                    : ex.getMessage().lines().findFirst().orElse("");
            cmd.getErr()
                    .println("error: " + ocigpucluster.plandiff.SafeText.visible(what)
                            + " (an internal error of oci-gpu-cluster; nothing was written)");
            cmd.getErr().flush();
            return INTERNAL_ERROR;
        });
        return cl;
    }

    public static int run(String... args) {
        return run(null, null, args);
    }

    /**
     * Runs a command; {@code out}/{@code err} replace the standard streams when not null (tests).
     * Whatever goes wrong inside ends as one line and exit {@link #INTERNAL_ERROR}, never a stack trace: an exception
     * through picocli's handler, an Error (stack or memory exhausted by a hostile input the
     * bounds did not foresee) here.
     */
    public static int run(java.io.PrintWriter out, java.io.PrintWriter err, String... args) {
        CommandLine cl = commandLine();
        if (out != null) {
            cl.setOut(out);
        }
        if (err != null) {
            cl.setErr(err);
        }
        try {
            return cl.execute(args);
        } catch (StackOverflowError | OutOfMemoryError e) {
            java.io.PrintWriter w = err != null ? err : new java.io.PrintWriter(System.err, true);
            w.println(
                    "error: the input exhausted the " + (e instanceof StackOverflowError ? "stack" : "memory")
                            + " of oci-gpu-cluster; nothing was written. Check it for values nested or repeated far beyond a stack config");
            w.flush();
            return INTERNAL_ERROR;
        }
    }
}
