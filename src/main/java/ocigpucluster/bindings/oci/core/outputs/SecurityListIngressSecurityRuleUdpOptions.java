// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object SecurityListIngressSecurityRuleUdpOptions (used by oci:Core/SecurityListIngressSecurityRule:SecurityListIngressSecurityRule). */
@CustomType
public final class SecurityListIngressSecurityRuleUdpOptions {
    private Integer max;
    private Integer min;
    private SecurityListIngressSecurityRuleUdpOptionsSourcePortRange sourcePortRange;

    private SecurityListIngressSecurityRuleUdpOptions() {}

    public Optional<Integer> max() {
        return Optional.ofNullable(this.max);
    }

    public Optional<Integer> min() {
        return Optional.ofNullable(this.min);
    }

    public Optional<SecurityListIngressSecurityRuleUdpOptionsSourcePortRange> sourcePortRange() {
        return Optional.ofNullable(this.sourcePortRange);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(SecurityListIngressSecurityRuleUdpOptions defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Integer max;
        private Integer min;
        private SecurityListIngressSecurityRuleUdpOptionsSourcePortRange sourcePortRange;

        public Builder() {}

        public Builder(SecurityListIngressSecurityRuleUdpOptions defaults) {
            Objects.requireNonNull(defaults);
            this.max = defaults.max;
            this.min = defaults.min;
            this.sourcePortRange = defaults.sourcePortRange;
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

        @CustomType.Setter
        public Builder sourcePortRange(SecurityListIngressSecurityRuleUdpOptionsSourcePortRange sourcePortRange) {
            this.sourcePortRange = sourcePortRange;
            return this;
        }

        public SecurityListIngressSecurityRuleUdpOptions build() {
            final var _resultValue = new SecurityListIngressSecurityRuleUdpOptions();
            _resultValue.max = max;
            _resultValue.min = min;
            _resultValue.sourcePortRange = sourcePortRange;
            return _resultValue;
        }
    }
}
