package ocigpucluster.network;

import static ocigpucluster.iam.IamStatement.Scope.COMPARTMENT;
import static ocigpucluster.iam.IamStatement.Subject.DEPLOYER;

import java.util.List;
import ocigpucluster.iam.IamStatement;
import ocigpucluster.iam.OracleSources;

/** What the deploying user needs for the VCN, its gateways, route tables, security lists and subnets. */
public final class NetworkIam {
    private NetworkIam() {}

    public static final List<IamStatement> ALL = List.of(new IamStatement(
            DEPLOYER,
            "manage",
            "virtual-network-family",
            COMPARTMENT,
            "the program creates the network (no network.existingVcnId)",
            s -> !s.network().usesExisting(),
            "CreateVcn, CreateInternetGateway, CreateNatGateway, CreateServiceGateway, CreateRouteTable,"
                    + " CreateSecurityList, CreateSubnet and their Update/Delete. Oracle's verb tables note that"
                    + " CreateRouteTable and CreateSubnet, which also need manage drgs, private-ips and"
                    + " local-peering-gateways rights, are \"totally covered with just manage virtual-network-family\";"
                    + " it also covers the use vnics/use subnets of every launch. ListServices (the service"
                    + " gateway's Oracle Services Network) has no row in Oracle's permission table",
            OracleSources.CORE));
}
