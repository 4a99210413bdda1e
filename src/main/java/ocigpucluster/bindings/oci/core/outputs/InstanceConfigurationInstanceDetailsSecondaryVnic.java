// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsSecondaryVnic (used by oci:Core/InstanceConfigurationInstanceDetails:InstanceConfigurationInstanceDetails). */
@CustomType
public final class InstanceConfigurationInstanceDetailsSecondaryVnic {
    private InstanceConfigurationInstanceDetailsSecondaryVnicCreateVnicDetails createVnicDetails;
    private String displayName;
    private Integer nicIndex;

    private InstanceConfigurationInstanceDetailsSecondaryVnic() {}

    public Optional<InstanceConfigurationInstanceDetailsSecondaryVnicCreateVnicDetails> createVnicDetails() {
        return Optional.ofNullable(this.createVnicDetails);
    }

    public Optional<String> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    public Optional<Integer> nicIndex() {
        return Optional.ofNullable(this.nicIndex);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsSecondaryVnic defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private InstanceConfigurationInstanceDetailsSecondaryVnicCreateVnicDetails createVnicDetails;
        private String displayName;
        private Integer nicIndex;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsSecondaryVnic defaults) {
            Objects.requireNonNull(defaults);
            this.createVnicDetails = defaults.createVnicDetails;
            this.displayName = defaults.displayName;
            this.nicIndex = defaults.nicIndex;
        }

        @CustomType.Setter
        public Builder createVnicDetails(InstanceConfigurationInstanceDetailsSecondaryVnicCreateVnicDetails createVnicDetails) {
            this.createVnicDetails = createVnicDetails;
            return this;
        }

        @CustomType.Setter
        public Builder displayName(String displayName) {
            this.displayName = displayName;
            return this;
        }

        @CustomType.Setter
        public Builder nicIndex(Integer nicIndex) {
            this.nicIndex = nicIndex;
            return this;
        }

        public InstanceConfigurationInstanceDetailsSecondaryVnic build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsSecondaryVnic();
            _resultValue.createVnicDetails = createVnicDetails;
            _resultValue.displayName = displayName;
            _resultValue.nicIndex = nicIndex;
            return _resultValue;
        }
    }
}
