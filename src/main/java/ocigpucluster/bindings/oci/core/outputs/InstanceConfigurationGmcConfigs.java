// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationGmcConfigs (used by oci:Core/instanceConfiguration:InstanceConfiguration). */
@CustomType
public final class InstanceConfigurationGmcConfigs {
    private String availabilityDomain;
    private String compartmentId;
    private Map<String,String> definedTags;
    private String displayName;
    private Map<String,String> freeformTags;
    private InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfig gpuMemoryClusterScaleConfig;
    private String instanceConfigurationId;
    private String size;

    private InstanceConfigurationGmcConfigs() {}

    public String availabilityDomain() {
        return this.availabilityDomain;
    }

    public String compartmentId() {
        return this.compartmentId;
    }

    public Map<String,String> definedTags() {
        return this.definedTags == null ? Map.of() : this.definedTags;
    }

    public Optional<String> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    public Map<String,String> freeformTags() {
        return this.freeformTags == null ? Map.of() : this.freeformTags;
    }

    public Optional<InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfig> gpuMemoryClusterScaleConfig() {
        return Optional.ofNullable(this.gpuMemoryClusterScaleConfig);
    }

    public String instanceConfigurationId() {
        return this.instanceConfigurationId;
    }

    public Optional<String> size() {
        return Optional.ofNullable(this.size);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationGmcConfigs defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String availabilityDomain;
        private String compartmentId;
        private Map<String,String> definedTags;
        private String displayName;
        private Map<String,String> freeformTags;
        private InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfig gpuMemoryClusterScaleConfig;
        private String instanceConfigurationId;
        private String size;

        public Builder() {}

        public Builder(InstanceConfigurationGmcConfigs defaults) {
            Objects.requireNonNull(defaults);
            this.availabilityDomain = defaults.availabilityDomain;
            this.compartmentId = defaults.compartmentId;
            this.definedTags = defaults.definedTags;
            this.displayName = defaults.displayName;
            this.freeformTags = defaults.freeformTags;
            this.gpuMemoryClusterScaleConfig = defaults.gpuMemoryClusterScaleConfig;
            this.instanceConfigurationId = defaults.instanceConfigurationId;
            this.size = defaults.size;
        }

        @CustomType.Setter
        public Builder availabilityDomain(String availabilityDomain) {
            this.availabilityDomain = availabilityDomain;
            return this;
        }

        @CustomType.Setter
        public Builder compartmentId(String compartmentId) {
            this.compartmentId = compartmentId;
            return this;
        }

        @CustomType.Setter
        public Builder definedTags(Map<String,String> definedTags) {
            this.definedTags = definedTags;
            return this;
        }

        @CustomType.Setter
        public Builder displayName(String displayName) {
            this.displayName = displayName;
            return this;
        }

        @CustomType.Setter
        public Builder freeformTags(Map<String,String> freeformTags) {
            this.freeformTags = freeformTags;
            return this;
        }

        @CustomType.Setter
        public Builder gpuMemoryClusterScaleConfig(InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfig gpuMemoryClusterScaleConfig) {
            this.gpuMemoryClusterScaleConfig = gpuMemoryClusterScaleConfig;
            return this;
        }

        @CustomType.Setter
        public Builder instanceConfigurationId(String instanceConfigurationId) {
            this.instanceConfigurationId = instanceConfigurationId;
            return this;
        }

        @CustomType.Setter
        public Builder size(String size) {
            this.size = size;
            return this;
        }

        public InstanceConfigurationGmcConfigs build() {
            final var _resultValue = new InstanceConfigurationGmcConfigs();
            _resultValue.availabilityDomain = availabilityDomain;
            _resultValue.compartmentId = compartmentId;
            _resultValue.definedTags = definedTags;
            _resultValue.displayName = displayName;
            _resultValue.freeformTags = freeformTags;
            _resultValue.gpuMemoryClusterScaleConfig = gpuMemoryClusterScaleConfig;
            _resultValue.instanceConfigurationId = instanceConfigurationId;
            _resultValue.size = size;
            return _resultValue;
        }
    }
}
