package ocigpucluster.shapes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The catalog against Oracle's published shape facts (OCI documentation, "Compute Shapes",
 * bare metal GPU shapes): GPUs per node and the node's total RDMA cluster-network bandwidth.
 */
class ShapeCatalogTest {
    private static final ShapeCatalog CATALOG = ShapeCatalog.get();

    /** shape → {GPUs, total RDMA Gbps} as Oracle lists them. */
    private static final Map<String, int[]> PUBLISHED = Map.of(
            "BM.GPU4.8", new int[] {8, 1600},
            "BM.GPU.A100-v2.8", new int[] {8, 1600},
            "BM.GPU.B4.8", new int[] {8, 1600},
            "BM.GPU.H100.8", new int[] {8, 3200},
            "BM.GPU.H200.8", new int[] {8, 3200},
            "BM.GPU.B200.8", new int[] {8, 3200});

    @Test
    void gpuCountAndRdmaBandwidthMatchOraclesShapeTable() {
        PUBLISHED.forEach((name, facts) -> {
            Shape s = CATALOG.require(name);
            assertEquals(name, s.name());
            assertEquals(facts[0], s.gpus(), name + " GPUs");
            assertEquals(facts[1], s.rdmaNics() * s.rdmaNicGbps(), name + " RDMA Gbps (NICs × Gbps)");
        });
    }

    @Test
    void rdmaInterfacesAreNumberedFromZero() {
        List<String> gpu4 = CATALOG.require("BM.GPU4.8").rdmaInterfaces();
        assertEquals(16, gpu4.size());
        assertEquals("rdma0", gpu4.get(0));
        assertEquals("rdma15", gpu4.get(15));
        assertEquals(
                List.of("rdma0", "rdma1", "rdma2", "rdma3", "rdma4", "rdma5", "rdma6", "rdma7"),
                CATALOG.require("BM.GPU.H200.8").rdmaInterfaces());
    }

    @Test
    void anUnknownShapeIsRefusedListingTheKnownOnes() {
        assertTrue(CATALOG.find("BM.GPU.X").isEmpty());
        String message = assertThrows(IllegalArgumentException.class, () -> CATALOG.require("BM.GPU.X"))
                .getMessage();
        assertTrue(message.startsWith("unknown shape BM.GPU.X; known shapes: "), message);
        assertTrue(message.contains("BM.GPU4.8") && message.contains("BM.GPU.H100.8"), message);
    }
}
