package ocigpucluster.containers;

import static ocigpucluster.preview.FeatureGraph.allBut;
import static ocigpucluster.preview.FeatureGraph.order;
import static ocigpucluster.preview.FeatureGraph.row;
import static ocigpucluster.preview.FeatureGraph.stage;
import static ocigpucluster.preview.PreviewRuns.Mode.BOOTSTRAP_DISABLED;
import static ocigpucluster.preview.PreviewRuns.Mode.PRODUCTION;
import static ocigpucluster.preview.PreviewRuns.Mode.SLURM;

import java.util.List;
import ocigpucluster.feature.Feature;
import ocigpucluster.preview.FeatureGraph;

/**
 * The container runtime: on by default (bootstrap.containerRuntime); the production example and
 * its Slurm mode run jobs in Enroot and turn it off. Pulumi.ondemand.yaml keeps it.
 */
class ContainersGraphTest implements FeatureGraph {
    @Override
    public Class<? extends Feature> feature() {
        return ContainersFeature.class;
    }

    @Override
    public List<Row> rows() {
        return List.of(row(stage("container-runtime"), allBut(BOOTSTRAP_DISABLED, SLURM, PRODUCTION)));
    }

    @Override
    public List<Row> orders() {
        return List.of(row(order("bastion-setup", "container-runtime"), allBut(BOOTSTRAP_DISABLED, SLURM, PRODUCTION)));
    }
}
