// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceSourceDetails (used by oci:Core/instance:Instance). */
@CustomType
public final class InstanceSourceDetails {
    private String bootVolumeSizeInGbs;
    private String bootVolumeVpusPerGb;
    private InstanceSourceDetailsInstanceSourceImageFilterDetails instanceSourceImageFilterDetails;
    private Boolean isPreserveBootVolumeEnabled;
    private String kmsKeyId;
    private String sourceId;
    private String sourceType;

    private InstanceSourceDetails() {}

    public Optional<String> bootVolumeSizeInGbs() {
        return Optional.ofNullable(this.bootVolumeSizeInGbs);
    }

    public Optional<String> bootVolumeVpusPerGb() {
        return Optional.ofNullable(this.bootVolumeVpusPerGb);
    }

    public Optional<InstanceSourceDetailsInstanceSourceImageFilterDetails> instanceSourceImageFilterDetails() {
        return Optional.ofNullable(this.instanceSourceImageFilterDetails);
    }

    public Optional<Boolean> isPreserveBootVolumeEnabled() {
        return Optional.ofNullable(this.isPreserveBootVolumeEnabled);
    }

    public Optional<String> kmsKeyId() {
        return Optional.ofNullable(this.kmsKeyId);
    }

    public Optional<String> sourceId() {
        return Optional.ofNullable(this.sourceId);
    }

    public String sourceType() {
        return this.sourceType;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceSourceDetails defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String bootVolumeSizeInGbs;
        private String bootVolumeVpusPerGb;
        private InstanceSourceDetailsInstanceSourceImageFilterDetails instanceSourceImageFilterDetails;
        private Boolean isPreserveBootVolumeEnabled;
        private String kmsKeyId;
        private String sourceId;
        private String sourceType;

        public Builder() {}

        public Builder(InstanceSourceDetails defaults) {
            Objects.requireNonNull(defaults);
            this.bootVolumeSizeInGbs = defaults.bootVolumeSizeInGbs;
            this.bootVolumeVpusPerGb = defaults.bootVolumeVpusPerGb;
            this.instanceSourceImageFilterDetails = defaults.instanceSourceImageFilterDetails;
            this.isPreserveBootVolumeEnabled = defaults.isPreserveBootVolumeEnabled;
            this.kmsKeyId = defaults.kmsKeyId;
            this.sourceId = defaults.sourceId;
            this.sourceType = defaults.sourceType;
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
        public Builder instanceSourceImageFilterDetails(InstanceSourceDetailsInstanceSourceImageFilterDetails instanceSourceImageFilterDetails) {
            this.instanceSourceImageFilterDetails = instanceSourceImageFilterDetails;
            return this;
        }

        @CustomType.Setter
        public Builder isPreserveBootVolumeEnabled(Boolean isPreserveBootVolumeEnabled) {
            this.isPreserveBootVolumeEnabled = isPreserveBootVolumeEnabled;
            return this;
        }

        @CustomType.Setter
        public Builder kmsKeyId(String kmsKeyId) {
            this.kmsKeyId = kmsKeyId;
            return this;
        }

        @CustomType.Setter
        public Builder sourceId(String sourceId) {
            this.sourceId = sourceId;
            return this;
        }

        @CustomType.Setter
        public Builder sourceType(String sourceType) {
            this.sourceType = sourceType;
            return this;
        }

        public InstanceSourceDetails build() {
            final var _resultValue = new InstanceSourceDetails();
            _resultValue.bootVolumeSizeInGbs = bootVolumeSizeInGbs;
            _resultValue.bootVolumeVpusPerGb = bootVolumeVpusPerGb;
            _resultValue.instanceSourceImageFilterDetails = instanceSourceImageFilterDetails;
            _resultValue.isPreserveBootVolumeEnabled = isPreserveBootVolumeEnabled;
            _resultValue.kmsKeyId = kmsKeyId;
            _resultValue.sourceId = sourceId;
            _resultValue.sourceType = sourceType;
            return _resultValue;
        }
    }
}
