// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationGmcConfigs (used by oci:Core/instanceConfiguration:InstanceConfiguration). */
public final class InstanceConfigurationGmcConfigsArgs extends ResourceArgs {

    public static final InstanceConfigurationGmcConfigsArgs Empty = new InstanceConfigurationGmcConfigsArgs();

    @Import(name="availabilityDomain", required=true)
    private Output<String> availabilityDomain;

    public Output<String> availabilityDomain() {
        return this.availabilityDomain;
    }

    @Import(name="compartmentId", required=true)
    private Output<String> compartmentId;

    public Output<String> compartmentId() {
        return this.compartmentId;
    }

    @Import(name="definedTags")
    private Output<Map<String,String>> definedTags;

    public Optional<Output<Map<String,String>>> definedTags() {
        return Optional.ofNullable(this.definedTags);
    }

    @Import(name="displayName")
    private Output<String> displayName;

    public Optional<Output<String>> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    @Import(name="freeformTags")
    private Output<Map<String,String>> freeformTags;

    public Optional<Output<Map<String,String>>> freeformTags() {
        return Optional.ofNullable(this.freeformTags);
    }

    @Import(name="gpuMemoryClusterScaleConfig")
    private Output<InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfigArgs> gpuMemoryClusterScaleConfig;

    public Optional<Output<InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfigArgs>> gpuMemoryClusterScaleConfig() {
        return Optional.ofNullable(this.gpuMemoryClusterScaleConfig);
    }

    @Import(name="instanceConfigurationId", required=true)
    private Output<String> instanceConfigurationId;

    public Output<String> instanceConfigurationId() {
        return this.instanceConfigurationId;
    }

    @Import(name="size")
    private Output<String> size;

    public Optional<Output<String>> size() {
        return Optional.ofNullable(this.size);
    }

    private InstanceConfigurationGmcConfigsArgs() {}

    private InstanceConfigurationGmcConfigsArgs(InstanceConfigurationGmcConfigsArgs $) {
        this.availabilityDomain = $.availabilityDomain;
        this.compartmentId = $.compartmentId;
        this.definedTags = $.definedTags;
        this.displayName = $.displayName;
        this.freeformTags = $.freeformTags;
        this.gpuMemoryClusterScaleConfig = $.gpuMemoryClusterScaleConfig;
        this.instanceConfigurationId = $.instanceConfigurationId;
        this.size = $.size;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationGmcConfigsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationGmcConfigsArgs $;

        public Builder() {
            $ = new InstanceConfigurationGmcConfigsArgs();
        }

        public Builder(InstanceConfigurationGmcConfigsArgs defaults) {
            $ = new InstanceConfigurationGmcConfigsArgs(Objects.requireNonNull(defaults));
        }

        public Builder availabilityDomain(Output<String> availabilityDomain) {
            $.availabilityDomain = availabilityDomain;
            return this;
        }

        public Builder availabilityDomain(String availabilityDomain) {
            return availabilityDomain(Output.of(availabilityDomain));
        }

        public Builder compartmentId(Output<String> compartmentId) {
            $.compartmentId = compartmentId;
            return this;
        }

        public Builder compartmentId(String compartmentId) {
            return compartmentId(Output.of(compartmentId));
        }

        public Builder definedTags(Output<Map<String,String>> definedTags) {
            $.definedTags = definedTags;
            return this;
        }

        public Builder definedTags(Map<String,String> definedTags) {
            return definedTags(Output.of(definedTags));
        }

        public Builder displayName(Output<String> displayName) {
            $.displayName = displayName;
            return this;
        }

        public Builder displayName(String displayName) {
            return displayName(Output.of(displayName));
        }

        public Builder freeformTags(Output<Map<String,String>> freeformTags) {
            $.freeformTags = freeformTags;
            return this;
        }

        public Builder freeformTags(Map<String,String> freeformTags) {
            return freeformTags(Output.of(freeformTags));
        }

        public Builder gpuMemoryClusterScaleConfig(Output<InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfigArgs> gpuMemoryClusterScaleConfig) {
            $.gpuMemoryClusterScaleConfig = gpuMemoryClusterScaleConfig;
            return this;
        }

        public Builder gpuMemoryClusterScaleConfig(InstanceConfigurationGmcConfigsGpuMemoryClusterScaleConfigArgs gpuMemoryClusterScaleConfig) {
            return gpuMemoryClusterScaleConfig(Output.of(gpuMemoryClusterScaleConfig));
        }

        public Builder instanceConfigurationId(Output<String> instanceConfigurationId) {
            $.instanceConfigurationId = instanceConfigurationId;
            return this;
        }

        public Builder instanceConfigurationId(String instanceConfigurationId) {
            return instanceConfigurationId(Output.of(instanceConfigurationId));
        }

        public Builder size(Output<String> size) {
            $.size = size;
            return this;
        }

        public Builder size(String size) {
            return size(Output.of(size));
        }

        public InstanceConfigurationGmcConfigsArgs build() {
            if ($.availabilityDomain == null) {
                throw new MissingRequiredPropertyException("InstanceConfigurationGmcConfigsArgs", "availabilityDomain");
            }
            if ($.compartmentId == null) {
                throw new MissingRequiredPropertyException("InstanceConfigurationGmcConfigsArgs", "compartmentId");
            }
            if ($.instanceConfigurationId == null) {
                throw new MissingRequiredPropertyException("InstanceConfigurationGmcConfigsArgs", "instanceConfigurationId");
            }
            return $;
        }
    }
}
