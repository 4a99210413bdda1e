// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstancePlacementConstraintDetails (used by oci:Core/instance:Instance). */
public final class InstancePlacementConstraintDetailsArgs extends ResourceArgs {

    public static final InstancePlacementConstraintDetailsArgs Empty = new InstancePlacementConstraintDetailsArgs();

    @Import(name="computeBareMetalHostId")
    private Output<String> computeBareMetalHostId;

    public Optional<Output<String>> computeBareMetalHostId() {
        return Optional.ofNullable(this.computeBareMetalHostId);
    }

    @Import(name="computeHostGroupId")
    private Output<String> computeHostGroupId;

    public Optional<Output<String>> computeHostGroupId() {
        return Optional.ofNullable(this.computeHostGroupId);
    }

    @Import(name="type", required=true)
    private Output<String> type;

    public Output<String> type() {
        return this.type;
    }

    private InstancePlacementConstraintDetailsArgs() {}

    private InstancePlacementConstraintDetailsArgs(InstancePlacementConstraintDetailsArgs $) {
        this.computeBareMetalHostId = $.computeBareMetalHostId;
        this.computeHostGroupId = $.computeHostGroupId;
        this.type = $.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstancePlacementConstraintDetailsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstancePlacementConstraintDetailsArgs $;

        public Builder() {
            $ = new InstancePlacementConstraintDetailsArgs();
        }

        public Builder(InstancePlacementConstraintDetailsArgs defaults) {
            $ = new InstancePlacementConstraintDetailsArgs(Objects.requireNonNull(defaults));
        }

        public Builder computeBareMetalHostId(Output<String> computeBareMetalHostId) {
            $.computeBareMetalHostId = computeBareMetalHostId;
            return this;
        }

        public Builder computeBareMetalHostId(String computeBareMetalHostId) {
            return computeBareMetalHostId(Output.of(computeBareMetalHostId));
        }

        public Builder computeHostGroupId(Output<String> computeHostGroupId) {
            $.computeHostGroupId = computeHostGroupId;
            return this;
        }

        public Builder computeHostGroupId(String computeHostGroupId) {
            return computeHostGroupId(Output.of(computeHostGroupId));
        }

        public Builder type(Output<String> type) {
            $.type = type;
            return this;
        }

        public Builder type(String type) {
            return type(Output.of(type));
        }

        public InstancePlacementConstraintDetailsArgs build() {
            if ($.type == null) {
                throw new MissingRequiredPropertyException("InstancePlacementConstraintDetailsArgs", "type");
            }
            return $;
        }
    }
}
