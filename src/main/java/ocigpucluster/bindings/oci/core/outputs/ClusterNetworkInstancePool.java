// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Pool spec inside a cluster network (exactly one pool); only instanceConfigurationId and size are required; id/state/currentSize/timeCreated are filled by the provider. */
@CustomType
public final class ClusterNetworkInstancePool {
    private String compartmentId;
    private Integer currentSize;
    private Map<String,String> definedTags;
    private String displayName;
    private Map<String,String> freeformTags;
    private String id;
    private String instanceConfigurationId;
    private String instanceDisplayNameFormatter;
    private String instanceHostnameFormatter;
    private List<ClusterNetworkInstancePoolLoadBalancer> loadBalancers;
    private List<ClusterNetworkInstancePoolPlacementConfiguration> placementConfigurations;
    private String poolType;
    private Integer size;
    private String state;
    private String timeCreated;

    private ClusterNetworkInstancePool() {}

    public Optional<String> compartmentId() {
        return Optional.ofNullable(this.compartmentId);
    }

    public Optional<Integer> currentSize() {
        return Optional.ofNullable(this.currentSize);
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

    public Optional<String> id() {
        return Optional.ofNullable(this.id);
    }

    public String instanceConfigurationId() {
        return this.instanceConfigurationId;
    }

    public Optional<String> instanceDisplayNameFormatter() {
        return Optional.ofNullable(this.instanceDisplayNameFormatter);
    }

    public Optional<String> instanceHostnameFormatter() {
        return Optional.ofNullable(this.instanceHostnameFormatter);
    }

    public List<ClusterNetworkInstancePoolLoadBalancer> loadBalancers() {
        return this.loadBalancers == null ? List.of() : this.loadBalancers;
    }

    public List<ClusterNetworkInstancePoolPlacementConfiguration> placementConfigurations() {
        return this.placementConfigurations == null ? List.of() : this.placementConfigurations;
    }

    public Optional<String> poolType() {
        return Optional.ofNullable(this.poolType);
    }

    public Integer size() {
        return this.size;
    }

    public Optional<String> state() {
        return Optional.ofNullable(this.state);
    }

    public Optional<String> timeCreated() {
        return Optional.ofNullable(this.timeCreated);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ClusterNetworkInstancePool defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String compartmentId;
        private Integer currentSize;
        private Map<String,String> definedTags;
        private String displayName;
        private Map<String,String> freeformTags;
        private String id;
        private String instanceConfigurationId;
        private String instanceDisplayNameFormatter;
        private String instanceHostnameFormatter;
        private List<ClusterNetworkInstancePoolLoadBalancer> loadBalancers;
        private List<ClusterNetworkInstancePoolPlacementConfiguration> placementConfigurations;
        private String poolType;
        private Integer size;
        private String state;
        private String timeCreated;

        public Builder() {}

        public Builder(ClusterNetworkInstancePool defaults) {
            Objects.requireNonNull(defaults);
            this.compartmentId = defaults.compartmentId;
            this.currentSize = defaults.currentSize;
            this.definedTags = defaults.definedTags;
            this.displayName = defaults.displayName;
            this.freeformTags = defaults.freeformTags;
            this.id = defaults.id;
            this.instanceConfigurationId = defaults.instanceConfigurationId;
            this.instanceDisplayNameFormatter = defaults.instanceDisplayNameFormatter;
            this.instanceHostnameFormatter = defaults.instanceHostnameFormatter;
            this.loadBalancers = defaults.loadBalancers;
            this.placementConfigurations = defaults.placementConfigurations;
            this.poolType = defaults.poolType;
            this.size = defaults.size;
            this.state = defaults.state;
            this.timeCreated = defaults.timeCreated;
        }

        @CustomType.Setter
        public Builder compartmentId(String compartmentId) {
            this.compartmentId = compartmentId;
            return this;
        }

        @CustomType.Setter
        public Builder currentSize(Integer currentSize) {
            this.currentSize = currentSize;
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
        public Builder id(String id) {
            this.id = id;
            return this;
        }

        @CustomType.Setter
        public Builder instanceConfigurationId(String instanceConfigurationId) {
            this.instanceConfigurationId = instanceConfigurationId;
            return this;
        }

        @CustomType.Setter
        public Builder instanceDisplayNameFormatter(String instanceDisplayNameFormatter) {
            this.instanceDisplayNameFormatter = instanceDisplayNameFormatter;
            return this;
        }

        @CustomType.Setter
        public Builder instanceHostnameFormatter(String instanceHostnameFormatter) {
            this.instanceHostnameFormatter = instanceHostnameFormatter;
            return this;
        }

        @CustomType.Setter
        public Builder loadBalancers(List<ClusterNetworkInstancePoolLoadBalancer> loadBalancers) {
            this.loadBalancers = loadBalancers;
            return this;
        }

        public Builder loadBalancers(ClusterNetworkInstancePoolLoadBalancer... loadBalancers) {
            return loadBalancers(List.of(loadBalancers));
        }

        @CustomType.Setter
        public Builder placementConfigurations(List<ClusterNetworkInstancePoolPlacementConfiguration> placementConfigurations) {
            this.placementConfigurations = placementConfigurations;
            return this;
        }

        public Builder placementConfigurations(ClusterNetworkInstancePoolPlacementConfiguration... placementConfigurations) {
            return placementConfigurations(List.of(placementConfigurations));
        }

        @CustomType.Setter
        public Builder poolType(String poolType) {
            this.poolType = poolType;
            return this;
        }

        @CustomType.Setter
        public Builder size(Integer size) {
            this.size = size;
            return this;
        }

        @CustomType.Setter
        public Builder state(String state) {
            this.state = state;
            return this;
        }

        @CustomType.Setter
        public Builder timeCreated(String timeCreated) {
            this.timeCreated = timeCreated;
            return this;
        }

        public ClusterNetworkInstancePool build() {
            final var _resultValue = new ClusterNetworkInstancePool();
            _resultValue.compartmentId = compartmentId;
            _resultValue.currentSize = currentSize;
            _resultValue.definedTags = definedTags;
            _resultValue.displayName = displayName;
            _resultValue.freeformTags = freeformTags;
            _resultValue.id = id;
            _resultValue.instanceConfigurationId = instanceConfigurationId;
            _resultValue.instanceDisplayNameFormatter = instanceDisplayNameFormatter;
            _resultValue.instanceHostnameFormatter = instanceHostnameFormatter;
            _resultValue.loadBalancers = loadBalancers;
            _resultValue.placementConfigurations = placementConfigurations;
            _resultValue.poolType = poolType;
            _resultValue.size = size;
            _resultValue.state = state;
            _resultValue.timeCreated = timeCreated;
            return _resultValue;
        }
    }
}
