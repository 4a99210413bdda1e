// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;

/** Nested object InstancePoolLifecycleManagement (used by oci:Core/instancePool:InstancePool). */
@CustomType
public final class InstancePoolLifecycleManagement {
    private InstancePoolLifecycleManagementLifecycleActions lifecycleActions;

    private InstancePoolLifecycleManagement() {}

    public InstancePoolLifecycleManagementLifecycleActions lifecycleActions() {
        return this.lifecycleActions;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstancePoolLifecycleManagement defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private InstancePoolLifecycleManagementLifecycleActions lifecycleActions;

        public Builder() {}

        public Builder(InstancePoolLifecycleManagement defaults) {
            Objects.requireNonNull(defaults);
            this.lifecycleActions = defaults.lifecycleActions;
        }

        @CustomType.Setter
        public Builder lifecycleActions(InstancePoolLifecycleManagementLifecycleActions lifecycleActions) {
            this.lifecycleActions = lifecycleActions;
            return this;
        }

        public InstancePoolLifecycleManagement build() {
            final var _resultValue = new InstancePoolLifecycleManagement();
            _resultValue.lifecycleActions = lifecycleActions;
            return _resultValue;
        }
    }
}
