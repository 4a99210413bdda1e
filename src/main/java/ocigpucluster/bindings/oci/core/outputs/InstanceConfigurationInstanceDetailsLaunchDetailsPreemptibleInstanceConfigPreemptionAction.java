// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigPreemptionAction (used by oci:Core/InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfig:InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfig). */
@CustomType
public final class InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigPreemptionAction {
    private Boolean preserveBootVolume;
    private String type;

    private InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigPreemptionAction() {}

    public Optional<Boolean> preserveBootVolume() {
        return Optional.ofNullable(this.preserveBootVolume);
    }

    public String type() {
        return this.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigPreemptionAction defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Boolean preserveBootVolume;
        private String type;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigPreemptionAction defaults) {
            Objects.requireNonNull(defaults);
            this.preserveBootVolume = defaults.preserveBootVolume;
            this.type = defaults.type;
        }

        @CustomType.Setter
        public Builder preserveBootVolume(Boolean preserveBootVolume) {
            this.preserveBootVolume = preserveBootVolume;
            return this;
        }

        @CustomType.Setter
        public Builder type(String type) {
            this.type = type;
            return this;
        }

        public InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigPreemptionAction build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsLaunchDetailsPreemptibleInstanceConfigPreemptionAction();
            _resultValue.preserveBootVolume = preserveBootVolume;
            _resultValue.type = type;
            return _resultValue;
        }
    }
}
