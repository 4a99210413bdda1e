package ocigpucluster.replace;

import static ocigpucluster.iam.IamStatement.Scope.COMPARTMENT;
import static ocigpucluster.iam.IamStatement.Subject.OPERATOR;

import java.util.List;
import ocigpucluster.iam.IamStatement;
import ocigpucluster.iam.OracleSources;

/**
 * What the replace-node command's OCI CLI calls need, as whoever runs it (the bastion's instance
 * principal by default: the stack creates no policy for it, docs/replace-node.md): list the
 * compartment's instance pools and the pool's instances, and detach one with auto-terminate.
 */
public final class ReplaceIam {
    private ReplaceIam() {}

    private static final String WHEN =
            "cluster.mode clusterNetwork with scheduler.type slurm (replace-node is installed)";

    public static final List<IamStatement> ALL = List.of(
            new IamStatement(
                    OPERATOR,
                    "manage",
                    "instance-pools",
                    COMPARTMENT,
                    WHEN,
                    ReplaceFeature::enabled,
                    "ListInstancePools (INSTANCE_POOL_INSPECT), ListInstancePoolInstances (INSTANCE_POOL_READ),"
                            + " DetachInstancePoolInstance (INSTANCE_POOL_INSTANCE_DETACH)",
                    OracleSources.CORE),
            new IamStatement(
                    OPERATOR,
                    "manage",
                    "instances",
                    COMPARTMENT,
                    WHEN,
                    ReplaceFeature::enabled,
                    "the detached instance's termination (--is-auto-terminate; whether OCI checks the caller's"
                            + " INSTANCE_DELETE for it is not documented: granted, as docs/replace-node.md's instance-family)",
                    OracleSources.CORE));
}
