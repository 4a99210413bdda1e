// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceLaunchVolumeAttachment (used by oci:Core/instance:Instance). */
@CustomType
public final class InstanceLaunchVolumeAttachment {
    private String device;
    private String displayName;
    private String encryptionInTransitType;
    private Boolean isAgentAutoIscsiLoginEnabled;
    private Boolean isPvEncryptionInTransitEnabled;
    private Boolean isReadOnly;
    private Boolean isShareable;
    private InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetails launchCreateVolumeDetails;
    private String type;
    private Boolean useChap;
    private String volumeId;

    private InstanceLaunchVolumeAttachment() {}

    public Optional<String> device() {
        return Optional.ofNullable(this.device);
    }

    public Optional<String> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    public Optional<String> encryptionInTransitType() {
        return Optional.ofNullable(this.encryptionInTransitType);
    }

    public Optional<Boolean> isAgentAutoIscsiLoginEnabled() {
        return Optional.ofNullable(this.isAgentAutoIscsiLoginEnabled);
    }

    public Optional<Boolean> isPvEncryptionInTransitEnabled() {
        return Optional.ofNullable(this.isPvEncryptionInTransitEnabled);
    }

    public Optional<Boolean> isReadOnly() {
        return Optional.ofNullable(this.isReadOnly);
    }

    public Optional<Boolean> isShareable() {
        return Optional.ofNullable(this.isShareable);
    }

    public Optional<InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetails> launchCreateVolumeDetails() {
        return Optional.ofNullable(this.launchCreateVolumeDetails);
    }

    public String type() {
        return this.type;
    }

    public Optional<Boolean> useChap() {
        return Optional.ofNullable(this.useChap);
    }

    public Optional<String> volumeId() {
        return Optional.ofNullable(this.volumeId);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceLaunchVolumeAttachment defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String device;
        private String displayName;
        private String encryptionInTransitType;
        private Boolean isAgentAutoIscsiLoginEnabled;
        private Boolean isPvEncryptionInTransitEnabled;
        private Boolean isReadOnly;
        private Boolean isShareable;
        private InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetails launchCreateVolumeDetails;
        private String type;
        private Boolean useChap;
        private String volumeId;

        public Builder() {}

        public Builder(InstanceLaunchVolumeAttachment defaults) {
            Objects.requireNonNull(defaults);
            this.device = defaults.device;
            this.displayName = defaults.displayName;
            this.encryptionInTransitType = defaults.encryptionInTransitType;
            this.isAgentAutoIscsiLoginEnabled = defaults.isAgentAutoIscsiLoginEnabled;
            this.isPvEncryptionInTransitEnabled = defaults.isPvEncryptionInTransitEnabled;
            this.isReadOnly = defaults.isReadOnly;
            this.isShareable = defaults.isShareable;
            this.launchCreateVolumeDetails = defaults.launchCreateVolumeDetails;
            this.type = defaults.type;
            this.useChap = defaults.useChap;
            this.volumeId = defaults.volumeId;
        }

        @CustomType.Setter
        public Builder device(String device) {
            this.device = device;
            return this;
        }

        @CustomType.Setter
        public Builder displayName(String displayName) {
            this.displayName = displayName;
            return this;
        }

        @CustomType.Setter
        public Builder encryptionInTransitType(String encryptionInTransitType) {
            this.encryptionInTransitType = encryptionInTransitType;
            return this;
        }

        @CustomType.Setter
        public Builder isAgentAutoIscsiLoginEnabled(Boolean isAgentAutoIscsiLoginEnabled) {
            this.isAgentAutoIscsiLoginEnabled = isAgentAutoIscsiLoginEnabled;
            return this;
        }

        @CustomType.Setter
        public Builder isPvEncryptionInTransitEnabled(Boolean isPvEncryptionInTransitEnabled) {
            this.isPvEncryptionInTransitEnabled = isPvEncryptionInTransitEnabled;
            return this;
        }

        @CustomType.Setter
        public Builder isReadOnly(Boolean isReadOnly) {
            this.isReadOnly = isReadOnly;
            return this;
        }

        @CustomType.Setter
        public Builder isShareable(Boolean isShareable) {
            this.isShareable = isShareable;
            return this;
        }

        @CustomType.Setter
        public Builder launchCreateVolumeDetails(InstanceLaunchVolumeAttachmentLaunchCreateVolumeDetails launchCreateVolumeDetails) {
            this.launchCreateVolumeDetails = launchCreateVolumeDetails;
            return this;
        }

        @CustomType.Setter
        public Builder type(String type) {
            this.type = type;
            return this;
        }

        @CustomType.Setter
        public Builder useChap(Boolean useChap) {
            this.useChap = useChap;
            return this;
        }

        @CustomType.Setter
        public Builder volumeId(String volumeId) {
            this.volumeId = volumeId;
            return this;
        }

        public InstanceLaunchVolumeAttachment build() {
            final var _resultValue = new InstanceLaunchVolumeAttachment();
            _resultValue.device = device;
            _resultValue.displayName = displayName;
            _resultValue.encryptionInTransitType = encryptionInTransitType;
            _resultValue.isAgentAutoIscsiLoginEnabled = isAgentAutoIscsiLoginEnabled;
            _resultValue.isPvEncryptionInTransitEnabled = isPvEncryptionInTransitEnabled;
            _resultValue.isReadOnly = isReadOnly;
            _resultValue.isShareable = isShareable;
            _resultValue.launchCreateVolumeDetails = launchCreateVolumeDetails;
            _resultValue.type = type;
            _resultValue.useChap = useChap;
            _resultValue.volumeId = volumeId;
            return _resultValue;
        }
    }
}
