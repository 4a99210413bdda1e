package ocigpucluster.bake;

import static ocigpucluster.validation.Check.error;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import ocigpucluster.settings.NetworkKeys;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.Settings;
import ocigpucluster.shapes.Shape;
import ocigpucluster.shapes.ShapeCatalog;
import ocigpucluster.validation.Check;
import ocigpucluster.validation.Check.Finding;

/**
 * What can be seen offline about a bake: that the groups named exist, that the builder's shape can
 * run the group's base image and the image it makes can run the group's shape, and that the
 * builder reaches the repositories the bake installs from.
 */
public final class BakeChecks {
    private BakeChecks() {}

    public static final List<Check> ALL = List.of(
            error("BAKE_GROUP_UNKNOWN", "bake.groups names a node group the stack does not have", BakeChecks::unknown),
            error(
                    "BAKE_SHAPE_UNSUPPORTED",
                    "the builder's shape (bake.builderShape) cannot run a baked group's base image",
                    BakeChecks::shape),
            error(
                    "BAKE_NO_REPOSITORY_ROUTE",
                    "a group is baked in an existing private subnet not stated to reach the package repositories",
                    BakeChecks::route),
            error(
                    "BAKE_REPLACES_STATIC_NODES",
                    "a static group is baked without bake.replacesStaticNodes: each new image would replace its running nodes",
                    BakeChecks::staticNodes));

    /**
     * A new image of a static group changes its launch details, and that replaces its nodes: the
     * cluster network is replaced whole when its instance configuration changes
     * (ClusterNetworkPool: OCI would otherwise leave the running nodes on the old image), a group
     * of instances gets new boot volumes (an in-place source change, UpdateInstanceSourceDetails).
     * The jobs running there end. A bake re-runs on any change of the content hash, which a new
     * release of this program's node scripts brings: refused until the operator states it.
     */
    private static List<Finding> staticNodes(Settings s) {
        Bake b = Bake.of(s);
        if (b.replacesStaticNodes()) {
            return List.of();
        }
        List<Finding> out = new ArrayList<>();
        for (NodeGroup g : s.groups()) {
            if (b.bakes(g) && !g.isOnDemand()) {
                out.add(new Finding(
                                BakeKeys.GROUPS,
                                "bakes static group '" + g.name() + "': each new image of it (a changed node script,"
                                        + " pin, bake stage script or base image) replaces every node of the group, and"
                                        + " the jobs running there end",
                                "state that you accept it (`pulumi config set --path bake.replacesStaticNodes true`) and"
                                        + " review plan-diff's replacements before each `pulumi up`; or take '"
                                        + g.name()
                                        + "' out of bake.groups and bake only an on-demand group")
                        .naming(BakeKeys.REPLACES_STATIC_NODES));
            }
        }
        return out;
    }

    private static List<Finding> unknown(Settings s) {
        Bake b = Bake.of(s);
        List<Finding> out = new ArrayList<>();
        TreeSet<String> names =
                new TreeSet<>(s.groups().stream().map(NodeGroup::name).toList());
        for (String name : b.groups()) {
            if (s.group(name).isEmpty()) {
                out.add(new Finding(
                        BakeKeys.GROUPS,
                        "names '" + name + "', which is not a node group of this stack (its groups: "
                                + String.join(", ", names) + ")",
                        "name one of its groups, e.g. `pulumi config set --path 'bake.groups[0]' " + names.first()
                                + "`, or remove '" + name + "'"));
            }
        }
        return out;
    }

    /**
     * An image runs on shapes of one architecture: the builder launches from the group's base image
     * (which runs the group's shape) and the baked image is made from the builder's boot volume,
     * so a builder of another architecture cannot boot the base image, nor its image the group's
     * nodes. Oracle publishes its GPU images per architecture ("Nvidia_x86" for the x86_64 shapes,
     * "Nvidia_arm" for GB200 and GB300: oracle-quickstart/oci-hpc v3.1.0 documentation/Prerequisites.md);
     * the shape catalog holds each shape's. A shape the catalog does not know has no architecture
     * to compare: refused, since nothing here can say it runs the image.
     */
    private static List<Finding> shape(Settings s) {
        Bake b = Bake.of(s);
        if (b.builderShape() == null) {
            return List.of();
        }
        Optional<Shape> builder = ShapeCatalog.get().find(b.builderShape());
        List<Finding> out = new ArrayList<>();
        for (NodeGroup g : s.groups()) {
            if (!b.bakes(g)) {
                continue;
            }
            Optional<Shape> own = ShapeCatalog.get().find(g.shape());
            if (builder.isEmpty()) {
                out.add(new Finding(
                                BakeKeys.BUILDER_SHAPE,
                                "is " + b.builderShape()
                                        + ", a shape the catalog does not know, so nothing says it runs"
                                        + " the base image of group '" + g.name() + "' (" + g.shape() + ")",
                                "remove it (`pulumi config rm --path bake.builderShape`): each group's builder then has"
                                        + " the group's own shape")
                        .naming(BakeKeys.GROUPS));
            } else if (own.isPresent()
                    && !builder.get().architecture().equals(own.get().architecture())) {
                out.add(new Finding(
                                BakeKeys.BUILDER_SHAPE,
                                "is " + b.builderShape() + " (" + builder.get().architecture() + "), but group '"
                                        + g.name() + "' has shape " + g.shape() + " ("
                                        + own.get().architecture()
                                        + "): the group's base image does not run on the builder, nor the image baked"
                                        + " on it on the group's nodes",
                                "remove it (`pulumi config rm --path bake.builderShape`): each group's builder then has"
                                        + " the group's own shape")
                        .naming(BakeKeys.GROUPS));
            }
        }
        return out;
    }

    /**
     * The builder launches in the private subnet and installs from the package repositories and
     * download sites: the subnet the program creates routes to the internet through its NAT
     * gateway; an existing one may not, and a bake that cannot reach them fails after minutes of a
     * running builder.
     */
    private static List<Finding> route(Settings s) {
        Bake b = Bake.of(s);
        if (s.network().existingPrivateSubnetId() == null || b.existingSubnetReachesRepositories()) {
            return List.of();
        }
        List<Finding> out = new ArrayList<>();
        for (NodeGroup g : s.groups()) {
            if (b.bakes(g)) {
                out.add(new Finding(
                                BakeKeys.GROUPS,
                                "bakes group '" + g.name() + "' on a builder in the existing private subnet"
                                        + " (network.existingPrivateSubnetId), which is not stated to reach the package"
                                        + " repositories",
                                "check that the subnet's route table sends 0.0.0.0/0 to a NAT gateway, then"
                                        + " `pulumi config set --path bake.existingSubnetReachesRepositories true`;"
                                        + " or take '" + g.name() + "' out of bake.groups")
                        .naming(NetworkKeys.EXISTING_PRIVATE_SUBNET_ID, BakeKeys.EXISTING_SUBNET_REACHES_REPOSITORIES));
            }
        }
        return out;
    }
}
