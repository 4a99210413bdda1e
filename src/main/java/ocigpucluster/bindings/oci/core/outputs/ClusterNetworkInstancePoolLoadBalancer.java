// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object ClusterNetworkInstancePoolLoadBalancer (used by oci:Core/ClusterNetworkInstancePool:ClusterNetworkInstancePool). */
@CustomType
public final class ClusterNetworkInstancePoolLoadBalancer {
    private String backendSetName;
    private String id;
    private String instancePoolId;
    private String loadBalancerId;
    private Integer port;
    private String state;
    private String vnicSelection;

    private ClusterNetworkInstancePoolLoadBalancer() {}

    public Optional<String> backendSetName() {
        return Optional.ofNullable(this.backendSetName);
    }

    public Optional<String> id() {
        return Optional.ofNullable(this.id);
    }

    public Optional<String> instancePoolId() {
        return Optional.ofNullable(this.instancePoolId);
    }

    public Optional<String> loadBalancerId() {
        return Optional.ofNullable(this.loadBalancerId);
    }

    public Optional<Integer> port() {
        return Optional.ofNullable(this.port);
    }

    public Optional<String> state() {
        return Optional.ofNullable(this.state);
    }

    public Optional<String> vnicSelection() {
        return Optional.ofNullable(this.vnicSelection);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ClusterNetworkInstancePoolLoadBalancer defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String backendSetName;
        private String id;
        private String instancePoolId;
        private String loadBalancerId;
        private Integer port;
        private String state;
        private String vnicSelection;

        public Builder() {}

        public Builder(ClusterNetworkInstancePoolLoadBalancer defaults) {
            Objects.requireNonNull(defaults);
            this.backendSetName = defaults.backendSetName;
            this.id = defaults.id;
            this.instancePoolId = defaults.instancePoolId;
            this.loadBalancerId = defaults.loadBalancerId;
            this.port = defaults.port;
            this.state = defaults.state;
            this.vnicSelection = defaults.vnicSelection;
        }

        @CustomType.Setter
        public Builder backendSetName(String backendSetName) {
            this.backendSetName = backendSetName;
            return this;
        }

        @CustomType.Setter
        public Builder id(String id) {
            this.id = id;
            return this;
        }

        @CustomType.Setter
        public Builder instancePoolId(String instancePoolId) {
            this.instancePoolId = instancePoolId;
            return this;
        }

        @CustomType.Setter
        public Builder loadBalancerId(String loadBalancerId) {
            this.loadBalancerId = loadBalancerId;
            return this;
        }

        @CustomType.Setter
        public Builder port(Integer port) {
            this.port = port;
            return this;
        }

        @CustomType.Setter
        public Builder state(String state) {
            this.state = state;
            return this;
        }

        @CustomType.Setter
        public Builder vnicSelection(String vnicSelection) {
            this.vnicSelection = vnicSelection;
            return this;
        }

        public ClusterNetworkInstancePoolLoadBalancer build() {
            final var _resultValue = new ClusterNetworkInstancePoolLoadBalancer();
            _resultValue.backendSetName = backendSetName;
            _resultValue.id = id;
            _resultValue.instancePoolId = instancePoolId;
            _resultValue.loadBalancerId = loadBalancerId;
            _resultValue.port = port;
            _resultValue.state = state;
            _resultValue.vnicSelection = vnicSelection;
            return _resultValue;
        }
    }
}
