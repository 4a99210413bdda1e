package ocigpucluster.ondemand;

import static ocigpucluster.iam.IamStatement.Scope.COMPARTMENT;
import static ocigpucluster.iam.IamStatement.Scope.TENANCY;
import static ocigpucluster.iam.IamStatement.Subject.BASTION;
import static ocigpucluster.iam.IamStatement.Subject.DEPLOYER;

import java.util.List;
import java.util.function.Predicate;
import ocigpucluster.iam.IamStatement;
import ocigpucluster.iam.OracleSources;
import ocigpucluster.settings.Settings;

/**
 * The on-demand partition's IAM. The deploying user creates the compute cluster and the launch
 * template, and, with iam.tenancyOcid, the bastion's dynamic group and policy in the tenancy. The
 * bastion's statements are the ones resume.sh, suspend.sh, the sweeper and the destroy clean-up
 * need and nothing more (Oracle's permission table): LaunchInstance into the compute cluster with
 * explicit image, shape and subnet (INSTANCE_CREATE, INSTANCE_IMAGE_READ, VNIC_CREATE, VNIC_ATTACH,
 * SUBNET_ATTACH, COMPUTE_CLUSTER_LAUNCH_INSTANCE), GetInstance and ListInstances (INSTANCE_READ),
 * TerminateInstance (INSTANCE_DELETE, VNIC_DELETE, SUBNET_DETACH), and the address through
 * {@code oci compute instance list-vnics}: ListVnicAttachments (VNIC_ATTACHMENT_READ,
 * INSTANCE_INSPECT) then GetVnic (VNIC_READ). The scripts never read the instance configuration
 * and never list private IPs, so neither right is granted. {@code manage instances} covers every
 * instance of the compartment (the static nodes and the bastion too): freeform tags cannot narrow
 * an IAM policy (a tag condition needs defined tags), so deploy into a compartment of its own
 * where that matters (docs/on-demand.md).
 */
public final class OnDemandIam {
    private OnDemandIam() {}

    private static final Predicate<Settings> ENABLED = s -> OnDemand.of(s).enabled();
    private static final Predicate<Settings> CREATES_IDENTITY =
            s -> OnDemand.of(s).enabled() && Iam.of(s).createsIdentity();
    private static final String WHEN = OnDemandKeys.ENABLED.key();
    private static final String IDENTITY =
            WHEN + " with " + IamKeys.TENANCY_OCID.key() + " (the program creates the IAM)";

    public static final List<IamStatement> ALL = List.of(
            new IamStatement(
                    DEPLOYER,
                    "manage",
                    "compute-clusters",
                    COMPARTMENT,
                    WHEN,
                    ENABLED,
                    "CreateComputeCluster, DeleteComputeCluster",
                    OracleSources.CORE),
            new IamStatement(
                    DEPLOYER,
                    "manage",
                    "instance-configurations",
                    COMPARTMENT,
                    WHEN,
                    ENABLED,
                    "CreateInstanceConfiguration, DeleteInstanceConfiguration (the on-demand launch template)",
                    OracleSources.CORE),
            new IamStatement(
                    DEPLOYER,
                    "manage",
                    "dynamic-groups",
                    TENANCY,
                    IDENTITY,
                    CREATES_IDENTITY,
                    "CreateDynamicGroup, UpdateDynamicGroup, DeleteDynamicGroup (DYNAMIC_GROUP_*)",
                    OracleSources.IAM),
            new IamStatement(
                    DEPLOYER,
                    "manage",
                    "policies",
                    TENANCY,
                    IDENTITY,
                    CREATES_IDENTITY,
                    "CreatePolicy, UpdatePolicy, DeletePolicy (POLICY_*)",
                    OracleSources.IAM),
            bastion(
                    WHEN,
                    ENABLED,
                    "manage",
                    "instances",
                    "LaunchInstance (INSTANCE_CREATE), TerminateInstance (INSTANCE_DELETE), GetInstance, ListInstances"),
            bastion(
                    WHEN,
                    ENABLED,
                    "use",
                    "compute-clusters",
                    "LaunchInstance into the compute cluster (COMPUTE_CLUSTER_LAUNCH_INSTANCE)"),
            bastion(WHEN, ENABLED, "read", "instance-images", "LaunchInstance (INSTANCE_IMAGE_READ)"),
            bastion(
                    WHEN,
                    ENABLED,
                    "use",
                    "vnics",
                    "LaunchInstance (VNIC_CREATE, VNIC_ATTACH), TerminateInstance (VNIC_DELETE), GetVnic (VNIC_READ)"),
            bastion(
                    WHEN,
                    ENABLED,
                    "use",
                    "subnets",
                    "LaunchInstance (SUBNET_ATTACH), TerminateInstance (SUBNET_DETACH)"),
            bastion(WHEN, ENABLED, "read", "vnic-attachments", "ListVnicAttachments (VNIC_ATTACHMENT_READ)"));

    /**
     * The bastion's statements to launch an instance with explicit image, shape and subnet outside
     * any compute cluster, read its address and terminate it (the bake's builder), needed {@code when}.
     */
    public static List<IamStatement> launchAndTerminate(String when, Predicate<Settings> needed) {
        return ALL.stream()
                .filter(st -> st.subject() == BASTION && !st.resourceType().equals("compute-clusters"))
                .map(st -> bastion(when, needed, st.verb(), st.resourceType(), st.covers()))
                .toList();
    }

    private static IamStatement bastion(
            String when, Predicate<Settings> needed, String verb, String type, String covers) {
        return new IamStatement(BASTION, verb, type, COMPARTMENT, when, needed, covers, OracleSources.CORE);
    }
}
