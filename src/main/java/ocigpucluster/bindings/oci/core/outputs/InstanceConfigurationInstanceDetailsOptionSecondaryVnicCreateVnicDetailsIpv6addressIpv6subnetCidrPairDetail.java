// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.outputs;

import com.pulumi.core.annotations.CustomType;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetail (used by oci:Core/InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetails:InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetails). */
@CustomType
public final class InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetail {
    private String ipv6address;
    private String ipv6id;
    private String ipv6subnetCidr;

    private InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetail() {}

    public Optional<String> ipv6address() {
        return Optional.ofNullable(this.ipv6address);
    }

    public Optional<String> ipv6id() {
        return Optional.ofNullable(this.ipv6id);
    }

    public Optional<String> ipv6subnetCidr() {
        return Optional.ofNullable(this.ipv6subnetCidr);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetail defaults) {
        return new Builder(defaults);
    }

    @CustomType.Builder
    public static final class Builder {
        private String ipv6address;
        private String ipv6id;
        private String ipv6subnetCidr;

        public Builder() {}

        public Builder(InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetail defaults) {
            Objects.requireNonNull(defaults);
            this.ipv6address = defaults.ipv6address;
            this.ipv6id = defaults.ipv6id;
            this.ipv6subnetCidr = defaults.ipv6subnetCidr;
        }

        @CustomType.Setter
        public Builder ipv6address(String ipv6address) {
            this.ipv6address = ipv6address;
            return this;
        }

        @CustomType.Setter
        public Builder ipv6id(String ipv6id) {
            this.ipv6id = ipv6id;
            return this;
        }

        @CustomType.Setter
        public Builder ipv6subnetCidr(String ipv6subnetCidr) {
            this.ipv6subnetCidr = ipv6subnetCidr;
            return this;
        }

        public InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetail build() {
            final var _resultValue = new InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetail();
            _resultValue.ipv6address = ipv6address;
            _resultValue.ipv6id = ipv6id;
            _resultValue.ipv6subnetCidr = ipv6subnetCidr;
            return _resultValue;
        }
    }
}
