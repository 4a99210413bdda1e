package ocigpucluster.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ocigpucluster.topology.HostTopology.Source;
import org.junit.jupiter.api.Test;

/** Reading a node's topology from the two instance metadata documents. */
class InstanceMetadataTest {
    private static final String NB = "ocid1.computenetworkblock.oc1.iad.aaaanb01";
    private static final String LB = "ocid1.computelocalblock.oc1.iad.aaaalb01";

    @Test
    void theRdmaTopologyDataDocumentGivesEveryField() {
        HostTopology h = Fixtures.node("h100", "gpu-3", "gpu", "BM.GPU.H100.8");
        assertEquals(Source.RDMA_TOPOLOGY_DATA, h.source());
        assertTrue(h.hpcIslandId().startsWith("ocid1.hpcisland.oc1.iad."), h.hpcIslandId());
        assertTrue(h.networkBlockId().endsWith("nbaaaa01"), h.networkBlockId());
        assertTrue(h.localBlockId().endsWith("lba2aa02"), h.localBlockId());
        assertTrue(h.hostId().endsWith("host0003"), h.hostId());
        assertNull(h.rackId(), "no host document: no rack");
        assertNull(h.gpuMemoryFabricId());
    }

    @Test
    void theHostDocumentsEmbeddedObjectWinsOverItsOwnNetworkBlockId() {
        HostTopology h = Fixtures.node("gb200", "gb-1", "gb", "BM.GPU.GB200.4");
        assertEquals(Source.RDMA_TOPOLOGY_DATA, h.source());
        assertTrue(h.networkBlockId().endsWith("nbcccc03"), h.networkBlockId());
        assertTrue(h.localBlockId().endsWith("lbc1cc04"), h.localBlockId());
        assertTrue(h.rackId().endsWith("c0ffee01"), h.rackId());
        assertTrue(h.gpuMemoryFabricId().startsWith("ocid1.computegpumemoryfabric."), h.gpuMemoryFabricId());
    }

    @Test
    void theFallbackMapsNetworkBlockIdAndRackIdAsOraclesLabelerDoes() {
        HostTopology h = Fixtures.node("a100", "a100-1", "a100", "BM.GPU.A100-v2.8");
        assertEquals(Source.HOST_DOCUMENT, h.source());
        assertTrue(h.networkBlockId().endsWith("a1b2c3d4"), h.networkBlockId());
        assertTrue(h.rackId().endsWith("beef0003"), h.rackId());
        assertEquals(h.rackId(), h.localBlockId());
        assertNull(h.hpcIslandId());
        assertTrue(h.hostId().endsWith("host0201"), h.hostId());
    }

    @Test
    void aNodeWithoutDocumentsIsUnknown() {
        HostTopology h = Fixtures.node("a100", "a100-4", "a100", "BM.GPU.A100-v2.8");
        assertEquals(HostTopology.unknown("a100-4", "a100", "BM.GPU.A100-v2.8"), h);
        assertEquals(Source.NONE, InstanceMetadata.read("n", "g", "s", "", " ").source());
        assertEquals(
                Source.NONE, InstanceMetadata.read("n", "g", "s", "{}", "{}").source());
    }

    @Test
    void noneAndNullValuesAreAbsentAsOciHpcWritesThem() {
        // oci-hpc's playbook fills a missing field with 'None'; its generator reads that as absent
        String rdma = "{\"customerHPCIslandId\":\"None\",\"customerLocalBlock\":\"None\","
                + "\"customerNetworkBlock\":\"null\",\"customerGpuMemoryFabric\":\"\"}";
        String host = "{\"networkBlockId\":\"" + NB + "\",\"rackId\":\"rack0001\"}";
        HostTopology h = InstanceMetadata.read("n", "g", "BM.GPU.H100.8", host, rdma);
        assertEquals(Source.HOST_DOCUMENT, h.source(), "an all-None rdmaTopologyData falls back to /host");
        assertEquals(NB, h.networkBlockId());
        assertEquals("rack0001", h.localBlockId());
    }

    @Test
    void theStandaloneDocumentIsReadBeforeTheEmbeddedOne() {
        String host = "{\"rackId\":\"r1\",\"rdmaTopologyData\":{\"customerNetworkBlock\":\"other\"}}";
        String rdma = "{\"customerNetworkBlock\":\"" + NB + "\",\"customerLocalBlock\":\"" + LB + "\"}";
        HostTopology h = InstanceMetadata.read("n", "g", "BM.GPU.H100.8", host, rdma);
        assertEquals(NB, h.networkBlockId());
        assertEquals(LB, h.localBlockId());
        assertEquals("r1", h.rackId());
    }

    @Test
    void aDocumentThatIsNotAJsonObjectIsRefusedNamingTheNodeAndThePath() {
        var e = assertThrows(
                IllegalArgumentException.class,
                () -> InstanceMetadata.read("gpu-7", "g", "s", "<html>404</html>", null));
        assertTrue(e.getMessage().startsWith("gpu-7: /opc/v2/host is not JSON"), e.getMessage());
        var f = assertThrows(
                IllegalArgumentException.class, () -> InstanceMetadata.read("gpu-8", "g", "s", null, "[1]"));
        assertEquals("gpu-8: /opc/v2/host/rdmaTopologyData is not a JSON object", f.getMessage());
    }
}
