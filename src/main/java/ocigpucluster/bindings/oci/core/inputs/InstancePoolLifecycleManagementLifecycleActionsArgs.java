// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstancePoolLifecycleManagementLifecycleActions (used by oci:Core/InstancePoolLifecycleManagement:InstancePoolLifecycleManagement). */
public final class InstancePoolLifecycleManagementLifecycleActionsArgs extends ResourceArgs {

    public static final InstancePoolLifecycleManagementLifecycleActionsArgs Empty = new InstancePoolLifecycleManagementLifecycleActionsArgs();

    @Import(name="preTermination")
    private Output<InstancePoolLifecycleManagementLifecycleActionsPreTerminationArgs> preTermination;

    public Optional<Output<InstancePoolLifecycleManagementLifecycleActionsPreTerminationArgs>> preTermination() {
        return Optional.ofNullable(this.preTermination);
    }

    private InstancePoolLifecycleManagementLifecycleActionsArgs() {}

    private InstancePoolLifecycleManagementLifecycleActionsArgs(InstancePoolLifecycleManagementLifecycleActionsArgs $) {
        this.preTermination = $.preTermination;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstancePoolLifecycleManagementLifecycleActionsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstancePoolLifecycleManagementLifecycleActionsArgs $;

        public Builder() {
            $ = new InstancePoolLifecycleManagementLifecycleActionsArgs();
        }

        public Builder(InstancePoolLifecycleManagementLifecycleActionsArgs defaults) {
            $ = new InstancePoolLifecycleManagementLifecycleActionsArgs(Objects.requireNonNull(defaults));
        }

        public Builder preTermination(Output<InstancePoolLifecycleManagementLifecycleActionsPreTerminationArgs> preTermination) {
            $.preTermination = preTermination;
            return this;
        }

        public Builder preTermination(InstancePoolLifecycleManagementLifecycleActionsPreTerminationArgs preTermination) {
            return preTermination(Output.of(preTermination));
        }

        public InstancePoolLifecycleManagementLifecycleActionsArgs build() {
            return $;
        }
    }
}
