// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object NetworkSecurityGroupSecurityRuleUdpOptions (used by oci:Core/networkSecurityGroupSecurityRule:NetworkSecurityGroupSecurityRule). */
@CustomType
public final class NetworkSecurityGroupSecurityRuleUdpOptions {
    private NetworkSecurityGroupSecurityRuleUdpOptionsDestinationPortRange destinationPortRange;
    private NetworkSecurityGroupSecurityRuleUdpOptionsSourcePortRange sourcePortRange;

    private NetworkSecurityGroupSecurityRuleUdpOptions() {}

    public Optional<NetworkSecurityGroupSecurityRuleUdpOptionsDestinationPortRange> destinationPortRange() {
        return Optional.ofNullable(this.destinationPortRange);
    }

    public Optional<NetworkSecurityGroupSecurityRuleUdpOptionsSourcePortRange> sourcePortRange() {
        return Optional.ofNullable(this.sourcePortRange);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(NetworkSecurityGroupSecurityRuleUdpOptions defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private NetworkSecurityGroupSecurityRuleUdpOptionsDestinationPortRange destinationPortRange;
        private NetworkSecurityGroupSecurityRuleUdpOptionsSourcePortRange sourcePortRange;

        public Builder() {}

        public Builder(NetworkSecurityGroupSecurityRuleUdpOptions defaults) {
            Objects.requireNonNull(defaults);
            this.destinationPortRange = defaults.destinationPortRange;
            this.sourcePortRange = defaults.sourcePortRange;
        }

        @CustomType.Setter
        public Builder destinationPortRange(NetworkSecurityGroupSecurityRuleUdpOptionsDestinationPortRange destinationPortRange) {
            this.destinationPortRange = destinationPortRange;
            return this;
        }

        @CustomType.Setter
        public Builder sourcePortRange(NetworkSecurityGroupSecurityRuleUdpOptionsSourcePortRange sourcePortRange) {
            this.sourcePortRange = sourcePortRange;
            return this;
        }

        public NetworkSecurityGroupSecurityRuleUdpOptions build() {
            final var _resultValue = new NetworkSecurityGroupSecurityRuleUdpOptions();
            _resultValue.destinationPortRange = destinationPortRange;
            _resultValue.sourcePortRange = sourcePortRange;
            return _resultValue;
        }
    }
}
