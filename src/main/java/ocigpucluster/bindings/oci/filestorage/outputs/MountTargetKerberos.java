// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.filestorage.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object MountTargetKerberos (used by oci:FileStorage/mountTarget:MountTarget). */
@CustomType
public final class MountTargetKerberos {
    private Integer backupKeyTabSecretVersion;
    private Integer currentKeyTabSecretVersion;
    private Boolean isKerberosEnabled;
    private String kerberosRealm;
    private String keyTabSecretId;

    private MountTargetKerberos() {}

    public Optional<Integer> backupKeyTabSecretVersion() {
        return Optional.ofNullable(this.backupKeyTabSecretVersion);
    }

    public Optional<Integer> currentKeyTabSecretVersion() {
        return Optional.ofNullable(this.currentKeyTabSecretVersion);
    }

    public Optional<Boolean> isKerberosEnabled() {
        return Optional.ofNullable(this.isKerberosEnabled);
    }

    public String kerberosRealm() {
        return this.kerberosRealm;
    }

    public Optional<String> keyTabSecretId() {
        return Optional.ofNullable(this.keyTabSecretId);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(MountTargetKerberos defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Integer backupKeyTabSecretVersion;
        private Integer currentKeyTabSecretVersion;
        private Boolean isKerberosEnabled;
        private String kerberosRealm;
        private String keyTabSecretId;

        public Builder() {}

        public Builder(MountTargetKerberos defaults) {
            Objects.requireNonNull(defaults);
            this.backupKeyTabSecretVersion = defaults.backupKeyTabSecretVersion;
            this.currentKeyTabSecretVersion = defaults.currentKeyTabSecretVersion;
            this.isKerberosEnabled = defaults.isKerberosEnabled;
            this.kerberosRealm = defaults.kerberosRealm;
            this.keyTabSecretId = defaults.keyTabSecretId;
        }

        @CustomType.Setter
        public Builder backupKeyTabSecretVersion(Integer backupKeyTabSecretVersion) {
            this.backupKeyTabSecretVersion = backupKeyTabSecretVersion;
            return this;
        }

        @CustomType.Setter
        public Builder currentKeyTabSecretVersion(Integer currentKeyTabSecretVersion) {
            this.currentKeyTabSecretVersion = currentKeyTabSecretVersion;
            return this;
        }

        @CustomType.Setter
        public Builder isKerberosEnabled(Boolean isKerberosEnabled) {
            this.isKerberosEnabled = isKerberosEnabled;
            return this;
        }

        @CustomType.Setter
        public Builder kerberosRealm(String kerberosRealm) {
            this.kerberosRealm = kerberosRealm;
            return this;
        }

        @CustomType.Setter
        public Builder keyTabSecretId(String keyTabSecretId) {
            this.keyTabSecretId = keyTabSecretId;
            return this;
        }

        public MountTargetKerberos build() {
            final var _resultValue = new MountTargetKerberos();
            _resultValue.backupKeyTabSecretVersion = backupKeyTabSecretVersion;
            _resultValue.currentKeyTabSecretVersion = currentKeyTabSecretVersion;
            _resultValue.isKerberosEnabled = isKerberosEnabled;
            _resultValue.kerberosRealm = kerberosRealm;
            _resultValue.keyTabSecretId = keyTabSecretId;
            return _resultValue;
        }
    }
}
