// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnetIpv6addressIpv6subnetCidrPairDetail (used by oci:Core/ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnet:ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnet). */
public final class ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnetIpv6addressIpv6subnetCidrPairDetailArgs extends ResourceArgs {

    public static final ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnetIpv6addressIpv6subnetCidrPairDetailArgs Empty = new ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnetIpv6addressIpv6subnetCidrPairDetailArgs();

    @Import(name="ipv6subnetCidr")
    private Output<String> ipv6subnetCidr;

    public Optional<Output<String>> ipv6subnetCidr() {
        return Optional.ofNullable(this.ipv6subnetCidr);
    }

    private ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnetIpv6addressIpv6subnetCidrPairDetailArgs() {}

    private ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnetIpv6addressIpv6subnetCidrPairDetailArgs(ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnetIpv6addressIpv6subnetCidrPairDetailArgs $) {
        this.ipv6subnetCidr = $.ipv6subnetCidr;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnetIpv6addressIpv6subnetCidrPairDetailArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnetIpv6addressIpv6subnetCidrPairDetailArgs $;

        public Builder() {
            $ = new ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnetIpv6addressIpv6subnetCidrPairDetailArgs();
        }

        public Builder(ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnetIpv6addressIpv6subnetCidrPairDetailArgs defaults) {
            $ = new ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnetIpv6addressIpv6subnetCidrPairDetailArgs(Objects.requireNonNull(defaults));
        }

        public Builder ipv6subnetCidr(Output<String> ipv6subnetCidr) {
            $.ipv6subnetCidr = ipv6subnetCidr;
            return this;
        }

        public Builder ipv6subnetCidr(String ipv6subnetCidr) {
            return ipv6subnetCidr(Output.of(ipv6subnetCidr));
        }

        public ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnetIpv6addressIpv6subnetCidrPairDetailArgs build() {
            return $;
        }
    }
}
