// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;

/** Nested object getInstanceLaunchOption (used by oci:Core/getInstance:getInstance). */
@CustomType
public final class GetInstanceLaunchOption {
    private String bootVolumeType;
    private String firmware;
    private Boolean isConsistentVolumeNamingEnabled;
    private Boolean isPvEncryptionInTransitEnabled;
    private String networkType;
    private String remoteDataVolumeType;

    private GetInstanceLaunchOption() {}

    public String bootVolumeType() {
        return this.bootVolumeType;
    }

    public String firmware() {
        return this.firmware;
    }

    public Boolean isConsistentVolumeNamingEnabled() {
        return this.isConsistentVolumeNamingEnabled;
    }

    public Boolean isPvEncryptionInTransitEnabled() {
        return this.isPvEncryptionInTransitEnabled;
    }

    public String networkType() {
        return this.networkType;
    }

    public String remoteDataVolumeType() {
        return this.remoteDataVolumeType;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetInstanceLaunchOption defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String bootVolumeType;
        private String firmware;
        private Boolean isConsistentVolumeNamingEnabled;
        private Boolean isPvEncryptionInTransitEnabled;
        private String networkType;
        private String remoteDataVolumeType;

        public Builder() {}

        public Builder(GetInstanceLaunchOption defaults) {
            Objects.requireNonNull(defaults);
            this.bootVolumeType = defaults.bootVolumeType;
            this.firmware = defaults.firmware;
            this.isConsistentVolumeNamingEnabled = defaults.isConsistentVolumeNamingEnabled;
            this.isPvEncryptionInTransitEnabled = defaults.isPvEncryptionInTransitEnabled;
            this.networkType = defaults.networkType;
            this.remoteDataVolumeType = defaults.remoteDataVolumeType;
        }

        @CustomType.Setter
        public Builder bootVolumeType(String bootVolumeType) {
            this.bootVolumeType = bootVolumeType;
            return this;
        }

        @CustomType.Setter
        public Builder firmware(String firmware) {
            this.firmware = firmware;
            return this;
        }

        @CustomType.Setter
        public Builder isConsistentVolumeNamingEnabled(Boolean isConsistentVolumeNamingEnabled) {
            this.isConsistentVolumeNamingEnabled = isConsistentVolumeNamingEnabled;
            return this;
        }

        @CustomType.Setter
        public Builder isPvEncryptionInTransitEnabled(Boolean isPvEncryptionInTransitEnabled) {
            this.isPvEncryptionInTransitEnabled = isPvEncryptionInTransitEnabled;
            return this;
        }

        @CustomType.Setter
        public Builder networkType(String networkType) {
            this.networkType = networkType;
            return this;
        }

        @CustomType.Setter
        public Builder remoteDataVolumeType(String remoteDataVolumeType) {
            this.remoteDataVolumeType = remoteDataVolumeType;
            return this;
        }

        public GetInstanceLaunchOption build() {
            final var _resultValue = new GetInstanceLaunchOption();
            _resultValue.bootVolumeType = bootVolumeType;
            _resultValue.firmware = firmware;
            _resultValue.isConsistentVolumeNamingEnabled = isConsistentVolumeNamingEnabled;
            _resultValue.isPvEncryptionInTransitEnabled = isPvEncryptionInTransitEnabled;
            _resultValue.networkType = networkType;
            _resultValue.remoteDataVolumeType = remoteDataVolumeType;
            return _resultValue;
        }
    }
}
