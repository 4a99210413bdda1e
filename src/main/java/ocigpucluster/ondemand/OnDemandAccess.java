package ocigpucluster.ondemand;

import com.pulumi.core.Output;
import com.pulumi.oci.Identity.DynamicGroup;
import com.pulumi.oci.Identity.DynamicGroupArgs;
import com.pulumi.oci.Identity.Policy;
import com.pulumi.oci.Identity.PolicyArgs;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.ProviderResource;
import com.pulumi.resources.Resource;
import java.util.List;
import java.util.Map;
import ocigpucluster.settings.Settings;

/**
 * The bastion's right to call the OCI API as an instance principal, for the on-demand nodes: a
 * dynamic group matching only the bastion and a policy with the least statements the resume,
 * suspend and clean-up programs need ({@link OnDemandIam}, with any other feature's statements for
 * the bastion, such as the capacity reservation's). Identity resources live in the tenancy and OCI accepts
 * them only in the home region, so they go through an explicit provider for that region. With
 * {@code iam.existingDynamicGroup} an administrator created both and nothing is registered.
 */
public final class OnDemandAccess extends ComponentResource {
    /** The dynamic group the policy grants to (created here or the administrator's). */
    public final String dynamicGroupName;
    /** The IAM resources created here (empty with an existing group): the clean-up must run before they go. */
    public final List<Resource> resources;
    /** The policy statements: the ones created here, or the ones an administrator must have created. */
    public final List<String> statements;

    /**
     * @param statements the bastion's statements for a dynamic group name ({@link OnDemandIam} and
     *                   any other feature's {@code BASTION} statements these settings need)
     */
    public OnDemandAccess(
            String name,
            Settings s,
            String prefix,
            Output<String> bastionInstanceId,
            java.util.function.Function<String, List<String>> statements,
            ComponentResourceOptions options) {
        super("oci-gpu-cluster:index:OnDemandAccess", name, options);
        Iam iam = Iam.of(s);
        this.dynamicGroupName = dynamicGroupName(iam, prefix);
        this.statements = statements.apply(dynamicGroupName);
        if (!iam.createsIdentity()) {
            this.resources = List.of();
            registerOutputs(Map.of());
            return;
        }
        ProviderResource home = HomeRegion.provider(
                name + "-home-region", iam, CustomResourceOptions.builder().parent(this));
        CustomResourceOptions inHome =
                CustomResourceOptions.builder().parent(this).provider(home).build();
        DynamicGroup group = new DynamicGroup(
                name + "-dynamic-group",
                DynamicGroupArgs.builder()
                        .compartmentId(iam.tenancyOcid())
                        .name(dynamicGroupName)
                        .description("The bastion of " + prefix + ": launches and terminates its on-demand GPU nodes")
                        .matchingRule(bastionInstanceId.applyValue(OnDemandAccess::matchingRule))
                        .build(),
                inHome);
        Policy policy = new Policy(
                name + "-policy",
                PolicyArgs.builder()
                        .compartmentId(iam.tenancyOcid())
                        .name(prefix + "-ondemand")
                        .description(
                                "On-demand GPU nodes of " + prefix + ": least rights of its bastion in its compartment")
                        .statements(this.statements)
                        .build(),
                CustomResourceOptions.builder()
                        .parent(this)
                        .provider(home)
                        .dependsOn(group)
                        .build());
        this.resources = List.of(group, policy);
        registerOutputs(Map.of("policyId", policy.id()));
    }

    /** The dynamic group the bastion is in: {@code <prefix>-bastion}, or the administrator's. */
    public static String dynamicGroupName(Iam iam, String prefix) {
        return iam.createsIdentity() ? prefix + "-bastion" : iam.existingDynamicGroup();
    }

    /** Only this bastion (Oracle, "Writing Matching Rules to Define Dynamic Groups"). */
    static String matchingRule(String bastionInstanceId) {
        return "ALL {instance.id = '" + bastionInstanceId + "'}";
    }
}
