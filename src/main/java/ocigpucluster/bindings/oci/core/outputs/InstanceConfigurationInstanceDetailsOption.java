// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOption (used by oci:Core/InstanceConfigurationInstanceDetails:InstanceConfigurationInstanceDetails). */
@CustomType
public final class InstanceConfigurationInstanceDetailsOption {
    private List<InstanceConfigurationInstanceDetailsOptionBlockVolume> blockVolumes;
    private InstanceConfigurationInstanceDetailsOptionLaunchDetails launchDetails;
    private List<InstanceConfigurationInstanceDetailsOptionSecondaryVnic> secondaryVnics;

    private InstanceConfigurationInstanceDetailsOption() {}

    public List<InstanceConfigurationInstanceDetailsOptionBlockVolume> blockVolumes() {
        return this.blockVolumes == null ? List.of() : this.blockVolumes;
    }

    public Optional<InstanceConfigurationInstanceDetailsOptionLaunchDetails> launchDetails() {
        return Optional.ofNullable(this.launchDetails);
    }

    public List<InstanceConfigurationInstanceDetailsOptionSecondaryVnic> secondaryVnics() {
        return this.secondaryVnics == null ? List.of() : this.secondaryVnics;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOption defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private List<InstanceConfigurationInstanceDetailsOptionBlockVolume> blockVolumes;
        private InstanceConfigurationInstanceDetailsOptionLaunchDetails launchDetails;
        private List<InstanceConfigurationInstanceDetailsOptionSecondaryVnic> secondaryVnics;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsOption defaults) {
            Objects.requireNonNull(defaults);
            this.blockVolumes = defaults.blockVolumes;
            this.launchDetails = defaults.launchDetails;
            this.secondaryVnics = defaults.secondaryVnics;
        }

        @CustomType.Setter
        public Builder blockVolumes(List<InstanceConfigurationInstanceDetailsOptionBlockVolume> blockVolumes) {
            this.blockVolumes = blockVolumes;
            return this;
        }

        public Builder blockVolumes(InstanceConfigurationInstanceDetailsOptionBlockVolume... blockVolumes) {
            return blockVolumes(List.of(blockVolumes));
        }

        @CustomType.Setter
        public Builder launchDetails(InstanceConfigurationInstanceDetailsOptionLaunchDetails launchDetails) {
            this.launchDetails = launchDetails;
            return this;
        }

        @CustomType.Setter
        public Builder secondaryVnics(List<InstanceConfigurationInstanceDetailsOptionSecondaryVnic> secondaryVnics) {
            this.secondaryVnics = secondaryVnics;
            return this;
        }

        public Builder secondaryVnics(InstanceConfigurationInstanceDetailsOptionSecondaryVnic... secondaryVnics) {
            return secondaryVnics(List.of(secondaryVnics));
        }

        public InstanceConfigurationInstanceDetailsOption build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsOption();
            _resultValue.blockVolumes = blockVolumes;
            _resultValue.launchDetails = launchDetails;
            _resultValue.secondaryVnics = secondaryVnics;
            return _resultValue;
        }
    }
}
