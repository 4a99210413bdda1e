package ocigpucluster.bake;

import ocigpucluster.bootstrap.BootstrapFiles;
import ocigpucluster.bootstrap.Param;
import ocigpucluster.bootstrap.StageContext;
import ocigpucluster.settings.NodeGroup;

/**
 * What a node stage of a baked group needs to know of its image: the content hash the group's image
 * was baked with ({@link BakeContent}), which each node checks before its per-host work
 * ({@code lib/bake-lib.sh}: {@code BAKE_IMAGE_MISMATCH} naming the group), and the group's name.
 * Both empty for a group that is not baked.
 */
public final class BakeParams {
    private BakeParams() {}

    public static final Param BAKE_HASH = Param.of(
            "BAKE_HASH",
            "the content hash of the image the group's nodes must run (bake.groups; empty: the group is not baked)",
            c -> baked(c)
                    ? BakeContent.hash(c.group().group().imageId(), BakeContent.files(BootstrapFiles.get()))
                    : "");

    public static final Param BAKE_GROUP = Param.of(
            "BAKE_GROUP",
            "the baked group's name, for the image check's failure (empty: the group is not baked)",
            c -> baked(c) ? c.group().group().name() : "");

    private static boolean baked(StageContext c) {
        NodeGroup g = c.group().group();
        return Bake.of(c.settings()).bakes(g);
    }
}
