// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsIpv6addressIpv6subnetCidrPairDetail (used by oci:Core/ClusterNetworkPlacementConfigurationPrimaryVnicSubnets:ClusterNetworkPlacementConfigurationPrimaryVnicSubnets). */
public final class ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsIpv6addressIpv6subnetCidrPairDetailArgs extends ResourceArgs {

    public static final ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsIpv6addressIpv6subnetCidrPairDetailArgs Empty = new ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsIpv6addressIpv6subnetCidrPairDetailArgs();

    @Import(name="ipv6subnetCidr")
    private Output<String> ipv6subnetCidr;

    public Optional<Output<String>> ipv6subnetCidr() {
        return Optional.ofNullable(this.ipv6subnetCidr);
    }

    private ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsIpv6addressIpv6subnetCidrPairDetailArgs() {}

    private ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsIpv6addressIpv6subnetCidrPairDetailArgs(ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsIpv6addressIpv6subnetCidrPairDetailArgs $) {
        this.ipv6subnetCidr = $.ipv6subnetCidr;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsIpv6addressIpv6subnetCidrPairDetailArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsIpv6addressIpv6subnetCidrPairDetailArgs $;

        public Builder() {
            $ = new ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsIpv6addressIpv6subnetCidrPairDetailArgs();
        }

        public Builder(ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsIpv6addressIpv6subnetCidrPairDetailArgs defaults) {
            $ = new ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsIpv6addressIpv6subnetCidrPairDetailArgs(Objects.requireNonNull(defaults));
        }

        public Builder ipv6subnetCidr(Output<String> ipv6subnetCidr) {
            $.ipv6subnetCidr = ipv6subnetCidr;
            return this;
        }

        public Builder ipv6subnetCidr(String ipv6subnetCidr) {
            return ipv6subnetCidr(Output.of(ipv6subnetCidr));
        }

        public ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsIpv6addressIpv6subnetCidrPairDetailArgs build() {
            return $;
        }
    }
}
