package ocigpucluster.ondemand;

import com.pulumi.core.Output;
import com.pulumi.oci.Identity.DynamicGroup;
import com.pulumi.oci.Identity.DynamicGroupArgs;
import com.pulumi.oci.Identity.Policy;
import com.pulumi.oci.Identity.PolicyArgs;
import com.pulumi.oci.Provider;
import com.pulumi.oci.ProviderArgs;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.Resource;
import java.util.List;
import java.util.Map;
import ocigpucluster.settings.Settings;

/**
 * The bastion's right to call the OCI API as an instance principal, for the on-demand nodes: a
 * dynamic group matching only the bastion and a policy with the least statements the resume,
 * suspend and clean-up programs need. Identity resources live in the tenancy and OCI accepts
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

    public OnDemandAccess(
            String name,
            Settings s,
            String prefix,
            Output<String> bastionInstanceId,
            ComponentResourceOptions options) {
        super("oci-gpu-cluster:index:OnDemandAccess", name, options);
        Iam iam = Iam.of(s);
        this.dynamicGroupName = iam.createsIdentity() ? prefix + "-bastion" : iam.existingDynamicGroup();
        this.statements = statements(dynamicGroupName, s.compartmentId());
        if (!iam.createsIdentity()) {
            this.resources = List.of();
            registerOutputs(Map.of());
            return;
        }
        Provider home = new Provider(
                name + "-home-region",
                ProviderArgs.builder().region(iam.homeRegion()).build(),
                CustomResourceOptions.builder().parent(this).build());
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
                        .statements(statements)
                        .build(),
                CustomResourceOptions.builder()
                        .parent(this)
                        .provider(home)
                        .dependsOn(group)
                        .build());
        this.resources = List.of(group, policy);
        registerOutputs(Map.of("policyId", policy.id()));
    }

    /** Only this bastion (Oracle, "Writing Matching Rules to Define Dynamic Groups"). */
    static String matchingRule(String bastionInstanceId) {
        return "ALL {instance.id = '" + bastionInstanceId + "'}";
    }

    /**
     * What the bastion does and nothing more (verbs and resource types from Oracle's IAM policy
     * reference, "Details for the Core Services"): launch instances from the instance
     * configuration into the compute cluster and terminate them (manage instances; the VNIC and
     * subnet of a launch or a termination: use vnics, use subnets), read the launch template and
     * the image (read instance-configurations, read instance-images), join the compute cluster
     * (use compute-clusters), and read the nodes' addresses (read vnic-attachments, inspect
     * private-ips). All of it in the cluster's compartment only.
     */
    public static List<String> statements(String group, String compartmentId) {
        String where = " in compartment id " + compartmentId;
        return List.of(
                "Allow dynamic-group " + group + " to manage instances" + where,
                "Allow dynamic-group " + group + " to use compute-clusters" + where,
                "Allow dynamic-group " + group + " to read instance-configurations" + where,
                "Allow dynamic-group " + group + " to read instance-images" + where,
                "Allow dynamic-group " + group + " to use vnics" + where,
                "Allow dynamic-group " + group + " to use subnets" + where,
                "Allow dynamic-group " + group + " to read vnic-attachments" + where,
                "Allow dynamic-group " + group + " to inspect private-ips" + where);
    }
}
