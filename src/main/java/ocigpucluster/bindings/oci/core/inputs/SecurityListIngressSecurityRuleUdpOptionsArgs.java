// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object SecurityListIngressSecurityRuleUdpOptions (used by oci:Core/SecurityListIngressSecurityRule:SecurityListIngressSecurityRule). */
public final class SecurityListIngressSecurityRuleUdpOptionsArgs extends ResourceArgs {

    public static final SecurityListIngressSecurityRuleUdpOptionsArgs Empty = new SecurityListIngressSecurityRuleUdpOptionsArgs();

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
    private Output<SecurityListIngressSecurityRuleUdpOptionsSourcePortRangeArgs> sourcePortRange;

    public Optional<Output<SecurityListIngressSecurityRuleUdpOptionsSourcePortRangeArgs>> sourcePortRange() {
        return Optional.ofNullable(this.sourcePortRange);
    }

    private SecurityListIngressSecurityRuleUdpOptionsArgs() {}

    private SecurityListIngressSecurityRuleUdpOptionsArgs(SecurityListIngressSecurityRuleUdpOptionsArgs $) {
        this.max = $.max;
        this.min = $.min;
        this.sourcePortRange = $.sourcePortRange;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(SecurityListIngressSecurityRuleUdpOptionsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final SecurityListIngressSecurityRuleUdpOptionsArgs $;

        public Builder() {
            $ = new SecurityListIngressSecurityRuleUdpOptionsArgs();
        }

        public Builder(SecurityListIngressSecurityRuleUdpOptionsArgs defaults) {
            $ = new SecurityListIngressSecurityRuleUdpOptionsArgs(Objects.requireNonNull(defaults));
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

        public Builder sourcePortRange(Output<SecurityListIngressSecurityRuleUdpOptionsSourcePortRangeArgs> sourcePortRange) {
            $.sourcePortRange = sourcePortRange;
            return this;
        }

        public Builder sourcePortRange(SecurityListIngressSecurityRuleUdpOptionsSourcePortRangeArgs sourcePortRange) {
            return sourcePortRange(Output.of(sourcePortRange));
        }

        public SecurityListIngressSecurityRuleUdpOptionsArgs build() {
            return $;
        }
    }
}
