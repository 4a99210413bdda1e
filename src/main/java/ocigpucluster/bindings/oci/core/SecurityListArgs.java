// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.exceptions.MissingRequiredPropertyException;
import com.pulumi.resources.ResourceArgs;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import ocigpucluster.bindings.oci.core.inputs.SecurityListEgressSecurityRuleArgs;
import ocigpucluster.bindings.oci.core.inputs.SecurityListIngressSecurityRuleArgs;

/** Input properties for SecurityList (oci:Core/securityList:SecurityList). */
public final class SecurityListArgs extends ResourceArgs {

    public static final SecurityListArgs Empty = new SecurityListArgs();

    @Import(name="compartmentId", required=true)
    private Output<String> compartmentId;

    public Output<String> compartmentId() {
        return this.compartmentId;
    }

    @Import(name="definedTags")
    private Output<Map<String,String>> definedTags;

    public Optional<Output<Map<String,String>>> definedTags() {
        return Optional.ofNullable(this.definedTags);
    }

    @Import(name="displayName")
    private Output<String> displayName;

    public Optional<Output<String>> displayName() {
        return Optional.ofNullable(this.displayName);
    }

    @Import(name="egressSecurityRules")
    private Output<List<SecurityListEgressSecurityRuleArgs>> egressSecurityRules;

    public Optional<Output<List<SecurityListEgressSecurityRuleArgs>>> egressSecurityRules() {
        return Optional.ofNullable(this.egressSecurityRules);
    }

    @Import(name="freeformTags")
    private Output<Map<String,String>> freeformTags;

    public Optional<Output<Map<String,String>>> freeformTags() {
        return Optional.ofNullable(this.freeformTags);
    }

    @Import(name="ingressSecurityRules")
    private Output<List<SecurityListIngressSecurityRuleArgs>> ingressSecurityRules;

    public Optional<Output<List<SecurityListIngressSecurityRuleArgs>>> ingressSecurityRules() {
        return Optional.ofNullable(this.ingressSecurityRules);
    }

    @Import(name="vcnId", required=true)
    private Output<String> vcnId;

    public Output<String> vcnId() {
        return this.vcnId;
    }

    private SecurityListArgs() {}

    private SecurityListArgs(SecurityListArgs $) {
        this.compartmentId = $.compartmentId;
        this.definedTags = $.definedTags;
        this.displayName = $.displayName;
        this.egressSecurityRules = $.egressSecurityRules;
        this.freeformTags = $.freeformTags;
        this.ingressSecurityRules = $.ingressSecurityRules;
        this.vcnId = $.vcnId;
    }

    public static Builder builder() {
        return new Builder();
    }

    public static Builder builder(SecurityListArgs defaults) {
        return new Builder(defaults);
    }

    public static final class Builder {
        private final SecurityListArgs $;

        public Builder() {
            $ = new SecurityListArgs();
        }

        public Builder(SecurityListArgs defaults) {
            $ = new SecurityListArgs(Objects.requireNonNull(defaults));
        }

        public Builder compartmentId(Output<String> compartmentId) {
            $.compartmentId = compartmentId;
            return this;
        }

        public Builder compartmentId(String compartmentId) {
            return compartmentId(Output.of(compartmentId));
        }

        public Builder definedTags(Output<Map<String,String>> definedTags) {
            $.definedTags = definedTags;
            return this;
        }

        public Builder definedTags(Map<String,String> definedTags) {
            return definedTags(Output.of(definedTags));
        }

        public Builder displayName(Output<String> displayName) {
            $.displayName = displayName;
            return this;
        }

        public Builder displayName(String displayName) {
            return displayName(Output.of(displayName));
        }

        public Builder egressSecurityRules(Output<List<SecurityListEgressSecurityRuleArgs>> egressSecurityRules) {
            $.egressSecurityRules = egressSecurityRules;
            return this;
        }

        public Builder egressSecurityRules(List<SecurityListEgressSecurityRuleArgs> egressSecurityRules) {
            return egressSecurityRules(Output.of(egressSecurityRules));
        }

        public Builder egressSecurityRules(SecurityListEgressSecurityRuleArgs... egressSecurityRules) {
            return egressSecurityRules(List.of(egressSecurityRules));
        }

        public Builder freeformTags(Output<Map<String,String>> freeformTags) {
            $.freeformTags = freeformTags;
            return this;
        }

        public Builder freeformTags(Map<String,String> freeformTags) {
            return freeformTags(Output.of(freeformTags));
        }

        public Builder ingressSecurityRules(Output<List<SecurityListIngressSecurityRuleArgs>> ingressSecurityRules) {
            $.ingressSecurityRules = ingressSecurityRules;
            return this;
        }

        public Builder ingressSecurityRules(List<SecurityListIngressSecurityRuleArgs> ingressSecurityRules) {
            return ingressSecurityRules(Output.of(ingressSecurityRules));
        }

        public Builder ingressSecurityRules(SecurityListIngressSecurityRuleArgs... ingressSecurityRules) {
            return ingressSecurityRules(List.of(ingressSecurityRules));
        }

        public Builder vcnId(Output<String> vcnId) {
            $.vcnId = vcnId;
            return this;
        }

        public Builder vcnId(String vcnId) {
            return vcnId(Output.of(vcnId));
        }

        public SecurityListArgs build() {
            if ($.compartmentId == null) {
                throw new MissingRequiredPropertyException("SecurityListArgs", "compartmentId");
            }
            if ($.vcnId == null) {
                throw new MissingRequiredPropertyException("SecurityListArgs", "vcnId");
            }
            return $;
        }
    }
}
