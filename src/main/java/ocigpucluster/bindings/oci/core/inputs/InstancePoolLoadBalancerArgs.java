// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstancePoolLoadBalancer (used by oci:Core/instancePool:InstancePool). */
public final class InstancePoolLoadBalancerArgs extends ResourceArgs {

    public static final InstancePoolLoadBalancerArgs Empty = new InstancePoolLoadBalancerArgs();

    @Import(name="backendSetName", required=true)
    private Output<String> backendSetName;

    public Output<String> backendSetName() {
        return this.backendSetName;
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

    @Import(name="loadBalancerId", required=true)
    private Output<String> loadBalancerId;

    public Output<String> loadBalancerId() {
        return this.loadBalancerId;
    }

    @Import(name="port", required=true)
    private Output<Integer> port;

    public Output<Integer> port() {
        return this.port;
    }

    @Import(name="state")
    private Output<String> state;

    public Optional<Output<String>> state() {
        return Optional.ofNullable(this.state);
    }

    @Import(name="vnicSelection", required=true)
    private Output<String> vnicSelection;

    public Output<String> vnicSelection() {
        return this.vnicSelection;
    }

    private InstancePoolLoadBalancerArgs() {}

    private InstancePoolLoadBalancerArgs(InstancePoolLoadBalancerArgs $) {
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

    public static Builder builder(InstancePoolLoadBalancerArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstancePoolLoadBalancerArgs $;

        public Builder() {
            $ = new InstancePoolLoadBalancerArgs();
        }

        public Builder(InstancePoolLoadBalancerArgs defaults) {
            $ = new InstancePoolLoadBalancerArgs(Objects.requireNonNull(defaults));
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

        public InstancePoolLoadBalancerArgs build() {
            if ($.backendSetName == null) {
                throw new MissingRequiredPropertyException("InstancePoolLoadBalancerArgs", "backendSetName");
            }
            if ($.loadBalancerId == null) {
                throw new MissingRequiredPropertyException("InstancePoolLoadBalancerArgs", "loadBalancerId");
            }
            if ($.port == null) {
                throw new MissingRequiredPropertyException("InstancePoolLoadBalancerArgs", "port");
            }
            if ($.vnicSelection == null) {
                throw new MissingRequiredPropertyException("InstancePoolLoadBalancerArgs", "vnicSelection");
            }
            return $;
        }
    }
}
