// Generated from the reference schema (pulumi-oci-command-schema.json); shaped like the official Pulumi Java SDK.
package ocigpucluster.bindings.oci.core;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Export;
import com.pulumi.core.annotations.ResourceType;
import com.pulumi.resources.CustomResource;
import com.pulumi.resources.CustomResourceOptions;
import java.util.List;
import java.util.Map;
import ocigpucluster.bindings.Providers;
import ocigpucluster.bindings.oci.core.outputs.SecurityListEgressSecurityRule;
import ocigpucluster.bindings.oci.core.outputs.SecurityListIngressSecurityRule;

/** Security list: subnet-level set of ingress and egress rules, managed as whole lists. */
@ResourceType(type="oci:Core/securityList:SecurityList")
public class SecurityList extends CustomResource {
    private static final String PROVIDER = "oci";

    @Export(name="compartmentId", refs={String.class}, tree="[0]")
    private Output<String> compartmentId;

    public Output<String> compartmentId() {
        return this.compartmentId;
    }

    @Export(name="definedTags", refs={Map.class,String.class}, tree="[0,1,1]")
    private Output<Map<String,String>> definedTags;

    public Output<Map<String,String>> definedTags() {
        return this.definedTags;
    }

    @Export(name="displayName", refs={String.class}, tree="[0]")
    private Output<String> displayName;

    public Output<String> displayName() {
        return this.displayName;
    }

    @Export(name="egressSecurityRules", refs={List.class,SecurityListEgressSecurityRule.class}, tree="[0,1]")
    private Output<List<SecurityListEgressSecurityRule>> egressSecurityRules;

    public Output<List<SecurityListEgressSecurityRule>> egressSecurityRules() {
        return this.egressSecurityRules;
    }

    @Export(name="freeformTags", refs={Map.class,String.class}, tree="[0,1,1]")
    private Output<Map<String,String>> freeformTags;

    public Output<Map<String,String>> freeformTags() {
        return this.freeformTags;
    }

    @Export(name="ingressSecurityRules", refs={List.class,SecurityListIngressSecurityRule.class}, tree="[0,1]")
    private Output<List<SecurityListIngressSecurityRule>> ingressSecurityRules;

    public Output<List<SecurityListIngressSecurityRule>> ingressSecurityRules() {
        return this.ingressSecurityRules;
    }

    @Export(name="state", refs={String.class}, tree="[0]")
    private Output<String> state;

    public Output<String> state() {
        return this.state;
    }

    @Export(name="timeCreated", refs={String.class}, tree="[0]")
    private Output<String> timeCreated;

    public Output<String> timeCreated() {
        return this.timeCreated;
    }

    @Export(name="vcnId", refs={String.class}, tree="[0]")
    private Output<String> vcnId;

    public Output<String> vcnId() {
        return this.vcnId;
    }

    public SecurityList(String name, SecurityListArgs args) {
        this(name, args, null);
    }

    public SecurityList(String name, SecurityListArgs args, CustomResourceOptions options) {
        super("oci:Core/securityList:SecurityList", name, args == null ? SecurityListArgs.Empty : args,
                Providers.resourceOptions(PROVIDER, options, List.of()), false);
    }
}
