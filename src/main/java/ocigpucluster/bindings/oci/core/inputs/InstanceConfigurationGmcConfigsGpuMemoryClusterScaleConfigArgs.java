// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfig (used by oci:Core/InstanceConfigurationGmcConfigs:InstanceConfigurationGmcConfigs). */
public final class InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfigArgs extends ResourceArgs {

    public static final InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfigArgs Empty = new InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfigArgs();

    @Import(name="isDownsizeEnabled")
    private Output<Boolean> isDownsizeEnabled;

    public Optional<Output<Boolean>> isDownsizeEnabled() {
        return Optional.ofNullable(this.isDownsizeEnabled);
    }

    @Import(name="isUpsizeEnabled", required=true)
    private Output<Boolean> isUpsizeEnabled;

    public Output<Boolean> isUpsizeEnabled() {
        return this.isUpsizeEnabled;
    }

    @Import(name="targetSize")
    private Output<String> targetSize;

    public Optional<Output<String>> targetSize() {
        return Optional.ofNullable(this.targetSize);
    }

    private InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfigArgs() {}

    private InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfigArgs(InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfigArgs $) {
        this.isDownsizeEnabled = $.isDownsizeEnabled;
        this.isUpsizeEnabled = $.isUpsizeEnabled;
        this.targetSize = $.targetSize;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfigArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfigArgs $;

        public Builder() {
            $ = new InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfigArgs();
        }

        public Builder(InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfigArgs defaults) {
            $ = new InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfigArgs(Objects.requireNonNull(defaults));
        }

        public Builder isDownsizeEnabled(Output<Boolean> isDownsizeEnabled) {
            $.isDownsizeEnabled = isDownsizeEnabled;
            return this;
        }

        public Builder isDownsizeEnabled(Boolean isDownsizeEnabled) {
            return isDownsizeEnabled(Output.of(isDownsizeEnabled));
        }

        public Builder isUpsizeEnabled(Output<Boolean> isUpsizeEnabled) {
            $.isUpsizeEnabled = isUpsizeEnabled;
            return this;
        }

        public Builder isUpsizeEnabled(Boolean isUpsizeEnabled) {
            return isUpsizeEnabled(Output.of(isUpsizeEnabled));
        }

        public Builder targetSize(Output<String> targetSize) {
            $.targetSize = targetSize;
            return this;
        }

        public Builder targetSize(String targetSize) {
            return targetSize(Output.of(targetSize));
        }

        public InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfigArgs build() {
            if ($.isUpsizeEnabled == null) {
                throw new MissingRequiredPropertyException("InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfigArgs", "isUpsizeEnabled");
            }
            return $;
        }
    }
}
