// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfig (used by oci:Core/InstanceConfigurationGmcConfigs:InstanceConfigurationGmcConfigs). */
@CustomType
public final class InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfig {
    private Boolean isDownsizeEnabled;
    private Boolean isUpsizeEnabled;
    private String targetSize;

    private InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfig() {}

    public Optional<Boolean> isDownsizeEnabled() {
        return Optional.ofNullable(this.isDownsizeEnabled);
    }

    public Boolean isUpsizeEnabled() {
        return this.isUpsizeEnabled;
    }

    public Optional<String> targetSize() {
        return Optional.ofNullable(this.targetSize);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfig defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Boolean isDownsizeEnabled;
        private Boolean isUpsizeEnabled;
        private String targetSize;

        public Builder() {}

        public Builder(InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfig defaults) {
            Objects.requireNonNull(defaults);
            this.isDownsizeEnabled = defaults.isDownsizeEnabled;
            this.isUpsizeEnabled = defaults.isUpsizeEnabled;
            this.targetSize = defaults.targetSize;
        }

        @CustomType.Setter
        public Builder isDownsizeEnabled(Boolean isDownsizeEnabled) {
            this.isDownsizeEnabled = isDownsizeEnabled;
            return this;
        }

        @CustomType.Setter
        public Builder isUpsizeEnabled(Boolean isUpsizeEnabled) {
            this.isUpsizeEnabled = isUpsizeEnabled;
            return this;
        }

        @CustomType.Setter
        public Builder targetSize(String targetSize) {
            this.targetSize = targetSize;
            return this;
        }

        public InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfig build() {
            final var _resultValue = new InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfig();
            _resultValue.isDownsizeEnabled = isDownsizeEnabled;
            _resultValue.isUpsizeEnabled = isUpsizeEnabled;
            _resultValue.targetSize = targetSize;
            return _resultValue;
        }
    }
}
