package ocigpucluster.bake;

import ocigpucluster.bootstrap.NodeImage;
import ocigpucluster.settings.NodeGroup;
import ocigpucluster.settings.Settings;

/**
 * What a node of a baked group checks before its per-host work ({@link NodeImage}): the content
 * hash its group's image is baked and tagged with ({@link BakeContent}), and the group's name.
 */
final class BakeParams {
    private BakeParams() {}

    /** The group's image check; null for a group that is not baked. */
    static NodeImage of(ocigpucluster.bootstrap.Stages stages, Settings s, NodeGroup g) {
        if (!Bake.of(s).bakes(g)) {
            return null;
        }
        return new NodeImage(BakeContent.hash(g.imageId(), BakeContent.content(stages, s)), g.name());
    }
}
