// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfig (used by oci:Core/InstanceConfigurationInstanceDetailsLaunchDetails:InstanceConfigurationInstanceDetailsLaunchDetails). */
@CustomType
public final class InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfig {
    private InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigPreemptionAction preemptionAction;

    private InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfig() {}

    public Optional<InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigPreemptionAction> preemptionAction() {
        return Optional.ofNullable(this.preemptionAction);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfig defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigPreemptionAction preemptionAction;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfig defaults) {
            Objects.requireNonNull(defaults);
            this.preemptionAction = defaults.preemptionAction;
        }

        @CustomType.Setter
        public Builder preemptionAction(InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigPreemptionAction preemptionAction) {
            this.preemptionAction = preemptionAction;
            return this;
        }

        public InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfig build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfig();
            _resultValue.preemptionAction = preemptionAction;
            return _resultValue;
        }
    }
}
