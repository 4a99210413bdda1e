// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;

/** Nested object InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeout (used by oci:Core/InstancePoolLifecycleManagementLifecycleActionsPreTermination:InstancePoolLifecycleManagementLifecycleActionsPreTermination). */
@CustomType
public final class InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeout {
    private String preserveBlockVolumeMode;
    private String preserveBootVolumeMode;

    private InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeout() {}

    public String preserveBlockVolumeMode() {
        return this.preserveBlockVolumeMode;
    }

    public String preserveBootVolumeMode() {
        return this.preserveBootVolumeMode;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeout defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String preserveBlockVolumeMode;
        private String preserveBootVolumeMode;

        public Builder() {}

        public Builder(InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeout defaults) {
            Objects.requireNonNull(defaults);
            this.preserveBlockVolumeMode = defaults.preserveBlockVolumeMode;
            this.preserveBootVolumeMode = defaults.preserveBootVolumeMode;
        }

        @CustomType.Setter
        public Builder preserveBlockVolumeMode(String preserveBlockVolumeMode) {
            this.preserveBlockVolumeMode = preserveBlockVolumeMode;
            return this;
        }

        @CustomType.Setter
        public Builder preserveBootVolumeMode(String preserveBootVolumeMode) {
            this.preserveBootVolumeMode = preserveBootVolumeMode;
            return this;
        }

        public InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeout build() {
            final var _resultValue = new InstancePoolLifecycleManagementLifecycleActionsPreTerminationOnTimeout();
            _resultValue.preserveBlockVolumeMode = preserveBlockVolumeMode;
            _resultValue.preserveBootVolumeMode = preserveBootVolumeMode;
            return _resultValue;
        }
    }
}
