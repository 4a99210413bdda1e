// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object SecurityListIngressSecurityRuleIcmpOptions (used by oci:Core/SecurityListIngressSecurityRule:SecurityListIngressSecurityRule). */
@CustomType
public final class SecurityListIngressSecurityRuleIcmpOptions {
    private Integer code;
    private Integer type;

    private SecurityListIngressSecurityRuleIcmpOptions() {}

    public Optional<Integer> code() {
        return Optional.ofNullable(this.code);
    }

    public Integer type() {
        return this.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(SecurityListIngressSecurityRuleIcmpOptions defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private Integer code;
        private Integer type;

        public Builder() {}

        public Builder(SecurityListIngressSecurityRuleIcmpOptions defaults) {
            Objects.requireNonNull(defaults);
            this.code = defaults.code;
            this.type = defaults.type;
        }

        @CustomType.Setter
        public Builder code(Integer code) {
            this.code = code;
            return this;
        }

        @CustomType.Setter
        public Builder type(Integer type) {
            this.type = type;
            return this;
        }

        public SecurityListIngressSecurityRuleIcmpOptions build() {
            final var _resultValue = new SecurityListIngressSecurityRuleIcmpOptions();
            _resultValue.code = code;
            _resultValue.type = type;
            return _resultValue;
        }
    }
}
