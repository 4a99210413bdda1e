// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;

/** Nested object InstancePreemptibleInstanceConfig (used by oci:Core/instance:Instance). */
@CustomType
public final class InstancePreemptibleInstanceConfig {
    private InstancePreemptibleInstanceConfigPreemptionAction preemptionAction;

    private InstancePreemptibleInstanceConfig() {}

    public InstancePreemptibleInstanceConfigPreemptionAction preemptionAction() {
        return this.preemptionAction;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstancePreemptibleInstanceConfig defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private InstancePreemptibleInstanceConfigPreemptionAction preemptionAction;

        public Builder() {}

        public Builder(InstancePreemptibleInstanceConfig defaults) {
            Objects.requireNonNull(defaults);
            this.preemptionAction = defaults.preemptionAction;
        }

        @CustomType.Setter
        public Builder preemptionAction(InstancePreemptibleInstanceConfigPreemptionAction preemptionAction) {
            this.preemptionAction = preemptionAction;
            return this;
        }

        public InstancePreemptibleInstanceConfig build() {
            final var _resultValue = new InstancePreemptibleInstanceConfig();
            _resultValue.preemptionAction = preemptionAction;
            return _resultValue;
        }
    }
}
