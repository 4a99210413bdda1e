package ocigpucluster.nocapacity;

import static ocigpucluster.compute.ComputeIam.CLUSTER_NETWORK;
import static ocigpucluster.iam.IamStatement.Scope.COMPARTMENT;
import static ocigpucluster.iam.IamStatement.Scope.TENANCY;
import static ocigpucluster.iam.IamStatement.Subject.DEPLOYER;

import java.util.List;
import java.util.function.Predicate;
import ocigpucluster.iam.IamStatement;
import ocigpucluster.iam.OracleSources;
import ocigpucluster.settings.Settings;

/**
 * What the capacity guard's OCI CLI calls need, as the deploying user (its CLI profile): the
 * preflight's capacity report (in the root compartment: "This should always be the root
 * compartment", OCI API CreateComputeCapacityReportDetails), the preflight's and the watch's reads
 * of the cluster network, its instance configuration and work requests, and the pool wait's reads
 * of the network and its instances. The watch's terminate and the work-request errors are covered
 * by compute's manage cluster-networks (Oracle's verb table: ListWorkRequestErrors of a
 * cluster-network work request needs "the permissions for CreateClusterNetwork").
 */
public final class CapacityGuardIam {
    private CapacityGuardIam() {}

    private static final Predicate<Settings> GUARD = s -> CLUSTER_NETWORK.test(s) && s.get(CapacityGuardKeys.GROUP);
    private static final String GUARDED =
            "cluster.mode clusterNetwork with " + CapacityGuardKeys.ENABLED.key() + " (the default)";
    private static final String ALWAYS = "cluster.mode clusterNetwork (the pool wait, whatever the guard's key)";

    public static final List<IamStatement> ALL = List.of(
            new IamStatement(
                    DEPLOYER,
                    "manage",
                    "compute-capacity-reports",
                    TENANCY,
                    GUARDED,
                    GUARD,
                    "CreateComputeCapacityReport (COMPUTE_CAPACITY_REPORT_CREATE), in the root compartment",
                    OracleSources.CORE + "; " + OracleSources.COMMON),
            new IamStatement(
                    DEPLOYER,
                    "read",
                    "instance-configurations",
                    COMPARTMENT,
                    GUARDED,
                    GUARD,
                    "GetInstanceConfiguration (the existing network's shape, preflight)",
                    OracleSources.CORE),
            new IamStatement(
                    DEPLOYER,
                    "inspect",
                    "work-requests",
                    COMPARTMENT,
                    GUARDED,
                    GUARD,
                    "ListWorkRequests of the network and its pool (WORKREQUEST_INSPECT, the watch)",
                    OracleSources.CORE),
            new IamStatement(
                    DEPLOYER,
                    "read",
                    "cluster-networks",
                    COMPARTMENT,
                    ALWAYS,
                    CLUSTER_NETWORK,
                    "ListClusterNetworks, GetClusterNetwork, ListClusterNetworkInstances (CLUSTER_NETWORK_READ)",
                    OracleSources.CORE),
            new IamStatement(
                    DEPLOYER,
                    "read",
                    "instance-pools",
                    COMPARTMENT,
                    ALWAYS,
                    CLUSTER_NETWORK,
                    "ListClusterNetworks (INSTANCE_POOL_INSPECT), GetClusterNetwork and ListClusterNetworkInstances"
                            + " (INSTANCE_POOL_READ)",
                    OracleSources.CORE));
}
