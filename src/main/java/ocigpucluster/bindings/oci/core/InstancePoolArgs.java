// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import ocigpucluster.bindings.oci.core.inputs.InstancePoolLifecycleManagementArgs;
import ocigpucluster.bindings.oci.core.inputs.InstancePoolLoadBalancerArgs;
import ocigpucluster.bindings.oci.core.inputs.InstancePoolPlacementConfigurationArgs;

/** Input properties for InstancePool (oci:Core/instancePool:InstancePool). */
public final class InstancePoolArgs extends ResourceArgs {

    public static final InstancePoolArgs Empty = new InstancePoolArgs();

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

    @Import(name="instanceConfigurationId", required=true)
    private Output<String> instanceConfigurationId;

    public Output<String> instanceConfigurationId() {
        return this.instanceConfigurationId;
    }

    @Import(name="instanceDisplayNameFormatter")
    private Output<String> instanceDisplayNameFormatter;

    public Optional<Output<String>> instanceDisplayNameFormatter() {
        return Optional.ofNullable(this.instanceDisplayNameFormatter);
    }

    @Import(name="instanceHostnameFormatter")
    private Output<String> instanceHostnameFormatter;

    public Optional<Output<String>> instanceHostnameFormatter() {
        return Optional.ofNullable(this.instanceHostnameFormatter);
    }

    @Import(name="lifecycleManagement")
    private Output<InstancePoolLifecycleManagementArgs> lifecycleManagement;

    public Optional<Output<InstancePoolLifecycleManagementArgs>> lifecycleManagement() {
        return Optional.ofNullable(this.lifecycleManagement);
    }

    @Import(name="loadBalancers")
    private Output<List<InstancePoolLoadBalancerArgs>> loadBalancers;

    public Optional<Output<List<InstancePoolLoadBalancerArgs>>> loadBalancers() {
        return Optional.ofNullable(this.loadBalancers);
    }

    @Import(name="placementConfigurations", required=true)
    private Output<List<InstancePoolPlacementConfigurationArgs>> placementConfigurations;

    public Output<List<InstancePoolPlacementConfigurationArgs>> placementConfigurations() {
        return this.placementConfigurations;
    }

    @Import(name="size", required=true)
    private Output<Integer> size;

    public Output<Integer> size() {
        return this.size;
    }

    @Import(name="state")
    private Output<String> state;

    public Optional<Output<String>> state() {
        return Optional.ofNullable(this.state);
    }

    private InstancePoolArgs() {}

    private InstancePoolArgs(InstancePoolArgs $) {
        this.compartmentId = $.compartmentId;
        this.definedTags = $.definedTags;
        this.displayName = $.displayName;
        this.freeformTags = $.freeformTags;
        this.instanceConfigurationId = $.instanceConfigurationId;
        this.instanceDisplayNameFormatter = $.instanceDisplayNameFormatter;
        this.instanceHostnameFormatter = $.instanceHostnameFormatter;
        this.lifecycleManagement = $.lifecycleManagement;
        this.loadBalancers = $.loadBalancers;
        this.placementConfigurations = $.placementConfigurations;
        this.size = $.size;
        this.state = $.state;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstancePoolArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstancePoolArgs $;

        public Builder() {
            $ = new InstancePoolArgs();
        }

        public Builder(InstancePoolArgs defaults) {
            $ = new InstancePoolArgs(Objects.requireNonNull(defaults));
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

        public Builder instanceConfigurationId(Output<String> instanceConfigurationId) {
            $.instanceConfigurationId = instanceConfigurationId;
            return this;
        }

        public Builder instanceConfigurationId(String instanceConfigurationId) {
            return instanceConfigurationId(Output.of(instanceConfigurationId));
        }

        public Builder instanceDisplayNameFormatter(Output<String> instanceDisplayNameFormatter) {
            $.instanceDisplayNameFormatter = instanceDisplayNameFormatter;
            return this;
        }

        public Builder instanceDisplayNameFormatter(String instanceDisplayNameFormatter) {
            return instanceDisplayNameFormatter(Output.of(instanceDisplayNameFormatter));
        }

        public Builder instanceHostnameFormatter(Output<String> instanceHostnameFormatter) {
            $.instanceHostnameFormatter = instanceHostnameFormatter;
            return this;
        }

        public Builder instanceHostnameFormatter(String instanceHostnameFormatter) {
            return instanceHostnameFormatter(Output.of(instanceHostnameFormatter));
        }

        public Builder lifecycleManagement(Output<InstancePoolLifecycleManagementArgs> lifecycleManagement) {
            $.lifecycleManagement = lifecycleManagement;
            return this;
        }

        public Builder lifecycleManagement(InstancePoolLifecycleManagementArgs lifecycleManagement) {
            return lifecycleManagement(Output.of(lifecycleManagement));
        }

        public Builder loadBalancers(Output<List<InstancePoolLoadBalancerArgs>> loadBalancers) {
            $.loadBalancers = loadBalancers;
            return this;
        }

        public Builder loadBalancers(List<InstancePoolLoadBalancerArgs> loadBalancers) {
            return loadBalancers(Output.of(loadBalancers));
        }

        public Builder loadBalancers(InstancePoolLoadBalancerArgs... loadBalancers) {
            return loadBalancers(List.of(loadBalancers));
        }

        public Builder placementConfigurations(Output<List<InstancePoolPlacementConfigurationArgs>> placementConfigurations) {
            $.placementConfigurations = placementConfigurations;
            return this;
        }

        public Builder placementConfigurations(List<InstancePoolPlacementConfigurationArgs> placementConfigurations) {
            return placementConfigurations(Output.of(placementConfigurations));
        }

        public Builder placementConfigurations(InstancePoolPlacementConfigurationArgs... placementConfigurations) {
            return placementConfigurations(List.of(placementConfigurations));
        }

        public Builder size(Output<Integer> size) {
            $.size = size;
            return this;
        }

        public Builder size(Integer size) {
            return size(Output.of(size));
        }

        public Builder state(Output<String> state) {
            $.state = state;
            return this;
        }

        public Builder state(String state) {
            return state(Output.of(state));
        }

        public InstancePoolArgs build() {
            if ($.compartmentId == null) {
                throw new MissingRequiredPropertyException("InstancePoolArgs", "compartmentId");
            }
            if ($.instanceConfigurationId == null) {
                throw new MissingRequiredPropertyException("InstancePoolArgs", "instanceConfigurationId");
            }
            if ($.placementConfigurations == null) {
                throw new MissingRequiredPropertyException("InstancePoolArgs", "placementConfigurations");
            }
            if ($.size == null) {
                throw new MissingRequiredPropertyException("InstancePoolArgs", "size");
            }
            return $;
        }
    }
}
