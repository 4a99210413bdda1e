// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object SecurityListEgressSecurityRuleTcpOptions (used by oci:Core/SecurityListEgressSecurityRule:SecurityListEgressSecurityRule). */
public final class SecurityListEgressSecurityRuleTcpOptionsArgs extends ResourceArgs {

    public static final SecurityListEgressSecurityRuleTcpOptionsArgs Empty = new SecurityListEgressSecurityRuleTcpOptionsArgs();

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
    private Output<SecurityListEgressSecurityRuleTcpOptionsSourcePortRangeArgs> sourcePortRange;

    public Optional<Output<SecurityListEgressSecurityRuleTcpOptionsSourcePortRangeArgs>> sourcePortRange() {
        return Optional.ofNullable(this.sourcePortRange);
    }

    private SecurityListEgressSecurityRuleTcpOptionsArgs() {}

    private SecurityListEgressSecurityRuleTcpOptionsArgs(SecurityListEgressSecurityRuleTcpOptionsArgs $) {
        this.max = $.max;
        this.min = $.min;
        this.sourcePortRange = $.sourcePortRange;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(SecurityListEgressSecurityRuleTcpOptionsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final SecurityListEgressSecurityRuleTcpOptionsArgs $;

        public Builder() {
            $ = new SecurityListEgressSecurityRuleTcpOptionsArgs();
        }

        public Builder(SecurityListEgressSecurityRuleTcpOptionsArgs defaults) {
            $ = new SecurityListEgressSecurityRuleTcpOptionsArgs(Objects.requireNonNull(defaults));
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

        public Builder sourcePortRange(Output<SecurityListEgressSecurityRuleTcpOptionsSourcePortRangeArgs> sourcePortRange) {
            $.sourcePortRange = sourcePortRange;
            return this;
        }

        public Builder sourcePortRange(SecurityListEgressSecurityRuleTcpOptionsSourcePortRangeArgs sourcePortRange) {
            return sourcePortRange(Output.of(sourcePortRange));
        }

        public SecurityListEgressSecurityRuleTcpOptionsArgs build() {
            return $;
        }
    }
}
