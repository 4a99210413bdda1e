// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object SecurityListEgressSecurityRule (used by oci:Core/securityList:SecurityList). */
public final class SecurityListEgressSecurityRuleArgs extends ResourceArgs {

    public static final SecurityListEgressSecurityRuleArgs Empty = new SecurityListEgressSecurityRuleArgs();

    @Import(name="description")
    private Output<String> description;

    public Optional<Output<String>> description() {
        return Optional.ofNullable(this.description);
    }

    @Import(name="destination", required=true)
    private Output<String> destination;

    public Output<String> destination() {
        return this.destination;
    }

    @Import(name="destinationType")
    private Output<String> destinationType;

    public Optional<Output<String>> destinationType() {
        return Optional.ofNullable(this.destinationType);
    }

    @Import(name="icmpOptions")
    private Output<SecurityListEgressSecurityRuleIcmpOptionsArgs> icmpOptions;

    public Optional<Output<SecurityListEgressSecurityRuleIcmpOptionsArgs>> icmpOptions() {
        return Optional.ofNullable(this.icmpOptions);
    }

    @Import(name="protocol", required=true)
    private Output<String> protocol;

    public Output<String> protocol() {
        return this.protocol;
    }

    @Import(name="stateless")
    private Output<Boolean> stateless;

    public Optional<Output<Boolean>> stateless() {
        return Optional.ofNullable(this.stateless);
    }

    @Import(name="tcpOptions")
    private Output<SecurityListEgressSecurityRuleTcpOptionsArgs> tcpOptions;

    public Optional<Output<SecurityListEgressSecurityRuleTcpOptionsArgs>> tcpOptions() {
        return Optional.ofNullable(this.tcpOptions);
    }

    @Import(name="udpOptions")
    private Output<SecurityListEgressSecurityRuleUdpOptionsArgs> udpOptions;

    public Optional<Output<SecurityListEgressSecurityRuleUdpOptionsArgs>> udpOptions() {
        return Optional.ofNullable(this.udpOptions);
    }

    private SecurityListEgressSecurityRuleArgs() {}

    private SecurityListEgressSecurityRuleArgs(SecurityListEgressSecurityRuleArgs $) {
        this.description = $.description;
        this.destination = $.destination;
        this.destinationType = $.destinationType;
        this.icmpOptions = $.icmpOptions;
        this.protocol = $.protocol;
        this.stateless = $.stateless;
        this.tcpOptions = $.tcpOptions;
        this.udpOptions = $.udpOptions;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(SecurityListEgressSecurityRuleArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final SecurityListEgressSecurityRuleArgs $;

        public Builder() {
            $ = new SecurityListEgressSecurityRuleArgs();
        }

        public Builder(SecurityListEgressSecurityRuleArgs defaults) {
            $ = new SecurityListEgressSecurityRuleArgs(Objects.requireNonNull(defaults));
        }

        public Builder description(Output<String> description) {
            $.description = description;
            return this;
        }

        public Builder description(String description) {
            return description(Output.of(description));
        }

        public Builder destination(Output<String> destination) {
            $.destination = destination;
            return this;
        }

        public Builder destination(String destination) {
            return destination(Output.of(destination));
        }

        public Builder destinationType(Output<String> destinationType) {
            $.destinationType = destinationType;
            return this;
        }

        public Builder destinationType(String destinationType) {
            return destinationType(Output.of(destinationType));
        }

        public Builder icmpOptions(Output<SecurityListEgressSecurityRuleIcmpOptionsArgs> icmpOptions) {
            $.icmpOptions = icmpOptions;
            return this;
        }

        public Builder icmpOptions(SecurityListEgressSecurityRuleIcmpOptionsArgs icmpOptions) {
            return icmpOptions(Output.of(icmpOptions));
        }

        public Builder protocol(Output<String> protocol) {
            $.protocol = protocol;
            return this;
        }

        public Builder protocol(String protocol) {
            return protocol(Output.of(protocol));
        }

        public Builder stateless(Output<Boolean> stateless) {
            $.stateless = stateless;
            return this;
        }

        public Builder stateless(Boolean stateless) {
            return stateless(Output.of(stateless));
        }

        public Builder tcpOptions(Output<SecurityListEgressSecurityRuleTcpOptionsArgs> tcpOptions) {
            $.tcpOptions = tcpOptions;
            return this;
        }

        public Builder tcpOptions(SecurityListEgressSecurityRuleTcpOptionsArgs tcpOptions) {
            return tcpOptions(Output.of(tcpOptions));
        }

        public Builder udpOptions(Output<SecurityListEgressSecurityRuleUdpOptionsArgs> udpOptions) {
            $.udpOptions = udpOptions;
            return this;
        }

        public Builder udpOptions(SecurityListEgressSecurityRuleUdpOptionsArgs udpOptions) {
            return udpOptions(Output.of(udpOptions));
        }

        public SecurityListEgressSecurityRuleArgs build() {
            if ($.destination == null) {
                throw new MissingRequiredPropertyException("SecurityListEgressSecurityRuleArgs", "destination");
            }
            if ($.protocol == null) {
                throw new MissingRequiredPropertyException("SecurityListEgressSecurityRuleArgs", "protocol");
            }
            return $;
        }
    }
}
