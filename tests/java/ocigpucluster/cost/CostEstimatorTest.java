package ocigpucluster.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import ocigpucluster.shapes.ShapeCatalog;
import org.junit.jupiter.api.Test;

class CostEstimatorTest {
    private static final CostEstimator ROUND =
            new CostEstimator(PriceTable.load("/ocigpucluster/cost/round-prices.yaml"), ShapeCatalog.get());

    private static void assertMoney(String expected, BigDecimal actual) {
        assertEquals(0, new BigDecimal(expected).compareTo(actual), "expected " + expected + " but was " + actual);
    }

    private static void assertClose(double expected, BigDecimal actual) {
        assertEquals(expected, actual.doubleValue(), 1e-9);
    }

    @Test
    void fourH100NodesWithBastionAddUpByHand() {
        CostEstimate e = ROUND.estimate("BM.GPU.H100.8", 4, 200, "VM.Standard.E5.Flex", 2, 16, 100);
        List<CostEstimate.LineItem> l = e.lines();
        // 4 nodes × 8 GPUs × $10.00
        assertMoney("320", l.get(0).hourly().orElseThrow());
        assertMoney("233600", l.get(0).monthly().orElseThrow());
        // 2 OCPU × $0.03 + 16 GB × $0.002
        assertMoney("0.092", l.get(1).hourly().orElseThrow());
        assertMoney("67.16", l.get(1).monthly().orElseThrow());
        // 4 × 200 GB × ($0.0255 + 10 VPUs × $0.0017) per month
        assertMoney("34", l.get(2).monthly().orElseThrow());
        assertClose(34.0 / 730, l.get(2).hourly().orElseThrow());
        // 100 GB × $0.0425 per month
        assertMoney("4.25", l.get(3).monthly().orElseThrow());
        assertClose(4.25 / 730, l.get(3).hourly().orElseThrow());

        assertMoney("233705.41", e.monthly());
        assertClose(320.092 + 38.25 / 730, e.hourly());
        assertFalse(e.partial());
        assertEquals(List.of(), e.unpriced());
        assertEquals("4 × 8 GPUs", l.get(0).quantity());
        assertTrue(l.get(0).sources().get(0).contains("https://example.invalid/prices"));
    }

    @Test
    void unknownGpuPriceMakesThePartialTotalExplicit() {
        CostEstimate e = ROUND.estimate("BM.GPU4.8", 2, 200, "VM.Standard.E5.Flex", 2, 16, 100);
        assertTrue(e.partial());
        assertEquals(List.of("BM.GPU4.8"), e.unpriced());
        assertTrue(e.lines().get(0).hourly().isEmpty());
        // bastion 67.16 + GPU boot 2 × 200 × 0.0425 = 17 + bastion boot 4.25
        assertMoney("88.41", e.monthly());
        String md = e.toMarkdown();
        assertTrue(md.contains("| GPU nodes (BM.GPU4.8) | 2 × 8 GPUs | unknown | unknown |"), md);
        assertTrue(md.contains("| **total (partial)** | | **0.12** | **88.41** |"), md);
        assertTrue(md.contains("Partial estimate: no sourced price for BM.GPU4.8"), md);
    }

    @Test
    void bastionShapeMissingFromTheTableIsUnknownNotZero() {
        CostEstimate e = ROUND.estimate("BM.GPU.H100.8", 1, 200, "VM.Standard.E4.Flex", 1, 8, 50);
        assertEquals(List.of("VM.Standard.E4.Flex.ocpu", "VM.Standard.E4.Flex.memory"), e.unpriced());
        assertTrue(e.partial());
        assertTrue(e.lines().get(1).monthly().isEmpty());
    }

    @Test
    void badArgumentsAreRefusedWithTheirName() {
        assertTrue(assertThrows(
                        IllegalArgumentException.class,
                        () -> ROUND.estimate("BM.GPU.H100.8", 0, 200, "VM.Standard.E5.Flex", 1, 8, 50))
                .getMessage()
                .contains("nodeCount must be greater than 0"));
        assertTrue(assertThrows(
                        IllegalArgumentException.class,
                        () -> ROUND.estimate("BM.GPU.X", 1, 200, "VM.Standard.E5.Flex", 1, 8, 50))
                .getMessage()
                .contains("unknown shape BM.GPU.X"));
    }

    @Test
    void bundledTableCoversEveryCatalogShapeWithASourceOrAnExplicitUnknown() {
        PriceTable table = PriceTable.load();
        LocalDate.parse(table.asOf());
        assertEquals("USD", table.currency());
        assertEquals(730, table.hoursPerMonth());
        for (String shape : ShapeCatalog.get().names()) {
            PriceTable.Price p = table.items().get(shape);
            assertTrue(p != null, "prices.yaml has no entry for catalog shape " + shape + " (use price: unknown)");
            assertEquals("GPU-hour", p.unit(), shape);
        }
        for (PriceTable.Price p : table.items().values()) {
            assertTrue(!p.known() || p.source() != null && p.source().contains("http"), p.item() + " has no source");
        }
        for (String item : List.of(
                "VM.Standard.E5.Flex.ocpu", "VM.Standard.E5.Flex.memory", "blockVolume.storage", "blockVolume.vpu")) {
            assertTrue(table.items().containsKey(item), item);
        }
        CostEstimate real = CostEstimator.get().estimate("BM.GPU.H100.8", 4, 200, "VM.Standard.E5.Flex", 2, 16, 100);
        assertEquals(4, real.lines().size());
    }
}
