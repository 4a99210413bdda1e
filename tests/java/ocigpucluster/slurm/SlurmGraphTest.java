package ocigpucluster.slurm;

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

/** The controller and the nodes' stage in the stacks with scheduler.type slurm: prod, on-demand and the Slurm modes. */
class SlurmGraphTest implements FeatureGraph {
    @Override
    public Class<? extends Feature> feature() {
        return SlurmFeature.class;
    }

    @Override
    public List<Row> rows() {
        return List.of(
                row(stage("slurm-controller"), in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)),
                row(stage("slurm-nodes"), in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)));
    }

    @Override
    public List<Row> orders() {
        return List.of(
                row(
                        order("bastion-setup", "slurm-controller"),
                        in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)),
                row(
                        order("readiness-gate", "slurm-controller"),
                        in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)),
                row(
                        order("bastion-setup", "slurm-nodes"),
                        in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)),
                row(
                        order("readiness-gate", "slurm-nodes"),
                        in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)),
                row(
                        order("slurm-controller", "slurm-nodes"),
                        in(SLURM, ON_DEMAND, PRODUCTION, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)),
                // both install packages on the nodes
                row(order("container-runtime", "slurm-nodes"), in(ON_DEMAND, ON_DEMAND_EXISTING_IAM, EXAMPLE_BASE)));
    }
}
