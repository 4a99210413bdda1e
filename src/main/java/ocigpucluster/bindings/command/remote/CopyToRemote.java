// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.command.remote;

import com.pulumi.asset.AssetOrArchive;
import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import java.util.List;
import ocigpucluster.bindings.Providers;
import ocigpucluster.bindings.command.remote.outputs.Connection;

/** Uploads a local asset or archive (file, string, directory) to a path on a remote host over SSH. */
@ResourceType(type="command:remote:CopyToRemote")
public class CopyToRemote extends CustomResource {
    private static final String PROVIDER = "command";

    @Export(name="connection", refs={Connection.class}, tree="[0]")
    private Output<Connection> connection;

    public Output<Connection> connection() {
        return this.connection;
    }

    @Export(name="remotePath", refs={String.class}, tree="[0]")
    private Output<String> remotePath;

    public Output<String> remotePath() {
        return this.remotePath;
    }

    @Export(name="source", refs={AssetOrArchive.class}, tree="[0]")
    private Output<AssetOrArchive> source;

    public Output<AssetOrArchive> source() {
        return this.source;
    }

    @Export(name="triggers", refs={List.class,Object.class}, tree="[0,1]")
    private Output<List<Object>> triggers;

    public Output<List<Object>> triggers() {
        return this.triggers;
    }

    public CopyToRemote(String name, CopyToRemoteArgs args) {
        this(name, args, null);
    }

    public CopyToRemote(String name, CopyToRemoteArgs args, CustomResourceOptions options) {
        super("command:remote:CopyToRemote", name, args == null ? CopyToRemoteArgs.Empty : args,
                Providers.resourceOptions(PROVIDER, options, List.of("connection")), false);
    }
}
