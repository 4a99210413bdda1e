package ocigpucluster.bake;

import java.util.List;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.Settings;

/**
 * The bake settings.
 *
 * @param groups                            the names of the groups whose nodes launch from a baked image
 * @param builderShape                      the builder's shape, or null: each group's own
 * @param existingSubnetReachesRepositories the operator states that the existing private subnet
 *                                          routes to the internet through a NAT gateway
 * @param replacesStaticNodes               the operator accepts that a new image of a static group
 *                                          replaces its nodes
 */
public record Bake(
        List<String> groups,
        String builderShape,
        boolean existingSubnetReachesRepositories,
        boolean replacesStaticNodes) {
    public Bake {
        groups = List.copyOf(groups);
    }

    public static Bake of(Settings s) {
        return s.get(BakeKeys.GROUP);
    }

    /** True when this group's nodes launch from a baked image. */
    public boolean bakes(NodeGroup g) {
        return groups.contains(g.name());
    }

    /** The shape the group's builder runs on. */
    public String builderShapeFor(NodeGroup g) {
        return builderShape != null ? builderShape : g.shape();
    }
}
