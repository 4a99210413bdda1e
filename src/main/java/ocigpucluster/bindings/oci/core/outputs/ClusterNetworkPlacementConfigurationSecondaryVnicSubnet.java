// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Nested object ClusterNetworkPlacementConfigurationSecondaryVnicSubnet (used by oci:Core/ClusterNetworkPlacementConfiguration:ClusterNetworkPlacementConfiguration). */
@CustomType
public final class ClusterNetworkPlacementConfigurationSecondaryVnicSubnet {
    private String displayName;
    private List<ClusterNetworkPlacementConfigurationSecondaryVnicSubnetIpv6addressIpv6subnetCidrPairDetail> ipv6addressIpv6subnetCidrPairDetails;
    private Boolean isAssignIpv6ip;
    private String subnetId;

    private ClusterNetworkPlacementConfigurationSecondaryVnicSubnet() {}

    public Optional<String> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    public List<ClusterNetworkPlacementConfigurationSecondaryVnicSubnetIpv6addressIpv6subnetCidrPairDetail> ipv6addressIpv6subnetCidrPairDetails() {
        return this.ipv6addressIpv6subnetCidrPairDetails == null ? List.of() : this.ipv6addressIpv6subnetCidrPairDetails;
    }

    public Optional<Boolean> isAssignIpv6ip() {
        return Optional.ofNullable(this.isAssignIpv6ip);
    }

    public String subnetId() {
        return this.subnetId;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ClusterNetworkPlacementConfigurationSecondaryVnicSubnet defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String displayName;
        private List<ClusterNetworkPlacementConfigurationSecondaryVnicSubnetIpv6addressIpv6subnetCidrPairDetail> ipv6addressIpv6subnetCidrPairDetails;
        private Boolean isAssignIpv6ip;
        private String subnetId;

        public Builder() {}

        public Builder(ClusterNetworkPlacementConfigurationSecondaryVnicSubnet defaults) {
            Objects.requireNonNull(defaults);
            this.displayName = defaults.displayName;
            this.ipv6addressIpv6subnetCidrPairDetails = defaults.ipv6addressIpv6subnetCidrPairDetails;
            this.isAssignIpv6ip = defaults.isAssignIpv6ip;
            this.subnetId = defaults.subnetId;
        }

        @CustomType.Setter
        public Builder displayName(String displayName) {
            this.displayName = displayName;
            return this;
        }

        @CustomType.Setter
        public Builder ipv6addressIpv6subnetCidrPairDetails(List<ClusterNetworkPlacementConfigurationSecondaryVnicSubnetIpv6addressIpv6subnetCidrPairDetail> ipv6addressIpv6subnetCidrPairDetails) {
            this.ipv6addressIpv6subnetCidrPairDetails = ipv6addressIpv6subnetCidrPairDetails;
            return this;
        }

        public Builder ipv6addressIpv6subnetCidrPairDetails(ClusterNetworkPlacementConfigurationSecondaryVnicSubnetIpv6addressIpv6subnetCidrPairDetail... ipv6addressIpv6subnetCidrPairDetails) {
            return ipv6addressIpv6subnetCidrPairDetails(List.of(ipv6addressIpv6subnetCidrPairDetails));
        }

        @CustomType.Setter
        public Builder isAssignIpv6ip(Boolean isAssignIpv6ip) {
            this.isAssignIpv6ip = isAssignIpv6ip;
            return this;
        }

        @CustomType.Setter
        public Builder subnetId(String subnetId) {
            this.subnetId = subnetId;
            return this;
        }

        public ClusterNetworkPlacementConfigurationSecondaryVnicSubnet build() {
            final var _resultValue = new ClusterNetworkPlacementConfigurationSecondaryVnicSubnet();
            _resultValue.displayName = displayName;
            _resultValue.ipv6addressIpv6subnetCidrPairDetails = ipv6addressIpv6subnetCidrPairDetails;
            _resultValue.isAssignIpv6ip = isAssignIpv6ip;
            _resultValue.subnetId = subnetId;
            return _resultValue;
        }
    }
}
