// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetails (used by oci:Core/InstanceConfigurationInstanceDetailsOptionLaunchDetails:InstanceConfigurationInstanceDetailsOptionLaunchDetails). */
public final class InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetailsArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetailsArgs Empty = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetailsArgs();

    @Import(name="computeHostGroupId", required=true)
    private Output<String> computeHostGroupId;

    public Output<String> computeHostGroupId() {
        return this.computeHostGroupId;
    }

    @Import(name="type", required=true)
    private Output<String> type;

    public Output<String> type() {
        return this.type;
    }

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetailsArgs() {}

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetailsArgs(InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetailsArgs $) {
        this.computeHostGroupId = $.computeHostGroupId;
        this.type = $.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetailsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetailsArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetailsArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetailsArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetailsArgs(Objects.requireNonNull(defaults));
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

        public InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetailsArgs build() {
            if ($.computeHostGroupId == null) {
                throw new MissingRequiredPropertyException("InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetailsArgs", "computeHostGroupId");
            }
            if ($.type == null) {
                throw new MissingRequiredPropertyException("InstanceConfigurationInstanceDetailsOptionLaunchDetailsPlacementConstraintDetailsArgs", "type");
            }
            return $;
        }
    }
}
