package ocigpucluster.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import ocigpucluster.shapes.ShapeCatalog;
import org.junit.jupiter.api.Test;

/** A capacity reservation the stack creates is billed for the nodes the pool leaves unused, at 85 %. */
class UnusedReservationCostTest {
    private static final CostEstimator ROUND =
            new CostEstimator(PriceTable.load("/ocigpucluster/cost/round-prices.yaml"), ShapeCatalog.get());

    private static void assertMoney(String expected, BigDecimal actual) {
        assertEquals(0, new BigDecimal(expected).compareTo(actual), "expected " + expected + " but was " + actual);
    }

    @Test
    void twoIdleReservedH100NodesAddUpByHand() {
        CostEstimate with = ROUND.estimate("BM.GPU.H100.8", 4, 200, "VM.Standard.E5.Flex", 2, 16, 100, 6);
        CostEstimate without = ROUND.estimate("BM.GPU.H100.8", 4, 200, "VM.Standard.E5.Flex", 2, 16, 100);
        CostEstimate.LineItem unused = with.lines().get(1);
        assertEquals("capacity reservation, unused (BM.GPU.H100.8)", unused.label());
        // 2 idle nodes × 8 GPUs × $10.00 × 0.85
        assertMoney("136", unused.hourly().orElseThrow());
        assertMoney("99280", unused.monthly().orElseThrow());
        assertEquals(
                "2 of 6 reserved nodes unused × 8 GPUs = 1460 node-hours a month at 85 % of the price",
                unused.quantity());
        assertMoney("136", with.hourly().subtract(without.hourly()));
        assertEquals(without.lines().size() + 1, with.lines().size());
        assertTrue(with.toMarkdown().contains("| capacity reservation, unused (BM.GPU.H100.8) |"), with.toMarkdown());
    }

    @Test
    void theUnusedLineCitesTheGpuPriceAndTheReservationTermsEachOnce() {
        CostEstimator split =
                new CostEstimator(PriceTable.load("/ocigpucluster/cost/reservation-prices.yaml"), ShapeCatalog.get());
        CostEstimate.LineItem unused = split.estimate("BM.GPU.H100.8", 2, 200, "VM.Standard.E5.Flex", 2, 16, 100, 3)
                .lines()
                .get(1);
        // 1 idle node × 8 GPUs × $10.00 × 0.5
        assertMoney("40", unused.hourly().orElseThrow());
        assertEquals(
                List.of(
                        "compute list <https://example.invalid/compute>",
                        "reservation terms <https://example.invalid/reservations>"),
                unused.sources());
        assertEquals(
                "1 of 3 reserved nodes unused × 8 GPUs = 730 node-hours a month at 50 % of the price",
                unused.quantity());
    }

    @Test
    void anUnknownUnusedFractionLeavesTheLineUnknownCitingNoPrice() {
        CostEstimator unknown = new CostEstimator(
                PriceTable.load("/ocigpucluster/cost/reservation-unknown-prices.yaml"), ShapeCatalog.get());
        CostEstimate.LineItem unused = unknown.estimate("BM.GPU.H100.8", 2, 200, "VM.Standard.E5.Flex", 2, 16, 100, 3)
                .lines()
                .get(1);
        assertEquals("capacity reservation, unused (BM.GPU.H100.8)", unused.label());
        assertTrue(unused.hourly().isEmpty() && unused.monthly().isEmpty(), unused.toString());
        assertEquals(List.of("capacityReservation.unused"), unused.unknownItems());
        // no price of the line is known, so it cites none (the GPU's source is on the nodes' line)
        assertEquals(List.of(), unused.sources());
        assertEquals("1 of 3 reserved nodes unused × 8 GPUs = 730 node-hours a month", unused.quantity());
    }

    @Test
    void aFullyUsedReservationShowsItsLineAtZero() {
        CostEstimate e = ROUND.estimate("BM.GPU.H100.8", 4, 200, "VM.Standard.E5.Flex", 2, 16, 100, 4);
        assertMoney("0", e.lines().get(1).hourly().orElseThrow());
        assertMoney(
                ROUND.estimate("BM.GPU.H100.8", 4, 200, "VM.Standard.E5.Flex", 2, 16, 100)
                        .monthly()
                        .toPlainString(),
                e.monthly());
    }

    @Test
    void anUnknownShapePriceLeavesTheUnusedLineUnknownToo() {
        CostEstimate e = ROUND.estimate("BM.GPU4.8", 2, 200, "VM.Standard.E5.Flex", 2, 16, 100, 3);
        assertTrue(e.lines().get(1).hourly().isEmpty());
        assertEquals(List.of("BM.GPU4.8"), e.unpriced());
    }

    @Test
    void aReservationSmallerThanThePoolIsRefused() {
        var ex = assertThrows(
                IllegalArgumentException.class,
                () -> ROUND.estimate("BM.GPU.H100.8", 4, 200, "VM.Standard.E5.Flex", 2, 16, 100, 3));
        assertTrue(ex.getMessage().contains("reservedNodes"), ex.getMessage());
    }

    @Test
    void theRealTableCitesWhereTheRateComesFrom() {
        PriceTable.Price p = PriceTable.load().price("capacityReservation.unused", "fraction");
        assertMoney("0.85", p.unitPrice().orElseThrow());
        assertTrue(p.source().contains("https://www.oracle.com/cloud/compute/pricing/"), p.source());
    }
}
