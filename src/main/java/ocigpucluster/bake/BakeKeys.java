package ocigpucluster.bake;

import static ocigpucluster.settings.ValueType.BOOLEAN;
import static ocigpucluster.settings.ValueType.STRING;
import static ocigpucluster.settings.ValueType.STRING_LIST;

import java.util.List;
import ocigpucluster.settings.ConfigGroup;
import ocigpucluster.settings.ConfigKey;
import ocigpucluster.settings.KeyReader;

/**
 * The {@code bake} group: which node groups launch from an image baked for them, and where the
 * builder runs. Each key is declared here once; the reader, the checks and the generated docs use
 * the constants.
 */
public final class BakeKeys {
    public static final ConfigKey GROUPS = ConfigKey.of(
            "bake.groups",
            STRING_LIST,
            List.of(),
            "Node groups (by name: a nodeGroups item's name, gpu for cluster.*, ondemand for onDemand.*) whose nodes launch from an image baked for them: a builder instance launched from the group's imageId runs the node scripts in bake mode, is cleaned (no keys, machine id, host names or logs), becomes an image tagged with the content hash of what was baked, and is terminated; the group's shape is added to the image. A new image is baked only when that hash changes. Off for every group by default, on-demand groups included, until the bake has run on OCI (docs/bake.md).");

    public static final ConfigKey BUILDER_SHAPE = ConfigKey.of(
            "bake.builderShape",
            STRING,
            null,
            "Shape of the builder instance (default: each baked group's own shape, which runs its image by definition). Another shape must be a catalog shape of the same architecture as every baked group's shape.");

    public static final ConfigKey EXISTING_SUBNET_REACHES_REPOSITORIES = ConfigKey.of(
            "bake.existingSubnetReachesRepositories",
            BOOLEAN,
            false,
            "With network.existingPrivateSubnetId: you state that the existing private subnet routes 0.0.0.0/0 to a NAT gateway, so the builder (launched there) reaches the package repositories and download sites. The subnet the program creates always does (its NAT gateway).");

    public static final ConfigKey REPLACES_STATIC_NODES = ConfigKey.of(
            "bake.replacesStaticNodes",
            BOOLEAN,
            false,
            "With a static group (not on demand) in bake.groups: you accept that each new image of it (a changed node script, pin, bake stage script or base image) replaces every node of the group, ending the jobs that run there: a cluster network is replaced whole, a group of instances gets new boot volumes. Review plan-diff's replacements before each `pulumi up`. On-demand groups need no such statement: Pulumi owns none of their nodes.");

    /** The group's keys, in the order of the configuration reference. */
    public static final List<ConfigKey> ALL =
            List.of(GROUPS, BUILDER_SHAPE, EXISTING_SUBNET_REACHES_REPOSITORIES, REPLACES_STATIC_NODES);

    private BakeKeys() {}

    /** The group as the reader reads it; {@code Bake.of(settings)} gives its record. */
    public static final ConfigGroup<Bake> GROUP = ConfigGroup.of("bake", 90, ALL, BakeKeys::read);

    private static Bake read(KeyReader read) {
        return new Bake(
                read.list(GROUPS),
                read.string(BUILDER_SHAPE),
                read.bool(EXISTING_SUBNET_REACHES_REPOSITORIES),
                read.bool(REPLACES_STATIC_NODES));
    }
}
