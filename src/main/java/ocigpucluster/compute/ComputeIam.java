package ocigpucluster.compute;

import static ocigpucluster.iam.IamStatement.Scope.COMPARTMENT;
import static ocigpucluster.iam.IamStatement.Subject.DEPLOYER;

import java.util.List;
import java.util.function.Predicate;
import ocigpucluster.iam.IamStatement;
import ocigpucluster.iam.OracleSources;
import ocigpucluster.settings.Placement;
import ocigpucluster.settings.Settings;

/**
 * What the deploying user needs for the static GPU pool: a cluster network (its instance
 * configuration, the cluster network and its instance pool, the nodes it launches and the reads of
 * their addresses) or one instance. Oracle's verb table for cluster-networks: CreateClusterNetwork
 * "also need manage instances, manage instance-pools, read instance-images, use vnics, and use
 * subnets"; TerminateClusterNetwork also "manage volume-attachments, and use volumes". The
 * instance's own launch rights (manage instances, read instance-images) are the bastion's
 * statements; use vnics and use subnets are the network's.
 */
public final class ComputeIam {
    private ComputeIam() {}

    /** A group's nodes are a cluster network (cluster.mode clusterNetwork, or a nodeGroups placement). */
    public static final Predicate<Settings> CLUSTER_NETWORK =
            s -> s.groups().stream().anyMatch(g -> g.placement() == Placement.CLUSTER_NETWORK);

    private static final String WHEN =
            "cluster.mode clusterNetwork (the default), or a nodeGroups group with placement clusterNetwork";

    public static final List<IamStatement> ALL = List.of(
            new IamStatement(
                    DEPLOYER,
                    "manage",
                    "instance-configurations",
                    COMPARTMENT,
                    WHEN,
                    CLUSTER_NETWORK,
                    "CreateInstanceConfiguration, DeleteInstanceConfiguration (the nodes' launch details)",
                    OracleSources.CORE),
            new IamStatement(
                    DEPLOYER,
                    "manage",
                    "cluster-networks",
                    COMPARTMENT,
                    WHEN,
                    CLUSTER_NETWORK,
                    "CreateClusterNetwork, UpdateClusterNetwork (a resize), TerminateClusterNetwork, GetClusterNetwork;"
                            + " ListClusterNetworkInstances (the node list; also needs read instance-pools)",
                    OracleSources.CORE),
            new IamStatement(
                    DEPLOYER,
                    "manage",
                    "instance-pools",
                    COMPARTMENT,
                    WHEN,
                    CLUSTER_NETWORK,
                    "CreateClusterNetwork (INSTANCE_POOL_CREATE), TerminateClusterNetwork (INSTANCE_POOL_DELETE),"
                            + " ListClusterNetworkInstances (INSTANCE_POOL_READ)",
                    OracleSources.CORE),
            new IamStatement(
                    DEPLOYER,
                    "manage",
                    "volume-attachments",
                    COMPARTMENT,
                    WHEN,
                    CLUSTER_NETWORK,
                    "TerminateClusterNetwork (Oracle's verb table for cluster-networks; the nodes have only boot volumes)",
                    OracleSources.CORE),
            new IamStatement(
                    DEPLOYER,
                    "use",
                    "volumes",
                    COMPARTMENT,
                    WHEN,
                    CLUSTER_NETWORK,
                    "TerminateClusterNetwork (Oracle's verb table for cluster-networks)",
                    OracleSources.CORE),
            new IamStatement(
                    DEPLOYER,
                    "read",
                    "vnic-attachments",
                    COMPARTMENT,
                    WHEN,
                    CLUSTER_NETWORK,
                    "ListVnicAttachments, the nodes' primary VNICs (VNIC_ATTACHMENT_READ; INSTANCE_INSPECT is manage instances')",
                    OracleSources.CORE),
            new IamStatement(
                    DEPLOYER,
                    "inspect",
                    "private-ips",
                    COMPARTMENT,
                    WHEN,
                    CLUSTER_NETWORK,
                    "ListPrivateIps, the nodes' addresses (PRIVATE_IP_READ)",
                    OracleSources.CORE));
}
