// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;

/** Nested object getInstanceAgentConfigPluginsConfig (used by oci:Core/getInstanceAgentConfig:getInstanceAgentConfig). */
@CustomType
public final class GetInstanceAgentConfigPluginsConfig {
    private String desiredState;
    private String name;

    private GetInstanceAgentConfigPluginsConfig() {}

    public String desiredState() {
        return this.desiredState;
    }

    public String name() {
        return this.name;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetInstanceAgentConfigPluginsConfig defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String desiredState;
        private String name;

        public Builder() {}

        public Builder(GetInstanceAgentConfigPluginsConfig defaults) {
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

        public GetInstanceAgentConfigPluginsConfig build() {
            final var _resultValue = new GetInstanceAgentConfigPluginsConfig();
            _resultValue.desiredState = desiredState;
            _resultValue.name = name;
            return _resultValue;
        }
    }
}
