// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;

/** Nested object getInstanceLaunchVolumeAttachment (used by oci:Core/getInstance:getInstance). */
@CustomType
public final class GetInstanceLaunchVolumeAttachment {
    private String device;
    private String displayName;
    private String encryptionInTransitType;
    private Boolean isAgentAutoIscsiLoginEnabled;
    private Boolean isPvEncryptionInTransitEnabled;
    private Boolean isReadOnly;
    private Boolean isShareable;
    private List<GetInstanceLaunchVolumeAttachmentLaunchCreateVolumeDetail> launchCreateVolumeDetails;
    private String type;
    private Boolean useChap;
    private String volumeId;

    private GetInstanceLaunchVolumeAttachment() {}

    public String device() {
        return this.device;
    }

    public String displayName() {
        return this.displayName;
    }

    public String encryptionInTransitType() {
        return this.encryptionInTransitType;
    }

    public Boolean isAgentAutoIscsiLoginEnabled() {
        return this.isAgentAutoIscsiLoginEnabled;
    }

    public Boolean isPvEncryptionInTransitEnabled() {
        return this.isPvEncryptionInTransitEnabled;
    }

    public Boolean isReadOnly() {
        return this.isReadOnly;
    }

    public Boolean isShareable() {
        return this.isShareable;
    }

    public List<GetInstanceLaunchVolumeAttachmentLaunchCreateVolumeDetail> launchCreateVolumeDetails() {
        return this.launchCreateVolumeDetails;
    }

    public String type() {
        return this.type;
    }

    public Boolean useChap() {
        return this.useChap;
    }

    public String volumeId() {
        return this.volumeId;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetInstanceLaunchVolumeAttachment defaults) {
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
        private List<GetInstanceLaunchVolumeAttachmentLaunchCreateVolumeDetail> launchCreateVolumeDetails;
        private String type;
        private Boolean useChap;
        private String volumeId;

        public Builder() {}

        public Builder(GetInstanceLaunchVolumeAttachment defaults) {
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
        public Builder launchCreateVolumeDetails(List<GetInstanceLaunchVolumeAttachmentLaunchCreateVolumeDetail> launchCreateVolumeDetails) {
            this.launchCreateVolumeDetails = launchCreateVolumeDetails;
            return this;
        }

        public Builder launchCreateVolumeDetails(GetInstanceLaunchVolumeAttachmentLaunchCreateVolumeDetail... launchCreateVolumeDetails) {
            return launchCreateVolumeDetails(List.of(launchCreateVolumeDetails));
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

        public GetInstanceLaunchVolumeAttachment build() {
            final var _resultValue = new GetInstanceLaunchVolumeAttachment();
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
