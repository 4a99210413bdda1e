// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import ocigpucluster.bindings.oci.core.inputs.ComputeClusterPlacementConstraintDetailsArgs;

/** Input properties for ComputeCluster (oci:Core/computeCluster:ComputeCluster). */
public final class ComputeClusterArgs extends ResourceArgs {

    public static final ComputeClusterArgs Empty = new ComputeClusterArgs();

    @Import(name="availabilityDomain", required=true)
    private Output<String> availabilityDomain;

    public Output<String> availabilityDomain() {
        return this.availabilityDomain;
    }

    @Import(name="compartmentId", required=true)
    private Output<String> compartmentId;

    public Output<String> compartmentId() {
        return this.compartmentId;
    }

    @Import(name="definedTags")
    private Output<Map<String,String>> definedTags;

    public Optional<Output<Map<String,String>>> definedTags() {
        return Optional.ofNullable(this.definedTags);
    }

    @Import(name="displayName")
    private Output<String> displayName;

    public Optional<Output<String>> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    @Import(name="freeformTags")
    private Output<Map<String,String>> freeformTags;

    public Optional<Output<Map<String,String>>> freeformTags() {
        return Optional.ofNullable(this.freeformTags);
    }

    @Import(name="placementConstraintDetails")
    private Output<ComputeClusterPlacementConstraintDetailsArgs> placementConstraintDetails;

    public Optional<Output<ComputeClusterPlacementConstraintDetailsArgs>> placementConstraintDetails() {
        return Optional.ofNullable(this.placementConstraintDetails);
    }

    private ComputeClusterArgs() {}

    private ComputeClusterArgs(ComputeClusterArgs $) {
        this.availabilityDomain = $.availabilityDomain;
        this.compartmentId = $.compartmentId;
        this.definedTags = $.definedTags;
        this.displayName = $.displayName;
        this.freeformTags = $.freeformTags;
        this.placementConstraintDetails = $.placementConstraintDetails;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(ComputeClusterArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final ComputeClusterArgs $;

        public Builder() {
            $ = new ComputeClusterArgs();
        }

        public Builder(ComputeClusterArgs defaults) {
            $ = new ComputeClusterArgs(Objects.requireNonNull(defaults));
        }

        public Builder availabilityDomain(Output<String> availabilityDomain) {
            $.availabilityDomain = availabilityDomain;
            return this;
        }

        public Builder availabilityDomain(String availabilityDomain) {
            return availabilityDomain(Output.of(availabilityDomain));
        }

        public Builder compartmentId(Output<String> compartmentId) {
            $.compartmentId = compartmentId;
            return this;
        }

        public Builder compartmentId(String compartmentId) {
            return compartmentId(Output.of(compartmentId));
        }

        public Builder definedTags(Output<Map<String,String>> definedTags) {
            $.definedTags = definedTags;
            return this;
        }

        public Builder definedTags(Map<String,String> definedTags) {
            return definedTags(Output.of(definedTags));
        }

        public Builder displayName(Output<String> displayName) {
            $.displayName = displayName;
            return this;
        }

        public Builder displayName(String displayName) {
            return displayName(Output.of(displayName));
        }

        public Builder freeformTags(Output<Map<String,String>> freeformTags) {
            $.freeformTags = freeformTags;
            return this;
        }

        public Builder freeformTags(Map<String,String> freeformTags) {
            return freeformTags(Output.of(freeformTags));
        }

        public Builder placementConstraintDetails(Output<ComputeClusterPlacementConstraintDetailsArgs> placementConstraintDetails) {
            $.placementConstraintDetails = placementConstraintDetails;
            return this;
        }

        public Builder placementConstraintDetails(ComputeClusterPlacementConstraintDetailsArgs placementConstraintDetails) {
            return placementConstraintDetails(Output.of(placementConstraintDetails));
        }

        public ComputeClusterArgs build() {
            if ($.availabilityDomain == null) {
                throw new MissingRequiredPropertyException("ComputeClusterArgs", "availabilityDomain");
            }
            if ($.compartmentId == null) {
                throw new MissingRequiredPropertyException("ComputeClusterArgs", "compartmentId");
            }
            return $;
        }
    }
}
