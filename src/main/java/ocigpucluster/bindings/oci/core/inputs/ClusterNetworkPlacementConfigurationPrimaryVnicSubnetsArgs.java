// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Single object (not a list) naming the primary subnet of cluster-network nodes. */
public final class ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs extends ResourceArgs {

    public static final ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs Empty = new ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs();

    @Import(name="ipv6addressIpv6subnetCidrPairDetails")
    private Output<List<ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsIpv6addressIpv6subnetCidrPairDetailArgs>> ipv6addressIpv6subnetCidrPairDetails;

    public Optional<Output<List<ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsIpv6addressIpv6subnetCidrPairDetailArgs>>> ipv6addressIpv6subnetCidrPairDetails() {
        return Optional.ofNullable(this.ipv6addressIpv6subnetCidrPairDetails);
    }

    @Import(name="isAssignIpv6ip")
    private Output<Boolean> isAssignIpv6ip;

    public Optional<Output<Boolean>> isAssignIpv6ip() {
        return Optional.ofNullable(this.isAssignIpv6ip);
    }

    @Import(name="subnetId", required=true)
    private Output<String> subnetId;

    public Output<String> subnetId() {
        return this.subnetId;
    }

    private ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs() {}

    private ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs(ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs $) {
        this.ipv6addressIpv6subnetCidrPairDetails = $.ipv6addressIpv6subnetCidrPairDetails;
        this.isAssignIpv6ip = $.isAssignIpv6ip;
        this.subnetId = $.subnetId;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs $;

        public Builder() {
            $ = new ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs();
        }

        public Builder(ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs defaults) {
            $ = new ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs(Objects.requireNonNull(defaults));
        }

        public Builder ipv6addressIpv6subnetCidrPairDetails(Output<List<ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsIpv6addressIpv6subnetCidrPairDetailArgs>> ipv6addressIpv6subnetCidrPairDetails) {
            $.ipv6addressIpv6subnetCidrPairDetails = ipv6addressIpv6subnetCidrPairDetails;
            return this;
        }

        public Builder ipv6addressIpv6subnetCidrPairDetails(List<ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsIpv6addressIpv6subnetCidrPairDetailArgs> ipv6addressIpv6subnetCidrPairDetails) {
            return ipv6addressIpv6subnetCidrPairDetails(Output.of(ipv6addressIpv6subnetCidrPairDetails));
        }

        public Builder ipv6addressIpv6subnetCidrPairDetails(ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsIpv6addressIpv6subnetCidrPairDetailArgs... ipv6addressIpv6subnetCidrPairDetails) {
            return ipv6addressIpv6subnetCidrPairDetails(List.of(ipv6addressIpv6subnetCidrPairDetails));
        }

        public Builder isAssignIpv6ip(Output<Boolean> isAssignIpv6ip) {
            $.isAssignIpv6ip = isAssignIpv6ip;
            return this;
        }

        public Builder isAssignIpv6ip(Boolean isAssignIpv6ip) {
            return isAssignIpv6ip(Output.of(isAssignIpv6ip));
        }

        public Builder subnetId(Output<String> subnetId) {
            $.subnetId = subnetId;
            return this;
        }

        public Builder subnetId(String subnetId) {
            return subnetId(Output.of(subnetId));
        }

        public ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs build() {
            if ($.subnetId == null) {
                throw new MissingRequiredPropertyException("ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs", "subnetId");
            }
            return $;
        }
    }
}
