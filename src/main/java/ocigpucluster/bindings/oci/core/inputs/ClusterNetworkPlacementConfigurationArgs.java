// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Where the cluster network places nodes; availabilityDomain required; subnet via primaryVnicSubnets.subnetId (primarySubnetId is the older form). Not updatable: changes replace the cluster network. */
public final class ClusterNetworkPlacementConfigurationArgs extends ResourceArgs {

    public static final ClusterNetworkPlacementConfigurationArgs Empty = new ClusterNetworkPlacementConfigurationArgs();

    @Import(name="availabilityDomain", required=true)
    private Output<String> availabilityDomain;

    public Output<String> availabilityDomain() {
        return this.availabilityDomain;
    }

    @Import(name="placementConstraint")
    private Output<String> placementConstraint;

    public Optional<Output<String>> placementConstraint() {
        return Optional.ofNullable(this.placementConstraint);
    }

    @Import(name="primarySubnetId")
    private Output<String> primarySubnetId;

    public Optional<Output<String>> primarySubnetId() {
        return Optional.ofNullable(this.primarySubnetId);
    }

    @Import(name="primaryVnicSubnets")
    private Output<ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs> primaryVnicSubnets;

    public Optional<Output<ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs>> primaryVnicSubnets() {
        return Optional.ofNullable(this.primaryVnicSubnets);
    }

    @Import(name="secondaryVnicSubnets")
    private Output<List<ClusterNetworkPlacementConfigurationSecondaryVnicSubnetArgs>> secondaryVnicSubnets;

    public Optional<Output<List<ClusterNetworkPlacementConfigurationSecondaryVnicSubnetArgs>>> secondaryVnicSubnets() {
        return Optional.ofNullable(this.secondaryVnicSubnets);
    }

    private ClusterNetworkPlacementConfigurationArgs() {}

    private ClusterNetworkPlacementConfigurationArgs(ClusterNetworkPlacementConfigurationArgs $) {
        this.availabilityDomain = $.availabilityDomain;
        this.placementConstraint = $.placementConstraint;
        this.primarySubnetId = $.primarySubnetId;
        this.primaryVnicSubnets = $.primaryVnicSubnets;
        this.secondaryVnicSubnets = $.secondaryVnicSubnets;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ClusterNetworkPlacementConfigurationArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final ClusterNetworkPlacementConfigurationArgs $;

        public Builder() {
            $ = new ClusterNetworkPlacementConfigurationArgs();
        }

        public Builder(ClusterNetworkPlacementConfigurationArgs defaults) {
            $ = new ClusterNetworkPlacementConfigurationArgs(Objects.requireNonNull(defaults));
        }

        public Builder availabilityDomain(Output<String> availabilityDomain) {
            $.availabilityDomain = availabilityDomain;
            return this;
        }

        public Builder availabilityDomain(String availabilityDomain) {
            return availabilityDomain(Output.of(availabilityDomain));
        }

        public Builder placementConstraint(Output<String> placementConstraint) {
            $.placementConstraint = placementConstraint;
            return this;
        }

        public Builder placementConstraint(String placementConstraint) {
            return placementConstraint(Output.of(placementConstraint));
        }

        public Builder primarySubnetId(Output<String> primarySubnetId) {
            $.primarySubnetId = primarySubnetId;
            return this;
        }

        public Builder primarySubnetId(String primarySubnetId) {
            return primarySubnetId(Output.of(primarySubnetId));
        }

        public Builder primaryVnicSubnets(Output<ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs> primaryVnicSubnets) {
            $.primaryVnicSubnets = primaryVnicSubnets;
            return this;
        }

        public Builder primaryVnicSubnets(ClusterNetworkPlacementConfigurationPrimaryVnicSubnetsArgs primaryVnicSubnets) {
            return primaryVnicSubnets(Output.of(primaryVnicSubnets));
        }

        public Builder secondaryVnicSubnets(Output<List<ClusterNetworkPlacementConfigurationSecondaryVnicSubnetArgs>> secondaryVnicSubnets) {
            $.secondaryVnicSubnets = secondaryVnicSubnets;
            return this;
        }

        public Builder secondaryVnicSubnets(List<ClusterNetworkPlacementConfigurationSecondaryVnicSubnetArgs> secondaryVnicSubnets) {
            return secondaryVnicSubnets(Output.of(secondaryVnicSubnets));
        }

        public Builder secondaryVnicSubnets(ClusterNetworkPlacementConfigurationSecondaryVnicSubnetArgs... secondaryVnicSubnets) {
            return secondaryVnicSubnets(List.of(secondaryVnicSubnets));
        }

        public ClusterNetworkPlacementConfigurationArgs build() {
            if ($.availabilityDomain == null) {
                throw new MissingRequiredPropertyException("ClusterNetworkPlacementConfigurationArgs", "availabilityDomain");
            }
            return $;
        }
    }
}
