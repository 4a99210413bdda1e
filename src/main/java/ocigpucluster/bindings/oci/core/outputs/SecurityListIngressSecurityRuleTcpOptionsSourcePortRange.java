// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;

/** Nested object SecurityListIngressSecurityRuleTcpOptionsSourcePortRange (used by oci:Core/SecurityListIngressSecurityRuleTcpOptions:SecurityListIngressSecurityRuleTcpOptions). */
@CustomType
public final class SecurityListIngressSecurityRuleTcpOptionsSourcePortRange {
    private Integer max;
    private Integer min;

    private SecurityListIngressSecurityRuleTcpOptionsSourcePortRange() {}

    public Integer max() {
        return this.max;
    }

    public Integer min() {
        return this.min;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(SecurityListIngressSecurityRuleTcpOptionsSourcePortRange defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Integer max;
        private Integer min;

        public Builder() {}

        public Builder(SecurityListIngressSecurityRuleTcpOptionsSourcePortRange defaults) {
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

        public SecurityListIngressSecurityRuleTcpOptionsSourcePortRange build() {
            final var _resultValue = new SecurityListIngressSecurityRuleTcpOptionsSourcePortRange();
            _resultValue.max = max;
            _resultValue.min = min;
            return _resultValue;
        }
    }
}
