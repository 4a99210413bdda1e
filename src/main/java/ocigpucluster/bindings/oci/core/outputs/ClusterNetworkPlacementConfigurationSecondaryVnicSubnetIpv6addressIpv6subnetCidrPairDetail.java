// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object ClusterNetworkPlacementConfigurationSecondaryVnicSubnetIpv6addressIpv6subnetCidrPairDetail (used by oci:Core/ClusterNetworkPlacementConfigurationSecondaryVnicSubnet:ClusterNetworkPlacementConfigurationSecondaryVnicSubnet). */
@CustomType
public final class ClusterNetworkPlacementConfigurationSecondaryVnicSubnetIpv6addressIpv6subnetCidrPairDetail {
    private String ipv6subnetCidr;

    private ClusterNetworkPlacementConfigurationSecondaryVnicSubnetIpv6addressIpv6subnetCidrPairDetail() {}

    public Optional<String> ipv6subnetCidr() {
        return Optional.ofNullable(this.ipv6subnetCidr);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ClusterNetworkPlacementConfigurationSecondaryVnicSubnetIpv6addressIpv6subnetCidrPairDetail defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String ipv6subnetCidr;

        public Builder() {}

        public Builder(ClusterNetworkPlacementConfigurationSecondaryVnicSubnetIpv6addressIpv6subnetCidrPairDetail defaults) {
            Objects.requireNonNull(defaults);
            this.ipv6subnetCidr = defaults.ipv6subnetCidr;
        }

        @CustomType.Setter
        public Builder ipv6subnetCidr(String ipv6subnetCidr) {
            this.ipv6subnetCidr = ipv6subnetCidr;
            return this;
        }

        public ClusterNetworkPlacementConfigurationSecondaryVnicSubnetIpv6addressIpv6subnetCidrPairDetail build() {
            final var _resultValue = new ClusterNetworkPlacementConfigurationSecondaryVnicSubnetIpv6addressIpv6subnetCidrPairDetail();
            _resultValue.ipv6subnetCidr = ipv6subnetCidr;
            return _resultValue;
        }
    }
}
