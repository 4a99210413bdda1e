// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRange (used by oci:Core/NetworkSecurityGroupSecurityRuleTcpOptions:NetworkSecurityGroupSecurityRuleTcpOptions). */
public final class NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRangeArgs extends ResourceArgs {

    public static final NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRangeArgs Empty = new NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRangeArgs();

    @Import(name="max", required=true)
    private Output<Integer> max;

    public Output<Integer> max() {
        return this.max;
    }

    @Import(name="min", required=true)
    private Output<Integer> min;

    public Output<Integer> min() {
        return this.min;
    }

    private NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRangeArgs() {}

    private NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRangeArgs(NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRangeArgs $) {
        this.max = $.max;
        this.min = $.min;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRangeArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRangeArgs $;

        public Builder() {
            $ = new NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRangeArgs();
        }

        public Builder(NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRangeArgs defaults) {
            $ = new NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRangeArgs(Objects.requireNonNull(defaults));
        }

        public Builder max(Output<Integer> max) {
            $.max = max;
            return this;
        }

        public Builder max(Integer max) {
            return max(Output.of(max));
        }

        public Builder min(Output<Integer> min) {
            $.min = min;
            return this;
        }

        public Builder min(Integer min) {
            return min(Output.of(min));
        }

        public NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRangeArgs build() {
            if ($.max == null) {
                throw new MissingRequiredPropertyException("NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRangeArgs", "max");
            }
            if ($.min == null) {
                throw new MissingRequiredPropertyException("NetworkSecurityGroupSecurityRuleTcpOptionsSourcePortRangeArgs", "min");
            }
            return $;
        }
    }
}
