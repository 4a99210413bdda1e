// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Nested object ClusterNetworkInstancePoolPlacementConfiguration (used by oci:Core/ClusterNetworkInstancePool:ClusterNetworkInstancePool). */
@CustomType
public final class ClusterNetworkInstancePoolPlacementConfiguration {
    private String availabilityDomain;
    private String computeClusterId;
    private List<String> faultDomains;
    private String primarySubnetId;
    private List<ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnet> primaryVnicSubnets;
    private List<ClusterNetworkInstancePoolPlacementConfigurationSecondaryVnicSubnet> secondaryVnicSubnets;

    private ClusterNetworkInstancePoolPlacementConfiguration() {}

    public Optional<String> availabilityDomain() {
        return Optional.ofNullable(this.availabilityDomain);
    }

    public Optional<String> computeClusterId() {
        return Optional.ofNullable(this.computeClusterId);
    }

    public List<String> faultDomains() {
        return this.faultDomains == null ? List.of() : this.faultDomains;
    }

    public Optional<String> primarySubnetId() {
        return Optional.ofNullable(this.primarySubnetId);
    }

    public List<ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnet> primaryVnicSubnets() {
        return this.primaryVnicSubnets == null ? List.of() : this.primaryVnicSubnets;
    }

    public List<ClusterNetworkInstancePoolPlacementConfigurationSecondaryVnicSubnet> secondaryVnicSubnets() {
        return this.secondaryVnicSubnets == null ? List.of() : this.secondaryVnicSubnets;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ClusterNetworkInstancePoolPlacementConfiguration defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String availabilityDomain;
        private String computeClusterId;
        private List<String> faultDomains;
        private String primarySubnetId;
        private List<ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnet> primaryVnicSubnets;
        private List<ClusterNetworkInstancePoolPlacementConfigurationSecondaryVnicSubnet> secondaryVnicSubnets;

        public Builder() {}

        public Builder(ClusterNetworkInstancePoolPlacementConfiguration defaults) {
            Objects.requireNonNull(defaults);
            this.availabilityDomain = defaults.availabilityDomain;
            this.computeClusterId = defaults.computeClusterId;
            this.faultDomains = defaults.faultDomains;
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
        public Builder computeClusterId(String computeClusterId) {
            this.computeClusterId = computeClusterId;
            return this;
        }

        @CustomType.Setter
        public Builder faultDomains(List<String> faultDomains) {
            this.faultDomains = faultDomains;
            return this;
        }

        public Builder faultDomains(String... faultDomains) {
            return faultDomains(List.of(faultDomains));
        }

        @CustomType.Setter
        public Builder primarySubnetId(String primarySubnetId) {
            this.primarySubnetId = primarySubnetId;
            return this;
        }

        @CustomType.Setter
        public Builder primaryVnicSubnets(List<ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnet> primaryVnicSubnets) {
            this.primaryVnicSubnets = primaryVnicSubnets;
            return this;
        }

        public Builder primaryVnicSubnets(ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnet... primaryVnicSubnets) {
            return primaryVnicSubnets(List.of(primaryVnicSubnets));
        }

        @CustomType.Setter
        public Builder secondaryVnicSubnets(List<ClusterNetworkInstancePoolPlacementConfigurationSecondaryVnicSubnet> secondaryVnicSubnets) {
            this.secondaryVnicSubnets = secondaryVnicSubnets;
            return this;
        }

        public Builder secondaryVnicSubnets(ClusterNetworkInstancePoolPlacementConfigurationSecondaryVnicSubnet... secondaryVnicSubnets) {
            return secondaryVnicSubnets(List.of(secondaryVnicSubnets));
        }

        public ClusterNetworkInstancePoolPlacementConfiguration build() {
            final var _resultValue = new ClusterNetworkInstancePoolPlacementConfiguration();
            _resultValue.availabilityDomain = availabilityDomain;
            _resultValue.computeClusterId = computeClusterId;
            _resultValue.faultDomains = faultDomains;
            _resultValue.primarySubnetId = primarySubnetId;
            _resultValue.primaryVnicSubnets = primaryVnicSubnets;
            _resultValue.secondaryVnicSubnets = secondaryVnicSubnets;
            return _resultValue;
        }
    }
}
