// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;

/** Nested object InstancePoolLifecycleManagementLifecycleActionsPreTermination (used by oci:Core/InstancePoolLifecycleManagementLifecycleActions:InstancePoolLifecycleManagementLifecycleActions). */
@CustomType
public final class InstancePoolLifecycleManagementLifecycleActionsPreTermination {
    private Boolean isEnabled;
    private InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeout onTimeout;
    private Integer timeout;

    private InstancePoolLifecycleManagementLifecycleActionsPreTermination() {}

    public Boolean isEnabled() {
        return this.isEnabled;
    }

    public InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeout onTimeout() {
        return this.onTimeout;
    }

    public Integer timeout() {
        return this.timeout;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstancePoolLifecycleManagementLifecycleActionsPreTermination defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Boolean isEnabled;
        private InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeout onTimeout;
        private Integer timeout;

        public Builder() {}

        public Builder(InstancePoolLifecycleManagementLifecycleActionsPreTermination defaults) {
            Objects.requireNonNull(defaults);
            this.isEnabled = defaults.isEnabled;
            this.onTimeout = defaults.onTimeout;
            this.timeout = defaults.timeout;
        }

        @CustomType.Setter
        public Builder isEnabled(Boolean isEnabled) {
            this.isEnabled = isEnabled;
            return this;
        }

        @CustomType.Setter
        public Builder onTimeout(InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeout onTimeout) {
            this.onTimeout = onTimeout;
            return this;
        }

        @CustomType.Setter
        public Builder timeout(Integer timeout) {
            this.timeout = timeout;
            return this;
        }

        public InstancePoolLifecycleManagementLifecycleActionsPreTermination build() {
            final var _resultValue = new InstancePoolLifecycleManagementLifecycleActionsPreTermination();
            _resultValue.isEnabled = isEnabled;
            _resultValue.onTimeout = onTimeout;
            _resultValue.timeout = timeout;
            return _resultValue;
        }
    }
}
