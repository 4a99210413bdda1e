// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** Placement of a standalone instance pool; availabilityDomain required; computeClusterId joins a compute cluster. */
public final class InstancePoolPlacementConfigurationArgs extends ResourceArgs {

    public static final InstancePoolPlacementConfigurationArgs Empty = new InstancePoolPlacementConfigurationArgs();

    @Import(name="availabilityDomain", required=true)
    private Output<String> availabilityDomain;

    public Output<String> availabilityDomain() {
        return this.availabilityDomain;
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
    private Output<InstancePoolPlacementConfigurationPrimaryVnicSubnetsArgs> primaryVnicSubnets;

    public Optional<Output<InstancePoolPlacementConfigurationPrimaryVnicSubnetsArgs>> primaryVnicSubnets() {
        return Optional.ofNullable(this.primaryVnicSubnets);
    }

    @Import(name="secondaryVnicSubnets")
    private Output<List<InstancePoolPlacementConfigurationSecondaryVnicSubnetArgs>> secondaryVnicSubnets;

    public Optional<Output<List<InstancePoolPlacementConfigurationSecondaryVnicSubnetArgs>>> secondaryVnicSubnets() {
        return Optional.ofNullable(this.secondaryVnicSubnets);
    }

    private InstancePoolPlacementConfigurationArgs() {}

    private InstancePoolPlacementConfigurationArgs(InstancePoolPlacementConfigurationArgs $) {
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

    public static Builder builder(InstancePoolPlacementConfigurationArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstancePoolPlacementConfigurationArgs $;

        public Builder() {
            $ = new InstancePoolPlacementConfigurationArgs();
        }

        public Builder(InstancePoolPlacementConfigurationArgs defaults) {
            $ = new InstancePoolPlacementConfigurationArgs(Objects.requireNonNull(defaults));
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

        public Builder primaryVnicSubnets(Output<InstancePoolPlacementConfigurationPrimaryVnicSubnetsArgs> primaryVnicSubnets) {
            $.primaryVnicSubnets = primaryVnicSubnets;
            return this;
        }

        public Builder primaryVnicSubnets(InstancePoolPlacementConfigurationPrimaryVnicSubnetsArgs primaryVnicSubnets) {
            return primaryVnicSubnets(Output.of(primaryVnicSubnets));
        }

        public Builder secondaryVnicSubnets(Output<List<InstancePoolPlacementConfigurationSecondaryVnicSubnetArgs>> secondaryVnicSubnets) {
            $.secondaryVnicSubnets = secondaryVnicSubnets;
            return this;
        }

        public Builder secondaryVnicSubnets(List<InstancePoolPlacementConfigurationSecondaryVnicSubnetArgs> secondaryVnicSubnets) {
            return secondaryVnicSubnets(Output.of(secondaryVnicSubnets));
        }

        public Builder secondaryVnicSubnets(InstancePoolPlacementConfigurationSecondaryVnicSubnetArgs... secondaryVnicSubnets) {
            return secondaryVnicSubnets(List.of(secondaryVnicSubnets));
        }

        public InstancePoolPlacementConfigurationArgs build() {
            if ($.availabilityDomain == null) {
                throw new MissingRequiredPropertyException("InstancePoolPlacementConfigurationArgs", "availabilityDomain");
            }
            return $;
        }
    }
}
