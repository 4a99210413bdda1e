// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetails (used by oci:Core/InstanceLaunchVolumeAttachment:InstanceLaunchVolumeAttachment). */
@CustomType
public final class InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetails {
    private String compartmentId;
    private String displayName;
    private String kmsKeyId;
    private String sizeInGbs;
    private String volumeCreationType;
    private String vpusPerGb;

    private InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetails() {}

    public Optional<String> compartmentId() {
        return Optional.ofNullable(this.compartmentId);
    }

    public Optional<String> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    public Optional<String> kmsKeyId() {
        return Optional.ofNullable(this.kmsKeyId);
    }

    public String sizeInGbs() {
        return this.sizeInGbs;
    }

    public String volumeCreationType() {
        return this.volumeCreationType;
    }

    public Optional<String> vpusPerGb() {
        return Optional.ofNullable(this.vpusPerGb);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetails defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String compartmentId;
        private String displayName;
        private String kmsKeyId;
        private String sizeInGbs;
        private String volumeCreationType;
        private String vpusPerGb;

        public Builder() {}

        public Builder(InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetails defaults) {
            Objects.requireNonNull(defaults);
            this.compartmentId = defaults.compartmentId;
            this.displayName = defaults.displayName;
            this.kmsKeyId = defaults.kmsKeyId;
            this.sizeInGbs = defaults.sizeInGbs;
            this.volumeCreationType = defaults.volumeCreationType;
            this.vpusPerGb = defaults.vpusPerGb;
        }

        @CustomType.Setter
        public Builder compartmentId(String compartmentId) {
            this.compartmentId = compartmentId;
            return this;
        }

        @CustomType.Setter
        public Builder displayName(String displayName) {
            this.displayName = displayName;
            return this;
        }

        @CustomType.Setter
        public Builder kmsKeyId(String kmsKeyId) {
            this.kmsKeyId = kmsKeyId;
            return this;
        }

        @CustomType.Setter
        public Builder sizeInGbs(String sizeInGbs) {
            this.sizeInGbs = sizeInGbs;
            return this;
        }

        @CustomType.Setter
        public Builder volumeCreationType(String volumeCreationType) {
            this.volumeCreationType = volumeCreationType;
            return this;
        }

        @CustomType.Setter
        public Builder vpusPerGb(String vpusPerGb) {
            this.vpusPerGb = vpusPerGb;
            return this;
        }

        public InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetails build() {
            final var _resultValue = new InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetails();
            _resultValue.compartmentId = compartmentId;
            _resultValue.displayName = displayName;
            _resultValue.kmsKeyId = kmsKeyId;
            _resultValue.sizeInGbs = sizeInGbs;
            _resultValue.volumeCreationType = volumeCreationType;
            _resultValue.vpusPerGb = vpusPerGb;
            return _resultValue;
        }
    }
}
