// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Map;
import java.util.Objects;

/** Nested object getInstancePlatformConfig (used by oci:Core/getInstance:getInstance). */
@CustomType
public final class GetInstancePlatformConfig {
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

    private GetInstancePlatformConfig() {}

    public Boolean areVirtualInstructionsEnabled() {
        return this.areVirtualInstructionsEnabled;
    }

    public Map<String,String> configMap() {
        return this.configMap;
    }

    public Boolean isAccessControlServiceEnabled() {
        return this.isAccessControlServiceEnabled;
    }

    public Boolean isInputOutputMemoryManagementUnitEnabled() {
        return this.isInputOutputMemoryManagementUnitEnabled;
    }

    public Boolean isMeasuredBootEnabled() {
        return this.isMeasuredBootEnabled;
    }

    public Boolean isMemoryEncryptionEnabled() {
        return this.isMemoryEncryptionEnabled;
    }

    public Boolean isSecureBootEnabled() {
        return this.isSecureBootEnabled;
    }

    public Boolean isSymmetricMultiThreadingEnabled() {
        return this.isSymmetricMultiThreadingEnabled;
    }

    public Boolean isTrustedPlatformModuleEnabled() {
        return this.isTrustedPlatformModuleEnabled;
    }

    public String numaNodesPerSocket() {
        return this.numaNodesPerSocket;
    }

    public Integer percentageOfCoresEnabled() {
        return this.percentageOfCoresEnabled;
    }

    public String type() {
        return this.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetInstancePlatformConfig defaults) {
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

        public Builder(GetInstancePlatformConfig defaults) {
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

        public GetInstancePlatformConfig build() {
            final var _resultValue = new GetInstancePlatformConfig();
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
