package ocigpucluster.bake;

import static ocigpucluster.iam.IamStatement.Scope.COMPARTMENT;
import static ocigpucluster.iam.IamStatement.Subject.BASTION;
import static ocigpucluster.iam.IamStatement.Subject.DEPLOYER;

import java.util.List;
import java.util.function.Predicate;
import ocigpucluster.iam.IamStatement;
import ocigpucluster.iam.OracleSources;
import ocigpucluster.settings.Settings;

/**
 * The bake's IAM. The deploying user creates the image from the builder and adds the group's
 * shape to it (CreateImage, AddImageShapeCompatibilityEntry; deleting an old image on a re-bake:
 * DeleteImage). The bastion, as its instance principal, launches the builder from the group's
 * base image into the private subnet, reads its address and terminates it: the same operations
 * as the on-demand resume program's launch and terminate, with the same statements.
 */
final class BakeIam {
    private BakeIam() {}

    private static final Predicate<Settings> BAKES = s -> !Bake.of(s).groups().isEmpty();
    private static final String WHEN = BakeKeys.GROUPS.key() + " not empty";

    static final List<IamStatement> ALL = List.of(
            new IamStatement(
                    DEPLOYER,
                    "manage",
                    "instance-images",
                    COMPARTMENT,
                    WHEN,
                    BAKES,
                    "CreateImage, DeleteImage, AddImageShapeCompatibilityEntry, RemoveImageShapeCompatibilityEntry",
                    OracleSources.CORE),
            bastion(
                    "manage",
                    "instances",
                    "LaunchInstance (INSTANCE_CREATE) of the builder, TerminateInstance (INSTANCE_DELETE), ListInstances"),
            bastion("read", "instance-images", "LaunchInstance from the base image (INSTANCE_IMAGE_READ)"),
            bastion(
                    "use",
                    "vnics",
                    "LaunchInstance (VNIC_CREATE, VNIC_ATTACH), TerminateInstance (VNIC_DELETE), GetVnic (VNIC_READ)"),
            bastion("use", "subnets", "LaunchInstance (SUBNET_ATTACH), TerminateInstance (SUBNET_DETACH)"),
            bastion("read", "vnic-attachments", "ListVnicAttachments (VNIC_ATTACHMENT_READ)"));

    private static IamStatement bastion(String verb, String type, String covers) {
        return new IamStatement(BASTION, verb, type, COMPARTMENT, WHEN, BAKES, covers, OracleSources.CORE);
    }
}
