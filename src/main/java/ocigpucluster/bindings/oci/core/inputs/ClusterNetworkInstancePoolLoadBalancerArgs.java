// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object ClusterNetworkInstancePoolLoadBalancer (used by oci:Core/ClusterNetworkInstancePool:ClusterNetworkInstancePool). */
public final class ClusterNetworkInstancePoolLoadBalancerArgs extends ResourceArgs {

    public static final ClusterNetworkInstancePoolLoadBalancerArgs Empty = new ClusterNetworkInstancePoolLoadBalancerArgs();

    @Import(name="backendSetName")
    private Output<String> backendSetName;

    public Optional<Output<String>> backendSetName() {
        return Optional.ofNullable(this.backendSetName);
    }

    @Import(name="id")
    private Output<String> id;

    public Optional<Output<String>> id() {
        return Optional.ofNullable(this.id);
    }

    @Import(name="instancePoolId")
    private Output<String> instancePoolId;

    public Optional<Output<String>> instancePoolId() {
        return Optional.ofNullable(this.instancePoolId);
    }

    @Import(name="loadBalancerId")
    private Output<String> loadBalancerId;

    public Optional<Output<String>> loadBalancerId() {
        return Optional.ofNullable(this.loadBalancerId);
    }

    @Import(name="port")
    private Output<Integer> port;

    public Optional<Output<Integer>> port() {
        return Optional.ofNullable(this.port);
    }

    @Import(name="state")
    private Output<String> state;

    public Optional<Output<String>> state() {
        return Optional.ofNullable(this.state);
    }

    @Import(name="vnicSelection")
    private Output<String> vnicSelection;

    public Optional<Output<String>> vnicSelection() {
        return Optional.ofNullable(this.vnicSelection);
    }

    private ClusterNetworkInstancePoolLoadBalancerArgs() {}

    private ClusterNetworkInstancePoolLoadBalancerArgs(ClusterNetworkInstancePoolLoadBalancerArgs $) {
        this.backendSetName = $.backendSetName;
        this.id = $.id;
        this.instancePoolId = $.instancePoolId;
        this.loadBalancerId = $.loadBalancerId;
        this.port = $.port;
        this.state = $.state;
        this.vnicSelection = $.vnicSelection;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ClusterNetworkInstancePoolLoadBalancerArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final ClusterNetworkInstancePoolLoadBalancerArgs $;

        public Builder() {
            $ = new ClusterNetworkInstancePoolLoadBalancerArgs();
        }

        public Builder(ClusterNetworkInstancePoolLoadBalancerArgs defaults) {
            $ = new ClusterNetworkInstancePoolLoadBalancerArgs(Objects.requireNonNull(defaults));
        }

        public Builder backendSetName(Output<String> backendSetName) {
            $.backendSetName = backendSetName;
            return this;
        }

        public Builder backendSetName(String backendSetName) {
            return backendSetName(Output.of(backendSetName));
        }

        public Builder id(Output<String> id) {
            $.id = id;
            return this;
        }

        public Builder id(String id) {
            return id(Output.of(id));
        }

        public Builder instancePoolId(Output<String> instancePoolId) {
            $.instancePoolId = instancePoolId;
            return this;
        }

        public Builder instancePoolId(String instancePoolId) {
            return instancePoolId(Output.of(instancePoolId));
        }

        public Builder loadBalancerId(Output<String> loadBalancerId) {
            $.loadBalancerId = loadBalancerId;
            return this;
        }

        public Builder loadBalancerId(String loadBalancerId) {
            return loadBalancerId(Output.of(loadBalancerId));
        }

        public Builder port(Output<Integer> port) {
            $.port = port;
            return this;
        }

        public Builder port(Integer port) {
            return port(Output.of(port));
        }

        public Builder state(Output<String> state) {
            $.state = state;
            return this;
        }

        public Builder state(String state) {
            return state(Output.of(state));
        }

        public Builder vnicSelection(Output<String> vnicSelection) {
            $.vnicSelection = vnicSelection;
            return this;
        }

        public Builder vnicSelection(String vnicSelection) {
            return vnicSelection(Output.of(vnicSelection));
        }

        public ClusterNetworkInstancePoolLoadBalancerArgs build() {
            return $;
        }
    }
}
