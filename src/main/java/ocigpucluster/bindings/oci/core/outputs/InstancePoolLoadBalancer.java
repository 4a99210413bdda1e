// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstancePoolLoadBalancer (used by oci:Core/instancePool:InstancePool). */
@CustomType
public final class InstancePoolLoadBalancer {
    private String backendSetName;
    private String id;
    private String instancePoolId;
    private String loadBalancerId;
    private Integer port;
    private String state;
    private String vnicSelection;

    private InstancePoolLoadBalancer() {}

    public String backendSetName() {
        return this.backendSetName;
    }

    public Optional<String> id() {
        return Optional.ofNullable(this.id);
    }

    public Optional<String> instancePoolId() {
        return Optional.ofNullable(this.instancePoolId);
    }

    public String loadBalancerId() {
        return this.loadBalancerId;
    }

    public Integer port() {
        return this.port;
    }

    public Optional<String> state() {
        return Optional.ofNullable(this.state);
    }

    public String vnicSelection() {
        return this.vnicSelection;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstancePoolLoadBalancer defaults) {
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

        public Builder(InstancePoolLoadBalancer defaults) {
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

        public InstancePoolLoadBalancer build() {
            final var _resultValue = new InstancePoolLoadBalancer();
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
