package ocigpucluster.login;

import static ocigpucluster.preview.FeatureGraph.in;
import static ocigpucluster.preview.FeatureGraph.order;
import static ocigpucluster.preview.FeatureGraph.row;
import static ocigpucluster.preview.FeatureGraph.stage;

import java.util.List;
import java.util.Set;
import ocigpucluster.feature.Feature;
import ocigpucluster.preview.FeatureGraph;

/**
 * Login nodes: no stock plan has them (login.count defaults to 0); the example (two login nodes
 * with Slurm) plans their pool and the login stage after the controller.
 */
class LoginGraphTest implements FeatureGraph {
    @Override
    public Class<? extends Feature> feature() {
        return LoginFeature.class;
    }

    @Override
    public List<Row> rows() {
        return List.of(row(stage("login"), in()));
    }

    @Override
    public Set<String> exampleRows() {
        // the pool of login VMs login-1..N (login.count 2), a component of its own at the top
        return Set.of(
                stage("login"),
                "oci-gpu-cluster:index:LoginPool login -",
                "oci:Core/instance:Instance login-1 login",
                "oci:Core/instance:Instance login-2 login");
    }

    @Override
    public Set<String> exampleOrders() {
        // after the accounts too, where users.accounts plans the users stage (not in the example)
        // and so after what the controller waits for: the bastion's set-up and the readiness gate
        return Set.of(
                order("slurm-controller", "login"), order("bastion-setup", "login"), order("readiness-gate", "login"));
    }
}
