// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Pool spec inside a cluster network (exactly one pool); only instanceConfigurationId and size are required; id/state/currentSize/timeCreated are filled by the provider. */
public final class ClusterNetworkInstancePoolArgs extends ResourceArgs {

    public static final ClusterNetworkInstancePoolArgs Empty = new ClusterNetworkInstancePoolArgs();

    @Import(name="compartmentId")
    private Output<String> compartmentId;

    public Optional<Output<String>> compartmentId() {
        return Optional.ofNullable(this.compartmentId);
    }

    @Import(name="currentSize")
    private Output<Integer> currentSize;

    public Optional<Output<Integer>> currentSize() {
        return Optional.ofNullable(this.currentSize);
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

    @Import(name="id")
    private Output<String> id;

    public Optional<Output<String>> id() {
        return Optional.ofNullable(this.id);
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

    @Import(name="loadBalancers")
    private Output<List<ClusterNetworkInstancePoolLoadBalancerArgs>> loadBalancers;

    public Optional<Output<List<ClusterNetworkInstancePoolLoadBalancerArgs>>> loadBalancers() {
        return Optional.ofNullable(this.loadBalancers);
    }

    @Import(name="placementConfigurations")
    private Output<List<ClusterNetworkInstancePoolPlacementConfigurationArgs>> placementConfigurations;

    public Optional<Output<List<ClusterNetworkInstancePoolPlacementConfigurationArgs>>> placementConfigurations() {
        return Optional.ofNullable(this.placementConfigurations);
    }

    @Import(name="poolType")
    private Output<String> poolType;

    public Optional<Output<String>> poolType() {
        return Optional.ofNullable(this.poolType);
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

    @Import(name="timeCreated")
    private Output<String> timeCreated;

    public Optional<Output<String>> timeCreated() {
        return Optional.ofNullable(this.timeCreated);
    }

    private ClusterNetworkInstancePoolArgs() {}

    private ClusterNetworkInstancePoolArgs(ClusterNetworkInstancePoolArgs $) {
        this.compartmentId = $.compartmentId;
        this.currentSize = $.currentSize;
        this.definedTags = $.definedTags;
        this.displayName = $.displayName;
        this.freeformTags = $.freeformTags;
        this.id = $.id;
        this.instanceConfigurationId = $.instanceConfigurationId;
        this.instanceDisplayNameFormatter = $.instanceDisplayNameFormatter;
        this.instanceHostnameFormatter = $.instanceHostnameFormatter;
        this.loadBalancers = $.loadBalancers;
        this.placementConfigurations = $.placementConfigurations;
        this.poolType = $.poolType;
        this.size = $.size;
        this.state = $.state;
        this.timeCreated = $.timeCreated;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ClusterNetworkInstancePoolArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final ClusterNetworkInstancePoolArgs $;

        public Builder() {
            $ = new ClusterNetworkInstancePoolArgs();
        }

        public Builder(ClusterNetworkInstancePoolArgs defaults) {
            $ = new ClusterNetworkInstancePoolArgs(Objects.requireNonNull(defaults));
        }

        public Builder compartmentId(Output<String> compartmentId) {
            $.compartmentId = compartmentId;
            return this;
        }

        public Builder compartmentId(String compartmentId) {
            return compartmentId(Output.of(compartmentId));
        }

        public Builder currentSize(Output<Integer> currentSize) {
            $.currentSize = currentSize;
            return this;
        }

        public Builder currentSize(Integer currentSize) {
            return currentSize(Output.of(currentSize));
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

        public Builder id(Output<String> id) {
            $.id = id;
            return this;
        }

        public Builder id(String id) {
            return id(Output.of(id));
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

        public Builder loadBalancers(Output<List<ClusterNetworkInstancePoolLoadBalancerArgs>> loadBalancers) {
            $.loadBalancers = loadBalancers;
            return this;
        }

        public Builder loadBalancers(List<ClusterNetworkInstancePoolLoadBalancerArgs> loadBalancers) {
            return loadBalancers(Output.of(loadBalancers));
        }

        public Builder loadBalancers(ClusterNetworkInstancePoolLoadBalancerArgs... loadBalancers) {
            return loadBalancers(List.of(loadBalancers));
        }

        public Builder placementConfigurations(Output<List<ClusterNetworkInstancePoolPlacementConfigurationArgs>> placementConfigurations) {
            $.placementConfigurations = placementConfigurations;
            return this;
        }

        public Builder placementConfigurations(List<ClusterNetworkInstancePoolPlacementConfigurationArgs> placementConfigurations) {
            return placementConfigurations(Output.of(placementConfigurations));
        }

        public Builder placementConfigurations(ClusterNetworkInstancePoolPlacementConfigurationArgs... placementConfigurations) {
            return placementConfigurations(List.of(placementConfigurations));
        }

        public Builder poolType(Output<String> poolType) {
            $.poolType = poolType;
            return this;
        }

        public Builder poolType(String poolType) {
            return poolType(Output.of(poolType));
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

        public Builder timeCreated(Output<String> timeCreated) {
            $.timeCreated = timeCreated;
            return this;
        }

        public Builder timeCreated(String timeCreated) {
            return timeCreated(Output.of(timeCreated));
        }

        public ClusterNetworkInstancePoolArgs build() {
            if ($.instanceConfigurationId == null) {
                throw new MissingRequiredPropertyException("ClusterNetworkInstancePoolArgs", "instanceConfigurationId");
            }
            if ($.size == null) {
                throw new MissingRequiredPropertyException("ClusterNetworkInstancePoolArgs", "size");
            }
            return $;
        }
    }
}
