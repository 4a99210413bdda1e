// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.filestorage.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object MountTargetKerberos (used by oci:FileStorage/mountTarget:MountTarget). */
public final class MountTargetKerberosArgs extends ResourceArgs {

    public static final MountTargetKerberosArgs Empty = new MountTargetKerberosArgs();

    @Import(name="backupKeyTabSecretVersion")
    private Output<Integer> backupKeyTabSecretVersion;

    public Optional<Output<Integer>> backupKeyTabSecretVersion() {
        return Optional.ofNullable(this.backupKeyTabSecretVersion);
    }

    @Import(name="currentKeyTabSecretVersion")
    private Output<Integer> currentKeyTabSecretVersion;

    public Optional<Output<Integer>> currentKeyTabSecretVersion() {
        return Optional.ofNullable(this.currentKeyTabSecretVersion);
    }

    @Import(name="isKerberosEnabled")
    private Output<Boolean> isKerberosEnabled;

    public Optional<Output<Boolean>> isKerberosEnabled() {
        return Optional.ofNullable(this.isKerberosEnabled);
    }

    @Import(name="kerberosRealm", required=true)
    private Output<String> kerberosRealm;

    public Output<String> kerberosRealm() {
        return this.kerberosRealm;
    }

    @Import(name="keyTabSecretId")
    private Output<String> keyTabSecretId;

    public Optional<Output<String>> keyTabSecretId() {
        return Optional.ofNullable(this.keyTabSecretId);
    }

    private MountTargetKerberosArgs() {}

    private MountTargetKerberosArgs(MountTargetKerberosArgs $) {
        this.backupKeyTabSecretVersion = $.backupKeyTabSecretVersion;
        this.currentKeyTabSecretVersion = $.currentKeyTabSecretVersion;
        this.isKerberosEnabled = $.isKerberosEnabled;
        this.kerberosRealm = $.kerberosRealm;
        this.keyTabSecretId = $.keyTabSecretId;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(MountTargetKerberosArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final MountTargetKerberosArgs $;

        public Builder() {
            $ = new MountTargetKerberosArgs();
        }

        public Builder(MountTargetKerberosArgs defaults) {
            $ = new MountTargetKerberosArgs(Objects.requireNonNull(defaults));
        }

        public Builder backupKeyTabSecretVersion(Output<Integer> backupKeyTabSecretVersion) {
            $.backupKeyTabSecretVersion = backupKeyTabSecretVersion;
            return this;
        }

        public Builder backupKeyTabSecretVersion(Integer backupKeyTabSecretVersion) {
            return backupKeyTabSecretVersion(Output.of(backupKeyTabSecretVersion));
        }

        public Builder currentKeyTabSecretVersion(Output<Integer> currentKeyTabSecretVersion) {
            $.currentKeyTabSecretVersion = currentKeyTabSecretVersion;
            return this;
        }

        public Builder currentKeyTabSecretVersion(Integer currentKeyTabSecretVersion) {
            return currentKeyTabSecretVersion(Output.of(currentKeyTabSecretVersion));
        }

        public Builder isKerberosEnabled(Output<Boolean> isKerberosEnabled) {
            $.isKerberosEnabled = isKerberosEnabled;
            return this;
        }

        public Builder isKerberosEnabled(Boolean isKerberosEnabled) {
            return isKerberosEnabled(Output.of(isKerberosEnabled));
        }

        public Builder kerberosRealm(Output<String> kerberosRealm) {
            $.kerberosRealm = kerberosRealm;
            return this;
        }

        public Builder kerberosRealm(String kerberosRealm) {
            return kerberosRealm(Output.of(kerberosRealm));
        }

        public Builder keyTabSecretId(Output<String> keyTabSecretId) {
            $.keyTabSecretId = keyTabSecretId;
            return this;
        }

        public Builder keyTabSecretId(String keyTabSecretId) {
            return keyTabSecretId(Output.of(keyTabSecretId));
        }

        public MountTargetKerberosArgs build() {
            if ($.kerberosRealm == null) {
                throw new MissingRequiredPropertyException("MountTargetKerberosArgs", "kerberosRealm");
            }
            return $;
        }
    }
}
