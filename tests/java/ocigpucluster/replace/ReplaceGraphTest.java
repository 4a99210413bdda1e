package ocigpucluster.replace;

import static ocigpucluster.preview.FeatureGraph.in;
import static ocigpucluster.preview.FeatureGraph.order;
import static ocigpucluster.preview.FeatureGraph.row;
import static ocigpucluster.preview.FeatureGraph.stage;
import static ocigpucluster.preview.PreviewRuns.Mode.EXAMPLE_BASE;
import static ocigpucluster.preview.PreviewRuns.Mode.ON_DEMAND;
import static ocigpucluster.preview.PreviewRuns.Mode.ON_DEMAND_EXISTING_IAM;
import static ocigpucluster.preview.PreviewRuns.Mode.PRODUCTION;
import static ocigpucluster.preview.PreviewRuns.Mode.SLURM;

import java.util.List;
import ocigpucluster.feature.Feature;
import ocigpucluster.preview.FeatureGraph;

/** The node-replacement set-up: a cluster network under Slurm (docs/replace.md), so the Slurm stacks only. */
class ReplaceGraphTest implements FeatureGraph {
    @Override
    public Class<? extends Feature> feature() {
        return ReplaceFeature.class;
    }

    @Override
    public List<Row> rows() {
        return List.of(
                row(stage("replace-setup"), in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)));
    }

    @Override
    public List<Row> orders() {
        return List.of(
                row(
                        order("bastion-setup", "replace-setup"),
                        in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)),
                row(
                        order("readiness-gate", "replace-setup"),
                        in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)),
                row(
                        order("slurm-controller", "replace-setup"),
                        in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)));
    }
}
