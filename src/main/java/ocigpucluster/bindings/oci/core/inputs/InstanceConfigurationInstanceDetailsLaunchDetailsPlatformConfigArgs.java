// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Bare-metal/VM platform options; type is required and must match the shape family (see values); numaNodesPerSocket is a string such as NPS1. */
public final class InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfigArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfigArgs Empty = new InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfigArgs();

    @Import(name="areVirtualInstructionsEnabled")
    private Output<Boolean> areVirtualInstructionsEnabled;

    public Optional<Output<Boolean>> areVirtualInstructionsEnabled() {
        return Optional.ofNullable(this.areVirtualInstructionsEnabled);
    }

    @Import(name="configMap")
    private Output<Map<String,String>> configMap;

    public Optional<Output<Map<String,String>>> configMap() {
        return Optional.ofNullable(this.configMap);
    }

    @Import(name="isAccessControlServiceEnabled")
    private Output<Boolean> isAccessControlServiceEnabled;

    public Optional<Output<Boolean>> isAccessControlServiceEnabled() {
        return Optional.ofNullable(this.isAccessControlServiceEnabled);
    }

    @Import(name="isInputOutputMemoryManagementUnitEnabled")
    private Output<Boolean> isInputOutputMemoryManagementUnitEnabled;

    public Optional<Output<Boolean>> isInputOutputMemoryManagementUnitEnabled() {
        return Optional.ofNullable(this.isInputOutputMemoryManagementUnitEnabled);
    }

    @Import(name="isMeasuredBootEnabled")
    private Output<Boolean> isMeasuredBootEnabled;

    public Optional<Output<Boolean>> isMeasuredBootEnabled() {
        return Optional.ofNullable(this.isMeasuredBootEnabled);
    }

    @Import(name="isMemoryEncryptionEnabled")
    private Output<Boolean> isMemoryEncryptionEnabled;

    public Optional<Output<Boolean>> isMemoryEncryptionEnabled() {
        return Optional.ofNullable(this.isMemoryEncryptionEnabled);
    }

    @Import(name="isSecureBootEnabled")
    private Output<Boolean> isSecureBootEnabled;

    public Optional<Output<Boolean>> isSecureBootEnabled() {
        return Optional.ofNullable(this.isSecureBootEnabled);
    }

    @Import(name="isSymmetricMultiThreadingEnabled")
    private Output<Boolean> isSymmetricMultiThreadingEnabled;

    public Optional<Output<Boolean>> isSymmetricMultiThreadingEnabled() {
        return Optional.ofNullable(this.isSymmetricMultiThreadingEnabled);
    }

    @Import(name="isTrustedPlatformModuleEnabled")
    private Output<Boolean> isTrustedPlatformModuleEnabled;

    public Optional<Output<Boolean>> isTrustedPlatformModuleEnabled() {
        return Optional.ofNullable(this.isTrustedPlatformModuleEnabled);
    }

    @Import(name="numaNodesPerSocket")
    private Output<String> numaNodesPerSocket;

    public Optional<Output<String>> numaNodesPerSocket() {
        return Optional.ofNullable(this.numaNodesPerSocket);
    }

    @Import(name="percentageOfCoresEnabled")
    private Output<Integer> percentageOfCoresEnabled;

    public Optional<Output<Integer>> percentageOfCoresEnabled() {
        return Optional.ofNullable(this.percentageOfCoresEnabled);
    }

    @Import(name="type", required=true)
    private Output<String> type;

    public Output<String> type() {
        return this.type;
    }

    private InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfigArgs() {}

    private InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfigArgs(InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfigArgs $) {
        this.areVirtualInstructionsEnabled = $.areVirtualInstructionsEnabled;
        this.configMap = $.configMap;
        this.isAccessControlServiceEnabled = $.isAccessControlServiceEnabled;
        this.isInputOutputMemoryManagementUnitEnabled = $.isInputOutputMemoryManagementUnitEnabled;
        this.isMeasuredBootEnabled = $.isMeasuredBootEnabled;
        this.isMemoryEncryptionEnabled = $.isMemoryEncryptionEnabled;
        this.isSecureBootEnabled = $.isSecureBootEnabled;
        this.isSymmetricMultiThreadingEnabled = $.isSymmetricMultiThreadingEnabled;
        this.isTrustedPlatformModuleEnabled = $.isTrustedPlatformModuleEnabled;
        this.numaNodesPerSocket = $.numaNodesPerSocket;
        this.percentageOfCoresEnabled = $.percentageOfCoresEnabled;
        this.type = $.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfigArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfigArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfigArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfigArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfigArgs(Objects.requireNonNull(defaults));
        }

        public Builder areVirtualInstructionsEnabled(Output<Boolean> areVirtualInstructionsEnabled) {
            $.areVirtualInstructionsEnabled = areVirtualInstructionsEnabled;
            return this;
        }

        public Builder areVirtualInstructionsEnabled(Boolean areVirtualInstructionsEnabled) {
            return areVirtualInstructionsEnabled(Output.of(areVirtualInstructionsEnabled));
        }

        public Builder configMap(Output<Map<String,String>> configMap) {
            $.configMap = configMap;
            return this;
        }

        public Builder configMap(Map<String,String> configMap) {
            return configMap(Output.of(configMap));
        }

        public Builder isAccessControlServiceEnabled(Output<Boolean> isAccessControlServiceEnabled) {
            $.isAccessControlServiceEnabled = isAccessControlServiceEnabled;
            return this;
        }

        public Builder isAccessControlServiceEnabled(Boolean isAccessControlServiceEnabled) {
            return isAccessControlServiceEnabled(Output.of(isAccessControlServiceEnabled));
        }

        public Builder isInputOutputMemoryManagementUnitEnabled(Output<Boolean> isInputOutputMemoryManagementUnitEnabled) {
            $.isInputOutputMemoryManagementUnitEnabled = isInputOutputMemoryManagementUnitEnabled;
            return this;
        }

        public Builder isInputOutputMemoryManagementUnitEnabled(Boolean isInputOutputMemoryManagementUnitEnabled) {
            return isInputOutputMemoryManagementUnitEnabled(Output.of(isInputOutputMemoryManagementUnitEnabled));
        }

        public Builder isMeasuredBootEnabled(Output<Boolean> isMeasuredBootEnabled) {
            $.isMeasuredBootEnabled = isMeasuredBootEnabled;
            return this;
        }

        public Builder isMeasuredBootEnabled(Boolean isMeasuredBootEnabled) {
            return isMeasuredBootEnabled(Output.of(isMeasuredBootEnabled));
        }

        public Builder isMemoryEncryptionEnabled(Output<Boolean> isMemoryEncryptionEnabled) {
            $.isMemoryEncryptionEnabled = isMemoryEncryptionEnabled;
            return this;
        }

        public Builder isMemoryEncryptionEnabled(Boolean isMemoryEncryptionEnabled) {
            return isMemoryEncryptionEnabled(Output.of(isMemoryEncryptionEnabled));
        }

        public Builder isSecureBootEnabled(Output<Boolean> isSecureBootEnabled) {
            $.isSecureBootEnabled = isSecureBootEnabled;
            return this;
        }

        public Builder isSecureBootEnabled(Boolean isSecureBootEnabled) {
            return isSecureBootEnabled(Output.of(isSecureBootEnabled));
        }

        public Builder isSymmetricMultiThreadingEnabled(Output<Boolean> isSymmetricMultiThreadingEnabled) {
            $.isSymmetricMultiThreadingEnabled = isSymmetricMultiThreadingEnabled;
            return this;
        }

        public Builder isSymmetricMultiThreadingEnabled(Boolean isSymmetricMultiThreadingEnabled) {
            return isSymmetricMultiThreadingEnabled(Output.of(isSymmetricMultiThreadingEnabled));
        }

        public Builder isTrustedPlatformModuleEnabled(Output<Boolean> isTrustedPlatformModuleEnabled) {
            $.isTrustedPlatformModuleEnabled = isTrustedPlatformModuleEnabled;
            return this;
        }

        public Builder isTrustedPlatformModuleEnabled(Boolean isTrustedPlatformModuleEnabled) {
            return isTrustedPlatformModuleEnabled(Output.of(isTrustedPlatformModuleEnabled));
        }

        public Builder numaNodesPerSocket(Output<String> numaNodesPerSocket) {
            $.numaNodesPerSocket = numaNodesPerSocket;
            return this;
        }

        public Builder numaNodesPerSocket(String numaNodesPerSocket) {
            return numaNodesPerSocket(Output.of(numaNodesPerSocket));
        }

        public Builder percentageOfCoresEnabled(Output<Integer> percentageOfCoresEnabled) {
            $.percentageOfCoresEnabled = percentageOfCoresEnabled;
            return this;
        }

        public Builder percentageOfCoresEnabled(Integer percentageOfCoresEnabled) {
            return percentageOfCoresEnabled(Output.of(percentageOfCoresEnabled));
        }

        public Builder type(Output<String> type) {
            $.type = type;
            return this;
        }

        public Builder type(String type) {
            return type(Output.of(type));
        }

        public InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfigArgs build() {
            if ($.type == null) {
                throw new MissingRequiredPropertyException("InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfigArgs", "type");
            }
            return $;
        }
    }
}
