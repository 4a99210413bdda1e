// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;

/** Nested object getInstancePoolInstancesInstance (used by oci:Core/getInstancePoolInstances:getInstancePoolInstances). */
@CustomType
public final class GetInstancePoolInstancesInstance {
    private Boolean autoTerminateInstanceOnDelete;
    private String availabilityDomain;
    private String compartmentId;
    private Boolean decrementSizeOnDelete;
    private String displayName;
    private String faultDomain;
    private String id;
    private String instanceConfigurationId;
    private String instanceId;
    private String instancePoolId;
    private List<GetInstancePoolInstancesInstanceLoadBalancerBackend> loadBalancerBackends;
    private String region;
    private String shape;
    private String state;
    private String timeCreated;

    private GetInstancePoolInstancesInstance() {}

    public Boolean autoTerminateInstanceOnDelete() {
        return this.autoTerminateInstanceOnDelete;
    }

    public String availabilityDomain() {
        return this.availabilityDomain;
    }

    public String compartmentId() {
        return this.compartmentId;
    }

    public Boolean decrementSizeOnDelete() {
        return this.decrementSizeOnDelete;
    }

    public String displayName() {
        return this.displayName;
    }

    public String faultDomain() {
        return this.faultDomain;
    }

    public String id() {
        return this.id;
    }

    public String instanceConfigurationId() {
        return this.instanceConfigurationId;
    }

    public String instanceId() {
        return this.instanceId;
    }

    public String instancePoolId() {
        return this.instancePoolId;
    }

    public List<GetInstancePoolInstancesInstanceLoadBalancerBackend> loadBalancerBackends() {
        return this.loadBalancerBackends;
    }

    public String region() {
        return this.region;
    }

    public String shape() {
        return this.shape;
    }

    public String state() {
        return this.state;
    }

    public String timeCreated() {
        return this.timeCreated;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetInstancePoolInstancesInstance defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Boolean autoTerminateInstanceOnDelete;
        private String availabilityDomain;
        private String compartmentId;
        private Boolean decrementSizeOnDelete;
        private String displayName;
        private String faultDomain;
        private String id;
        private String instanceConfigurationId;
        private String instanceId;
        private String instancePoolId;
        private List<GetInstancePoolInstancesInstanceLoadBalancerBackend> loadBalancerBackends;
        private String region;
        private String shape;
        private String state;
        private String timeCreated;

        public Builder() {}

        public Builder(GetInstancePoolInstancesInstance defaults) {
            Objects.requireNonNull(defaults);
            this.autoTerminateInstanceOnDelete = defaults.autoTerminateInstanceOnDelete;
            this.availabilityDomain = defaults.availabilityDomain;
            this.compartmentId = defaults.compartmentId;
            this.decrementSizeOnDelete = defaults.decrementSizeOnDelete;
            this.displayName = defaults.displayName;
            this.faultDomain = defaults.faultDomain;
            this.id = defaults.id;
            this.instanceConfigurationId = defaults.instanceConfigurationId;
            this.instanceId = defaults.instanceId;
            this.instancePoolId = defaults.instancePoolId;
            this.loadBalancerBackends = defaults.loadBalancerBackends;
            this.region = defaults.region;
            this.shape = defaults.shape;
            this.state = defaults.state;
            this.timeCreated = defaults.timeCreated;
        }

        @CustomType.Setter
        public Builder autoTerminateInstanceOnDelete(Boolean autoTerminateInstanceOnDelete) {
            this.autoTerminateInstanceOnDelete = autoTerminateInstanceOnDelete;
            return this;
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
        public Builder decrementSizeOnDelete(Boolean decrementSizeOnDelete) {
            this.decrementSizeOnDelete = decrementSizeOnDelete;
            return this;
        }

        @CustomType.Setter
        public Builder displayName(String displayName) {
            this.displayName = displayName;
            return this;
        }

        @CustomType.Setter
        public Builder faultDomain(String faultDomain) {
            this.faultDomain = faultDomain;
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
        public Builder instanceId(String instanceId) {
            this.instanceId = instanceId;
            return this;
        }

        @CustomType.Setter
        public Builder instancePoolId(String instancePoolId) {
            this.instancePoolId = instancePoolId;
            return this;
        }

        @CustomType.Setter
        public Builder loadBalancerBackends(List<GetInstancePoolInstancesInstanceLoadBalancerBackend> loadBalancerBackends) {
            this.loadBalancerBackends = loadBalancerBackends;
            return this;
        }

        public Builder loadBalancerBackends(GetInstancePoolInstancesInstanceLoadBalancerBackend... loadBalancerBackends) {
            return loadBalancerBackends(List.of(loadBalancerBackends));
        }

        @CustomType.Setter
        public Builder region(String region) {
            this.region = region;
            return this;
        }

        @CustomType.Setter
        public Builder shape(String shape) {
            this.shape = shape;
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

        public GetInstancePoolInstancesInstance build() {
            final var _resultValue = new GetInstancePoolInstancesInstance();
            _resultValue.autoTerminateInstanceOnDelete = autoTerminateInstanceOnDelete;
            _resultValue.availabilityDomain = availabilityDomain;
            _resultValue.compartmentId = compartmentId;
            _resultValue.decrementSizeOnDelete = decrementSizeOnDelete;
            _resultValue.displayName = displayName;
            _resultValue.faultDomain = faultDomain;
            _resultValue.id = id;
            _resultValue.instanceConfigurationId = instanceConfigurationId;
            _resultValue.instanceId = instanceId;
            _resultValue.instancePoolId = instancePoolId;
            _resultValue.loadBalancerBackends = loadBalancerBackends;
            _resultValue.region = region;
            _resultValue.shape = shape;
            _resultValue.state = state;
            _resultValue.timeCreated = timeCreated;
            return _resultValue;
        }
    }
}
