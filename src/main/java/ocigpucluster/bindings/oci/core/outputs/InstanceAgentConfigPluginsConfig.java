// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;

/** Agent plugin toggle on a standalone Instance; name and desiredState are both required here. */
@CustomType
public final class InstanceAgentConfigPluginsConfig {
    private String desiredState;
    private String name;

    private InstanceAgentConfigPluginsConfig() {}

    public String desiredState() {
        return this.desiredState;
    }

    public String name() {
        return this.name;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceAgentConfigPluginsConfig defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String desiredState;
        private String name;

        public Builder() {}

        public Builder(InstanceAgentConfigPluginsConfig defaults) {
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

        public InstanceAgentConfigPluginsConfig build() {
            final var _resultValue = new InstanceAgentConfigPluginsConfig();
            _resultValue.desiredState = desiredState;
            _resultValue.name = name;
            return _resultValue;
        }
    }
}
