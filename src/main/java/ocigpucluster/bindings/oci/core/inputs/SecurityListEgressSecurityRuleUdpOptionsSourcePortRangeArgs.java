// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object SecurityListEgressSecurityRuleUdpOptionsSourcePortRange (used by oci:Core/SecurityListEgressSecurityRuleUdpOptions:SecurityListEgressSecurityRuleUdpOptions). */
public final class SecurityListEgressSecurityRuleUdpOptionsSourcePortRangeArgs extends ResourceArgs {

    public static final SecurityListEgressSecurityRuleUdpOptionsSourcePortRangeArgs Empty = new SecurityListEgressSecurityRuleUdpOptionsSourcePortRangeArgs();

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

    private SecurityListEgressSecurityRuleUdpOptionsSourcePortRangeArgs() {}

    private SecurityListEgressSecurityRuleUdpOptionsSourcePortRangeArgs(SecurityListEgressSecurityRuleUdpOptionsSourcePortRangeArgs $) {
        this.max = $.max;
        this.min = $.min;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(SecurityListEgressSecurityRuleUdpOptionsSourcePortRangeArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final SecurityListEgressSecurityRuleUdpOptionsSourcePortRangeArgs $;

        public Builder() {
            $ = new SecurityListEgressSecurityRuleUdpOptionsSourcePortRangeArgs();
        }

        public Builder(SecurityListEgressSecurityRuleUdpOptionsSourcePortRangeArgs defaults) {
            $ = new SecurityListEgressSecurityRuleUdpOptionsSourcePortRangeArgs(Objects.requireNonNull(defaults));
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

        public SecurityListEgressSecurityRuleUdpOptionsSourcePortRangeArgs build() {
            if ($.max == null) {
                throw new MissingRequiredPropertyException("SecurityListEgressSecurityRuleUdpOptionsSourcePortRangeArgs", "max");
            }
            if ($.min == null) {
                throw new MissingRequiredPropertyException("SecurityListEgressSecurityRuleUdpOptionsSourcePortRangeArgs", "min");
            }
            return $;
        }
    }
}
