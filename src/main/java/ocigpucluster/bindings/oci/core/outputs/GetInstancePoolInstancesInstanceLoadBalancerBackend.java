// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;

/** Nested object getInstancePoolInstancesInstanceLoadBalancerBackend (used by oci:Core/getInstancePoolInstancesInstance:getInstancePoolInstancesInstance). */
@CustomType
public final class GetInstancePoolInstancesInstanceLoadBalancerBackend {
    private String backendHealthStatus;
    private String backendName;
    private String backendSetName;
    private String loadBalancerId;
    private String state;

    private GetInstancePoolInstancesInstanceLoadBalancerBackend() {}

    public String backendHealthStatus() {
        return this.backendHealthStatus;
    }

    public String backendName() {
        return this.backendName;
    }

    public String backendSetName() {
        return this.backendSetName;
    }

    public String loadBalancerId() {
        return this.loadBalancerId;
    }

    public String state() {
        return this.state;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetInstancePoolInstancesInstanceLoadBalancerBackend defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String backendHealthStatus;
        private String backendName;
        private String backendSetName;
        private String loadBalancerId;
        private String state;

        public Builder() {}

        public Builder(GetInstancePoolInstancesInstanceLoadBalancerBackend defaults) {
            Objects.requireNonNull(defaults);
            this.backendHealthStatus = defaults.backendHealthStatus;
            this.backendName = defaults.backendName;
            this.backendSetName = defaults.backendSetName;
            this.loadBalancerId = defaults.loadBalancerId;
            this.state = defaults.state;
        }

        @CustomType.Setter
        public Builder backendHealthStatus(String backendHealthStatus) {
            this.backendHealthStatus = backendHealthStatus;
            return this;
        }

        @CustomType.Setter
        public Builder backendName(String backendName) {
            this.backendName = backendName;
            return this;
        }

        @CustomType.Setter
        public Builder backendSetName(String backendSetName) {
            this.backendSetName = backendSetName;
            return this;
        }

        @CustomType.Setter
        public Builder loadBalancerId(String loadBalancerId) {
            this.loadBalancerId = loadBalancerId;
            return this;
        }

        @CustomType.Setter
        public Builder state(String state) {
            this.state = state;
            return this;
        }

        public GetInstancePoolInstancesInstanceLoadBalancerBackend build() {
            final var _resultValue = new GetInstancePoolInstancesInstanceLoadBalancerBackend();
            _resultValue.backendHealthStatus = backendHealthStatus;
            _resultValue.backendName = backendName;
            _resultValue.backendSetName = backendSetName;
            _resultValue.loadBalancerId = loadBalancerId;
            _resultValue.state = state;
            return _resultValue;
        }
    }
}
