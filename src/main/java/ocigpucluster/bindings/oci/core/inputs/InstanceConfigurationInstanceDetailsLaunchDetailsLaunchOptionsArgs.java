// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsLaunchDetailsLaunchOptions (used by oci:Core/InstanceConfigurationInstanceDetailsLaunchDetails:InstanceConfigurationInstanceDetailsLaunchDetails). */
public final class InstanceConfigurationInstanceDetailsLaunchDetailsLaunchOptionsArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsLaunchDetailsLaunchOptionsArgs Empty = new InstanceConfigurationInstanceDetailsLaunchDetailsLaunchOptionsArgs();

    @Import(name="bootVolumeType")
    private Output<String> bootVolumeType;

    public Optional<Output<String>> bootVolumeType() {
        return Optional.ofNullable(this.bootVolumeType);
    }

    @Import(name="firmware")
    private Output<String> firmware;

    public Optional<Output<String>> firmware() {
        return Optional.ofNullable(this.firmware);
    }

    @Import(name="isConsistentVolumeNamingEnabled")
    private Output<Boolean> isConsistentVolumeNamingEnabled;

    public Optional<Output<Boolean>> isConsistentVolumeNamingEnabled() {
        return Optional.ofNullable(this.isConsistentVolumeNamingEnabled);
    }

    @Import(name="isPvEncryptionInTransitEnabled")
    private Output<Boolean> isPvEncryptionInTransitEnabled;

    public Optional<Output<Boolean>> isPvEncryptionInTransitEnabled() {
        return Optional.ofNullable(this.isPvEncryptionInTransitEnabled);
    }

    @Import(name="networkType")
    private Output<String> networkType;

    public Optional<Output<String>> networkType() {
        return Optional.ofNullable(this.networkType);
    }

    @Import(name="remoteDataVolumeType")
    private Output<String> remoteDataVolumeType;

    public Optional<Output<String>> remoteDataVolumeType() {
        return Optional.ofNullable(this.remoteDataVolumeType);
    }

    private InstanceConfigurationInstanceDetailsLaunchDetailsLaunchOptionsArgs() {}

    private InstanceConfigurationInstanceDetailsLaunchDetailsLaunchOptionsArgs(InstanceConfigurationInstanceDetailsLaunchDetailsLaunchOptionsArgs $) {
        this.bootVolumeType = $.bootVolumeType;
        this.firmware = $.firmware;
        this.isConsistentVolumeNamingEnabled = $.isConsistentVolumeNamingEnabled;
        this.isPvEncryptionInTransitEnabled = $.isPvEncryptionInTransitEnabled;
        this.networkType = $.networkType;
        this.remoteDataVolumeType = $.remoteDataVolumeType;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsLaunchDetailsLaunchOptionsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsLaunchDetailsLaunchOptionsArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsLaunchDetailsLaunchOptionsArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsLaunchDetailsLaunchOptionsArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsLaunchDetailsLaunchOptionsArgs(Objects.requireNonNull(defaults));
        }

        public Builder bootVolumeType(Output<String> bootVolumeType) {
            $.bootVolumeType = bootVolumeType;
            return this;
        }

        public Builder bootVolumeType(String bootVolumeType) {
            return bootVolumeType(Output.of(bootVolumeType));
        }

        public Builder firmware(Output<String> firmware) {
            $.firmware = firmware;
            return this;
        }

        public Builder firmware(String firmware) {
            return firmware(Output.of(firmware));
        }

        public Builder isConsistentVolumeNamingEnabled(Output<Boolean> isConsistentVolumeNamingEnabled) {
            $.isConsistentVolumeNamingEnabled = isConsistentVolumeNamingEnabled;
            return this;
        }

        public Builder isConsistentVolumeNamingEnabled(Boolean isConsistentVolumeNamingEnabled) {
            return isConsistentVolumeNamingEnabled(Output.of(isConsistentVolumeNamingEnabled));
        }

        public Builder isPvEncryptionInTransitEnabled(Output<Boolean> isPvEncryptionInTransitEnabled) {
            $.isPvEncryptionInTransitEnabled = isPvEncryptionInTransitEnabled;
            return this;
        }

        public Builder isPvEncryptionInTransitEnabled(Boolean isPvEncryptionInTransitEnabled) {
            return isPvEncryptionInTransitEnabled(Output.of(isPvEncryptionInTransitEnabled));
        }

        public Builder networkType(Output<String> networkType) {
            $.networkType = networkType;
            return this;
        }

        public Builder networkType(String networkType) {
            return networkType(Output.of(networkType));
        }

        public Builder remoteDataVolumeType(Output<String> remoteDataVolumeType) {
            $.remoteDataVolumeType = remoteDataVolumeType;
            return this;
        }

        public Builder remoteDataVolumeType(String remoteDataVolumeType) {
            return remoteDataVolumeType(Output.of(remoteDataVolumeType));
        }

        public InstanceConfigurationInstanceDetailsLaunchDetailsLaunchOptionsArgs build() {
            return $;
        }
    }
}
