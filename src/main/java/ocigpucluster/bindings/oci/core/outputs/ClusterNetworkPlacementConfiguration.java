// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Where the cluster network places nodes; availabilityDomain required; subnet via primaryVnicSubnets.subnetId (primarySubnetId is the older form). Not updatable: changes replace the cluster network. */
@CustomType
public final class ClusterNetworkPlacementConfiguration {
    private String availabilityDomain;
    private String placementConstraint;
    private String primarySubnetId;
    private ClusterNetworkPlacementConfigurationPrimaryVnicSubnets primaryVnicSubnets;
    private List<ClusterNetworkPlacementConfigurationSecondaryVnicSubnet> secondaryVnicSubnets;

    private ClusterNetworkPlacementConfiguration() {}

    public String availabilityDomain() {
        return this.availabilityDomain;
    }

    public Optional<String> placementConstraint() {
        return Optional.ofNullable(this.placementConstraint);
    }

    public Optional<String> primarySubnetId() {
        return Optional.ofNullable(this.primarySubnetId);
    }

    public Optional<ClusterNetworkPlacementConfigurationPrimaryVnicSubnets> primaryVnicSubnets() {
        return Optional.ofNullable(this.primaryVnicSubnets);
    }

    public List<ClusterNetworkPlacementConfigurationSecondaryVnicSubnet> secondaryVnicSubnets() {
        return this.secondaryVnicSubnets == null ? List.of() : this.secondaryVnicSubnets;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ClusterNetworkPlacementConfiguration defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String availabilityDomain;
        private String placementConstraint;
        private String primarySubnetId;
        private ClusterNetworkPlacementConfigurationPrimaryVnicSubnets primaryVnicSubnets;
        private List<ClusterNetworkPlacementConfigurationSecondaryVnicSubnet> secondaryVnicSubnets;

        public Builder() {}

        public Builder(ClusterNetworkPlacementConfiguration defaults) {
            Objects.requireNonNull(defaults);
            this.availabilityDomain = defaults.availabilityDomain;
            this.placementConstraint = defaults.placementConstraint;
            this.primarySubnetId = defaults.primarySubnetId;
            this.primaryVnicSubnets = defaults.primaryVnicSubnets;
            this.secondaryVnicSubnets = defaults.secondaryVnicSubnets;
        }

        @CustomType.Setter
        public Builder availabilityDomain(String availabilityDomain) {
            this.availabilityDomain = availabilityDomain;
            return this;
        }

        @CustomType.Setter
        public Builder placementConstraint(String placementConstraint) {
            this.placementConstraint = placementConstraint;
            return this;
        }

        @CustomType.Setter
        public Builder primarySubnetId(String primarySubnetId) {
            this.primarySubnetId = primarySubnetId;
            return this;
        }

        @CustomType.Setter
        public Builder primaryVnicSubnets(ClusterNetworkPlacementConfigurationPrimaryVnicSubnets primaryVnicSubnets) {
            this.primaryVnicSubnets = primaryVnicSubnets;
            return this;
        }

        @CustomType.Setter
        public Builder secondaryVnicSubnets(List<ClusterNetworkPlacementConfigurationSecondaryVnicSubnet> secondaryVnicSubnets) {
            this.secondaryVnicSubnets = secondaryVnicSubnets;
            return this;
        }

        public Builder secondaryVnicSubnets(ClusterNetworkPlacementConfigurationSecondaryVnicSubnet... secondaryVnicSubnets) {
            return secondaryVnicSubnets(List.of(secondaryVnicSubnets));
        }

        public ClusterNetworkPlacementConfiguration build() {
            final var _resultValue = new ClusterNetworkPlacementConfiguration();
            _resultValue.availabilityDomain = availabilityDomain;
            _resultValue.placementConstraint = placementConstraint;
            _resultValue.primarySubnetId = primarySubnetId;
            _resultValue.primaryVnicSubnets = primaryVnicSubnets;
            _resultValue.secondaryVnicSubnets = secondaryVnicSubnets;
            return _resultValue;
        }
    }
}
