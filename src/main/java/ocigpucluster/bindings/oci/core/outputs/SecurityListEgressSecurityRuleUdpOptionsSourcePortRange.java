// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;

/** Nested object SecurityListEgressSecurityRuleUdpOptionsSourcePortRange (used by oci:Core/SecurityListEgressSecurityRuleUdpOptions:SecurityListEgressSecurityRuleUdpOptions). */
@CustomType
public final class SecurityListEgressSecurityRuleUdpOptionsSourcePortRange {
    private Integer max;
    private Integer min;

    private SecurityListEgressSecurityRuleUdpOptionsSourcePortRange() {}

    public Integer max() {
        return this.max;
    }

    public Integer min() {
        return this.min;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(SecurityListEgressSecurityRuleUdpOptionsSourcePortRange defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Integer max;
        private Integer min;

        public Builder() {}

        public Builder(SecurityListEgressSecurityRuleUdpOptionsSourcePortRange defaults) {
            Objects.requireNonNull(defaults);
            this.max = defaults.max;
            this.min = defaults.min;
        }

        @CustomType.Setter
        public Builder max(Integer max) {
            this.max = max;
            return this;
        }

        @CustomType.Setter
        public Builder min(Integer min) {
            this.min = min;
            return this;
        }

        public SecurityListEgressSecurityRuleUdpOptionsSourcePortRange build() {
            final var _resultValue = new SecurityListEgressSecurityRuleUdpOptionsSourcePortRange();
            _resultValue.max = max;
            _resultValue.min = min;
            return _resultValue;
        }
    }
}
