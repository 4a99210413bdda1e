// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.command.local;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import ocigpucluster.bindings.command.local.enums.Logging;

/** Input properties for Command (command:local:Command). */
public final class CommandArgs extends ResourceArgs {

    public static final CommandArgs Empty = new CommandArgs();

    @Import(name="addPreviousOutputInEnv")
    private Output<Boolean> addPreviousOutputInEnv;

    public Optional<Output<Boolean>> addPreviousOutputInEnv() {
        return Optional.ofNullable(this.addPreviousOutputInEnv);
    }

    @Import(name="archivePaths")
    private Output<List<String>> archivePaths;

    public Optional<Output<List<String>>> archivePaths() {
        return Optional.ofNullable(this.archivePaths);
    }

    @Import(name="assetPaths")
    private Output<List<String>> assetPaths;

    public Optional<Output<List<String>>> assetPaths() {
        return Optional.ofNullable(this.assetPaths);
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

    @Import(name="dir")
    private Output<String> dir;

    public Optional<Output<String>> dir() {
        return Optional.ofNullable(this.dir);
    }

    @Import(name="environment")
    private Output<Map<String,String>> environment;

    public Optional<Output<Map<String,String>>> environment() {
        return Optional.ofNullable(this.environment);
    }

    @Import(name="interpreter")
    private Output<List<String>> interpreter;

    public Optional<Output<List<String>>> interpreter() {
        return Optional.ofNullable(this.interpreter);
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
        this.archivePaths = $.archivePaths;
        this.assetPaths = $.assetPaths;
        this.create = $.create;
        this.delete = $.delete;
        this.dir = $.dir;
        this.environment = $.environment;
        this.interpreter = $.interpreter;
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

        public Builder archivePaths(Output<List<String>> archivePaths) {
            $.archivePaths = archivePaths;
            return this;
        }

        public Builder archivePaths(List<String> archivePaths) {
            return archivePaths(Output.of(archivePaths));
        }

        public Builder archivePaths(String... archivePaths) {
            return archivePaths(List.of(archivePaths));
        }

        public Builder assetPaths(Output<List<String>> assetPaths) {
            $.assetPaths = assetPaths;
            return this;
        }

        public Builder assetPaths(List<String> assetPaths) {
            return assetPaths(Output.of(assetPaths));
        }

        public Builder assetPaths(String... assetPaths) {
            return assetPaths(List.of(assetPaths));
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

        public Builder dir(Output<String> dir) {
            $.dir = dir;
            return this;
        }

        public Builder dir(String dir) {
            return dir(Output.of(dir));
        }

        public Builder environment(Output<Map<String,String>> environment) {
            $.environment = environment;
            return this;
        }

        public Builder environment(Map<String,String> environment) {
            return environment(Output.of(environment));
        }

        public Builder interpreter(Output<List<String>> interpreter) {
            $.interpreter = interpreter;
            return this;
        }

        public Builder interpreter(List<String> interpreter) {
            return interpreter(Output.of(interpreter));
        }

        public Builder interpreter(String... interpreter) {
            return interpreter(List.of(interpreter));
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
            return $;
        }
    }
}
