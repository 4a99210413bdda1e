package ocigpucluster.users;

import static ocigpucluster.preview.FeatureGraph.in;
import static ocigpucluster.preview.FeatureGraph.order;
import static ocigpucluster.preview.FeatureGraph.row;
import static ocigpucluster.preview.FeatureGraph.stage;

import java.util.List;
import java.util.Set;
import ocigpucluster.feature.Feature;
import ocigpucluster.preview.FeatureGraph;

/**
 * Managed login accounts: the stage runs when users.accounts is set (an empty list too), which no
 * committed stack does; the example sets an empty list.
 */
class UsersGraphTest implements FeatureGraph {
    @Override
    public Class<? extends Feature> feature() {
        return UsersFeature.class;
    }

    @Override
    public List<Row> rows() {
        return List.of(row(stage("users"), in()));
    }

    @Override
    public List<String> exampleSets() {
        return List.of("users.accounts=[]");
    }

    @Override
    public Set<String> exampleRows() {
        return Set.of(stage("users"));
    }

    @Override
    public Set<String> exampleOrders() {
        return Set.of(
                order("bastion-setup", "users"),
                // the gate checks the accounts, so whatever waits for the gate waits for them
                order("users", "readiness-gate"),
                order("users", "slurm-controller"),
                order("users", "slurm-nodes"),
                order("users", "health"),
                order("users", "slurm-nccl"),
                order("users", "replace-setup"));
    }
}
