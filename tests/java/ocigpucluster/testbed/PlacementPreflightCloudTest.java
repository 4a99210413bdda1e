package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import ocigpucluster.nocapacity.CapacityGuardForTests;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The capacity preflight of a placed cluster network (a group's hpcIslandId and networkBlockIds)
 * against the bed's fake OCI CLI and its capacity topology (fakes/lib/oci_cli.py: "oci compute
 * capacity-topology list | network-block list | bare-metal-host list", its contract in its header
 * and tests/testbed/README.md), run exactly as the guard's Pulumi local Command runs it, where
 * {@code pulumi up} runs. The topology, written by hand: island A with block NB1 (4 hosts of the
 * shape: 2 free, 1 running an instance, 1 DEGRADED without one) and NB2 (3 free, and one free host
 * of another shape), island B with NB3 (8 free).
 */
@Tag("process")
class PlacementPreflightCloudTest {
    private static final String COMPARTMENT = "ocid1.compartment.oc1..placement";
    private static final String TENANCY = "ocid1.tenancy.oc1..t";
    private static final String AD = "TrcQ:AP-TOKYO-1-AD-1";
    private static final String SHAPE = "BM.GPU4.8";
    private static final String NAME = "oci-gpu-cluster-dev-cluster-network";
    private static final String ISLAND_A = "ocid1.hpcisland.oc1.ap-tokyo-1.islanda";
    private static final String ISLAND_B = "ocid1.hpcisland.oc1.ap-tokyo-1.islandb";
    private static final String NB1 = "ocid1.computenetworkblock.oc1.ap-tokyo-1.nb1";
    private static final String NB2 = "ocid1.computenetworkblock.oc1.ap-tokyo-1.nb2";
    private static final String NB3 = "ocid1.computenetworkblock.oc1.ap-tokyo-1.nb3";

    @TempDir
    Path dir;

    private Path cloud;
    private FakeCloudDeployer deployer;

    @BeforeEach
    void deployerMachineAndCloud() throws IOException {
        deployer = FakeCloudDeployer.in(dir, TENANCY);
        cloud = deployer.cloud;
        StringBuilder hosts = new StringBuilder();
        host(hosts, "h1", ISLAND_A, NB1, SHAPE, "AVAILABLE", null);
        host(hosts, "h2", ISLAND_A, NB1, SHAPE, "AVAILABLE", null);
        host(hosts, "h3", ISLAND_A, NB1, SHAPE, "AVAILABLE", "ocid1.instance.oc1.ap-tokyo-1.other");
        host(hosts, "h4", ISLAND_A, NB1, SHAPE, "DEGRADED", null);
        host(hosts, "h5", ISLAND_A, NB2, SHAPE, "AVAILABLE", null);
        host(hosts, "h6", ISLAND_A, NB2, SHAPE, "AVAILABLE", null);
        host(hosts, "h7", ISLAND_A, NB2, SHAPE, "AVAILABLE", null);
        host(hosts, "h8", ISLAND_A, NB2, "BM.GPU.H100.8", "AVAILABLE", null);
        for (int i = 9; i <= 16; i++) {
            host(hosts, "h" + i, ISLAND_B, NB3, SHAPE, "AVAILABLE", null);
        }
        Files.writeString(
                cloud.resolve("capacity-topologies.json"),
                "[{\"id\": \"ocid1.computecapacitytopology.oc1.ap-tokyo-1.t1\", \"compartment-id\": \"" + TENANCY
                        + "\", \"availability-domain\": \"" + AD + "\", \"display-name\": \"dedicated\","
                        + " \"lifecycle-state\": \"ACTIVE\", \"_hosts\": [" + hosts.substring(1) + "]}]");
    }

    private static void host(
            StringBuilder out, String id, String island, String block, String shape, String details, String instance) {
        out.append(",{\"id\": \"ocid1.computebaremetalhost.oc1.ap-tokyo-1.")
                .append(id)
                .append("\", \"island\": \"")
                .append(island)
                .append("\", \"network-block\": \"")
                .append(block)
                .append("\", \"local-block\": \"ocid1.computelocalblock.oc1.ap-tokyo-1.lb\", \"shape\": \"")
                .append(shape)
                .append("\", \"details\": \"")
                .append(details)
                .append("\", \"instance-id\": ")
                .append(instance == null ? "null" : "\"" + instance + "\"")
                .append('}');
    }

    private FakeCloudDeployer.Run preflight(int nodes, String island, List<String> blocks) throws Exception {
        return preflight(nodes, island, blocks, false);
    }

    private FakeCloudDeployer.Run preflight(int nodes, String island, List<String> blocks, boolean reserved)
            throws Exception {
        String text =
                CapacityGuardForTests.placedPreflight(COMPARTMENT, AD, SHAPE, nodes, NAME, reserved, island, blocks);
        return deployer.run("", 60, "/bin/bash", "-c", text);
    }

    private List<String> api() throws IOException {
        return FakeCloudRequests.of(cloud);
    }

    @Test
    void noBlockOfTheIslandHasRoomFailsFastWithEachBlocksNumbersAndCreatesNothing() throws Exception {
        FakeCloudDeployer.Run r = preflight(4, ISLAND_A, List.of());
        System.out.printf("placement: the preflight refused after %.1f s%n", r.seconds());
        assertEquals(1, r.exit(), r.stderr());
        assertTrue(
                r.stderr()
                        .contains(NAME + ": NETWORK_BLOCK_FULL: no network block of HPC island " + ISLAND_A
                                + " has 4 healthy free BM.GPU4.8 hosts for the nodes to launch (" + NB2
                                + ": 3 free, 0 in use, 0 degraded or unavailable, of 3 BM.GPU4.8 hosts; " + NB1
                                + ": 2 free, 1 in use, 1 degraded or unavailable, of 4 BM.GPU4.8 hosts);"
                                + " nothing was created"),
                r.stderr());
        assertTrue(r.stderr().contains("what to do: fewer nodes in the group (count)"), r.stderr());
        // the bound: a handful of list calls, no create, no report once the placement has failed
        assertTrue(r.seconds() < 30, "the preflight answers in seconds: " + r.seconds());
        assertEquals(
                List.of(
                        "ListClusterNetworks 200",
                        "ListComputeCapacityTopologies 200",
                        "ListComputeCapacityTopologies 200",
                        "ListComputeCapacityTopologyComputeNetworkBlocks 200",
                        "ListComputeCapacityTopologyComputeBareMetalHosts 200"),
                api());
    }

    @Test
    void aBlockWithRoomPassesAndIsNamed() throws Exception {
        FakeCloudDeployer.Run r = preflight(3, ISLAND_A, List.of());
        assertEquals(0, r.exit(), r.stderr());
        assertTrue(
                r.stderr().contains("capacity topology: network block " + NB2 + " can take the 3 node(s) to launch"),
                r.stderr());
        assertTrue(r.stderr().contains("to pin this one, set networkBlockIds to [" + NB2 + "]"), r.stderr());
        // and then the capacity report, as without a placement
        assertTrue(api().contains("CreateComputeCapacityReport 200"), api()::toString);
    }

    @Test
    void theConfiguredBlockIsCheckedNotAnother() throws Exception {
        FakeCloudDeployer.Run full = preflight(3, ISLAND_A, List.of(NB1));
        assertEquals(1, full.exit(), full.stderr());
        assertTrue(
                full.stderr()
                        .contains("NETWORK_BLOCK_FULL: no network block of networkBlockIds has 3 healthy free BM.GPU4.8"
                                + " hosts for the nodes to launch (" + NB1 + ": 2 free, 1 in use,"),
                full.stderr());
        FakeCloudDeployer.Run fits = preflight(2, ISLAND_A, List.of(NB1));
        assertEquals(0, fits.exit(), fits.stderr());
        assertTrue(fits.stderr().contains("network block " + NB1 + " can take the 2 node(s)"), fits.stderr());
        assertTrue(!fits.stderr().contains("to pin this one"), fits.stderr());
    }

    @Test
    void aBlockOfAnotherIslandAndAnUnknownIslandAreRefused() throws Exception {
        FakeCloudDeployer.Run other = preflight(2, ISLAND_A, List.of(NB1, NB3));
        assertEquals(1, other.exit(), other.stderr());
        assertTrue(
                other.stderr()
                        .contains("PLACEMENT_INVALID: networkBlockIds[1] " + NB3 + " is a network block of HPC island "
                                + ISLAND_B + ", not of hpcIslandId " + ISLAND_A + "; nothing was created"),
                other.stderr());
        FakeCloudDeployer.Run unknown = preflight(2, "ocid1.hpcisland.oc1.ap-tokyo-1.nowhere", List.of());
        assertEquals(1, unknown.exit(), unknown.stderr());
        assertTrue(
                unknown.stderr()
                        .contains("PLACEMENT_INVALID: hpcIslandId ocid1.hpcisland.oc1.ap-tokyo-1.nowhere is in no"
                                + " capacity topology of " + AD + " (islands there: " + ISLAND_A + ", " + ISLAND_B
                                + ")"),
                unknown.stderr());
    }

    /** A reservation skips the AD's capacity report, not the placement: its hosts are the topology's. */
    @Test
    void inAReservationThePlacementIsStillChecked() throws Exception {
        FakeCloudDeployer.Run r = preflight(4, ISLAND_A, List.of(), true);
        assertEquals(1, r.exit(), r.stderr());
        assertTrue(r.stderr().contains("NETWORK_BLOCK_FULL"), r.stderr());
        FakeCloudDeployer.Run ok = preflight(3, ISLAND_A, List.of(), true);
        assertEquals(0, ok.exit(), ok.stderr());
        assertTrue(ok.stderr().contains("the capacity report does not apply"), ok.stderr());
        assertTrue(!api().contains("CreateComputeCapacityReport 200"), api()::toString);
    }
}
