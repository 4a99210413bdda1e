// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptions (used by oci:Core/InstanceConfigurationInstanceDetailsLaunchDetails:InstanceConfigurationInstanceDetailsLaunchDetails). */
@CustomType
public final class InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptions {
    private Boolean areLegacyImdsEndpointsDisabled;

    private InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptions() {}

    public Optional<Boolean> areLegacyImdsEndpointsDisabled() {
        return Optional.ofNullable(this.areLegacyImdsEndpointsDisabled);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptions defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Boolean areLegacyImdsEndpointsDisabled;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptions defaults) {
            Objects.requireNonNull(defaults);
            this.areLegacyImdsEndpointsDisabled = defaults.areLegacyImdsEndpointsDisabled;
        }

        @CustomType.Setter
        public Builder areLegacyImdsEndpointsDisabled(Boolean areLegacyImdsEndpointsDisabled) {
            this.areLegacyImdsEndpointsDisabled = areLegacyImdsEndpointsDisabled;
            return this;
        }

        public InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptions build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsLaunchDetailsInstanceOptions();
            _resultValue.areLegacyImdsEndpointsDisabled = areLegacyImdsEndpointsDisabled;
            return _resultValue;
        }
    }
}
