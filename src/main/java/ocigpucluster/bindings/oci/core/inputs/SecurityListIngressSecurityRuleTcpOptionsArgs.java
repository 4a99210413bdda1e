// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object SecurityListIngressSecurityRuleTcpOptions (used by oci:Core/SecurityListIngressSecurityRule:SecurityListIngressSecurityRule). */
public final class SecurityListIngressSecurityRuleTcpOptionsArgs extends ResourceArgs {

    public static final SecurityListIngressSecurityRuleTcpOptionsArgs Empty = new SecurityListIngressSecurityRuleTcpOptionsArgs();

    @Import(name="max")
    private Output<Integer> max;

    public Optional<Output<Integer>> max() {
        return Optional.ofNullable(this.max);
    }

    @Import(name="min")
    private Output<Integer> min;

    public Optional<Output<Integer>> min() {
        return Optional.ofNullable(this.min);
    }

    @Import(name="sourcePortRange")
    private Output<SecurityListIngressSecurityRuleTcpOptionsSourcePortRangeArgs> sourcePortRange;

    public Optional<Output<SecurityListIngressSecurityRuleTcpOptionsSourcePortRangeArgs>> sourcePortRange() {
        return Optional.ofNullable(this.sourcePortRange);
    }

    private SecurityListIngressSecurityRuleTcpOptionsArgs() {}

    private SecurityListIngressSecurityRuleTcpOptionsArgs(SecurityListIngressSecurityRuleTcpOptionsArgs $) {
        this.max = $.max;
        this.min = $.min;
        this.sourcePortRange = $.sourcePortRange;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(SecurityListIngressSecurityRuleTcpOptionsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final SecurityListIngressSecurityRuleTcpOptionsArgs $;

        public Builder() {
            $ = new SecurityListIngressSecurityRuleTcpOptionsArgs();
        }

        public Builder(SecurityListIngressSecurityRuleTcpOptionsArgs defaults) {
            $ = new SecurityListIngressSecurityRuleTcpOptionsArgs(Objects.requireNonNull(defaults));
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

        public Builder sourcePortRange(Output<SecurityListIngressSecurityRuleTcpOptionsSourcePortRangeArgs> sourcePortRange) {
            $.sourcePortRange = sourcePortRange;
            return this;
        }

        public Builder sourcePortRange(SecurityListIngressSecurityRuleTcpOptionsSourcePortRangeArgs sourcePortRange) {
            return sourcePortRange(Output.of(sourcePortRange));
        }

        public SecurityListIngressSecurityRuleTcpOptionsArgs build() {
            return $;
        }
    }
}
