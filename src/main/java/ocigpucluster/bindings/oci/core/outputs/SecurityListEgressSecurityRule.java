// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object SecurityListEgressSecurityRule (used by oci:Core/securityList:SecurityList). */
@CustomType
public final class SecurityListEgressSecurityRule {
    private String description;
    private String destination;
    private String destinationType;
    private SecurityListEgressSecurityRuleIcmpOptions icmpOptions;
    private String protocol;
    private Boolean stateless;
    private SecurityListEgressSecurityRuleTcpOptions tcpOptions;
    private SecurityListEgressSecurityRuleUdpOptions udpOptions;

    private SecurityListEgressSecurityRule() {}

    public Optional<String> description() {
        return Optional.ofNullable(this.description);
    }

    public String destination() {
        return this.destination;
    }

    public Optional<String> destinationType() {
        return Optional.ofNullable(this.destinationType);
    }

    public Optional<SecurityListEgressSecurityRuleIcmpOptions> icmpOptions() {
        return Optional.ofNullable(this.icmpOptions);
    }

    public String protocol() {
        return this.protocol;
    }

    public Optional<Boolean> stateless() {
        return Optional.ofNullable(this.stateless);
    }

    public Optional<SecurityListEgressSecurityRuleTcpOptions> tcpOptions() {
        return Optional.ofNullable(this.tcpOptions);
    }

    public Optional<SecurityListEgressSecurityRuleUdpOptions> udpOptions() {
        return Optional.ofNullable(this.udpOptions);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(SecurityListEgressSecurityRule defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String description;
        private String destination;
        private String destinationType;
        private SecurityListEgressSecurityRuleIcmpOptions icmpOptions;
        private String protocol;
        private Boolean stateless;
        private SecurityListEgressSecurityRuleTcpOptions tcpOptions;
        private SecurityListEgressSecurityRuleUdpOptions udpOptions;

        public Builder() {}

        public Builder(SecurityListEgressSecurityRule defaults) {
            Objects.requireNonNull(defaults);
            this.description = defaults.description;
            this.destination = defaults.destination;
            this.destinationType = defaults.destinationType;
            this.icmpOptions = defaults.icmpOptions;
            this.protocol = defaults.protocol;
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
        public Builder destination(String destination) {
            this.destination = destination;
            return this;
        }

        @CustomType.Setter
        public Builder destinationType(String destinationType) {
            this.destinationType = destinationType;
            return this;
        }

        @CustomType.Setter
        public Builder icmpOptions(SecurityListEgressSecurityRuleIcmpOptions icmpOptions) {
            this.icmpOptions = icmpOptions;
            return this;
        }

        @CustomType.Setter
        public Builder protocol(String protocol) {
            this.protocol = protocol;
            return this;
        }

        @CustomType.Setter
        public Builder stateless(Boolean stateless) {
            this.stateless = stateless;
            return this;
        }

        @CustomType.Setter
        public Builder tcpOptions(SecurityListEgressSecurityRuleTcpOptions tcpOptions) {
            this.tcpOptions = tcpOptions;
            return this;
        }

        @CustomType.Setter
        public Builder udpOptions(SecurityListEgressSecurityRuleUdpOptions udpOptions) {
            this.udpOptions = udpOptions;
            return this;
        }

        public SecurityListEgressSecurityRule build() {
            final var _resultValue = new SecurityListEgressSecurityRule();
            _resultValue.description = description;
            _resultValue.destination = destination;
            _resultValue.destinationType = destinationType;
            _resultValue.icmpOptions = icmpOptions;
            _resultValue.protocol = protocol;
            _resultValue.stateless = stateless;
            _resultValue.tcpOptions = tcpOptions;
            _resultValue.udpOptions = udpOptions;
            return _resultValue;
        }
    }
}
