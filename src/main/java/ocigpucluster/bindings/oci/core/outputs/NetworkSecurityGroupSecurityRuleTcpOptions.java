// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object NetworkSecurityGroupSecurityRuleTcpOptions (used by oci:Core/networkSecurityGroupSecurityRule:NetworkSecurityGroupSecurityRule). */
@CustomType
public final class NetworkSecurityGroupSecurityRuleTcpOptions {
    private NetworkSecurityGroupSecurityRuleTcpOptionsDestinationPortRange destinationPortRange;
    private NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRange sourcePortRange;

    private NetworkSecurityGroupSecurityRuleTcpOptions() {}

    public Optional<NetworkSecurityGroupSecurityRuleTcpOptionsDestinationPortRange> destinationPortRange() {
        return Optional.ofNullable(this.destinationPortRange);
    }

    public Optional<NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRange> sourcePortRange() {
        return Optional.ofNullable(this.sourcePortRange);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(NetworkSecurityGroupSecurityRuleTcpOptions defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private NetworkSecurityGroupSecurityRuleTcpOptionsDestinationPortRange destinationPortRange;
        private NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRange sourcePortRange;

        public Builder() {}

        public Builder(NetworkSecurityGroupSecurityRuleTcpOptions defaults) {
            Objects.requireNonNull(defaults);
            this.destinationPortRange = defaults.destinationPortRange;
            this.sourcePortRange = defaults.sourcePortRange;
        }

        @CustomType.Setter
        public Builder destinationPortRange(NetworkSecurityGroupSecurityRuleTcpOptionsDestinationPortRange destinationPortRange) {
            this.destinationPortRange = destinationPortRange;
            return this;
        }

        @CustomType.Setter
        public Builder sourcePortRange(NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRange sourcePortRange) {
            this.sourcePortRange = sourcePortRange;
            return this;
        }

        public NetworkSecurityGroupSecurityRuleTcpOptions build() {
            final var _resultValue = new NetworkSecurityGroupSecurityRuleTcpOptions();
            _resultValue.destinationPortRange = destinationPortRange;
            _resultValue.sourcePortRange = sourcePortRange;
            return _resultValue;
        }
    }
}
