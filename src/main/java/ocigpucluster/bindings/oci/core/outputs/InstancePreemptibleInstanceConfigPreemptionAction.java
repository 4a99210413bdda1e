// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstancePreemptibleInstanceConfigPreemptionAction (used by oci:Core/InstancePreemptibleInstanceConfig:InstancePreemptibleInstanceConfig). */
@CustomType
public final class InstancePreemptibleInstanceConfigPreemptionAction {
    private Boolean preserveBootVolume;
    private String type;

    private InstancePreemptibleInstanceConfigPreemptionAction() {}

    public Optional<Boolean> preserveBootVolume() {
        return Optional.ofNullable(this.preserveBootVolume);
    }

    public String type() {
        return this.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstancePreemptibleInstanceConfigPreemptionAction defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Boolean preserveBootVolume;
        private String type;

        public Builder() {}

        public Builder(InstancePreemptibleInstanceConfigPreemptionAction defaults) {
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

        public InstancePreemptibleInstanceConfigPreemptionAction build() {
            final var _resultValue = new InstancePreemptibleInstanceConfigPreemptionAction();
            _resultValue.preserveBootVolume = preserveBootVolume;
            _resultValue.type = type;
            return _resultValue;
        }
    }
}
