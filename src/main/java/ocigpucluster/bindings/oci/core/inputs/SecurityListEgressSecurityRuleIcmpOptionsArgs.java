// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core.inputs;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.Objects;
import java.util.Optional;

/** Nested object SecurityListEgressSecurityRuleIcmpOptions (used by oci:Core/SecurityListEgressSecurityRule:SecurityListEgressSecurityRule). */
public final class SecurityListEgressSecurityRuleIcmpOptionsArgs extends ResourceArgs {

    public static final SecurityListEgressSecurityRuleIcmpOptionsArgs Empty = new SecurityListEgressSecurityRuleIcmpOptionsArgs();

    @Import(name="code")
    private Output<Integer> code;

    public Optional<Output<Integer>> code() {
        return Optional.ofNullable(this.code);
    }

    @Import(name="type", required=true)
    private Output<Integer> type;

    public Output<Integer> type() {
        return this.type;
    }

    private SecurityListEgressSecurityRuleIcmpOptionsArgs() {}

    private SecurityListEgressSecurityRuleIcmpOptionsArgs(SecurityListEgressSecurityRuleIcmpOptionsArgs $) {
        this.code = $.code;
        this.type = $.type;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(SecurityListEgressSecurityRuleIcmpOptionsArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final SecurityListEgressSecurityRuleIcmpOptionsArgs $;

        public Builder() {
            $ = new SecurityListEgressSecurityRuleIcmpOptionsArgs();
        }

        public Builder(SecurityListEgressSecurityRuleIcmpOptionsArgs defaults) {
            $ = new SecurityListEgressSecurityRuleIcmpOptionsArgs(Objects.requireNonNull(defaults));
        }

        public Builder code(Output<Integer> code) {
            $.code = code;
            return this;
        }

        public Builder code(Integer code) {
            return code(Output.of(code));
        }

        public Builder type(Output<Integer> type) {
            $.type = type;
            return this;
        }

        public Builder type(Integer type) {
            return type(Output.of(type));
        }

        public SecurityListEgressSecurityRuleIcmpOptionsArgs build() {
            if ($.type == null) {
                throw new MissingRequiredPropertyException("SecurityListEgressSecurityRuleIcmpOptionsArgs", "type");
            }
            return $;
        }
    }
}
