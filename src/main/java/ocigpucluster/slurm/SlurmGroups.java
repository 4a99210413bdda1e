package ocigpucluster.slurm;

import static ocigpucluster.bootstrap.CommonParams.SHAPE;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import ocigpucluster.bootstrap.StageContext;
import ocigpucluster.cost.PriceTable;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;

/**
 * The static node groups as slurm.conf sees them: each its own partition, its shape's GRES and
 * CPU topology, its features, and a weight (Slurm allocates the lowest-weight nodes first:
 * slurm.conf(5) {@code Weight}), by default its node-hour price in US cents, so that a job in the
 * default partition gets the cheapest nodes that fit it.
 */
public final class SlurmGroups {
    private SlurmGroups() {}

    /** A group's partition: its own ({@code nodeGroups}), or {@code scheduler.partition} for {@code cluster.*}. */
    public static String partition(Settings s, NodeGroup g) {
        return g.partition() != null ? g.partition() : Scheduler.of(s).partition();
    }

    /**
     * A group's Slurm node weight: its {@code weight}; else, in {@code nodeGroups}, its node-hour
     * price in cents (rounded up; null when the price table does not know the shape); null for
     * the group of {@code cluster.*} (Slurm's default, 1: its slurm.conf as it always was).
     */
    public static Integer weight(NodeGroup g, Shape shape) {
        if (g.weight() != null) {
            return g.weight();
        }
        if (g.origin() != NodeGroup.Origin.NODE_GROUPS) {
            return null;
        }
        PriceTable.Price gpuHour = PriceTable.load().price(shape.name(), "GPU-hour");
        return gpuHour.unitPrice()
                .map(p -> p.multiply(BigDecimal.valueOf(shape.gpus()))
                        .multiply(BigDecimal.valueOf(100))
                        .setScale(0, RoundingMode.CEILING)
                        .intValueExact())
                .orElse(null);
    }

    /** SLURM_GROUPS: one line per static group, in the groups' order. */
    static String lines(StageContext c) {
        List<String> out = new ArrayList<>();
        for (StageContext.Group group : c.groups()) {
            NodeGroup g = group.group();
            Shape shape = group.shape();
            Integer weight = weight(g, shape);
            out.add(String.join(
                    " ",
                    g.name(),
                    partition(c.settings(), g),
                    weight == null ? "-" : weight.toString(),
                    g.features().isEmpty() ? "-" : String.join(",", g.features()),
                    // the static shape facts (CommonParams.SHAPE's SLURM_*), of this group's shape
                    SHAPE.gpus.value(c.forGroup(group)),
                    SHAPE.gpuType.value(c.forGroup(group)),
                    SHAPE.sockets.value(c.forGroup(group)),
                    SHAPE.coresPerSocket.value(c.forGroup(group)),
                    SHAPE.threadsPerCore.value(c.forGroup(group)),
                    SHAPE.realMemoryMb.value(c.forGroup(group))));
        }
        return String.join("\n", out);
    }
}
