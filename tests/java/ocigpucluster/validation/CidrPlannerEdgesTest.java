package ocigpucluster.validation;

import static ocigpucluster.validation.CidrPlannerTest.net;
import static ocigpucluster.validation.CidrPlannerTest.settings;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The subnet hint at its edges, each range worked out by hand: a VCN of OCI's smallest size (/30),
 * the documented default taken where it fits although a lower block is free too, the default at
 * exactly the size the nodes need, and a block that only the start right after the container
 * runtime's bridge address (10.0.2.2) leaves free, ending on the VCN's last address.
 */
class CidrPlannerEdgesTest {
    @Test
    void aVcnOfOcisSmallestSizeIsItsOwnOnlyBlock() {
        // OCI takes VCNs from /16 to /30: a /30 VCN's one /30 block is the subnet
        assertEquals(
                Optional.of("10.0.0.0/30"),
                CidrPlanner.subnet(settings(net("10.0.0.0/30", "garbage", "garbage")), "network.publicSubnetCidr", 30));
    }

    @Test
    void theDefaultIsTakenWhereItFitsThoughALowerBlockIsFree() {
        // 10.0.0.0/22 is free too (no bridge address without the container runtime), but the
        // documented 10.0.4.0/22 fits: it is the hint
        assertEquals(
                Optional.of("10.0.4.0/22"),
                CidrPlanner.subnet(
                        settings(net("10.0.0.0/16", "10.0.200.0/24", "garbage")
                                .set("bootstrap.containerRuntime", false)),
                        "network.privateSubnetCidr",
                        22));
        // 600 nodes need a /22 (a /23 has 512 - 3 = 509 usable addresses, a /22 1021): the default is
        // exactly that size
        assertEquals(
                Optional.of("10.0.4.0/22"),
                CidrPlanner.subnet(
                        settings(net("10.0.0.0/16", "10.0.200.0/24", "garbage")
                                .set("bootstrap.containerRuntime", false)
                                .set("cluster.maxNodeCount", 4000)
                                .set("cluster.nodeCount", 600)),
                        "network.privateSubnetCidr",
                        22));
    }

    @Test
    void theBlockRightAfterTheBridgeAddressIsFoundAndMayEndTheVcn() {
        // VCN 10.0.0.0/22 (10.0.0.0 to 10.0.3.255; the default 10.0.4.0/22 is outside it), the
        // public subnet 10.0.0.0/23: of the /24s, 10.0.0.0 and 10.0.1.0 overlap it and 10.0.2.0
        // holds 10.0.2.2, so 10.0.3.0/24, the VCN's last 256 addresses; every smaller block after the
        // public subnet starts at 10.0.2.0 and holds 10.0.2.2 too
        assertEquals(
                Optional.of("10.0.3.0/24"),
                CidrPlanner.subnet(
                        settings(net("10.0.0.0/22", "10.0.0.0/23", "garbage")), "network.privateSubnetCidr", 24));
    }
}
