// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.command.remote;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import ocigpucluster.bindings.command.remote.enums.Logging;
import ocigpucluster.bindings.command.remote.inputs.ConnectionArgs;

/** Input properties for Command (command:remote:Command). */
public final class CommandArgs extends ResourceArgs {

    public static final CommandArgs Empty = new CommandArgs();

    @Import(name="addPreviousOutputInEnv")
    private Output<Boolean> addPreviousOutputInEnv;

    public Optional<Output<Boolean>> addPreviousOutputInEnv() {
        return Optional.ofNullable(this.addPreviousOutputInEnv);
    }

    @Import(name="connection", required=true)
    private Output<ConnectionArgs> connection;

    public Output<ConnectionArgs> connection() {
        return this.connection;
    }

    @Import(name="create")
    private Output<String> create;

    public Optional<Output<String>> create() {
        return Optional.ofNullable(this.create);
    }

    @Import(name="delete")
    private Output<String> delete;

    public Optional<Output<String>> delete() {
        return Optional.ofNullable(this.delete);
    }

    @Import(name="environment")
    private Output<Map<String,String>> environment;

    public Optional<Output<Map<String,String>>> environment() {
        return Optional.ofNullable(this.environment);
    }

    @Import(name="logging")
    private Output<Logging> logging;

    public Optional<Output<Logging>> logging() {
        return Optional.ofNullable(this.logging);
    }

    @Import(name="stdin")
    private Output<String> stdin;

    public Optional<Output<String>> stdin() {
        return Optional.ofNullable(this.stdin);
    }

    @Import(name="triggers")
    private Output<List<Object>> triggers;

    public Optional<Output<List<Object>>> triggers() {
        return Optional.ofNullable(this.triggers);
    }

    @Import(name="update")
    private Output<String> update;

    public Optional<Output<String>> update() {
        return Optional.ofNullable(this.update);
    }

    private CommandArgs() {}

    private CommandArgs(CommandArgs $) {
        this.addPreviousOutputInEnv = $.addPreviousOutputInEnv;
        this.connection = $.connection;
        this.create = $.create;
        this.delete = $.delete;
        this.environment = $.environment;
        this.logging = $.logging;
        this.stdin = $.stdin;
        this.triggers = $.triggers;
        this.update = $.update;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(CommandArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final CommandArgs $;

        public Builder() {
            $ = new CommandArgs();
        }

        public Builder(CommandArgs defaults) {
            $ = new CommandArgs(Objects.requireNonNull(defaults));
        }

        public Builder addPreviousOutputInEnv(Output<Boolean> addPreviousOutputInEnv) {
            $.addPreviousOutputInEnv = addPreviousOutputInEnv;
            return this;
        }

        public Builder addPreviousOutputInEnv(Boolean addPreviousOutputInEnv) {
            return addPreviousOutputInEnv(Output.of(addPreviousOutputInEnv));
        }

        public Builder connection(Output<ConnectionArgs> connection) {
            $.connection = connection;
            return this;
        }

        public Builder connection(ConnectionArgs connection) {
            return connection(Output.of(connection));
        }

        public Builder create(Output<String> create) {
            $.create = create;
            return this;
        }

        public Builder create(String create) {
            return create(Output.of(create));
        }

        public Builder delete(Output<String> delete) {
            $.delete = delete;
            return this;
        }

        public Builder delete(String delete) {
            return delete(Output.of(delete));
        }

        public Builder environment(Output<Map<String,String>> environment) {
            $.environment = environment;
            return this;
        }

        public Builder environment(Map<String,String> environment) {
            return environment(Output.of(environment));
        }

        public Builder logging(Output<Logging> logging) {
            $.logging = logging;
            return this;
        }

        public Builder logging(Logging logging) {
            return logging(Output.of(logging));
        }

        public Builder stdin(Output<String> stdin) {
            $.stdin = stdin;
            return this;
        }

        public Builder stdin(String stdin) {
            return stdin(Output.of(stdin));
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

        public Builder update(Output<String> update) {
            $.update = update;
            return this;
        }

        public Builder update(String update) {
            return update(Output.of(update));
        }

        public CommandArgs build() {
            if ($.connection == null) {
                throw new MissingRequiredPropertyException("CommandArgs", "connection");
            }
            return $;
        }
    }
}
