package ocigpucluster;

import com.pulumi.Pulumi;
import ocigpucluster.cli.Cli;
import ocigpucluster.cli.Validation;
import ocigpucluster.program.ClusterProgram;
import ocigpucluster.settings.EngineConfig;
import ocigpucluster.validation.Diagnostic;

/**
 * Entry point. Started by the Pulumi engine (no arguments, engine environment present) it
 * validates the stack's config first — exit 2 before anything is registered — then deploys.
 * With a command it is the offline tool (preview, validate, nccl-report, ...).
 */
public final class App {
    private App() {
    }

    public static void main(String[] args) {
        if (args.length == 0 && EngineConfig.runByEngine()) {
            deploy();
            return;
        }
        System.exit(Cli.run(args));
    }

    private static void deploy() {
        Validation v = Validation.of(EngineConfig.fromEnvironment(), EngineConfig.stack());
        if (v.hasErrors()) {
            v.print(new java.io.PrintWriter(System.err, true));
            System.exit(2);
        }
        Pulumi.run(ctx -> {
            for (Diagnostic d : v.diagnostics()) {
                ctx.log().warn(d.line());
            }
            ClusterProgram.define(ctx, v.settings());
        });
    }
}
