// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetails (used by oci:Core/InstanceConfigurationInstanceDetailsOptionLaunchDetails:InstanceConfigurationInstanceDetailsOptionLaunchDetails). */
@CustomType
public final class InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetails {
    private String bootVolumeId;
    private String bootVolumeSizeInGbs;
    private String bootVolumeVpusPerGb;
    private String imageId;
    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetailsInstanceSourceImageFilterDetails instanceSourceImageFilterDetails;
    private String kmsKeyId;
    private String sourceType;

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetails() {}

    public Optional<String> bootVolumeId() {
        return Optional.ofNullable(this.bootVolumeId);
    }

    public Optional<String> bootVolumeSizeInGbs() {
        return Optional.ofNullable(this.bootVolumeSizeInGbs);
    }

    public Optional<String> bootVolumeVpusPerGb() {
        return Optional.ofNullable(this.bootVolumeVpusPerGb);
    }

    public Optional<String> imageId() {
        return Optional.ofNullable(this.imageId);
    }

    public Optional<InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetailsInstanceSourceImageFilterDetails> instanceSourceImageFilterDetails() {
        return Optional.ofNullable(this.instanceSourceImageFilterDetails);
    }

    public Optional<String> kmsKeyId() {
        return Optional.ofNullable(this.kmsKeyId);
    }

    public String sourceType() {
        return this.sourceType;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetails defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String bootVolumeId;
        private String bootVolumeSizeInGbs;
        private String bootVolumeVpusPerGb;
        private String imageId;
        private InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetailsInstanceSourceImageFilterDetails instanceSourceImageFilterDetails;
        private String kmsKeyId;
        private String sourceType;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetails defaults) {
            Objects.requireNonNull(defaults);
            this.bootVolumeId = defaults.bootVolumeId;
            this.bootVolumeSizeInGbs = defaults.bootVolumeSizeInGbs;
            this.bootVolumeVpusPerGb = defaults.bootVolumeVpusPerGb;
            this.imageId = defaults.imageId;
            this.instanceSourceImageFilterDetails = defaults.instanceSourceImageFilterDetails;
            this.kmsKeyId = defaults.kmsKeyId;
            this.sourceType = defaults.sourceType;
        }

        @CustomType.Setter
        public Builder bootVolumeId(String bootVolumeId) {
            this.bootVolumeId = bootVolumeId;
            return this;
        }

        @CustomType.Setter
        public Builder bootVolumeSizeInGbs(String bootVolumeSizeInGbs) {
            this.bootVolumeSizeInGbs = bootVolumeSizeInGbs;
            return this;
        }

        @CustomType.Setter
        public Builder bootVolumeVpusPerGb(String bootVolumeVpusPerGb) {
            this.bootVolumeVpusPerGb = bootVolumeVpusPerGb;
            return this;
        }

        @CustomType.Setter
        public Builder imageId(String imageId) {
            this.imageId = imageId;
            return this;
        }

        @CustomType.Setter
        public Builder instanceSourceImageFilterDetails(InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetailsInstanceSourceImageFilterDetails instanceSourceImageFilterDetails) {
            this.instanceSourceImageFilterDetails = instanceSourceImageFilterDetails;
            return this;
        }

        @CustomType.Setter
        public Builder kmsKeyId(String kmsKeyId) {
            this.kmsKeyId = kmsKeyId;
            return this;
        }

        @CustomType.Setter
        public Builder sourceType(String sourceType) {
            this.sourceType = sourceType;
            return this;
        }

        public InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetails build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsSourceDetails();
            _resultValue.bootVolumeId = bootVolumeId;
            _resultValue.bootVolumeSizeInGbs = bootVolumeSizeInGbs;
            _resultValue.bootVolumeVpusPerGb = bootVolumeVpusPerGb;
            _resultValue.imageId = imageId;
            _resultValue.instanceSourceImageFilterDetails = instanceSourceImageFilterDetails;
            _resultValue.kmsKeyId = kmsKeyId;
            _resultValue.sourceType = sourceType;
            return _resultValue;
        }
    }
}
