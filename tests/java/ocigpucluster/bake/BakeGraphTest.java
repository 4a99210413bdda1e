package ocigpucluster.bake;

import java.util.List;
import java.util.Set;
import ocigpucluster.feature.Feature;
import ocigpucluster.preview.FeatureGraph;

/**
 * No stock stack bakes; the example plan (the dev stack's group {@code gpu} baked) adds the bake
 * Command, the image, the group's shape on it and the Command that terminates the builder, all at
 * the top of the stack. No Instance: the builder is launched by the bake Command, never a
 * resource of the stack (docs/bake.md).
 */
class BakeGraphTest implements FeatureGraph {
    @Override
    public Class<? extends Feature> feature() {
        return BakeFeature.class;
    }

    @Override
    public List<Row> rows() {
        return List.of();
    }

    @Override
    public Set<String> exampleRows() {
        return Set.of(
                COMMAND + " bake-gpu-builder -",
                "oci:Core/image:Image bake-gpu-image -",
                "oci:Core/shapeManagement:ShapeManagement bake-gpu-shape -",
                COMMAND + " bake-gpu-terminate -");
    }
}
