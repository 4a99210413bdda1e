package ocigpucluster.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The offline tool: {@code java -jar target/oci-gpu-cluster.jar <command>}. */
@Command(name = "oci-gpu-cluster", mixinStandardHelpOptions = true, version = "oci-gpu-cluster 0.1.0",
        description = {"A validated multi-node GPU cluster on Oracle Cloud, as a Pulumi program.",
                "Run by `pulumi up` it deploys; run with a command it works offline."},
        subcommands = {PreviewCommand.class, ValidateCommand.class, PlanDiffCommand.class, NcclReportCommand.class})
public final class Cli {
    private Cli() {
    }

    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Cli());
        // --out=--help is a directory named --help: a value attached with = is never an option
        cl.setAllowOptionsAsOptionParameters(true);
        // Bad arguments are bad input: one clear line and exit 2, like bad config.
        cl.setParameterExceptionHandler((ex, args) -> {
            ex.getCommandLine().getErr().println("error: " + ex.getMessage());
            ex.getCommandLine().getErr().println("(see `" + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help`)");
            return 2;
        });
        return cl;
    }

    public static int run(String... args) {
        return commandLine().execute(args);
    }
}
