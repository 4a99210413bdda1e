// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.command.local.outputs;

import com.pulumi.asset.Archive;
import com.pulumi.asset.AssetOrArchive;
import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import ocigpucluster.bindings.command.local.enums.Logging;

/** Runs a local command during preview/update as an invoke and returns stdout/stderr (no resource state). */
@CustomType
public final class RunResult {
    private Boolean addPreviousOutputInEnv;
    private Archive archive;
    private List<String> archivePaths;
    private List<String> assetPaths;
    private Map<String,AssetOrArchive> assets;
    private String command;
    private String dir;
    private Map<String,String> environment;
    private List<String> interpreter;
    private Logging logging;
    private String stderr;
    private String stdin;
    private String stdout;

    private RunResult() {}

    public Optional<Boolean> addPreviousOutputInEnv() {
        return Optional.ofNullable(this.addPreviousOutputInEnv);
    }

    public Optional<Archive> archive() {
        return Optional.ofNullable(this.archive);
    }

    public List<String> archivePaths() {
        return this.archivePaths == null ? List.of() : this.archivePaths;
    }

    public List<String> assetPaths() {
        return this.assetPaths == null ? List.of() : this.assetPaths;
    }

    public Map<String,AssetOrArchive> assets() {
        return this.assets == null ? Map.of() : this.assets;
    }

    public String command() {
        return this.command;
    }

    public Optional<String> dir() {
        return Optional.ofNullable(this.dir);
    }

    public Map<String,String> environment() {
        return this.environment == null ? Map.of() : this.environment;
    }

    public List<String> interpreter() {
        return this.interpreter == null ? List.of() : this.interpreter;
    }

    public Optional<Logging> logging() {
        return Optional.ofNullable(this.logging);
    }

    public String stderr() {
        return this.stderr;
    }

    public Optional<String> stdin() {
        return Optional.ofNullable(this.stdin);
    }

    public String stdout() {
        return this.stdout;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(RunResult defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Boolean addPreviousOutputInEnv;
        private Archive archive;
        private List<String> archivePaths;
        private List<String> assetPaths;
        private Map<String,AssetOrArchive> assets;
        private String command;
        private String dir;
        private Map<String,String> environment;
        private List<String> interpreter;
        private Logging logging;
        private String stderr;
        private String stdin;
        private String stdout;

        public Builder() {}

        public Builder(RunResult defaults) {
            Objects.requireNonNull(defaults);
            this.addPreviousOutputInEnv = defaults.addPreviousOutputInEnv;
            this.archive = defaults.archive;
            this.archivePaths = defaults.archivePaths;
            this.assetPaths = defaults.assetPaths;
            this.assets = defaults.assets;
            this.command = defaults.command;
            this.dir = defaults.dir;
            this.environment = defaults.environment;
            this.interpreter = defaults.interpreter;
            this.logging = defaults.logging;
            this.stderr = defaults.stderr;
            this.stdin = defaults.stdin;
            this.stdout = defaults.stdout;
        }

        @CustomType.Setter
        public Builder addPreviousOutputInEnv(Boolean addPreviousOutputInEnv) {
            this.addPreviousOutputInEnv = addPreviousOutputInEnv;
            return this;
        }

        @CustomType.Setter
        public Builder archive(Archive archive) {
            this.archive = archive;
            return this;
        }

        @CustomType.Setter
        public Builder archivePaths(List<String> archivePaths) {
            this.archivePaths = archivePaths;
            return this;
        }

        public Builder archivePaths(String... archivePaths) {
            return archivePaths(List.of(archivePaths));
        }

        @CustomType.Setter
        public Builder assetPaths(List<String> assetPaths) {
            this.assetPaths = assetPaths;
            return this;
        }

        public Builder assetPaths(String... assetPaths) {
            return assetPaths(List.of(assetPaths));
        }

        @CustomType.Setter
        public Builder assets(Map<String,AssetOrArchive> assets) {
            this.assets = assets;
            return this;
        }

        @CustomType.Setter
        public Builder command(String command) {
            this.command = command;
            return this;
        }

        @CustomType.Setter
        public Builder dir(String dir) {
            this.dir = dir;
            return this;
        }

        @CustomType.Setter
        public Builder environment(Map<String,String> environment) {
            this.environment = environment;
            return this;
        }

        @CustomType.Setter
        public Builder interpreter(List<String> interpreter) {
            this.interpreter = interpreter;
            return this;
        }

        public Builder interpreter(String... interpreter) {
            return interpreter(List.of(interpreter));
        }

        @CustomType.Setter
        public Builder logging(Logging logging) {
            this.logging = logging;
            return this;
        }

        @CustomType.Setter
        public Builder stderr(String stderr) {
            this.stderr = stderr;
            return this;
        }

        @CustomType.Setter
        public Builder stdin(String stdin) {
            this.stdin = stdin;
            return this;
        }

        @CustomType.Setter
        public Builder stdout(String stdout) {
            this.stdout = stdout;
            return this;
        }

        public RunResult build() {
            final var _resultValue = new RunResult();
            _resultValue.addPreviousOutputInEnv = addPreviousOutputInEnv;
            _resultValue.archive = archive;
            _resultValue.archivePaths = archivePaths;
            _resultValue.assetPaths = assetPaths;
            _resultValue.assets = assets;
            _resultValue.command = command;
            _resultValue.dir = dir;
            _resultValue.environment = environment;
            _resultValue.interpreter = interpreter;
            _resultValue.logging = logging;
            _resultValue.stderr = stderr;
            _resultValue.stdin = stdin;
            _resultValue.stdout = stdout;
            return _resultValue;
        }
    }
}
