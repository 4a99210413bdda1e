package ocigpucluster.validation;

import static ocigpucluster.validation.Config.assertExactly;
import static ocigpucluster.validation.Config.assertNone;
import static ocigpucluster.validation.Config.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class NetworkChecksTest {

    @Test
    void malformedVcnCidrIsRefused() {
        for (String bad : List.of(
                "10.0.0/16",
                "10.0.0.0",
                "10.0.0.0/33",
                "10.0.0.0/255.255.0.0",
                "010.0.0.0/16",
                "10.0.*.0/16",
                "10.0.0.0/016",
                "fd00::/48",
                "")) {
            List<Diagnostic> diagnostics =
                    Config.seedLike().set("network.vcnCidr", bad).validate();
            only(diagnostics, "CIDR_MALFORMED", "network.vcnCidr");
        }
    }

    @Test
    void malformedSshSourceIsRefusedWithTheSlash32Form() {
        Diagnostic d = only(
                Config.seedLike().set("sshAllowedCidrs", List.of("203.0.113.7")).validate(),
                "CIDR_MALFORMED",
                "sshAllowedCidrs");
        assertTrue(d.message().contains("'203.0.113.7'"), d.line());
        assertTrue(d.fix().contains("203.0.113.7/32"), d.line());
    }

    @Test
    void singleAddressWithSlash32IsAccepted() {
        assertEquals(
                List.of(),
                Config.seedLike()
                        .set("sshAllowedCidrs", List.of("203.0.113.7/32", "198.51.100.0/24"))
                        .validate());
    }

    @Test
    void cidrWithHostBitsIsRefusedWithTheNetworkInTheFix() {
        Diagnostic d = only(
                Config.seedLike().set("network.publicSubnetCidr", "10.0.1.5/24").validate(),
                "CIDR_NOT_NETWORK",
                "network.publicSubnetCidr");
        assertTrue(d.fix().contains("use 10.0.1.0/24"), d.line());
    }

    @Test
    void sshSourceWithHostBitsIsRefused() {
        Diagnostic d = only(
                Config.seedLike()
                        .set("sshAllowedCidrs", List.of("203.0.113.7/24"))
                        .validate(),
                "CIDR_NOT_NETWORK",
                "sshAllowedCidrs");
        assertTrue(d.fix().contains("203.0.113.0/24"), d.line());
    }

    @Test
    void vcnLargerThanSlash16IsRefused() {
        Diagnostic d = only(
                Config.seedLike().set("network.vcnCidr", "10.0.0.0/8").validate(), "VCN_CIDR_SIZE", "network.vcnCidr");
        assertTrue(d.message().contains("/8"), d.line());
    }

    @Test
    void vcnOfSlash16AndSlash30AreAccepted() {
        assertNone(Config.seedLike().set("network.vcnCidr", "10.0.0.0/16").validate(), "VCN_CIDR_SIZE");
        assertNone(Config.seedLike().set("network.vcnCidr", "10.0.0.0/30").validate(), "VCN_CIDR_SIZE");
    }

    @Test
    void vcnSmallerThanSlash30IsRefused() {
        only(Config.seedLike().set("network.vcnCidr", "10.0.0.0/31").validate(), "VCN_CIDR_SIZE", "network.vcnCidr");
    }

    @Test
    void subnetSmallerThanSlash30IsRefused() {
        only(
                Config.seedLike().set("network.publicSubnetCidr", "10.0.1.0/31").validate(),
                "SUBNET_CIDR_SIZE",
                "network.publicSubnetCidr");
        assertNone(
                Config.seedLike().set("network.publicSubnetCidr", "10.0.1.0/30").validate(), "SUBNET_CIDR_SIZE");
    }

    @Test
    void subnetOutsideTheVcnIsRefused() {
        List<Diagnostic> diagnostics =
                Config.seedLike().set("network.publicSubnetCidr", "10.1.1.0/24").validate();
        assertExactly(diagnostics, "SUBNET_OUTSIDE_VCN", "network.publicSubnetCidr");
        assertTrue(
                diagnostics.get(0).message().contains("10.0.0.0/16"),
                diagnostics.get(0).line());
    }

    @Test
    void overlappingSubnetsAreRefused() {
        List<Diagnostic> diagnostics = Config.seedLike()
                .set("network.privateSubnetCidr", "10.0.0.0/20")
                .validate();
        Diagnostic d = only(diagnostics, "SUBNETS_OVERLAP", "network.privateSubnetCidr");
        assertTrue(d.message().contains("10.0.1.0/24"), d.line());
    }

    @Test
    void adjacentSubnetsAreAccepted() {
        assertEquals(
                List.of(),
                Config.seedLike()
                        .set("network.publicSubnetCidr", "10.0.0.0/22")
                        .set("network.privateSubnetCidr", "10.0.4.0/22")
                        .validate());
    }

    @Test
    void privateSubnetContainingContainerGatewayIsRefused() {
        List<Diagnostic> diagnostics = Config.seedLike()
                .set("network.privateSubnetCidr", "10.0.2.0/24")
                .validate();
        assertExactly(diagnostics, "PRIVATE_SUBNET_CONTAINS_CONTAINER_GATEWAY", "network.privateSubnetCidr");
        Diagnostic d = diagnostics.get(0);
        assertTrue(
                d.message().contains("10.0.2.2")
                        && d.message().contains("container runtime")
                        && d.message().contains("could not reach"),
                d.line());
        assertTrue(d.fix().contains("10.0.4.0/22"), d.line());
    }

    @Test
    void privateSubnetWithContainerGatewayIsAcceptedWithoutContainerRuntime() {
        List<Diagnostic> diagnostics = Config.seedLike()
                .set("network.privateSubnetCidr", "10.0.2.0/24")
                .set("bootstrap.containerRuntime", false)
                .set("bootstrap.nccl", false)
                .validate();
        assertEquals(List.of(), diagnostics, Config.render(diagnostics));
    }

    @Test
    void aVcnOverlappingThePluginsRdmaRangeIsRefusedAndTheVcnIsWhatMoves() {
        List<Diagnostic> diagnostics =
                Config.seedLike().set("network.vcnCidr", "10.0.0.0/8").validate();
        Diagnostic d = Config.only(diagnostics, "RDMA_RANGE_OVERLAPS_VCN", "network.vcnCidr");
        assertTrue(d.fix().contains("10.224.0.0/12"), d.line());
        assertEquals(
                List.of(),
                Config.seedLike().set("network.vcnCidr", "10.0.0.0/16").validate());
    }

    @Test
    void anyRdmaRangeButThePluginsIsRefusedWithAFixThatValidates() {
        // the OCA plugin's range is fixed (oci-hpc schema.yaml rdma_subnet): another value configures nothing
        for (String other : List.of("10.16.0.0/12", "172.16.0.0/12", "10.224.0.0/13", "10.0.0.0/12")) {
            Config c = Config.seedLike().set("network.rdmaCidr", other);
            Diagnostic d = Config.only(c.validate(), "RDMA_RANGE_FIXED", "network.rdmaCidr");
            assertTrue(d.fix().contains("pulumi config rm --path network.rdmaCidr"), d.line());
            assertTrue(d.message().contains("RDMA_ADDRESS_MISSING"), d.line());
            // the fix applied: the key removed
            assertEquals(List.of(), c.remove("network.rdmaCidr").validate());
        }
        assertEquals(
                List.of(),
                Config.seedLike().set("network.rdmaCidr", "10.224.0.0/12").validate());
    }

    @Test
    void privateSubnetTooSmallForTheNodesIsRefused() {
        // a /29 has 8 addresses, OCI keeps 3: room for 5 nodes
        List<Diagnostic> diagnostics = Config.seedLike()
                .set("network.privateSubnetCidr", "10.0.4.0/29")
                .set("cluster.nodeCount", 6)
                .validate();
        Diagnostic d = only(diagnostics, "PRIVATE_SUBNET_TOO_SMALL", "network.privateSubnetCidr");
        assertTrue(d.message().contains("5 usable"), d.line());
        assertTrue(d.fix().contains("/28"), d.line());
    }

    @Test
    void privateSubnetExactlyLargeEnoughIsAccepted() {
        assertEquals(
                List.of(),
                Config.seedLike()
                        .set("network.privateSubnetCidr", "10.0.4.0/29")
                        .set("cluster.nodeCount", 5)
                        .validate());
    }

    @Test
    void existingVcnWithoutSubnetsIsIncomplete() {
        List<Diagnostic> diagnostics =
                Config.seedLike().set("network.existingVcnId", Config.VCN).validate();
        assertExactly(
                diagnostics,
                "EXISTING_NETWORK_INCOMPLETE",
                "network.existingPrivateSubnetId",
                "EXISTING_NETWORK_INCOMPLETE",
                "network.existingPublicSubnetId");
    }

    @Test
    void existingSubnetWithoutVcnIsIncomplete() {
        List<Diagnostic> diagnostics = Config.seedLike()
                .set("network.existingPublicSubnetId", Config.SUBNET)
                .set("network.existingPrivateSubnetId", Config.OTHER_SUBNET)
                .validate();
        assertExactly(diagnostics, "EXISTING_NETWORK_INCOMPLETE", "network.existingVcnId");
    }

    @Test
    void existingNetworkSkipsTheChecksOfTheCidrsItReplaces() {
        List<Diagnostic> diagnostics = Config.seedLike()
                .set("network.existingVcnId", Config.VCN)
                .set("network.existingPublicSubnetId", Config.SUBNET)
                .set("network.existingPrivateSubnetId", Config.OTHER_SUBNET)
                .set("network.vcnCidr", "not a cidr")
                .set("network.privateSubnetCidr", "10.0.2.0/24")
                .validate();
        assertEquals(List.of(), diagnostics, Config.render(diagnostics));
    }

    @Test
    void existingNetworkStillChecksTheRdmaRangeAndSshSources() {
        List<Diagnostic> diagnostics = Config.seedLike()
                .set("network.existingVcnId", Config.VCN)
                .set("network.existingPublicSubnetId", Config.SUBNET)
                .set("network.existingPrivateSubnetId", Config.OTHER_SUBNET)
                .set("network.rdmaCidr", "10.224.0.0")
                .set("sshAllowedCidrs", List.of("1.2.3"))
                .validate();
        assertExactly(diagnostics, "CIDR_MALFORMED", "network.rdmaCidr", "CIDR_MALFORMED", "sshAllowedCidrs");
    }
}
