// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;
import ocigpucluster.bindings.oci.core.inputs.NetworkSecurityGroupSecurityRuleIcmpOptionsArgs;
import ocigpucluster.bindings.oci.core.inputs.NetworkSecurityGroupSecurityRuleTcpOptionsArgs;
import ocigpucluster.bindings.oci.core.inputs.NetworkSecurityGroupSecurityRuleUdpOptionsArgs;

/** Input properties for NetworkSecurityGroupSecurityRule (oci:Core/networkSecurityGroupSecurityRule:NetworkSecurityGroupSecurityRule). */
public final class NetworkSecurityGroupSecurityRuleArgs extends ResourceArgs {

    public static final NetworkSecurityGroupSecurityRuleArgs Empty = new NetworkSecurityGroupSecurityRuleArgs();

    @Import(name="description")
    private Output<String> description;

    public Optional<Output<String>> description() {
        return Optional.ofNullable(this.description);
    }

    @Import(name="destination")
    private Output<String> destination;

    public Optional<Output<String>> destination() {
        return Optional.ofNullable(this.destination);
    }

    @Import(name="destinationType")
    private Output<String> destinationType;

    public Optional<Output<String>> destinationType() {
        return Optional.ofNullable(this.destinationType);
    }

    @Import(name="direction", required=true)
    private Output<String> direction;

    public Output<String> direction() {
        return this.direction;
    }

    @Import(name="icmpOptions")
    private Output<NetworkSecurityGroupSecurityRuleIcmpOptionsArgs> icmpOptions;

    public Optional<Output<NetworkSecurityGroupSecurityRuleIcmpOptionsArgs>> icmpOptions() {
        return Optional.ofNullable(this.icmpOptions);
    }

    @Import(name="networkSecurityGroupId", required=true)
    private Output<String> networkSecurityGroupId;

    public Output<String> networkSecurityGroupId() {
        return this.networkSecurityGroupId;
    }

    @Import(name="protocol", required=true)
    private Output<String> protocol;

    public Output<String> protocol() {
        return this.protocol;
    }

    @Import(name="source")
    private Output<String> source;

    public Optional<Output<String>> source() {
        return Optional.ofNullable(this.source);
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
    private Output<NetworkSecurityGroupSecurityRuleTcpOptionsArgs> tcpOptions;

    public Optional<Output<NetworkSecurityGroupSecurityRuleTcpOptionsArgs>> tcpOptions() {
        return Optional.ofNullable(this.tcpOptions);
    }

    @Import(name="udpOptions")
    private Output<NetworkSecurityGroupSecurityRuleUdpOptionsArgs> udpOptions;

    public Optional<Output<NetworkSecurityGroupSecurityRuleUdpOptionsArgs>> udpOptions() {
        return Optional.ofNullable(this.udpOptions);
    }

    private NetworkSecurityGroupSecurityRuleArgs() {}

    private NetworkSecurityGroupSecurityRuleArgs(NetworkSecurityGroupSecurityRuleArgs $) {
        this.description = $.description;
        this.destination = $.destination;
        this.destinationType = $.destinationType;
        this.direction = $.direction;
        this.icmpOptions = $.icmpOptions;
        this.networkSecurityGroupId = $.networkSecurityGroupId;
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

    public static Builder builder(NetworkSecurityGroupSecurityRuleArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final NetworkSecurityGroupSecurityRuleArgs $;

        public Builder() {
            $ = new NetworkSecurityGroupSecurityRuleArgs();
        }

        public Builder(NetworkSecurityGroupSecurityRuleArgs defaults) {
            $ = new NetworkSecurityGroupSecurityRuleArgs(Objects.requireNonNull(defaults));
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

        public Builder direction(Output<String> direction) {
            $.direction = direction;
            return this;
        }

        public Builder direction(String direction) {
            return direction(Output.of(direction));
        }

        public Builder icmpOptions(Output<NetworkSecurityGroupSecurityRuleIcmpOptionsArgs> icmpOptions) {
            $.icmpOptions = icmpOptions;
            return this;
        }

        public Builder icmpOptions(NetworkSecurityGroupSecurityRuleIcmpOptionsArgs icmpOptions) {
            return icmpOptions(Output.of(icmpOptions));
        }

        public Builder networkSecurityGroupId(Output<String> networkSecurityGroupId) {
            $.networkSecurityGroupId = networkSecurityGroupId;
            return this;
        }

        public Builder networkSecurityGroupId(String networkSecurityGroupId) {
            return networkSecurityGroupId(Output.of(networkSecurityGroupId));
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

        public Builder tcpOptions(Output<NetworkSecurityGroupSecurityRuleTcpOptionsArgs> tcpOptions) {
            $.tcpOptions = tcpOptions;
            return this;
        }

        public Builder tcpOptions(NetworkSecurityGroupSecurityRuleTcpOptionsArgs tcpOptions) {
            return tcpOptions(Output.of(tcpOptions));
        }

        public Builder udpOptions(Output<NetworkSecurityGroupSecurityRuleUdpOptionsArgs> udpOptions) {
            $.udpOptions = udpOptions;
            return this;
        }

        public Builder udpOptions(NetworkSecurityGroupSecurityRuleUdpOptionsArgs udpOptions) {
            return udpOptions(Output.of(udpOptions));
        }

        public NetworkSecurityGroupSecurityRuleArgs build() {
            if ($.direction == null) {
                throw new MissingRequiredPropertyException("NetworkSecurityGroupSecurityRuleArgs", "direction");
            }
            if ($.networkSecurityGroupId == null) {
                throw new MissingRequiredPropertyException("NetworkSecurityGroupSecurityRuleArgs", "networkSecurityGroupId");
            }
            if ($.protocol == null) {
                throw new MissingRequiredPropertyException("NetworkSecurityGroupSecurityRuleArgs", "protocol");
            }
            return $;
        }
    }
}
