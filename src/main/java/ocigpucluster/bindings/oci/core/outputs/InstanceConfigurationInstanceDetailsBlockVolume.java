// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsBlockVolume (used by oci:Core/InstanceConfigurationInstanceDetails:InstanceConfigurationInstanceDetails). */
@CustomType
public final class InstanceConfigurationInstanceDetailsBlockVolume {
    private InstanceConfigurationInstanceDetailsBlockVolumeAttachDetails attachDetails;
    private InstanceConfigurationInstanceDetailsBlockVolumeCreateDetails createDetails;
    private String volumeId;

    private InstanceConfigurationInstanceDetailsBlockVolume() {}

    public Optional<InstanceConfigurationInstanceDetailsBlockVolumeAttachDetails> attachDetails() {
        return Optional.ofNullable(this.attachDetails);
    }

    public Optional<InstanceConfigurationInstanceDetailsBlockVolumeCreateDetails> createDetails() {
        return Optional.ofNullable(this.createDetails);
    }

    public Optional<String> volumeId() {
        return Optional.ofNullable(this.volumeId);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsBlockVolume defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private InstanceConfigurationInstanceDetailsBlockVolumeAttachDetails attachDetails;
        private InstanceConfigurationInstanceDetailsBlockVolumeCreateDetails createDetails;
        private String volumeId;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsBlockVolume defaults) {
            Objects.requireNonNull(defaults);
            this.attachDetails = defaults.attachDetails;
            this.createDetails = defaults.createDetails;
            this.volumeId = defaults.volumeId;
        }

        @CustomType.Setter
        public Builder attachDetails(InstanceConfigurationInstanceDetailsBlockVolumeAttachDetails attachDetails) {
            this.attachDetails = attachDetails;
            return this;
        }

        @CustomType.Setter
        public Builder createDetails(InstanceConfigurationInstanceDetailsBlockVolumeCreateDetails createDetails) {
            this.createDetails = createDetails;
            return this;
        }

        @CustomType.Setter
        public Builder volumeId(String volumeId) {
            this.volumeId = volumeId;
            return this;
        }

        public InstanceConfigurationInstanceDetailsBlockVolume build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsBlockVolume();
            _resultValue.attachDetails = attachDetails;
            _resultValue.createDetails = createDetails;
            _resultValue.volumeId = volumeId;
            return _resultValue;
        }
    }
}
