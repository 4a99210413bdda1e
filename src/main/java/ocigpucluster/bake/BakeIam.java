package ocigpucluster.bake;

import static ocigpucluster.iam.IamStatement.Scope.COMPARTMENT;
import static ocigpucluster.iam.IamStatement.Subject.DEPLOYER;

import java.util.List;
import java.util.function.Predicate;
import ocigpucluster.iam.IamStatement;
import ocigpucluster.iam.OracleSources;
import ocigpucluster.ondemand.OnDemandIam;
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

    static final List<IamStatement> DEPLOYER_STATEMENTS = List.of(new IamStatement(
            DEPLOYER,
            "manage",
            "instance-images",
            COMPARTMENT,
            WHEN,
            BAKES,
            "CreateImage, DeleteImage, AddImageShapeCompatibilityEntry, RemoveImageShapeCompatibilityEntry",
            OracleSources.CORE));

    /** The bastion's: launch the builder, read its address, terminate it. */
    static final List<IamStatement> BASTION_STATEMENTS = OnDemandIam.launchAndTerminate(WHEN, BAKES);

    static final List<IamStatement> ALL = java.util.stream.Stream.concat(
                    DEPLOYER_STATEMENTS.stream(), BASTION_STATEMENTS.stream())
            .toList();
}
