// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.command.remote;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import ocigpucluster.bindings.command.remote.inputs.ConnectionArgs;

/** Input properties for CopyFile (command:remote:CopyFile). */
public final class CopyFileArgs extends ResourceArgs {

    public static final CopyFileArgs Empty = new CopyFileArgs();

    @Import(name="connection", required=true)
    private Output<ConnectionArgs> connection;

    public Output<ConnectionArgs> connection() {
        return this.connection;
    }

    @Import(name="localPath", required=true)
    private Output<String> localPath;

    public Output<String> localPath() {
        return this.localPath;
    }

    @Import(name="remotePath", required=true)
    private Output<String> remotePath;

    public Output<String> remotePath() {
        return this.remotePath;
    }

    @Import(name="triggers")
    private Output<List<Object>> triggers;

    public Optional<Output<List<Object>>> triggers() {
        return Optional.ofNullable(this.triggers);
    }

    private CopyFileArgs() {}

    private CopyFileArgs(CopyFileArgs $) {
        this.connection = $.connection;
        this.localPath = $.localPath;
        this.remotePath = $.remotePath;
        this.triggers = $.triggers;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(CopyFileArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final CopyFileArgs $;

        public Builder() {
            $ = new CopyFileArgs();
        }

        public Builder(CopyFileArgs defaults) {
            $ = new CopyFileArgs(Objects.requireNonNull(defaults));
        }

        public Builder connection(Output<ConnectionArgs> connection) {
            $.connection = connection;
            return this;
        }

        public Builder connection(ConnectionArgs connection) {
            return connection(Output.of(connection));
        }

        public Builder localPath(Output<String> localPath) {
            $.localPath = localPath;
            return this;
        }

        public Builder localPath(String localPath) {
            return localPath(Output.of(localPath));
        }

        public Builder remotePath(Output<String> remotePath) {
            $.remotePath = remotePath;
            return this;
        }

        public Builder remotePath(String remotePath) {
            return remotePath(Output.of(remotePath));
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

        public CopyFileArgs build() {
            if ($.connection == null) {
                throw new MissingRequiredPropertyException("CopyFileArgs", "connection");
            }
            if ($.localPath == null) {
                throw new MissingRequiredPropertyException("CopyFileArgs", "localPath");
            }
            if ($.remotePath == null) {
                throw new MissingRequiredPropertyException("CopyFileArgs", "remotePath");
            }
            return $;
        }
    }
}
