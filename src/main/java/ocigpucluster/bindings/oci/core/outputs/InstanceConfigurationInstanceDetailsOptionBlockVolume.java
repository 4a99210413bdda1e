// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionBlockVolume (used by oci:Core/InstanceConfigurationInstanceDetailsOption:InstanceConfigurationInstanceDetailsOption). */
@CustomType
public final class InstanceConfigurationInstanceDetailsOptionBlockVolume {
    private InstanceConfigurationInstanceDetailsOptionBlockVolumeAttachDetails attachDetails;
    private InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetails createDetails;
    private String volumeId;

    private InstanceConfigurationInstanceDetailsOptionBlockVolume() {}

    public Optional<InstanceConfigurationInstanceDetailsOptionBlockVolumeAttachDetails> attachDetails() {
        return Optional.ofNullable(this.attachDetails);
    }

    public Optional<InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetails> createDetails() {
        return Optional.ofNullable(this.createDetails);
    }

    public Optional<String> volumeId() {
        return Optional.ofNullable(this.volumeId);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionBlockVolume defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private InstanceConfigurationInstanceDetailsOptionBlockVolumeAttachDetails attachDetails;
        private InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetails createDetails;
        private String volumeId;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsOptionBlockVolume defaults) {
            Objects.requireNonNull(defaults);
            this.attachDetails = defaults.attachDetails;
            this.createDetails = defaults.createDetails;
            this.volumeId = defaults.volumeId;
        }

        @CustomType.Setter
        public Builder attachDetails(InstanceConfigurationInstanceDetailsOptionBlockVolumeAttachDetails attachDetails) {
            this.attachDetails = attachDetails;
            return this;
        }

        @CustomType.Setter
        public Builder createDetails(InstanceConfigurationInstanceDetailsOptionBlockVolumeCreateDetails createDetails) {
            this.createDetails = createDetails;
            return this;
        }

        @CustomType.Setter
        public Builder volumeId(String volumeId) {
            this.volumeId = volumeId;
            return this;
        }

        public InstanceConfigurationInstanceDetailsOptionBlockVolume build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsOptionBlockVolume();
            _resultValue.attachDetails = attachDetails;
            _resultValue.createDetails = createDetails;
            _resultValue.volumeId = volumeId;
            return _resultValue;
        }
    }
}
