// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.List;
import java.util.Objects;

/** Nested object getInstancePreemptibleInstanceConfig (used by oci:Core/getInstance:getInstance). */
@CustomType
public final class GetInstancePreemptibleInstanceConfig {
    private List<GetInstancePreemptibleInstanceConfigPreemptionAction> preemptionActions;

    private GetInstancePreemptibleInstanceConfig() {}

    public List<GetInstancePreemptibleInstanceConfigPreemptionAction> preemptionActions() {
        return this.preemptionActions;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetInstancePreemptibleInstanceConfig defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private List<GetInstancePreemptibleInstanceConfigPreemptionAction> preemptionActions;

        public Builder() {}

        public Builder(GetInstancePreemptibleInstanceConfig defaults) {
            Objects.requireNonNull(defaults);
            this.preemptionActions = defaults.preemptionActions;
        }

        @CustomType.Setter
        public Builder preemptionActions(List<GetInstancePreemptibleInstanceConfigPreemptionAction> preemptionActions) {
            this.preemptionActions = preemptionActions;
            return this;
        }

        public Builder preemptionActions(GetInstancePreemptibleInstanceConfigPreemptionAction... preemptionActions) {
            return preemptionActions(List.of(preemptionActions));
        }

        public GetInstancePreemptibleInstanceConfig build() {
            final var _resultValue = new GetInstancePreemptibleInstanceConfig();
            _resultValue.preemptionActions = preemptionActions;
            return _resultValue;
        }
    }
}
