// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.command.local.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.InvokeArgs;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import ocigpucluster.bindings.command.local.enums.Logging;

/** Arguments of the command:local:run invoke. */
public final class RunArgs extends InvokeArgs {

    public static final RunArgs Empty = new RunArgs();

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

    @Import(name="command", required=true)
    private Output<String> command;

    public Output<String> command() {
        return this.command;
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

    private RunArgs() {}

    private RunArgs(RunArgs $) {
        this.addPreviousOutputInEnv = $.addPreviousOutputInEnv;
        this.archivePaths = $.archivePaths;
        this.assetPaths = $.assetPaths;
        this.command = $.command;
        this.dir = $.dir;
        this.environment = $.environment;
        this.interpreter = $.interpreter;
        this.logging = $.logging;
        this.stdin = $.stdin;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(RunArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final RunArgs $;

        public Builder() {
            $ = new RunArgs();
        }

        public Builder(RunArgs defaults) {
            $ = new RunArgs(Objects.requireNonNull(defaults));
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

        public Builder command(Output<String> command) {
            $.command = command;
            return this;
        }

        public Builder command(String command) {
            return command(Output.of(command));
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

        public RunArgs build() {
            if ($.command == null) {
                throw new MissingRequiredPropertyException("RunArgs", "command");
            }
            return $;
        }
    }
}
