// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.command.remote;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import java.util.List;
import ocigpucluster.bindings.Providers;
import ocigpucluster.bindings.command.remote.outputs.Connection;

/** Deprecated single-file SSH copy; use CopyToRemote instead. (Deprecated by the provider.) */
@ResourceType(type="command:remote:CopyFile")
public class CopyFile extends CustomResource {
    private static final String PROVIDER = "command";

    @Export(name="connection", refs={Connection.class}, tree="[0]")
    private Output<Connection> connection;

    public Output<Connection> connection() {
        return this.connection;
    }

    @Export(name="localPath", refs={String.class}, tree="[0]")
    private Output<String> localPath;

    public Output<String> localPath() {
        return this.localPath;
    }

    @Export(name="remotePath", refs={String.class}, tree="[0]")
    private Output<String> remotePath;

    public Output<String> remotePath() {
        return this.remotePath;
    }

    @Export(name="triggers", refs={List.class,Object.class}, tree="[0,1]")
    private Output<List<Object>> triggers;

    public Output<List<Object>> triggers() {
        return this.triggers;
    }

    public CopyFile(String name, CopyFileArgs args) {
        this(name, args, null);
    }

    public CopyFile(String name, CopyFileArgs args, CustomResourceOptions options) {
        super("command:remote:CopyFile", name, args == null ? CopyFileArgs.Empty : args,
                Providers.resourceOptions(PROVIDER, options, List.of("connection")), false);
    }
}
