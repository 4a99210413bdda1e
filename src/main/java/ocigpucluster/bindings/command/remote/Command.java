// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.command.remote;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import java.util.List;
import java.util.Map;
import ocigpucluster.bindings.Providers;
import ocigpucluster.bindings.command.remote.enums.Logging;
import ocigpucluster.bindings.command.remote.outputs.Connection;

/** Runs a command over SSH on a remote host at create/update/delete; stdout/stderr become outputs. */
@ResourceType(type="command:remote:Command")
public class Command extends CustomResource {
    private static final String PROVIDER = "command";

    @Export(name="addPreviousOutputInEnv", refs={Boolean.class}, tree="[0]")
    private Output<Boolean> addPreviousOutputInEnv;

    public Output<Boolean> addPreviousOutputInEnv() {
        return this.addPreviousOutputInEnv;
    }

    @Export(name="connection", refs={Connection.class}, tree="[0]")
    private Output<Connection> connection;

    public Output<Connection> connection() {
        return this.connection;
    }

    @Export(name="create", refs={String.class}, tree="[0]")
    private Output<String> create;

    public Output<String> create() {
        return this.create;
    }

    @Export(name="delete", refs={String.class}, tree="[0]")
    private Output<String> delete;

    public Output<String> delete() {
        return this.delete;
    }

    @Export(name="environment", refs={Map.class,String.class}, tree="[0,1,1]")
    private Output<Map<String,String>> environment;

    public Output<Map<String,String>> environment() {
        return this.environment;
    }

    @Export(name="logging", refs={Logging.class}, tree="[0]")
    private Output<Logging> logging;

    public Output<Logging> logging() {
        return this.logging;
    }

    @Export(name="stderr", refs={String.class}, tree="[0]")
    private Output<String> stderr;

    public Output<String> stderr() {
        return this.stderr;
    }

    @Export(name="stdin", refs={String.class}, tree="[0]")
    private Output<String> stdin;

    public Output<String> stdin() {
        return this.stdin;
    }

    @Export(name="stdout", refs={String.class}, tree="[0]")
    private Output<String> stdout;

    public Output<String> stdout() {
        return this.stdout;
    }

    @Export(name="triggers", refs={List.class,Object.class}, tree="[0,1]")
    private Output<List<Object>> triggers;

    public Output<List<Object>> triggers() {
        return this.triggers;
    }

    @Export(name="update", refs={String.class}, tree="[0]")
    private Output<String> update;

    public Output<String> update() {
        return this.update;
    }

    public Command(String name, CommandArgs args) {
        this(name, args, null);
    }

    public Command(String name, CommandArgs args, CustomResourceOptions options) {
        super("command:remote:Command", name, args == null ? CommandArgs.Empty : args,
                Providers.resourceOptions(PROVIDER, options, List.of("connection")), false);
    }
}
