package ocigpucluster.nocapacity;

import static ocigpucluster.preview.FeatureGraph.allBut;
import static ocigpucluster.preview.FeatureGraph.row;
import static ocigpucluster.preview.PreviewRuns.Mode.CAPACITY_EXISTING_SINGLE;
import static ocigpucluster.preview.PreviewRuns.Mode.SINGLE_INSTANCE;

import java.util.List;
import ocigpucluster.feature.Feature;
import ocigpucluster.preview.FeatureGraph;

/**
 * The capacity guard's local Commands, before and beside a cluster network it creates
 * (docs/no-capacity.md): on by default, so in every stack with a cluster network; and the pool
 * wait after it.
 */
class CapacityGuardGraphTest implements FeatureGraph {
    @Override
    public Class<? extends Feature> feature() {
        return NoCapacityFeature.class;
    }

    @Override
    public List<Row> rows() {
        return List.of(
                row(
                        "command:local:Command gpu-capacity-preflight gpu",
                        allBut(SINGLE_INSTANCE, CAPACITY_EXISTING_SINGLE)),
                row("command:local:Command gpu-capacity-watch gpu", allBut(SINGLE_INSTANCE, CAPACITY_EXISTING_SINGLE)),
                // the pool wait follows every cluster network, guard or not: a resize is not
                // awaited by the provider
                row("command:local:Command gpu-pool-wait gpu", allBut(SINGLE_INSTANCE, CAPACITY_EXISTING_SINGLE)));
    }
}
