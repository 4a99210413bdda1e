// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Placement of a standalone instance pool; availabilityDomain required; computeClusterId joins a compute cluster. */
@CustomType
public final class InstancePoolPlacementConfiguration {
    private String availabilityDomain;
    private String computeClusterId;
    private List<String> faultDomains;
    private String primarySubnetId;
    private InstancePoolPlacementConfigurationPrimaryVnicSubnets primaryVnicSubnets;
    private List<InstancePoolPlacementConfigurationSecondaryVnicSubnet> secondaryVnicSubnets;

    private InstancePoolPlacementConfiguration() {}

    public String availabilityDomain() {
        return this.availabilityDomain;
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

    public Optional<InstancePoolPlacementConfigurationPrimaryVnicSubnets> primaryVnicSubnets() {
        return Optional.ofNullable(this.primaryVnicSubnets);
    }

    public List<InstancePoolPlacementConfigurationSecondaryVnicSubnet> secondaryVnicSubnets() {
        return this.secondaryVnicSubnets == null ? List.of() : this.secondaryVnicSubnets;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstancePoolPlacementConfiguration defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String availabilityDomain;
        private String computeClusterId;
        private List<String> faultDomains;
        private String primarySubnetId;
        private InstancePoolPlacementConfigurationPrimaryVnicSubnets primaryVnicSubnets;
        private List<InstancePoolPlacementConfigurationSecondaryVnicSubnet> secondaryVnicSubnets;

        public Builder() {}

        public Builder(InstancePoolPlacementConfiguration defaults) {
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
        public Builder primaryVnicSubnets(InstancePoolPlacementConfigurationPrimaryVnicSubnets primaryVnicSubnets) {
            this.primaryVnicSubnets = primaryVnicSubnets;
            return this;
        }

        @CustomType.Setter
        public Builder secondaryVnicSubnets(List<InstancePoolPlacementConfigurationSecondaryVnicSubnet> secondaryVnicSubnets) {
            this.secondaryVnicSubnets = secondaryVnicSubnets;
            return this;
        }

        public Builder secondaryVnicSubnets(InstancePoolPlacementConfigurationSecondaryVnicSubnet... secondaryVnicSubnets) {
            return secondaryVnicSubnets(List.of(secondaryVnicSubnets));
        }

        public InstancePoolPlacementConfiguration build() {
            final var _resultValue = new InstancePoolPlacementConfiguration();
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
