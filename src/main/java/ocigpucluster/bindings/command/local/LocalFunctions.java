// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.command.local;

import com.pulumi.core.Output;
import com.pulumi.core.TypeShape;
import com.pulumi.deployment.Deployment;
import com.pulumi.deployment.InvokeOptions;
import ocigpucluster.bindings.Providers;
import ocigpucluster.bindings.command.local.inputs.RunArgs;
import ocigpucluster.bindings.command.local.outputs.RunResult;

/** Output-form invokes of the local module, shaped like the official SDK. */
public final class LocalFunctions {
    private LocalFunctions() {}

    /** Runs a local command during preview/update as an invoke and returns stdout/stderr (no resource state). */
    public static Output<RunResult> run(RunArgs args) {
        return run(args, InvokeOptions.Empty);
    }

    /** Runs a local command during preview/update as an invoke and returns stdout/stderr (no resource state). */
    public static Output<RunResult> run(RunArgs args, InvokeOptions options) {
        return Deployment.getInstance().invoke("command:local:run", TypeShape.of(RunResult.class), args,
                Providers.invokeOptions("command", options));
    }
}
