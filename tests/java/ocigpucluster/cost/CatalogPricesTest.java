package ocigpucluster.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.Map;
import ocigpucluster.shapes.ShapeCatalog;
import org.junit.jupiter.api.Test;

/**
 * Every shape of the catalog has its row in the one price table (a price with its source, or
 * `unknown` with the search that found none), and the rows added for node groups carry the
 * numbers their sources give (Oracle's price list parts as bundled by oci-pricing-mcp, written
 * here from that file: B110979 GB200 16, B112140 GB300 18, B109479 L40S 3.5, B95909 A10 2;
 * B300 from skypilot-catalog v8: $120 per node of 8 GPUs).
 */
class CatalogPricesTest {
    @Test
    void everyCatalogShapeHasAPriceRow() {
        PriceTable prices = PriceTable.load();
        for (String shape : ShapeCatalog.get().names()) {
            PriceTable.Price p = prices.items().get(shape);
            assertNotNull(p, shape + " has a row in prices.yaml");
            assertEquals("GPU-hour", p.unit(), shape);
            assertTrue(p.known() ? p.source() != null : p.note() != null, shape + " cites its number or its search");
        }
    }

    @Test
    void theNewShapesArePricedAsTheirSourcesSay() {
        Map<String, String> perGpuHour = Map.of(
                "BM.GPU.B300.8", "15",
                "BM.GPU.GB200.4", "16",
                "BM.GPU.GB300.4", "18",
                "BM.GPU.L40S.4", "3.5",
                "VM.GPU.A10.1", "2",
                "VM.GPU.A10.2", "2");
        PriceTable prices = PriceTable.load();
        perGpuHour.forEach((shape, price) -> assertEquals(
                0,
                new BigDecimal(price)
                        .compareTo(prices.items().get(shape).unitPrice().orElseThrow()),
                shape));
    }
}
