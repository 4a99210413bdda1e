// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfig (used by oci:Core/InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfig:InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfig). */
@CustomType
public final class InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfig {
    private String desiredState;
    private String name;

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfig() {}

    public Optional<String> desiredState() {
        return Optional.ofNullable(this.desiredState);
    }

    public Optional<String> name() {
        return Optional.ofNullable(this.name);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfig defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String desiredState;
        private String name;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfig defaults) {
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

        public InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfig build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsAgentConfigPluginsConfig();
            _resultValue.desiredState = desiredState;
            _resultValue.name = name;
            return _resultValue;
        }
    }
}
