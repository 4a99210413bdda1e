package ocigpucluster.directory;

import static ocigpucluster.preview.FeatureGraph.in;
import static ocigpucluster.preview.FeatureGraph.order;
import static ocigpucluster.preview.FeatureGraph.row;
import static ocigpucluster.preview.FeatureGraph.stage;
import static ocigpucluster.preview.PreviewRuns.Mode.PRODUCTION;

import java.util.List;
import ocigpucluster.feature.Feature;
import ocigpucluster.preview.FeatureGraph;

/** Directory users (SSSD): planned where users.directory is set, which Pulumi.prod.yaml does. */
class DirectoryGraphTest implements FeatureGraph {
    @Override
    public Class<? extends Feature> feature() {
        return DirectoryFeature.class;
    }

    @Override
    public List<Row> rows() {
        return List.of(row(stage("directory"), in(PRODUCTION)));
    }

    @Override
    public List<Row> orders() {
        return List.of(
                row(order("bastion-setup", "directory"), in(PRODUCTION)),
                row(order("readiness-gate", "directory"), in(PRODUCTION)),
                row(order("slurm-controller", "directory"), in(PRODUCTION)),
                row(order("slurm-nodes", "directory"), in(PRODUCTION)));
    }
}
