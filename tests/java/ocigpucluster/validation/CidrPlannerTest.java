package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import ocigpucluster.program.Features;
import ocigpucluster.settings.Settings;
import org.junit.jupiter.api.Test;

/**
 * The ranges fix hints name, worked out by hand from the address plan: the tightest VCN of OCI's
 * sizes (/16 to /30) that holds both subnets and leaves the RDMA range outside; for a subnet, the
 * documented default where it fits, else the lowest free block of the wanted size that avoids the
 * other subnet (and, for the nodes' subnet with the container runtime, its bridge address 10.0.2.2)
 * and holds every node; an RDMA range of the plugin's /12 outside the VCN, the default first, then
 * 10/8 from the top down, then 172.16/12.
 */
class CidrPlannerTest {

    static Settings settings(Config c) {
        return SettingsReader.read(c.raw(), "test", Features.RULES).settings();
    }

    static Config net(String vcn, String pub, String priv) {
        return Config.seedLike()
                .set("network.vcnCidr", vcn)
                .set("network.publicSubnetCidr", pub)
                .set("network.privateSubnetCidr", priv);
    }

    @Test
    void theVcnHintIsTheTightestBlockOfOciSizesHoldingBothSubnets() {
        // 10.0.1.0/24 and 10.0.4.0/22 span 10.0.1.0 to 10.0.7.255: the aligned block is 10.0.0.0/21
        assertEquals(
                Optional.of("10.0.0.0/21"), CidrPlanner.vcn(settings(net("garbage", "10.0.1.0/24", "10.0.4.0/22"))));
        // 10.0.1.0/24 and 10.0.200.0/24 need all of 10.0.0.0/16, OCI's largest VCN
        assertEquals(
                Optional.of("10.0.0.0/16"), CidrPlanner.vcn(settings(net("garbage", "10.0.1.0/24", "10.0.200.0/24"))));
        // one subnet readable: the VCN may be exactly that subnet
        assertEquals(Optional.of("10.0.1.0/24"), CidrPlanner.vcn(settings(net("garbage", "10.0.1.0/24", "garbage"))));
        // subnets in different /16s: no VCN of OCI's sizes holds both
        assertEquals(Optional.empty(), CidrPlanner.vcn(settings(net("garbage", "10.0.1.0/24", "10.1.4.0/22"))));
    }

    @Test
    void theVcnHintLeavesTheRdmaRangeOutside() {
        Config c = net("garbage", "10.0.1.0/24", "10.0.4.0/22").set("network.rdmaCidr", "10.0.0.0/12");
        assertEquals(
                Optional.empty(),
                CidrPlanner.vcn(settings(c)),
                "every block holding the subnets lies in the RDMA range");
        // nothing readable: OCI's usual 10.0.0.0/16, unless the RDMA range covers it
        assertEquals(Optional.of("10.0.0.0/16"), CidrPlanner.vcn(settings(net("garbage", "garbage", "garbage"))));
        assertEquals(
                Optional.empty(),
                CidrPlanner.vcn(settings(net("garbage", "garbage", "garbage").set("network.rdmaCidr", "10.0.0.0/12"))));
        assertEquals(
                Optional.of("10.0.0.0/16"),
                CidrPlanner.vcn(
                        settings(net("garbage", "garbage", "garbage").set("network.rdmaCidr", "10.16.0.0/12"))));
    }

    @Test
    void theNodesSubnetHintIsTheDefaultWhereItFits() {
        assertEquals(
                Optional.of("10.0.4.0/22"),
                CidrPlanner.subnet(
                        settings(net("10.0.0.0/16", "10.0.1.0/24", "garbage")), "network.privateSubnetCidr", 22));
    }

    @Test
    void elseTheLowestFreeBlockAvoidingTheOtherSubnetAndTheBridgeAddress() {
        // the public subnet takes the default's place; 10.0.0.0/22 holds 10.0.2.2
        assertEquals(
                Optional.of("10.0.8.0/22"),
                CidrPlanner.subnet(
                        settings(net("10.0.0.0/16", "10.0.4.0/24", "garbage")), "network.privateSubnetCidr", 22));
        // without the container runtime 10.0.2.2 is an ordinary address
        assertEquals(
                Optional.of("10.0.0.0/22"),
                CidrPlanner.subnet(
                        settings(net("10.0.0.0/16", "10.0.4.0/24", "garbage").set("bootstrap.containerRuntime", false)),
                        "network.privateSubnetCidr",
                        22));
        // the public subnet: its default 10.0.1.0/24 lies in the nodes' 10.0.0.0/22, 10.0.2.2 does not matter
        assertEquals(
                Optional.of("10.0.4.0/24"),
                CidrPlanner.subnet(
                        settings(net("10.0.0.0/16", "garbage", "10.0.0.0/22")), "network.publicSubnetCidr", 24));
    }

    @Test
    void theNodesSubnetHoldsEveryNode() {
        // 2000 nodes need a /21 (2048 addresses, 3 reserved): the default /22 is too small;
        // 10.0.0.0/21 holds the public subnet and 10.0.2.2, 10.0.8.0/21 is free
        assertEquals(
                Optional.of("10.0.8.0/21"),
                CidrPlanner.subnet(
                        settings(net("10.0.0.0/16", "10.0.1.0/24", "garbage")
                                .set("cluster.maxNodeCount", 4000)
                                .set("cluster.nodeCount", 2000)),
                        "network.privateSubnetCidr",
                        22));
    }

    @Test
    void noSubnetHintWithoutAVcnOfOciSizesOrWithoutRoom() {
        assertEquals(
                Optional.empty(),
                CidrPlanner.subnet(
                        settings(net("10.0.0.0/8", "10.0.1.0/24", "garbage")), "network.privateSubnetCidr", 22));
        assertEquals(
                Optional.empty(),
                CidrPlanner.subnet(
                        settings(net("garbage", "10.0.1.0/24", "garbage")), "network.privateSubnetCidr", 22));
        // a /24 VCN filled by the public subnet
        assertEquals(
                Optional.empty(),
                CidrPlanner.subnet(
                        settings(net("10.0.0.0/24", "10.0.0.0/24", "garbage")), "network.privateSubnetCidr", 26));
    }

    @Test
    void theRdmaHintIsOnlyThePluginsFixedRangeAndNoneWhenTheVcnOverlapsIt() {
        assertEquals(
                Optional.of("10.224.0.0/12"),
                CidrPlanner.rdma(settings(net("10.0.0.0/16", "10.0.1.0/24", "10.0.4.0/22"))));
        assertEquals(
                Optional.of("10.224.0.0/12"),
                CidrPlanner.rdma(settings(net("10.240.0.0/16", "10.240.1.0/24", "10.240.4.0/22"))));
        // the plugin's range cannot move (oci-hpc schema.yaml rdma_subnet): the VCN must
        assertEquals(
                Optional.empty(), CidrPlanner.rdma(settings(net("10.224.0.0/16", "10.224.1.0/24", "10.224.4.0/22"))));
        assertEquals(Optional.empty(), CidrPlanner.rdma(settings(net("10.0.0.0/8", "10.0.1.0/24", "10.0.4.0/22"))));
    }
}
