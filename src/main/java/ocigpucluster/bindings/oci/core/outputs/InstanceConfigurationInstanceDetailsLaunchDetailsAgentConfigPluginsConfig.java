// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** One agent plugin toggle {name, desiredState}; for RDMA use names such as "Compute HPC RDMA Authentication" and "Compute HPC RDMA Auto-Configuration". Both fields optional here, unlike on Instance. */
@CustomType
public final class InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfig {
    private String desiredState;
    private String name;

    private InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfig() {}

    public Optional<String> desiredState() {
        return Optional.ofNullable(this.desiredState);
    }

    public Optional<String> name() {
        return Optional.ofNullable(this.name);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfig defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String desiredState;
        private String name;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfig defaults) {
            Objects.requireNonNull(defaults);
            this.desiredState = defaults.desiredState;
            this.name = defaults.name;
        }

        @CustomType.Setter
        public Builder desiredState(String desiredState) {
            this.desiredState = desiredState;
            return this;
        }

        @CustomType.Setter
        public Builder name(String name) {
            this.name = name;
            return this;
        }

        public InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfig build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsLaunchDetailsAgentConfigPluginsConfig();
            _resultValue.desiredState = desiredState;
            _resultValue.name = name;
            return _resultValue;
        }
    }
}
