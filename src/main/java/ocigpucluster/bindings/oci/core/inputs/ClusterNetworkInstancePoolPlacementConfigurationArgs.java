// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Nested object ClusterNetworkInstancePoolPlacementConfiguration (used by oci:Core/ClusterNetworkInstancePool:ClusterNetworkInstancePool). */
public final class ClusterNetworkInstancePoolPlacementConfigurationArgs extends ResourceArgs {

    public static final ClusterNetworkInstancePoolPlacementConfigurationArgs Empty = new ClusterNetworkInstancePoolPlacementConfigurationArgs();

    @Import(name="availabilityDomain")
    private Output<String> availabilityDomain;

    public Optional<Output<String>> availabilityDomain() {
        return Optional.ofNullable(this.availabilityDomain);
    }

    @Import(name="computeClusterId")
    private Output<String> computeClusterId;

    public Optional<Output<String>> computeClusterId() {
        return Optional.ofNullable(this.computeClusterId);
    }

    @Import(name="faultDomains")
    private Output<List<String>> faultDomains;

    public Optional<Output<List<String>>> faultDomains() {
        return Optional.ofNullable(this.faultDomains);
    }

    @Import(name="primarySubnetId")
    private Output<String> primarySubnetId;

    public Optional<Output<String>> primarySubnetId() {
        return Optional.ofNullable(this.primarySubnetId);
    }

    @Import(name="primaryVnicSubnets")
    private Output<List<ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnetArgs>> primaryVnicSubnets;

    public Optional<Output<List<ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnetArgs>>> primaryVnicSubnets() {
        return Optional.ofNullable(this.primaryVnicSubnets);
    }

    @Import(name="secondaryVnicSubnets")
    private Output<List<ClusterNetworkInstancePoolPlacementConfigurationSecondaryVnicSubnetArgs>> secondaryVnicSubnets;

    public Optional<Output<List<ClusterNetworkInstancePoolPlacementConfigurationSecondaryVnicSubnetArgs>>> secondaryVnicSubnets() {
        return Optional.ofNullable(this.secondaryVnicSubnets);
    }

    private ClusterNetworkInstancePoolPlacementConfigurationArgs() {}

    private ClusterNetworkInstancePoolPlacementConfigurationArgs(ClusterNetworkInstancePoolPlacementConfigurationArgs $) {
        this.availabilityDomain = $.availabilityDomain;
        this.computeClusterId = $.computeClusterId;
        this.faultDomains = $.faultDomains;
        this.primarySubnetId = $.primarySubnetId;
        this.primaryVnicSubnets = $.primaryVnicSubnets;
        this.secondaryVnicSubnets = $.secondaryVnicSubnets;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ClusterNetworkInstancePoolPlacementConfigurationArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final ClusterNetworkInstancePoolPlacementConfigurationArgs $;

        public Builder() {
            $ = new ClusterNetworkInstancePoolPlacementConfigurationArgs();
        }

        public Builder(ClusterNetworkInstancePoolPlacementConfigurationArgs defaults) {
            $ = new ClusterNetworkInstancePoolPlacementConfigurationArgs(Objects.requireNonNull(defaults));
        }

        public Builder availabilityDomain(Output<String> availabilityDomain) {
            $.availabilityDomain = availabilityDomain;
            return this;
        }

        public Builder availabilityDomain(String availabilityDomain) {
            return availabilityDomain(Output.of(availabilityDomain));
        }

        public Builder computeClusterId(Output<String> computeClusterId) {
            $.computeClusterId = computeClusterId;
            return this;
        }

        public Builder computeClusterId(String computeClusterId) {
            return computeClusterId(Output.of(computeClusterId));
        }

        public Builder faultDomains(Output<List<String>> faultDomains) {
            $.faultDomains = faultDomains;
            return this;
        }

        public Builder faultDomains(List<String> faultDomains) {
            return faultDomains(Output.of(faultDomains));
        }

        public Builder faultDomains(String... faultDomains) {
            return faultDomains(List.of(faultDomains));
        }

        public Builder primarySubnetId(Output<String> primarySubnetId) {
            $.primarySubnetId = primarySubnetId;
            return this;
        }

        public Builder primarySubnetId(String primarySubnetId) {
            return primarySubnetId(Output.of(primarySubnetId));
        }

        public Builder primaryVnicSubnets(Output<List<ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnetArgs>> primaryVnicSubnets) {
            $.primaryVnicSubnets = primaryVnicSubnets;
            return this;
        }

        public Builder primaryVnicSubnets(List<ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnetArgs> primaryVnicSubnets) {
            return primaryVnicSubnets(Output.of(primaryVnicSubnets));
        }

        public Builder primaryVnicSubnets(ClusterNetworkInstancePoolPlacementConfigurationPrimaryVnicSubnetArgs... primaryVnicSubnets) {
            return primaryVnicSubnets(List.of(primaryVnicSubnets));
        }

        public Builder secondaryVnicSubnets(Output<List<ClusterNetworkInstancePoolPlacementConfigurationSecondaryVnicSubnetArgs>> secondaryVnicSubnets) {
            $.secondaryVnicSubnets = secondaryVnicSubnets;
            return this;
        }

        public Builder secondaryVnicSubnets(List<ClusterNetworkInstancePoolPlacementConfigurationSecondaryVnicSubnetArgs> secondaryVnicSubnets) {
            return secondaryVnicSubnets(Output.of(secondaryVnicSubnets));
        }

        public Builder secondaryVnicSubnets(ClusterNetworkInstancePoolPlacementConfigurationSecondaryVnicSubnetArgs... secondaryVnicSubnets) {
            return secondaryVnicSubnets(List.of(secondaryVnicSubnets));
        }

        public ClusterNetworkInstancePoolPlacementConfigurationArgs build() {
            return $;
        }
    }
}
