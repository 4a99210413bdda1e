package ocigpucluster.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import ocigpucluster.shapes.ShapeCatalog;
import org.junit.jupiter.api.Test;

/** Edges of the estimate: every argument's range, per-line sources, half-priced items, the Markdown. */
class CostEstimatorEdgesTest {
    private static final CostEstimator ROUND =
            new CostEstimator(PriceTable.load("/ocigpucluster/cost/round-prices.yaml"), ShapeCatalog.get());
    private static final CostEstimator SPLIT =
            new CostEstimator(PriceTable.load("/ocigpucluster/cost/split-prices.yaml"), ShapeCatalog.get());
    private static final String COMPUTE = "compute list <https://example.invalid/compute>";
    private static final String STORAGE = "storage list <https://example.invalid/storage>";

    private static String refusal(int nodes, int gpuBoot, double ocpus, double memory, int bastionBoot) {
        return assertThrows(
                        IllegalArgumentException.class,
                        () -> ROUND.estimate(
                                "BM.GPU.H100.8", nodes, gpuBoot, "VM.Standard.E5.Flex", ocpus, memory, bastionBoot))
                .getMessage();
    }

    @Test
    void everySizeAndCountMustBePositiveAndTheRefusalNamesIt() {
        assertEquals("nodeCount must be greater than 0, got -1", refusal(-1, 200, 2, 16, 100));
        assertEquals("gpuBootVolumeGb must be greater than 0, got 0", refusal(1, 0, 2, 16, 100));
        assertEquals("bastionOcpus must be greater than 0, got 0", refusal(1, 200, 0, 16, 100));
        assertEquals("bastionOcpus must be greater than 0, got -0.5", refusal(1, 200, -0.5, 16, 100));
        assertEquals("bastionMemoryGb must be greater than 0, got 0", refusal(1, 200, 2, 0, 100));
        assertEquals("bastionBootVolumeGb must be greater than 0, got -50", refusal(1, 200, 2, 16, -50));
    }

    @Test
    void fractionalBastionSizesArePrintedPlainly() {
        CostEstimate e = ROUND.estimate("BM.GPU.H100.8", 1, 200, "VM.Standard.E5.Flex", 1.5, 12, 50);
        assertEquals("1.5 OCPUs, 12 GB memory", e.lines().get(1).quantity());
        assertEquals("1 × 200 GB at 10 VPUs/GB", e.lines().get(2).quantity());
        assertEquals("1 × 50 GB at 10 VPUs/GB", e.lines().get(3).quantity());
        assertEquals("bastion (VM.Standard.E5.Flex)", e.lines().get(1).label());
        assertEquals("GPU node boot volumes", e.lines().get(2).label());
        assertEquals("bastion boot volume", e.lines().get(3).label());
    }

    @Test
    void aBootVolumeWithAnUnknownVpuPriceIsUnknownAndCitesOnlyTheKnownSource() {
        CostEstimate e = SPLIT.estimate("BM.GPU.H100.8", 2, 100, "VM.Standard.E5.Flex", 2, 8, 50);
        CostEstimate.LineItem gpuBoot = e.lines().get(2);
        assertFalse(gpuBoot.priced());
        assertTrue(gpuBoot.monthly().isEmpty(), "storage is priced but the VPUs are not: no half price");
        assertTrue(gpuBoot.hourly().isEmpty());
        assertEquals(List.of("blockVolume.vpu"), gpuBoot.unknownItems());
        assertEquals(List.of(STORAGE), gpuBoot.sources());
        assertEquals("2 × 100 GB at 20 VPUs/GB", gpuBoot.quantity());

        CostEstimate.LineItem gpus = e.lines().get(0);
        assertTrue(gpus.priced());
        assertEquals(List.of(COMPUTE), gpus.sources());
        // 2 nodes × 8 GPUs × 2 EUR = 32 an hour, × 700 hours
        assertEquals(0, new BigDecimal("32").compareTo(gpus.hourly().orElseThrow()));
        assertEquals(0, new BigDecimal("22400").compareTo(gpus.monthly().orElseThrow()));
        // bastion: 2 × 0.5 + 8 × 0.25 = 3 an hour
        assertEquals(
                0, new BigDecimal("2100").compareTo(e.lines().get(1).monthly().orElseThrow()));

        assertTrue(e.partial());
        assertEquals(List.of("blockVolume.vpu"), e.unpriced(), "named once although two lines need it");
        assertEquals(0, new BigDecimal("24500").compareTo(e.monthly()));
        assertEquals(0, new BigDecimal("35").compareTo(e.hourly()));
        assertEquals(700, e.hoursPerMonth());
        assertEquals("EUR", e.currency());
        assertEquals("2026-02-01", e.asOf());
    }

    @Test
    void markdownListsEachSourceOnceUnderTheTable() {
        String md = SPLIT.estimate("BM.GPU.H100.8", 2, 100, "VM.Standard.E5.Flex", 2, 8, 50)
                .toMarkdown();
        assertTrue(md.startsWith("| item | quantity | EUR/hour | EUR/month |\n|---|---|---:|---:|\n"), md);
        assertTrue(md.contains("| GPU node boot volumes | 2 × 100 GB at 20 VPUs/GB | unknown | unknown |\n"), md);
        assertTrue(md.contains("| **total (partial)** | | **35.00** | **24500.00** |"), md);
        assertTrue(
                md.contains("Partial estimate: no sourced price for blockVolume.vpu; the total leaves those out."), md);
        assertTrue(
                md.endsWith("List prices as of 2026-02-01, 700 hours a month, before discounts and taxes. Sources:\n"
                        + "- " + COMPUTE + "\n- " + STORAGE + "\n"),
                md);
    }

    @Test
    void aCompleteEstimateHasNoPartialNote() {
        CostEstimate e = ROUND.estimate("BM.GPU.H100.8", 1, 100, "VM.Standard.E5.Flex", 1, 8, 50);
        assertTrue(e.lines().stream().allMatch(CostEstimate.LineItem::priced));
        String md = e.toMarkdown();
        assertFalse(md.contains("partial"), md);
        assertFalse(md.contains("Partial"), md);
        assertTrue(md.endsWith("Sources:\n- test table <https://example.invalid/prices>\n"), md);
    }

    @Test
    void moneyRoundsHalfUpToCents() {
        assertEquals("0.13", CostEstimate.money(new BigDecimal("0.125")));
        assertEquals("0.12", CostEstimate.money(new BigDecimal("0.1249")));
        assertEquals("7.00", CostEstimate.money(new BigDecimal("7")));
    }
}
