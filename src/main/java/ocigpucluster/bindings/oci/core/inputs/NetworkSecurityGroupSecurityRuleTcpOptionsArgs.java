// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object NetworkSecurityGroupSecurityRuleTcpOptions (used by oci:Core/networkSecurityGroupSecurityRule:NetworkSecurityGroupSecurityRule). */
public final class NetworkSecurityGroupSecurityRuleTcpOptionsArgs extends ResourceArgs {

    public static final NetworkSecurityGroupSecurityRuleTcpOptionsArgs Empty = new NetworkSecurityGroupSecurityRuleTcpOptionsArgs();

    @Import(name="destinationPortRange")
    private Output<NetworkSecurityGroupSecurityRuleTcpOptionsDestinationPortRangeArgs> destinationPortRange;

    public Optional<Output<NetworkSecurityGroupSecurityRuleTcpOptionsDestinationPortRangeArgs>> destinationPortRange() {
        return Optional.ofNullable(this.destinationPortRange);
    }

    @Import(name="sourcePortRange")
    private Output<NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRangeArgs> sourcePortRange;

    public Optional<Output<NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRangeArgs>> sourcePortRange() {
        return Optional.ofNullable(this.sourcePortRange);
    }

    private NetworkSecurityGroupSecurityRuleTcpOptionsArgs() {}

    private NetworkSecurityGroupSecurityRuleTcpOptionsArgs(NetworkSecurityGroupSecurityRuleTcpOptionsArgs $) {
        this.destinationPortRange = $.destinationPortRange;
        this.sourcePortRange = $.sourcePortRange;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(NetworkSecurityGroupSecurityRuleTcpOptionsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final NetworkSecurityGroupSecurityRuleTcpOptionsArgs $;

        public Builder() {
            $ = new NetworkSecurityGroupSecurityRuleTcpOptionsArgs();
        }

        public Builder(NetworkSecurityGroupSecurityRuleTcpOptionsArgs defaults) {
            $ = new NetworkSecurityGroupSecurityRuleTcpOptionsArgs(Objects.requireNonNull(defaults));
        }

        public Builder destinationPortRange(Output<NetworkSecurityGroupSecurityRuleTcpOptionsDestinationPortRangeArgs> destinationPortRange) {
            $.destinationPortRange = destinationPortRange;
            return this;
        }

        public Builder destinationPortRange(NetworkSecurityGroupSecurityRuleTcpOptionsDestinationPortRangeArgs destinationPortRange) {
            return destinationPortRange(Output.of(destinationPortRange));
        }

        public Builder sourcePortRange(Output<NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRangeArgs> sourcePortRange) {
            $.sourcePortRange = sourcePortRange;
            return this;
        }

        public Builder sourcePortRange(NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRangeArgs sourcePortRange) {
            return sourcePortRange(Output.of(sourcePortRange));
        }

        public NetworkSecurityGroupSecurityRuleTcpOptionsArgs build() {
            return $;
        }
    }
}
