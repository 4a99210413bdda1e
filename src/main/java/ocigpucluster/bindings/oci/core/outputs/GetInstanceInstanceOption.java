// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;

/** Nested object getInstanceInstanceOption (used by oci:Core/getInstance:getInstance). */
@CustomType
public final class GetInstanceInstanceOption {
    private Boolean areLegacyImdsEndpointsDisabled;

    private GetInstanceInstanceOption() {}

    public Boolean areLegacyImdsEndpointsDisabled() {
        return this.areLegacyImdsEndpointsDisabled;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetInstanceInstanceOption defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Boolean areLegacyImdsEndpointsDisabled;

        public Builder() {}

        public Builder(GetInstanceInstanceOption defaults) {
            Objects.requireNonNull(defaults);
            this.areLegacyImdsEndpointsDisabled = defaults.areLegacyImdsEndpointsDisabled;
        }

        @CustomType.Setter
        public Builder areLegacyImdsEndpointsDisabled(Boolean areLegacyImdsEndpointsDisabled) {
            this.areLegacyImdsEndpointsDisabled = areLegacyImdsEndpointsDisabled;
            return this;
        }

        public GetInstanceInstanceOption build() {
            final var _resultValue = new GetInstanceInstanceOption();
            _resultValue.areLegacyImdsEndpointsDisabled = areLegacyImdsEndpointsDisabled;
            return _resultValue;
        }
    }
}
