// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object SecurityListIngressSecurityRule (used by oci:Core/securityList:SecurityList). */
@CustomType
public final class SecurityListIngressSecurityRule {
    private String description;
    private SecurityListIngressSecurityRuleIcmpOptions icmpOptions;
    private String protocol;
    private String source;
    private String sourceType;
    private Boolean stateless;
    private SecurityListIngressSecurityRuleTcpOptions tcpOptions;
    private SecurityListIngressSecurityRuleUdpOptions udpOptions;

    private SecurityListIngressSecurityRule() {}

    public Optional<String> description() {
        return Optional.ofNullable(this.description);
    }

    public Optional<SecurityListIngressSecurityRuleIcmpOptions> icmpOptions() {
        return Optional.ofNullable(this.icmpOptions);
    }

    public String protocol() {
        return this.protocol;
    }

    public String source() {
        return this.source;
    }

    public Optional<String> sourceType() {
        return Optional.ofNullable(this.sourceType);
    }

    public Optional<Boolean> stateless() {
        return Optional.ofNullable(this.stateless);
    }

    public Optional<SecurityListIngressSecurityRuleTcpOptions> tcpOptions() {
        return Optional.ofNullable(this.tcpOptions);
    }

    public Optional<SecurityListIngressSecurityRuleUdpOptions> udpOptions() {
        return Optional.ofNullable(this.udpOptions);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(SecurityListIngressSecurityRule defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String description;
        private SecurityListIngressSecurityRuleIcmpOptions icmpOptions;
        private String protocol;
        private String source;
        private String sourceType;
        private Boolean stateless;
        private SecurityListIngressSecurityRuleTcpOptions tcpOptions;
        private SecurityListIngressSecurityRuleUdpOptions udpOptions;

        public Builder() {}

        public Builder(SecurityListIngressSecurityRule defaults) {
            Objects.requireNonNull(defaults);
            this.description = defaults.description;
            this.icmpOptions = defaults.icmpOptions;
            this.protocol = defaults.protocol;
            this.source = defaults.source;
            this.sourceType = defaults.sourceType;
            this.stateless = defaults.stateless;
            this.tcpOptions = defaults.tcpOptions;
            this.udpOptions = defaults.udpOptions;
        }

        @CustomType.Setter
        public Builder description(String description) {
            this.description = description;
            return this;
        }

        @CustomType.Setter
        public Builder icmpOptions(SecurityListIngressSecurityRuleIcmpOptions icmpOptions) {
            this.icmpOptions = icmpOptions;
            return this;
        }

        @CustomType.Setter
        public Builder protocol(String protocol) {
            this.protocol = protocol;
            return this;
        }

        @CustomType.Setter
        public Builder source(String source) {
            this.source = source;
            return this;
        }

        @CustomType.Setter
        public Builder sourceType(String sourceType) {
            this.sourceType = sourceType;
            return this;
        }

        @CustomType.Setter
        public Builder stateless(Boolean stateless) {
            this.stateless = stateless;
            return this;
        }

        @CustomType.Setter
        public Builder tcpOptions(SecurityListIngressSecurityRuleTcpOptions tcpOptions) {
            this.tcpOptions = tcpOptions;
            return this;
        }

        @CustomType.Setter
        public Builder udpOptions(SecurityListIngressSecurityRuleUdpOptions udpOptions) {
            this.udpOptions = udpOptions;
            return this;
        }

        public SecurityListIngressSecurityRule build() {
            final var _resultValue = new SecurityListIngressSecurityRule();
            _resultValue.description = description;
            _resultValue.icmpOptions = icmpOptions;
            _resultValue.protocol = protocol;
            _resultValue.source = source;
            _resultValue.sourceType = sourceType;
            _resultValue.stateless = stateless;
            _resultValue.tcpOptions = tcpOptions;
            _resultValue.udpOptions = udpOptions;
            return _resultValue;
        }
    }
}
