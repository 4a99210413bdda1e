// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;

/** Nested object getInstancePreemptibleInstanceConfigPreemptionAction (used by oci:Core/getInstancePreemptibleInstanceConfig:getInstancePreemptibleInstanceConfig). */
@CustomType
public final class GetInstancePreemptibleInstanceConfigPreemptionAction {
    private Boolean preserveBootVolume;
    private String type;

    private GetInstancePreemptibleInstanceConfigPreemptionAction() {}

    public Boolean preserveBootVolume() {
        return this.preserveBootVolume;
    }

    public String type() {
        return this.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(GetInstancePreemptibleInstanceConfigPreemptionAction defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Boolean preserveBootVolume;
        private String type;

        public Builder() {}

        public Builder(GetInstancePreemptibleInstanceConfigPreemptionAction defaults) {
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

        public GetInstancePreemptibleInstanceConfigPreemptionAction build() {
            final var _resultValue = new GetInstancePreemptibleInstanceConfigPreemptionAction();
            _resultValue.preserveBootVolume = preserveBootVolume;
            _resultValue.type = type;
            return _resultValue;
        }
    }
}
