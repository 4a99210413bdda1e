package ocigpucluster;

import com.pulumi.Pulumi;
import java.util.Map;
import ocigpucluster.cli.Cli;
import ocigpucluster.program.ClusterProgram;
import ocigpucluster.settings.EngineConfig;
import ocigpucluster.validation.Diagnostic;
import ocigpucluster.validation.StackFileChecks;
import ocigpucluster.validation.Validation;

/**
 * Entry point. Started by the Pulumi engine (no arguments, engine environment present) it
 * validates the stack's config first — exit 2 before anything is registered — then deploys.
 * With a command it is the offline tool (preview, validate, nccl-report, ...).
 */
public final class App {
    private App() {}

    /**
     * The SDK's task runner re-submits itself to the common fork-join pool in a loop while any
     * task is in flight; on a 2-core machine that pool has one thread, shared with the real
     * work. A few more threads let the work run beside the loop (512-node preview: ~2x faster).
     */
    public static final String POOL_PARALLELISM = "4";

    public static final String POOL_PROPERTY = "java.util.concurrent.ForkJoinPool.common.parallelism";

    public static void main(String[] args) {
        // must be set before anything touches the common pool
        if (System.getProperty(POOL_PROPERTY) == null) {
            System.setProperty(POOL_PROPERTY, POOL_PARALLELISM);
        }
        if (args.length == 0 && EngineConfig.runByEngine()) {
            deploy();
            return;
        }
        var engine = ocigpucluster.component.ProviderHost.engineAddress(args);
        if (engine.isPresent()) {
            // started as the component package's provider plugin (PulumiPlugin.yaml)
            try {
                ocigpucluster.component.ProviderHost.serve(engine.get());
            } catch (java.io.IOException | InterruptedException e) {
                System.err.println("the component provider stopped: " + e.getMessage());
                System.exit(1);
            }
            return;
        }
        System.exit(Cli.run(args));
    }

    private static void deploy() {
        var raw = EngineConfig.fromEnvironment();
        // the engine hands over the decrypted config: a placeholder OCID of the example stacks is
        // refused here too, before anything is registered (validate --for-deploy does the same offline)
        Validation v = StackFileChecks.forDeploy(
                Validation.of(raw, EngineConfig.stack(), ocigpucluster.program.Features.RULES), raw, Map.of());
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
