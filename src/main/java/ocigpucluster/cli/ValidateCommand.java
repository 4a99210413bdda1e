package ocigpucluster.cli;

import java.util.concurrent.Callable;
import ocigpucluster.settings.StackConfig;
import ocigpucluster.validation.Validation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(
        name = "validate",
        mixinStandardHelpOptions = true,
        description = {
            "Check a stack's configuration and print only the diagnostics.",
            "Exit 0 when valid (warnings allowed), 2 on any error."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the configuration is valid (warnings allowed), or --list-checks",
            "2:an error in the configuration, an unreadable/binary/huge config file or a FIFO or device, "
                    + "a --stack Pulumi refuses, or a bad option",
            Cli.INTERNAL_ERROR + ":an internal error (one line, no stack trace)"
        })
public final class ValidateCommand implements Callable<Integer> {
    @Mixin
    ConfigOptions options;

    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Option(
            names = "--list-checks",
            description = "List every check id with its level and what it checks, then exit.")
    boolean listChecks;

    @Override
    public Integer call() {
        var out = spec.commandLine().getOut();
        if (listChecks) {
            ocigpucluster.program.Features.RULES.catalog().lines().forEach(out::println);
            out.flush();
            return 0;
        }
        String fileProblem = ConfigFileCheck.problem(options.config, options.stack);
        if (fileProblem != null) {
            out.println("error: " + fileProblem);
            out.flush();
            return 2;
        }
        StackConfig config;
        try {
            config = options.load();
        } catch (StackConfig.ConfigFileException e) {
            out.println("error: " + e.getMessage());
            out.flush();
            return 2;
        }
        Validation v = Validation.of(options.raw(config), options.stack, ocigpucluster.program.Features.RULES);
        v.print(out);
        if (!v.hasErrors()) {
            out.println("configuration of stack " + options.stack + " is valid"
                    + (v.diagnostics().isEmpty() ? "" : " (" + v.diagnostics().size() + " warning(s))"));
        }
        out.flush();
        return v.hasErrors() ? 2 : 0;
    }
}
