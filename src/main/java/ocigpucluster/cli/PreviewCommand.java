package ocigpucluster.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import ocigpucluster.preview.OfflinePreview;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PreviewOutput;
import ocigpucluster.preview.PreviewWriter;
import ocigpucluster.preview.TreePrinter;
import ocigpucluster.program.ClusterProgram;
import ocigpucluster.settings.StackConfig;
import ocigpucluster.validation.StackFileChecks;
import ocigpucluster.validation.Validation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
        name = "preview",
        mixinStandardHelpOptions = true,
        header = "Show offline what `pulumi up` would create, and write the plan.",
        description = {
            "Runs the program under Pulumi's mock engine: no cloud account, nothing created.",
            "Writes DIR/plan.json, DIR/cloud-init/, DIR/scripts/ and DIR/diagram.mmd (DIR: target/preview/<stack>).",
            "Values that exist only after deployment read [unknown], or [simulated:...] inside a script."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the preview was printed and written",
            "1:the program failed under the mock engine, or the files could not be written (nothing was written)",
            "2:bad input: invalid configuration, an unreadable/binary/huge config file, no stack selected, an --out that"
                    + " is refused (empty, a file, or a directory holding files the preview did not write), or a bad option",
            Cli.INTERNAL_ERROR + ":an internal error (one line, no stack trace; nothing was written)"
        })
public final class PreviewCommand implements Callable<Integer> {
    @Mixin
    ConfigOptions options;

    /** Where a stack's preview goes without --out: one directory per stack, so that one never refuses another's. */
    static final String DEFAULT_OUT = "target/preview";

    @Option(
            names = "--out",
            paramLabel = "DIR",
            description = {
                "Where to write plan.json, cloud-init/, scripts/ and diagram.mmd (default: " + DEFAULT_OUT
                        + "/<stack>).",
                "A new or empty directory, or a previous preview's output (it is replaced whole); "
                        + "anything else is refused, nothing is deleted."
            })
    String out;

    @Spec
    CommandSpec spec;

    /** Where the stack is chosen from when --stack is not given (tests give their own). */
    StackSelection selection = StackSelection.ofProcess();

    @Override
    public Integer call() {
        var stdout = spec.commandLine().getOut();
        var stderr = spec.commandLine().getErr();
        String fileProblem = options.checkedStack(selection);
        if (fileProblem != null && options.stack == null) {
            stderr.println("error: " + fileProblem); // no stack: not even the default --out is known
            return 2;
        }
        if (out == null) {
            out = DEFAULT_OUT + "/" + options.stack;
        }
        PreviewOutput output;
        try {
            output = PreviewOutput.at(out);
        } catch (PreviewOutput.RefusedException e) {
            stderr.println("error: " + e.getMessage());
            return 2;
        }
        if (fileProblem != null) {
            stderr.println("error: " + fileProblem);
            discard(output, stderr);
            return 2;
        }
        if (options.chosenBy != null) {
            stderr.println("stack " + options.stack + " (chosen by " + options.chosenBy + ")");
        }
        StackConfig config;
        try {
            config = options.load();
        } catch (StackConfig.ConfigFileException e) {
            stderr.println("error: " + e.getMessage());
            discard(output, stderr);
            return 2;
        }
        Validation v = Validation.of(options.raw(config), options.stack, ocigpucluster.program.Features.RULES);
        // the preview cannot run without the values an ESC environment would give: they stay errors
        v = StackFileChecks.withEscImports(
                v, config.escEnvironments(), options.file().toString(), true);
        if (v.hasErrors()) {
            v.print(stderr);
            discard(output, stderr);
            return 2;
        }
        Plan plan;
        try {
            plan = OfflinePreview.review(v.settings(), config.region(), v.diagnostics(), ClusterProgram::define);
            // before anything is written or printed: a value marked secret, and what is derived from it
            plan = ocigpucluster.preview.SecretRedaction.redact(plan, config.secretTexts())
                    // which secret values there are, and a fingerprint that discloses none: plan-diff's
                    .withSecrets(config.secretFingerprints());
        } catch (OfflinePreview.ProgramFailedException e) {
            stderr.println(
                    "error: " + ocigpucluster.preview.SecretRedaction.redact(e.getMessage(), config.secretTexts()));
            discard(output, stderr);
            return 1;
        }
        try {
            output.replaceWith(PreviewWriter.files(plan));
        } catch (PreviewOutput.RefusedException e) {
            stderr.println("error: " + e.getMessage());
            return 2;
        } catch (IOException e) {
            stderr.println(
                    "error: cannot write the preview to " + out + ": " + e.getMessage() + "; nothing was written");
            return 1;
        }
        Path dir = output.path();
        stdout.print(TreePrinter.render(plan));
        stdout.println();
        stdout.println("Wrote " + dir.resolve("plan.json") + ", " + dir.resolve("cloud-init") + "/, "
                + dir.resolve("scripts") + "/ and " + dir.resolve("diagram.mmd"));
        stdout.flush();
        return 0;
    }

    /** A failed run must not leave the previous run's plan looking like this one's. */
    private void discard(PreviewOutput output, java.io.PrintWriter stderr) {
        if (output.discardPrevious()) {
            stderr.println(
                    "(removed the previous preview in " + output.path() + ": it does not describe this configuration)");
        }
    }
}
