// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object NetworkSecurityGroupSecurityRuleUdpOptions (used by oci:Core/networkSecurityGroupSecurityRule:NetworkSecurityGroupSecurityRule). */
public final class NetworkSecurityGroupSecurityRuleUdpOptionsArgs extends ResourceArgs {

    public static final NetworkSecurityGroupSecurityRuleUdpOptionsArgs Empty = new NetworkSecurityGroupSecurityRuleUdpOptionsArgs();

    @Import(name="destinationPortRange")
    private Output<NetworkSecurityGroupSecurityRuleUdpOptionsDestinationPortRangeArgs> destinationPortRange;

    public Optional<Output<NetworkSecurityGroupSecurityRuleUdpOptionsDestinationPortRangeArgs>> destinationPortRange() {
        return Optional.ofNullable(this.destinationPortRange);
    }

    @Import(name="sourcePortRange")
    private Output<NetworkSecurityGroupSecurityRuleUdpOptionsSourcePortRangeArgs> sourcePortRange;

    public Optional<Output<NetworkSecurityGroupSecurityRuleUdpOptionsSourcePortRangeArgs>> sourcePortRange() {
        return Optional.ofNullable(this.sourcePortRange);
    }

    private NetworkSecurityGroupSecurityRuleUdpOptionsArgs() {}

    private NetworkSecurityGroupSecurityRuleUdpOptionsArgs(NetworkSecurityGroupSecurityRuleUdpOptionsArgs $) {
        this.destinationPortRange = $.destinationPortRange;
        this.sourcePortRange = $.sourcePortRange;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(NetworkSecurityGroupSecurityRuleUdpOptionsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final NetworkSecurityGroupSecurityRuleUdpOptionsArgs $;

        public Builder() {
            $ = new NetworkSecurityGroupSecurityRuleUdpOptionsArgs();
        }

        public Builder(NetworkSecurityGroupSecurityRuleUdpOptionsArgs defaults) {
            $ = new NetworkSecurityGroupSecurityRuleUdpOptionsArgs(Objects.requireNonNull(defaults));
        }

        public Builder destinationPortRange(Output<NetworkSecurityGroupSecurityRuleUdpOptionsDestinationPortRangeArgs> destinationPortRange) {
            $.destinationPortRange = destinationPortRange;
            return this;
        }

        public Builder destinationPortRange(NetworkSecurityGroupSecurityRuleUdpOptionsDestinationPortRangeArgs destinationPortRange) {
            return destinationPortRange(Output.of(destinationPortRange));
        }

        public Builder sourcePortRange(Output<NetworkSecurityGroupSecurityRuleUdpOptionsSourcePortRangeArgs> sourcePortRange) {
            $.sourcePortRange = sourcePortRange;
            return this;
        }

        public Builder sourcePortRange(NetworkSecurityGroupSecurityRuleUdpOptionsSourcePortRangeArgs sourcePortRange) {
            return sourcePortRange(Output.of(sourcePortRange));
        }

        public NetworkSecurityGroupSecurityRuleUdpOptionsArgs build() {
            return $;
        }
    }
}
