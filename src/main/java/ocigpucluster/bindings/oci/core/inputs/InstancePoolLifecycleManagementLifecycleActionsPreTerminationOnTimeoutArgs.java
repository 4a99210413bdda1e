// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeout (used by oci:Core/InstancePoolLifecycleManagementLifecycleActionsPreTermination:InstancePoolLifecycleManagementLifecycleActionsPreTermination). */
public final class InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeoutArgs extends ResourceArgs {

    public static final InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeoutArgs Empty = new InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeoutArgs();

    @Import(name="preserveBlockVolumeMode", required=true)
    private Output<String> preserveBlockVolumeMode;

    public Output<String> preserveBlockVolumeMode() {
        return this.preserveBlockVolumeMode;
    }

    @Import(name="preserveBootVolumeMode", required=true)
    private Output<String> preserveBootVolumeMode;

    public Output<String> preserveBootVolumeMode() {
        return this.preserveBootVolumeMode;
    }

    private InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeoutArgs() {}

    private InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeoutArgs(InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeoutArgs $) {
        this.preserveBlockVolumeMode = $.preserveBlockVolumeMode;
        this.preserveBootVolumeMode = $.preserveBootVolumeMode;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeoutArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeoutArgs $;

        public Builder() {
            $ = new InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeoutArgs();
        }

        public Builder(InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeoutArgs defaults) {
            $ = new InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeoutArgs(Objects.requireNonNull(defaults));
        }

        public Builder preserveBlockVolumeMode(Output<String> preserveBlockVolumeMode) {
            $.preserveBlockVolumeMode = preserveBlockVolumeMode;
            return this;
        }

        public Builder preserveBlockVolumeMode(String preserveBlockVolumeMode) {
            return preserveBlockVolumeMode(Output.of(preserveBlockVolumeMode));
        }

        public Builder preserveBootVolumeMode(Output<String> preserveBootVolumeMode) {
            $.preserveBootVolumeMode = preserveBootVolumeMode;
            return this;
        }

        public Builder preserveBootVolumeMode(String preserveBootVolumeMode) {
            return preserveBootVolumeMode(Output.of(preserveBootVolumeMode));
        }

        public InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeoutArgs build() {
            if ($.preserveBlockVolumeMode == null) {
                throw new MissingRequiredPropertyException("InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeoutArgs", "preserveBlockVolumeMode");
            }
            if ($.preserveBootVolumeMode == null) {
                throw new MissingRequiredPropertyException("InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeoutArgs", "preserveBootVolumeMode");
            }
            return $;
        }
    }
}
