// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetail (used by oci:Core/InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetails:InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetails). */
public final class InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetailArgs extends ResourceArgs {

    public static final InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetailArgs Empty = new InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetailArgs();

    @Import(name="ipv6address")
    private Output<String> ipv6address;

    public Optional<Output<String>> ipv6address() {
        return Optional.ofNullable(this.ipv6address);
    }

    @Import(name="ipv6id")
    private Output<String> ipv6id;

    public Optional<Output<String>> ipv6id() {
        return Optional.ofNullable(this.ipv6id);
    }

    @Import(name="ipv6subnetCidr")
    private Output<String> ipv6subnetCidr;

    public Optional<Output<String>> ipv6subnetCidr() {
        return Optional.ofNullable(this.ipv6subnetCidr);
    }

    private InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetailArgs() {}

    private InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetailArgs(InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetailArgs $) {
        this.ipv6address = $.ipv6address;
        this.ipv6id = $.ipv6id;
        this.ipv6subnetCidr = $.ipv6subnetCidr;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetailArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetailArgs $;

        public Builder() {
            $ = new InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetailArgs();
        }

        public Builder(InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetailArgs defaults) {
            $ = new InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetailArgs(Objects.requireNonNull(defaults));
        }

        public Builder ipv6address(Output<String> ipv6address) {
            $.ipv6address = ipv6address;
            return this;
        }

        public Builder ipv6address(String ipv6address) {
            return ipv6address(Output.of(ipv6address));
        }

        public Builder ipv6id(Output<String> ipv6id) {
            $.ipv6id = ipv6id;
            return this;
        }

        public Builder ipv6id(String ipv6id) {
            return ipv6id(Output.of(ipv6id));
        }

        public Builder ipv6subnetCidr(Output<String> ipv6subnetCidr) {
            $.ipv6subnetCidr = ipv6subnetCidr;
            return this;
        }

        public Builder ipv6subnetCidr(String ipv6subnetCidr) {
            return ipv6subnetCidr(Output.of(ipv6subnetCidr));
        }

        public InstanceConfigurationInstanceDetailsOptionSecondaryVnicCreateVnicDetailsIpv6addressIpv6subnetCidrPairDetailArgs build() {
            return $;
        }
    }
}
