package ocigpucluster.readiness;

import static ocigpucluster.preview.FeatureGraph.allBut;
import static ocigpucluster.preview.FeatureGraph.order;
import static ocigpucluster.preview.FeatureGraph.row;
import static ocigpucluster.preview.FeatureGraph.stage;
import static ocigpucluster.preview.PreviewRuns.Mode.BOOTSTRAP_DISABLED;

import java.util.List;
import ocigpucluster.feature.Feature;
import ocigpucluster.preview.FeatureGraph;

/** The readiness gate in every stack with a bootstrap chain: it has no switch of its own. */
class ReadinessGraphTest implements FeatureGraph {
    @Override
    public Class<? extends Feature> feature() {
        return ReadinessFeature.class;
    }

    @Override
    public List<Row> rows() {
        return List.of(row(stage("readiness-gate"), allBut(BOOTSTRAP_DISABLED)));
    }

    @Override
    public List<Row> orders() {
        return List.of(row(order("bastion-setup", "readiness-gate"), allBut(BOOTSTRAP_DISABLED)));
    }
}
