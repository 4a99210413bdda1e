package ocigpucluster.ncclgate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The fabric level of a slow pair and a slow NIC, from the hand-written record in
 * tests/resources/ocigpucluster/nccl/fabric (its README gives each node's island, network block and
 * local block); every expected level is read off that table.
 */
class NcclFabricTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static NcclFabric recorded() throws Exception {
        return NcclFabric.read(
                Files.readString(ocigpucluster.Repo.path("tests/resources/ocigpucluster/nccl/fabric/topology.json")));
    }

    @Test
    void eachPairIsNamedWithTheLevelItCrosses() throws Exception {
        NcclFabric f = recorded();
        assertEquals("within one local block", f.level("gpu-1", "gpu-2"));
        assertEquals("across local blocks of one network block", f.level("gpu-1", "gpu-3"));
        assertEquals("across network blocks of one HPC island", f.level("gpu-3", "gpu-4"));
        assertEquals("across HPC islands", f.level("gpu-4", "gpu-7"));
        // the /host fallback has no island: the network blocks are all that is known
        assertEquals("across network blocks of one group", f.level("gpu-1", "gpu-6"));
        assertEquals("unknown: no topology data for gpu-5", f.level("gpu-1", "gpu-5"));
        assertEquals("unknown: gpu-9 is not in the topology", f.level("gpu-9", "gpu-1"));
        assertEquals("unknown: no host topology recorded", NcclFabric.none().level("gpu-1", "gpu-2"));
    }

    @Test
    void theRingFollowsTheTopologyNodesWithoutDataLast() throws Exception {
        assertEquals(
                List.of("gpu-1", "gpu-2", "gpu-3", "gpu-4", "gpu-6", "gpu-7", "gpu-5", "gpu-9"),
                recorded().ring(List.of("gpu-7", "gpu-5", "gpu-3", "gpu-1", "gpu-9", "gpu-4", "gpu-6", "gpu-2")));
        assertEquals(List.of("b", "a"), NcclFabric.none().ring(List.of("b", "a")), "no record: the order given");
    }

    @Test
    void eachSuspectIsReportedWithThePairsItWasSlowInAndTheirLevels() throws Exception {
        var stage = JSON.readTree("{\"suspects\": [\"gpu-3\"], \"pairs\": ["
                + "{\"round\": 1, \"nodes\": [\"gpu-1\", \"gpu-2\"], \"busbwGBps\": 180.5},"
                + "{\"round\": 1, \"nodes\": [\"gpu-3\", \"gpu-4\"], \"busbwGBps\": 40.0},"
                + "{\"round\": 2, \"nodes\": [\"gpu-3\", \"gpu-1\"], \"busbwGBps\": null}]}");
        Map<String, Object> gate = recorded().gate(stage.get("suspects"), stage.get("pairs"));
        assertEquals(
                "{recorded=true, suspects=[{node=gpu-3, pairs=["
                        + "{with=gpu-4, busbwGBps=40.0, crosses=across network blocks of one HPC island}, "
                        + "{with=gpu-1, busbwGBps=null, crosses=across local blocks of one network block}]}], "
                        + "pairs=[{round=1, nodes=[gpu-1, gpu-2], busbwGBps=180.5, crosses=within one local block}, "
                        + "{round=1, nodes=[gpu-3, gpu-4], busbwGBps=40.0, crosses=across network blocks of one HPC island}, "
                        + "{round=2, nodes=[gpu-3, gpu-1], busbwGBps=null, crosses=across local blocks of one network block}]}",
                gate.toString());
    }

    @Test
    void aSlowNicIsReportedWithTheLevelToEachPeer() throws Exception {
        var rdma = JSON.readTree("{\"floorGbps\": 180, \"nodes\": ["
                + "{\"name\": \"gpu-1\", \"ok\": false, \"nics\": ["
                + "{\"nic\": \"rdma0\", \"device\": \"mlx5_0\", \"gbps\": 190.1, \"peers\": {\"gpu-2\": 190.1}, \"ok\": true},"
                + "{\"nic\": \"rdma1\", \"device\": \"mlx5_1\", \"gbps\": 95.2,"
                + " \"peers\": {\"gpu-2\": 95.2, \"gpu-4\": 94.0}, \"ok\": false}]},"
                + "{\"name\": \"gpu-2\", \"ok\": true, \"nics\": []}]}");
        assertEquals(
                "[{node=gpu-1, nic=rdma1, device=mlx5_1, gbps=95.2, peers=["
                        + "{node=gpu-2, gbps=95.2, crosses=within one local block}, "
                        + "{node=gpu-4, gbps=94.0, crosses=across network blocks of one HPC island}]}]",
                recorded().slowNics(rdma).toString());
    }

    @Test
    void aRecordThatIsNotOneIsRefusedNamingWhat() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> NcclFabric.read("{\"node\": \"x\"}"))
                .getMessage()
                .contains("not a JSON array"));
        assertEquals(
                "host topology entry 0 has no node name",
                assertThrows(IllegalArgumentException.class, () -> NcclFabric.read("[{\"group\": \"g\"}]"))
                        .getMessage());
        assertEquals(
                "gpu-1: /opc/v2/host/rdmaTopologyData is not a JSON object",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> NcclFabric.read("[{\"node\": \"gpu-1\", \"rdmaTopologyData\": \"[1]\"}]"))
                        .getMessage());
    }
}
