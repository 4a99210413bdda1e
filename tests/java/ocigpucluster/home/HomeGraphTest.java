package ocigpucluster.home;

import static ocigpucluster.preview.FeatureGraph.allBut;
import static ocigpucluster.preview.FeatureGraph.row;
import static ocigpucluster.preview.FeatureGraph.stage;
import static ocigpucluster.preview.PreviewRuns.Mode.BOOTSTRAP_DISABLED;

import java.util.List;
import ocigpucluster.feature.Feature;
import ocigpucluster.preview.FeatureGraph;

/** Stage 1 (the bastion's set-up and /home) in every stack with a bootstrap chain. */
class HomeGraphTest implements FeatureGraph {
    @Override
    public Class<? extends Feature> feature() {
        return HomeFeature.class;
    }

    @Override
    public List<Row> rows() {
        return List.of(row(stage("bastion-setup"), allBut(BOOTSTRAP_DISABLED)));
    }
}
