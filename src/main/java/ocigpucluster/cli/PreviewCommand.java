package ocigpucluster.cli;

import ocigpucluster.validation.Validation;
import ocigpucluster.preview.OfflinePreview;
import ocigpucluster.preview.Plan;
import ocigpucluster.preview.PreviewWriter;
import ocigpucluster.settings.StackConfig;
import ocigpucluster.preview.TreePrinter;
import ocigpucluster.program.ClusterProgram;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;

@Command(name = "preview", mixinStandardHelpOptions = true,
        description = {"Run the program offline under Pulumi's mock engine and show what `pulumi up` would create.",
                "Writes DIR/plan.json, DIR/cloud-init/ and DIR/scripts/. Exit 2 on invalid configuration."})
public final class PreviewCommand implements Callable<Integer> {
    @Mixin
    ConfigOptions options;

    @Option(names = "--out", paramLabel = "DIR", defaultValue = "target/preview",
            description = "Where to write plan.json, cloud-init/ and scripts/ (default: ${DEFAULT-VALUE}).")
    Path out;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        var stdout = spec.commandLine().getOut();
        var stderr = spec.commandLine().getErr();
        StackConfig config;
        try {
            config = options.load();
        } catch (StackConfig.ConfigFileException e) {
            stderr.println("error: " + e.getMessage());
            return 2;
        }
        Validation v = Validation.of(options.raw(config), options.stack);
        if (v.hasErrors()) {
            v.print(stderr);
            return 2;
        }
        Plan plan;
        try {
            plan = OfflinePreview.run(v.settings(), config.region(), v.diagnostics(), ClusterProgram::define);
        } catch (OfflinePreview.ProgramFailedException e) {
            stderr.println("error: " + e.getMessage());
            return 1;
        }
        try {
            PreviewWriter.write(plan, out);
        } catch (IOException e) {
            stderr.println("error: cannot write the preview to " + out + ": " + e.getMessage());
            return 1;
        }
        stdout.print(TreePrinter.render(plan));
        stdout.println();
        stdout.println("Wrote " + out.resolve("plan.json") + ", " + out.resolve("cloud-init") + "/ and " + out.resolve("scripts") + "/");
        stdout.flush();
        return 0;
    }
}
