// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import ocigpucluster.bindings.oci.core.inputs.InstanceConfigurationGmcConfigsArgs;
import ocigpucluster.bindings.oci.core.inputs.InstanceConfigurationInstanceDetailsArgs;

/** Input properties for InstanceConfiguration (oci:Core/instanceConfiguration:InstanceConfiguration). */
public final class InstanceConfigurationArgs extends ResourceArgs {

    public static final InstanceConfigurationArgs Empty = new InstanceConfigurationArgs();

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

    @Import(name="gmcConfigs")
    private Output<InstanceConfigurationGmcConfigsArgs> gmcConfigs;

    public Optional<Output<InstanceConfigurationGmcConfigsArgs>> gmcConfigs() {
        return Optional.ofNullable(this.gmcConfigs);
    }

    @Import(name="instanceDetails")
    private Output<InstanceConfigurationInstanceDetailsArgs> instanceDetails;

    public Optional<Output<InstanceConfigurationInstanceDetailsArgs>> instanceDetails() {
        return Optional.ofNullable(this.instanceDetails);
    }

    @Import(name="instanceId")
    private Output<String> instanceId;

    public Optional<Output<String>> instanceId() {
        return Optional.ofNullable(this.instanceId);
    }

    @Import(name="source")
    private Output<String> source;

    public Optional<Output<String>> source() {
        return Optional.ofNullable(this.source);
    }

    private InstanceConfigurationArgs() {}

    private InstanceConfigurationArgs(InstanceConfigurationArgs $) {
        this.compartmentId = $.compartmentId;
        this.definedTags = $.definedTags;
        this.displayName = $.displayName;
        this.freeformTags = $.freeformTags;
        this.gmcConfigs = $.gmcConfigs;
        this.instanceDetails = $.instanceDetails;
        this.instanceId = $.instanceId;
        this.source = $.source;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationArgs $;

        public Builder() {
            $ = new InstanceConfigurationArgs();
        }

        public Builder(InstanceConfigurationArgs defaults) {
            $ = new InstanceConfigurationArgs(Objects.requireNonNull(defaults));
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

        public Builder gmcConfigs(Output<InstanceConfigurationGmcConfigsArgs> gmcConfigs) {
            $.gmcConfigs = gmcConfigs;
            return this;
        }

        public Builder gmcConfigs(InstanceConfigurationGmcConfigsArgs gmcConfigs) {
            return gmcConfigs(Output.of(gmcConfigs));
        }

        public Builder instanceDetails(Output<InstanceConfigurationInstanceDetailsArgs> instanceDetails) {
            $.instanceDetails = instanceDetails;
            return this;
        }

        public Builder instanceDetails(InstanceConfigurationInstanceDetailsArgs instanceDetails) {
            return instanceDetails(Output.of(instanceDetails));
        }

        public Builder instanceId(Output<String> instanceId) {
            $.instanceId = instanceId;
            return this;
        }

        public Builder instanceId(String instanceId) {
            return instanceId(Output.of(instanceId));
        }

        public Builder source(Output<String> source) {
            $.source = source;
            return this;
        }

        public Builder source(String source) {
            return source(Output.of(source));
        }

        public InstanceConfigurationArgs build() {
            if ($.compartmentId == null) {
                throw new MissingRequiredPropertyException("InstanceConfigurationArgs", "compartmentId");
            }
            return $;
        }
    }
}
