// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceInstanceOptions (used by oci:Core/instance:Instance). */
@CustomType
public final class InstanceInstanceOptions {
    private Boolean areLegacyImdsEndpointsDisabled;

    private InstanceInstanceOptions() {}

    public Optional<Boolean> areLegacyImdsEndpointsDisabled() {
        return Optional.ofNullable(this.areLegacyImdsEndpointsDisabled);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceInstanceOptions defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Boolean areLegacyImdsEndpointsDisabled;

        public Builder() {}

        public Builder(InstanceInstanceOptions defaults) {
            Objects.requireNonNull(defaults);
            this.areLegacyImdsEndpointsDisabled = defaults.areLegacyImdsEndpointsDisabled;
        }

        @CustomType.Setter
        public Builder areLegacyImdsEndpointsDisabled(Boolean areLegacyImdsEndpointsDisabled) {
            this.areLegacyImdsEndpointsDisabled = areLegacyImdsEndpointsDisabled;
            return this;
        }

        public InstanceInstanceOptions build() {
            final var _resultValue = new InstanceInstanceOptions();
            _resultValue.areLegacyImdsEndpointsDisabled = areLegacyImdsEndpointsDisabled;
            return _resultValue;
        }
    }
}
