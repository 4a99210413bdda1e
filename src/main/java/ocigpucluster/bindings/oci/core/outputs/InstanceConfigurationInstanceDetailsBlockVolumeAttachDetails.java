// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsBlockVolumeAttachDetails (used by oci:Core/InstanceConfigurationInstanceDetailsBlockVolume:InstanceConfigurationInstanceDetailsBlockVolume). */
@CustomType
public final class InstanceConfigurationInstanceDetailsBlockVolumeAttachDetails {
    private String device;
    private String displayName;
    private Boolean isPvEncryptionInTransitEnabled;
    private Boolean isReadOnly;
    private Boolean isShareable;
    private String type;
    private Boolean useChap;

    private InstanceConfigurationInstanceDetailsBlockVolumeAttachDetails() {}

    public Optional<String> device() {
        return Optional.ofNullable(this.device);
    }

    public Optional<String> displayName() {
        return Optional.ofNullable(this.displayName);
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

    public String type() {
        return this.type;
    }

    public Optional<Boolean> useChap() {
        return Optional.ofNullable(this.useChap);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsBlockVolumeAttachDetails defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String device;
        private String displayName;
        private Boolean isPvEncryptionInTransitEnabled;
        private Boolean isReadOnly;
        private Boolean isShareable;
        private String type;
        private Boolean useChap;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsBlockVolumeAttachDetails defaults) {
            Objects.requireNonNull(defaults);
            this.device = defaults.device;
            this.displayName = defaults.displayName;
            this.isPvEncryptionInTransitEnabled = defaults.isPvEncryptionInTransitEnabled;
            this.isReadOnly = defaults.isReadOnly;
            this.isShareable = defaults.isShareable;
            this.type = defaults.type;
            this.useChap = defaults.useChap;
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
        public Builder type(String type) {
            this.type = type;
            return this;
        }

        @CustomType.Setter
        public Builder useChap(Boolean useChap) {
            this.useChap = useChap;
            return this;
        }

        public InstanceConfigurationInstanceDetailsBlockVolumeAttachDetails build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsBlockVolumeAttachDetails();
            _resultValue.device = device;
            _resultValue.displayName = displayName;
            _resultValue.isPvEncryptionInTransitEnabled = isPvEncryptionInTransitEnabled;
            _resultValue.isReadOnly = isReadOnly;
            _resultValue.isShareable = isShareable;
            _resultValue.type = type;
            _resultValue.useChap = useChap;
            return _resultValue;
        }
    }
}
