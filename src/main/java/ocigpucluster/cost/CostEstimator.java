package ocigpucluster.cost;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import ocigpucluster.shapes.Shape;
import ocigpucluster.shapes.ShapeCatalog;

/** Prices a deployment from the price table and the shape catalog (GPUs per node). */
public final class CostEstimator {
    private static final MathContext DIVISION = MathContext.DECIMAL64;

    private final PriceTable prices;
    private final ShapeCatalog shapes;

    public CostEstimator(PriceTable prices, ShapeCatalog shapes) {
        this.prices = prices;
        this.shapes = shapes;
    }

    public static CostEstimator get() {
        return new CostEstimator(PriceTable.load(), ShapeCatalog.get());
    }

    /**
     * @throws IllegalArgumentException for an unknown GPU shape or a non-positive count/size
     */
    public CostEstimate estimate(
            String gpuShape,
            int nodeCount,
            int gpuBootVolumeGb,
            String bastionShape,
            double bastionOcpus,
            double bastionMemoryGb,
            int bastionBootVolumeGb) {
        return estimate(
                gpuShape,
                nodeCount,
                gpuBootVolumeGb,
                bastionShape,
                bastionOcpus,
                bastionMemoryGb,
                bastionBootVolumeGb,
                0);
    }

    /**
     * As above, with {@code reservedNodes} of the GPU shape held in a capacity reservation the
     * stack creates (0: none): the part the nodes leave unused is billed too, at a fraction of
     * the shape's price, and gets its own line.
     *
     * @throws IllegalArgumentException also for reservedNodes below 0, or above 0 but below nodeCount
     */
    public CostEstimate estimate(
            String gpuShape,
            int nodeCount,
            int gpuBootVolumeGb,
            String bastionShape,
            double bastionOcpus,
            double bastionMemoryGb,
            int bastionBootVolumeGb,
            int reservedNodes) {
        Shape shape = shapes.require(gpuShape);
        if (reservedNodes < 0 || (reservedNodes > 0 && reservedNodes < nodeCount)) {
            throw new IllegalArgumentException(
                    "reservedNodes must be 0 or at least nodeCount (" + nodeCount + "), got " + reservedNodes);
        }
        requirePositive("nodeCount", nodeCount);
        requirePositive("gpuBootVolumeGb", gpuBootVolumeGb);
        requirePositive("bastionOcpus", bastionOcpus);
        requirePositive("bastionMemoryGb", bastionMemoryGb);
        requirePositive("bastionBootVolumeGb", bastionBootVolumeGb);

        List<CostEstimate.LineItem> lines = new ArrayList<>();
        BigDecimal gpuHours = BigDecimal.valueOf((long) nodeCount * shape.gpus());
        lines.add(hourlyLine(
                "GPU nodes (" + gpuShape + ")",
                nodeCount + " × " + shape.gpus() + " GPUs",
                List.of(new Use(prices.price(gpuShape, "GPU-hour"), gpuHours))));
        if (reservedNodes > 0) {
            lines.add(unusedReservationLine(gpuShape, shape.gpus(), reservedNodes, nodeCount));
        }
        lines.add(hourlyLine(
                "bastion (" + bastionShape + ")",
                plain(bastionOcpus) + " OCPUs, " + plain(bastionMemoryGb) + " GB memory",
                List.of(
                        new Use(prices.price(bastionShape + ".ocpu", "OCPU-hour"), BigDecimal.valueOf(bastionOcpus)),
                        new Use(
                                prices.price(bastionShape + ".memory", "GB-hour"),
                                BigDecimal.valueOf(bastionMemoryGb)))));
        lines.add(bootVolumeLine("GPU node boot volumes", nodeCount, gpuBootVolumeGb));
        lines.add(bootVolumeLine("bastion boot volume", 1, bastionBootVolumeGb));

        BigDecimal hourly = BigDecimal.ZERO;
        BigDecimal monthly = BigDecimal.ZERO;
        Set<String> unpriced = new LinkedHashSet<>();
        for (CostEstimate.LineItem l : lines) {
            hourly = hourly.add(l.hourly().orElse(BigDecimal.ZERO));
            monthly = monthly.add(l.monthly().orElse(BigDecimal.ZERO));
            unpriced.addAll(l.unknownItems());
        }
        return new CostEstimate(
                prices.asOf(),
                prices.currency(),
                prices.hoursPerMonth(),
                List.copyOf(lines),
                hourly,
                monthly,
                !unpriced.isEmpty(),
                List.copyOf(unpriced));
    }

    private record Use(PriceTable.Price price, BigDecimal quantity) {}

    /** Lines billed per hour: monthly = hourly × hoursPerMonth. */
    private CostEstimate.LineItem hourlyLine(String label, String quantity, List<Use> uses) {
        BigDecimal hourly = BigDecimal.ZERO;
        Set<String> sources = new LinkedHashSet<>();
        List<String> unknown = new ArrayList<>();
        for (Use u : uses) {
            if (u.price().known()) {
                hourly = hourly.add(u.price().unitPrice().orElseThrow().multiply(u.quantity()));
                sources.add(u.price().source());
            } else {
                unknown.add(u.price().item());
            }
        }
        if (!unknown.isEmpty()) {
            return new CostEstimate.LineItem(
                    label, quantity, Optional.empty(), Optional.empty(), List.copyOf(sources), List.copyOf(unknown));
        }
        return new CostEstimate.LineItem(
                label,
                quantity,
                Optional.of(hourly),
                Optional.of(hourly.multiply(BigDecimal.valueOf(prices.hoursPerMonth()))),
                List.copyOf(sources),
                List.of());
    }

    /**
     * Reserved nodes the pool does not use: each GPU billed at the reservation's unused fraction of
     * the shape's GPU-hour price, every hour the reservation exists; the quantity says the
     * node-hours a month this is.
     */
    private CostEstimate.LineItem unusedReservationLine(String gpuShape, int gpusPerNode, int reserved, int used) {
        int unused = reserved - used;
        PriceTable.Price fraction = prices.price("capacityReservation.unused", "fraction of the shape's price");
        PriceTable.Price gpu = prices.price(gpuShape, "GPU-hour");
        String quantity = unused + " of " + reserved + " reserved nodes unused × " + gpusPerNode + " GPUs = "
                + (long) unused * prices.hoursPerMonth() + " node-hours a month"
                + fraction.unitPrice()
                        .map(f -> " at "
                                + f.movePointRight(2).stripTrailingZeros().toPlainString() + " % of the price")
                        .orElse("");
        BigDecimal gpuHours = BigDecimal.valueOf((long) unused * gpusPerNode);
        PriceTable.Price perGpuHour = fraction.known() && gpu.known()
                ? new PriceTable.Price(
                        gpuShape + " unused reserved",
                        Optional.of(gpu.unitPrice()
                                .orElseThrow()
                                .multiply(fraction.unitPrice().orElseThrow())),
                        "GPU-hour",
                        gpu.source(),
                        null)
                : (fraction.known() ? gpu : fraction);
        CostEstimate.LineItem line = hourlyLine(
                "capacity reservation, unused (" + gpuShape + ")", quantity, List.of(new Use(perGpuHour, gpuHours)));
        if (!fraction.known() || fraction.source() == null) {
            return line;
        }
        List<String> sources = new ArrayList<>(line.sources());
        sources.add(fraction.source());
        return new CostEstimate.LineItem(
                line.label(),
                line.quantity(),
                line.hourly(),
                line.monthly(),
                List.copyOf(sources),
                line.unknownItems());
    }

    /** Boot volumes are billed per GB-month: storage plus the Balanced VPUs; hourly = monthly / hoursPerMonth. */
    private CostEstimate.LineItem bootVolumeLine(String label, int volumes, int gbEach) {
        PriceTable.Price storage = prices.price("blockVolume.storage", "GB-month");
        PriceTable.Price vpu = prices.price("blockVolume.vpu", "VPU-GB-month");
        String quantity = volumes + " × " + gbEach + " GB at " + prices.bootVolumeVpusPerGb() + " VPUs/GB";
        List<String> unknown = new ArrayList<>();
        if (!storage.known()) {
            unknown.add(storage.item());
        }
        if (!vpu.known()) {
            unknown.add(vpu.item());
        }
        Set<String> sources = new LinkedHashSet<>();
        if (storage.known()) {
            sources.add(storage.source());
        }
        if (vpu.known()) {
            sources.add(vpu.source());
        }
        if (!unknown.isEmpty()) {
            return new CostEstimate.LineItem(
                    label, quantity, Optional.empty(), Optional.empty(), List.copyOf(sources), List.copyOf(unknown));
        }
        BigDecimal perGbMonth = storage.unitPrice()
                .orElseThrow()
                .add(vpu.unitPrice().orElseThrow().multiply(BigDecimal.valueOf(prices.bootVolumeVpusPerGb())));
        BigDecimal monthly = perGbMonth.multiply(BigDecimal.valueOf((long) volumes * gbEach));
        BigDecimal hourly = monthly.divide(BigDecimal.valueOf(prices.hoursPerMonth()), DIVISION);
        return new CostEstimate.LineItem(
                label, quantity, Optional.of(hourly), Optional.of(monthly), List.copyOf(sources), List.of());
    }

    private static void requirePositive(String what, double value) {
        if (!(value > 0)) {
            throw new IllegalArgumentException(what + " must be greater than 0, got " + plain(value));
        }
    }

    private static String plain(double v) {
        return BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }
}
