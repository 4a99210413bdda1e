// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstancePoolLifecycleManagementLifecycleActions (used by oci:Core/InstancePoolLifecycleManagement:InstancePoolLifecycleManagement). */
@CustomType
public final class InstancePoolLifecycleManagementLifecycleActions {
    private InstancePoolLifecycleManagementLifecycleActionsPreTermination preTermination;

    private InstancePoolLifecycleManagementLifecycleActions() {}

    public Optional<InstancePoolLifecycleManagementLifecycleActionsPreTermination> preTermination() {
        return Optional.ofNullable(this.preTermination);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstancePoolLifecycleManagementLifecycleActions defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private InstancePoolLifecycleManagementLifecycleActionsPreTermination preTermination;

        public Builder() {}

        public Builder(InstancePoolLifecycleManagementLifecycleActions defaults) {
            Objects.requireNonNull(defaults);
            this.preTermination = defaults.preTermination;
        }

        @CustomType.Setter
        public Builder preTermination(InstancePoolLifecycleManagementLifecycleActionsPreTermination preTermination) {
            this.preTermination = preTermination;
            return this;
        }

        public InstancePoolLifecycleManagementLifecycleActions build() {
            final var _resultValue = new InstancePoolLifecycleManagementLifecycleActions();
            _resultValue.preTermination = preTermination;
            return _resultValue;
        }
    }
}
