// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object SecurityListIngressSecurityRule (used by oci:Core/securityList:SecurityList). */
public final class SecurityListIngressSecurityRuleArgs extends ResourceArgs {

    public static final SecurityListIngressSecurityRuleArgs Empty = new SecurityListIngressSecurityRuleArgs();

    @Import(name="description")
    private Output<String> description;

    public Optional<Output<String>> description() {
        return Optional.ofNullable(this.description);
    }

    @Import(name="icmpOptions")
    private Output<SecurityListIngressSecurityRuleIcmpOptionsArgs> icmpOptions;

    public Optional<Output<SecurityListIngressSecurityRuleIcmpOptionsArgs>> icmpOptions() {
        return Optional.ofNullable(this.icmpOptions);
    }

    @Import(name="protocol", required=true)
    private Output<String> protocol;

    public Output<String> protocol() {
        return this.protocol;
    }

    @Import(name="source", required=true)
    private Output<String> source;

    public Output<String> source() {
        return this.source;
    }

    @Import(name="sourceType")
    private Output<String> sourceType;

    public Optional<Output<String>> sourceType() {
        return Optional.ofNullable(this.sourceType);
    }

    @Import(name="stateless")
    private Output<Boolean> stateless;

    public Optional<Output<Boolean>> stateless() {
        return Optional.ofNullable(this.stateless);
    }

    @Import(name="tcpOptions")
    private Output<SecurityListIngressSecurityRuleTcpOptionsArgs> tcpOptions;

    public Optional<Output<SecurityListIngressSecurityRuleTcpOptionsArgs>> tcpOptions() {
        return Optional.ofNullable(this.tcpOptions);
    }

    @Import(name="udpOptions")
    private Output<SecurityListIngressSecurityRuleUdpOptionsArgs> udpOptions;

    public Optional<Output<SecurityListIngressSecurityRuleUdpOptionsArgs>> udpOptions() {
        return Optional.ofNullable(this.udpOptions);
    }

    private SecurityListIngressSecurityRuleArgs() {}

    private SecurityListIngressSecurityRuleArgs(SecurityListIngressSecurityRuleArgs $) {
        this.description = $.description;
        this.icmpOptions = $.icmpOptions;
        this.protocol = $.protocol;
        this.source = $.source;
        this.sourceType = $.sourceType;
        this.stateless = $.stateless;
        this.tcpOptions = $.tcpOptions;
        this.udpOptions = $.udpOptions;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(SecurityListIngressSecurityRuleArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final SecurityListIngressSecurityRuleArgs $;

        public Builder() {
            $ = new SecurityListIngressSecurityRuleArgs();
        }

        public Builder(SecurityListIngressSecurityRuleArgs defaults) {
            $ = new SecurityListIngressSecurityRuleArgs(Objects.requireNonNull(defaults));
        }

        public Builder description(Output<String> description) {
            $.description = description;
            return this;
        }

        public Builder description(String description) {
            return description(Output.of(description));
        }

        public Builder icmpOptions(Output<SecurityListIngressSecurityRuleIcmpOptionsArgs> icmpOptions) {
            $.icmpOptions = icmpOptions;
            return this;
        }

        public Builder icmpOptions(SecurityListIngressSecurityRuleIcmpOptionsArgs icmpOptions) {
            return icmpOptions(Output.of(icmpOptions));
        }

        public Builder protocol(Output<String> protocol) {
            $.protocol = protocol;
            return this;
        }

        public Builder protocol(String protocol) {
            return protocol(Output.of(protocol));
        }

        public Builder source(Output<String> source) {
            $.source = source;
            return this;
        }

        public Builder source(String source) {
            return source(Output.of(source));
        }

        public Builder sourceType(Output<String> sourceType) {
            $.sourceType = sourceType;
            return this;
        }

        public Builder sourceType(String sourceType) {
            return sourceType(Output.of(sourceType));
        }

        public Builder stateless(Output<Boolean> stateless) {
            $.stateless = stateless;
            return this;
        }

        public Builder stateless(Boolean stateless) {
            return stateless(Output.of(stateless));
        }

        public Builder tcpOptions(Output<SecurityListIngressSecurityRuleTcpOptionsArgs> tcpOptions) {
            $.tcpOptions = tcpOptions;
            return this;
        }

        public Builder tcpOptions(SecurityListIngressSecurityRuleTcpOptionsArgs tcpOptions) {
            return tcpOptions(Output.of(tcpOptions));
        }

        public Builder udpOptions(Output<SecurityListIngressSecurityRuleUdpOptionsArgs> udpOptions) {
            $.udpOptions = udpOptions;
            return this;
        }

        public Builder udpOptions(SecurityListIngressSecurityRuleUdpOptionsArgs udpOptions) {
            return udpOptions(Output.of(udpOptions));
        }

        public SecurityListIngressSecurityRuleArgs build() {
            if ($.protocol == null) {
                throw new MissingRequiredPropertyException("SecurityListIngressSecurityRuleArgs", "protocol");
            }
            if ($.source == null) {
                throw new MissingRequiredPropertyException("SecurityListIngressSecurityRuleArgs", "source");
            }
            return $;
        }
    }
}
