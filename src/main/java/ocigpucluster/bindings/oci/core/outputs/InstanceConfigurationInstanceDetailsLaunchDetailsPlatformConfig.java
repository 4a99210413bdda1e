// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Bare-metal/VM platform options; type is required and must match the shape family (see values); numaNodesPerSocket is a string such as NPS1. */
@CustomType
public final class InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfig {
    private Boolean areVirtualInstructionsEnabled;
    private Map<String,String> configMap;
    private Boolean isAccessControlServiceEnabled;
    private Boolean isInputOutputMemoryManagementUnitEnabled;
    private Boolean isMeasuredBootEnabled;
    private Boolean isMemoryEncryptionEnabled;
    private Boolean isSecureBootEnabled;
    private Boolean isSymmetricMultiThreadingEnabled;
    private Boolean isTrustedPlatformModuleEnabled;
    private String numaNodesPerSocket;
    private Integer percentageOfCoresEnabled;
    private String type;

    private InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfig() {}

    public Optional<Boolean> areVirtualInstructionsEnabled() {
        return Optional.ofNullable(this.areVirtualInstructionsEnabled);
    }

    public Map<String,String> configMap() {
        return this.configMap == null ? Map.of() : this.configMap;
    }

    public Optional<Boolean> isAccessControlServiceEnabled() {
        return Optional.ofNullable(this.isAccessControlServiceEnabled);
    }

    public Optional<Boolean> isInputOutputMemoryManagementUnitEnabled() {
        return Optional.ofNullable(this.isInputOutputMemoryManagementUnitEnabled);
    }

    public Optional<Boolean> isMeasuredBootEnabled() {
        return Optional.ofNullable(this.isMeasuredBootEnabled);
    }

    public Optional<Boolean> isMemoryEncryptionEnabled() {
        return Optional.ofNullable(this.isMemoryEncryptionEnabled);
    }

    public Optional<Boolean> isSecureBootEnabled() {
        return Optional.ofNullable(this.isSecureBootEnabled);
    }

    public Optional<Boolean> isSymmetricMultiThreadingEnabled() {
        return Optional.ofNullable(this.isSymmetricMultiThreadingEnabled);
    }

    public Optional<Boolean> isTrustedPlatformModuleEnabled() {
        return Optional.ofNullable(this.isTrustedPlatformModuleEnabled);
    }

    public Optional<String> numaNodesPerSocket() {
        return Optional.ofNullable(this.numaNodesPerSocket);
    }

    public Optional<Integer> percentageOfCoresEnabled() {
        return Optional.ofNullable(this.percentageOfCoresEnabled);
    }

    public String type() {
        return this.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfig defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Boolean areVirtualInstructionsEnabled;
        private Map<String,String> configMap;
        private Boolean isAccessControlServiceEnabled;
        private Boolean isInputOutputMemoryManagementUnitEnabled;
        private Boolean isMeasuredBootEnabled;
        private Boolean isMemoryEncryptionEnabled;
        private Boolean isSecureBootEnabled;
        private Boolean isSymmetricMultiThreadingEnabled;
        private Boolean isTrustedPlatformModuleEnabled;
        private String numaNodesPerSocket;
        private Integer percentageOfCoresEnabled;
        private String type;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfig defaults) {
            Objects.requireNonNull(defaults);
            this.areVirtualInstructionsEnabled = defaults.areVirtualInstructionsEnabled;
            this.configMap = defaults.configMap;
            this.isAccessControlServiceEnabled = defaults.isAccessControlServiceEnabled;
            this.isInputOutputMemoryManagementUnitEnabled = defaults.isInputOutputMemoryManagementUnitEnabled;
            this.isMeasuredBootEnabled = defaults.isMeasuredBootEnabled;
            this.isMemoryEncryptionEnabled = defaults.isMemoryEncryptionEnabled;
            this.isSecureBootEnabled = defaults.isSecureBootEnabled;
            this.isSymmetricMultiThreadingEnabled = defaults.isSymmetricMultiThreadingEnabled;
            this.isTrustedPlatformModuleEnabled = defaults.isTrustedPlatformModuleEnabled;
            this.numaNodesPerSocket = defaults.numaNodesPerSocket;
            this.percentageOfCoresEnabled = defaults.percentageOfCoresEnabled;
            this.type = defaults.type;
        }

        @CustomType.Setter
        public Builder areVirtualInstructionsEnabled(Boolean areVirtualInstructionsEnabled) {
            this.areVirtualInstructionsEnabled = areVirtualInstructionsEnabled;
            return this;
        }

        @CustomType.Setter
        public Builder configMap(Map<String,String> configMap) {
            this.configMap = configMap;
            return this;
        }

        @CustomType.Setter
        public Builder isAccessControlServiceEnabled(Boolean isAccessControlServiceEnabled) {
            this.isAccessControlServiceEnabled = isAccessControlServiceEnabled;
            return this;
        }

        @CustomType.Setter
        public Builder isInputOutputMemoryManagementUnitEnabled(Boolean isInputOutputMemoryManagementUnitEnabled) {
            this.isInputOutputMemoryManagementUnitEnabled = isInputOutputMemoryManagementUnitEnabled;
            return this;
        }

        @CustomType.Setter
        public Builder isMeasuredBootEnabled(Boolean isMeasuredBootEnabled) {
            this.isMeasuredBootEnabled = isMeasuredBootEnabled;
            return this;
        }

        @CustomType.Setter
        public Builder isMemoryEncryptionEnabled(Boolean isMemoryEncryptionEnabled) {
            this.isMemoryEncryptionEnabled = isMemoryEncryptionEnabled;
            return this;
        }

        @CustomType.Setter
        public Builder isSecureBootEnabled(Boolean isSecureBootEnabled) {
            this.isSecureBootEnabled = isSecureBootEnabled;
            return this;
        }

        @CustomType.Setter
        public Builder isSymmetricMultiThreadingEnabled(Boolean isSymmetricMultiThreadingEnabled) {
            this.isSymmetricMultiThreadingEnabled = isSymmetricMultiThreadingEnabled;
            return this;
        }

        @CustomType.Setter
        public Builder isTrustedPlatformModuleEnabled(Boolean isTrustedPlatformModuleEnabled) {
            this.isTrustedPlatformModuleEnabled = isTrustedPlatformModuleEnabled;
            return this;
        }

        @CustomType.Setter
        public Builder numaNodesPerSocket(String numaNodesPerSocket) {
            this.numaNodesPerSocket = numaNodesPerSocket;
            return this;
        }

        @CustomType.Setter
        public Builder percentageOfCoresEnabled(Integer percentageOfCoresEnabled) {
            this.percentageOfCoresEnabled = percentageOfCoresEnabled;
            return this;
        }

        @CustomType.Setter
        public Builder type(String type) {
            this.type = type;
            return this;
        }

        public InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfig build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsLaunchDetailsPlatformConfig();
            _resultValue.areVirtualInstructionsEnabled = areVirtualInstructionsEnabled;
            _resultValue.configMap = configMap;
            _resultValue.isAccessControlServiceEnabled = isAccessControlServiceEnabled;
            _resultValue.isInputOutputMemoryManagementUnitEnabled = isInputOutputMemoryManagementUnitEnabled;
            _resultValue.isMeasuredBootEnabled = isMeasuredBootEnabled;
            _resultValue.isMemoryEncryptionEnabled = isMemoryEncryptionEnabled;
            _resultValue.isSecureBootEnabled = isSecureBootEnabled;
            _resultValue.isSymmetricMultiThreadingEnabled = isSymmetricMultiThreadingEnabled;
            _resultValue.isTrustedPlatformModuleEnabled = isTrustedPlatformModuleEnabled;
            _resultValue.numaNodesPerSocket = numaNodesPerSocket;
            _resultValue.percentageOfCoresEnabled = percentageOfCoresEnabled;
            _resultValue.type = type;
            return _resultValue;
        }
    }
}
