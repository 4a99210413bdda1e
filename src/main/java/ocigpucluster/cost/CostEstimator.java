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
        shapes.require(gpuShape);
        if (reservedNodes < 0 || (reservedNodes > 0 && reservedNodes < nodeCount)) {
            throw new IllegalArgumentException(
                    "reservedNodes must be 0 or at least nodeCount (" + nodeCount + "), got " + reservedNodes);
        }
        requirePositive("nodeCount", nodeCount);
        requirePositive("gpuBootVolumeGb", gpuBootVolumeGb);
        requirePositive("bastionOcpus", bastionOcpus);
        requirePositive("bastionMemoryGb", bastionMemoryGb);
        requirePositive("bastionBootVolumeGb", bastionBootVolumeGb);

        return estimate(
                List.of(new GroupUse(gpuShape, gpuShape, nodeCount, gpuBootVolumeGb)),
                new VmUse("bastion", bastionShape, bastionOcpus, bastionMemoryGb, bastionBootVolumeGb, 1),
                List.of(),
                reservedNodes);
    }

    /** A static group's nodes: {@code label} names it in its lines ("GPU nodes (label)"). */
    public record GroupUse(String label, String shape, int nodes, int bootVolumeGb) {}

    /** VMs of a role (login nodes, a role's own VM): {@code count} Flex VMs of this size. */
    public record VmUse(String label, String shape, double ocpus, double memoryGb, int bootVolumeGb, int count) {}

    /**
     * A deployment of node groups: each static group's nodes and boot volumes, the first group's
     * unused reserved nodes ({@code reservedNodes}, 0: none), the bastion, and the roles' VMs.
     * With one group and no VM it is {@link #estimate(String, int, int, String, double, double, int, int)}
     * line for line.
     */
    public CostEstimate estimate(List<GroupUse> groups, VmUse bastion, List<VmUse> vms, int reservedNodes) {
        List<CostEstimate.LineItem> lines = new ArrayList<>();
        for (int i = 0; i < groups.size(); i++) {
            GroupUse g = groups.get(i);
            Shape shape = shapes.require(g.shape());
            requirePositive("bootVolumeGb", g.bootVolumeGb());
            lines.add(nodesLine(g));
            if (i == 0 && reservedNodes > 0) {
                if (reservedNodes < g.nodes()) {
                    throw new IllegalArgumentException("reservedNodes must be 0 or at least the first group's nodes ("
                            + g.nodes() + "), got " + reservedNodes);
                }
                lines.add(unusedReservationLine(g.shape(), shape.gpus(), reservedNodes, g.nodes()));
            }
        }
        lines.add(vmLine(bastion));
        for (VmUse v : vms) {
            lines.add(vmLine(v));
        }
        for (GroupUse g : groups) {
            lines.add(bootVolumeLine(
                    groups.size() == 1 ? "GPU node boot volumes" : "GPU node boot volumes (" + g.label() + ")",
                    g.nodes(),
                    g.bootVolumeGb()));
        }
        lines.add(bootVolumeLine(bastion.label() + " boot volume", 1, bastion.bootVolumeGb()));
        for (VmUse v : vms) {
            lines.add(bootVolumeLine(v.label() + " boot volumes", v.count(), v.bootVolumeGb()));
        }
        return total(lines);
    }

    /** A group's GPU nodes, billed per GPU-hour. */
    public CostEstimate.LineItem nodesLine(GroupUse g) {
        Shape shape = shapes.require(g.shape());
        requirePositive("nodes", g.nodes());
        return hourlyLine(
                "GPU nodes (" + g.label() + ")",
                g.nodes() + " × " + shape.gpus() + " GPUs",
                List.of(new Use(
                        prices.price(g.shape(), "GPU-hour"), BigDecimal.valueOf((long) g.nodes() * shape.gpus()))));
    }

    /** A Flex VM line: OCPUs and memory, each billed per hour. */
    private CostEstimate.LineItem vmLine(VmUse v) {
        requirePositive(v.label() + " OCPUs", v.ocpus());
        requirePositive(v.label() + " memory", v.memoryGb());
        requirePositive(v.label() + " boot volume", v.bootVolumeGb());
        return hourlyLine(
                v.label() + " (" + v.shape() + ")",
                (v.count() == 1 ? "" : v.count() + " × ") + plain(v.ocpus()) + " OCPUs, " + plain(v.memoryGb())
                        + " GB memory",
                List.of(
                        new Use(
                                prices.price(v.shape() + ".ocpu", "OCPU-hour"),
                                BigDecimal.valueOf(v.ocpus() * v.count())),
                        new Use(
                                prices.price(v.shape() + ".memory", "GB-hour"),
                                BigDecimal.valueOf(v.memoryGb() * v.count()))));
    }

    /** The estimate of these lines: their sums, partial when a line has no known price. */
    private CostEstimate total(List<CostEstimate.LineItem> lines) {
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
