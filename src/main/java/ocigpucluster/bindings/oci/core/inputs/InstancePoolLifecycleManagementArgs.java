// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstancePoolLifecycleManagement (used by oci:Core/instancePool:InstancePool). */
public final class InstancePoolLifecycleManagementArgs extends ResourceArgs {

    public static final InstancePoolLifecycleManagementArgs Empty = new InstancePoolLifecycleManagementArgs();

    @Import(name="lifecycleActions", required=true)
    private Output<InstancePoolLifecycleManagementLifecycleActionsArgs> lifecycleActions;

    public Output<InstancePoolLifecycleManagementLifecycleActionsArgs> lifecycleActions() {
        return this.lifecycleActions;
    }

    private InstancePoolLifecycleManagementArgs() {}

    private InstancePoolLifecycleManagementArgs(InstancePoolLifecycleManagementArgs $) {
        this.lifecycleActions = $.lifecycleActions;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstancePoolLifecycleManagementArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstancePoolLifecycleManagementArgs $;

        public Builder() {
            $ = new InstancePoolLifecycleManagementArgs();
        }

        public Builder(InstancePoolLifecycleManagementArgs defaults) {
            $ = new InstancePoolLifecycleManagementArgs(Objects.requireNonNull(defaults));
        }

        public Builder lifecycleActions(Output<InstancePoolLifecycleManagementLifecycleActionsArgs> lifecycleActions) {
            $.lifecycleActions = lifecycleActions;
            return this;
        }

        public Builder lifecycleActions(InstancePoolLifecycleManagementLifecycleActionsArgs lifecycleActions) {
            return lifecycleActions(Output.of(lifecycleActions));
        }

        public InstancePoolLifecycleManagementArgs build() {
            if ($.lifecycleActions == null) {
                throw new MissingRequiredPropertyException("InstancePoolLifecycleManagementArgs", "lifecycleActions");
            }
            return $;
        }
    }
}
