package ocigpucluster.testbed;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import ocigpucluster.topology.TopologyFeature;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The topology API check (topology.apiCheck) against the bed's fake OCI CLI and its compute hosts
 * (fakes/lib/oci_cli.py: "oci compute compute-host list", its contract in its header and
 * tests/testbed/README.md), run exactly as its Pulumi local Command runs it, with the readiness
 * gate's result on stdin. The gate's result is written here in the form the gate prints it (one
 * JSON line, each node's "topology" as node/node-topology.sh records it: ReadinessScenario checks
 * those fields on real runs); the compute hosts are written by hand from the same fixtures'
 * OCIDs (tests/resources/ocigpucluster/topology/h100, a100).
 */
@Tag("process")
class TopologyApiCheckCloudTest {
    private static final String COMPARTMENT = "ocid1.compartment.oc1..topology";
    private static final String TENANCY = "ocid1.tenancy.oc1..t";
    private static final String ISLAND =
            "ocid1.hpcisland.oc1.iad.anuwcljrg5pyaeycajoqlss7hpcisland00000000000000000000000000isl00001";
    private static final String NB_A =
            "ocid1.computenetworkblock.oc1.iad.anuwcljrg5pyaeycnetblock00000000000000000000000000000nbaaaa01";
    private static final String NB_B =
            "ocid1.computenetworkblock.oc1.iad.anuwcljrg5pyaeycnetblock00000000000000000000000000000nbbbbb01";
    private static final String LB_1 =
            "ocid1.computelocalblock.oc1.iad.anuwcljrg5pyaeyclocalblock00000000000000000000000000lba1aa01";
    private static final String LB_2 =
            "ocid1.computelocalblock.oc1.iad.anuwcljrg5pyaeyclocalblock00000000000000000000000000lba1aa02";
    private static final String HOST_1 =
            "ocid1.computebaremetalhost.oc1.iad.anuwcljrg5pyaeychost0000000000000000000000000000000host0001";
    private static final String HOST_2 =
            "ocid1.computebaremetalhost.oc1.iad.anuwcljrg5pyaeychost0000000000000000000000000000000host0002";
    private static final String HOST_A100 =
            "ocid1.computebaremetalhost.oc1.iad.anuwcljrg5pyaeychost0000000000000000000000000000000host0201";
    private static final String I_1 = "ocid1.instance.oc1.iad.gpu1";
    private static final String I_2 = "ocid1.instance.oc1.iad.gpu2";
    private static final String I_3 = "ocid1.instance.oc1.iad.a100";
    private static final String I_4 = "ocid1.instance.oc1.iad.notlisted";

    @TempDir
    Path dir;

    private Path cloud;
    private FakeCloudDeployer deployer;

    @BeforeEach
    void deployerMachineAndCloud() throws IOException {
        deployer = FakeCloudDeployer.in(dir, TENANCY);
        cloud = deployer.cloud;
    }

    /** The readiness gate's stdout: two H100 nodes from rdmaTopologyData, one A100 from the fallback, one without data. */
    private static String readiness(String gpu2Block) {
        return "2026-11-29T21:00:00Z readiness-gate all 4 node(s) ready\n"
                + "{\"stage\":\"readiness\",\"ok\":true,\"nodes\":["
                + node("gpu-1", "/opc/v2/host/rdmaTopologyData", I_1, HOST_1, ISLAND, NB_A, LB_1) + ","
                + node("gpu-2", "/opc/v2/host/rdmaTopologyData", I_2, HOST_2, ISLAND, gpu2Block, LB_2) + ","
                + node(
                        "a100-1",
                        "/opc/v2/host networkBlockId/rackId (fallback)",
                        I_3,
                        HOST_A100,
                        null,
                        "5a4b3c2d1e0f",
                        "9e8d7c6b5a49")
                + ","
                + "{\"name\":\"gpu-4\",\"ok\":true,\"topology\":{\"source\":\"none\",\"instanceId\":\"" + I_4 + "\"}}"
                + "],\"rdma\":{}}\n";
    }

    private static String node(
            String name, String source, String instance, String host, String island, String block, String local) {
        return "{\"name\":\"" + name + "\",\"ip\":\"10.0.0.1\",\"ok\":true,\"failed\":[],\"topology\":{\"source\":\""
                + source + "\",\"instanceId\":\"" + instance + "\",\"hostId\":\"" + host + "\",\"hpcIsland\":"
                + (island == null ? "null" : "\"" + island + "\"") + ",\"networkBlock\":\"" + block
                + "\",\"localBlock\":\"" + local + "\",\"rack\":null,\"shape\":\"BM.GPU.H100.8\"}}";
    }

    /** What the compartment's ListComputeHosts holds: the hosts under gpu-1, gpu-2 and a100-1 (gpu-4's is not listed). */
    private void computeHosts(String gpu2HostBlock) throws IOException {
        Files.writeString(
                cloud.resolve("compute-hosts.json"),
                "[" + host(HOST_1, I_1, ISLAND, NB_A, LB_1) + "," + host(HOST_2, I_2, ISLAND, gpu2HostBlock, LB_2)
                        + "," + host(HOST_A100, I_3, ISLAND, NB_B, LB_2) + ","
                        // another compartment's host is not listed
                        + host(HOST_A100, I_4, ISLAND, NB_A, LB_1).replace(COMPARTMENT, "ocid1.compartment.oc1..other")
                        + "]");
    }

    private static String host(String id, String instance, String island, String block, String local) {
        return "{\"id\":\"" + id + "\",\"instance-id\":\"" + instance + "\",\"hpc-island-id\":\"" + island
                + "\",\"network-block-id\":\"" + block + "\",\"local-block-id\":\"" + local
                + "\",\"compartment-id\":\"" + COMPARTMENT + "\",\"availability-domain\":\"TrcQ:US-ASHBURN-AD-1\","
                + "\"shape\":\"BM.GPU.H100.8\",\"health\":\"HEALTHY\",\"lifecycle-state\":\"ACTIVE\","
                + "\"has-impacted-components\":false}";
    }

    /** The check as its Command runs it: the text, the gate's records on stdin. */
    private FakeCloudDeployer.Run check(String readinessStdout) throws Exception {
        ProcessBuilder pb = deployer.shell("/bin/bash", "-c", TopologyFeature.command(COMPARTMENT, null, "h100"));
        // a throttled call is retried at once (lib/oci-lib.sh oci_retry's wait, 2 s doubling, otherwise)
        pb.environment().put("RETRY_DELAY_SECONDS", "0");
        return FakeCloudDeployer.run(pb, TopologyFeature.records(readinessStdout), 60);
    }

    /** The check's result: the last line of its stdout. */
    private static JsonNode result(FakeCloudDeployer.Run r) throws IOException {
        List<String> lines = r.stdout().strip().lines().toList();
        return new ObjectMapper().readTree(lines.get(lines.size() - 1));
    }

    @Test
    void agreeingPlacesPassAndANodeTheApiDoesNotListIsReportedUnchecked() throws Exception {
        computeHosts(NB_A);
        FakeCloudDeployer.Run r = check(readiness(NB_A));
        assertEquals(0, r.exit(), r.stderr());
        JsonNode result = result(r);
        assertEquals(3, result.path("checked").asInt(), result.toString());
        assertEquals(3, result.path("agreed").asInt(), result.toString());
        assertEquals(0, result.path("mismatches").size(), result.toString());
        // the fallback's blocks are not compared (their format is not published): only its host
        assertEquals(1, result.path("unchecked").size(), result.toString());
        assertEquals("gpu-4", result.path("unchecked").get(0).path("node").asText());
        assertTrue(
                r.stderr().contains("gpu-4: unchecked: the API lists no compute host for instance " + I_4), r.stderr());
        assertEquals(List.of("ListComputeHosts 200"), FakeCloudRequests.of(cloud));
    }

    @Test
    void aNodeWhoseNetworkBlockDiffersFailsNamingTheNodeTheFieldAndBothValues() throws Exception {
        computeHosts(NB_B);
        FakeCloudDeployer.Run r = check(readiness(NB_A));
        assertEquals(1, r.exit(), r.stderr());
        assertTrue(
                r.stderr()
                        .contains("group h100: TOPOLOGY_API_MISMATCH: node gpu-2: networkBlock is " + NB_A
                                + " in its instance metadata, " + NB_B + " in the API's compute host"),
                r.stderr());
        JsonNode result = result(r);
        assertEquals(3, result.path("checked").asInt(), result.toString());
        assertEquals(2, result.path("agreed").asInt(), result.toString());
        assertEquals(1, result.path("mismatches").size(), result.toString());
        assertEquals("gpu-2", result.path("mismatches").get(0).path("node").asText());
    }

    @Test
    void aHostOfAnotherIdFailsEvenFromTheFallback() throws Exception {
        computeHosts(NB_A);
        FakeCloudDeployer.Run r = check(readiness(NB_A).replace(HOST_A100, HOST_2));
        assertEquals(1, r.exit(), r.stderr());
        assertTrue(
                r.stderr()
                        .contains("node a100-1: hostId is " + HOST_2 + " in its instance metadata, " + HOST_A100
                                + " in the API's compute host"),
                r.stderr());
    }

    @Test
    void anApiErrorFailsWithTheCodeAndTheErrorNotAPass() throws Exception {
        computeHosts(NB_A);
        Files.writeString(cloud.resolve("faults.env"), "THROTTLE=99\nTHROTTLE_OPERATION=ListComputeHosts\n");
        FakeCloudDeployer.Run r = check(readiness(NB_A));
        assertEquals(1, r.exit(), r.stderr());
        assertTrue(
                r.stderr()
                        .contains("group h100: TOPOLOGY_CHECK_UNAVAILABLE: cannot list the compute hosts of "
                                + COMPARTMENT + ": 429 TooManyRequests"),
                r.stderr());
    }
}
