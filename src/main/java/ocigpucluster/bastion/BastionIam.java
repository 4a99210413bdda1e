package ocigpucluster.bastion;

import static ocigpucluster.iam.IamStatement.Scope.COMPARTMENT;
import static ocigpucluster.iam.IamStatement.Subject.DEPLOYER;
import static ocigpucluster.iam.IamStatement.always;

import java.util.List;
import ocigpucluster.iam.IamStatement;
import ocigpucluster.iam.OracleSources;

/**
 * What the deploying user needs for the bastion VM: launch and terminate it (Oracle's permission
 * table: LaunchInstance = INSTANCE_CREATE, INSTANCE_IMAGE_READ, VNIC_CREATE, VNIC_ATTACH,
 * SUBNET_ATTACH; TerminateInstance = INSTANCE_DELETE, VNIC_DELETE, SUBNET_DETACH) and, without
 * bastion.imageId, look up the newest Oracle Linux 9 image (ListImages = INSTANCE_IMAGE_INSPECT).
 * The VNIC and subnet rights are covered by the network's manage virtual-network-family when the
 * program creates the network.
 */
public final class BastionIam {
    private BastionIam() {}

    public static final List<IamStatement> ALL = List.of(
            new IamStatement(
                    DEPLOYER,
                    "manage",
                    "instances",
                    COMPARTMENT,
                    "always",
                    always(),
                    "LaunchInstance (INSTANCE_CREATE), TerminateInstance (INSTANCE_DELETE), UpdateInstance, GetInstance",
                    OracleSources.CORE),
            new IamStatement(
                    DEPLOYER,
                    "read",
                    "instance-images",
                    COMPARTMENT,
                    "always",
                    always(),
                    "LaunchInstance (INSTANCE_IMAGE_READ); ListImages, the newest Oracle Linux 9 look-up without bastion.imageId (INSTANCE_IMAGE_INSPECT)",
                    OracleSources.CORE),
            new IamStatement(
                    DEPLOYER,
                    "use",
                    "vnics",
                    COMPARTMENT,
                    "an existing network (network.existingVcnId); else manage virtual-network-family covers it",
                    s -> s.network().usesExisting(),
                    "LaunchInstance (VNIC_CREATE, VNIC_ATTACH), TerminateInstance (VNIC_DELETE)",
                    OracleSources.CORE),
            new IamStatement(
                    DEPLOYER,
                    "use",
                    "subnets",
                    COMPARTMENT,
                    "an existing network (network.existingVcnId); else manage virtual-network-family covers it",
                    s -> s.network().usesExisting(),
                    "LaunchInstance (SUBNET_ATTACH), TerminateInstance (SUBNET_DETACH)",
                    OracleSources.CORE));
}
