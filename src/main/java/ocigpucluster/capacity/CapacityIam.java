package ocigpucluster.capacity;

import static ocigpucluster.iam.IamStatement.Scope.COMPARTMENT;
import static ocigpucluster.iam.IamStatement.Scope.TENANCY;
import static ocigpucluster.iam.IamStatement.Subject.BASTION;
import static ocigpucluster.iam.IamStatement.Subject.COMPUTE_MANAGEMENT;
import static ocigpucluster.iam.IamStatement.Subject.DEPLOYER;

import java.util.List;
import ocigpucluster.iam.IamStatement;
import ocigpucluster.iam.OracleSources;
import ocigpucluster.settings.Settings;

/**
 * Who launches into the reservation needs {@code use compute-capacity-reservations} on it
 * (CAPACITY_RESERVATION_LAUNCH_INSTANCE, Oracle's verb table for compute-capacity-reservations):
 * the deploying user for a single instance; for a cluster network its instance pool, that is OCI's
 * Compute Management service, which the deploying user's rights do not cover ("If the instance
 * configuration used by the instance pool launches instances in a capacity reservation, add the
 * following statement to the policy: Allow service compute_management to use
 * compute-capacity-reservations in tenancy", Oracle, "Common Policies"; scoped here to the
 * compartment, as the OCI Landing Zone's workload policies write it); the bastion's instance
 * principal for the on-demand nodes with capacity.onDemand.
 */
public final class CapacityIam {
    private CapacityIam() {}

    /** The Compute Management service's statement: created by the program with iam.tenancyOcid, else validate warns with it. */
    static final IamStatement SERVICE = new IamStatement(
            COMPUTE_MANAGEMENT,
            "use",
            "compute-capacity-reservations",
            COMPARTMENT,
            "a capacity reservation (capacity.create or capacity.reservationId) with cluster.mode clusterNetwork;"
                    + " the program creates it with iam.tenancyOcid + iam.homeRegion, else validate warns"
                    + " (CAPACITY_SERVICE_POLICY)",
            s -> Capacity.of(s).enabled() && s.cluster().mode() == Settings.Mode.CLUSTER_NETWORK,
            "the cluster network's instance pool launching its nodes into the reservation"
                    + " (CAPACITY_RESERVATION_LAUNCH_INSTANCE); an existing reservation in another compartment needs"
                    + " the statement for that compartment",
            OracleSources.COMMON + "; " + OracleSources.CORE);

    public static final List<IamStatement> ALL = List.of(
            new IamStatement(
                    DEPLOYER,
                    "manage",
                    "compute-capacity-reservations",
                    COMPARTMENT,
                    CapacityKeys.CREATE.key(),
                    s -> Capacity.of(s).create(),
                    "CreateComputeCapacityReservation, UpdateComputeCapacityReservation,"
                            + " DeleteComputeCapacityReservation, GetComputeCapacityReservation (CAPACITY_RESERVATION_*)",
                    OracleSources.CORE),
            new IamStatement(
                    DEPLOYER,
                    "use",
                    "compute-capacity-reservations",
                    COMPARTMENT,
                    "capacity.reservationId with cluster.mode singleInstance (the reservation's compartment)",
                    s -> Capacity.of(s).reservationId() != null && s.cluster().mode() == Settings.Mode.SINGLE_INSTANCE,
                    "LaunchInstance into the reservation (CAPACITY_RESERVATION_LAUNCH_INSTANCE)",
                    OracleSources.CORE),
            SERVICE,
            new IamStatement(
                    DEPLOYER,
                    "manage",
                    "policies",
                    TENANCY,
                    "the program creates the service's statement (see above) with iam.tenancyOcid",
                    s -> SERVICE.neededBy(s) && Capacity.createsServicePolicy(s),
                    "CreatePolicy, UpdatePolicy, DeletePolicy (POLICY_*)",
                    OracleSources.IAM),
            new IamStatement(
                    BASTION,
                    "use",
                    "compute-capacity-reservations",
                    COMPARTMENT,
                    "capacity.onDemand (the on-demand nodes launch into the reservation)",
                    s -> Capacity.of(s).onDemandIn(s),
                    "LaunchInstance --capacity-reservation-id (CAPACITY_RESERVATION_LAUNCH_INSTANCE)",
                    OracleSources.CORE));
}
