package ocigpucluster.network;

import com.pulumi.core.Output;
import com.pulumi.oci.Core.CoreFunctions;
import com.pulumi.oci.Core.InternetGateway;
import com.pulumi.oci.Core.InternetGatewayArgs;
import com.pulumi.oci.Core.NatGateway;
import com.pulumi.oci.Core.NatGatewayArgs;
import com.pulumi.oci.Core.RouteTable;
import com.pulumi.oci.Core.RouteTableArgs;
import com.pulumi.oci.Core.SecurityList;
import com.pulumi.oci.Core.SecurityListArgs;
import com.pulumi.oci.Core.ServiceGateway;
import com.pulumi.oci.Core.ServiceGatewayArgs;
import com.pulumi.oci.Core.Subnet;
import com.pulumi.oci.Core.SubnetArgs;
import com.pulumi.oci.Core.Vcn;
import com.pulumi.oci.Core.VcnArgs;
import com.pulumi.oci.Core.inputs.GetServicesArgs;
import com.pulumi.oci.Core.inputs.RouteTableRouteRuleArgs;
import com.pulumi.oci.Core.inputs.SecurityListEgressSecurityRuleArgs;
import com.pulumi.oci.Core.inputs.SecurityListIngressSecurityRuleArgs;
import com.pulumi.oci.Core.inputs.SecurityListIngressSecurityRuleTcpOptionsArgs;
import com.pulumi.oci.Core.inputs.ServiceGatewayServiceArgs;
import com.pulumi.oci.Core.outputs.GetServicesService;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResourceOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import ocigpucluster.settings.Settings;

/**
 * The VCN of Oracle's GPU cluster tutorial §1-1: public subnet (bastion) behind an internet gateway, private subnet (GPU
 * nodes, no public IPs) behind NAT and service gateways, and the two security lists of the
 * tutorial. With {@code network.existingVcnId} it creates nothing and passes the ids through.
 */
public final class Network extends ComponentResource {
    /** OCI's protocol numbers, as strings on the wire. */
    static final String ALL_PROTOCOLS = "all";

    static final String TCP = "6";
    static final String ANYWHERE = "0.0.0.0/0";
    /** The service that covers Object Storage and the OS package mirrors (the tutorial's "All services in region"). */
    static final String ALL_SERVICES_PATTERN = "All .* Services In Oracle Services Network";

    public record Args(
            String compartmentId, String displayPrefix, Settings.Network network, List<String> sshAllowedCidrs) {}

    public final Output<String> vcnId;
    public final Output<String> publicSubnetId;
    public final Output<String> privateSubnetId;
    /** {@code <public dnsLabel>.<vcn dnsLabel>.oraclevcn.com}: what nodes add to their DNS search path. */
    public final Output<String> publicSubnetDomain;

    public Network(String name, Args args, ComponentResourceOptions options) {
        super("oci-gpu-cluster:index:Network", name, options);
        Settings.Network n = args.network();
        if (n.usesExisting()) {
            vcnId = Output.of(n.existingVcnId());
            publicSubnetId = Output.of(n.existingPublicSubnetId());
            privateSubnetId = Output.of(n.existingPrivateSubnetId());
            publicSubnetDomain = Output.of(n.publicSubnetDomain());
        } else {
            CustomResourceOptions child =
                    CustomResourceOptions.builder().parent(this).build();
            String c = args.compartmentId();
            String p = args.displayPrefix();

            Vcn vcn = new Vcn(
                    name + "-vcn",
                    VcnArgs.builder()
                            .compartmentId(c)
                            .cidrBlocks(n.vcnCidr())
                            .dnsLabel(n.vcnDnsLabel())
                            .displayName(p + "-vcn")
                            .build(),
                    child);
            InternetGateway igw = new InternetGateway(
                    name + "-igw",
                    InternetGatewayArgs.builder()
                            .compartmentId(c)
                            .vcnId(vcn.id())
                            .enabled(true)
                            .displayName(p + "-igw")
                            .build(),
                    child);
            NatGateway nat = new NatGateway(
                    name + "-nat",
                    NatGatewayArgs.builder()
                            .compartmentId(c)
                            .vcnId(vcn.id())
                            .displayName(p + "-nat")
                            .build(),
                    child);
            Output<GetServicesService> allServices = CoreFunctions.getServices(
                            GetServicesArgs.builder().build())
                    .applyValue(r -> r.services().stream()
                            .filter(s -> s.name().matches(ALL_SERVICES_PATTERN))
                            .findFirst()
                            .orElseThrow(() -> new IllegalStateException("the region offers no '" + ALL_SERVICES_PATTERN
                                    + "' service for the service gateway")));
            ServiceGateway sgw = new ServiceGateway(
                    name + "-sgw",
                    ServiceGatewayArgs.builder()
                            .compartmentId(c)
                            .vcnId(vcn.id())
                            .displayName(p + "-sgw")
                            .services(ServiceGatewayServiceArgs.builder()
                                    .serviceId(allServices.applyValue(GetServicesService::id))
                                    .build())
                            .build(),
                    child);

            RouteTable publicRoutes = new RouteTable(
                    name + "-public-rt",
                    RouteTableArgs.builder()
                            .compartmentId(c)
                            .vcnId(vcn.id())
                            .displayName(p + "-public-rt")
                            .routeRules(RouteTableRouteRuleArgs.builder()
                                    .destination(ANYWHERE)
                                    .destinationType("CIDR_BLOCK")
                                    .networkEntityId(igw.id())
                                    .build())
                            .build(),
                    child);
            RouteTable privateRoutes = new RouteTable(
                    name + "-private-rt",
                    RouteTableArgs.builder()
                            .compartmentId(c)
                            .vcnId(vcn.id())
                            .displayName(p + "-private-rt")
                            .routeRules(
                                    RouteTableRouteRuleArgs.builder()
                                            .destination(ANYWHERE)
                                            .destinationType("CIDR_BLOCK")
                                            .networkEntityId(nat.id())
                                            .build(),
                                    RouteTableRouteRuleArgs.builder()
                                            .destination(allServices.applyValue(GetServicesService::cidrBlock))
                                            .destinationType("SERVICE_CIDR_BLOCK")
                                            .networkEntityId(sgw.id())
                                            .build())
                            .build(),
                    child);

            SecurityList publicSecurity = new SecurityList(
                    name + "-public-sl",
                    SecurityListArgs.builder()
                            .compartmentId(c)
                            .vcnId(vcn.id())
                            .displayName(p + "-public-sl")
                            .ingressSecurityRules(publicIngress(n.vcnCidr(), args.sshAllowedCidrs()))
                            .egressSecurityRules(egressAnywhere())
                            .build(),
                    child);
            SecurityList privateSecurity = new SecurityList(
                    name + "-private-sl",
                    SecurityListArgs.builder()
                            .compartmentId(c)
                            .vcnId(vcn.id())
                            .displayName(p + "-private-sl")
                            .ingressSecurityRules(allFrom(n.vcnCidr()))
                            .egressSecurityRules(egressAnywhere())
                            .build(),
                    child);

            Subnet publicSubnet = new Subnet(
                    name + "-public-subnet",
                    SubnetArgs.builder()
                            .compartmentId(c)
                            .vcnId(vcn.id())
                            .cidrBlock(n.publicSubnetCidr())
                            .dnsLabel(n.publicSubnetDnsLabel())
                            .displayName(p + "-public")
                            .routeTableId(publicRoutes.id())
                            .securityListIds(publicSecurity.id().applyValue(List::of))
                            .prohibitPublicIpOnVnic(false)
                            .build(),
                    child);
            Subnet privateSubnet = new Subnet(
                    name + "-private-subnet",
                    SubnetArgs.builder()
                            .compartmentId(c)
                            .vcnId(vcn.id())
                            .cidrBlock(n.privateSubnetCidr())
                            .dnsLabel(n.privateSubnetDnsLabel())
                            .displayName(p + "-private")
                            .routeTableId(privateRoutes.id())
                            .securityListIds(privateSecurity.id().applyValue(List::of))
                            .prohibitPublicIpOnVnic(true)
                            .prohibitInternetIngress(true)
                            .build(),
                    child);

            vcnId = vcn.id();
            publicSubnetId = publicSubnet.id();
            privateSubnetId = privateSubnet.id();
            publicSubnetDomain = publicSubnet.subnetDomainName();
        }
        registerOutputs(Map.of(
                "vcnId",
                vcnId,
                "publicSubnetId",
                publicSubnetId,
                "privateSubnetId",
                privateSubnetId,
                "publicSubnetDomain",
                publicSubnetDomain));
    }

    /** SSH from each allowed CIDR, everything from inside the VCN (Oracle's GPU cluster tutorial §1-1). */
    static List<SecurityListIngressSecurityRuleArgs> publicIngress(String vcnCidr, List<String> sshAllowedCidrs) {
        List<SecurityListIngressSecurityRuleArgs> rules = new ArrayList<>();
        for (String cidr : sshAllowedCidrs) {
            rules.add(SecurityListIngressSecurityRuleArgs.builder()
                    .protocol(TCP)
                    .source(cidr)
                    .sourceType("CIDR_BLOCK")
                    .stateless(false)
                    .description("SSH to the bastion")
                    .tcpOptions(SecurityListIngressSecurityRuleTcpOptionsArgs.builder()
                            .min(22)
                            .max(22)
                            .build())
                    .build());
        }
        rules.addAll(allFrom(vcnCidr));
        return rules;
    }

    static List<SecurityListIngressSecurityRuleArgs> allFrom(String vcnCidr) {
        return List.of(SecurityListIngressSecurityRuleArgs.builder()
                .protocol(ALL_PROTOCOLS)
                .source(vcnCidr)
                .sourceType("CIDR_BLOCK")
                .stateless(false)
                .description("all traffic inside the VCN (NFS, MPI, SSH between nodes)")
                .build());
    }

    static List<SecurityListEgressSecurityRuleArgs> egressAnywhere() {
        return List.of(SecurityListEgressSecurityRuleArgs.builder()
                .protocol(ALL_PROTOCOLS)
                .destination(ANYWHERE)
                .destinationType("CIDR_BLOCK")
                .stateless(false)
                .build());
    }
}
