package ocigpucluster.accounting;

import static ocigpucluster.preview.FeatureGraph.in;
import static ocigpucluster.preview.FeatureGraph.order;
import static ocigpucluster.preview.FeatureGraph.row;
import static ocigpucluster.preview.FeatureGraph.stage;
import static ocigpucluster.preview.PreviewRuns.Mode.PRODUCTION;

import java.util.List;
import java.util.Set;
import ocigpucluster.feature.Feature;
import ocigpucluster.preview.FeatureGraph;

/** Job accounting: off by default; Pulumi.prod.yaml turns it on. */
class AccountingGraphTest implements FeatureGraph {
    @Override
    public Class<? extends Feature> feature() {
        return AccountingFeature.class;
    }

    @Override
    public List<Row> rows() {
        return List.of(row(stage("accounting"), in(PRODUCTION)));
    }

    @Override
    public Set<String> exampleRows() {
        return Set.of(stage("accounting"));
    }

    @Override
    public List<Row> orders() {
        return List.of(
                row(order("bastion-setup", "accounting"), in(PRODUCTION)),
                // slurmdbd answers before slurmctld starts, so everything after the controller comes after it
                row(order("accounting", "slurm-controller"), in(PRODUCTION)),
                row(order("accounting", "slurm-nodes"), in(PRODUCTION)),
                row(order("accounting", "health"), in(PRODUCTION)),
                row(order("accounting", "directory"), in(PRODUCTION)),
                row(order("accounting", "slurm-nccl"), in(PRODUCTION)),
                row(order("accounting", "replace-setup"), in(PRODUCTION)));
    }

    @Override
    public Set<String> exampleOrders() {
        return Set.of(
                order("bastion-setup", "accounting"),
                order("accounting", "slurm-controller"),
                order("accounting", "slurm-nodes"),
                order("accounting", "health"),
                order("accounting", "slurm-nccl"),
                order("accounting", "replace-setup"));
    }
}
