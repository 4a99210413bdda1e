// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.command.remote;

import com.pulumi.asset.AssetOrArchive;
import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import ocigpucluster.bindings.command.remote.inputs.ConnectionArgs;

/** Input properties for CopyToRemote (command:remote:CopyToRemote). */
public final class CopyToRemoteArgs extends ResourceArgs {

    public static final CopyToRemoteArgs Empty = new CopyToRemoteArgs();

    @Import(name="connection", required=true)
    private Output<ConnectionArgs> connection;

    public Output<ConnectionArgs> connection() {
        return this.connection;
    }

    @Import(name="remotePath", required=true)
    private Output<String> remotePath;

    public Output<String> remotePath() {
        return this.remotePath;
    }

    @Import(name="source", required=true)
    private Output<AssetOrArchive> source;

    public Output<AssetOrArchive> source() {
        return this.source;
    }

    @Import(name="triggers")
    private Output<List<Object>> triggers;

    public Optional<Output<List<Object>>> triggers() {
        return Optional.ofNullable(this.triggers);
    }

    private CopyToRemoteArgs() {}

    private CopyToRemoteArgs(CopyToRemoteArgs $) {
        this.connection = $.connection;
        this.remotePath = $.remotePath;
        this.source = $.source;
        this.triggers = $.triggers;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(CopyToRemoteArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final CopyToRemoteArgs $;

        public Builder() {
            $ = new CopyToRemoteArgs();
        }

        public Builder(CopyToRemoteArgs defaults) {
            $ = new CopyToRemoteArgs(Objects.requireNonNull(defaults));
        }

        public Builder connection(Output<ConnectionArgs> connection) {
            $.connection = connection;
            return this;
        }

        public Builder connection(ConnectionArgs connection) {
            return connection(Output.of(connection));
        }

        public Builder remotePath(Output<String> remotePath) {
            $.remotePath = remotePath;
            return this;
        }

        public Builder remotePath(String remotePath) {
            return remotePath(Output.of(remotePath));
        }

        public Builder source(Output<AssetOrArchive> source) {
            $.source = source;
            return this;
        }

        public Builder source(AssetOrArchive source) {
            return source(Output.of(source));
        }

        public Builder triggers(Output<List<Object>> triggers) {
            $.triggers = triggers;
            return this;
        }

        public Builder triggers(List<Object> triggers) {
            return triggers(Output.of(triggers));
        }

        public Builder triggers(Object... triggers) {
            return triggers(List.of(triggers));
        }

        public CopyToRemoteArgs build() {
            if ($.connection == null) {
                throw new MissingRequiredPropertyException("CopyToRemoteArgs", "connection");
            }
            if ($.remotePath == null) {
                throw new MissingRequiredPropertyException("CopyToRemoteArgs", "remotePath");
            }
            if ($.source == null) {
                throw new MissingRequiredPropertyException("CopyToRemoteArgs", "source");
            }
            return $;
        }
    }
}
