// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfig (used by oci:Core/InstanceConfigurationInstanceDetailsOptionLaunchDetails:InstanceConfigurationInstanceDetailsOptionLaunchDetails). */
@CustomType
public final class InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfig {
    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfigPreemptionAction preemptionAction;

    private InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfig() {}

    public Optional<InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfigPreemptionAction> preemptionAction() {
        return Optional.ofNullable(this.preemptionAction);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfig defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfigPreemptionAction preemptionAction;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfig defaults) {
            Objects.requireNonNull(defaults);
            this.preemptionAction = defaults.preemptionAction;
        }

        @CustomType.Setter
        public Builder preemptionAction(InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfigPreemptionAction preemptionAction) {
            this.preemptionAction = preemptionAction;
            return this;
        }

        public InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfig build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsOptionLaunchDetailsPreemptibleInstanceConfig();
            _resultValue.preemptionAction = preemptionAction;
            return _resultValue;
        }
    }
}
